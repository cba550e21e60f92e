import { useQuery } from '@tanstack/react-query';
import { $api, type LoopbackFilter } from '@/lib/api';
import { compactFilter } from '@/lib/api/query';

/** Inicio's list: the customer's newest 100 quotations (the balance reads every pending one apart). */
const HOME_QUOTATIONS_FILTER: LoopbackFilter = { order: ['createdAt DESC'], limit: 100 };

export function quotationsQueryOptions(filter: LoopbackFilter = HOME_QUOTATIONS_FILTER) {
  // The contract types a JSON `content` parameter as a string, so it is encoded here.
  return $api.queryOptions('get', '/quotations', { params: { query: { filter: JSON.stringify(compactFilter(filter)) } } });
}

export function useQuotations(filter?: LoopbackFilter, options: { enabled?: boolean } = {}) {
  return useQuery({ ...quotationsQueryOptions(filter), enabled: options.enabled ?? true });
}

/** Prefix of every quotation-list query, for invalidation. */
export const QUOTATIONS_KEY = ['get', '/quotations'] as const;
