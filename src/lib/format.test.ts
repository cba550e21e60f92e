// @vitest-environment node
import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  firstWord,
  formatCardNumber,
  formatCardNumberInput,
  formatDate,
  formatDateTime,
  formatMoney,
  initials,
  isEmpty,
  parseBoolean,
  sanitizeCurrencyInput,
  sanitizeDigits,
  sanitizePercentageInput,
} from './format';

// Strings of every kind: ASCII, any code point, whole graphemes, lone UTF-16 halves,
// and a biased alphabet so digits, dots and symbols actually meet each other.
const INTERESTING = fc.constantFrom(
  ...'0123456789'.split(''),
  '.',
  '.',
  ',',
  '$',
  '-',
  '+',
  '%',
  ' ',
  '\u00a0',
  '\t',
  'X',
  'x',
  '*',
  '•',
  'a',
  'ñ',
  'É',
  'e\u0301',
  '٣',
  '１',
  '𝟗',
);
const anyString = fc.oneof(
  fc.string(),
  fc.string({ unit: 'binary' }),
  fc.string({ unit: 'grapheme' }),
  fc.string({ unit: fc.integer({ min: 0, max: 0xffff }).map((c) => String.fromCharCode(c)) }),
  fc.string({ unit: INTERESTING, maxLength: 40 }),
);

// Decimal digits as ASCII, by an oracle apart from the implementation: the digits 0–9 of every
// numbering system Intl knows.
const DIGIT_VALUES = new Map<string, string>();
for (const system of Intl.supportedValuesOf('numberingSystem')) {
  for (let digit = 0; digit < 10; digit += 1) {
    const shown = new Intl.NumberFormat(`es-MX-u-nu-${system}`, { useGrouping: false }).format(digit);
    if (/^\p{Nd}$/u.test(shown)) DIGIT_VALUES.set(shown, String(digit));
  }
}
const asciiDigits = (s: string) => Array.from(s, (c) => DIGIT_VALUES.get(c) ?? c).join('');

const sanitisers: Array<[string, (s: string) => string]> = [
  ['sanitizeCurrencyInput', sanitizeCurrencyInput],
  ['sanitizeDigits', (s) => sanitizeDigits(s)],
  ['sanitizeDigits(6)', (s) => sanitizeDigits(s, 6)],
  ['sanitizePercentageInput', sanitizePercentageInput],
  ['formatCardNumberInput', formatCardNumberInput],
];

