// The payment queries two features share: Historial (payments) lists and shows payments, and paying
// a quotation (quotations) reads the charge back and marks the payment lists stale. A feature never
// imports another, so their keys live here; the list and count options are in features/payments/api.
import { $api } from '@/lib/api/react-query';
import type { components } from '@/lib/api';

export type PaymentFilter = components['schemas']['PaymentFilter'];
export type PaymentWhere = components['schemas']['PaymentWhere'];

/** GET /payments/{paymentId}: one payment (the detail, the receipt, the instructions, the 3-D Secure return). */
export function paymentQueryOptions(paymentId: string) {
  return $api.queryOptions('get', '/payments/{paymentId}', { params: { path: { paymentId } } });
}
