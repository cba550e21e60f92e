import { $api } from '@/lib/api/react-query';
import { encodeFilter } from '@/lib/api/query';
import { type PaymentFilter } from '@/features/billing/payments/api/payment-queries';

/** GET /payments: one page of payments (its key starts with paymentsQueryKey). */
export function paymentsQueryOptions(filter: PaymentFilter) {
  return $api.queryOptions('get', '/payments', { params: { query: { filter: encodeFilter(filter) } } });
}
