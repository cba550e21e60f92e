// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { noisy, rfcOf, withWrongLastChar } from '@/test/mexican-arbitraries';
import {
  CFDI_USES,
  FISCAL_REGIMES,
  GENERIC_RFCS,
  catalogueLabel,
  cfdiUsesFor,
  fiscalRegimesFor,
  normalizeRfc,
  rfcCheckDigit,
  rfcCheckDigitNotice,
  validateRfc,
} from './';

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
    ['GODE561231GR9', 'person', null], // the check digit is only a notice
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

  it('accepts an RFC whose check digit does not compute (the SAT has issued some), with a gentle notice', () => {
    fc.assert(
      fc.property(rfcOf('person'), fc.nat(), (rfc, pick) => {
        const changed = withWrongLastChar(rfc, '0123456789A', pick);
        expect(validateRfc(changed, 'person')).toBeNull();
        expect(rfcCheckDigitNotice(changed)).toBe(
          'Revisa tu RFC: el dígito verificador no coincide; si así aparece en tu constancia, puedes continuar.',
        );
        expect(rfcCheckDigitNotice(rfc)).toBeNull();
      }),
    );
    for (const rfc of GENERIC_RFCS) expect(rfcCheckDigitNotice(rfc)).toBeNull();
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

describe('catalogues', () => {
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
