import { useEffect, useImperativeHandle, useMemo, useRef, useState, type Ref } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/Button';
import { CreditCardIcon, LockIcon, PlusIcon } from '@/components/ui/Icons';
import { QueryErrorState } from '@/components/ui/QueryErrorState';
import { EmptyState } from '@/components/ui/States';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api';
import { usePageHeader } from '@/lib/page-state';
import { sentences } from '@/lib/sentence';
import { useCurrentUser } from '@/lib/session';
import { useCards, usePaymentSettingsUnconfirmed } from '@/features/payment-methods/cards/get-cards';
import { CardRemovalError, useDeleteCard } from '../api/delete-card';
import { changeFailureMessage, useUpdateCustomer } from '../api/update-customer';
import { describeCard, type Card } from '@/features/payment-methods/cards/card-display';
import { AddCardDialog } from './AddCardDialog';
import { AutoPaymentSetting } from './AutoPaymentSetting';
import { RemoveCardDialog } from './RemoveCardDialog';
import { SavedCardItem, SavedCardSkeleton } from './SavedCardItem';
import { UnconfirmedSettingsNotice } from './UnconfirmedSettingsNotice';

export function PaymentMethodsPage() {
  usePageHeader('Métodos de pago', [{ label: 'Inicio', href: paths.app.home }, { label: 'Métodos de pago' }]);
  const { customer } = useCurrentUser();
  const cardsQuery = useCards();
  // A change whose answer was lost and could not be read again: no default is shown as a fact.
  const unconfirmed = usePaymentSettingsUnconfirmed();
  const [unconfirmedAtMount] = useState(unconfirmed);
  const makeDefault = useUpdateCustomer();
  const deleteCard = useDeleteCard();
  // Opening "Agregar tarjeta" re-renders the dialog alone, not every saved card: a phone's tap frame.
  const addCard = useRef<AddCardHandle>(null);
  // Kept after closing so the dialog's text stays put while it fades out.
  const [removal, setRemoval] = useState<{ card: Card; isOpen: boolean } | null>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const removedCardId = useRef<string | null>(null);
  // One "now" per render keeps every badge on the page consistent.
  const now = new Date();

  const defaultCardId = customer.defaultCardId ?? null;
  const shownDefaultId = unconfirmed ? null : defaultCardId;
  const cards = useMemo(() => {
    // The default card first, the rest as the API orders them (newest first).
    const list = cardsQuery.data ?? [];
    return [...list].sort((a, b) => Number(b.id === shownDefaultId) - Number(a.id === shownDefaultId));
  }, [cardsQuery.data, shownDefaultId]);
  // Once the removed card has left the list, the button that opened the dialog is gone:
  // focus goes to the list's heading instead of being lost.
  useEffect(() => {
    const removed = removedCardId.current;
    if (!removed || removal?.isOpen || cards.some((card) => card.id === removed)) return;
    removedCardId.current = null;
    headingRef.current?.focus();
  }, [cards, removal]);

  const hasDefaultCard = Boolean(defaultCardId) && cards.some((card) => card.id === defaultCardId);
  const makingDefaultId = makeDefault.isPending ? makeDefault.variables.body.defaultCardId : undefined;
  const isBusy = makeDefault.isPending || deleteCard.isPending;

  const onMakeDefault = (card: Card) => {
    makeDefault.mutate(
      { body: { defaultCardId: card.id } },
      {
        onSuccess: () => toast.success(`Tu tarjeta predeterminada ahora es la ${describeCard(card)}.`),
        onError: (error) => {
          const message = changeFailureMessage(error, `No pudimos hacer predeterminada la ${describeCard(card)}`);
          if (message) toast.error(message);
        },
      },
    );
  };

  const closeRemoval = () => setRemoval((current) => current && { ...current, isOpen: false });

  const onConfirmRemove = (card: Card) => {
    const wasDefault = card.id === defaultCardId;
    const hadAutoPayment = customer.autoPaymentEnabled;
    deleteCard.mutate(
      { cardId: card.id },
      {
        onSuccess: (removal) => {
          closeRemoval();
          if (removal === 'already-gone') toast.info(`La ${describeCard(card)} ya no estaba guardada.`);
          else
            toast.success(
              wasDefault && hadAutoPayment
                ? `Eliminamos la ${describeCard(card)}. El pago automático quedó desactivado.`
                : `Eliminamos la ${describeCard(card)}.`,
            );
          removedCardId.current = card.id;
        },
      },
    );
  };

  const showAddButton = !(cardsQuery.isSuccess && cards.length === 0);

  return (
    <div className="flex flex-col gap-8">
      {unconfirmed && <UnconfirmedSettingsNotice focusOnMount={!unconfirmedAtMount} onConfirmed={() => headingRef.current?.focus()} />}
      <section aria-labelledby="saved-cards-heading" className="flex flex-col gap-4">
        <div className="flex flex-wrap items-end justify-between gap-3">
          <div className="min-w-0">
            <h2 id="saved-cards-heading" ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-slate-900 outline-none">
              Tus tarjetas
            </h2>
            <p className="mt-1 text-sm text-slate-600">Guarda tus tarjetas para pagar tus cotizaciones en un par de clics.</p>
          </div>
          {showAddButton && (
            <Button onPress={() => addCard.current?.open()} className="w-full @xl/main:w-auto">
              <PlusIcon className="size-4" />
              Agregar tarjeta
            </Button>
          )}
        </div>

        {cardsQuery.isPending ? (
          <div>
            <p role="status" className="sr-only">
              Cargando tus tarjetas…
            </p>
            <ul className="flex flex-col gap-4">
              <SavedCardSkeleton />
              <SavedCardSkeleton />
            </ul>
          </div>
        ) : cardsQuery.isError ? (
          <QueryErrorState title="No pudimos cargar tus tarjetas" query={cardsQuery} />
        ) : cards.length === 0 ? (
          <div className="rounded-xl border border-dashed border-slate-300 bg-white">
            <EmptyState
              icon={<CreditCardIcon className="size-6" />}
              title="Aún no tienes tarjetas guardadas"
              description="Agrega una tarjeta de crédito o débito para pagar tus cotizaciones y activar el pago automático."
              action={
                <Button onPress={() => addCard.current?.open()}>
                  <PlusIcon className="size-4" />
                  Agregar tarjeta
                </Button>
              }
            />
          </div>
        ) : (
          <ul aria-label="Tarjetas guardadas" className="flex flex-col gap-4">
            {cards.map((card) => (
              <SavedCardItem
                key={card.id}
                card={card}
                isDefault={card.id === shownDefaultId}
                now={now}
                isMakingDefault={makingDefaultId === card.id}
                isBusy={isBusy}
                onMakeDefault={onMakeDefault}
                onRemove={(card) => {
                  deleteCard.reset();
                  setRemoval({ card, isOpen: true });
                }}
              />
            ))}
          </ul>
        )}
      </section>

      <AutoPaymentSetting
        isUnconfirmed={unconfirmed}
        isEnabled={customer.autoPaymentEnabled}
        defaultCardId={defaultCardId}
        cards={cardsQuery.isSuccess ? cards : undefined}
        now={now}
      />

      <p className="flex items-start gap-2 text-sm text-slate-600">
        <LockIcon className="mt-0.5 size-4 text-slate-500" />
        <span>
          Tus tarjetas se guardan en Openpay, nuestro procesador de pagos certificado PCI DSS. Cotiza nunca ve ni guarda el número completo
          ni el código de seguridad.
        </span>
      </p>

      <AddCardDialogHost ref={addCard} hasDefaultCard={hasDefaultCard} />
      <RemoveCardDialog
        card={removal?.card ?? null}
        isOpen={removal?.isOpen ?? false}
        isDefault={removal?.card.id === defaultCardId}
        autoPaymentEnabled={customer.autoPaymentEnabled}
        isUnconfirmed={unconfirmed}
        isPending={deleteCard.isPending}
        problem={removalProblem(deleteCard.error)}
        onCancel={closeRemoval}
        onConfirm={onConfirmRemove}
      />
    </div>
  );
}

