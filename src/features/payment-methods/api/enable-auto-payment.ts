import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type components } from '@/lib/api';
import { autoPaymentQueryKey, autoPaymentQueryOptions } from '@/lib/auto-payment/get-auto-payment';
import { userQueryKey, type User } from '@/lib/session';
import { withCustomer } from './update-customer';

type ConsentRequest = components['schemas']['AutoPaymentConsentRequest'];

/**
 * POST /customers/me/auto-payment/consent: turns automatic payment on with the customer's consent to
 * the wording of `termsVersion`. The answer (the settings with the consent recorded) replaces the
 * cached ones and the customer shows it on. A 409 means the wording changed: the caller reads it
 * again (this invalidates it) and asks again.
 */
export function useEnableAutoPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: ['post', '/customers/me/auto-payment/consent'],
    mutationFn: async (body: ConsentRequest) => {
      const { data } = await api.POST('/customers/me/auto-payment/consent', { body });
      if (!data) throw new Error('Sin respuesta del pago automático');
      return data;
    },
    onSuccess: (autoPayment) => {
      queryClient.setQueryData(autoPaymentQueryOptions().queryKey, autoPayment);
      queryClient.setQueryData<User>(userQueryKey(), (user) => withCustomer(user, { autoPaymentEnabled: autoPayment.enabled }));
    },
    onError: () => queryClient.invalidateQueries({ queryKey: autoPaymentQueryKey }),
  });
}
