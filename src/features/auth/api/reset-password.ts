import { $api } from '@/lib/api';

/** POST /auth/app-reset-password: the e-mailed token and the new password. */
export function useResetPassword() {
  return $api.useMutation('post', '/auth/app-reset-password');
}
