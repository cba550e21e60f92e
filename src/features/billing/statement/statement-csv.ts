// "Descargar CSV" of Estado de cuenta: the screen's figures by the export rules of src/lib/csv.ts
// (Excel es-MX: BOM, commas, formula-safe text, plain numbers, Mexico City dates). One header
// row; the opening balance first, the closing balance and the aging last, as the screen shows them.
import { csvDate, csvDay, csvDocument, csvNumber, csvText } from '@/lib/csv';
import type { components } from '@/lib/api/schema';

export type Statement = components['schemas']['Statement'];
export type StatementEntry = Statement['entries'][number];
type Aging = Statement['aging'];

/**
 * Each kind of movement as the screen and the CSV name it, and what it means to the customer where
 * its column could surprise: money given back is a cargo (it is owed again), so it says so.
 */
export const ENTRY_KINDS: Record<StatementEntry['kind'], { label: string; note?: string }> = {
  quotation: { label: 'Cotización emitida' },
  payment: { label: 'Pago recibido' },
  refund: { label: 'Reembolso', note: 'Te devolvimos este pago, así que su monto vuelve a lo que debes.' },
  chargeback: { label: 'Contracargo', note: 'Tu banco te devolvió este pago, así que su monto vuelve a lo que debes.' },
  cancellation: { label: 'Cancelación', note: 'Ya no debes lo que quedaba por pagar de esta cotización.' },
};

/**
 * The two amount columns and the balance: their names and what each does, said once for the
 * screen's legend and the CSV's header. Amounts are never signed; only a balance in the customer's
 * favour is negative.
 */
export const AMOUNT_WORDS = {
  charge: { label: 'Cargo', meaning: 'suma a lo que debes' },
  credit: { label: 'Abono', meaning: 'resta de lo que debes' },
  balance: { label: 'Saldo', meaning: 'lo que debes (en negativo es a tu favor)' },
} as const;

/** "Cargo: suma a lo que debes". */
export const explainedAmount = (key: keyof typeof AMOUNT_WORDS) => `${AMOUNT_WORDS[key].label}: ${AMOUNT_WORDS[key].meaning}`;

/** The amount of a movement: in its column's word ("Cargo", "Abono"), never as a sign. */
export function entryAmount(entry: Pick<StatementEntry, 'charge' | 'credit'>): { column: 'charge' | 'credit'; amount: number } {
  return entry.charge > 0 ? { column: 'charge', amount: entry.charge } : { column: 'credit', amount: entry.credit };
}

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
  explainedAmount('charge'),
  explainedAmount('credit'),
  explainedAmount('balance'),
  'Nota de crédito (folio fiscal)',
] as const;

export function statementToCsv(statement: Statement): string {
  const { period } = statement;
  const summary = (label: string, day: string, balance: number) => [
    csvDay(day),
    csvText(label),
    '',
    '',
    '',
    '',
    '',
    csvNumber(balance),
    '',
  ];
  const rows = [
    summary('Saldo inicial', period.from, statement.openingBalance),
    ...statement.entries.map((entry) => [
      csvDate(entry.date),
      csvText(ENTRY_KINDS[entry.kind].label),
      csvText(entry.folio),
      csvText(entry.paymentId),
      csvText(entry.description),
      csvNumber(entry.charge),
      csvNumber(entry.credit),
      csvNumber(entry.balance),
      csvText(entry.creditNoteUuid ?? null),
    ]),
    // The totals in their columns, then what the customer owes at the end.
    ['', csvText('Total del periodo'), '', '', '', csvNumber(statement.totalCharges), csvNumber(statement.totalCredits), '', ''],
    summary('Saldo final', period.to, statement.closingBalance),
    ...AGING_LABELS.map(([key, label]) => summary(`Pendiente: ${label}`, period.to, statement.aging[key])),
  ];
  return csvDocument(STATEMENT_CSV_COLUMNS, rows);
}

/** estado-de-cuenta-2026-10-01-a-2026-10-31.csv */
export function statementFileName(statement: Statement): string {
  return `estado-de-cuenta-${statement.period.from}-a-${statement.period.to}.csv`;
}
