import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { appPaths } from '@/config/app-paths';
import { toast } from '@/lib/toast';
import { api, errorMessage, hasStatus } from '@/lib/api';
import { formatMoney } from '@/lib/format';
import { isolate } from '@/lib/server-text';
import { beginGlobalLoading } from '@/lib/page-state';
import { cardErrorMessage, openpayErrorCode } from '@/features/payment-methods';
import { isOutcomeUnknown } from '@/lib/api/unknown-outcome';
import { invalidateAfter } from '@/lib/api/invalidation';
import { writeKey } from '@/lib/api/operations';
import { isReferenceMethod } from '@/features/billing/payments/methods';
import type { Payment } from '@/features/billing/payments/types';
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
import type { Quotation } from '../types';
import { quotationQueryOptions } from './get-quotation';

/** What a 429 on paying means for the customer: nothing was charged. */
const PAY_RATE_LIMITED = 'hiciste demasiados intentos de pago y no se realizó ningún cargo';

/** Sends the customer to the bank's 3-D Secure page (a seam for tests: jsdom cannot navigate). */
export const leaveForBank = {
  assign: (url: string) => window.location.assign(url),
};

/**
 * How long to wait before asking again about an attempt the server is still processing (409), each
 * time with the same key: the server then answers that attempt's result, or 409 while it runs. After
 * the last, the dialog says it is still in process and offers to check again. A seam for tests.
 */
export const inProgressRetry = { delaysMs: [2000, 4000, 8000] };

/** One payment attempt: its Idempotency-Key, and what it charges. */
interface Attempt {
  key: string;
  choice: PayChoice;
}

/** What the outcome handlers need beyond the store: the cache, and the way to the instructions page. */
interface PayContext {
  queryClient: QueryClient;
  toInstructions: (paymentId: string) => void;
}

/** The request body for a choice: the card, its plan and the 3-D Secure return; nothing else for the other methods. */
function payBody(quotationId: string, choice: PayChoice) {
  if (choice.method !== 'card') return { method: choice.method };
  return {
    method: 'card' as const,
    cardId: choice.cardId,
    ...(choice.installments ? { installments: choice.installments } : {}),
    redirectUrl: window.location.origin + appPaths.quotationConfirmation(quotationId),
  };
}

/** POST /quotations/{quotationId}/pay with the attempt's key: the charge (a Payment in some state). */
async function sendCharge(quotationId: string, { key, choice }: Attempt): Promise<Payment> {
  const { data } = await api.POST('/quotations/{quotationId}/pay', {
    params: { path: { quotationId }, header: { 'Idempotency-Key': key } },
    body: payBody(quotationId, choice),
  });
  if (!data) throw new Error('Sin pago en la respuesta');
  return data;
}

/** The quotation as the server holds it now (its status, `paymentId`, `pendingPayment`). */
const readQuotation = (queryClient: QueryClient, quotationId: string): Promise<Quotation> =>
  queryClient.fetchQuery({ ...quotationQueryOptions(quotationId), staleTime: 0 });

/** A charge answered 200: what it means for the customer (toasts, store, the bank or the instructions). */
function chargeAnswered({ toInstructions }: PayContext, quotationId: string, payment: Payment): void {
  const folio = getQuotationStore().inPayment?.quotation.folio ?? payment.quotation?.folio ?? '';
  // The folio is server text inside our sentences: isolated (the toasts show it in a <bdi>).
  const outcome = payOutcome(payment, isolate(folio));
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
      // No toast: the instructions page says what was made (and takes the focus), and a toast there
      // covered its links on a phone.
      closePayment({ force: true });
      toInstructions(outcome.paymentId);
      break;
    case 'processing':
    default:
      toast.info(outcome.message);
      closePayment({ force: true });
  }
}

/** A definite refusal (a decline, a 429, a 409 for a quotation that cannot be paid…): back to the form. */
function chargeRefused(quotationId: string, error: unknown): void {
  const message = cardErrorMessage(error, PAY_RATE_LIMITED);
  // A 401 already ends the session with its own toast.
  if (!hasStatus(error, 401)) toast.error(message);
  // Another card is offered only when the card itself was declined.
  paymentFailed(quotationId, message, { cardDeclined: openpayErrorCode(error) !== null });
}

/**
 * A charge that failed. An answer that says nothing about it (no answer, a timeout, a 5xx, an
 * emptied 4xx) is never shown as a refusal: the quotation is read to learn whether it was charged.
 * A 409 is read too: it may be this very attempt still being processed. Resolves once the dialog
 * has something to say (the full-screen spinner waits for it).
 */
function chargeFailed(context: PayContext, quotationId: string, error: unknown, round = 0): Promise<void> | undefined {
  if (isOutcomeUnknown(error)) {
    paymentOutcomeUnknown(quotationId);
    return checkChargeOutcome(context, quotationId);
  }
  if (hasStatus(error, 409)) return resolveConflict(context, quotationId, error, round);
  chargeRefused(quotationId, error);
  return undefined;
}

/**
 * Reads the quotation again to learn whether an unanswered charge went through. A reference (SPEI,
 * store) made meanwhile goes to its instructions. A quotation still pending only says that no
 * charge is seen yet: the attempt may still complete, so it is kept (its key) for a safe repeat.
 */
