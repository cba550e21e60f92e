import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { $api } from '@/lib/api';
import { compactFilter } from '@/lib/api/query';
import type { EmployeeFilter } from '../employee-list-state';

/** GET /employees with a LoopBack filter (JSON-encoded in `filter`) and the search `q`. */
function employeesQueryOptions(filter: EmployeeFilter, q?: string) {
  return $api.queryOptions('get', '/employees', {
    params: { query: { filter: JSON.stringify(compactFilter(filter)), ...(q ? { q } : {}) } },
  });
}

/** The key prefix every variant of the list shares (for invalidation). */
export const employeesQueryKey = ['get', '/employees'] as const;

/** Keeps the previous page on screen while the next one loads. */
export function useEmployees(filter: EmployeeFilter, q?: string) {
  return useQuery({ ...employeesQueryOptions(filter, q), placeholderData: keepPreviousData });
}
