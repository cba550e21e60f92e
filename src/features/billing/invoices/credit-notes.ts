// Credit notes (CFDI de egreso, TipoRelacion 01 to the income invoice they lower): which a payment
// must have, and their words. A refund of an invoiced payment needs one for the refunded amount
// (LIVA art. 7; CFF art. 29-A); an invoice corrected past its cancellation deadline is offset by one
// for its whole total, and a new invoice is issued. Sources and dates in docs/invoices.md, «Credit
// notes». Read by the development API (it issues them), by contract:verify (it checks a backend's)
// and by the payment screens (the words). Plain TypeScript with type-only imports, for Node too.
import type { components } from '@/lib/api';

type Schemas = components['schemas'];
export type CreditNote = Schemas['CreditNote'];
export type CreditNoteReason = Schemas['CreditNoteReason'];
type Payment = Schemas['Payment'];

/** The reasons in the contract's order. */
export const CREDIT_NOTE_REASONS = ['devolucion', 'correccion_fuera_de_plazo'] as const satisfies readonly CreditNoteReason[];

/** Each reason in words: a short label, and what the note does, for the payment's detail. */
export const CREDIT_NOTE_REASON_WORDS: Readonly<Record<CreditNoteReason, { label: string; text: string }>> = {
  devolucion: { label: 'Devolución', text: 'Disminuye la factura por el monto reembolsado.' },
  correccion_fuera_de_plazo: {
    label: 'Corrección fuera de plazo',
    text: 'Anula el importe de la factura con datos incorrectos, que ya no se podía cancelar; la nueva factura la reemplaza.',
  },
};

/**
 * What a history row says of the payment's credit notes in force: «Con nota de crédito por
 * devolución», «Con 2 notas de crédito»; null when it has none.
 */
export function creditNotesRowText(payment: Pick<Payment, 'credit_notes'>): string | null {
  const notes = (payment.credit_notes ?? []).filter((note) => note.status !== 'cancelada');
  if (notes.length === 0) return null;
  if (notes.length > 1) return `Con ${notes.length} notas de crédito`;
  return `Con nota de crédito por ${CREDIT_NOTE_REASON_WORDS[notes[0]!.reason].label.toLowerCase()}`;
}

/** Whole cents of a decimal MXN amount: what the rule compares. */
const cents = (amount: number): number => Math.round(amount * 100);

/** The payment's credit notes still in force (not cancelled), of one reason. */
export function creditNotesOf(payment: Pick<Payment, 'credit_notes'>, reason: CreditNoteReason): CreditNote[] {
  return (payment.credit_notes ?? []).filter((note) => note.reason === reason && note.status !== 'cancelada');
}

/**
 * The refund a credit note must answer: a REFUNDED payment whose invoice was stamped and valid
 * (vigente, with its UUID). Answers the invoice's UUID and the refunded amount; null when none is owed.
 */
export function refundCreditNoteOwed(
  payment: Pick<Payment, 'status' | 'refund' | 'invoice'>,
): { invoiceUuid: string; total: number } | null {
  const invoice = payment.invoice;
  if (payment.status !== 'REFUNDED' || !payment.refund || !invoice?.uuid) return null;
  if ((invoice.status ?? 'vigente') !== 'vigente') return null;
  return { invoiceUuid: invoice.uuid, total: payment.refund.amount };
}

/**
 * What is wrong with a refunded payment's credit notes, in words; null when nothing is (or when the
 * backend sends no `credit_notes`, an older one, or no note is owed). A note being stamped counts.
 */
export function refundCreditNoteProblem(payment: Pick<Payment, 'status' | 'refund' | 'invoice' | 'credit_notes'>): string | null {
  if (payment.credit_notes === undefined) return null;
  const owed = refundCreditNoteOwed(payment);
  if (!owed) return null;
  const notes = creditNotesOf(payment, 'devolucion');
  if (notes.length === 0) return `reembolsado con su factura ${owed.invoiceUuid} vigente, sin nota de crédito por devolución`;
  const unrelated = notes.find((note) => note.related.uuid !== owed.invoiceUuid);
  if (unrelated)
    return `su nota de crédito por devolución se relaciona con ${unrelated.related.uuid}, no con su factura ${owed.invoiceUuid}`;
  const total = notes.reduce((sum, note) => sum + cents(note.total), 0);
  if (total !== cents(owed.total)) {
    return `sus notas de crédito por devolución suman ${(total / 100).toFixed(2)} y el reembolso fue de ${owed.total.toFixed(2)}`;
  }
  return null;
}

/**
 * What is wrong with a credit note on its own terms, in words; null when nothing is: a correction past
 * the deadline offsets the whole related invoice, so its total is the payment's amount; no note
 * exceeds it.
 */
export function creditNoteProblem(note: CreditNote, payment: Pick<Payment, 'amount'>): string | null {
  if (cents(note.total) > cents(payment.amount)) return `la nota de crédito ${note.uuid ?? '(en timbrado)'} excede el pago`;
  if (note.reason === 'correccion_fuera_de_plazo' && cents(note.total) !== cents(payment.amount)) {
    return `la nota de crédito ${note.uuid ?? '(en timbrado)'} por corrección fuera de plazo no cubre toda la factura`;
  }
  return null;
}
