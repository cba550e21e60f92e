import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CFDI_USES,
  FISCAL_REGIMES,
  GENERIC_RFCS,
  MEXICAN_STATES,
  catalogueLabel,
  cfdiUsesFor,
  curpCheckDigit,
  fiscalRegimesFor,
  formatInternationalPhone,
  formatMexicanPhone,
  normalizeCurp,
  normalizeMexicanPhone,
  normalizePostalCode,
  normalizeRfc,
  phoneNationalDigits,
  rfcCheckDigit,
  sanitizePhoneInput,
  stateName,
  validateCurp,
  validatePhone,
  validatePostalCode,
  validateRfc,
} from './mexico';

// --- Generators of valid identifiers -----------------------------------------

const pad2 = (n: number) => String(n).padStart(2, '0');
const char = (alphabet: string) => fc.constantFrom(...alphabet.split(''));
const letters = (alphabet: string, n: number) => fc.array(char(alphabet), { minLength: n, maxLength: n }).map((a) => a.join(''));

// Any real calendar date from 1930 to 2029, as YYMMDD plus its full year.
const birthDate = fc.date({ min: new Date(Date.UTC(1930, 0, 1)), max: new Date(Date.UTC(2029, 11, 31)), noInvalidDate: true }).map((d) => ({
  year: d.getUTCFullYear(),
  yymmdd: `${pad2(d.getUTCFullYear() % 100)}${pad2(d.getUTCMonth() + 1)}${pad2(d.getUTCDate())}`,
}));

const rfcOf = (kind: 'person' | 'company') =>
  fc
    .tuple(letters('ABCDEFGHIJKLMNOPQRSTUVWXYZÑ&', kind === 'person' ? 4 : 3), birthDate, letters('ABCDEFGHIJKLMNPQRSTUVWXYZ123456789', 2))
    .map(([initials, date, homoclave]) => {
      const base = `${initials}${date.yymmdd}${homoclave}`;
      return base + rfcCheckDigit(base);
    });

const validCurp = fc
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
function withWrongLastChar(value: string, alphabet: string, pick: number): string {
  const others = alphabet.split('').filter((c) => c !== value.slice(-1));
  return value.slice(0, -1) + others[pick % others.length];
}

// Adds the noise people paste: lower case, spaces, hyphens, dots, surrounding whitespace.
const noisy = (value: string) =>
  fc
    .tuple(fc.boolean(), fc.nat({ max: value.length }), fc.constantFrom(' ', '-', '.', '  '))
    .map(
      ([lower, cut, separator]) =>
        ` ${(lower ? value.toLowerCase() : value).slice(0, cut)}${separator}${(lower ? value.toLowerCase() : value).slice(cut)}\t`,
    );

// --- RFC --------------------------------------------------------------------

