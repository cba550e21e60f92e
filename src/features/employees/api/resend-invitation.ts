import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, errorMessage, hasStatus } from '@/lib/api';
import { isolate } from '@/lib/server-text';
import { toast } from '@/lib/toast';
import type { Employee } from '../employee-form';
import { invalidateEmployees } from './invalidate-employees';

/**
 * POST /employees/{employeeId}/invitation: a new link for an invited employee (the earlier one stops
 * working). The outcome is a toast, so it lands even if the employer moves on. A 409 means they
 * accepted meanwhile: the list is read again and shows them active.
 */
export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['post', '/employees/{employeeId}/invitation'],
    mutationFn: async (employee: Pick<Employee, 'id' | 'email'>) => {
      await api.POST('/employees/{employeeId}/invitation', { params: { path: { employeeId: employee.id } } });
    },
    onSuccess: (_answer, employee) => {
      toast.success(`Enviamos de nuevo la invitación a ${isolate(employee.email)}. El enlace anterior ya no funciona.`);
    },
    onError: (error) => {
      if (hasStatus(error, 409)) {
        toast.info(errorMessage(error));
        void invalidateEmployees(queryClient);
      } else toast.error(errorMessage(error));
    },
  });
}
