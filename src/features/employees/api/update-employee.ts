import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { settleWrite } from '@/lib/api/unknown-outcome';
import { EmployeeWriteError, throwAsAnswered } from '../employee-write-error';
import type { Employee, EmployeeUpdate } from '../employee-form';
import { findEmployee } from './find-employee';
import { invalidateAfter } from '@/lib/api/invalidation';
import { writeKey } from '@/lib/api/operations';

/** Whether the employee as read holds every change sent (e-mails compared without case). */
function holds(employee: Employee, changes: EmployeeUpdate): boolean {
  return Object.entries(changes).every(([field, value]) => {
    const stored = employee[field as keyof Employee];
    return field === 'email' ? String(stored).toLowerCase() === String(value).toLowerCase() : stored === value;
  });
}

/**
 * PATCH /employees/{employeeId} with the changed fields. When the answer is lost (or comes emptied)
 * the changes may have been saved: the employee is read again (by its e-mail, old or new) and
 * decides. The dialog shows errors on its fields.
 */
export function useUpdateEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: writeKey('patch /employees/{employeeId}'),
    mutationFn: ({ employee, changes }: { employee: Employee; changes: EmployeeUpdate }): Promise<Employee> =>
      settleWrite(
        async () => {
          const { data } = await api.PATCH('/employees/{employeeId}', { params: { path: { employeeId: employee.id } }, body: changes });
          if (!data) throw new Error('PATCH /employees answered without the employee.');
          return data;
        },
        {
          reread: () => findEmployee({ id: employee.id, emails: [changes.email ?? '', employee.email] }),
          made: (found) => (found && holds(found, changes) ? found : undefined),
          failure: (outcome, reason) => new EmployeeWriteError(outcome, reason),
          refused: throwAsAnswered,
        },
      ),
    onSettled: () => invalidateAfter(queryClient, 'patch /employees/{employeeId}'),
  });
}
