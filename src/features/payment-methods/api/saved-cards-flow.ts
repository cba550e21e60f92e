// What Métodos de pago does with the saved cards (PaymentMethodsPage is its view): the list with the
// default first (none shown as a fact while a change's answer is unknown), making a card the default,
// removing one (with what the dialog says when it fails) and where focus goes once it has left the list.
import { useEffect, useMemo, useRef, useState, type RefObject } from 'react';
import { toast } from '@/lib/toast';
import { errorMessage } from '@/lib/api';
import { sentences } from '@/lib/sentence';
import { useCurrentUser } from '@/lib/session';
import { useCards, usePaymentSettingsUnconfirmed } from '@/features/payment-methods/cards/get-cards';
import { describeCard, type Card } from '@/features/payment-methods/cards/card-display';
import { CardRemovalError, useDeleteCard } from './delete-card';
import { changeFailureMessage, useUpdateCustomer } from './update-customer';

/** @param headingRef the list's heading: focus goes there once a removed card has left the list. */
export function useSavedCardsFlow(headingRef: RefObject<HTMLHeadingElement | null>) {
  const { customer } = useCurrentUser();
  const cardsQuery = useCards();
  // A change whose answer was lost and could not be read again: no default is shown as a fact.
  const unconfirmed = usePaymentSettingsUnconfirmed();
  const makeDefault = useUpdateCustomer();
  const deleteCard = useDeleteCard();
  // Kept after closing so the dialog's text stays put while it fades out.
  const [removal, setRemoval] = useState<{ card: Card; isOpen: boolean } | null>(null);
  const removedCardId = useRef<string | null>(null);

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
  }, [cards, removal, headingRef]);

  const makeDefaultCard = (card: Card) => {
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

  const askRemoval = (card: Card) => {
    deleteCard.reset();
    setRemoval({ card, isOpen: true });
  };
  const closeRemoval = () => setRemoval((current) => current && { ...current, isOpen: false });

  const removeCard = (card: Card) => {
    const wasDefault = card.id === defaultCardId;
    const hadAutoPayment = customer.autoPaymentEnabled;
    deleteCard.mutate(
      { cardId: card.id },
      {
        onSuccess: (outcome) => {
          closeRemoval();
          if (outcome === 'already-gone') toast.info(`La ${describeCard(card)} ya no estaba guardada.`);
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

  return {
    customer,
    cardsQuery,
    cards,
    unconfirmed,
    defaultCardId,
    shownDefaultId,
    hasDefaultCard: Boolean(defaultCardId) && cards.some((card) => card.id === defaultCardId),
    makingDefaultId: makeDefault.isPending ? makeDefault.variables.body.defaultCardId : undefined,
    isBusy: makeDefault.isPending || deleteCard.isPending,
    makeDefaultCard,
    removal,
    askRemoval,
    closeRemoval,
    removeCard,
    isRemoving: deleteCard.isPending,
    removalProblem: removalProblem(deleteCard.error),
  };
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
