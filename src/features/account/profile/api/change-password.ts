import { useMutation } from '@tanstack/react-query';
import { api, type components } from '@/lib/api';
import { writeKey } from '@/lib/api/operations';

type ChangePasswordRequest = components['schemas']['ChangePasswordRequest'];

/** POST /users/me/password: this session stays signed in, the others end. The form shows errors itself. */
export function useChangePassword() {
  return useMutation({
    mutationKey: writeKey('post /users/me/password'),
    // It only confirms: any answer that is not an error is success.
    mutationFn: async ({ body }: { body: ChangePasswordRequest }) => (await api.POST('/users/me/password', { body })).data,
  });
}
