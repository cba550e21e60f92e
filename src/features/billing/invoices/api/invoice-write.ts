// What the invoice writes (request, correct, answer a cancellation) share: after any answer, and after none, the
// payment's screens read it again; an unanswered write is settled by reading the payment.
import type { QueryClient } from '@tanstack/react-query';
import { hasStatus } from '@/lib/api';
import { settleWrite, WriteOutcomeError, type WriteOutcome } from '@/lib/api/unknown-outcome';
import { invalidateAfter } from '@/lib/api/invalidation';
import { paymentQueryOptions } from '@/features/billing/payments/api/payment-queries';
import type { Payment } from '@/features/billing/payments/types';

/**
 * A write that did not go through: `refused` by the server (422, 409…: its words say why);
 * `not-made`, the payment read again after an answer that never came shows no new invoice;
 * `unconfirmed`, that reading failed too. `reason` is the call's own error.
 */
export class InvoiceWriteError extends WriteOutcomeError<WriteOutcome> {
  override name = 'InvoiceWriteError';
}

/** Written: the invoice as answered; `checked` when the answer was lost and the payment, read again, showed it. */
export interface InvoiceWritten<T> {
  invoice: T;
  checked: boolean;
}

/** The invoice writes: they change the same reads (the payment's invoice column). */
export type InvoiceWrite =
  | 'post /payments/{paymentId}/invoice'
  | 'post /invoices/{uuid}/replace'
  | 'post /invoices/{uuid}/credit-note'
  | 'post /invoices/{uuid}/cancellation/answer';

/** The payment as the server has it now; read or not, the payment's screens read it again. */
export const readPayment = (queryClient: QueryClient, paymentId: string): Promise<Payment> =>
  queryClient
    .fetchQuery({ ...paymentQueryOptions(paymentId), staleTime: 0 })
    .finally(() => void invalidateAfter(queryClient, 'post /payments/{paymentId}/invoice'));

/**
 * Runs the write; a failure that says nothing of its outcome is settled by reading the payment
 * afresh: `made` decides from what it shows. A 409 (the payment changed: invoiced meanwhile, past
 * its deadline) marks the payment stale too, so the screen shows it as it is.
 */
export function writeInvoice<T>(
  operation: InvoiceWrite,
  queryClient: QueryClient,
  paymentId: string,
  write: () => Promise<T>,
  made: (payment: Payment) => T | undefined,
): Promise<InvoiceWritten<T>> {
  return settleWrite<InvoiceWritten<T>, Payment>(async () => ({ invoice: await write(), checked: false }), {
    reread: () => readPayment(queryClient, paymentId),
    made: (payment) => {
      const invoice = made(payment);
      return invoice === undefined ? undefined : { invoice, checked: true };
    },
    failure: (outcome, reason) => new InvoiceWriteError(outcome, reason),
    refused: (error) => {
      if (hasStatus(error, 409)) void invalidateAfter(queryClient, operation);
      throw new InvoiceWriteError('refused', error);
    },
  });
}
