// What happens to a charge after POST /quotations/{id}/pay answered it: a 3-D Secure charge is
// authorised or rejected at the bank's page, an SPEI or store charge receives its money or lapses
// at its due date. The handlers (handlers.mjs) and the development controls (server.mjs, /__dev)
// share these, so both change a charge and its quotation the same way.
import { randomInt } from 'node:crypto';
import { mexicoCityDay, mexicoCityIso } from './dates.mjs';
import { invoiceDeadline } from './invoicing.mjs';
import { notifyPaymentReceived } from './notifications.mjs';
import { isReferenceMethod } from './payment-references.mjs';
import { randomText } from './world.mjs';

/** @typedef {import('./world.mjs').Schemas} Schemas */
/** @typedef {import('./world.mjs').Account} Account */
/** @typedef {import('./world.mjs').World} World */
/** @typedef {'approve' | 'reject' | 'abandon'} AuthenticationDecision */
/** Whose charge it is and where the app is: for the e-mails a charge sends. @typedef {{ world: World, account: Account, appOrigin: string, log?: (line: string) => void }} NotifyTarget */

/** A number of `digits` digits, not starting with 0: an authorization code as the banks give it. @param {number} digits */
export const authorizationCode = (digits) => String(randomInt(10 ** (digits - 1), 10 ** digits));

/**
 * A new charge of the quotation's total in `account`, by `method`, not yet decided (IN_PROGRESS,
 * nothing set): what a customer's payment (payQuotation) and an automatic charge both start from.
 * `note` ends its description (" (pago automático)"); `card`, the saved card charged, is shown on it
 * as the gateway shows it (masked number, brand, type, holder, bank).
 * @param {Account} account @param {Schemas['Quotation']} quotation
 * @param {{ method: Schemas['Payment']['method'], at: Date, note?: string, card?: Schemas['Card'] }} how
 * @returns {Schemas['Payment']}
 */
export function newCharge(account, quotation, { method, at, note = '', card }) {
  const attempt = account.payments.filter((p) => p.quotation?.id === quotation.id).length + 1;
  const when = mexicoCityIso(at);
  return {
    id: `tr${randomText(18)}`,
    amount: quotation.total,
    signed_amount: quotation.total,
    currency: 'MXN',
    status: 'IN_PROGRESS',
    description: `Cotización ${quotation.folio} · ${quotation.concept}${note}`,
    creation_date: when,
    operation_date: when,
    method,
    card: card
      ? { card_number: card.card_number, brand: card.brand, type: card.type, holder_name: card.holder_name, bank_name: card.bank_name }
      : null,
    authorization: null,
    order_id: `${quotation.folio}-${String(attempt).padStart(2, '0')}`,
    error_message: null,
    quotation: { id: quotation.id, folio: quotation.folio },
    invoice: null,
    invoice_deadline: null,
    refund: null,
    credit_notes: [],
    payment_method: null,
    due_date: null,
    payment_plan: null,
  };
}

/**
 * The charge is paid: COMPLETED with its authorization, nothing more to do, and its quotation
 * `pagada` by it. No invoice yet: the customer requests it with their fiscal data (requestInvoice)
 * before its deadline — stamping one for "público en general" now would leave them only a
 * correction (a substitution and a cancellation) to get their own.
 * Every completion e-mails the receipt (paymentReceived, if the customer wants it): `notify` says
 * to whom, so no path that completes a charge forgets it.
 * @param {Schemas['Payment']} payment @param {Schemas['Quotation'] | undefined} quotation
 * @param {{ now: Date, authorization: string, notify: NotifyTarget }} how
 */
export function completeCharge(payment, quotation, { now, authorization, notify }) {
  payment.status = 'COMPLETED';
  payment.authorization = authorization;
  payment.operation_date = mexicoCityIso(now);
  payment.invoice = null;
  payment.invoice_deadline = invoiceDeadline(payment);
  if (payment.method === 'card') payment.payment_method = null;
  if (quotation) {
    quotation.status = 'pagada';
    quotation.paymentId = payment.id;
    quotation.pendingPayment = null;
  }
  notifyPaymentReceived(notify, payment, now);
}

/**
 * What time does on its own, as Openpay and the contract say: an SPEI or store reference whose
 * `due_date` has passed is CANCELLED (and its quotation no longer waits for it); a pending quotation
 * whose last day has passed reads as vencida. Run wherever quotations or payments are read.
 * @param {Account} account @param {Date} now
 */
export function expireAccount(account, now) {
  const today = mexicoCityDay(now);
  for (const quotation of account.quotations) {
    const pending = quotation.pendingPayment;
    if (pending && Date.parse(pending.due_date) < now.getTime()) {
      const payment = account.payments.find((p) => p.id === pending.id);
      if (payment?.status === 'IN_PROGRESS') {
        payment.status = 'CANCELLED';
        payment.operation_date = mexicoCityIso(now);
      }
      quotation.pendingPayment = null;
    }
    if (quotation.status === 'pendiente' && quotation.validUntil < today) quotation.status = 'vencida';
  }
}

/**
 * A new attempt to pay `quotation` gives up its charges still waiting for 3-D Secure: CANCELLED,
 * with nothing left for the customer to do (their bank page then only leads back).
 * @param {Account} account @param {Schemas['Quotation']} quotation @param {Date} now
 */
export function cancelAwaitingAuthentication(account, quotation, now) {
  for (const payment of account.payments) {
    if (payment.quotation?.id !== quotation.id || payment.status !== 'CHARGE_PENDING') continue;
    payment.status = 'CANCELLED';
    payment.operation_date = mexicoCityIso(now);
    payment.payment_method = null;
  }
}

/**
 * The charge `chargeId` in any world (charge ids are unique), with its account and quotation.
 * @param {Iterable<World>} worlds @param {string} chargeId
 */
export function findCharge(worlds, chargeId) {
  for (const world of worlds) {
    for (const account of world.accounts.values()) {
      const payment = account.payments.find((p) => p.id === chargeId);
      if (payment) return { world, account, payment, quotation: account.quotations.find((q) => q.id === payment.quotation?.id) };
    }
  }
  return null;
}

/**
 * The customer's answer at the bank's 3-D Secure page: approve pays the charge, reject fails it
 * (`failedMessage`, Openpay 2010), abandon leaves it waiting. A charge no longer waiting is left
 * as it is. Answers whether the charge changed.
 * @param {{ world: World, account: Account, payment: Schemas['Payment'], quotation: Schemas['Quotation'] | undefined }} charge
 * @param {AuthenticationDecision} decision
 * @param {{ now: Date, failedMessage: string, appOrigin: string, log?: (line: string) => void }} how
 */
export function authenticateCharge({ world, account, payment, quotation }, decision, { now, failedMessage, appOrigin, log }) {
  if (payment.status !== 'CHARGE_PENDING' || decision === 'abandon') return false;
  if (decision === 'approve') {
    completeCharge(payment, quotation, { now, authorization: authorizationCode(6), notify: { world, account, appOrigin, log } });
    return true;
  }
  payment.status = 'FAILED';
  payment.error_message = failedMessage;
  payment.operation_date = mexicoCityIso(now);
  payment.payment_method = null;
  return true;
}

/**
 * Whether the charge is an SPEI or store payment still waiting for its money.
 * @param {Schemas['Payment']} payment
 */
export const awaitsMoney = (payment) => payment.status === 'IN_PROGRESS' && isReferenceMethod(payment.method);
