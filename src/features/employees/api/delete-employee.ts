import { useQueryClient } from '@tanstack/react-query';
import { $api } from '@/lib/api';
import { invalidateEmployees } from './invalidate-employees';

/** DELETE /employees/{employeeId} (204). The confirm dialog shows a failure itself. */
export function useDeleteEmployee() {
  const queryClient = useQueryClient();
  return $api.useMutation('delete', '/employees/{employeeId}', {
    meta: { errorToast: false },
    onSettled: () => invalidateEmployees(queryClient),
  });
}
