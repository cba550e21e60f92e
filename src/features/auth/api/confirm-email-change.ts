import { useQueryClient } from '@tanstack/react-query';
import { $api, hasStatus } from '@/lib/api';
import { userQueryKey } from '@/lib/session';

/**
 * POST /auth/app-confirm-email-change (public: the link may be opened signed out). When this browser
 * is signed in, the user is read again so the header (and Mis datos, which shows the user's
 * address) show the new one. After a used or expired link (400) the refusal waits for that read:
 * the link may have changed the address already, and the page says which one is current.
 */
export function useConfirmEmailChange() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/auth/app-confirm-email-change', {
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: userQueryKey() });
    },
    onError: async (error) => {
      if (hasStatus(error, 400)) await queryClient.invalidateQueries({ queryKey: userQueryKey() });
    },
  });
}
