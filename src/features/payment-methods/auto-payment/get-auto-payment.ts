import { useQuery } from '@tanstack/react-query';
import type { components } from '@/lib/api';
import { $api } from '@/lib/api/react-query';

export type AutoPayment = components['schemas']['AutoPayment'];
export type AutoPaymentCharge = components['schemas']['AutoPaymentCharge'];

/**
 * GET /customers/me/auto-payment: the wording to accept, the consent given, and the next
 * automatic charge (a preview of what would be charged while it is off).
 */
export function autoPaymentQueryOptions() {
  return $api.queryOptions('get', '/customers/me/auto-payment');
}

/**
 * The automatic payment settings. A backend without consent records answers 404 (or fails): the screens
 * then show only `Customer.autoPaymentEnabled`, as before, and do not retry.
 */
export function useAutoPayment({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({ ...autoPaymentQueryOptions(), enabled, retry: false });
}
