// Estado de cuenta (GET /statements): the account's quotations and payments as movements with a
// running balance, in whole cents, as the contract's description of getStatement says. A refund of
// an invoiced payment names its credit note (creditNoteUuid); every other movement says null.
import { creditNotesOf } from '../../src/features/billing/invoices/credit-notes.ts';
import { owedPart } from '../../src/features/billing/quotations/quotation-lifecycle.ts';
import { PAYMENT_METHODS } from '../../src/features/billing/payments/methods.ts';
import { addDaysToDay, mexicoCityDay } from './dates.mjs';

/** @typedef {import('./world.mjs').Schemas} Schemas */
/** @typedef {Schemas['StatementEntry']['kind']} EntryKind */
/**
 * A movement before it is placed in a period: its instant (ms), amounts in cents.
 * @typedef {{ at: number, date: string, kind: EntryKind, folio: string | null, paymentId: string | null, description: string, charge: number, credit: number, quotationId: string | null, creditNoteUuid: string | null }} Movement
 */

/** Ties at the same instant read issue, payment, refund or chargeback, cancellation. */
const KIND_ORDER = { quotation: 0, payment: 1, refund: 2, chargeback: 2, cancellation: 3 };
/** Statuses that took the money (a refund or chargeback came after it). */
const PAID = new Set(['COMPLETED', 'REFUNDED', 'CHARGEBACK_PENDING', 'CHARGEBACK_ACCEPTED', 'CHARGEBACK_ADJUSTMENT']);

/** Decimal MXN → integer cents. @param {number} amount */
export const toCents = (amount) => Math.round(amount * 100);
/** Integer cents → decimal MXN (never -0). @param {number} cents */
const fromCents = (cents) => (cents === 0 ? 0 : cents / 100);

/** @param {string} from @param {string} to */
const daysBetween = (from, to) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * Every movement of the account, in statement order.
 * @param {Schemas['Quotation'][]} quotations @param {Schemas['Payment'][]} payments
 * @returns {Movement[]}
 */
