// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatMoney } from '@/lib/format';
import { STATEMENT_CSV_COLUMNS, statementFileName, statementToCsv } from './statement-csv';
import { makeStatement } from './test/fixtures';

const lines = (csv: string) =>
  csv
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');

describe("Estado de cuenta's CSV", () => {
  const statement = makeStatement();
  const csv = statementToCsv(statement);

  it('follows the export rules: BOM, one header row, CRLF, formula-safe text', () => {
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(lines(csv)[0]).toBe(STATEMENT_CSV_COLUMNS.join(','));
    // The amount columns say what they do to the balance, as the screen's legend does.
    expect(lines(csv)[0]).toBe(
      'Fecha (hora de la Ciudad de México),Movimiento,Cotización,ID del pago,Descripción,Cargo: suma a lo que debes,Abono: resta de lo que debes,Saldo: lo que debes (en negativo es a tu favor),Nota de crédito (folio fiscal)',
    );
    expect(csv).toContain(",'=Reembolso del pago");
    expect(csv).not.toMatch(/,=Reembolso/);
  });

  it('has the same figures as the screen: opening, every movement with its balance, totals, closing and the aging', () => {
    const rows = lines(csv).slice(1);
    expect(rows[0]).toBe('01/10/2026,Saldo inicial,,,,,,4872.00,');
    expect(rows.slice(1, 6)).toEqual([
      '08/10/2026 10:00,Cotización emitida,COT-2026-0135,,Cotización COT-2026-0135 · Mobiliario de oficina,12064.00,0.00,16936.00,',
      '14/10/2026 10:10,Cotización emitida,COT-2026-0139,,Cotización COT-2026-0139 · Equipo de seguridad para obra,50784.80,0.00,67720.80,',
      '22/10/2026 15:27,Pago recibido,COT-2026-0135,trw3k6d9q2n8x1v5b7yj,Pago con tarjeta de la cotización COT-2026-0135,0.00,12064.00,55656.80,',
      "30/10/2026 11:02,Reembolso,COT-2026-0135,trw3k6d9q2n8x1v5b7yj,'=Reembolso del pago de la cotización COT-2026-0135,12064.00,0.00,67720.80,3D5F7B9C-1E3A-4C5E-8F0B-2D4F6A8C0E19",
      '30/10/2026 11:02,Cancelación,COT-2026-0135,,Cancelación de la cotización COT-2026-0135,0.00,12064.00,55656.80,',
    ]);
    expect(rows.slice(6)).toEqual([
      ',Total del periodo,,,,74912.80,24128.00,,',
      '31/10/2026,Saldo final,,,,,,55656.80,',
      '31/10/2026,Pendiente: Al corriente,,,,,,0.00,',
      '31/10/2026,Pendiente: 1 a 30 días vencido,,,,,,50784.80,',
      '31/10/2026,Pendiente: 31 a 60 días vencido,,,,,,4872.00,',
      '31/10/2026,Pendiente: 61 a 90 días vencido,,,,,,0.00,',
      '31/10/2026,Pendiente: Más de 90 días vencido,,,,,,0.00,',
    ]);
    // Each number is the screen's figure without its format ($55,656.80 → 55656.80).
    expect(formatMoney(statement.closingBalance, { forceDecimals: true }).replace(/[$,\s]|MXN/g, '')).toBe('55656.80');
  });

  it('names the file by its period', () => {
    expect(statementFileName(statement)).toBe('estado-de-cuenta-2026-10-01-a-2026-10-31.csv');
  });
});
