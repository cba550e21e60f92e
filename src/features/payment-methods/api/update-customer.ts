import { useQueryClient } from '@tanstack/react-query';
import { $api, type components } from '@/lib/api';
import { userQueryKey, type User } from '@/lib/session';
import { cardsQueryKey } from '@/lib/cards/get-cards';

export type Customer = components['schemas']['Customer'];

/** Applies a change to the customer carried by the cached user (header and other screens read it there). */
export function withCustomer(user: User | undefined, patch: Partial<Customer>): User | undefined {
  return user ? { ...user, customer: { ...user.customer, ...patch } } : user;
}

export interface UpdateCustomerOptions {
  /** Show the change at once and roll it back if the call fails (the automatic-payment switch). */
  optimistic?: boolean;
  /** @default true: failures get the global toast. */
  errorToast?: boolean;
}

/**
 * PATCH /customers/me: the default card and automatic payment. The answer is the whole
 * customer, which replaces `user.customer` in the cached user.
 */
export function useUpdateCustomer({ optimistic = false, errorToast = true }: UpdateCustomerOptions = {}) {
  const queryClient = useQueryClient();
  return $api.useMutation('patch', '/customers/me', {
    meta: { errorToast },
    onMutate: async ({ body }) => {
      if (!optimistic) return undefined;
      await queryClient.cancelQueries({ queryKey: userQueryKey() });
      const previous = queryClient.getQueryData<User>(userQueryKey());
      queryClient.setQueryData<User>(userQueryKey(), (user) => withCustomer(user, body));
      return { previous };
    },
    onError: (_error, _variables, context) => {
      const previous = (context as { previous?: User } | undefined)?.previous;
      if (previous) queryClient.setQueryData(userQueryKey(), previous);
    },
    onSuccess: (customer, { body }) => {
      queryClient.setQueryData<User>(userQueryKey(), (user) => withCustomer(user, customer));
      if (body.defaultCardId !== undefined) void queryClient.invalidateQueries({ queryKey: cardsQueryKey });
    },
  });
}
