import { $api } from '@/lib/api/react-query';

/** POST /users/me/password: this session stays signed in, the others end. The form shows errors itself. */
export function useChangePassword() {
  return $api.useMutation('post', '/users/me/password');
}
