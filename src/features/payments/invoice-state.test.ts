import { describe, expect, it } from 'vitest';
import { PAYMENT_STATUSES } from './payment-status';
import { invoiceState } from './invoice-state';

const INVOICE = { uuid: 'u', pdf_url: 'https://facturas.cotiza.mx/u.pdf', xml_url: 'https://facturas.cotiza.mx/u.xml' };

describe('invoiceState', () => {
  it('an issued invoice is ready whatever the status', () => {
    for (const status of PAYMENT_STATUSES) expect(invoiceState({ status, invoice: INVOICE })).toBe('ready');
  });

  it('a charge in process gets its invoice once confirmed; a paid one is being stamped; the rest have none', () => {
    expect(invoiceState({ status: 'IN_PROGRESS', invoice: null })).toBe('after-confirmation');
    expect(invoiceState({ status: 'CHARGE_PENDING', invoice: null })).toBe('after-confirmation');
    expect(invoiceState({ status: 'COMPLETED', invoice: null })).toBe('stamping');
    for (const status of [
      'FAILED',
      'CANCELLED',
      'REFUNDED',
      'CHARGEBACK_PENDING',
      'CHARGEBACK_ACCEPTED',
      'CHARGEBACK_ADJUSTMENT',
    ] as const) {
      expect(invoiceState({ status, invoice: null })).toBe('none');
    }
  });
});
