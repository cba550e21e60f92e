import { $api } from '@/lib/api';

/** POST /auth/app-request-reset-password: sends the reset e-mail if the address exists. */
export function useRequestPasswordReset() {
  return $api.useMutation('post', '/auth/app-request-reset-password');
}
