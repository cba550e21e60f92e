// Métodos de pago: the saved cards (the flow is api/saved-cards-flow.ts), automatic payment and the add-card dialog.
import { useImperativeHandle, useRef, useState, type Ref, type RefObject } from 'react';
import { Button } from '@/components/ui/Button';
import { CreditCardIcon, LockIcon, PlusIcon } from '@/components/ui/Icons';
import { QueryErrorState } from '@/components/ui/QueryErrorState';
import { EmptyState } from '@/components/ui/States';
import { appPaths } from '@/config/app-paths';
import { usePageHeader } from '@/lib/page-state';
import { useSavedCardsFlow } from '../api/saved-cards-flow';
import { AddCardDialog } from './AddCardDialog';
import { AutoPaymentSetting } from './AutoPaymentSetting';
import { RemoveCardDialog } from './RemoveCardDialog';
import { SavedCardItem, SavedCardSkeleton } from './SavedCardItem';
import { UnconfirmedSettingsNotice } from './UnconfirmedSettingsNotice';

export function PaymentMethodsPage() {
  usePageHeader('Métodos de pago', [{ label: 'Inicio', href: appPaths.home }, { label: 'Métodos de pago' }]);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const flow = useSavedCardsFlow(headingRef);
  const { customer, cardsQuery, cards, unconfirmed, defaultCardId, removal } = flow;
  const [unconfirmedAtMount] = useState(unconfirmed);
  // Opening "Agregar tarjeta" re-renders the dialog alone, not every saved card: a phone's tap frame.
  const addCard = useRef<AddCardHandle>(null);
  // One "now" per render keeps every badge on the page consistent.
  const now = new Date();

  return (
    <div className="flex flex-col gap-8">
      {unconfirmed && <UnconfirmedSettingsNotice focusOnMount={!unconfirmedAtMount} onConfirmed={() => headingRef.current?.focus()} />}
      <SavedCards flow={flow} headingRef={headingRef} now={now} onAdd={() => addCard.current?.open()} />

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

      <AddCardDialogHost ref={addCard} hasDefaultCard={flow.hasDefaultCard} />
      <RemoveCardDialog
        card={removal?.card ?? null}
        isOpen={removal?.isOpen ?? false}
        isDefault={removal?.card.id === defaultCardId}
        autoPaymentEnabled={customer.autoPaymentEnabled}
        isUnconfirmed={unconfirmed}
        isPending={flow.isRemoving}
        problem={flow.removalProblem}
        onCancel={flow.closeRemoval}
        onConfirm={flow.removeCard}
      />
    </div>
  );
}

/** «Tus tarjetas»: the saved cards, default first, with their loading, failed and empty states. */
function SavedCards({
  flow,
  headingRef,
  now,
  onAdd,
}: {
  flow: ReturnType<typeof useSavedCardsFlow>;
  headingRef: RefObject<HTMLHeadingElement | null>;
  now: Date;
  onAdd: () => void;
}) {
  const { cardsQuery, cards } = flow;
  const showAddButton = !(cardsQuery.isSuccess && cards.length === 0);
  return (
    <section aria-labelledby="saved-cards-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="min-w-0">
          <h2 id="saved-cards-heading" ref={headingRef} tabIndex={-1} className="text-lg font-semibold text-slate-900 outline-none">
            Tus tarjetas
          </h2>
          <p className="mt-1 text-sm text-slate-600">Guarda tus tarjetas para pagar tus cotizaciones en un par de clics.</p>
        </div>
        {showAddButton && (
          <Button onPress={onAdd} className="w-full @xl/main:w-auto">
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
              <Button onPress={onAdd}>
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
              isDefault={card.id === flow.shownDefaultId}
              now={now}
              isMakingDefault={flow.makingDefaultId === card.id}
              isBusy={flow.isBusy}
              onMakeDefault={flow.makeDefaultCard}
              onRemove={flow.askRemoval}
            />
          ))}
        </ul>
      )}
    </section>
  );
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
