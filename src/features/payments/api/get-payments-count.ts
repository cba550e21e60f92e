import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { $api } from '@/lib/api';
import type { Where } from '@/lib/api/query';

export function paymentsCountQueryOptions(where: Where | undefined) {
  return $api.queryOptions('get', '/payments/count', {
    params: { query: where ? { where: JSON.stringify(where) } : {} },
  });
}

/** How many payments match `where` (for the pagination). */
export function usePaymentsCount(where: Where | undefined) {
  return useQuery({ ...paymentsCountQueryOptions(where), placeholderData: keepPreviousData });
}

export const PAYMENTS_COUNT_KEY = ['get', '/payments/count'] as const;
