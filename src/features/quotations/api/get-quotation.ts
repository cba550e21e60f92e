import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { Params } from 'react-router-dom';
import { $api } from '@/lib/api';
import { getQuotationStore } from '../quotation-store';
import type { Quotation } from '../types';
import { quotationsQueryKey } from './get-quotations';

/** Prefix of every single-quotation query, for invalidation. */
export const quotationQueryKey = ['get', '/quotations/{quotationId}'] as const;

export function quotationQueryOptions(quotationId: string) {
  return $api.queryOptions('get', '/quotations/{quotationId}', { params: { path: { quotationId } } });
}

/**
 * What a quotation route's loader reads (the detail, the 3-D Secure return): the quotation its URL
 * names, unless cached. The return's charge is not read ahead: that screen trusts only an answer
 * read after it mounted (the bank's verdict may be newer than any copy).
 */
export function quotationRouteData(queryClient: QueryClient, { quotationId = '' }: Params): Promise<unknown>[] {
  return [queryClient.ensureQueryData(quotationQueryOptions(quotationId))];
}

/**
 * One quotation. While it loads, shows what is already known: the quotation
 * in view (the row just opened) or the same quotation from a loaded list.
 */
export function useQuotation(quotationId: string) {
  const queryClient = useQueryClient();
  return useQuery({
    ...quotationQueryOptions(quotationId),
    placeholderData: (): Quotation | undefined => {
      const inView = getQuotationStore().inView;
      if (inView?.id === quotationId) return inView;
      for (const [, list] of queryClient.getQueriesData<Quotation[]>({ queryKey: quotationsQueryKey })) {
        const found = list?.find((q) => q.id === quotationId);
        if (found) return found;
      }
      return undefined;
    },
  });
}