describe('formatMoney', () => {
  it.each<[number | string | null | undefined, string, string]>([
    // value, default, forced
    [1234.56, '$1,234.56', '$1,234.56'],
    [1234.5, '$1,234.5', '$1,234.50'],
    [1234, '$1,234', '$1,234.00'],
    [0, '$0', '$0.00'],
    [0.5, '$0.5', '$0.50'],
    [1234567.891, '$1,234,567.89', '$1,234,567.89'],
    [999.999, '$1,000', '$1,000.00'],
    [-1234.56, '-$1,234.56', '-$1,234.56'],
    [-5, '-$5', '-$5.00'],
    // ICU rounds the shortest decimal form half away from zero: 1.005 → 1.01.
    [1.005, '$1.01', '$1.01'],
    [0.004, '$0', '$0.00'],
    // No "-$0" for negative zero or negatives that round to zero.
    [-0, '$0', '$0.00'],
    [-0.001, '$0', '$0.00'],
    [-0.005, '-$0.01', '-$0.01'],
    [1e21, '$1,000,000,000,000,000,000,000', '$1,000,000,000,000,000,000,000.00'],
    // Numeric strings as the API sends them.
    ['1234.56', '$1,234.56', '$1,234.56'],
    [' 1500 ', '$1,500', '$1,500.00'],
    ['-20.1', '-$20.1', '-$20.10'],
    ['.5', '$0.5', '$0.50'],
    ['1e3', '$1,000', '$1,000.00'],
    // Unparsable, empty or non-finite input.
    ['', '$0', '$0.00'],
    ['   ', '$0', '$0.00'],
    ['abc', '$0', '$0.00'],
    ['$1,234.56', '$0', '$0.00'],
    ['0x10', '$0', '$0.00'],
    ['Infinity', '$0', '$0.00'],
    ['1e400', '$0', '$0.00'],
    [Number.NaN, '$0', '$0.00'],
    [Number.POSITIVE_INFINITY, '$0', '$0.00'],
    [Number.NEGATIVE_INFINITY, '$0', '$0.00'],
    [null, '$0', '$0.00'],
    [undefined, '$0', '$0.00'],
  ])('formatMoney(%j) → %s / forced %s', (value, plain, forced) => {
    expect(formatMoney(value)).toBe(plain);
    expect(formatMoney(value, { forceDecimals: false })).toBe(plain);
    expect(formatMoney(value, { forceDecimals: true })).toBe(forced);
  });

  it('uses plain ASCII characters only (no non-breaking spaces from ICU)', () => {
    expect(formatMoney(-1234567.8, { forceDecimals: true })).toMatch(/^-\$[\d,]+\.\d\d$/);
  });

  it('round-trips integer cents when decimals are forced', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (cents) => {
        const text = formatMoney(cents / 100, { forceDecimals: true });
        expect(text).toMatch(/^-?\$\d{1,3}(,\d{3})*\.\d{2}$/);
        expect(Number(text.replace(/[$,]/g, ''))).toBe(cents / 100 || 0);
      }),
    );
  });

  it('never shows more than 2 decimals and never throws', () => {
    fc.assert(
      fc.property(fc.oneof(fc.double(), anyString), (value) => {
        expect(formatMoney(value)).toMatch(/^-?\$\d{1,3}(,\d{3})*(\.\d{1,2})?$/);
        expect(formatMoney(value, { forceDecimals: true })).toMatch(/^-?\$\d{1,3}(,\d{3})*\.\d{2}$/);
      }),
    );
  });
});

describe('formatCardNumber', () => {
  it.each<[string | null | undefined, string]>([
    ['4111111111111111', '4111 1111 1111 1111'],
    ['411111XXXXXX1111', '4111 11•• •••• 1111'],
    ['411111xxxxxx1111', '4111 11•• •••• 1111'],
    ['5555********4444', '5555 •••• •••• 4444'],
    ['4242 •••• •••• 4242', '4242 •••• •••• 4242'],
    ['4111-1111-1111-1111', '4111 1111 1111 1111'],
    ['41111111111111112222', '4111 1111 1111 1111'],
    // Short input is the tail of the number (usually the last 4).
    ['1111', '•••• •••• •••• 1111'],
    ['XXXX1111', '•••• •••• •••• 1111'],
    ['378282XXXXX0005', '•378 282• •••• 0005'],
    ['', ''],
    ['  --  ', ''],
    [null, ''],
    [undefined, ''],
  ])('formatCardNumber(%j) → %j', (value, expected) => {
    expect(formatCardNumber(value)).toBe(expected);
  });

  it('always gives 4 blocks of 4 digits or dots (or nothing)', () => {
    fc.assert(
      fc.property(anyString, (s) => {
        const out = formatCardNumber(s);
        expect(out === '' || /^[\d•]{4}( [\d•]{4}){3}$/.test(out)).toBe(true);
      }),
    );
  });
});

describe('formatCardNumberInput', () => {
  it.each<[string, string]>([
    ['4111111111111111', '4111 1111 1111 1111'],
    ['41111', '4111 1'],
    ['4111', '4111'],
    ['41', '41'],
    ['4111 1111 1111 1111', '4111 1111 1111 1111'],
    ['4111 1', '4111 1'],
    ['4111-1111-1111-1111-9999', '4111 1111 1111 1111'],
    ['411111XXXXXX1111', '4111 1111 11'],
    ['tarjeta: 5555 4444', '5555 4444'],
    ['４２４２ ４２４２ ４２４２ ４２４２', '4242 4242 4242 4242'],
    ['', ''],
    ['abc', ''],
  ])('formatCardNumberInput(%j) → %j', (input, expected) => {
    expect(formatCardNumberInput(input)).toBe(expected);
  });

  it('groups the first 16 digits of the input in fours, with no trailing space', () => {
    fc.assert(
      fc.property(anyString, (s) => {
        const out = formatCardNumberInput(s);
        expect(out).toMatch(/^(\d{4} ){0,3}\d{0,4}$/);
        expect(out.endsWith(' ')).toBe(false);
        expect(out.replace(/ /g, '')).toBe(
          asciiDigits(s)
            .replace(/[^0-9]/g, '')
            .slice(0, 16),
        );
      }),
    );
  });
});

