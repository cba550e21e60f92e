import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { invalidateAfter } from '@/lib/api/invalidation';
import { writeKey } from '@/lib/api/operations';
import type { PaymentInvoice } from '@/features/billing/invoices/invoice-status';
import { paymentQueryOptions } from '@/features/billing/payments/api/payment-queries';
import type { Payment } from '@/features/billing/payments/types';
import type { InvoiceRequestBody } from '../invoice-form';
import { writeInvoice } from './invoice-write';

/** After a lost answer: the correction went through when the payment's invoice is now one that replaces `uuid`. */
export const replacing = (uuid: string) => (payment: Payment) => {
  const invoice = payment.invoice;
  return invoice && invoice.uuid !== uuid && invoice.replaces?.uuid === uuid ? invoice : undefined;
};

/**
 * POST /invoices/{uuid}/replace: a new CFDI with the corrected data replaces the vigente one
 * (substitution, relation 04) and the original is cancelled (reason 01). The payment's invoice is
 * the replacement from then on, so it goes into the cached payment at once; the payment's reads
 * are marked stale after any outcome.
 */
export function useReplaceInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: writeKey('post /invoices/{uuid}/replace'),
    mutationFn: ({ paymentId, uuid, body }: { paymentId: string; uuid: string; body: InvoiceRequestBody }) =>
      writeInvoice<PaymentInvoice | null>(
        'post /invoices/{uuid}/replace',
        queryClient,
        paymentId,
        async () => {
          const { data } = await api.POST('/invoices/{uuid}/replace', { params: { path: { uuid } }, body });
          return data?.replacement ?? null;
        },
        replacing(uuid),
      ),
    onSuccess: ({ invoice }, { paymentId }) => {
      if (invoice) {
        queryClient.setQueryData(paymentQueryOptions(paymentId).queryKey, (payment) => (payment ? { ...payment, invoice } : payment));
      }
      return invalidateAfter(queryClient, 'post /invoices/{uuid}/replace');
    },
  });
}
