import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { $api, type LoopbackFilter } from '@/lib/api';
import { compactFilter } from '@/lib/api/query';

function paymentsQueryOptions(filter: LoopbackFilter) {
  // The contract types a JSON `content` parameter as a string, so it is encoded here.
  return $api.queryOptions('get', '/payments', { params: { query: { filter: JSON.stringify(compactFilter(filter)) } } });
}

/** One page of payments; the previous page stays on screen while the next one loads. */
export function usePayments(filter: LoopbackFilter) {
  return useQuery({ ...paymentsQueryOptions(filter), placeholderData: keepPreviousData });
}

/**
 * Starts fetching a page before it is asked for (the pointer is on "Siguiente" or on a status), so the click
 * paints its rows at once; a page already cached and fresh is not fetched again.
 */
export function usePrefetchPayments() {
  const queryClient = useQueryClient();
  return useCallback((filter: LoopbackFilter) => void queryClient.prefetchQuery(paymentsQueryOptions(filter)), [queryClient]);
}

/** Prefix of every payment-list query, for invalidation. */
export const PAYMENTS_KEY = ['get', '/payments'] as const;
