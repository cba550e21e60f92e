import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { isOutcomeUnknown } from '@/lib/api/unknown-outcome';
import { EmployeeWriteError } from '../employee-write-error';
import type { Employee, EmployeeCreate } from '../employee-form';
import { findEmployee } from './find-employee';
import { invalidateEmployees } from './invalidate-employees';

/**
 * POST /employees. When the answer is lost (or comes emptied) the employee may have been added:
 * the list is searched for its e-mail and decides. The dialog shows errors on its fields.
 */
export function useCreateEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['post', '/employees'],
    mutationFn: async (body: EmployeeCreate): Promise<Employee> => {
      try {
        const { data } = await api.POST('/employees', { body });
        if (!data) throw new Error('POST /employees answered without the employee.');
        return data;
      } catch (error) {
        if (!isOutcomeUnknown(error)) throw error;
        let found;
        try {
          found = await findEmployee({ emails: [body.email] });
        } catch {
          throw new EmployeeWriteError('unconfirmed', error);
        }
        if (!found) throw new EmployeeWriteError('not-made', error);
        return found;
      }
    },
    onSettled: () => invalidateEmployees(queryClient),
  });
}
