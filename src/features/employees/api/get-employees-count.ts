import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { $api } from '@/lib/api';
import type { EmployeeWhere } from '../employee-list-state';

/** GET /employees/count: how many employees match `where` (the pagination total). */
export function employeesCountQueryOptions(where: EmployeeWhere | undefined) {
  return $api.queryOptions('get', '/employees/count', {
    params: { query: where ? { where: JSON.stringify(where) } : {} },
  });
}

export const employeesCountQueryKey = ['get', '/employees/count'] as const;

export function useEmployeesCount(where: EmployeeWhere | undefined) {
  return useQuery({ ...employeesCountQueryOptions(where), placeholderData: keepPreviousData });
}
