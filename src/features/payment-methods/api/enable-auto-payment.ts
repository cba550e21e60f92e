import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, type components } from '@/lib/api';
import { invalidateAfter } from '@/lib/api/invalidation';
import { writeKey } from '@/lib/api/operations';
import { settleWrite, WriteOutcomeError, type WriteOutcome } from '@/lib/api/unknown-outcome';
import { autoPaymentQueryOptions, type AutoPayment } from '@/features/payment-methods/auto-payment/get-auto-payment';
import { isConsented } from '@/features/payment-methods/auto-payment/NextAutoCharge';
import { setPaymentSettingsUnconfirmed } from '@/features/payment-methods/cards/get-cards';
import { userQueryKey, type User } from '@/lib/session';
import { rereadCustomer } from './get-customer';
import { withCustomer } from './update-customer';

type ConsentRequest = components['schemas']['AutoPaymentConsentRequest'];

/** Turned on: the settings with the consent recorded; `checked` when the answer was lost and the server, read again, showed it. */
export interface ConsentGiven {
  autoPayment: AutoPayment;
  checked: boolean;
}

/**
 * Consent that did not go through: `refused` (409: the wording changed; 400, 422), `not-made` (the
 * settings read again after a lost answer show it off), `unconfirmed` (that reading failed too).
 */
export class ConsentError extends WriteOutcomeError<WriteOutcome> {
  override name = 'ConsentError';
}

/**
 * The settings and the customer as the server has them now, both into the cache (the switch reads
 * the customer). When either cannot be read the payment settings are marked unconfirmed: the
 * screens show «Por confirmar», not a guess.
 */
export async function rereadAutoPayment(queryClient: QueryClient): Promise<AutoPayment> {
  try {
    const [autoPayment] = await Promise.all([
      queryClient.fetchQuery({ ...autoPaymentQueryOptions(), staleTime: 0 }),
      rereadCustomer(queryClient),
    ]);
    return autoPayment;
  } catch (error) {
    setPaymentSettingsUnconfirmed(queryClient, true);
    throw error;
  }
}

/** Automatic payment is on with a consent in force: what a consent that went through leaves. */
export const consentGiven = (autoPayment: AutoPayment, checked: boolean): ConsentGiven | undefined =>
  isConsented(autoPayment) && autoPayment.consent?.acceptedAt ? { autoPayment, checked } : undefined;

/**
 * POST /customers/me/auto-payment/consent: turns automatic payment on with the customer's consent to
 * the wording of `termsVersion`. The answer (the settings with the consent recorded) replaces the
 * cached ones and the customer shows it on. A 409 means the wording changed: the caller reads it
 * again (this invalidates it) and asks again. When the answer is lost the consent may have been
 * recorded (and a charge scheduled): it is not sent again, the settings are read again and decide.
 */
export function useEnableAutoPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: writeKey('post /customers/me/auto-payment/consent'),
    mutationFn: (body: ConsentRequest): Promise<ConsentGiven> =>
      settleWrite(
        async () => {
          const { data } = await api.POST('/customers/me/auto-payment/consent', { body });
          if (!data) throw new Error('Sin respuesta del pago automático');
          return { autoPayment: data, checked: false };
        },
        {
          reread: () => rereadAutoPayment(queryClient),
          made: (autoPayment) => consentGiven(autoPayment, true),
          refused: (error) => {
            void invalidateAfter(queryClient, 'post /customers/me/auto-payment/consent');
            throw new ConsentError('refused', error);
          },
          failure: (outcome, reason) => new ConsentError(outcome, reason),
        },
      ),
    onSuccess: ({ autoPayment }) => {
      queryClient.setQueryData(autoPaymentQueryOptions().queryKey, autoPayment);
      queryClient.setQueryData<User>(userQueryKey(), (user) => withCustomer(user, { autoPaymentEnabled: autoPayment.enabled }));
      setPaymentSettingsUnconfirmed(queryClient, false);
    },
  });
}
