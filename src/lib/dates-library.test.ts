// @vitest-environment node
// dates.ts reads Mexico City time natively (it is on Inicio's first load); @internationalized/date,
// which the calendar keeps, is the reference it must agree with.
import { fromDate, parseDate } from '@internationalized/date';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { TIME_ZONE } from '@/config/time-zone';
import { inMexicoCity, parseDay } from './dates';

describe('dates.ts agrees with @internationalized/date', () => {
  it('on Mexico City time of any instant from 1900 to 2100', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2100-12-31T23:59:59.999Z'), noInvalidDate: true }),
        (d) => {
          expect(inMexicoCity(d).toString()).toBe(fromDate(d, TIME_ZONE).toString());
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('on which days exist', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9999 }), fc.integer({ min: 1, max: 12 }), fc.integer({ min: 1, max: 31 }), (y, m, d) => {
        const text = `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
        let expected: string | null;
        try {
          expected = parseDate(text).toString();
        } catch {
          expected = null;
        }
        expect(parseDay(text)?.toString() ?? null).toBe(expected === text ? text : null);
      }),
      { numRuns: 3000 },
    );
  });
});
