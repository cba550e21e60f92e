import { describe, expect, it } from 'vitest';
import {
  acceptanceNotNeeded,
  answerDeadline,
  answerTimeIsOver,
  businessDaysAfter,
  isBusinessDay,
  mexicoCityDayOf,
} from './cancellation-acceptance';

describe('business days (CFF art. 12)', () => {
  it.each([
    ['2026-11-28', false, 'a Saturday'],
    ['2026-11-29', false, 'a Sunday'],
    ['2026-11-30', true, 'a Monday'],
    ['2026-01-01', false, '1 January'],
    ['2026-02-02', false, 'the first Monday of February'],
    ['2026-02-05', true, '5 February itself (its Monday is the holiday)'],
    ['2026-03-16', false, 'the third Monday of March'],
    ['2026-05-01', false, '1 May'],
    ['2026-05-05', false, '5 May'],
    ['2026-09-16', false, '16 September'],
    ['2026-11-16', false, 'the third Monday of November'],
    ['2026-11-20', true, '20 November itself'],
    ['2026-12-01', true, '1 December of a year without a change of president'],
    ['2030-12-02', true, 'the Monday after 1 December 2030'],
    ['2026-12-25', false, '25 December'],
    ['2026-12-12', false, 'a Saturday 12 December'],
    ['2026-12-11', true, 'a Friday'],
  ])('%s is a business day: %s (%s)', (day, expected) => {
    expect(isBusinessDay(day)).toBe(expected);
  });

  it('1 December counts as a holiday only every sixth year, with the transfer of the federal executive', () => {
    expect(isBusinessDay('2024-12-02')).toBe(true);
    expect(isBusinessDay('2030-12-03')).toBe(true);
    // 1 December 2024 was a Sunday; 2036's is a Monday.
    expect(isBusinessDay('2036-12-01')).toBe(false);
    expect(isBusinessDay('2035-12-03')).toBe(true);
  });

  it('counts from the day after, skipping weekends and holidays', () => {
    expect(businessDaysAfter('2026-11-27', 3)).toBe('2026-12-02');
    expect(businessDaysAfter('2026-11-13', 3)).toBe('2026-11-19'); // Monday 16 November is a holiday
    expect(businessDaysAfter('2026-12-23', 3)).toBe('2026-12-29'); // 25 December, then a weekend
    expect(businessDaysAfter('2026-11-29', 1)).toBe('2026-11-30');
  });
});

describe('the receiver’s time to answer', () => {
  it('ends at 23:59:59 Mexico City of the third business day after the request’s day', () => {
    expect(answerDeadline('2026-11-20T11:20:00-06:00')).toBe('2026-11-25T23:59:59-06:00');
    // 03:00 UTC on the 21st is still the 20th in Mexico City.
    expect(answerDeadline('2026-11-21T03:00:00Z')).toBe('2026-11-25T23:59:59-06:00');
    expect(answerDeadline('2026-11-22T12:00:01-06:00')).toBe('2026-11-25T23:59:59-06:00');
  });

  it('is over only after its last second', () => {
    expect(answerTimeIsOver('2026-11-25T23:59:59-06:00', new Date('2026-11-26T05:59:59Z'))).toBe(false);
    expect(answerTimeIsOver('2026-11-25T23:59:59-06:00', new Date('2026-11-26T06:00:00Z'))).toBe(true);
  });

  it('reads the Mexico City day of an instant in any offset', () => {
    expect(mexicoCityDayOf('2026-11-26T05:59:59Z')).toBe('2026-11-25');
    expect(mexicoCityDayOf('2026-11-26T06:00:00Z')).toBe('2026-11-26');
    expect(() => mexicoCityDayOf('mañana')).toThrow(RangeError);
  });
});

describe('when no acceptance is needed (rule 2.7.1.35)', () => {
  const invoice = { total: 27457.2, receiverRfc: 'CBA090615K22', issuedAt: '2026-11-05T10:44:02-06:00' };

  it('an invoice over $1,000 to a named receiver, asked days after it was stamped, needs the receiver', () => {
    expect(acceptanceNotNeeded(invoice, '2026-11-22T12:00:00-06:00')).toBeNull();
  });

  it('fraction I: a total up to $1,000.00, not one cent more', () => {
    expect(acceptanceNotNeeded({ ...invoice, total: 1000 }, '2026-11-22T12:00:00-06:00')).toBe('monto_hasta_1000');
    expect(acceptanceNotNeeded({ ...invoice, total: 1000.01 }, '2026-11-22T12:00:00-06:00')).toBeNull();
  });

  it('fraction III: a credit note (egreso); fraction VII: público en general', () => {
    expect(acceptanceNotNeeded({ ...invoice, egreso: true }, '2026-11-22T12:00:00-06:00')).toBe('egreso');
    expect(acceptanceNotNeeded({ ...invoice, receiverRfc: ' xaxx010101000 ' }, '2026-11-22T12:00:00-06:00')).toBe('publico_en_general');
  });

  it('fraction IX: asked by the end of the business day after it was stamped', () => {
    const friday = { ...invoice, issuedAt: '2026-11-27T18:00:00-06:00' };
    expect(acceptanceNotNeeded(friday, '2026-11-29T10:00:00-06:00')).toBe('dia_habil_siguiente');
    expect(acceptanceNotNeeded(friday, '2026-11-30T23:59:59-06:00')).toBe('dia_habil_siguiente');
    expect(acceptanceNotNeeded(friday, '2026-12-01T00:00:00-06:00')).toBeNull();
  });
});
