// How long a customer may ask for a payment's invoice (CFDI). The SAT lists as a práctica indebida
// denying an invoice because it was not asked for at the moment of the operation: it may be issued
// later, while in the same year as the operation (docs/invoices.md, «Request window», with sources).
// A business may declare a longer window (Payment.invoice_deadline is the server's word), never a
// shorter one. Read by the development API, which declares each payment's deadline by this rule,
// and by invoice-status.ts, which names the rule beside a deadline at a year's end.

const DAY = /^(\d{4})-\d{2}-\d{2}$/;
/** The SAT's window ends on this day (MM-DD) of the operation's year. */
const WINDOW_LAST_DAY = '12-31';

/**
 * The last day (YYYY-MM-DD, Mexico City) the customer may ask for the invoice of an operation made
 * on `operationDay` (its Mexico City day): 31 December of that year.
 */
export function lastInvoiceRequestDay(operationDay: string): string {
  const match = DAY.exec(operationDay);
  if (!match) throw new RangeError(`Not a day (YYYY-MM-DD): ${operationDay}`);
  return `${match[1]}-${WINDOW_LAST_DAY}`;
}

/** A declared deadline falls where the SAT's window ends (a year's end): the rule can be named beside it. */
export function endsLikeSatWindow(deadline: string): boolean {
  return DAY.test(deadline) && deadline.endsWith(`-${WINDOW_LAST_DAY}`);
}
