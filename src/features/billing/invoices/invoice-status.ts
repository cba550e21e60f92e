// One place for what a payment's invoice (CFDI) is and says: its status in words and tone, whether
// the customer may request or correct it, and until when. Shared: Historial (payments) shows it and
// the invoice dialog (invoices) acts on it; a feature never imports another.
import type { components } from '@/lib/api';
import { inMexicoCity, instantMs, parseDay } from '@/lib/dates';
import { formatDateTime } from '@/lib/format';
import type { Payment } from '@/features/billing/payments/types';
import { endsLikeSatWindow } from './invoice-window';
import {
  ACCEPTANCE_NOT_NEEDED_WORDS,
  awaitsCancellationAnswer,
  CANCELLATION_REASON_WORDS,
  CANCELLATION_STATUS_WORDS,
  type InvoiceCancellation,
} from './cancellation-acceptance';

export type InvoiceStatus = components['schemas']['InvoiceStatus'];
export type PaymentInvoice = components['schemas']['PaymentInvoice'];
export type RelatedInvoice = components['schemas']['RelatedInvoice'];
export type InvoiceReceiverData = components['schemas']['InvoiceReceiverData'];

/** The Badge tones a status takes (kept here as strings: shared code does not import the UI kit). */
export type InvoiceTone = 'success' | 'warning' | 'danger' | 'info' | 'neutral';

export const INVOICE_STATUS_WORDS: Record<InvoiceStatus, { label: string; tone: InvoiceTone }> = {
  en_timbrado: { label: 'En timbrado', tone: 'info' },
  vigente: { label: 'Vigente', tone: 'success' },
  rechazada: { label: 'Rechazada', tone: 'danger' },
  en_cancelacion: { label: 'En cancelación', tone: 'warning' },
  cancelada: { label: 'Cancelada', tone: 'neutral' },
};

/**
 * An invoice's status. A backend without invoice requests sends no status: its invoices exist only once
 * stamped, so they are vigente (one with no file and no UUID is read as still being stamped).
 */
export function invoiceStatusOf(invoice: Pick<PaymentInvoice, 'status' | 'uuid' | 'pdf_url' | 'xml_url'>): InvoiceStatus {
  if (invoice.status) return invoice.status;
  return invoice.uuid || invoice.pdf_url || invoice.xml_url ? 'vigente' : 'en_timbrado';
}

/** "2026-11-26": today in Mexico City, the calendar `invoice_deadline` is written in. */
export function todayInMexicoCity(now: Date = new Date()): string {
  return inMexicoCity(now).toCalendarDay().toString();
}

