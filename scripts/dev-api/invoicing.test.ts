// @vitest-environment node
// The invoice rules of the development API: SAT's catalogues as published (read from
// contract/sat/*.csv), the catalogue checks (422), the PAC stand-in (rechazada later) and the deadline.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  REGISTERED_TAXPAYERS,
  catalogueErrors,
  comparableName,
  endsInCapitalRegime,
  invoiceDeadline,
  newInvoice,
  pacRefusal,
  related,
  settleInvoices,
  spanishDay,
} from './invoicing.mjs';
import { parseCsv, satCatalogs } from './sat-catalogs.mjs';
import { COMPANY_RECEIVER } from '../../src/test/fiscal-fixtures.ts';

type Receiver = Parameters<typeof catalogueErrors>[0];
const receiver = (overrides: Partial<Record<keyof Receiver, string>> = {}) => ({ ...COMPANY_RECEIVER, ...overrides }) as Receiver;
const PERSON = { rfc: 'RAOL850412HN6', name: 'JOSE LUIS RAMIREZ ORTIZ', fiscalRegime: '612', postalCode: '03940' };
const fieldsOf = (errors: { field: string }[]) => errors.map((e) => e.field);

describe('the SAT catalogues, read from the committed CSVs', () => {
  it('parses quoted fields with commas and doubled quotes, and CRLF lines', () => {
    expect(parseCsv('a,b\r\n"x, y","say ""hi"""\r\n1,\n')).toEqual([
      ['a', 'b'],
      ['x, y', 'say "hi"'],
      ['1', ''],
    ]);
  });

  it('has every regime and use of the CSVs (and of the contract’s enums), with their person kinds and allowed regimes', () => {
    const { regimes, uses } = satCatalogs();
    const csvRows = (name: string) => parseCsv(readFileSync(`contract/sat/${name}`, 'utf8')).length - 1;
    expect(regimes.size).toBe(csvRows('c_RegimenFiscal.csv'));
    expect(uses.size).toBe(csvRows('c_UsoCFDI.csv'));
    expect(regimes.get('605')).toEqual({
      code: '605',
      description: 'Sueldos y Salarios e Ingresos Asimilados a Salarios',
      fisica: true,
      moral: false,
    });
    expect(regimes.get('622')?.description).toBe('Actividades Agrícolas, Ganaderas, Silvícolas y Pesqueras');
    expect(uses.get('G03')).toMatchObject({ description: 'Gastos en general', fisica: true, moral: true });
    // "…, 625,626": the SAT's spacing varies; both are read.
    expect(uses.get('G01')?.regimes.has('626')).toBe(true);
    expect(uses.get('G03')?.regimes.has('605')).toBe(false);
    expect([...(uses.get('CN01')?.regimes ?? [])]).toEqual(['605']);
  });
});

