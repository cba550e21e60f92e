import type { QueryClient } from '@tanstack/react-query';
import { employeesCountQueryKey } from './get-employees-count';
import { employeesQueryKey } from './get-employees';

/** Every list page and every count, whatever their filter. */
export function invalidateEmployees(queryClient: QueryClient) {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: employeesQueryKey }),
    queryClient.invalidateQueries({ queryKey: employeesCountQueryKey }),
  ]);
}
