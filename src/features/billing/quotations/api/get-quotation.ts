import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { getToken } from '@/lib/session';
import { $api } from '@/lib/api/react-query';
import { getQuotationStore } from '../quotation-store';
import type { Quotation } from '../types';
import { quotationsQueryKey } from './get-quotations';

/** Prefix of every single-quotation query, for invalidation. */
export const quotationQueryKey = ['get', '/quotations/{quotationId}'] as const;

export function quotationQueryOptions(quotationId: string) {
  return $api.queryOptions('get', '/quotations/{quotationId}', { params: { path: { quotationId } } });
}

/**
 * The loader of a quotation's routes (the detail, the 3-D Secure return): starts reading the
 * quotation its URL names, unless cached, and returns at once, never throwing (as paymentRouteLoader).
 * The return's charge is not read ahead: that screen trusts only an answer read after it mounted.
 */
export const quotationRouteLoader =
  (queryClient: QueryClient) =>
  ({ params }: LoaderFunctionArgs) => {
    if (getToken()) queryClient.ensureQueryData(quotationQueryOptions(params.quotationId ?? '')).catch(() => undefined);
    return null;
  };

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
