import { api } from '@/lib/api';
import { $api } from '@/lib/api/react-query';
import { encodeFilter } from '@/lib/api/query';
import type { EmployeeWhere } from '../employee-list-state';

/** The query of GET /employees/count: the list's `where` and search `q`. */
function countQuery(where: EmployeeWhere | undefined, q: string | undefined) {
  return { ...(where ? { where: encodeFilter(where) } : {}), ...(q ? { q } : {}) };
}

/** GET /employees/count: how many employees match `where` and the search `q` (the pagination total). */
export function employeesCountQueryOptions(where: EmployeeWhere | undefined, q?: string) {
  return $api.queryOptions('get', '/employees/count', { params: { query: countQuery(where, q) } });
}

/** The same count asked afresh, outside React Query (the export), cancellable with `signal`. */
export async function fetchEmployeesCount(where: EmployeeWhere | undefined, q: string | undefined, signal?: AbortSignal): Promise<number> {
  const { data } = await api.GET('/employees/count', { params: { query: countQuery(where, q) }, signal });
  return data?.count ?? 0;
}
