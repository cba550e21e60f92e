import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { toast } from '@/lib/toast';
import { $api, errorMessage, isApiError, isRateLimited } from '@/lib/api';
import { formatMoney } from '@/lib/format';
import { beginGlobalLoading } from '@/lib/page-state';
import { cardErrorMessage, openpayErrorCode } from '@/lib/cards/card-errors';
import { payOutcome } from '../pay-outcome';
import {
  beginPaying,
  choiceCardId,
  closePayment,
  getQuotationStore,
  paymentChecked,
  paymentCompleted,
  paymentFailed,
  paymentOutcomeUnknown,
  paymentRedirecting,
  refreshQuotationInPayment,
  type PayChoice,
} from '../quotation-store';
import { QUOTATION_KEY, quotationQueryOptions } from './get-quotation';
import { QUOTATIONS_KEY } from './get-quotations';
import { QUOTATIONS_COUNT_KEY } from './get-quotations-count';

/** Every query a payment attempt changes: quotations (and so the summary) and payments. */
const AFFECTED_KEYS = [QUOTATIONS_KEY, QUOTATIONS_COUNT_KEY, QUOTATION_KEY, ['get', '/payments'], ['get', '/payments/count']] as const;

/** Marks every query a payment changes as stale (after a charge, or back from the bank's 3-D Secure). */
export function refreshAfterPayment(queryClient: QueryClient): Promise<unknown> {
  return Promise.all(AFFECTED_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey: [...queryKey] })));
}

/**
 * A charge whose answer says nothing about whether it was made: no answer at all (network,
 * timeout), a server fault, a status outside the catalogue, an answer of the wrong shape. Only a
 * definite refusal (a card declined, the quotation already paid, too many attempts…) is shown as a
 * failure. A 429 is definite: the contract answers it before charging, and only for a key it has
 * not answered before, so this attempt was not made.
 */
function isChargeOutcomeUnknown(error: unknown): boolean {
  if (!isApiError(error)) return true;
  if (isRateLimited(error)) return false;
  if (error.kind === 'http') return error.status >= 500;
  return error.kind !== 'auth-exception';
}

/** What a 429 on paying means for the customer: nothing was charged. */
const PAY_RATE_LIMITED = 'hiciste demasiados intentos de pago y no se realizó ningún cargo';

/** The sentence for a refused charge (a decline, a 409, a 429…). */
function payErrorMessage(error: unknown): string {
  return cardErrorMessage(error, PAY_RATE_LIMITED);
}

/** Sends the customer to the bank's 3-D Secure page (a seam for tests: jsdom cannot navigate). */
export const leaveForBank = {
  assign: (url: string) => window.location.assign(url),
};

/**
 * Reads the quotation again to learn whether an unanswered charge went through. An SPEI or store
 * reference made meanwhile goes to its instructions (`onReference`).
 */
async function checkChargeOutcome(queryClient: QueryClient, quotationId: string, onReference: (paymentId: string) => void): Promise<void> {
  try {
    const quotation = await queryClient.fetchQuery({ ...quotationQueryOptions(quotationId), staleTime: 0 });
    const attempt = getQuotationStore().inPayment?.attempt;
    if (quotation.pendingPayment && attempt && attempt.choice.method !== 'card') {
      closePayment({ force: true });
      onReference(quotation.pendingPayment.id);
    } else if (quotation.status === 'pagada') {
      const cardId = choiceCardId(attempt?.choice);
      paymentChecked(quotationId, { kind: 'paid', paymentId: quotation.paymentId ?? null, cardId });
      toast.success(`Confirmamos tu pago de ${formatMoney(quotation.total, { forceDecimals: true })} de la cotización ${quotation.folio}.`);
    } else {
      paymentChecked(quotationId, { kind: 'not-charged' });
    }
  } catch (error) {
    paymentChecked(quotationId, { kind: 'unconfirmed', message: errorMessage(error) });
  }
}

