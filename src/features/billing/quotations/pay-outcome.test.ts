// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { BAD_REDIRECT_MESSAGE, payOutcome, safeRedirectUrl } from './pay-outcome';
import { makePayment } from './test/fixtures';

describe('payOutcome', () => {
  it('COMPLETED is paid, with amount, folio and card', () => {
    expect(payOutcome(makePayment(), 'COT-2026-0158')).toEqual({
      kind: 'paid',
      message: 'Pagaste $14,351.52 de la cotización COT-2026-0158 con Visa terminación 1111.',
    });
  });

  it('COMPLETED in meses sin intereses says the plan', () => {
    expect(payOutcome(makePayment({ payment_plan: { payments: 6 } }), 'COT-2026-0158')).toEqual({
      kind: 'paid',
      message: 'Pagaste $14,351.52 de la cotización COT-2026-0158 con Visa terminación 1111 en 6 meses sin intereses.',
    });
  });

  it('CHARGE_PENDING with a redirect sends the customer to the bank, only to a safe address', () => {
    const pending = (url: string) =>
      payOutcome(makePayment({ status: 'CHARGE_PENDING', authorization: null, payment_method: { type: 'redirect', url } }), 'X');
    expect(pending('https://sandbox-api.openpay.mx/v1/m/charges/tr1/redirect/')).toEqual({
      kind: 'redirect',
      url: 'https://sandbox-api.openpay.mx/v1/m/charges/tr1/redirect/',
    });
    expect(pending('javascript:alert(1)')).toEqual({ kind: 'failed', message: BAD_REDIRECT_MESSAGE });
    expect(pending('http://bank.example/3ds')).toEqual({ kind: 'failed', message: BAD_REDIRECT_MESSAGE });
  });

  it.each([
    ['bank_transfer', 'bank_account', { type: 'bank_transfer', bank: 'STP', clabe: '646180157000000004', name: 'REF1' }],
    ['store', 'store', { type: 'store', reference: '1010101010101010', barcode_url: 'https://example.com/b.png' }],
  ] as const)('IN_PROGRESS with %s instructions goes to them, with nothing to toast (the page says it)', (_type, paidBy, method) => {
    expect(payOutcome(makePayment({ status: 'IN_PROGRESS', method: paidBy, card: null, payment_method: method }), 'COT-2026-0158')).toEqual(
      { kind: 'instructions', paymentId: 'tr9e4r7t0y3u6i1o5p8a' },
    );
  });

  it.each(['IN_PROGRESS', 'CHARGE_PENDING'] as const)('%s without instructions is still processing', (status) => {
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
    expect(payOutcome(makePayment({ status: 'FAILED', error_message: '  ' }), 'X')).toEqual({
      kind: 'failed',
      message: 'No pudimos completar el pago. Intenta de nuevo o usa otra tarjeta.',
    });
  });

  it.each(['CANCELLED', 'REFUNDED', 'CHARGEBACK_PENDING'] as const)('%s is not a successful payment', (status) => {
    expect(payOutcome(makePayment({ status }), 'X').kind).toBe('failed');
  });

  it.each([
    ['https://bank.example/3ds?x=1', 'https://bank.example/3ds?x=1'],
    ['http://127.0.0.1:4331/__dev/3ds/tr1', 'http://127.0.0.1:4331/__dev/3ds/tr1'],
    ['http://localhost:4000/__dev/3ds/tr1', 'http://localhost:4000/__dev/3ds/tr1'],
    ['http://bank.example/3ds', null],
    ['javascript:alert(1)', null],
    ['data:text/html,hola', null],
    ['/app/otra', null],
    ['//evil.example/x', null],
    ['no es una url', null],
    ['https://banco.example@evil.example/3ds', null],
    ['', null],
  ])('safeRedirectUrl(%j) → %j', (url, expected) => {
    expect(safeRedirectUrl(url)).toBe(expected);
  });
});
