// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { addBusinessDays, isBusinessDay, restDaysOf } from './business-days.mjs';

describe('the official rest days (LFT art. 74)', () => {
  it('has the fixed dates and the Mondays of 2026', () => {
    expect([...restDaysOf(2026)].sort()).toEqual([
      '2026-01-01',
      '2026-02-02', // first Monday of February
      '2026-03-16', // third Monday of March
      '2026-05-01',
      '2026-09-16',
      '2026-11-16', // third Monday of November
      '2026-12-25',
    ]);
  });

  it('has October 1 only in the years the federal executive changes hands (2024, 2030…)', () => {
    expect(restDaysOf(2024).has('2024-10-01')).toBe(true);
    expect(restDaysOf(2030).has('2030-10-01')).toBe(true);
    expect(restDaysOf(2026).has('2026-10-01')).toBe(false);
    expect(restDaysOf(2029).has('2029-10-01')).toBe(false);
  });

  it('finds a first Monday that is the 1st and a third Monday that is the 21st', () => {
    // February 1, 2027 is a Monday; March 2027 starts on a Monday, so its third is the 15th.
    expect(restDaysOf(2027).has('2027-02-01')).toBe(true);
    expect(restDaysOf(2027).has('2027-03-15')).toBe(true);
    // November 2027 starts on a Monday too (the 15th); 2028's starts on a Wednesday (the 20th).
    expect(restDaysOf(2027).has('2027-11-15')).toBe(true);
    expect(restDaysOf(2028).has('2028-11-20')).toBe(true);
  });
});

describe('business days', () => {
  it('skips weekends and rest days', () => {
    expect(isBusinessDay('2026-11-27')).toBe(true); // Friday
    expect(isBusinessDay('2026-11-28')).toBe(false); // Saturday
    expect(isBusinessDay('2026-11-29')).toBe(false); // Sunday
    expect(isBusinessDay('2026-11-16')).toBe(false); // Revolution day (third Monday)
    expect(isBusinessDay('2026-09-16')).toBe(false); // Independence, a Wednesday
  });

  it('counts 20 business days from the day after receipt', () => {
    // Monday November 23, 2026: four weeks of weekdays, no rest day in between.
    expect(addBusinessDays('2026-11-23', 20)).toBe('2026-12-21');
    // Thursday November 12: the third Monday of November (16th) does not count.
    expect(addBusinessDays('2026-11-12', 20)).toBe('2026-12-11');
  });

  it('does not count the day of receipt even when it falls on a weekend', () => {
    expect(addBusinessDays('2026-11-28', 1)).toBe('2026-11-30');
    expect(addBusinessDays('2026-11-27', 1)).toBe('2026-11-30');
  });

  it('crosses the year end skipping December 25 and January 1', () => {
    // Friday December 18, 2026: Dec 21–24 (4), 28–31 (8), Jan 4–8 (13), 11–15 (18), 18–19 (20).
    expect(addBusinessDays('2026-12-18', 20)).toBe('2027-01-19');
    expect(addBusinessDays('2026-12-24', 1)).toBe('2026-12-28');
    expect(addBusinessDays('2026-12-31', 1)).toBe('2027-01-04'); // Jan 1 a Friday, then the weekend
  });

  it('skips October 1 in a year of the change of the executive', () => {
    // Monday September 30, 2030 → Tuesday October 1 is a rest day.
    expect(addBusinessDays('2030-09-30', 1)).toBe('2030-10-02');
    expect(addBusinessDays('2026-09-30', 1)).toBe('2026-10-01');
  });
});
