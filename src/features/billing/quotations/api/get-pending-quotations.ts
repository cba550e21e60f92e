import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { encodeFilter } from '@/lib/api/query';
import type { Quotation, QuotationFilter } from '../types';
import { operationKey } from '@/lib/api/operations';

/** The contract's largest page of quotations. */
const PENDING_PAGE_SIZE = 1000;

/** Every pending quotation, the ones due first first: Inicio's balance and next due date. */
const PENDING_QUOTATIONS_FILTER = {
  where: { status: 'pendiente' },
  order: ['validUntil ASC', 'createdAt ASC'],
} satisfies Omit<QuotationFilter, 'limit'>;

/**
 * Every pending quotation of the customer, however many there are: page after page until a short
 * page or one with nothing new (a server that ignores `skip` cannot make it loop). The balance is
 * never computed over a truncated list (the newest 100 left 30 old pending ones out: "$0.00").
 */
async function fetchPendingQuotations(signal?: AbortSignal, pageSize = PENDING_PAGE_SIZE): Promise<Quotation[]> {
  const all: Quotation[] = [];
  const seen = new Set<string>();
  for (let skip = 0; ; skip += pageSize) {
    const filter: QuotationFilter = { ...PENDING_QUOTATIONS_FILTER, limit: pageSize, skip };
    const { data } = await api.GET('/quotations', { params: { query: { filter: encodeFilter(filter) } }, signal });
    const page = data ?? [];
    const fresh = page.filter((quotation) => !seen.has(quotation.id));
    fresh.forEach((quotation) => seen.add(quotation.id));
    all.push(...fresh);
    if (page.length < pageSize || fresh.length === 0) return all;
  }
}

export function pendingQuotationsQueryOptions() {
  return queryOptions({
    // Under the quotations prefix, so that a payment invalidates it with the lists.
    queryKey: [...operationKey('get', '/quotations'), 'pendientes'] as const,
    queryFn: ({ signal }) => fetchPendingQuotations(signal),
  });
}

export function usePendingQuotations() {
  return useQuery(pendingQuotationsQueryOptions());
}
