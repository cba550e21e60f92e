import { $api } from '@/lib/api/react-query';
import { encodeFilter } from '@/lib/api/query';
import type { EmployeeFilter } from '../employee-list-state';

/** GET /employees with a LoopBack filter (JSON-encoded in `filter`) and the search `q`. */
export function employeesQueryOptions(filter: EmployeeFilter, q?: string) {
  return $api.queryOptions('get', '/employees', {
    params: { query: { filter: encodeFilter(filter), ...(q ? { q } : {}) } },
  });
}
