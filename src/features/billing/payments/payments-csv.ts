// "Exportar CSV": the file rules every export shares (src/lib/csv.ts: UTF-8 with a BOM, commas,
// CRLF, formula-safe text), amounts as plain numbers with a decimal point and dates as
// "21/11/2026 09:15" in Mexico City time: what Excel in es-MX reads as numbers and as dates. The
// header says the time zone.
import { brandLabel, lastFour } from '@/features/payment-methods';
import { csvDate, csvFileName as datedFileName, csvHeaders, csvNumber, csvTable, csvText, type CsvColumn } from '@/lib/csv';

import { methodLabel } from './method-label';
import { paymentBadgeDisplay, signedAmount } from './payment-status';
import type { Payment } from '@/features/billing/payments/types';

const PAYMENT_COLUMNS: readonly CsvColumn<Payment>[] = [
  // The time zone goes in the header: the file keeps one header row, which Excel needs.
  ['Fecha (hora de la Ciudad de México)', (payment) => csvDate(payment.creation_date)],
  ['Concepto', (payment) => csvText(payment.description)],
  ['Cotización', (payment) => csvText(payment.quotation?.folio)],
  // The brand of a card, or the method's name ("Transferencia SPEI"): the others have no card.
  ['Método de pago', (payment) => csvText(payment.method === 'card' ? brandLabel(payment.card?.brand) : methodLabel(payment))],
  ['Terminación', (payment) => csvText(lastFour(payment.card?.card_number))],
  ['Monto', (payment) => csvNumber(signedAmount(payment))],
  ['Moneda', (payment) => csvText(payment.currency)],
  ['Estado', (payment) => csvText(paymentBadgeDisplay(payment).label)],
  ['Autorización', (payment) => csvText(payment.authorization)],
  ['Número de orden', (payment) => csvText(payment.order_id)],
  ['ID del pago', (payment) => csvText(payment.id)],
  ['Motivo del rechazo', (payment) => csvText(payment.error_message)],
  ['Folio fiscal (UUID)', (payment) => csvText(payment.invoice?.uuid)],
];

export const CSV_COLUMNS = csvHeaders(PAYMENT_COLUMNS);

export function paymentsToCsv(payments: readonly Payment[]): string {
  return csvTable(PAYMENT_COLUMNS, payments);
}

/** pagos-cotiza-2026-11-22.csv (the day in Mexico City). */
export function csvFileName(now?: Date): string {
  return datedFileName('pagos-cotiza', now);
}
