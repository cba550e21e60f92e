import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, errorMessage, hasStatus, type components } from '@/lib/api';
import { userQueryKey, type User } from '@/lib/session';
import { invalidateAfter } from '@/lib/api/invalidation';
import { writeKey } from '@/lib/api/operations';
import { setPaymentSettingsUnconfirmed } from '@/features/payment-methods/cards/get-cards';
import { settleWrite, WriteOutcomeError, type WriteOutcome } from '@/lib/api/unknown-outcome';
import { sentences } from '@/lib/sentence';
import { rereadCustomer } from './get-customer';

export type Customer = components['schemas']['Customer'];
type CustomerChange = components['schemas']['UpdateCustomerRequest'];

/** Applies a change to the customer carried by the cached user (header and other screens read it there). */
export function withCustomer(user: User | undefined, patch: Partial<Customer>): User | undefined {
  return user ? { ...user, customer: { ...user.customer, ...patch } } : user;
}

/**
 * A change that did not go through: `refused` by the server; `not-made`, seen in the customer read
 * again after an answer that never came (or came emptied); `unconfirmed`, that reading failed too.
 * `reason` is the call's own error (its message is the one to show).
 */
export class CustomerChangeError extends WriteOutcomeError<WriteOutcome> {
  override name = 'CustomerChangeError';
}

/**
 * What to tell the customer about a change that failed (`failed`: "No pudimos activar el pago
 * automático"), or null when another part of the screen says it: the session's 401, or the notice
 * of unconfirmed settings.
 */
export function changeFailureMessage(error: unknown, failed: string): string | null {
  const reason = error instanceof CustomerChangeError ? error.reason : error;
  if (hasStatus(reason, 401)) return null;
  if (error instanceof CustomerChangeError && error.outcome === 'unconfirmed') return null;
  // After a lost answer the screen shows what was read again: say that it is checked, not guessed.
  const checked = error instanceof CustomerChangeError && error.outcome === 'not-made' ? 'Comprobamos que no se hizo el cambio.' : null;
  return sentences(failed, checked, errorMessage(reason));
}

/** Every field sent has the value asked for in the customer the server holds. */
const isApplied = (customer: Customer, change: CustomerChange) =>
  Object.entries(change).every(([field, value]) => customer[field as keyof Customer] === value);

export interface UpdateCustomerOptions {
  /** Show the change at once (the automatic-payment switch): rolled back on a refusal, replaced by the server's state after a lost answer. */
  optimistic?: boolean;
}

/**
 * PATCH /customers/me: the default card and automatic payment. The answer is the whole customer,
 * which replaces `user.customer` in the cached user. When the answer is lost (no answer, a 5xx, an
 * emptied 4xx) the change may have been made: the customer is read again (still pending, so the
 * controls wait) and that is what the screens show; if that read fails too, the settings are marked
 * unconfirmed. Callers show failures themselves (`CustomerChangeError`).
 */
export function useUpdateCustomer({ optimistic = false }: UpdateCustomerOptions = {}) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: writeKey('patch /customers/me'),
    mutationFn: ({ body }: { body: CustomerChange }): Promise<Customer> =>
      settleWrite(
        async () => {
          const { data } = await api.PATCH('/customers/me', { body });
          if (!data) throw new Error('Sin cliente en la respuesta');
          return data;
        },
        {
          reread: () =>
            rereadCustomer(queryClient).catch((error: unknown) => {
              setPaymentSettingsUnconfirmed(queryClient, true);
              throw error;
            }),
          made: (customer) => (isApplied(customer, body) ? customer : undefined),
          refused: (error) => {
            throw new CustomerChangeError('refused', error);
          },
          failure: (outcome, reason) => new CustomerChangeError(outcome, reason),
        },
      ),
    onMutate: async ({ body }) => {
      if (!optimistic) return undefined;
      await queryClient.cancelQueries({ queryKey: userQueryKey() });
      const previous = queryClient.getQueryData<User>(userQueryKey());
      queryClient.setQueryData<User>(userQueryKey(), (user) => withCustomer(user, body));
      return { previous };
    },
    onError: (error, _variables, context) => {
      // After `not-made` the cache already holds the server's customer: nothing to roll back to.
      const previous = context?.previous;
      if (previous && !(error instanceof CustomerChangeError && error.outcome === 'not-made')) {
        queryClient.setQueryData(userQueryKey(), previous);
      }
    },
    onSuccess: (customer) => {
      queryClient.setQueryData<User>(userQueryKey(), (user) => withCustomer(user, customer));
      setPaymentSettingsUnconfirmed(queryClient, false);
      void invalidateAfter(queryClient, 'patch /customers/me');
    },
  });
}
