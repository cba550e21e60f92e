import { useQuery } from '@tanstack/react-query';
import { $api } from '@/lib/api/react-query';
import { encodeFilter } from '@/lib/api/query';
import type { QuotationFilter } from '../types';

/** Inicio's list: the customer's newest 100 quotations (the balance reads every pending one apart). */
const HOME_QUOTATIONS_FILTER: QuotationFilter = { order: ['createdAt DESC'], limit: 100 };

export function quotationsQueryOptions(filter: QuotationFilter = HOME_QUOTATIONS_FILTER) {
  // The contract types a JSON `content` parameter as a string, so it is encoded here.
  return $api.queryOptions('get', '/quotations', { params: { query: { filter: encodeFilter(filter) } } });
}

export function useQuotations(filter?: QuotationFilter, options: { enabled?: boolean } = {}) {
  return useQuery({ ...quotationsQueryOptions(filter), enabled: options.enabled ?? true });
}
