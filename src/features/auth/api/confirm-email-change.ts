import { useQueryClient } from '@tanstack/react-query';
import { $api } from '@/lib/api';
import { userQueryKey } from '@/lib/session';

/**
 * POST /auth/app-confirm-email-change (public: the link may be opened signed out). When this browser
 * is signed in, the user is read again so the header (and Mis datos, which shows the user's
 * address) show the new one.
 */
export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/auth/app-confirm-email-change', {
    meta: { errorToast: false },
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: userQueryKey() });
    },
  });
}