describe('RFC', () => {
  it.each([
    ['GODE561231GR8', 'person'],
    ['CACX7605101P8', 'person'],
    ['FUNK671228PH6', 'person'],
    ['EKU9003173C9', 'company'],
    ['XIA190128J61', 'company'],
    ['IIA040805DZ4', 'company'],
  ] as const)('accepts the real RFC %s (%s)', (rfc, kind) => {
    expect(validateRfc(rfc, kind)).toBeNull();
  });

  it('accepts the generic RFCs XAXX010101000 and XEXX010101000 for a person', () => {
    for (const rfc of GENERIC_RFCS) expect(validateRfc(rfc, 'person')).toBeNull();
    expect(validateRfc(normalizeRfc(' xaxx-010101-000 '), 'person')).toBeNull();
    expect(validateRfc(normalizeRfc('xexx010101000'), 'person')).toBeNull();
  });

  it('rejects the generic RFCs as the RFC of a company (they have 13 characters)', () => {
    for (const rfc of GENERIC_RFCS) expect(validateRfc(rfc, 'company')).toMatch(/persona física/);
  });

  it('the generic XAXX RFC is accepted although its last digit breaks the SAT formula', () => {
    expect(rfcCheckDigit('XAXX01010100')).not.toBe('0');
  });

  it.each([
    ['', 'person', null],
    ['GODE561231GR', 'person', 'Ese RFC es de persona moral (12 caracteres); el de persona física tiene 13.'],
    ['GODE561231GR8', 'company', 'Ese RFC es de persona física (13 caracteres); el de una empresa tiene 12.'],
    ['GODE56', 'person', 'El RFC de persona física tiene 13 caracteres (escribiste 6).'],
    ['EKU900317', 'company', 'El RFC de una empresa tiene 12 caracteres (escribiste 9).'],
    ['G0DE561231GR8', 'person', 'El RFC no tiene un formato válido. Ejemplo: GODE561231GR8.'],
    ['GODE561331GR8', 'person', 'La fecha del RFC (caracteres 5 a 10) no es una fecha válida.'],
    ['GODE560230GR8', 'person', 'La fecha del RFC (caracteres 5 a 10) no es una fecha válida.'],
    ['EKU9002303C9', 'company', 'La fecha del RFC (caracteres 4 a 9) no es una fecha válida.'],
    ['GODE561231GR9', 'person', 'El RFC no es válido: revisa la homoclave (los últimos 3 caracteres).'],
  ] as const)('%j as %s → %j', (rfc, kind, message) => {
    expect(validateRfc(rfc, kind)).toBe(message);
  });

  it('asks for it when required and empty', () => {
    expect(validateRfc('', 'company', { required: true })).toBe('Escribe el RFC.');
  });

  it('accepts every well-formed RFC with its SAT check digit (person and company)', () => {
    fc.assert(
      fc.property(rfcOf('person'), (rfc) => {
        expect(validateRfc(rfc, 'person')).toBeNull();
      }),
    );
    fc.assert(
      fc.property(rfcOf('company'), (rfc) => {
        expect(validateRfc(rfc, 'company')).toBeNull();
      }),
    );
  });

  it('rejects any RFC whose check digit was changed', () => {
    fc.assert(
      fc.property(rfcOf('person'), fc.nat(), (rfc, pick) => {
        expect(validateRfc(withWrongLastChar(rfc, '0123456789A', pick), 'person')).toMatch(/homoclave/);
      }),
    );
  });

  it('a person RFC is never a company RFC and vice versa', () => {
    fc.assert(
      fc.property(rfcOf('person'), (rfc) => {
        expect(validateRfc(rfc, 'company')).not.toBeNull();
      }),
    );
    fc.assert(
      fc.property(rfcOf('company'), (rfc) => {
        expect(validateRfc(rfc, 'person')).not.toBeNull();
      }),
    );
  });

  it('normalising trims, upper-cases and drops separators, and is idempotent', () => {
    fc.assert(
      fc.property(
        rfcOf('person').chain((rfc) => fc.tuple(fc.constant(rfc), noisy(rfc))),
        ([rfc, typed]) => {
          expect(normalizeRfc(typed)).toBe(rfc);
          expect(normalizeRfc(normalizeRfc(typed))).toBe(rfc);
        },
      ),
    );
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(normalizeRfc(normalizeRfc(text))).toBe(normalizeRfc(text));
      }),
    );
  });

  it('keeps Ñ and & (they are valid RFC letters)', () => {
    expect(normalizeRfc('ñoño800101ab1')).toBe('ÑOÑO800101AB1');
    const base = 'ÑAÑ&800101AB';
    expect(validateRfc(base + rfcCheckDigit(base), 'person')).toBeNull();
  });
});

// --- CURP -------------------------------------------------------------------

