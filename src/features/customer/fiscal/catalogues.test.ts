// @vitest-environment node
// The typed catalogues against SAT's published tables (contract/sat/c_UsoCFDI.csv, c_RegimenFiscal.csv).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CFDI_USES, FISCAL_REGIMES, cfdiUsesFor, fiscalRegimesFor, type TaxpayerKind } from './catalogues';
import { unavailableCfdiUseReason } from './receiver';

/** A small CSV reader: commas, double-quoted fields (no quotes inside them in SAT's tables). */
function readCsv(file: string): Record<string, string>[] {
  const [header, ...rows] = readFileSync(join(import.meta.dirname, '../../../../contract/sat', file), 'utf8')
    .trim()
    .split('\n');
  const cells = (line: string) => [...line.matchAll(/("([^"]*)"|[^,]*)(,|$)/g)].slice(0, -1).map((m) => m[2] ?? m[1]!);
  const names = cells(header!);
  return rows.map((row) => Object.fromEntries(cells(row).map((value, i) => [names[i]!, value])));
}

const USES = readCsv('c_UsoCFDI.csv');
const REGIMES = readCsv('c_RegimenFiscal.csv');
const KINDS: TaxpayerKind[] = ['person', 'company'];
const yes = (value: string | undefined) => value === 'Sí';

/** SAT's own pairs: (kind, regime, use) allowed by the tables. */
function satAllows(kind: TaxpayerKind, regime: string, use: string): boolean {
  const regimeRow = REGIMES.find((row) => row.c_RegimenFiscal === regime);
  const useRow = USES.find((row) => row.c_UsoCFDI === use);
  if (!regimeRow || !useRow) return false;
  const kindColumn = kind === 'person' ? 'Física' : 'Moral';
  const useKindColumn = kind === 'person' ? 'Aplica para tipo persona Física' : 'Aplica para tipo persona Moral';
  const regimes = useRow['Régimen Fiscal Receptor']!.split(',').map((code) => code.trim());
  return yes(regimeRow[kindColumn]) && yes(useRow[useKindColumn]) && regimes.includes(regime);
}

// CP01 (payment receipts) and CN01 (payroll) are SAT uses, but never of an income invoice (tipo I).
const NOT_FOR_INCOME_INVOICES = ['CP01', 'CN01'];

describe("SAT's catalogues", () => {
  it('the regimes are c_RegimenFiscal, with its person and company columns', () => {
    expect(FISCAL_REGIMES.map((entry) => [entry.code, entry.person, entry.company])).toEqual(
      REGIMES.map((row) => [row.c_RegimenFiscal, yes(row['Física']), yes(row['Moral'])]),
    );
  });

  it('the uses are c_UsoCFDI less CP01 and CN01, with their columns and allowed regimes', () => {
    const published = USES.filter((row) => !NOT_FOR_INCOME_INVOICES.includes(row.c_UsoCFDI!));
    expect(CFDI_USES.map((entry) => [entry.code, entry.person, entry.company, [...entry.regimes].sort()])).toEqual(
      published.map((row) => [
        row.c_UsoCFDI,
        yes(row['Aplica para tipo persona Física']),
        yes(row['Aplica para tipo persona Moral']),
        row['Régimen Fiscal Receptor']!.split(',')
          .map((code) => code.trim())
          .sort(),
      ]),
    );
  });

  it('the régimen × uso pairs the form offers are exactly the pairs SAT allows', () => {
    for (const kind of KINDS) {
      const offered = fiscalRegimesFor(kind).flatMap((regime) => cfdiUsesFor(kind, regime.code).map((use) => `${regime.code}+${use.code}`));
      const allowed = REGIMES.flatMap((regime) =>
        USES.filter(
          (use) => !NOT_FOR_INCOME_INVOICES.includes(use.c_UsoCFDI!) && satAllows(kind, regime.c_RegimenFiscal!, use.c_UsoCFDI!),
        ).map((use) => `${regime.c_RegimenFiscal}+${use.c_UsoCFDI}`),
      );
      expect(offered.sort()).toEqual(allowed.sort());
    }
  });

  it('a use is missing exactly when SAT does not allow it, and the form says why', () => {
    const regimeCodes = REGIMES.map((row) => row.c_RegimenFiscal!);
    const useCodes = CFDI_USES.map((entry) => entry.code);
    fc.assert(
      fc.property(fc.constantFrom(...KINDS), fc.constantFrom(...regimeCodes), fc.constantFrom(...useCodes), (kind, regime, use) => {
        if (!fiscalRegimesFor(kind).some((entry) => entry.code === regime)) return;
        const reason = unavailableCfdiUseReason(use, kind, regime);
        expect(reason === null).toBe(satAllows(kind, regime, use));
        if (reason) expect(reason).toMatch(/^El (SAT no permite el uso|uso)/);
      }),
    );
  });

  it('the issue’s examples: G03 is not for régimen 605; 616 allows only S01', () => {
    expect(unavailableCfdiUseReason('G03', 'person', '605')).toBe(
      'El SAT no permite el uso G03 (Gastos en general) con el régimen 605 (Sueldos y Salarios e Ingresos Asimilados a Salarios).',
    );
    expect(cfdiUsesFor('person', '616').map((use) => use.code)).toEqual(['S01']);
    expect(cfdiUsesFor('company', '601').map((use) => use.code)).not.toContain('D01');
  });
});
