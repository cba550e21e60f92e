import { api, type components } from '@/lib/api';
import { useSubmission } from '@/lib/use-submission';

type ResetRequest = { body: components['schemas']['RequestResetPasswordRequest'] };

/** POST /auth/app-request-reset-password: sends the reset e-mail if the address exists. */
export function useRequestPasswordReset() {
  return useSubmission((init: ResetRequest) => api.POST('/auth/app-request-reset-password', init).then(({ data }) => data));
}