describe('CURP', () => {
  it('accepts a real CURP', () => {
    expect(validateCurp('HEGG560427MVZRRL04')).toBeNull();
  });

  it.each([
    ['', null],
    ['HEGG560427MVZRRL0', 'La CURP tiene 18 caracteres (escribiste 17).'],
    ['HEGG560427MVZRRL044', 'La CURP tiene 18 caracteres (escribiste 19).'],
    ['H3GG560427MVZRRL04', 'La CURP no tiene un formato válido. Ejemplo: HEGG560427MVZRRL04.'],
    ['HEGG560427MZZRRL04', 'La CURP no tiene un formato válido. Ejemplo: HEGG560427MVZRRL04.'],
    ['HEGG560427FVZRRL04', 'La CURP no tiene un formato válido. Ejemplo: HEGG560427MVZRRL04.'],
    ['HEGG561327MVZRRL04', 'La fecha de nacimiento de la CURP (caracteres 5 a 10) no es válida.'],
    ['HEGG560427MVZRRL05', 'La CURP no es válida: revisa el último carácter (dígito verificador).'],
  ] as const)('%j → %j', (curp, message) => {
    expect(validateCurp(curp)).toBe(message);
  });

  it('uses the differentiator to know the century: 29 Feb 1900 does not exist, 29 Feb 2000 does', () => {
    const born1900 = 'AAAA000229HDFBBB0';
    const born2000 = 'AAAA000229HDFBBBA';
    expect(validateCurp(born1900 + curpCheckDigit(born1900))).toMatch(/fecha de nacimiento/);
    expect(validateCurp(born2000 + curpCheckDigit(born2000))).toBeNull();
  });

  it('asks for it when required and empty', () => {
    expect(validateCurp('', { required: true })).toBe('Escribe la CURP.');
  });

  it('accepts every well-formed CURP with its check digit', () => {
    fc.assert(
      fc.property(validCurp, (curp) => {
        expect(validateCurp(curp)).toBeNull();
      }),
    );
  });

  it('rejects any CURP whose check digit was changed', () => {
    fc.assert(
      fc.property(validCurp, fc.nat(), (curp, pick) => {
        expect(validateCurp(withWrongLastChar(curp, '0123456789', pick))).toMatch(/dígito verificador/);
      }),
    );
  });

  it('normalising trims, upper-cases and drops separators, and is idempotent', () => {
    fc.assert(
      fc.property(
        validCurp.chain((curp) => fc.tuple(fc.constant(curp), noisy(curp))),
        ([curp, typed]) => {
          expect(normalizeCurp(typed)).toBe(curp);
          expect(validateCurp(normalizeCurp(typed))).toBeNull();
        },
      ),
    );
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(normalizeCurp(normalizeCurp(text))).toBe(normalizeCurp(text));
      }),
    );
  });
});

// --- Phones -----------------------------------------------------------------

const nationalNumber = fc.tuple(char('123456789'), letters('0123456789', 9)).map(([first, rest]) => first + rest);

describe('phones (+52 and 10 digits)', () => {
  it.each([
    ['5512345678', '+525512345678'],
    ['55 1234 5678', '+525512345678'],
    ['(55) 1234-5678', '+525512345678'],
    ['+52 55 1234 5678', '+525512345678'],
    ['+52 1 55 1234 5678', '+525512345678'],
    ['442 123 4567', '+524421234567'],
    ['551234567', null],
    ['55123456789', null],
    ['', null],
  ])('%j → %j', (typed, e164) => {
    expect(normalizeMexicanPhone(typed)).toBe(e164);
  });

  it.each([
    ['5512345678', '55 1234 5678'],
    ['+523312345678', '33 1234 5678'],
    ['8112345678', '81 1234 5678'],
    ['4421234567', '442 123 4567'],
    ['99912', '99912'],
  ])('groups %j as %j', (value, shown) => {
    expect(formatMexicanPhone(value)).toBe(shown);
  });

  it('shows the international form', () => {
    expect(formatInternationalPhone('+525547891234')).toBe('+52 55 4789 1234');
    expect(formatInternationalPhone(null)).toBe('');
  });

  it.each([
    ['', {}, null],
    ['', { required: true }, 'Escribe un teléfono.'],
    ['55 1234', {}, 'El teléfono tiene 10 dígitos, sin el +52 (por ejemplo 55 1234 5678).'],
    ['0551234567', {}, 'El teléfono no puede empezar con 0: escribe los 10 dígitos sin prefijos.'],
    ['+52 442 123 4567', {}, null],
  ] as const)('%j %j → %j', (typed, options, message) => {
    expect(validatePhone(typed, options)).toBe(message);
  });

  it('any 10-digit number, however it is written, normalises to +52 and its digits', () => {
    const written = nationalNumber.chain((digits) =>
      fc.tuple(
        fc.constant(digits),
        fc.constantFrom(
          digits,
          `+52${digits}`,
          `+52 1 ${digits}`,
          `52 ${digits}`,
          formatMexicanPhone(digits),
          `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`,
        ),
      ),
    );
    fc.assert(
      fc.property(written, ([digits, typed]) => {
        expect(normalizeMexicanPhone(typed)).toBe(`+52${digits}`);
        expect(validatePhone(typed)).toBeNull();
        expect(phoneNationalDigits(formatMexicanPhone(typed))).toBe(digits);
      }),
    );
  });

  it('the phone input keeps only digits and separators, and is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const once = sanitizePhoneInput(text);
        expect(once).toMatch(/^[\d\s+()-]*$/);
        expect(once.length).toBeLessThanOrEqual(20);
        expect(sanitizePhoneInput(once)).toBe(once);
      }),
    );
  });
});

