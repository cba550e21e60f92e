// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { PAYMENT_STATUSES, isUnsettled, paymentBadgeDisplay, paymentStatusDisplay, signedAmount, statusFromSlug } from './payment-status';
import type { PaymentStatus } from '@/features/billing/payments/types';

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
    // Outside the contract's enum on purpose: the fallback a status the client does not know gets.
    expect(paymentStatusDisplay('PARTIALLY_REFUNDED' as PaymentStatus)).toEqual({ label: 'PARTIALLY_REFUNDED', tone: 'neutral', slug: '' });
    expect(statusFromSlug('COMPLETED')).toBeNull();
    expect(statusFromSlug('')).toBeNull();
    expect(statusFromSlug(null)).toBeNull();
  });

  it('the amount shown is the signed_amount of the server (a refund negative), never "-$0.00"', () => {
    expect(signedAmount({ signed_amount: 100 })).toBe(100);
    expect(signedAmount({ signed_amount: -5000 })).toBe(-5000);
    expect(Object.is(signedAmount({ signed_amount: -0 }), 0)).toBe(true);
  });

  it('failed and cancelled charges moved no money', () => {
    expect(PAYMENT_STATUSES.filter(isUnsettled)).toEqual(['FAILED', 'CANCELLED']);
  });
});

describe('paymentBadgeDisplay', () => {
  it('a waiting SPEI or store reference is "Pendiente de pago"; a card in progress stays "En proceso"', () => {
    expect(paymentBadgeDisplay({ status: 'IN_PROGRESS', method: 'bank_account' })).toEqual({ label: 'Pendiente de pago', tone: 'warning' });
    expect(paymentBadgeDisplay({ status: 'IN_PROGRESS', method: 'store' })).toEqual({ label: 'Pendiente de pago', tone: 'warning' });
    expect(paymentBadgeDisplay({ status: 'IN_PROGRESS', method: 'card' })).toEqual({
      label: 'En proceso',
      tone: 'info',
      slug: 'en-proceso',
    });
    expect(paymentBadgeDisplay({ status: 'COMPLETED', method: 'store' }).label).toBe('Pagado');
  });
});
