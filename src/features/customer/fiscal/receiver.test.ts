// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { rfcOf, withWrongLastChar } from '@/test/mexican-arbitraries';
import { cfdiUsesFor, fiscalRegimesFor } from './catalogues';
import {
  companyNameRegimeSuffix,
  companyNameWithoutRegime,
  invoiceReceiverNotices,
  normalizeInvoiceReceiver,
  validateInvoiceReceiver,
  type InvoiceReceiverValues,
} from './receiver';
import { COMPANY_RECEIVER } from '@/test/fiscal-fixtures';

const company: InvoiceReceiverValues = { ...COMPANY_RECEIVER };
const person: InvoiceReceiverValues = {
  rfc: 'RAOL850412HN6',
  name: 'JOSE LUIS RAMIREZ ORTIZ',
  fiscalRegime: '612',
  postalCode: '03940',
  cfdiUse: 'G03',
  email: 'joseluis.ramirez@gmail.com',
};

describe('an invoice receiver', () => {
  it('accepts a company and a person as their constancias say', () => {
    expect(validateInvoiceReceiver(company)).toEqual({});
    expect(validateInvoiceReceiver(person)).toEqual({});
  });

  it('refuses a use the regime does not allow, on the use (G03 with 605)', () => {
    expect(validateInvoiceReceiver({ ...person, fiscalRegime: '605' })).toEqual({
      cfdiUse: 'El SAT no permite el uso G03 (Gastos en general) con el régimen 605 (Sueldos y Salarios e Ingresos Asimilados a Salarios).',
    });
    expect(validateInvoiceReceiver({ ...person, fiscalRegime: '605', cfdiUse: 'D01' })).toEqual({});
  });

  it('refuses a regime of the other kind of taxpayer, on the regime', () => {
    expect(validateInvoiceReceiver({ ...company, fiscalRegime: '612' }).fiscalRegime).toBe(
      'El régimen 612 no es de persona moral, y tu RFC sí.',
    );
    expect(validateInvoiceReceiver({ ...person, fiscalRegime: '601' }).fiscalRegime).toBe(
      'El régimen 601 no es de persona física, y tu RFC sí.',
    );
  });

  it('takes the generic RFC XAXX010101000 only with régimen 616 and use S01', () => {
    const publicReceiver = { ...person, rfc: 'XAXX010101000', name: 'PUBLICO EN GENERAL', fiscalRegime: '616', cfdiUse: 'S01' };
    expect(validateInvoiceReceiver(publicReceiver)).toEqual({});
    expect(validateInvoiceReceiver({ ...publicReceiver, cfdiUse: 'G03' }).cfdiUse).toMatch(/solo permite el uso S01/);
    expect(validateInvoiceReceiver({ ...publicReceiver, fiscalRegime: '612', cfdiUse: 'S01' }).fiscalRegime).toMatch(/el régimen es 616/);
    expect(validateInvoiceReceiver({ ...publicReceiver, rfc: 'XEXX010101000' }).rfc).toMatch(/extranjero/);
  });

  it("asks for a company's name without its capital regime, with the name it should be", () => {
    for (const written of ['S.A. de C.V.', 'SA DE CV', 's. de r.l. de c.v.', 'S.A.P.I. de C.V.', 'S.C.', 'A.C.', 'S.A.']) {
      const name = `CONSTRUCTORA DEL BAJIO, ${written}`;
      expect(companyNameRegimeSuffix(name)).toBe(written);
      expect(companyNameWithoutRegime(name)).toBe('CONSTRUCTORA DEL BAJIO');
      expect(validateInvoiceReceiver({ ...company, name }).name).toBe(
        `Escribe la razón social sin el régimen capital («${written}»), como en tu constancia: CONSTRUCTORA DEL BAJIO.`,
      );
    }
    // A person's name is never cut, and a company's without a regime is left alone.
    expect(validateInvoiceReceiver({ ...person, name: 'ANA SA' })).toEqual({});
    expect(companyNameRegimeSuffix('CASA DEL SOL')).toBeNull();
  });

  it('accepts an RFC whose check digit does not compute, with a notice that never blocks', () => {
    fc.assert(
      fc.property(rfcOf('company'), fc.nat(), (rfc, pick) => {
        const receiver = { ...company, rfc: withWrongLastChar(rfc, '0123456789A', pick) };
        expect(validateInvoiceReceiver(receiver)).toEqual({});
        expect(invoiceReceiverNotices(receiver).rfc).toMatch(/^Revisa tu RFC: el dígito verificador no coincide/);
      }),
    );
    expect(invoiceReceiverNotices(company)).toEqual({});
  });

  it('every pair the form offers passes, for any well-formed RFC of that kind', () => {
    const pairs = (kind: 'person' | 'company') =>
      fiscalRegimesFor(kind).flatMap((regime) => cfdiUsesFor(kind, regime.code).map((use) => [regime.code, use.code] as const));
    fc.assert(
      fc.property(fc.constantFrom(...pairs('person')), rfcOf('person'), ([fiscalRegime, cfdiUse], rfc) => {
        expect(validateInvoiceReceiver({ ...person, rfc, fiscalRegime, cfdiUse })).toEqual({});
      }),
    );
    fc.assert(
      fc.property(fc.constantFrom(...pairs('company')), rfcOf('company'), ([fiscalRegime, cfdiUse], rfc) => {
        expect(validateInvoiceReceiver({ ...company, rfc, fiscalRegime, cfdiUse })).toEqual({});
      }),
    );
  });

  it('says what is missing, field by field, and normalises what people type', () => {
    const empty = validateInvoiceReceiver({ rfc: '', name: ' ', fiscalRegime: '', postalCode: '', cfdiUse: '', email: '' });
    expect(Object.keys(empty).sort()).toEqual(['cfdiUse', 'email', 'fiscalRegime', 'name', 'postalCode', 'rfc']);
    expect(empty.rfc).toBe('Escribe el RFC como aparece en tu constancia de situación fiscal.');
    expect(empty.name).toBe('Escribe el nombre o la razón social como aparece en tu constancia.');
    expect(empty.fiscalRegime).toBe('Elige tu régimen fiscal.');
    expect(empty.cfdiUse).toBe('Elige el uso del CFDI.');
    expect(normalizeInvoiceReceiver({ ...company, rfc: ' cba-090615 k22 ', name: '  CONSTRUCTORA   DEL BAJIO ' })).toEqual(company);
  });
});