async function checkChargeOutcome(context: PayContext, quotationId: string): Promise<void> {
  try {
    const quotation = await readQuotation(context.queryClient, quotationId);
    const attempt = getQuotationStore().inPayment?.attempt;
    if (quotation.pendingPayment && attempt && isReferenceMethod(attempt.choice.method)) {
      closePayment({ force: true });
      context.toInstructions(quotation.pendingPayment.id);
    } else if (quotation.status === 'pagada') {
      paymentChecked(quotationId, { kind: 'paid', paymentId: quotation.paymentId ?? null, cardId: choiceCardId(attempt?.choice) });
      toast.success(
        `Confirmamos tu pago de ${formatMoney(quotation.total, { forceDecimals: true })} de la cotización ${isolate(quotation.folio)}.`,
      );
    } else {
      paymentChecked(quotationId, { kind: 'not-seen' });
    }
  } catch (error) {
    paymentChecked(quotationId, { kind: 'unconfirmed', message: errorMessage(error) });
  }
}

/**
 * A 409 on paying: the quotation already paid, expired or cancelled, a reference still pending, or
 * this attempt still being processed (`attemptInProgress`, the one 409 for a quotation that can be
 * paid). The quotation read now says which. An attempt in process keeps its key and is asked about
 * again after a while (the same key never charges twice); the cards are not offered meanwhile.
 */
async function resolveConflict(context: PayContext, quotationId: string, error: unknown, round: number): Promise<void> {
  paymentOutcomeUnknown(quotationId, round > 0 ? 'in-progress' : 'conflict');
  let quotation: Quotation;
  try {
    quotation = await readQuotation(context.queryClient, quotationId);
  } catch (readError) {
    paymentChecked(quotationId, { kind: 'unconfirmed', message: errorMessage(readError) });
    return;
  }
  refreshQuotationInPayment(quotation);
  if (quotation.status === 'pagada') {
    // Paid, but perhaps not by this attempt: no card is named.
    paymentChecked(quotationId, { kind: 'paid', paymentId: quotation.paymentId ?? null, cardId: null });
    toast.success(`Tu cotización ${isolate(quotation.folio)} ya está pagada.`);
    return;
  }
  if (quotation.status !== 'pendiente' || quotation.pendingPayment) {
    // A reference still pending shows "Ver instrucciones" beside the message (the fresher quotation).
    chargeRefused(quotationId, error);
    return;
  }
  const delay = inProgressRetry.delaysMs[round];
  if (delay === undefined) {
    paymentChecked(quotationId, { kind: 'in-progress' });
    return;
  }
  paymentOutcomeUnknown(quotationId, 'in-progress');
  // Not awaited: the dialog says it is waiting (the full-screen spinner goes) and cannot be closed meanwhile.
  setTimeout(() => void askAgain(context, quotationId, round + 1), delay);
}

/** Sends the attempt in process again, with its key: its result if it ended, else another 409. */
async function askAgain(context: PayContext, quotationId: string, round: number): Promise<void> {
  const current = getQuotationStore().inPayment;
  if (current?.quotation.id !== quotationId || current.phase !== 'checking' || !current.attempt) return;
  try {
    chargeAnswered(context, quotationId, await sendCharge(quotationId, current.attempt));
  } catch (error) {
    await chargeFailed(context, quotationId, error, round);
  } finally {
    void invalidateAfter(context.queryClient, 'post /quotations/{quotationId}/pay');
  }
}

/**
 * Pays the quotation in payment (see quotation-store) by card, SPEI or store, one Idempotency-Key
 * per attempt. The outcome is handled here, not in the component, so that it still lands (toast,
 * store, refreshed lists) if the customer leaves the page meanwhile.
 */
export function usePayQuotation() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const context: PayContext = { queryClient, toInstructions: (paymentId) => void navigate(appPaths.paymentInstructions(paymentId)) };
  const mutation = useMutation({
    mutationKey: writeKey('post /quotations/{quotationId}/pay'),
    mutationFn: ({ quotationId, attempt }: { quotationId: string; attempt: Attempt }) => sendCharge(quotationId, attempt),
    // The customer waits for the charge (and its check) and must not act twice: the full-screen spinner.
    onMutate: () => ({ release: beginGlobalLoading('Procesando tu pago…') }),
    onSuccess: (payment, { quotationId }) => chargeAnswered(context, quotationId, payment),
    onError: (error, { quotationId }) => chargeFailed(context, quotationId, error),
    // A failed attempt is a payment too (it shows in the history), so refresh either way.
    onSettled: (_data, _error, _variables, onMutateResult) => {
      onMutateResult?.release();
      return invalidateAfter(queryClient, 'post /quotations/{quotationId}/pay');
    },
  });

  /** Sends the charge unless one is already on its way; repeating an unanswered attempt reuses its key. */
  const pay = (quotationId: string, choice: PayChoice) => {
    const key = beginPaying(quotationId, choice);
    if (!key) return false;
    mutation.mutate({ quotationId, attempt: { key, choice } });
    return true;
  };

  /**
   * Checks again: an attempt the server was still processing is asked about with its key; otherwise
   * the quotation is read again.
   */
  const recheck = (quotationId: string) => {
    const current = getQuotationStore().inPayment;
    const inProcess = current?.verdict?.kind === 'in-progress';
    paymentOutcomeUnknown(quotationId, inProcess ? 'in-progress' : 'lost-answer');
    const release = beginGlobalLoading('Confirmando tu pago…');
    const check = inProcess ? askAgain(context, quotationId, inProgressRetry.delaysMs.length) : checkChargeOutcome(context, quotationId);
    void check.finally(release);
  };

  return { pay, recheck };
}