describe('sanitizeCurrencyInput', () => {
  it.each<[string, string]>([
    ['1234.56', '1234.56'],
    ['$1,234.567', '1234.56'],
    ['$ 1,000,000', '1000000'],
    ['12.3.4', '12.34'],
    ['abc12.3.4', '12.34'],
    ['1.2.3.4.5', '1.23'],
    ['12.', '12.'],
    ['.5', '.5'],
    ['..5', '.5'],
    ['1,5', '15'],
    ['-50', '50'],
    ['MXN 99.9', '99.9'],
    ['١٢', ''], // Arabic-Indic digits are not ASCII digits
    ['', ''],
    ['abc', ''],
  ])('sanitizeCurrencyInput(%j) → %j', (input, expected) => {
    expect(sanitizeCurrencyInput(input)).toBe(expected);
  });

  it('keeps only digits and one dot, with at most 2 decimals', () => {
    fc.assert(
      fc.property(anyString, (s) => {
        expect(sanitizeCurrencyInput(s)).toMatch(/^\d*(\.\d{0,2})?$/);
      }),
    );
  });
});

describe('sanitizeDigits', () => {
  it.each<[string, number | undefined, string]>([
    ['55 1234 5678', undefined, '5512345678'],
    ['+52 (55) 1234-5678', 10, '5255123456'],
    ['123456', 4, '1234'],
    ['123', 10, '123'],
    ['123', 0, ''],
    ['123', -1, ''],
    ['12345', 2.9, '12'],
    ['12345', Number.POSITIVE_INFINITY, '12345'],
    ['12345', Number.NaN, '12345'],
    // Other scripts' digits are digits (spec: only non-digits are removed): full-width from an IME, Arabic-Indic, mathematical.
    ['４２４２ ４２４２', undefined, '42424242'],
    ['٣٤', undefined, '34'],
    ['۵۶', undefined, '56'],
    ['१२', undefined, '12'],
    ['𝟎𝟗𝟘𝟡𝟢𝟫', undefined, '090909'],
    ['５５１２３４５６７８９０', 10, '5512345678'],
    ['①²', undefined, ''], // numbers, but not decimal digits
    ['abc', undefined, ''],
    ['', 3, ''],
  ])('sanitizeDigits(%j, %s) → %j', (input, max, expected) => {
    expect(sanitizeDigits(input, max)).toBe(expected);
  });

  it('reads every Unicode decimal digit as its ASCII digit', () => {
    expect(DIGIT_VALUES.size).toBeGreaterThanOrEqual(700);
    for (let codePoint = 0; codePoint <= 0x10ffff; codePoint += 1) {
      const c = String.fromCodePoint(codePoint);
      if (!/\p{Nd}/u.test(c)) continue;
      expect(sanitizeDigits(c), `U+${codePoint.toString(16)}`).toBe(DIGIT_VALUES.get(c));
    }
  });

  it('yields ASCII digits only and respects maxLength', () => {
    fc.assert(
      fc.property(anyString, fc.option(fc.nat({ max: 30 }), { nil: undefined }), (s, max) => {
        const out = sanitizeDigits(s, max);
        expect(out).toMatch(/^[0-9]*$/);
        expect(out).toBe(
          asciiDigits(s)
            .replace(/[^0-9]/g, '')
            .slice(0, max),
        );
        if (max !== undefined) expect(out.length).toBeLessThanOrEqual(max);
      }),
    );
  });
});

