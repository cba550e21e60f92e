import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type components } from '@/lib/api';
import { invalidateAfter } from '@/lib/api/invalidation';
import { writeKey } from '@/lib/api/operations';
import { userQueryKey, type User } from '@/lib/session';
import { withCustomer } from './update-customer';

type AddCardRequest = components['schemas']['AddCardRequest'];

/**
 * POST /customers/me/cards with a tokenizer token (never the card itself). The
 * add-card form shows the error itself. The API makes the first card the default.
 */
export function useAddCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: writeKey('post /customers/me/cards'),
    mutationFn: async ({ body }: { body: AddCardRequest }) => {
      const { data } = await api.POST('/customers/me/cards', { body });
      if (!data) throw new Error('Sin tarjeta en la respuesta');
      return data;
    },
    onSuccess: (card) => {
      queryClient.setQueryData<User>(userQueryKey(), (user) =>
        user && !user.customer.defaultCardId ? withCustomer(user, { defaultCardId: card.id }) : user,
      );
      return invalidateAfter(queryClient, 'post /customers/me/cards');
    },
  });
}
