import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { $api } from '@/lib/api/react-query';

/** GET /customers/me/cards: the signed-in customer's saved cards, newest first. */
export function cardsQueryOptions() {
  return $api.queryOptions('get', '/customers/me/cards');
}

export function useCards() {
  return useQuery(cardsQueryOptions());
}

// Whether the customer's payment settings (default card, automatic payment) are known. After a
// change whose answer was lost and whose re-reading failed too they are "unconfirmed", and every
// screen that shows them says so instead of showing a guess (Métodos de pago, Inicio). Here, beside
// the cards, so both screens share one chunk for it.
// In the query cache, not a module store: it ends with the session (sign-out clears the cache).
const UNCONFIRMED_KEY = ['payment-settings', 'unconfirmed'] as const;

export function setPaymentSettingsUnconfirmed(queryClient: QueryClient, unconfirmed: boolean): void {
  queryClient.setQueryData(UNCONFIRMED_KEY, unconfirmed);
}

/** True while a change to the default card or automatic payment could not be confirmed. */
export function usePaymentSettingsUnconfirmed(): boolean {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: UNCONFIRMED_KEY,
    // Set by the calls that change the settings; a refetch (an invalidation of everything) keeps it.
    queryFn: () => queryClient.getQueryData<boolean>(UNCONFIRMED_KEY) ?? false,
    initialData: false,
    staleTime: Infinity,
    gcTime: Infinity,
  }).data;
}