function movements(quotations, payments) {
  /** @type {Movement[]} */
  const all = [];
  /** @type {Map<string, { at: number, date: string }>} the last money back of each quotation (dates its cancellation) */
  const lastReturn = new Map();
  const push = (/** @type {Omit<Movement, 'at' | 'creditNoteUuid'> & { creditNoteUuid?: string | null }} */ movement) =>
    all.push({ at: Date.parse(movement.date), creditNoteUuid: null, ...movement });
  for (const payment of payments) {
    if (!PAID.has(payment.status)) continue;
    const quotationId = payment.quotation?.id ?? null;
    const folio = payment.quotation?.folio ?? null;
    const amount = toCents(payment.amount);
    const paidAt =
      payment.method !== 'card' && payment.status === 'COMPLETED' && payment.operation_date
        ? payment.operation_date
        : payment.creation_date;
    const ofQuotation = folio ? ` de la cotización ${folio}` : '';
    push({
      date: paidAt,
      kind: 'payment',
      folio,
      paymentId: payment.id,
      description: `Pago ${PAYMENT_METHODS[payment.method].payPhrase}${ofQuotation}`,
      charge: 0,
      credit: amount,
      quotationId,
    });
    /** @type {Omit<Movement, 'at' | 'creditNoteUuid'> & { creditNoteUuid?: string | null } | null} */
    let back = null;
    if (payment.status === 'REFUNDED') {
      const refund = payment.refund;
      back = {
        date: refund?.creation_date ?? payment.operation_date ?? payment.creation_date,
        kind: 'refund',
        folio,
        paymentId: payment.id,
        description: `Reembolso del pago${ofQuotation}${refund?.description ? ` · ${refund.description}` : ''}`,
        charge: refund ? toCents(refund.amount) : amount,
        credit: 0,
        quotationId,
        // The credit note (CFDI de egreso) the refund of an invoiced payment got; null while none is stamped.
        creditNoteUuid: creditNotesOf(payment, 'devolucion').find((note) => note.uuid)?.uuid ?? null,
      };
    } else if (payment.status === 'CHARGEBACK_ACCEPTED') {
      back = {
        date: payment.operation_date ?? payment.creation_date,
        kind: 'chargeback',
        folio,
        paymentId: payment.id,
        description: `Contracargo aceptado por el banco: el pago${ofQuotation} volvió a la tarjeta`,
        charge: amount,
        credit: 0,
        quotationId,
      };
    }
    if (back) {
      push(back);
      const at = Date.parse(back.date);
      if (quotationId && at > (lastReturn.get(quotationId)?.at ?? -Infinity)) lastReturn.set(quotationId, { at, date: back.date });
    }
  }
  for (const quotation of quotations) {
    push({
      date: quotation.createdAt,
      kind: 'quotation',
      folio: quotation.folio,
      paymentId: null,
      description: `Cotización ${quotation.folio} · ${quotation.concept}`,
      charge: toCents(quotation.total),
      credit: 0,
      quotationId: quotation.id,
    });
    if (quotation.status === 'cancelada') {
      // Dated at cancelledAt; without it (an older backend's record), the money's return when
      // there was one (refund or chargeback), else the issue itself (an unpaid one nets to zero).
      push({
        date: quotation.cancelledAt ?? lastReturn.get(quotation.id)?.date ?? quotation.createdAt,
        kind: 'cancellation',
        folio: quotation.folio,
        paymentId: null,
        description: `Cancelación de la cotización ${quotation.folio}`,
        charge: 0,
        credit: 0, // what is still owed on it, known once the movements before it are added
        quotationId: quotation.id,
      });
    }
    // Declined by the customer: not owed from the decision on, until the business reissues it.
    if (quotation.status === 'rechazada') {
      push({
        date: quotation.decision?.decidedAt ?? quotation.createdAt,
        kind: 'cancellation',
        folio: quotation.folio,
        paymentId: null,
        description: `Cotización ${quotation.folio} rechazada`,
        charge: 0,
        credit: 0, // what is still owed on it, as for a cancellation
        quotationId: quotation.id,
      });
    }
  }
  return all.sort(
    (a, b) =>
      a.at - b.at ||
      KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
      String(a.folio).localeCompare(String(b.folio)) ||
      String(a.paymentId).localeCompare(String(b.paymentId)),
  );
}

/**
 * The aging bucket of what a quotation still owes at the end of `to`: by the days since its
 * `validUntil` (contract-verify's statement check ages by this one rule too).
 * @param {string} validUntil @param {string} to @returns {keyof Schemas['StatementAging']}
 */
export const agingBucketOf = (validUntil, to) => agingBucket(daysBetween(validUntil, to));

/** @param {number} daysPast @returns {keyof Schemas['StatementAging']} */
function agingBucket(daysPast) {
  if (daysPast <= 0) return 'current';
  if (daysPast <= 30) return 'days1to30';
  if (daysPast <= 60) return 'days31to60';
  if (daysPast <= 90) return 'days61to90';
  return 'over90';
}

/**
 * The instant (ms) a Mexico City day starts: -06:00 today, -05:00 on the summer days before 2022.
 * @param {string} day YYYY-MM-DD
 */
export function mexicoCityMidnight(day) {
  for (const offset of ['-06:00', '-05:00', '-07:00']) {
    const ms = Date.parse(`${day}T00:00:00${offset}`);
    if (mexicoCityDay(new Date(ms)) === day && mexicoCityDay(new Date(ms - 1)) !== day) return ms;
  }
  return Date.parse(`${day}T00:00:00-06:00`);
}

/**
 * The account's movements up to `end` (ms, excluded), each with what it adds and subtracts in cents
 * (a cancellation credits what is still owed on its quotation then), and after them what is still
 * owed on each quotation. The one walk both the statement and the balance make.
 * @param {Schemas['Quotation'][]} quotations @param {Schemas['Payment'][]} payments @param {number} end
 */
