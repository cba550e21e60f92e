import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { $api } from '@/lib/api';
import type { EmployeeWhere } from '../employee-list-state';

/** GET /employees/count: how many employees match `where` and the search `q` (the pagination total). */
function employeesCountQueryOptions(where: EmployeeWhere | undefined, q?: string) {
  return $api.queryOptions('get', '/employees/count', {
    params: { query: { ...(where ? { where: JSON.stringify(where) } : {}), ...(q ? { q } : {}) } },
  });
}

export const employeesCountQueryKey = ['get', '/employees/count'] as const;

export function useEmployeesCount(where: EmployeeWhere | undefined, q?: string) {
  return useQuery({ ...employeesCountQueryOptions(where, q), placeholderData: keepPreviousData });
}