// --- Postal codes -----------------------------------------------------------

describe('postal codes (5 digits, kept as text)', () => {
  it.each([
    ['01000', null],
    ['76000', null],
    ['03940', null],
    ['', null],
    ['7600', 'El código postal tiene 5 dígitos.'],
    ['00500', 'Ese código postal no existe: los códigos postales empiezan en 01000.'],
  ])('%j → %j', (postalCode, message) => {
    expect(validatePostalCode(postalCode)).toBe(message);
  });

  it('asks for it when required', () => {
    expect(validatePostalCode(' ', { required: true })).toBe('Escribe el código postal.');
  });

  it('keeps the leading zero', () => {
    expect(normalizePostalCode('01000')).toBe('01000');
    expect(normalizePostalCode('C.P. 03940')).toBe('03940');
  });

  it('normalising keeps at most 5 digits and is idempotent', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const once = normalizePostalCode(text);
        expect(once).toMatch(/^\d{0,5}$/);
        expect(normalizePostalCode(once)).toBe(once);
      }),
    );
  });

  it('accepts every code from 01000 to 99999', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1000, max: 99999 }), (n) => {
        expect(validatePostalCode(String(n).padStart(5, '0'))).toBeNull();
      }),
    );
  });
});

// --- Catalogues -------------------------------------------------------------

describe('catalogues', () => {
  it('has the 32 federal entities, with unique codes', () => {
    expect(MEXICAN_STATES).toHaveLength(32);
    expect(new Set(MEXICAN_STATES.map((s) => s.code)).size).toBe(32);
    expect(stateName('CMX')).toBe('Ciudad de México');
    expect(stateName('XXX')).toBe('');
  });

  it('offers regimes and CFDI uses by kind of taxpayer', () => {
    const personRegimes = fiscalRegimesFor('person').map((r) => r.code);
    const companyRegimes = fiscalRegimesFor('company').map((r) => r.code);
    expect(personRegimes).toEqual(expect.arrayContaining(['605', '612', '626']));
    expect(personRegimes).not.toContain('601');
    expect(companyRegimes).toEqual(expect.arrayContaining(['601', '626']));
    expect(companyRegimes).not.toContain('605');
    expect(cfdiUsesFor('person').map((u) => u.code)).toEqual(expect.arrayContaining(['G03', 'S01', 'D01']));
    expect(cfdiUsesFor('company').map((u) => u.code)).not.toContain('D01');
    expect(new Set(FISCAL_REGIMES.map((r) => r.code)).size).toBe(FISCAL_REGIMES.length);
    expect(new Set(CFDI_USES.map((r) => r.code)).size).toBe(CFDI_USES.length);
  });

  it('labels an entry with its code', () => {
    expect(catalogueLabel(FISCAL_REGIMES, '626')).toBe('626 · Régimen Simplificado de Confianza');
    expect(catalogueLabel(CFDI_USES, 'G03')).toBe('G03 · Gastos en general');
    expect(catalogueLabel(CFDI_USES, null)).toBe('');
  });
});
