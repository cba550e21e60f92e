import { useQuery } from '@tanstack/react-query';
import { $api } from '@/lib/api';

/** GET /customers/me/cards: the signed-in customer's saved cards, newest first. */
export function cardsQueryOptions() {
  return $api.queryOptions('get', '/customers/me/cards');
}

/** The key prefix every variant of the card list shares (for invalidation). */
export const cardsQueryKey = ['get', '/customers/me/cards'] as const;

export function useCards() {
  return useQuery(cardsQueryOptions());
}
