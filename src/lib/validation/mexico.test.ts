// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { char, letters, noisy, validCurp, withWrongLastChar } from '@/test/mexican-arbitraries';
import {
  MEXICAN_STATES,
  curpCheckDigit,
  formatInternationalPhone,
  formatMexicanPhone,
  normalizeCurp,
  normalizeMexicanPhone,
  normalizePostalCode,
  phoneNationalDigits,
  sanitizePhoneInput,
  stateName,
  validateCurp,
  validatePhone,
  validatePostalCode,
} from './mexico';

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
});
