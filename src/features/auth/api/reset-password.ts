import { api, type components } from '@/lib/api';
import { useSubmission } from '@/lib/use-submission';

type Reset = { body: components['schemas']['ResetPasswordRequest'] };

/** POST /auth/app-reset-password: the e-mailed token and the new password. */
export function useResetPassword() {
  return useSubmission((init: Reset) => api.POST('/auth/app-reset-password', init).then(({ data }) => data));
}
