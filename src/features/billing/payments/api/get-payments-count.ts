import { api } from '@/lib/api';
import { $api } from '@/lib/api/react-query';
import { encodeFilter } from '@/lib/api/query';
import type { PaymentWhere } from '@/features/billing/payments/api/payment-queries';

/** The query of `GET /payments/count`: the list's `where`, encoded (none counts them all). */
const countQuery = (where: PaymentWhere | undefined) => (where ? { where: encodeFilter(where) } : {});

/** GET /payments/count: how many payments match `where` (none counts them all); its key starts with paymentsCountQueryKey. */
export function paymentsCountQueryOptions(where: PaymentWhere | undefined) {
  return $api.queryOptions('get', '/payments/count', { params: { query: countQuery(where) } });
}

/** The same count asked afresh, outside React Query (the export), cancellable with `signal`. */
export async function fetchPaymentsCount(where: PaymentWhere | undefined, signal?: AbortSignal): Promise<number> {
  const { data } = await api.GET('/payments/count', { params: { query: countQuery(where) }, signal });
  return data?.count ?? 0;
}
