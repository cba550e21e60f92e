import { useQueries, useQueryClient } from '@tanstack/react-query';
import { $api } from '@/lib/api';
import { encodeFilter } from '@/lib/api/query';
import type { QuotationStatus, QuotationWhere } from '../types';

/** Prefix of every quotation count, for invalidation. */
export const quotationsCountQueryKey = ['get', '/quotations/count'] as const;

/** GET /quotations/count: how many quotations have `status` (null: all of them). */
function quotationsCountQueryOptions(status: QuotationStatus | null) {
  const where: QuotationWhere | undefined = status ? { status } : undefined;
  return $api.queryOptions('get', '/quotations/count', { params: { query: where ? { where: encodeFilter(where) } : {} } });
}

type CountKey = QuotationStatus | 'todas';

export interface QuotationCounts {
  /** How many there are in all ('todas') and in each status; undefined while unknown. */
  counts: Partial<Record<CountKey, number>>;
  /** Some count failed (and has no number): the tabs say so, with `retry`. */
  failed: boolean;
  /** A failed count is being asked again. */
  isRetrying: boolean;
  retry: () => void;
}

/**
 * How many quotations the customer has in all and in each of these statuses (the server counts them
 * all). A count that fails stays known as failed, also while it is asked again, so the tabs never
 * show a placeholder that waits forever.
 */
export function useQuotationCounts(statuses: readonly QuotationStatus[]): QuotationCounts {
  const queryClient = useQueryClient();
  const keys = [null, ...statuses] as const;
  // Plain values only: the combined result is shared structurally, so a refetch that changes no
  // number does not re-render the list.
  const { counts, failed, isRetrying } = useQueries({
    queries: keys.map((status) => quotationsCountQueryOptions(status)),
    combine: (results) => {
      const failures = results.filter((result) => result.data === undefined && result.errorUpdateCount > 0);
      return {
        counts: Object.fromEntries(keys.map((status, index) => [status ?? 'todas', results[index]?.data?.count])),
        failed: failures.length > 0,
        isRetrying: failures.some((result) => result.isFetching),
      };
    },
  });
  // Every count without a number is asked again.
  const retry = () =>
    void queryClient.refetchQueries({ queryKey: quotationsCountQueryKey, predicate: (query) => query.state.data === undefined });
  return { counts, failed, isRetrying, retry };
}
