import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type components } from '@/lib/api';
import { invalidateAfter } from '@/lib/api/invalidation';
import { writeKey } from '@/lib/api/operations';
import { invoiceStatusOf } from '@/features/billing/invoices/invoice-status';
import { paymentQueryOptions } from '@/features/billing/payments/api/payment-queries';
import type { Payment } from '@/features/billing/payments/types';
import type { InvoiceRequestBody } from '../invoice-form';
import { writeInvoice } from './invoice-write';

type InvoiceReissue = components['schemas']['InvoiceReissue'];

/**
 * After a lost answer: the correction went through when the payment has a credit note for a
 * correction past the deadline related to `uuid`, and its invoice is another one, not refused (a
 * retry after a refusal finds the note of the first attempt and the refused invoice).
 */
export const reissuing =
  (uuid: string) =>
  (payment: Payment): InvoiceReissue | undefined => {
    const invoice = payment.invoice;
    const note = (payment.credit_notes ?? []).find((each) => each.reason === 'correccion_fuera_de_plazo' && each.related.uuid === uuid);
    return note && invoice && invoice.uuid !== uuid && invoiceStatusOf(invoice) !== 'rechazada'
      ? { invoice, credit_note: note }
      : undefined;
  };

/**
 * POST /invoices/{uuid}/credit-note: past the invoice's cancellation deadline, a credit note offsets
 * it (TipoRelacion 01) and a new invoice is issued with the corrected data. The payment's invoice is
 * the new one from then on, so it goes into the cached payment at once, with the note; the payment's
 * reads are marked stale after any outcome.
 */
export function useReissueInvoice() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: writeKey('post /invoices/{uuid}/credit-note'),
    mutationFn: ({ paymentId, uuid, body }: { paymentId: string; uuid: string; body: InvoiceRequestBody }) =>
      writeInvoice<InvoiceReissue | null>(
        'post /invoices/{uuid}/credit-note',
        queryClient,
        paymentId,
        async () => (await api.POST('/invoices/{uuid}/credit-note', { params: { path: { uuid } }, body })).data ?? null,
        reissuing(uuid),
      ),
    onSuccess: ({ invoice: reissue }, { paymentId }) => {
      if (reissue) {
        queryClient.setQueryData(paymentQueryOptions(paymentId).queryKey, (payment: Payment | undefined) => {
          if (!payment) return payment;
          const notes = payment.credit_notes ?? [];
          // A note read back after a lost answer is already there.
          const known = notes.some((note) => note.uuid !== null && note.uuid === reissue.credit_note.uuid);
          return { ...payment, invoice: reissue.invoice, credit_notes: known ? notes : [...notes, reissue.credit_note] };
        });
      }
      return invalidateAfter(queryClient, 'post /invoices/{uuid}/credit-note');
    },
  });
}