/** What the remove dialog says about a removal that failed, in the dialog, next to its button. */
function removalProblem(error: Error | null): string | null {
  if (!error) return null;
  if (!(error instanceof CardRemovalError)) return sentences('No pudimos eliminar la tarjeta.', errorMessage(error));
  const reason = errorMessage(error.reason);
  switch (error.outcome) {
    case 'not-made':
      return sentences('No pudimos eliminar la tarjeta: comprobamos que sigue guardada.', reason);
    case 'unconfirmed':
      return sentences(
        'No pudimos confirmar si se eliminó la tarjeta.',
        reason,
        'Puedes intentarlo de nuevo: si ya se eliminó, te lo diremos.',
      );
    case 'refused':
    default:
      return sentences('No pudimos eliminar la tarjeta.', reason);
  }
}

interface AddCardHandle {
  open: () => void;
}

/** The add-card dialog and its open state, apart from the page so opening and closing it re-render nothing else. */
function AddCardDialogHost({ ref, hasDefaultCard }: { ref: Ref<AddCardHandle>; hasDefaultCard: boolean }) {
  const [isOpen, setOpen] = useState(false);
  useImperativeHandle(ref, () => ({ open: () => setOpen(true) }), []);
  return <AddCardDialog isOpen={isOpen} onOpenChange={setOpen} hasDefaultCard={hasDefaultCard} />;
}
