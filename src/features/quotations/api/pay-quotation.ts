import { useQueryClient } from '@tanstack/react-query';
import { toast } from 'react-toastify';
import { $api, isApiError } from '@/lib/api';
import { cardErrorMessage } from '@/features/payment-methods/card-errors';
import { payOutcome } from '../pay-outcome';
import { beginPaying, closePayment, getQuotationStore, paymentFailed } from '../quotation-store';
import { QUOTATION_KEY } from './get-quotation';
import { QUOTATIONS_KEY } from './get-quotations';

/** Every query a payment attempt changes: quotations (and so the summary) and payments. */
const AFFECTED_KEYS = [QUOTATIONS_KEY, QUOTATION_KEY, ['get', '/payments'], ['get', '/payments/count']] as const;

/**
 * Pays the quotation in payment (see quotation-store) with a saved card.
 * The outcome is handled here, not in the component, so that it still lands
 * (toast, store, refreshed lists) if the customer leaves the page meanwhile.
 */
export function usePayQuotation() {
  const queryClient = useQueryClient();
  const mutation = $api.useMutation('post', '/quotations/{quotationId}/pay', {
    // The dialog shows card errors itself, next to the card choice.
    meta: { errorToast: false },
    onSuccess: (payment, init) => {
      const quotationId = init.params.path.quotationId;
      const folio = getQuotationStore().inPayment?.quotation.folio ?? payment.quotation?.folio ?? '';
      const outcome = payOutcome(payment, folio);
      if (outcome.kind === 'failed') {
        toast.error(outcome.message);
        paymentFailed(quotationId, outcome.message);
      } else {
        if (outcome.kind === 'paid') toast.success(outcome.message);
        else toast.info(outcome.message);
        closePayment({ force: true });
      }
    },
    onError: (error, init) => {
      const message = cardErrorMessage(error);
      // A 401 already ends the session with its own toast.
      if (!(isApiError(error) && error.status === 401)) toast.error(message);
      paymentFailed(init.params.path.quotationId, message);
    },
    // A failed attempt is a payment too (it shows in the history), so refresh either way.
    onSettled: () =>
      Promise.all(AFFECTED_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey: [...queryKey] }))),
  });

  /** Sends the charge unless one is already on its way. */
  const pay = (quotationId: string, cardId: string) => {
    if (!beginPaying(quotationId)) return false;
    mutation.mutate({ params: { path: { quotationId } }, body: { cardId } });
    return true;
  };

  return { pay, mutation };
}
