// When the receiver of an invoice must accept its cancellation, and until when. CFF art. 29-A and
// the RMF 2026 rules 2.7.1.34 (the request, three business days to answer, silence counts as
// acceptance) and 2.7.1.35 (the cases that need no acceptance); business days as CFF art. 12 counts
// them. Sources and dates in docs/invoices.md, «Cancellation and the receiver's acceptance». Read by
// the development API (it writes each request's `respond_by` and `acceptance_not_needed`), by
// contract:verify (it checks a backend's) and by the invoice screens (the words).
import type { components } from '@/lib/api';

export type InvoiceCancellation = components['schemas']['InvoiceCancellation'];
export type CancellationStatus = components['schemas']['InvoiceCancellationStatus'];
export type AcceptanceNotNeeded = NonNullable<InvoiceCancellation['acceptance_not_needed']>;
export type CancellationReason = InvoiceCancellation['reason'];

/** How many business days the receiver has to answer, counted from the day after the request. */
export const ANSWER_BUSINESS_DAYS = 3;

/** Totals up to this amount (MXN) are cancelled without the receiver (rule 2.7.1.35, I). */
export const NO_ACCEPTANCE_MAX_TOTAL = 1000;

/** The RFC of "público en general": those invoices need no acceptance (rule 2.7.1.35, VII). */
export const GENERAL_PUBLIC_RFC = 'XAXX010101000';

// Mexico City has no daylight saving time since 2022: its days run from 00:00 to 24:00 at UTC−6.
const MEXICO_CITY_OFFSET = '-06:00';
const OFFSET_MS = 6 * 3_600_000;
const DAY_MS = 86_400_000;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** A day's number (days since 1970-01-01) from YYYY-MM-DD. */
function dayNumber(day: string): number {
  const match = DAY.exec(day);
  if (!match) throw new RangeError(`Not a day (YYYY-MM-DD): ${day}`);
  return Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])) / DAY_MS;
}

const dayOfNumber = (n: number): string => new Date(n * DAY_MS).toISOString().slice(0, 10);

/** The Mexico City day of an instant (any ISO 8601 date-time Date.parse reads). */
export function mexicoCityDayOf(instant: string): string {
  const ms = Date.parse(instant);
  if (Number.isNaN(ms)) throw new RangeError(`Not an instant: ${instant}`);
  return new Date(ms - OFFSET_MS).toISOString().slice(0, 10);
}

/** The day of the month of the `nth` Monday of `month` (1–12) in `year`. */
function nthMonday(year: number, month: number, nth: number): number {
  const firstWeekday = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const firstMonday = 1 + ((8 - firstWeekday) % 7);
  return firstMonday + 7 * (nth - 1);
}

/**
 * The days CFF art. 12 does not count: Saturdays, Sundays, 1 January, the first Monday of February,
 * the third Monday of March, 1 and 5 May, 16 September, the third Monday of November, 1 December of
 * each sixth year (the transfer of the federal executive: 2024, 2030…) and 25 December. The SAT's
 * own days off (its general vacations, declared each year) are not known here: a backend that
 * follows them declares a later `respond_by`.
 */
export function isBusinessDay(day: string): boolean {
  const asDate = new Date(dayNumber(day) * DAY_MS);
  const weekday = asDate.getUTCDay();
  if (weekday === 0 || weekday === 6) return false;
  const year = asDate.getUTCFullYear();
  const month = asDate.getUTCMonth() + 1;
  const date = asDate.getUTCDate();
  const holiday =
    (month === 1 && date === 1) ||
    (month === 2 && date === nthMonday(year, 2, 1)) ||
    (month === 3 && date === nthMonday(year, 3, 3)) ||
    (month === 5 && (date === 1 || date === 5)) ||
    (month === 9 && date === 16) ||
    (month === 11 && date === nthMonday(year, 11, 3)) ||
    (month === 12 && date === 1 && (year - 2024) % 6 === 0) ||
    (month === 12 && date === 25);
  return !holiday;
}

