// fast-check generators of valid Mexican identifiers (RFC, CURP) and of the noise people paste.
import fc from 'fast-check';
import { curpCheckDigit } from '@/lib/validation/mexico';
import { rfcCheckDigit } from '@/lib/validation/rfc';

const pad2 = (n: number) => String(n).padStart(2, '0');
export const char = (alphabet: string) => fc.constantFrom(...alphabet.split(''));
export const letters = (alphabet: string, n: number) => fc.array(char(alphabet), { minLength: n, maxLength: n }).map((a) => a.join(''));

// Any real calendar date from 1930 to 2029, as YYMMDD plus its full year.
export const birthDate = fc
  .date({ min: new Date(Date.UTC(1930, 0, 1)), max: new Date(Date.UTC(2029, 11, 31)), noInvalidDate: true })
  .map((d) => ({
    year: d.getUTCFullYear(),
    yymmdd: `${pad2(d.getUTCFullYear() % 100)}${pad2(d.getUTCMonth() + 1)}${pad2(d.getUTCDate())}`,
  }));

export const rfcOf = (kind: 'person' | 'company') =>
  fc
    .tuple(letters('ABCDEFGHIJKLMNOPQRSTUVWXYZÑ&', kind === 'person' ? 4 : 3), birthDate, letters('ABCDEFGHIJKLMNPQRSTUVWXYZ123456789', 2))
    .map(([initials, date, homoclave]) => {
      const base = `${initials}${date.yymmdd}${homoclave}`;
      return base + rfcCheckDigit(base);
    });

export const validCurp = fc
  .tuple(
    char('ABCDEFGHIJKLMNOPQRSTUVWXYZ'),
    char('AEIOUX'),
    letters('ABCDEFGHIJKLMNOPQRSTUVWXYZ', 2),
    birthDate,
    char('HMX'),
    fc.constantFrom('AS', 'CM', 'DF', 'JC', 'NL', 'QT', 'YN', 'NE'),
    letters('BCDFGHJKLMNPQRSTVWXYZ', 3),
  )
  .chain(([a, b, cd, date, sex, state, consonants]) =>
    // The differentiator is a digit up to 1999 and a letter from 2000.
    (date.year < 2000 ? char('0123456789') : char('ABCDEFGHIJKLMNOPQRSTUVWXYZ')).map((diff) => {
      const base = `${a}${b}${cd}${date.yymmdd}${sex}${state}${consonants}${diff}`;
      return base + curpCheckDigit(base);
    }),
  );

/** Same string with its last character replaced by a different one from the alphabet. */
export function withWrongLastChar(value: string, alphabet: string, pick: number): string {
  const others = alphabet.split('').filter((c) => c !== value.slice(-1));
  return value.slice(0, -1) + others[pick % others.length];
}

// Adds the noise people paste: lower case, spaces, hyphens, dots, surrounding whitespace.
export const noisy = (value: string) =>
  fc
    .tuple(fc.boolean(), fc.nat({ max: value.length }), fc.constantFrom(' ', '-', '.', '  '))
    .map(
      ([lower, cut, separator]) =>
        ` ${(lower ? value.toLowerCase() : value).slice(0, cut)}${separator}${(lower ? value.toLowerCase() : value).slice(cut)}\t`,
    );
