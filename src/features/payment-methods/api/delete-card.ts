import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, isNotFound } from '@/lib/api';
import { userQueryKey, type User } from '@/lib/session';
import { invalidateAfter } from '@/lib/api/invalidation';
import { writeKey } from '@/lib/api/operations';
import { cardsQueryOptions } from '@/features/payment-methods/cards/get-cards';
import { settleWrite, WriteOutcomeError, type WriteOutcome } from '@/lib/api/unknown-outcome';
import type { Card } from '@/features/payment-methods/cards/card-display';
import { withCustomer } from './update-customer';

/** How the card left: removed now, or already gone (a 404 the server really gave). */
export type CardRemoval = 'removed' | 'already-gone';

/**
 * A removal that did not go through: `refused` by the server; `not-made`, the card still listed
 * when the cards were read again after an answer that never came (or came emptied);
 * `unconfirmed`, that reading failed too. `reason` is the call's own error.
 */
export class CardRemovalError extends WriteOutcomeError<WriteOutcome> {
  override name = 'CardRemovalError';
}

/**
 * DELETE /customers/me/cards/{cardId}. Removing the default card clears it and turns automatic
 * payment off (the contract's rule), so the cached user follows without a refetch that, if it
 * failed, would end the session. When the answer is lost the card may be gone: the list is read
 * again and decides. The confirm dialog says what failed, next to its button.
 */
export function useDeleteCard() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: writeKey('delete /customers/me/cards/{cardId}'),
    mutationFn: ({ cardId }: { cardId: string }): Promise<CardRemoval> =>
      settleWrite<CardRemoval, Card[]>(
        async () => {
          await api.DELETE('/customers/me/cards/{cardId}', { params: { path: { cardId } } });
          return 'removed';
        },
        {
          reread: () => queryClient.fetchQuery({ ...cardsQueryOptions(), staleTime: 0 }),
          made: (cards) => (cards.some((card) => card.id === cardId) ? undefined : 'removed'),
          failure: (outcome, reason) => new CardRemovalError(outcome, reason),
          // Only a 404 the server really gave is "already gone".
          refused: (error) => {
            if (isNotFound(error)) return 'already-gone';
            throw new CardRemovalError('refused', error);
          },
        },
      ),
    onSuccess: (_removal, { cardId }) => {
      queryClient.setQueryData<User>(userQueryKey(), (user) =>
        user && user.customer.defaultCardId === cardId ? withCustomer(user, { defaultCardId: null, autoPaymentEnabled: false }) : user,
      );
      return invalidateAfter(queryClient, 'delete /customers/me/cards/{cardId}');
    },
  });
}
