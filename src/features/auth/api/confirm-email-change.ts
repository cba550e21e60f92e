import { api, hasStatus, type components } from '@/lib/api';
import { refreshSessionUser } from '@/lib/session';
import { useSubmission } from '@/lib/use-submission';

type Confirmation = { body: components['schemas']['ConfirmEmailChangeRequest'] };

/**
 * POST /auth/app-confirm-email-change (public: the link may be opened signed out). When this browser
 * is signed in, the user is read again so the header (and Mis datos, which shows the user's
 * address) show the new one. After a used or expired link (400) the refusal waits for that read:
 * the link may have changed the address already, and the page says which one is current.
 */
export function useConfirmEmailChange() {
  return useSubmission(async (init: Confirmation) => {
    try {
      const { data } = await api.POST('/auth/app-confirm-email-change', init);
      void refreshSessionUser();
      return data;
    } catch (error) {
      if (hasStatus(error, 400)) await refreshSessionUser();
      throw error;
    }
  });
}
