import { useQueries } from '@tanstack/react-query';
import { $api } from '@/lib/api';
import type { QuotationStatus } from '../types';

function quotationsCountQueryOptions(status: QuotationStatus | null) {
  return $api.queryOptions('get', '/quotations/count', { params: { query: status ? { where: JSON.stringify({ status }) } : {} } });
}

/** Prefix of every quotation count, for invalidation. */
export const QUOTATIONS_COUNT_KEY = ['get', '/quotations/count'] as const;

/** How many quotations the customer has in all and in each of these statuses (the server counts them all). */
export function useQuotationCounts(statuses: readonly QuotationStatus[]) {
  const keys = [null, ...statuses] as const;
  return useQueries({
    queries: keys.map((status) => quotationsCountQueryOptions(status)),
    combine: (results) =>
      Object.fromEntries(keys.map((status, index) => [status ?? 'todas', results[index]?.data?.count])) as Partial<
        Record<QuotationStatus | 'todas', number>
      >,
  });
}