describe('catalogueErrors (422 at once)', () => {
  const { regimes, uses } = satCatalogs();
  const codes = (map: Map<string, unknown>) => [...map.keys()];

  it('accepts the example customers’ data', () => {
    expect(catalogueErrors(receiver())).toEqual([]);
    expect(catalogueErrors(receiver(PERSON))).toEqual([]);
  });

  it('property: a regime and a use are accepted exactly when c_UsoCFDI allows them for that kind of person (CP01 and CN01 never)', () => {
    fc.assert(
      fc.property(fc.constantFrom(...codes(regimes)), fc.constantFrom(...codes(uses)), fc.boolean(), (regime, use, isPerson) => {
        const data = isPerson ? { ...PERSON, fiscalRegime: regime, cfdiUse: use } : { fiscalRegime: regime, cfdiUse: use };
        const kind = isPerson ? 'fisica' : 'moral';
        const r = regimes.get(regime)!;
        const u = uses.get(use)!;
        const allowed = r[kind] && u[kind] && u.regimes.has(regime) && use !== 'CP01' && use !== 'CN01';
        const errors = catalogueErrors(receiver(data));
        expect(errors.length === 0).toBe(allowed);
        for (const field of fieldsOf(errors)) expect(['fiscalRegime', 'cfdiUse']).toContain(field);
      }),
    );
  });

  it('names the pair as the contract’s example does (G03 with 605)', () => {
    expect(catalogueErrors(receiver({ ...PERSON, fiscalRegime: '605' }))).toEqual([
      {
        field: 'cfdiUse',
        message:
          'El uso G03 (Gastos en general) no está permitido para el régimen 605 (Sueldos y Salarios e Ingresos Asimilados a Salarios).',
      },
    ]);
  });

  it('CP01 and CN01 are refused, saying what they are for', () => {
    expect(catalogueErrors(receiver({ cfdiUse: 'CP01' }))[0].message).toMatch(/complementos de pago/);
    expect(catalogueErrors(receiver({ ...PERSON, fiscalRegime: '605', cfdiUse: 'CN01' }))[0].message).toMatch(/recibos de nómina/);
  });

  it('the generic RFC only with S01 and régimen 616', () => {
    const generic = { rfc: 'XAXX010101000', name: 'PUBLICO EN GENERAL', postalCode: '76000' };
    expect(catalogueErrors(receiver({ ...generic, fiscalRegime: '616', cfdiUse: 'S01' }))).toEqual([]);
    expect(fieldsOf(catalogueErrors(receiver({ ...generic, fiscalRegime: '616', cfdiUse: 'G03' })))).toEqual(['cfdiUse']);
    expect(fieldsOf(catalogueErrors(receiver({ ...generic, fiscalRegime: '612', cfdiUse: 'S01' })))).toEqual(['fiscalRegime']);
  });

  it.each([
    'CONSTRUCTORA DEL BAJIO SA DE CV',
    'Constructora del Bajío, S.A. de C.V.',
    'CONSTRUCTORA DEL BAJIO S. DE R.L. DE C.V.',
    'CONSTRUCTORA DEL BAJIO S.A.P.I. DE C.V.',
    'DESPACHO PEREZ S.C.',
    'FUNDACION AYUDA A.C.',
    'CONSTRUCTORA DEL BAJIO S.A.',
  ])('a razón social ending in its capital regime is refused on name: %s', (name) => {
    expect(catalogueErrors(receiver({ name }))).toEqual([
      { field: 'name', message: 'Escribe la razón social sin el régimen capital (S.A. de C.V.), como en tu constancia.' },
    ]);
  });

  it.each(['CONSTRUCTORA DEL BAJIO', 'SACRAMENTO CONSTRUCCIONES', 'GRUPO ASESA', 'ACME SCAFFOLDING'])(
    '%s has no capital regime',
    (name) => {
      expect(endsInCapitalRegime(name)).toBe(false);
    },
  );

  it('the RFC check digit is not checked (the SAT has issued RFCs whose digit does not compute)', () => {
    expect(catalogueErrors(receiver({ rfc: 'CBA090615K21' }))).toEqual([]);
  });
});

describe('the PAC stand-in (rechazada later)', () => {
  it('stamps the registered taxpayers’ own data, names compared ignoring case, accents and repeated spaces', () => {
    for (const [rfc, taxpayer] of REGISTERED_TAXPAYERS) {
      for (const fiscalRegime of taxpayer.regimes)
        expect(pacRefusal(receiver({ rfc, name: taxpayer.name, postalCode: taxpayer.postalCode, fiscalRegime }))).toBeNull();
    }
    expect(pacRefusal(receiver({ name: '  constructora   del Bajío ' }))).toBeNull();
    expect(comparableName('María José  Hernández Ñúñez')).toBe('MARIA JOSE HERNANDEZ NUNEZ');
  });

  it('the example customers are registered as the contract’s examples hold them', () => {
    expect(REGISTERED_TAXPAYERS.get('CBA090615K22')).toEqual({ name: 'CONSTRUCTORA DEL BAJIO', postalCode: '76000', regimes: ['601'] });
    expect(REGISTERED_TAXPAYERS.get('RAOL850412HN6')).toEqual({ name: 'JOSE LUIS RAMIREZ ORTIZ', postalCode: '03940', regimes: ['612'] });
  });

  it('refuses an RFC it does not list, a name or postal code that differ, a regime the taxpayer lacks: on each field', () => {
    expect(pacRefusal(receiver({ rfc: 'ZZZ010101ZZ9' }))?.fields.map((f) => f.field)).toEqual(['rfc']);
    const several = pacRefusal(receiver({ name: 'OTRA EMPRESA', postalCode: '76100', fiscalRegime: '603' }));
    expect(several?.fields.map((f) => f.field)).toEqual(['name', 'postalCode', 'fiscalRegime']);
    expect(several?.reason).toMatch(/nombre/);
  });

  it('property: any change of the name beyond case, accents and spaces is refused', () => {
    fc.assert(
      fc.property(
        fc.string({ minLength: 1, maxLength: 8 }).filter((s) => comparableName(s) !== ''),
        (extra) => {
          const refusal = pacRefusal(receiver({ name: `CONSTRUCTORA DEL BAJIO ${extra}` }));
          expect(refusal?.fields.map((f) => f.field)).toEqual(['name']);
        },
      ),
    );
  });
});

