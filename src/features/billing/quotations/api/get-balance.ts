import { useQuery } from '@tanstack/react-query';
import type { components } from '@/lib/api';
import { $api } from '@/lib/api/react-query';

export type Balance = components['schemas']['Balance'];

/** GET /customers/me/balance: what is owed now (the closing balance of a statement ending today), by part. */
export function balanceQueryOptions() {
  return $api.queryOptions('get', '/customers/me/balance');
}

/** What is owed now; a backend without the operation fails it, and Inicio then names what it sums itself. */
export function useBalance() {
  return useQuery(balanceQueryOptions());
}
