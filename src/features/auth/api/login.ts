import { $api } from '@/lib/api';

/** POST /auth/app-login: e-mail and password → token and user. The screen shows the error itself. */
export function useLogin() {
  return $api.useMutation('post', '/auth/app-login', { meta: { errorToast: false } });
}
