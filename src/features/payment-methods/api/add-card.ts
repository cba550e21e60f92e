import { useQueryClient } from '@tanstack/react-query';
import { $api } from '@/lib/api/react-query';
import { userQueryKey, type User } from '@/lib/session';
import { autoPaymentQueryKey } from '@/features/payment-methods/auto-payment/get-auto-payment';
import { cardsQueryKey } from '@/features/payment-methods/cards/get-cards';
import { withCustomer } from './update-customer';

/**
 * POST /customers/me/cards with a tokenizer token (never the card itself). The
 * add-card form shows the error itself. The API makes the first card the default.
 */
export function useAddCard() {
  const queryClient = useQueryClient();
  return $api.useMutation('post', '/customers/me/cards', {
    onSuccess: (card) => {
      queryClient.setQueryData<User>(userQueryKey(), (user) =>
        user && !user.customer.defaultCardId ? withCustomer(user, { defaultCardId: card.id }) : user,
      );
      // The next automatic charge names the default card.
      void queryClient.invalidateQueries({ queryKey: autoPaymentQueryKey });
      return queryClient.invalidateQueries({ queryKey: cardsQueryKey });
    },
  });
}
