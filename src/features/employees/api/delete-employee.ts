import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isNotFound } from '@/lib/api';
import { settleWrite } from '@/lib/api/unknown-outcome';
import { EmployeeWriteError } from '../employee-write-error';
import type { Employee } from '../employee-form';
import { findEmployee } from './find-employee';
import { invalidateAfter } from '@/lib/api/invalidation';
import { writeKey } from '@/lib/api/operations';

/** How the employee left: removed (now, or found gone after a lost answer), or already gone (a real 404). */
export type EmployeeRemoval = 'removed' | 'already-gone';

/**
 * DELETE /employees/{employeeId} (204). When the answer is lost (or comes emptied) the employee may
 * be gone: the list is read again and decides, never a guess. The list and its count are read again
 * whatever happened. The confirm dialog says what failed, next to its button.
 */
export function useDeleteEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: writeKey('delete /employees/{employeeId}'),
    mutationFn: (employee: Pick<Employee, 'id' | 'email'>): Promise<EmployeeRemoval> =>
      settleWrite<EmployeeRemoval, Employee | null>(
        async () => {
          await api.DELETE('/employees/{employeeId}', { params: { path: { employeeId: employee.id } } });
          return 'removed';
        },
        {
          reread: () => findEmployee({ id: employee.id, emails: [employee.email] }),
          made: (found) => (found ? undefined : 'removed'),
          failure: (outcome, reason) => new EmployeeWriteError(outcome, reason),
          refused: (error) => {
            if (isNotFound(error)) return 'already-gone';
            throw error;
          },
        },
      ),
    onSettled: () => invalidateAfter(queryClient, 'delete /employees/{employeeId}'),
  });
}
