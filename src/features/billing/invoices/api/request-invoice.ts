import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { invalidateAfter } from '@/lib/api/invalidation';
import { writeKey } from '@/lib/api/operations';
import { invoiceStatusOf, type PaymentInvoice } from '@/features/billing/invoices/invoice-status';
import { paymentQueryOptions } from '@/features/billing/payments/api/payment-queries';
import type { Payment } from '@/features/billing/payments/types';
import type { InvoiceRequestBody } from '../invoice-form';
import { writeInvoice } from './invoice-write';

/** After a lost answer: the request went through when the payment now has an invoice that is not the refused one. */
export function requested(payment: Payment): PaymentInvoice | undefined {
  const invoice = payment.invoice;
  return invoice && invoiceStatusOf(invoice) !== 'rechazada' ? invoice : undefined;
}

/**
 * POST /payments/{paymentId}/invoice: asks for the payment's CFDI (usually answered `en_timbrado`).
 * The answer goes into the cached payment at once (the detail shows "En timbrado" and starts
 * re-reading it); the payment's reads are marked stale after any outcome. Errors are
 * InvoiceWriteError; the dialog shows them on its fields or beside its button.
 */
export function useRequestInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: writeKey('post /payments/{paymentId}/invoice'),
    mutationFn: ({ paymentId, body }: { paymentId: string; body: InvoiceRequestBody }) =>
      writeInvoice(
        'post /payments/{paymentId}/invoice',
        queryClient,
        paymentId,
        async () => {
          const { data } = await api.POST('/payments/{paymentId}/invoice', { params: { path: { paymentId } }, body });
          // A 202 with no body still requested it: the payment, read again, says how it stands.
          return data ?? null;
        },
        requested,
      ),
    onSuccess: ({ invoice }, { paymentId }) => {
      if (invoice) {
        queryClient.setQueryData(paymentQueryOptions(paymentId).queryKey, (payment) => (payment ? { ...payment, invoice } : payment));
      }
      return invalidateAfter(queryClient, 'post /payments/{paymentId}/invoice');
    },
  });
}
