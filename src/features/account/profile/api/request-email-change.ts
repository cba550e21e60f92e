import { useMutation } from '@tanstack/react-query';
import { api, type components } from '@/lib/api';
import { writeKey } from '@/lib/api/operations';

type EmailChangeRequest = components['schemas']['EmailChangeRequest'];

/** POST /users/me/email-change: e-mails the new address a link; nothing changes until it is opened. */
export function useRequestEmailChange() {
  return useMutation({
    mutationKey: writeKey('post /users/me/email-change'),
    // It only confirms: any answer that is not an error is success.
    mutationFn: async ({ body }: { body: EmailChangeRequest }) => (await api.POST('/users/me/email-change', { body })).data,
  });
}
