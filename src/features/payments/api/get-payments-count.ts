import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { $api, api } from '@/lib/api';
import type { Where } from '@/lib/api/query';

/** The query of `GET /payments/count`: the `where` of the list, JSON-encoded (none counts them all). */
function countQuery(where: Where | undefined) {
  return where ? { where: JSON.stringify(where) } : {};
}

function paymentsCountQueryOptions(where: Where | undefined) {
  return $api.queryOptions('get', '/payments/count', { params: { query: countQuery(where) } });
}

/** How many payments match `where` (for the pagination). */
export function usePaymentsCount(where: Where | undefined) {
  return useQuery({ ...paymentsCountQueryOptions(where), placeholderData: keepPreviousData });
}

/** Starts counting before the count is asked for (see usePrefetchPayments). */
export function usePrefetchPaymentsCount() {
  const queryClient = useQueryClient();
  return useCallback((where: Where | undefined) => void queryClient.prefetchQuery(paymentsCountQueryOptions(where)), [queryClient]);
}

/** The same count asked afresh, outside React Query (the export), cancellable with `signal`. */
export async function fetchPaymentsCount(where: Where | undefined, signal?: AbortSignal): Promise<number> {
  const { data } = await api.GET('/payments/count', { params: { query: countQuery(where) }, signal });
  return data?.count ?? 0;
}
