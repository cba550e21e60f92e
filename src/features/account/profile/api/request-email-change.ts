import { $api } from '@/lib/api/react-query';

/** POST /users/me/email-change: e-mails the new address a link; nothing changes until it is opened. */
export function useRequestEmailChange() {
  return $api.useMutation('post', '/users/me/email-change');
}
