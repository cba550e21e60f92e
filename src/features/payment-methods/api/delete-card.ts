import { useQueryClient } from '@tanstack/react-query';
import { $api, isNotFound } from '@/lib/api';
import { userQueryKey, type User } from '@/lib/session';
import { cardsQueryKey } from '@/lib/cards/get-cards';
import { withCustomer } from './update-customer';

/**
 * DELETE /customers/me/cards/{cardId}. Removing the default card clears it and turns
 * automatic payment off (the contract's rule), so the cached user follows without a
 * refetch that, if it failed, would end the session.
 */
export function useDeleteCard() {
  const queryClient = useQueryClient();
  return $api.useMutation('delete', '/customers/me/cards/{cardId}', {
    // The confirm dialog says what failed, next to its button.
    meta: { errorToast: false },
    onSuccess: (_data, { params }) => {
      queryClient.setQueryData<User>(userQueryKey(), (user) =>
        user && user.customer.defaultCardId === params.path.cardId
          ? withCustomer(user, { defaultCardId: null, autoPaymentEnabled: false })
          : user,
      );
      return queryClient.invalidateQueries({ queryKey: cardsQueryKey });
    },
    // A card already gone (a real 404) leaves the list stale: it is read again.
    onError: (error) => (isNotFound(error) ? queryClient.invalidateQueries({ queryKey: cardsQueryKey }) : undefined),
  });
}
