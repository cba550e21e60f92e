import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ScreenQueries } from '@/lib/screen-route';
import { operationKey } from '@/lib/api/operations';
import { paymentQueryOptions } from '@/features/billing/payments/api/payment-queries';
import type { Payment } from '@/features/billing/payments/types';
import { INVOICE_SETTLING_REFETCH_MS, isInvoiceSettling } from '@/features/billing/invoices/invoice-status';

/** What a payment's routes (detail, receipt, instructions) read: the payment their URL names. */
export const paymentScreenQueries: ScreenQueries = ({ params }) => [paymentQueryOptions(params.paymentId ?? '')];

/** How often a reference waiting for the customer's money is read again (SPEI and cash are confirmed by the server). */
export const WAITING_REFETCH_MS = 30_000;

/**
 * One payment; while it loads, the row already seen in a loaded page of the history shows. With
 * `whileWaiting`, a payment IN_PROGRESS is read again every 30 s, so a transfer or cash payment that
 * arrives shows without a reload (and the reading stops once it has). An invoice that is being stamped
 * or whose predecessor is being cancelled is read again every ~2 s until it settles.
 */
export function usePayment(paymentId: string, { whileWaiting = false }: { whileWaiting?: boolean } = {}) {
  const queryClient = useQueryClient();
  return useQuery({
    ...paymentQueryOptions(paymentId),
    refetchInterval: (query) => {
      // An invoice being stamped, or the one it replaces being cancelled, settles within seconds.
      if (isInvoiceSettling(query.state.data)) return INVOICE_SETTLING_REFETCH_MS;
      return whileWaiting && query.state.data?.status === 'IN_PROGRESS' ? WAITING_REFETCH_MS : false;
    },
    placeholderData: (): Payment | undefined => {
      for (const [, page] of queryClient.getQueriesData<Payment[]>({ queryKey: operationKey('get', '/payments') })) {
        const found = page?.find((payment) => payment.id === paymentId);
        if (found) return found;
      }
      return undefined;
    },
  });
}
