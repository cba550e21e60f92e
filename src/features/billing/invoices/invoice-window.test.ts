import { describe, expect, it } from 'vitest';
import { lastInvoiceRequestDay } from './invoice-window';

describe('lastInvoiceRequestDay', () => {
  it('is 31 December of the operation’s year, whatever its day', () => {
    expect(lastInvoiceRequestDay('2026-01-01')).toBe('2026-12-31');
    expect(lastInvoiceRequestDay('2026-07-28')).toBe('2026-12-31');
    expect(lastInvoiceRequestDay('2026-12-31')).toBe('2026-12-31');
    expect(lastInvoiceRequestDay('2027-01-01')).toBe('2027-12-31');
  });

  it('refuses what is not a day', () => {
    expect(() => lastInvoiceRequestDay('2026-07-28T12:10:02-06:00')).toThrow(RangeError);
    expect(() => lastInvoiceRequestDay('')).toThrow(RangeError);
  });
});
