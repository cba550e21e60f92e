import { describe, expect, it } from 'vitest';
import { payOutcome } from './pay-outcome';
import { makePayment } from './test/fixtures';

describe('payOutcome', () => {
  it('COMPLETED is paid, with amount, folio and card', () => {
    expect(payOutcome(makePayment(), 'COT-2026-0158')).toEqual({
      kind: 'paid',
      message: 'Pagaste $14,351.52 de la cotización COT-2026-0158 con Visa terminación 1111.',
    });
  });

  it.each(['IN_PROGRESS', 'CHARGE_PENDING'] as const)('%s is still processing', (status) => {
    expect(payOutcome(makePayment({ status }), 'COT-2026-0158')).toEqual({
      kind: 'processing',
      message: 'Tu pago de $14,351.52 de la cotización COT-2026-0158 está en proceso. Consulta su estado en Historial de pagos.',
    });
  });

  it('FAILED carries the reason, or a general sentence without one', () => {
    expect(payOutcome(makePayment({ status: 'FAILED', error_message: 'La tarjeta no tiene fondos suficientes.' }), 'X')).toEqual({
      kind: 'failed',
      message: 'La tarjeta no tiene fondos suficientes.',
    });
    expect(payOutcome(makePayment({ status: 'FAILED', error_message: '  ' }), 'X').message).toBe(
      'No pudimos completar el pago. Intenta de nuevo o usa otra tarjeta.',
    );
  });

  it.each(['CANCELLED', 'REFUNDED', 'CHARGEBACK_PENDING'] as const)('%s is not a successful payment', (status) => {
    expect(payOutcome(makePayment({ status }), 'X').kind).toBe('failed');
  });
});