function ledger(quotations, payments, end) {
  /** @type {Map<string, number>} cents still owed on each quotation */
  const owed = new Map();
  /** @type {(Movement & { credit: number })[]} */
  const moves = [];
  for (const movement of movements(quotations, payments)) {
    if (movement.at >= end) break;
    const id = movement.quotationId;
    const credit = movement.kind === 'cancellation' ? Math.max(0, id ? (owed.get(id) ?? 0) : 0) : movement.credit;
    if (movement.kind === 'cancellation' && credit === 0) continue;
    if (id) owed.set(id, (owed.get(id) ?? 0) + movement.charge - credit);
    moves.push({ ...movement, credit });
  }
  return { moves, owed };
}

/**
 * The statement of `from`..`to` (Mexico City days, both included; checked by the app's period-rule.ts).
 * @param {{ quotations: Schemas['Quotation'][], payments: Schemas['Payment'][], from: string, to: string, generatedAt: string }} input
 * @returns {Schemas['Statement']}
 */
export function buildStatement({ quotations, payments, from, to, generatedAt }) {
  const start = mexicoCityMidnight(from);
  const { moves, owed } = ledger(quotations, payments, mexicoCityMidnight(addDaysToDay(to, 1)));
  let opening = 0;
  let balance = 0;
  let totalCharges = 0;
  let totalCredits = 0;
  /** @type {Schemas['StatementEntry'][]} */
  const entries = [];
  for (const { at, date, kind, folio, paymentId, description, charge, credit, creditNoteUuid } of moves) {
    balance += charge - credit;
    if (at < start) {
      opening = balance;
      continue;
    }
    totalCharges += charge;
    totalCredits += credit;
    entries.push({
      date,
      kind,
      folio,
      paymentId,
      description,
      charge: fromCents(charge),
      credit: fromCents(credit),
      balance: fromCents(balance),
      creditNoteUuid,
    });
  }
  const aging = { current: 0, days1to30: 0, days31to60: 0, days61to90: 0, over90: 0 };
  for (const quotation of quotations) {
    const cents = owed.get(quotation.id) ?? 0;
    if (cents > 0) aging[agingBucketOf(quotation.validUntil, to)] += cents;
  }
  return {
    period: { from, to },
    currency: 'MXN',
    openingBalance: fromCents(opening),
    totalCharges: fromCents(totalCharges),
    totalCredits: fromCents(totalCredits),
    closingBalance: fromCents(balance),
    entries,
    aging: {
      current: fromCents(aging.current),
      days1to30: fromCents(aging.days1to30),
      days31to60: fromCents(aging.days31to60),
      days61to90: fromCents(aging.days61to90),
      over90: fromCents(aging.over90),
    },
    generatedAt,
  };
}

/**
 * GET /customers/me/balance: what is owed at the end of `today` — the closing balance of any
 * statement ending today — split by each quotation's stage (quotation-lifecycle.ts `owedPart`):
 * por pagar, en proceso, vencido; `other` is the rest (a refund owed again on a paid quotation,
 * a payment of an unknown quotation), so the parts add up to the total exactly.
 * @param {{ quotations: Schemas['Quotation'][], payments: Schemas['Payment'][], today: string, asOf: string }} input
 * @returns {Schemas['Balance']}
 */
export function buildBalance({ quotations, payments, today, asOf }) {
  const { moves, owed } = ledger(quotations, payments, mexicoCityMidnight(addDaysToDay(today, 1)));
  const total = moves.reduce((sum, move) => sum + move.charge - move.credit, 0);
  const parts = { pending: { cents: 0, count: 0 }, inProcess: { cents: 0, count: 0 }, overdue: { cents: 0, count: 0 } };
  for (const quotation of quotations) {
    const cents = owed.get(quotation.id) ?? 0;
    const part = owedPart(quotation);
    if (!part || cents <= 0) continue;
    parts[part].cents += cents;
    parts[part].count += 1;
  }
  const part = (/** @type {{ cents: number, count: number }} */ { cents, count }) => ({ amount: fromCents(cents), count });
  return {
    asOf,
    currency: 'MXN',
    total: fromCents(total),
    pending: part(parts.pending),
    inProcess: part(parts.inProcess),
    overdue: part(parts.overdue),
    other: fromCents(total - parts.pending.cents - parts.inProcess.cents - parts.overdue.cents),
  };
}
