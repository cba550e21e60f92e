import { $api } from '@/lib/api/react-query';
import { encodeFilter } from '@/lib/api/query';
import type { EmployeeFilter } from '../employee-list-state';

/** Prefix of every employee-list query (any filter or search), for invalidation. */
export const employeesQueryKey = ['get', '/employees'] as const;

/** GET /employees with a LoopBack filter (JSON-encoded in `filter`) and the search `q`. */
export function employeesQueryOptions(filter: EmployeeFilter, q?: string) {
  return $api.queryOptions('get', '/employees', {
    params: { query: { filter: encodeFilter(filter), ...(q ? { q } : {}) } },
  });
}
