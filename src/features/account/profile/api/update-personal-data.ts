import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type components } from '@/lib/api';
import { writeKey } from '@/lib/api/operations';
import { userQueryKey, type User } from '@/lib/session';
import { personalDataQueryOptions, type PersonalData } from '@/features/customer';

export type PersonalDataUpdate = components['schemas']['PersonalDataUpdate'];

/**
 * Copies onto the cached signed-in user what the header shows (names, avatar),
 * taking from the answer only the fields that were sent.
 */
function withPersonalData(user: User | undefined, sent: PersonalDataUpdate, data: PersonalData): User | undefined {
  if (!user) return user;
  const next: User = { ...user };
  if (sent.firstName !== undefined) next.firstName = data.firstName;
  if (sent.lastName !== undefined) next.lastName = data.lastName;
  if (sent.firstName !== undefined || sent.lastName !== undefined) next.name = `${next.firstName} ${next.lastName}`.trim();
  if (sent.avatar !== undefined) next.avatar = data.avatar;
  return next;
}

/**
 * PATCH /users/me with the changed fields only. The answer replaces the cached
 * personal data and updates the signed-in user, so the header follows at once.
 * The screens show errors themselves (on fields, or next to the button).
 */
export function useUpdatePersonalData() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: writeKey('patch /users/me'),
    mutationFn: async ({ body }: { body: PersonalDataUpdate }) => {
      const { data } = await api.PATCH('/users/me', { body });
      if (!data) throw new Error('Sin datos personales en la respuesta');
      return data;
    },
    onSuccess: (data, { body }) => {
      queryClient.setQueryData(personalDataQueryOptions().queryKey, data);
      queryClient.setQueryData<User>(userQueryKey(), (user) => withPersonalData(user, body, data));
    },
  });
}
