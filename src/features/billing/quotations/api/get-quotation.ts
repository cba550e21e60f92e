import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { ScreenQueries } from '@/lib/screen-route';
import { $api } from '@/lib/api/react-query';
import { getQuotationStore } from '../quotation-store';
import type { Quotation } from '../types';
import { operationKey } from '@/lib/api/operations';

export function quotationQueryOptions(quotationId: string) {
  return $api.queryOptions('get', '/quotations/{quotationId}', { params: { path: { quotationId } } });
}

/**
 * What a quotation's routes (the detail, the 3-D Secure return) read: the quotation their URL names.
 * The return's charge is not read ahead: that screen trusts only an answer read after it mounted.
 */
export const quotationScreenQueries: ScreenQueries = ({ params }) => [quotationQueryOptions(params.quotationId ?? '')];

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
      for (const [, list] of queryClient.getQueriesData<Quotation[]>({ queryKey: operationKey('get', '/quotations') })) {
        const found = list?.find((q) => q.id === quotationId);
        if (found) return found;
      }
      return undefined;
    },
  });
}
