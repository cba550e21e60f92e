import { useQueryClient } from '@tanstack/react-query';
import { $api } from '@/lib/api';
import { invalidateEmployees } from './invalidate-employees';

/** PATCH /employees/{employeeId} with the changed fields. The dialog shows errors on its fields. */
export function useUpdateEmployee() {
  const queryClient = useQueryClient();
  return $api.useMutation('patch', '/employees/{employeeId}', {
    meta: { errorToast: false },
    onSuccess: () => invalidateEmployees(queryClient),
  });
}