/** After a 409: a fresher quotation, so the dialog can link to a reference that is still pending. */
async function refreshAfterConflict(queryClient: QueryClient, quotationId: string): Promise<void> {
  try {
    const quotation = await queryClient.fetchQuery({ ...quotationQueryOptions(quotationId), staleTime: 0 });
    refreshQuotationInPayment(quotation);
  } catch {
    // The message already says why; the link is a help, not a need.
  }
}

/** The request body for a choice: the card, its plan and the 3-D Secure return; nothing else for SPEI and store. */
function payBody(quotationId: string, choice: PayChoice) {
  if (choice.method !== 'card') return { method: choice.method };
  return {
    method: 'card' as const,
    cardId: choice.cardId,
    ...(choice.installments ? { installments: choice.installments } : {}),
    redirectUrl: window.location.origin + paths.app.quotationConfirmation(quotationId),
  };
}

/**
 * Pays the quotation in payment (see quotation-store) by card, SPEI or store, one Idempotency-Key
 * per attempt. The outcome is handled here, not in the component, so that it still lands (toast,
 * store, refreshed lists) if the customer leaves the page meanwhile.
 */
export function usePayQuotation() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const toInstructions = (paymentId: string) => void navigate(paths.app.paymentInstructions(paymentId));
  const mutation = $api.useMutation('post', '/quotations/{quotationId}/pay', {
    // The dialog shows card errors and unknown outcomes itself.
    meta: { errorToast: false },
    // The customer waits for the charge (and its check) and must not act twice: the full-screen spinner.
    onMutate: () => ({ release: beginGlobalLoading('Procesando tu pago…') }),
    onSuccess: (payment, init) => {
      const quotationId = init.params.path.quotationId;
      const folio = getQuotationStore().inPayment?.quotation.folio ?? payment.quotation?.folio ?? '';
      const outcome = payOutcome(payment, folio);
      switch (outcome.kind) {
        case 'failed':
          toast.error(outcome.message);
          paymentFailed(quotationId, outcome.message, { cardDeclined: true });
          break;
        case 'paid':
          toast.success(outcome.message);
          paymentCompleted(quotationId, payment);
          break;
        case 'redirect':
          paymentRedirecting(quotationId);
          leaveForBank.assign(outcome.url);
          break;
        case 'instructions':
          toast.info(outcome.message);
          closePayment({ force: true });
          toInstructions(outcome.paymentId);
          break;
        default:
          toast.info(outcome.message);
          closePayment({ force: true });
      }
    },
    onError: (error, init) => {
      const quotationId = init.params.path.quotationId;
      // No answer is not a decline: the charge may have gone through. Check before saying anything.
      if (isChargeOutcomeUnknown(error)) {
        paymentOutcomeUnknown(quotationId);
        return checkChargeOutcome(queryClient, quotationId, toInstructions);
      }
      const message = payErrorMessage(error);
      // A 401 already ends the session with its own toast.
      if (!(isApiError(error) && error.status === 401)) toast.error(message);
      // Another card is offered only when the card itself was declined.
      paymentFailed(quotationId, message, { cardDeclined: openpayErrorCode(error) !== null });
      // A 409 may be a reference still pending: read it, so the dialog links to its instructions.
      if (isApiError(error) && error.status === 409) return refreshAfterConflict(queryClient, quotationId);
      return undefined;
    },
    // A failed attempt is a payment too (it shows in the history), so refresh either way.
    onSettled: (_data, _error, _variables, context) => {
      context?.release();
      return refreshAfterPayment(queryClient);
    },
  });

  /** Sends the charge unless one is already on its way; repeating an unanswered attempt reuses its key. */
  const pay = (quotationId: string, choice: PayChoice) => {
    const key = beginPaying(quotationId, choice);
    if (!key) return false;
    mutation.mutate({ params: { path: { quotationId }, header: { 'Idempotency-Key': key } }, body: payBody(quotationId, choice) });
    return true;
  };

  /** Reads the quotation again after a check that failed. */
  const recheck = (quotationId: string) => {
    paymentOutcomeUnknown(quotationId);
    const release = beginGlobalLoading('Confirmando tu pago…');
    void checkChargeOutcome(queryClient, quotationId, toInstructions).finally(release);
  };

  return { pay, recheck, mutation };
}
