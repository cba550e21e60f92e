import type { QueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api';
import { userQueryKey, type User } from '@/lib/session';
import { setPaymentSettingsUnconfirmed } from '@/features/payment-methods/cards/get-cards';
import type { Customer } from './update-customer';

/**
 * POST /users/user-by-token-app, to read the customer again after a change whose answer was lost,
 * and keep it in the cached user. The session check's call, but outside its query: a failure here
 * leaves the session (and the cached user) as they were and is the caller's to show; a 401 still
 * ends the session through the client.
 */
export async function rereadCustomer(queryClient: QueryClient): Promise<Customer> {
  const { data } = await api.POST('/users/user-by-token-app');
  if (!data) throw new Error('Sin usuario en la respuesta');
  queryClient.setQueryData<User>(userQueryKey(), (user) => (user ? { ...user, customer: data.customer } : user));
  setPaymentSettingsUnconfirmed(queryClient, false);
  return data.customer;
}
