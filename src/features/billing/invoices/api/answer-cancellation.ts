import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { invalidateAfter } from '@/lib/api/invalidation';
import { writeKey } from '@/lib/api/operations';
import type { Payment } from '@/features/billing/payments/types';
import type { PaymentInvoice, RelatedInvoice } from '../invoice-status';
import { writeInvoice } from './invoice-write';

/** The invoice with fiscal UUID `uuid` among a payment's: its own, the one it replaces, the one that replaces it. */
export function paymentInvoiceByUuid(payment: Pick<Payment, 'invoice'>, uuid: string): PaymentInvoice | RelatedInvoice | undefined {
  const own = payment.invoice;
  const wanted = uuid.toUpperCase();
  return [own, own?.replaces, own?.replaced_by].find((invoice) => invoice?.uuid?.toUpperCase() === wanted) ?? undefined;
}

/**
 * After a lost answer: the request was answered when the payment, read again, shows it no longer
 * awaiting (the answer it shows is the server's, whichever it was).
 */
export const answered = (uuid: string) => (payment: Payment) => {
  const invoice = paymentInvoiceByUuid(payment, uuid);
  const status = invoice?.cancellation?.status;
  return status && status !== 'esperando_aceptacion' ? invoice : undefined;
};

/**
 * POST /invoices/{uuid}/cancellation/answer: the customer, as the invoice's receiver, accepts or
 * rejects the business's request to cancel it. The payment's reads are marked stale after any
 * outcome (a rejected correction also changes which invoice is the payment's).
 */
export function useAnswerInvoiceCancellation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: writeKey('post /invoices/{uuid}/cancellation/answer'),
    mutationFn: ({ paymentId, uuid, accept }: { paymentId: string; uuid: string; accept: boolean }) =>
      writeInvoice<PaymentInvoice | RelatedInvoice | null>(
        'post /invoices/{uuid}/cancellation/answer',
        queryClient,
        paymentId,
        async () => {
          const { data } = await api.POST('/invoices/{uuid}/cancellation/answer', { params: { path: { uuid } }, body: { accept } });
          return data ?? null;
        },
        answered(uuid),
      ),
    onSettled: () => invalidateAfter(queryClient, 'post /invoices/{uuid}/cancellation/answer'),
  });
}
