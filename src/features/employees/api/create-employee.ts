import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { settleWrite } from '@/lib/api/unknown-outcome';
import { EmployeeWriteError, throwAsAnswered } from '../employee-write-error';
import type { Employee, EmployeeCreate } from '../employee-form';
import { findEmployee } from './find-employee';
import { invalidateAfter } from '@/lib/api/invalidation';
import { writeKey } from '@/lib/api/operations';

/**
 * POST /employees. When the answer is lost (or comes emptied) the employee may have been added:
 * the list is searched for its e-mail and decides. The dialog shows errors on its fields.
 */
export function useCreateEmployee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: writeKey('post /employees'),
    mutationFn: (body: EmployeeCreate): Promise<Employee> =>
      settleWrite(
        async () => {
          const { data } = await api.POST('/employees', { body });
          if (!data) throw new Error('POST /employees answered without the employee.');
          return data;
        },
        {
          reread: () => findEmployee({ emails: [body.email] }),
          made: (found) => found ?? undefined,
          failure: (outcome, reason) => new EmployeeWriteError(outcome, reason),
          refused: throwAsAnswered,
        },
      ),
    onSettled: () => invalidateAfter(queryClient, 'post /employees'),
  });
}
