// What each write changes, in one place: the reads a write makes stale, by the contract's
// operations. Every mutation calls invalidateAfter with its own operation; a read a write forgot is
// fixed here, once, for every caller.
import type { QueryClient } from '@tanstack/react-query';
import { operationKey, type ReadPath, type WriteOperation } from './operations';

const QUOTATION_READS = ['/quotations', '/quotations/count', '/quotations/{quotationId}', '/customers/me/balance'] as const;
const PAYMENT_READS = ['/payments', '/payments/count', '/payments/{paymentId}'] as const;
const EMPLOYEE_READS = ['/employees', '/employees/count'] as const;
// The next automatic charge names the default card and counts the pending quotations.
const CARD_READS = ['/customers/me/cards', '/customers/me/auto-payment'] as const;

/** Each write's stale reads (every filter and page of each). A write not named here changes no read the app keeps. */
export const INVALIDATES = {
  // A failed attempt is a payment too (it shows in Historial).
  'post /quotations/{quotationId}/pay': [...QUOTATION_READS, ...PAYMENT_READS, '/customers/me/auto-payment'],
  'post /quotations/{quotationId}/decision': [...QUOTATION_READS, '/customers/me/auto-payment'],
  // The payment's invoice column.
  'post /payments/{paymentId}/invoice': PAYMENT_READS,
  'post /invoices/{uuid}/replace': PAYMENT_READS,
  'post /invoices/{uuid}/credit-note': PAYMENT_READS,
  'post /invoices/{uuid}/cancellation/answer': PAYMENT_READS,
  'post /customers/me/cards': CARD_READS,
  'delete /customers/me/cards/{cardId}': CARD_READS,
  'patch /customers/me': CARD_READS,
  // Only a refused consent: a granted one writes its answer into the cache.
  'post /customers/me/auto-payment/consent': ['/customers/me/auto-payment'],
  'post /employees': EMPLOYEE_READS,
  'patch /employees/{employeeId}': EMPLOYEE_READS,
  'delete /employees/{employeeId}': EMPLOYEE_READS,
  'post /employees/import': EMPLOYEE_READS,
  // A 409: the employee accepted meanwhile.
  'post /employees/{employeeId}/invitation': EMPLOYEE_READS,
  'post /privacy/arco-requests': ['/privacy/arco-requests'],
} as const satisfies Partial<Record<WriteOperation, readonly ReadPath[]>>;

export type InvalidatingWrite = keyof typeof INVALIDATES;

/** Marks the reads `operation` changes as stale (the mounted ones refetch). */
export function invalidateAfter(queryClient: QueryClient, operation: InvalidatingWrite): Promise<unknown> {
  return Promise.all(INVALIDATES[operation].map((path) => queryClient.invalidateQueries({ queryKey: operationKey('get', path) })));
}
