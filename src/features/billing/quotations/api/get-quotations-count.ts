import { useQuery, useQueryClient } from '@tanstack/react-query';
import { $api } from '@/lib/api/react-query';
import { encodeFilter } from '@/lib/api/query';
import { operationKey } from '@/lib/api/operations';
import type { QuotationStatus, QuotationWhere } from '../types';

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

/** The tabs that show a count besides "Todas" (pendiente has the summary's own). */
const COUNTED = ['pagada', 'vencida', 'cancelada', 'rechazada'] as const satisfies readonly QuotationStatus[];

/**
 * How many quotations the customer has in all and in each counted status (the server counts them
 * all). A count that fails stays known as failed, also while it is asked again, so the tabs never
 * show a placeholder that waits forever. One useQuery per count, in a fixed order: useQueries would
 * bring its QueriesObserver (about 2.5 KB) into Inicio's first load for five fixed queries.
 */
export function useQuotationCounts(): QuotationCounts {
  const queryClient = useQueryClient();
  const all = useQuery(quotationsCountQueryOptions(null));
  const results = [
    all,
    useQuery(quotationsCountQueryOptions(COUNTED[0])),
    useQuery(quotationsCountQueryOptions(COUNTED[1])),
    useQuery(quotationsCountQueryOptions(COUNTED[2])),
    useQuery(quotationsCountQueryOptions(COUNTED[3])),
  ];
  const failures = results.filter((result) => result.data === undefined && result.errorUpdateCount > 0);
  const counts: Partial<Record<CountKey, number>> = { todas: all.data?.count };
  COUNTED.forEach((status, index) => (counts[status] = results[index + 1]?.data?.count));
  // Every count without a number is asked again.
  const retry = () =>
    void queryClient.refetchQueries({
      queryKey: operationKey('get', '/quotations/count'),
      predicate: (query) => query.state.data === undefined,
    });
  return { counts, failed: failures.length > 0, isRetrying: failures.some((result) => result.isFetching), retry };
}
