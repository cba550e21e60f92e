import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { isOutcomeUnknown } from '@/lib/api/unknown-outcome';
import { EmployeeWriteError } from '../employee-write-error';
import type { Employee, EmployeeUpdate } from '../employee-form';
import { findEmployee } from './find-employee';
import { invalidateEmployees } from './invalidate-employees';

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
    mutationKey: ['patch', '/employees/{employeeId}'],
    mutationFn: async ({ employee, changes }: { employee: Employee; changes: EmployeeUpdate }): Promise<Employee> => {
      try {
        const { data } = await api.PATCH('/employees/{employeeId}', { params: { path: { employeeId: employee.id } }, body: changes });
        if (!data) throw new Error('PATCH /employees answered without the employee.');
        return data;
      } catch (error) {
        if (!isOutcomeUnknown(error)) throw error;
        let found;
        try {
          found = await findEmployee({ id: employee.id, emails: [changes.email ?? '', employee.email] });
        } catch {
          throw new EmployeeWriteError('unconfirmed', error);
        }
        if (!found || !holds(found, changes)) throw new EmployeeWriteError('not-made', error);
        return found;
      }
    },
    onSettled: () => invalidateEmployees(queryClient),
  });
}
