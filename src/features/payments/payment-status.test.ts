import { describe, expect, it } from 'vitest';
import { PAYMENT_STATUSES, isUnsettled, paymentStatusDisplay, signedAmount, statusFromSlug } from './payment-status';

describe('payment status', () => {
  it.each([
    ['COMPLETED', 'Pagado', 'success', 'pagado'],
    ['IN_PROGRESS', 'En proceso', 'info', 'en-proceso'],
    ['CHARGE_PENDING', 'Pendiente', 'warning', 'pendiente'],
    ['FAILED', 'Fallido', 'danger', 'fallido'],
    ['CANCELLED', 'Cancelado', 'neutral', 'cancelado'],
    ['REFUNDED', 'Reembolsado', 'brand', 'reembolsado'],
    ['CHARGEBACK_PENDING', 'Contracargo en revisión', 'warning', 'contracargo-en-revision'],
    ['CHARGEBACK_ACCEPTED', 'Contracargo aceptado', 'danger', 'contracargo-aceptado'],
    ['CHARGEBACK_ADJUSTMENT', 'Ajuste de contracargo', 'neutral', 'ajuste-de-contracargo'],
  ] as const)('%s → "%s" (%s), ?estado=%s', (status, label, tone, slug) => {
    expect(paymentStatusDisplay(status)).toEqual({ label, tone, slug });
    expect(statusFromSlug(slug)).toBe(status);
  });

  it('maps every Openpay status, each to a distinct label and slug', () => {
    expect(PAYMENT_STATUSES).toHaveLength(9);
    expect(new Set(PAYMENT_STATUSES.map((s) => paymentStatusDisplay(s).label)).size).toBe(9);
    expect(new Set(PAYMENT_STATUSES.map((s) => paymentStatusDisplay(s).slug)).size).toBe(9);
  });

  it('an unknown status shows as itself; an unknown slug is no filter', () => {
    expect(paymentStatusDisplay('PARTIALLY_REFUNDED')).toEqual({ label: 'PARTIALLY_REFUNDED', tone: 'neutral', slug: '' });
    expect(statusFromSlug('COMPLETED')).toBeNull();
    expect(statusFromSlug('')).toBeNull();
    expect(statusFromSlug(null)).toBeNull();
  });

  it('a refund is negative (the refunded amount, else the charge)', () => {
    expect(signedAmount({ status: 'COMPLETED', amount: 100, refund: null })).toBe(100);
    expect(signedAmount({ status: 'REFUNDED', amount: 12064, refund: null })).toBe(-12064);
    expect(
      signedAmount({ status: 'REFUNDED', amount: 12064, refund: { id: 'r', amount: 5000, creation_date: '2026-10-30T11:02:44-06:00' } }),
    ).toBe(-5000);
    expect(Object.is(signedAmount({ status: 'REFUNDED', amount: 0, refund: null }), 0)).toBe(true);
    expect(signedAmount({ status: 'FAILED', amount: 100, refund: null })).toBe(100);
  });

  it('failed and cancelled charges moved no money', () => {
    expect(PAYMENT_STATUSES.filter(isUnsettled)).toEqual(['FAILED', 'CANCELLED']);
  });
});
