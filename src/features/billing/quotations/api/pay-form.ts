// The pay dialog's flow: what the customer chose (method, card, plan), what that charges, and the
// actions (pay, repeat the unanswered attempt, check again). components/PayQuotationForm and its
// parts are the view of it.
import { useForm } from '@/lib/form/use-form';
import { useCurrentUser } from '@/lib/session';
import { useCards } from '@/features/payment-methods';
import type { PaymentMethod } from '@/features/billing/payments/methods';
import { installmentPlanOptions, type InstallmentCount } from '../installments';
import { choiceCardId, type PayChoice, type QuotationInPayment } from '../quotation-store';
import { preselectedCardId } from '../usable-cards';
import { usePayQuotation } from './pay-quotation';

interface PayValues {
  method: PaymentMethod;
  /** The card the customer picked; until then, the default (or only usable) one. */
  cardId: string | null;
  /** The plan picked; null is a single payment ("Una sola exhibición"). */
  installments: InstallmentCount | null;
}

/** The pay dialog's state for the quotation in payment. Called once per dialog: what was chosen stays when a charge is refused. */
export function usePayForm(inPayment: QuotationInPayment) {
  const { quotation, phase } = inPayment;
  const user = useCurrentUser();
  const defaultCardId = user.customer?.defaultCardId ?? null;
  const cards = useCards();
  const { pay, recheck } = usePayQuotation();
  const form = useForm<PayValues>({ initial: { method: 'card', cardId: null, installments: null } });
  const { method, cardId: chosenCardId } = form.values;
  const isPaying = phase === 'paying';

  const cardList = cards.data ?? [];
  const selectedCardId =
    chosenCardId && cardList.some((card) => card.id === chosenCardId) ? chosenCardId : preselectedCardId(cardList, defaultCardId);
  const selectedCard = cardList.find((card) => card.id === selectedCardId) ?? null;
  const planOptions = installmentPlanOptions(quotation, selectedCard);
  // A plan chosen for another card is kept for when that card comes back, but only offered ones count.
  const installments =
    form.values.installments !== null && planOptions.includes(form.values.installments) ? form.values.installments : null;

  const choice: PayChoice | null =
    method === 'card' ? (selectedCardId ? { method: 'card', cardId: selectedCardId, installments } : null) : { method };

  // The card of an attempt whose answer never came (or of the charge that check found).
  const checkedCardId = inPayment.verdict?.kind === 'paid' ? inPayment.verdict.cardId : choiceCardId(inPayment.attempt?.choice);

  return {
    method,
    isPaying,
    cards,
    cardList,
    defaultCardId,
    selectedCardId,
    selectedCard,
    planOptions,
    installments,
    choice,
    checkedCard: cardList.find((card) => card.id === checkedCardId) ?? null,
    setMethod: (value: PaymentMethod) => form.setField('method', value),
    setCard: (cardId: string) => form.setField('cardId', cardId),
    setInstallments: (value: InstallmentCount | null) => form.setField('installments', value),
    submit: form.handleSubmit(
      () => {
        if (choice) pay(quotation.id, choice);
      },
      { isBlocked: !choice || isPaying },
    ),
    /** The unanswered attempt again, with its key (never a second charge). */
    repeat: () => inPayment.attempt && pay(quotation.id, inPayment.attempt.choice),
    recheck: () => recheck(quotation.id),
  };
}

export type PayForm = ReturnType<typeof usePayForm>;
