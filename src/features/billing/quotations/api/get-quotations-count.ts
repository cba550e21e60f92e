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

/** Where each status's tab takes its number: pendiente from the summary's own, the others counted here. */
const TAB_COUNT = {
  pendiente: 'summary',
  pagada: 'counted',
  vencida: 'counted',
  cancelada: 'counted',
  rechazada: 'counted',
} as const satisfies Record<QuotationStatus, 'summary' | 'counted'>;
const COUNTED = (Object.keys(TAB_COUNT) as QuotationStatus[]).filter((status) => TAB_COUNT[status] === 'counted');

/**
 * How many quotations the customer has in all and in each counted status (the server counts them
 * all). A count that fails stays known as failed, also while it is asked again, so the tabs never
 * show a placeholder that waits forever. One useQuery per count, in a fixed order: useQueries would
 * bring its QueriesObserver (about 2.5 KB) into Inicio's first load for five fixed queries.
 */
export function useQuotationCounts(): QuotationCounts {
  const queryClient = useQueryClient();
  const all = useQuery(quotationsCountQueryOptions(null));
  // COUNTED is a module constant: the same hooks in the same order on every render.
  // eslint-disable-next-line react-hooks/rules-of-hooks
  const results = [all, ...COUNTED.map((status) => useQuery(quotationsCountQueryOptions(status)))];
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
