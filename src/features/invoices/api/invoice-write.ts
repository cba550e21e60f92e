// What the two invoice writes (request, correct) share: after any answer, and after none, the
// payment's screens read it again; an unanswered write is settled by reading the payment.
import type { QueryClient } from '@tanstack/react-query';
import { hasStatus } from '@/lib/api';
import { isOutcomeUnknown, WriteOutcomeError } from '@/lib/api/unknown-outcome';
import { paymentQueryKey, paymentQueryOptions, paymentsCountQueryKey, paymentsQueryKey } from '@/lib/payments/queries';
import type { Payment } from '@/lib/payments/types';

/**
 * A write that did not go through: `refused` by the server (422, 409…: its words say why);
 * `not-made`, the payment read again after an answer that never came shows no new invoice;
 * `unconfirmed`, that reading failed too. `reason` is the call's own error.
 */
export class InvoiceWriteError extends WriteOutcomeError<'refused' | 'not-made' | 'unconfirmed'> {
  override name = 'InvoiceWriteError';
}

/** The payment's detail, Historial's pages and counts read again (their invoice column changed). */
export function invalidatePaymentReads(queryClient: QueryClient): Promise<unknown> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: paymentQueryKey }),
    queryClient.invalidateQueries({ queryKey: paymentsQueryKey }),
    queryClient.invalidateQueries({ queryKey: paymentsCountQueryKey }),
  ]);
}

/**
 * Runs the write; a failure that says nothing of its outcome is settled by reading the payment
 * afresh: `made` decides from what it shows. A 409 (the payment changed: invoiced meanwhile, past
 * its deadline) marks the payment stale too, so the screen shows it as it is.
 */
export async function writeInvoice<T>(
  queryClient: QueryClient,
  paymentId: string,
  write: () => Promise<T>,
  made: (payment: Payment) => T | null,
): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (!isOutcomeUnknown(error)) {
      if (hasStatus(error, 409)) void invalidatePaymentReads(queryClient);
      throw new InvoiceWriteError('refused', error);
    }
    let payment: Payment;
    try {
      payment = await queryClient.fetchQuery({ ...paymentQueryOptions(paymentId), staleTime: 0 });
    } catch {
      void invalidatePaymentReads(queryClient);
      throw new InvoiceWriteError('unconfirmed', error);
    }
    const result = made(payment);
    void invalidatePaymentReads(queryClient);
    if (result === null) throw new InvoiceWriteError('not-made', error);
    return result;
  }
}
