import { describe, expect, it } from 'vitest';
import { issuerKindOf, lastCancellationDay, latestCancellationDay } from './cancellation-window';

describe('lastCancellationDay', () => {
  it('is the last day of the month of the annual return after the year of issuance: March for a company, April for a person', () => {
    expect(lastCancellationDay('2026-01-02', 'company')).toBe('2027-03-31');
    expect(lastCancellationDay('2026-12-31', 'company')).toBe('2027-03-31');
    expect(lastCancellationDay('2026-12-31', 'person')).toBe('2027-04-30');
    expect(lastCancellationDay('2027-01-01', 'company')).toBe('2028-03-31');
  });

  it('allows no issuer later than a person', () => {
    expect(latestCancellationDay('2026-06-15')).toBe('2027-04-30');
  });

  it('refuses what is not a day', () => {
    expect(() => lastCancellationDay('2026-11-05T10:44:02-06:00', 'company')).toThrow(RangeError);
    expect(() => lastCancellationDay('', 'person')).toThrow(RangeError);
  });
});

describe('issuerKindOf', () => {
  it('reads a 12-character RFC as a company and a 13-character one as a person', () => {
    expect(issuerKindOf('CBA150312KJ4')).toBe('company');
    expect(issuerKindOf('HEGM850312AB1')).toBe('person');
    expect(issuerKindOf('ABC')).toBe('company');
  });
});