describe('sanitizePercentageInput', () => {
  it.each<[string, string]>([
    ['15%', '15%'],
    ['12.5 %', '12.5 %'],
    ['abc10', '10'],
    ['diez por ciento 10', '   10'],
    ['ñÑáéíóúüÁÉ5', '5'],
    ['e\u0301 5', ' 5'], // decomposed é leaves no stray accent
    ['Ωπ日本7', '7'],
    ['-3,5', '-3,5'],
    ['\ud839㐀\udfe0', ''], // lone surrogate halves are dropped, never paired up
    ['', ''],
  ])('sanitizePercentageInput(%j) → %j', (input, expected) => {
    expect(sanitizePercentageInput(input)).toBe(expected);
  });

  it('leaves no letter behind', () => {
    fc.assert(
      fc.property(anyString, (s) => {
        expect(sanitizePercentageInput(s)).not.toMatch(/\p{L}/u);
      }),
    );
  });
});

describe('sanitisers (properties)', () => {
  it.each(sanitisers)('%s never throws and is idempotent', (_name, sanitise) => {
    fc.assert(
      fc.property(anyString, (s) => {
        const once = sanitise(s);
        expect(typeof once).toBe('string');
        expect(sanitise(once)).toBe(once);
      }),
    );
  });
});

describe('isEmpty', () => {
  it.each<[unknown, boolean]>([
    [undefined, true],
    [null, true],
    ['', true],
    ['   ', true],
    ['\t\n\r', true],
    ['\u00a0\u2003\u3000', true],
    ['a', false],
    [' a ', false],
    ['0', false],
    [0, false],
    [Number.NaN, false],
    [false, false],
    [[], false],
    [{}, false],
  ])('isEmpty(%j) → %s', (value, expected) => {
    expect(isEmpty(value)).toBe(expected);
  });

  it('is true for any whitespace-only string', () => {
    const whitespace = fc.constantFrom(' ', '\t', '\n', '\r', '\v', '\f', '\u00a0', '\u2003', '\u2028', '\u3000', '\ufeff');
    fc.assert(
      fc.property(fc.string({ unit: whitespace }), (s) => {
        expect(isEmpty(s)).toBe(true);
      }),
    );
  });

  it('is false for any string with a non-whitespace character', () => {
    fc.assert(
      fc.property(fc.string(), fc.constantFrom('a', '0', '.', 'ñ'), fc.string(), (a, c, b) => {
        expect(isEmpty(a + c + b)).toBe(false);
      }),
    );
  });
});

describe('parseBoolean', () => {
  it.each<[unknown, boolean]>([
    [true, true],
    ['true', true],
    [false, false],
    ['false', false],
    // Exact text only, by decision.
    ['TRUE', false],
    ['True', false],
    [' true ', false],
    ['1', false],
    [1, false],
    ['', false],
    [null, false],
    [undefined, false],
    [{}, false],
  ])('parseBoolean(%j) → %s', (value, expected) => {
    expect(parseBoolean(value)).toBe(expected);
  });
});

describe('firstWord', () => {
  it.each<[string | null | undefined, string]>([
    ['María José Hernández', 'María'],
    ['  Ñoño  Pérez ', 'Ñoño'],
    ['Ana', 'Ana'],
    ['Luis\tMiguel', 'Luis'],
    ['José\u00a0Luis', 'José'],
    ['', ''],
    ['   ', ''],
    [null, ''],
    [undefined, ''],
  ])('firstWord(%j) → %j', (name, expected) => {
    expect(firstWord(name)).toBe(expected);
  });
});

