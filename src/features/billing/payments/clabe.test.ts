// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatClabe, isValidClabe } from './clabe';

const digits = (length: number) =>
  fc.array(fc.integer({ min: 0, max: 9 }), { minLength: length, maxLength: length }).map((d) => d.join(''));

/** A valid CLABE: 17 digits and the one check digit that makes it pass. */
const validClabe = digits(17).map((first) => {
  for (let check = 0; check <= 9; check++) if (isValidClabe(`${first}${check}`)) return `${first}${check}`;
  throw new Error('no check digit passes');
});

describe('isValidClabe', () => {
  it("accepts the contract's CLABE (STP)", () => {
    expect(isValidClabe('646180110300212348')).toBe(true);
  });

  it('refuses a wrong check digit, a wrong length and anything but digits', () => {
    expect(isValidClabe('646180110300212347')).toBe(false);
    expect(isValidClabe('64618011030021234')).toBe(false);
    expect(isValidClabe('6461801103002123480')).toBe(false);
    expect(isValidClabe('646 180 1103 0021 234 8')).toBe(false);
    expect(isValidClabe('64618011030021234a')).toBe(false);
    expect(isValidClabe('')).toBe(false);
  });

  it('exactly one check digit passes for any 17 digits', () => {
    fc.assert(
      fc.property(digits(17), (first) => {
        const passing = Array.from({ length: 10 }, (_, check) => `${first}${check}`).filter(isValidClabe);
        expect(passing).toHaveLength(1);
      }),
    );
  });

  it('a changed digit fails the check', () => {
    fc.assert(
      fc.property(validClabe, fc.integer({ min: 0, max: 17 }), fc.integer({ min: 1, max: 9 }), (clabe, at, shift) => {
        const changed = `${clabe.slice(0, at)}${(Number(clabe[at]) + shift) % 10}${clabe.slice(at + 1)}`;
        expect(isValidClabe(changed)).toBe(false);
      }),
    );
  });
});

describe('formatClabe', () => {
  it('groups bank, branch, account in 4-4-3 and the check digit', () => {
    expect(formatClabe('646180110300212348')).toBe('646 180 1103 0021 234 8');
  });

  it('round-trips: removing the spaces gives the input back', () => {
    fc.assert(
      fc.property(digits(18), (clabe) => {
        const shown = formatClabe(clabe);
        expect(shown.replace(/ /g, '')).toBe(clabe);
        expect(shown.split(' ').map((group) => group.length)).toEqual([3, 3, 4, 4, 3, 1]);
      }),
    );
  });

  it('leaves anything that is not a CLABE as it came', () => {
    expect(formatClabe('12345')).toBe('12345');
    fc.assert(
      fc.property(
        fc.string().filter((text) => !/^\d{18}$/.test(text)),
        (text) => formatClabe(text) === text,
      ),
    );
  });
});
