// "Descargar CSV" of Estado de cuenta: the screen's figures by the export rules of src/lib/csv.ts
// (Excel es-MX: BOM, commas, formula-safe text, plain numbers, Mexico City dates). One header
// row; the opening balance first, the closing balance and the aging last, as the screen shows them.
import { csvDate, csvDay, csvDocument, csvNumber, csvText } from '@/lib/csv';
import type { components } from '@/lib/api/schema';

export type Statement = components['schemas']['Statement'];
export type StatementEntry = Statement['entries'][number];
type Aging = Statement['aging'];

export const KIND_LABELS: Record<StatementEntry['kind'], string> = {
  quotation: 'Cotización emitida',
  payment: 'Pago',
  refund: 'Reembolso',
  chargeback: 'Contracargo',
  cancellation: 'Cancelación',
};

/** The aging's five figures, in the screen's order. */
export const AGING_LABELS: readonly [keyof Aging, string][] = [
  ['current', 'Al corriente'],
  ['days1to30', '1 a 30 días vencido'],
  ['days31to60', '31 a 60 días vencido'],
  ['days61to90', '61 a 90 días vencido'],
  ['over90', 'Más de 90 días vencido'],
];

export const STATEMENT_CSV_COLUMNS = [
  'Fecha (hora de la Ciudad de México)',
  'Movimiento',
  'Cotización',
  'ID del pago',
  'Descripción',
  'Cargo',
  'Abono',
  'Saldo',
] as const;

export function statementToCsv(statement: Statement): string {
  const { period } = statement;
  const summary = (label: string, day: string, balance: number) => [csvDay(day), csvText(label), '', '', '', '', '', csvNumber(balance)];
  const rows = [
    summary('Saldo inicial', period.from, statement.openingBalance),
    ...statement.entries.map((entry) => [
      csvDate(entry.date),
      csvText(KIND_LABELS[entry.kind]),
      csvText(entry.folio),
      csvText(entry.paymentId),
      csvText(entry.description),
      csvNumber(entry.charge),
      csvNumber(entry.credit),
      csvNumber(entry.balance),
    ]),
    // The totals in their columns, then what the customer owes at the end.
    ['', csvText('Total del periodo'), '', '', '', csvNumber(statement.totalCharges), csvNumber(statement.totalCredits), ''],
    summary('Saldo final', period.to, statement.closingBalance),
    ...AGING_LABELS.map(([key, label]) => summary(`Pendiente: ${label}`, period.to, statement.aging[key])),
  ];
  return csvDocument(STATEMENT_CSV_COLUMNS, rows);
}

/** estado-de-cuenta-2026-10-01-a-2026-10-31.csv */
export function statementFileName(statement: Statement): string {
  return `estado-de-cuenta-${statement.period.from}-a-${statement.period.to}.csv`;
}
