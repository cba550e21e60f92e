import { useQuery, useQueryClient } from '@tanstack/react-query';
import { $api } from '@/lib/api';
import type { Payment } from '@/lib/payments/types';
import { PAYMENTS_KEY } from './get-payments';

function paymentQueryOptions(paymentId: string) {
  return $api.queryOptions('get', '/payments/{paymentId}', { params: { path: { paymentId } } });
}

/** One payment; while it loads, the row already seen in a loaded page of the history shows. */
export function usePayment(paymentId: string) {
  const queryClient = useQueryClient();
  return useQuery({
    ...paymentQueryOptions(paymentId),
    placeholderData: (): Payment | undefined => {
      for (const [, page] of queryClient.getQueriesData<Payment[]>({ queryKey: PAYMENTS_KEY })) {
        const found = page?.find((payment) => payment.id === paymentId);
        if (found) return found;
      }
      return undefined;
    },
  });
}
