import { useQueryClient } from '@tanstack/react-query';
import { $api } from '@/lib/api';
import { invalidateEmployees } from './invalidate-employees';

/** POST /employees. The dialog shows errors on its fields, so no global toast. */
export function useCreateEmployee() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/employees', {
    meta: { errorToast: false },
    onSuccess: () => invalidateEmployees(queryClient),
  });
}