/** The `count`th business day after `day` (the day itself never counts). */
export function businessDaysAfter(day: string, count: number): string {
  let n = dayNumber(day);
  for (let found = 0; found < count;) {
    n += 1;
    if (isBusinessDay(dayOfNumber(n))) found += 1;
  }
  return dayOfNumber(n);
}

/**
 * Until when the receiver may answer a request made at `requestedAt`: the end (23:59:59, Mexico
 * City) of the third business day after the day of the request. After it, silence is acceptance.
 */
export function answerDeadline(requestedAt: string): string {
  return `${businessDaysAfter(mexicoCityDayOf(requestedAt), ANSWER_BUSINESS_DAYS)}T23:59:59${MEXICO_CITY_OFFSET}`;
}

/** The request still waits for the receiver's answer. */
export const awaitsCancellationAnswer = (cancellation: InvoiceCancellation | null | undefined): cancellation is InvoiceCancellation =>
  cancellation?.status === 'esperando_aceptacion';

/** Whether the receiver's time to answer has run out at `now` (silence then counts as acceptance). */
export const answerTimeIsOver = (respondBy: string, now: Date): boolean => now.getTime() > Date.parse(respondBy);

/**
 * The invoice whose cancellation is asked, as far as rule 2.7.1.35 looks at it: its total, its
 * receiver's RFC, when it was stamped, and whether it is an egreso (a credit note).
 */
export interface CancelledInvoiceFacts {
  total: number;
  receiverRfc: string | null | undefined;
  issuedAt: string;
  egreso?: boolean;
}

/**
 * Why a cancellation asked at `requestedAt` needs no acceptance (rule 2.7.1.35), or null when the
 * receiver must be asked: an egreso (III), público en general (VII), a request within the business
 * day after the invoice's (IX), a total up to $1,000 (I). The first that applies is the one given.
 */
export function acceptanceNotNeeded(invoice: CancelledInvoiceFacts, requestedAt: string): AcceptanceNotNeeded | null {
  if (invoice.egreso) return 'egreso';
  if ((invoice.receiverRfc ?? '').trim().toUpperCase() === GENERAL_PUBLIC_RFC) return 'publico_en_general';
  const requestDay = mexicoCityDayOf(requestedAt);
  if (requestDay <= businessDaysAfter(mexicoCityDayOf(invoice.issuedAt), 1)) return 'dia_habil_siguiente';
  if (invoice.total <= NO_ACCEPTANCE_MAX_TOTAL) return 'monto_hasta_1000';
  return null;
}

// --- In words (the invoice screens) -------------------------------------------------------------

/** SAT's cancellation reasons (c_MotivoCancelacion), as the customer reads them. */
export const CANCELLATION_REASON_WORDS: Record<CancellationReason, string> = {
  '01': 'comprobante emitido con errores con relación (se sustituye por otra factura)',
  '02': 'comprobante emitido con errores sin relación',
  '03': 'no se llevó a cabo la operación',
  '04': 'operación nominativa relacionada en una factura global',
};

/** A request's status, as its line reads. */
export const CANCELLATION_STATUS_WORDS: Record<CancellationStatus, string> = {
  esperando_aceptacion: 'Esperando aceptación',
  aceptada: 'Aceptada',
  aceptada_sin_respuesta: 'Aceptada por falta de respuesta',
  rechazada: 'Rechazada',
  sin_aceptacion: 'No requiere aceptación',
};

/** Why no acceptance was asked, after «No requiere tu aceptación:». */
export const ACCEPTANCE_NOT_NEEDED_WORDS: Record<AcceptanceNotNeeded, string> = {
  monto_hasta_1000: 'el total de la factura es de $1,000.00 o menos',
  publico_en_general: 'es una factura a público en general',
  egreso: 'es una nota de crédito (CFDI de egreso)',
  dia_habil_siguiente: 'se cancela a más tardar el día hábil siguiente a su emisión',
};
