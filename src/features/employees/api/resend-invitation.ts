import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, errorMessage, hasStatus } from '@/lib/api';
import { isOutcomeUnknown } from '@/lib/api/unknown-outcome';
import { isolate } from '@/lib/server-text';
import { toast } from '@/lib/toast';
import type { Employee } from '../employee-form';
import { invalidateAfter } from '@/lib/api/invalidation';
import { writeKey } from '@/lib/api/operations';

/**
 * POST /employees/{employeeId}/invitation: a new link for an invited employee (the earlier one stops
 * working). The outcome is a toast, so it lands even if the employer moves on. A 409 means they
 * accepted meanwhile: the list is read again and shows them active. A lost answer claims no failure:
 * the server may have sent it, and sending again only makes the newest link the one that works.
 */
export function useResendInvitation() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: writeKey('post /employees/{employeeId}/invitation'),
    mutationFn: async (employee: Pick<Employee, 'id' | 'email'>) => {
      await api.POST('/employees/{employeeId}/invitation', { params: { path: { employeeId: employee.id } } });
    },
    onSuccess: (_answer, employee) => {
      toast.success(`Enviamos de nuevo la invitación a ${isolate(employee.email)}. El enlace anterior ya no funciona.`);
    },
    onError: (error) => {
      if (hasStatus(error, 409)) {
        toast.info(errorMessage(error));
        void invalidateAfter(queryClient, 'post /employees/{employeeId}/invitation');
      } else if (isOutcomeUnknown(error)) {
        // The server may have sent it (and ended the earlier link): nothing to read back, so say so.
        toast.info(
          'No sabemos si se envió la invitación: no recibimos respuesta del servidor. Si no le llega, reenvíala; solo funciona el enlace más reciente.',
        );
      } else toast.error(errorMessage(error));
    },
  });
}