// A calendar day as written (UTC keeps "2026-11-30" the 30th, not the 29th in Mexico City).
const LONG_DAY = new Intl.DateTimeFormat('es-MX', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "30 de noviembre de 2026"; "" when there is no readable deadline (the sentence is then left out). */
export function formatInvoiceDeadline(deadline: string | null | undefined): string {
  const day = parseDay(deadline);
  return day ? LONG_DAY.format(new Date(Date.UTC(day.year, day.month - 1, day.day))) : '';
}

/** "Puedes solicitar tu factura hasta el 31 de diciembre de 2026"; "" without a deadline. */
export function invoiceDeadlineText(payment: Pick<Payment, 'invoice_deadline'>): string {
  const day = formatInvoiceDeadline(payment.invoice_deadline);
  return day ? `Puedes solicitar tu factura hasta el ${day}` : '';
}

/**
 * Why a payment's invoice can no longer be asked for: the day its window ended and, when that is
 * the end of a year, the SAT's rule (an invoice may be issued after the payment, within its year).
 */
export function invoiceDeadlinePassedText(payment: Pick<Payment, 'invoice_deadline'>): string {
  const day = formatInvoiceDeadline(payment.invoice_deadline);
  if (!day) return 'El plazo para solicitar la factura de este pago ya venció.';
  const yearEnd = endsLikeSatWindow(payment.invoice_deadline ?? '')
    ? ' El SAT permite emitir la factura de un pago después de hacerlo, pero dentro del mismo año.'
    : '';
  return `El plazo para solicitar la factura de este pago venció el ${day}.${yearEnd}`;
}

/** The last day written by the server has passed (an absent or null deadline is no known limit). */
export function isPastInvoiceDeadline(payment: Pick<Payment, 'invoice_deadline'>, today: string = todayInMexicoCity()): boolean {
  return isPastDay(payment.invoice_deadline, today);
}

/** A last day written by the server (YYYY-MM-DD) is before today; anything else is no known limit. */
function isPastDay(lastDay: string | null | undefined, today: string): boolean {
  return typeof lastDay === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(lastDay) && lastDay < today;
}

/**
 * What a payment's invoice is, for the row, the detail and the receipt:
 * - invoice: it has one (its status says where it stands; a rejected one may be requested again);
 * - requestable: completed, without invoice, within its deadline: the customer may request it;
 * - expired: completed, without a valid invoice, past its deadline;
 * - after-confirmation: the charge has taken no money yet (IN_PROGRESS, CHARGE_PENDING); it can be
 *   invoiced once it does;
 * - not-charged: the charge took no money and never will (FAILED, CANCELLED): there is no invoice to
 *   speak of, so Historial and the detail say nothing about one;
 * - none: the money was taken and then given back or disputed (refunded, chargebacks): no invoice.
 */
export type PaymentInvoiceState =
  | { kind: 'invoice'; invoice: PaymentInvoice; status: InvoiceStatus }
  | { kind: 'requestable' }
  | { kind: 'expired' }
  | { kind: 'after-confirmation' }
  | { kind: 'not-charged' }
  | { kind: 'none' };

export function paymentInvoiceState(
  payment: Pick<Payment, 'status' | 'invoice' | 'invoice_deadline'>,
  today: string = todayInMexicoCity(),
): PaymentInvoiceState {
  if (payment.invoice) return { kind: 'invoice', invoice: payment.invoice, status: invoiceStatusOf(payment.invoice) };
  switch (payment.status) {
    case 'IN_PROGRESS':
    case 'CHARGE_PENDING':
      return { kind: 'after-confirmation' };
    case 'COMPLETED':
      return isPastInvoiceDeadline(payment, today) ? { kind: 'expired' } : { kind: 'requestable' };
    case 'CANCELLED':
    case 'FAILED':
      return { kind: 'not-charged' };
    case 'CHARGEBACK_ACCEPTED':
    case 'CHARGEBACK_ADJUSTMENT':
    case 'CHARGEBACK_PENDING':
    case 'REFUNDED':
    default:
      return { kind: 'none' };
  }
}

/**
 * Whether a list row says anything about the invoice: not while the charge has taken no money
 * («Factura · Sin factura» on a failed payment read as if one were missing).
 */
export const showsInvoiceInRow = (state: PaymentInvoiceState): boolean =>
  state.kind !== 'after-confirmation' && state.kind !== 'not-charged';

/** The customer may ask for this payment's invoice now: completed, none yet (or a refused one), within its deadline. */
export function canRequestInvoice(
  payment: Pick<Payment, 'status' | 'invoice' | 'invoice_deadline'>,
  today: string = todayInMexicoCity(),
): boolean {
  if (payment.status !== 'COMPLETED' || isPastInvoiceDeadline(payment, today)) return false;
  return !payment.invoice || invoiceStatusOf(payment.invoice) === 'rechazada';
}

/**
 * A vigente invoice with its UUID, not already being replaced (a withdrawn correction, cancelled,
 * does not count): one a correction could replace, on its own terms.
 */
function isCorrectable(invoice: PaymentInvoice | null | undefined): invoice is PaymentInvoice {
  return (
    Boolean(invoice?.uuid) &&
    invoiceStatusOf(invoice!) === 'vigente' &&
    (!invoice!.replaced_by || invoice!.replaced_by.status === 'cancelada')
  );
}

/**
 * The last day the business declared it may cancel (so correct) the invoice has passed. An absent or
 * null `cancellable_until` (an older backend) is no known limit: the server decides (409).
 */
export function isPastCancellationDeadline(
  invoice: Pick<PaymentInvoice, 'cancellable_until'>,
  today: string = todayInMexicoCity(),
): boolean {
  return isPastDay(invoice.cancellable_until, today);
}

/** The customer may correct this payment's invoice: a correctable one (isCorrectable) within its cancellation deadline. */
export function canCorrectInvoice(payment: Pick<Payment, 'invoice'>, today: string = todayInMexicoCity()): boolean {
  const invoice = payment.invoice;
  return isCorrectable(invoice) && !isPastCancellationDeadline(invoice, today);
}

/** A correctable invoice past its cancellation deadline: the detail says why it can no longer be substituted. */
export function correctionDeadlinePassed(payment: Pick<Payment, 'invoice'>, today: string = todayInMexicoCity()): boolean {
  const invoice = payment.invoice;
  return isCorrectable(invoice) && isPastCancellationDeadline(invoice, today);
}

/**
 * A refunded payment's invoice is not corrected with a credit note: its refund's credit note is
 * related to it, and a new invoice would need one of its own. Support handles such a case.
 */
export const reissueRefusedForRefund = (payment: Pick<Payment, 'status'>): boolean => payment.status === 'REFUNDED';

/**
 * A correction past the deadline whose new invoice the PAC refused, once the request window is over
 * (within it, a request makes the new invoice): the original, vigente and offset by its credit note,
 * is reissued again, and its note stands. Answers the original's UUID; null otherwise.
 */
export function reissueRetryUuid(
  payment: Pick<Payment, 'status' | 'invoice' | 'invoice_deadline' | 'credit_notes'>,
  today: string = todayInMexicoCity(),
): string | null {
  const invoice = payment.invoice;
  if (!invoice || invoiceStatusOf(invoice) !== 'rechazada' || canRequestInvoice(payment, today) || reissueRefusedForRefund(payment))
    return null;
  // The latest such note (notes are oldest first).
  const offset = [...(payment.credit_notes ?? [])]
    .reverse()
    .find((note) => note.reason === 'correccion_fuera_de_plazo' && note.status !== 'cancelada' && note.related.status === 'vigente');
  return offset?.related.uuid ?? null;
}

/** The invoice a correction with a credit note would offset: the payment's vigente one, or the original of a refused reissue. */
export function reissuedUuid(payment: Pick<Payment, 'status' | 'invoice' | 'invoice_deadline' | 'credit_notes'>): string | null {
  return reissueRetryUuid(payment) ?? payment.invoice?.uuid ?? null;
}

/** Past its cancellation deadline, the customer may correct the invoice with a credit note and a new invoice. */
export function canReissueInvoice(payment: Pick<Payment, 'invoice' | 'status'>, today: string = todayInMexicoCity()): boolean {
  return correctionDeadlinePassed(payment, today) && !reissueRefusedForRefund(payment);
}

/** "Puedes corregirla hasta el 31 de marzo de 2027"; "" without a readable day. */
export function correctionDeadlineText(invoice: Pick<PaymentInvoice, 'cancellable_until'>): string {
  const day = formatInvoiceDeadline(invoice.cancellable_until);
  return day ? `Puedes corregirla hasta el ${day}` : '';
}

/**
 * Why a vigente invoice can no longer be corrected by substitution: the day its cancellation window
 * ended, the SAT's rule, and what is done instead (a credit note and a new invoice).
 */
export function correctionDeadlinePassedText(
  invoice: Pick<PaymentInvoice, 'cancellable_until'>,
  { refunded = false }: { refunded?: boolean } = {},
): string {
  const day = formatInvoiceDeadline(invoice.cancellable_until);
  const rule = `Ya no se puede sustituir: el plazo para cancelarla venció${day ? ` el ${day}` : ''}. El SAT permite cancelar una factura hasta el mes de la declaración anual del año en que se emitió.`;
  return refunded
    ? `${rule} Como este pago se reembolsó, su factura ya tiene su nota de crédito y no la volvemos a emitir desde aquí.`
    : `${rule} Si algún dato está mal, emitimos una nota de crédito por su importe y una nueva factura con los datos correctos.`;
}

/** Past its deadline, a completed payment without a valid invoice says so (row and detail). */
export const INVOICE_DEADLINE_PASSED = 'Plazo para facturar vencido';

/**
 * Something about the invoice is still moving: being stamped, or the invoice it replaces being
 * cancelled. The screens read the payment again every ~2 s until it settles.
 */
export function isInvoiceSettling(payment: Pick<Payment, 'invoice'> | undefined): boolean {
  const invoice = payment?.invoice;
  if (!invoice) return false;
  const status = invoiceStatusOf(invoice);
  return (
    status === 'en_timbrado' ||
    isCancelling(status, invoice.cancellation) ||
    [invoice.replaces, invoice.replaced_by].some((r) => r && isCancelling(r.status, r.cancellation))
  );
}

/**
 * Being cancelled by the SAT: not while the receiver's answer is awaited (that waits on the
 * customer, for days, and is read again when they answer).
 */
const isCancelling = (status: InvoiceStatus, cancellation: InvoiceCancellation | null | undefined): boolean =>
  status === 'en_cancelacion' && cancellation?.status !== 'esperando_aceptacion';

/** How often a settling invoice's payment is read again (the PAC stamps within seconds). */
export const INVOICE_SETTLING_REFETCH_MS = 2_000;

/** What a list row says when there are no downloads to show; null when it says nothing (showsInvoiceInRow). */
export function invoiceRowText(state: PaymentInvoiceState): string | null {
  switch (state.kind) {
    case 'invoice':
      return INVOICE_STATUS_WORDS[state.status].label;
    case 'requestable':
      return 'Sin solicitar';
    case 'expired':
      return INVOICE_DEADLINE_PASSED;
    case 'after-confirmation':
    case 'not-charged':
      return null;
    case 'none':
      return 'Sin factura';
  }
}

/** What the payment's detail says of its invoice, in a sentence. */
export function invoiceDetailText(state: PaymentInvoiceState): string {
  switch (state.kind) {
    case 'invoice':
      switch (state.status) {
        case 'en_timbrado':
          return 'Estamos timbrando tu factura ante el SAT; tarda unos segundos. Aparecerá aquí en cuanto esté lista.';
        case 'vigente':
          return 'La factura de este pago está lista para descargar.';
        case 'rechazada':
          return 'El SAT o el proveedor de certificación rechazó la factura.';
        case 'en_cancelacion':
          return awaitsCancellationAnswer(state.invoice.cancellation)
            ? 'Se pidió al SAT cancelar esta factura; falta tu respuesta.'
            : 'Pedimos al SAT cancelar esta factura; esperamos su respuesta.';
        case 'cancelada':
          return 'Esta factura fue cancelada ante el SAT.';
      }
      break;
    case 'requestable':
      return 'Aún no solicitas la factura de este pago.';
    case 'expired':
      // Without the payment's deadline; invoiceDeadlinePassedText says when and why.
      return 'El plazo para solicitar la factura de este pago ya venció.';
    case 'after-confirmation':
      // Requested, not sent: the invoice does not come with the payment.
      return 'Podrás solicitar la factura de este pago en cuanto se confirme.';
    case 'not-charged':
      return 'No se cobró este pago, así que no hay nada que facturar.';
    case 'none':
      return 'Este pago no tiene factura.';
  }
}

// --- A cancellation request and the receiver's answer (cancellation-acceptance.ts owns the rule) ---

/** "Motivo 02: comprobante emitido con errores sin relación." */
export const cancellationReasonText = (cancellation: Pick<InvoiceCancellation, 'reason'>): string =>
  `Motivo ${cancellation.reason}: ${CANCELLATION_REASON_WORDS[cancellation.reason] ?? 'otro'}.`;

/** The request's status in a word or three («Esperando aceptación»). */
export const cancellationStatusLabel = (cancellation: Pick<InvoiceCancellation, 'status'>): string =>
  CANCELLATION_STATUS_WORDS[cancellation.status] ?? cancellation.status;

/**
 * What the request is and where it stands, in a sentence: who asked and until when the customer may
 * answer, or how it was answered (by the customer, by silence, or not needed and why).
 */
export function cancellationText(cancellation: InvoiceCancellation): string {
  // A date the server left out (or wrote unreadably) is left out of the sentence, never shown as «—».
  const on = (instant: string | null | undefined, words: string) =>
    instantMs(instant) === null ? '' : ` ${words} ${formatDateTime(instant)}`;
  switch (cancellation.status) {
    case 'esperando_aceptacion': {
      const asked =
        cancellation.reason === '01'
          ? 'Para sustituirla por la factura corregida, el SAT necesita que aceptes su cancelación.'
          : 'Como receptor de esta factura, el SAT necesita tu aceptación para cancelarla.';
      const until = on(cancellation.respond_by, 'hasta el') || ' durante tres días hábiles';
      return `${asked} Puedes aceptar o rechazar${until}; si no respondes, se da por aceptada.`;
    }
    case 'aceptada':
      return `Aceptaste la cancelación${on(cancellation.answered_at, 'el')}.`;
    case 'aceptada_sin_respuesta':
      return `Se dio por aceptada porque no hubo respuesta${on(cancellation.respond_by, 'antes del') || ' en el plazo'}.`;
    case 'rechazada':
      return `Rechazaste la cancelación${on(cancellation.answered_at, 'el')}: la factura sigue vigente.`;
    case 'sin_aceptacion': {
      const why = cancellation.acceptance_not_needed ? ACCEPTANCE_NOT_NEEDED_WORDS[cancellation.acceptance_not_needed] : '';
      return why ? `No requiere tu aceptación: ${why}.` : 'No requiere tu aceptación.';
    }
    default:
      return '';
  }
}

/**
 * A request among the payment's invoices (its own, the one it replaces, a withdrawn correction) that
 * waits for the customer's answer: Historial's row says so, as the detail asks for it.
 */
export function cancellationAwaitingAnswer(invoice: PaymentInvoice | null | undefined): InvoiceCancellation | null {
  if (!invoice) return null;
  return [invoice.cancellation, invoice.replaces?.cancellation, invoice.replaced_by?.cancellation].find(awaitsCancellationAnswer) ?? null;
}

/** A row's words for it: short, the detail has the rest. */
export const CANCELLATION_ANSWER_NEEDED = 'Cancelación por responder';