describe('the deadline', () => {
  it("is 31 December of the Mexico City year the payment was completed in (the SAT's window); null when not completed", () => {
    const paid = { status: 'COMPLETED', creation_date: '2026-10-31T23:30:00-06:00', operation_date: '2026-10-31T23:30:00-06:00' } as const;
    expect(invoiceDeadline(paid)).toBe('2026-12-31');
    // 05:30 UTC on 1 January is still 31 December in Mexico City: that year's window.
    expect(invoiceDeadline({ ...paid, operation_date: '2027-01-01T05:30:00Z' })).toBe('2026-12-31');
    expect(invoiceDeadline({ ...paid, operation_date: '2027-01-01T06:30:00Z' })).toBe('2027-12-31');
    expect(invoiceDeadline({ ...paid, status: 'FAILED' })).toBeNull();
    expect(invoiceDeadline({ ...paid, status: 'REFUNDED' })).toBeNull();
  });

  it('is named in Spanish (es-MX)', () => {
    expect(spanishDay('2026-10-31')).toBe('31 de octubre de 2026');
    expect(spanishDay('2027-01-01')).toBe('1 de enero de 2027');
  });
});

describe('statuses over time (settleInvoices)', () => {
  type Account = Parameters<typeof settleInvoices>[0];
  type Invoice = ReturnType<typeof newInvoice>;
  const DELAY = 1500;
  const T0 = Date.parse('2026-11-22T18:00:00Z');

  /** A correction requested at T0 of a vigente invoice (refused by the PAC when `refused`), as replaceInvoice leaves it. */
  function correction(refused: boolean) {
    const original: Invoice = {
      ...newInvoice(receiver()),
      uuid: '5FB2822E-396D-4725-8521-CDC4BDD20CCF',
      status: 'en_cancelacion',
      issued_at: '2026-11-05T10:44:02-06:00',
    };
    const replacement = newInvoice(receiver({ cfdiUse: 'I04' }), related(original, '01'));
    const account = {
      payments: [{ id: 'tr1', invoice: replacement }],
      pastInvoices: [{ paymentId: 'tr1', invoice: original }],
      invoiceJobs: [
        {
          kind: 'stamp',
          at: T0 + DELAY,
          paymentId: 'tr1',
          invoice: replacement,
          refusal: refused ? pacRefusal(receiver({ postalCode: '76100' })) : null,
          original,
        },
      ],
    } as unknown as Account;
    const outbox: unknown[] = [];
    const settle = (at: number) =>
      settleInvoices(account, {
        world: { outbox } as never,
        now: new Date(at),
        publicUrl: 'http://api.test',
        appOrigin: 'http://app.test',
        delayMs: DELAY,
        log: () => {},
      });
    const state = () => ({
      replacement: {
        ...replacement,
        uuid: replacement.uuid ? 'UUID' : null,
        pdf_url: null,
        xml_url: null,
        replaces: replacement.replaces?.status,
      },
      original: { status: original.status, replacedBy: original.replaced_by?.status ?? null },
      mails: outbox.length,
    });
    return { settle, state };
  }

  it('property: where a correction stands depends only on the time, however many reads came before', () => {
    fc.assert(
      fc.property(
        fc.boolean(),
        fc.array(fc.integer({ min: 0, max: 4 * DELAY }), { maxLength: 8 }),
        fc.integer({ min: 0, max: 4 * DELAY }),
        (refused, reads, last) => {
          const read = correction(refused);
          for (const at of [...reads].sort((a, b) => a - b).filter((at) => at <= last)) read.settle(T0 + at);
          read.settle(T0 + last);
          const once = correction(refused);
          once.settle(T0 + last);
          expect(read.state()).toEqual(once.state());
        },
      ),
    );
  });

  it('en_timbrado → vigente after the delay, the original en_cancelacion → cancelada after another; refused: the original vigente again', () => {
    const ok = correction(false);
    ok.settle(T0 + DELAY - 1);
    expect(ok.state()).toMatchObject({ replacement: { status: 'en_timbrado' }, original: { status: 'en_cancelacion' }, mails: 0 });
    ok.settle(T0 + DELAY);
    expect(ok.state()).toMatchObject({
      replacement: { status: 'vigente', uuid: 'UUID', replaces: 'en_cancelacion' },
      original: { status: 'en_cancelacion', replacedBy: 'vigente' },
      mails: 1,
    });
    ok.settle(T0 + 2 * DELAY);
    expect(ok.state()).toMatchObject({ replacement: { replaces: 'cancelada' }, original: { status: 'cancelada', replacedBy: 'vigente' } });

    const refused = correction(true);
    refused.settle(T0 + 10 * DELAY);
    expect(refused.state()).toMatchObject({
      replacement: { status: 'rechazada', uuid: null, replaces: 'vigente' },
      original: { status: 'vigente', replacedBy: null },
    });
  });
});
