// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { firstInstallment, installmentsLabel, methodLabel, receiptMethodLabel } from './method-label';
import { formatLongDateTime, hasReceipt, isPendingReference } from './payment-method';
import { makeBankTransferPayment, makePayment, makeStorePayment } from './test/fixtures';

describe('methodLabel', () => {
  it('names a card by brand and last four, SPEI and store by their method', () => {
    expect(methodLabel(makePayment())).toBe('Visa terminación 1111');
    expect(methodLabel(makeBankTransferPayment())).toBe('Transferencia SPEI');
    expect(methodLabel(makeStorePayment())).toBe('Efectivo en tienda');
    expect(methodLabel(makePayment({ card: null }))).toBe('Tarjeta');
  });
});

describe('references', () => {
  it('only an IN_PROGRESS SPEI or store payment is a pending reference', () => {
    expect(isPendingReference(makeBankTransferPayment())).toBe(true);
    expect(isPendingReference(makeStorePayment())).toBe(true);
    expect(isPendingReference(makeStorePayment({ status: 'COMPLETED' }))).toBe(false);
    expect(isPendingReference(makePayment({ status: 'IN_PROGRESS' }))).toBe(false);
  });

  it('only money received has a receipt', () => {
    expect(hasReceipt(makePayment())).toBe(true);
    expect(hasReceipt(makePayment({ status: 'REFUNDED' }))).toBe(true);
    for (const status of ['IN_PROGRESS', 'CHARGE_PENDING', 'FAILED', 'CANCELLED'] as const) {
      expect(hasReceipt(makePayment({ status }))).toBe(false);
    }
  });
});

describe('meses sin intereses', () => {
  it("bills the contract's example at $2,391.92 a month", () => {
    expect(firstInstallment(14351.52, 6)).toBe(2391.92);
    expect(installmentsLabel(makePayment({ payment_plan: { payments: 6 } }))).toBe('6 meses sin intereses de $2,391.92');
    expect(installmentsLabel(makePayment({ payment_plan: null }))).toBe('');
  });

  it('rounds down to the cent, so the months never bill more than the total', () => {
    expect(firstInstallment(1000, 3)).toBe(333.33);
    fc.assert(
      fc.property(fc.integer({ min: 30000, max: 100_000_000 }), fc.constantFrom(3, 6, 9, 12, 18), (cents, months) => {
        const first = Math.round(firstInstallment(cents / 100, months) * 100);
        expect(first * months).toBeLessThanOrEqual(cents);
        expect(cents - first * months).toBeLessThan(months);
      }),
    );
  });
});

describe('receiptMethodLabel', () => {
  it('adds the type and plan to a card, the CLABE ending to SPEI and the reference to a store', () => {
    expect(receiptMethodLabel(makePayment())).toBe('Visa terminación 1111 · Crédito');
    expect(receiptMethodLabel(makePayment({ payment_plan: { payments: 6 } }))).toBe(
      'Visa terminación 1111 · Crédito · 6 meses sin intereses de $2,391.92',
    );
    // The type is the payment's, never derived from the brand.
    expect(receiptMethodLabel(makePayment({ card: { ...makePayment().card!, type: 'debit' } }))).toBe('Visa terminación 1111 · Débito');
    expect(receiptMethodLabel(makePayment({ card: { ...makePayment().card!, type: undefined } }))).toBe('Visa terminación 1111');
    expect(receiptMethodLabel(makeBankTransferPayment({ status: 'COMPLETED' }))).toBe('Transferencia SPEI (CLABE terminación 2348)');
    expect(receiptMethodLabel(makeStorePayment({ status: 'COMPLETED' }))).toBe('Efectivo en tienda (referencia 1010104921375846)');
  });
});

describe('formatLongDateTime', () => {
  it('spells the date out, in Mexico City', () => {
    expect(formatLongDateTime('2026-11-25T23:59:59-06:00')).toBe('25 de noviembre de 2026, 23:59');
    expect(formatLongDateTime('2026-11-26T05:59:59Z')).toBe('25 de noviembre de 2026, 23:59');
    expect(formatLongDateTime(null)).toBe('');
    expect(formatLongDateTime('mañana')).toBe('');
  });
});