describe('initials', () => {
  it.each<[string | null | undefined, string | null | undefined, string]>([
    ['María José', 'Hernández Ñúñez', 'MH'],
    ['ángel', 'úrsula', 'ÁÚ'],
    ['ñoño', 'ñúñez', 'ÑÑ'],
    ['A\u0301lvaro', 'E\u0301rika', 'ÁÉ'], // decomposed accents come out composed
    ['  juan ', ' pérez ', 'JP'],
    ['María José', null, 'MJ'],
    ['María José Hernández', '', 'MH'],
    ['Ana', undefined, 'A'],
    [null, 'Hernández Ñúñez', 'HÑ'],
    ['(Pepe)', 'López', 'PL'],
    ['ßtefan', 'ǉubić', 'ßǇ'], // "ß" would upper-case to two letters, so it stays
    ['', '', ''],
    ['   ', null, ''],
    [null, null, ''],
    [undefined, undefined, ''],
  ])('initials(%j, %j) → %j', (first, last, expected) => {
    expect(initials(first, last)).toBe(expected);
  });

  it('works with no arguments', () => {
    expect(initials()).toBe('');
  });

  it('never throws and gives at most 2 graphemes', () => {
    const segmenter = new Intl.Segmenter('es-MX', { granularity: 'grapheme' });
    fc.assert(
      fc.property(fc.option(anyString), fc.option(anyString), (a, b) => {
        const out = initials(a, b);
        expect([...segmenter.segment(out)].length).toBeLessThanOrEqual(2);
      }),
    );
  });
});

describe('formatDate / formatDateTime', () => {
  it.each<[string, string, string]>([
    // Instants are shown in Mexico City time (UTC-6 all year since 2022).
    ['2026-11-21T20:05:00Z', '21 nov 2026', '21 nov 2026, 14:05'],
    ['2026-11-21T20:05:00.123Z', '21 nov 2026', '21 nov 2026, 14:05'],
    ['2026-11-21T20:05:00.123456Z', '21 nov 2026', '21 nov 2026, 14:05'],
    ['2026-09-01T05:30:00Z', '31 ago 2026', '31 ago 2026, 23:30'],
    ['2026-07-04T03:00:00+00:00', '3 jul 2026', '3 jul 2026, 21:00'],
    ['2026-07-04T12:00:00-06:00', '4 jul 2026', '4 jul 2026, 12:00'],
    ['2026-07-04T12:00:00+0530', '4 jul 2026', '4 jul 2026, 00:30'],
    ['2026-01-01T06:00:00z', '1 ene 2026', '1 ene 2026, 00:00'],
    ['2026-02-15 18:00:00Z', '15 feb 2026', '15 feb 2026, 12:00'],
    ['2026-09-15T18:00:00Z', '15 sep 2026', '15 sep 2026, 12:00'],
    ['2026-12-01T18:00:00Z', '1 dic 2026', '1 dic 2026, 12:00'],
    // Date-only and zone-less values are shown as written.
    ['2026-05-21', '21 may 2026', '21 may 2026, 00:00'],
    ['2026-05-21T14:05', '21 may 2026', '21 may 2026, 14:05'],
    ['2026-05-21T23:59:59', '21 may 2026', '21 may 2026, 23:59'],
    ['2028-02-29', '29 feb 2028', '29 feb 2028, 00:00'],
    [' 2026-03-10 ', '10 mar 2026', '10 mar 2026, 00:00'],
  ])('%j → %j / %j', (iso, date, dateTime) => {
    expect(formatDate(iso)).toBe(date);
    expect(formatDateTime(iso)).toBe(dateTime);
  });

  it.each<[string | null | undefined]>([
    [''],
    ['   '],
    ['hola'],
    ['hola 1'],
    ['21/11/2026'],
    ['2026-02-30'],
    ['2027-02-29'],
    ['2026-13-01'],
    ['2026-00-10'],
    ['2026-11-21T24:00:00Z'],
    ['2026-11-21T12:60:00Z'],
    ['2026-11-21T12:00:00+25:00'],
    ['1763755500000'],
    [null],
    [undefined],
  ])('%j is invalid → "—"', (iso) => {
    expect(formatDate(iso as string)).toBe('—');
    expect(formatDateTime(iso as string)).toBe('—');
  });

  it('never throws on any string', () => {
    fc.assert(
      fc.property(anyString, (s) => {
        expect(typeof formatDate(s)).toBe('string');
        expect(typeof formatDateTime(s)).toBe('string');
      }),
    );
  });

  it('formats any valid instant without throwing', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1900-01-01'), max: new Date('2999-12-31'), noInvalidDate: true }), (d) => {
        expect(formatDateTime(d.toISOString())).toMatch(/^\d{1,2} [a-z]{3} \d{4}, \d{2}:\d{2}$/);
      }),
    );
  });
});
