// "Exportar CSV": the file rules every export shares (src/lib/csv.ts: UTF-8 with a BOM, commas,
// CRLF, formula-safe text), amounts as plain numbers with a decimal point and dates as
// "21/11/2026 09:15" in Mexico City time: what Excel in es-MX reads as numbers and as dates. The
// header says the time zone.
import { brandLabel, lastFour } from '@/features/payment-methods';
import { csvDate, csvDocument, csvFileName as datedFileName, csvNumber, csvText } from '@/lib/csv';

import { methodLabel } from './method-label';
import { paymentBadgeDisplay, signedAmount } from './payment-status';
import type { Payment } from '@/features/billing/payments/types';

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
