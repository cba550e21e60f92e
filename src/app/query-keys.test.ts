// @vitest-environment node
// Invalidation works by key prefix: each exported prefix must start the keys of the queries it
// stands for, or an invalidation by it silently matches nothing.
import { describe, expect, it } from 'vitest';
import { employeesCountQueryKey, employeesCountQueryOptions } from '@/features/employees/api/get-employees-count';
import { employeesQueryKey, employeesQueryOptions } from '@/features/employees/api/get-employees';
import { paymentsCountQueryOptions } from '@/features/billing/payments/api/get-payments-count';
import { paymentsQueryOptions } from '@/features/billing/payments/api/get-payments';
import { balanceQueryKey, balanceQueryOptions } from '@/features/billing/quotations/api/get-balance';
import { pendingQuotationsQueryOptions } from '@/features/billing/quotations/api/get-pending-quotations';
import { quotationQueryKey, quotationQueryOptions } from '@/features/billing/quotations/api/get-quotation';
import { quotationsQueryKey, quotationsQueryOptions } from '@/features/billing/quotations/api/get-quotations';
import {
  paymentQueryKey,
  paymentQueryOptions,
  paymentsCountQueryKey,
  paymentsQueryKey,
} from '@/features/billing/payments/api/payment-queries';

describe('exported key prefixes start the keys of their queries', () => {
  it.each([
    ['payments', paymentsQueryKey, paymentsQueryOptions({ limit: 20 }).queryKey],
    ['payments count', paymentsCountQueryKey, paymentsCountQueryOptions({ status: 'FAILED' }).queryKey],
    ['payment', paymentQueryKey, paymentQueryOptions('pay_1').queryKey],
    ['employees', employeesQueryKey, employeesQueryOptions({ limit: 10 }, 'ana').queryKey],
    ['employees count', employeesCountQueryKey, employeesCountQueryOptions(undefined).queryKey],
    ['quotations', quotationsQueryKey, quotationsQueryOptions().queryKey],
    ['pending quotations', quotationsQueryKey, pendingQuotationsQueryOptions().queryKey],
    ['quotation', quotationQueryKey, quotationQueryOptions('q_1').queryKey],
    ['balance', balanceQueryKey, balanceQueryOptions().queryKey],
  ])('%s', (_name, prefix, key) => {
    expect(key.slice(0, prefix.length)).toEqual([...prefix]);
  });
});
