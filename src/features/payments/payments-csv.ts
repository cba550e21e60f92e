// "Exportar CSV": the file rules every export shares (src/lib/csv.ts: UTF-8 with a BOM, commas,
// CRLF, formula-safe text), amounts as plain numbers with a decimal point and dates as
// "21/11/2026 09:15" in Mexico City time: what Excel in es-MX reads as numbers and as dates. The
// header says the time zone.
import { brandLabel, lastFour } from '@/lib/cards/card-display';
import { csvDocument, csvFileName as datedFileName, csvText } from '@/lib/csv';
import { methodLabel } from './method-label';
import { paymentBadgeDisplay, signedAmount } from './payment-status';
import type { Payment } from '@/lib/payments/types';
import { parseInstant, parseWallClock } from '@/lib/dates';

export const CSV_COLUMNS = [
  // The time zone goes in the header: the file keeps one header row, which Excel needs.
  'Fecha (hora de la Ciudad de México)',
  'Concepto',
  'Cotización',
  // The brand of a card, or the method's name ("Transferencia SPEI"): the others have no card.
  'Método de pago',
  'Terminación',
  'Monto',
  'Moneda',
  'Estado',
  'Autorización',
  'Número de orden',
  'ID del pago',
  'Motivo del rechazo',
  'Folio fiscal (UUID)',
] as const;

/** A number cell: plain digits with a decimal point, never a thousands separator. */
export function csvNumber(value: number): string {
  return Number.isFinite(value) ? value.toFixed(2) : '';
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/**
 * The date and time in Mexico City (24 h, to the minute) as Excel in es-MX reads a date:
 * "2026-11-21T15:15:42Z" → "21/11/2026 09:15". A value without an offset is written as it came,
 * as the screens show it (formatDateTime). Empty when unreadable.
 */
export function csvDate(iso: string | null | undefined): string {
  // The time zone database gives the offset of that day (-06:00, or -05:00 in summers up to 2022).
  const date = parseInstant(iso) ?? parseWallClock(iso);
  if (!date) return '';
  return `${pad(date.day)}/${pad(date.month)}/${pad(date.year, 4)} ${pad(date.hour)}:${pad(date.minute)}`;
}

function paymentCsvRow(payment: Payment): string[] {
  return [
    csvDate(payment.creation_date),
    csvText(payment.description),
    csvText(payment.quotation?.folio),
    csvText(payment.method === 'card' ? brandLabel(payment.card?.brand) : methodLabel(payment)),
    csvText(lastFour(payment.card?.card_number)),
    csvNumber(signedAmount(payment)),
    csvText(payment.currency),
    csvText(paymentBadgeDisplay(payment).label),
    csvText(payment.authorization),
    csvText(payment.order_id),
    csvText(payment.id),
    csvText(payment.error_message),
    csvText(payment.invoice?.uuid),
  ];
}

export function paymentsToCsv(payments: readonly Payment[]): string {
  return csvDocument(CSV_COLUMNS, payments.map(paymentCsvRow));
}

/** pagos-cotiza-2026-11-22.csv (the day in Mexico City). */
export function csvFileName(now?: Date): string {
  return datedFileName('pagos-cotiza', now);
}
