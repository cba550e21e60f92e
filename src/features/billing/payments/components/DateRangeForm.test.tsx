import { parseDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { isUsableRange } from './DateRangeForm';

const range = (start: string, end: string) => ({ start: parseDate(start), end: parseDate(end) });
const max = parseDate('2026-11-22');

describe('isUsableRange', () => {
  it('accepts no range and a real range up to today', () => {
    expect(isUsableRange(null, max)).toBe(true);
    expect(isUsableRange(range('2026-10-01', '2026-10-31'), max)).toBe(true);
    expect(isUsableRange(range('2026-11-22', '2026-11-22'), max)).toBe(true);
  });

  it('waits while a year is half typed (2, 20, 202)', () => {
    expect(isUsableRange(range('2026-10-01', '0002-10-31'), max)).toBe(false);
    expect(isUsableRange(range('0020-10-01', '2026-10-31'), max)).toBe(false);
  });

  it('refuses a backwards range or one that ends after today', () => {
    expect(isUsableRange(range('2026-10-31', '2026-10-01'), max)).toBe(false);
    expect(isUsableRange(range('2026-11-01', '2026-11-23'), max)).toBe(false);
  });
});
