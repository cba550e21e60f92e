// Automatic payment (LFPC Art. 76 Bis): what it charges, when, and the 5-day notice.
// Each quotation whose stage allows it (quotation-lifecycle.ts) is charged on its last day
// (`validUntil`) to the default card at that moment, for its total, in one payment, after an e-mail
// notice 5 calendar days before (09:00 Mexico City, the daily jobs of scheduler.mjs). A quotation
// whose notice day came before automatic payment was turned on (or before it was issued) is not
// charged: the customer pays it. Turning it off forgets the notices: nothing more is charged.
// See docs/auto-payment.md.
import {
  AUTO_PAYMENT_NOTICE_DAYS,
  isChargedAutomatically,
  quotationStage,
} from '../../src/features/billing/quotations/quotation-lifecycle.ts';
import { authorizationCode, completeCharge, newCharge } from './charges.mjs';
import { addDaysToDay, mexicoCityDay, mexicoCityIso } from './dates.mjs';
import { notifyCustomer } from './mail.mjs';
import { longDay, money } from './notifications.mjs';
import { devMerchant } from './merchant.mjs';
import { chargeFailure, isCardExpired } from './openpay-sandbox.mjs';
import { randomText } from './world.mjs';

/** @typedef {import('./world.mjs').Schemas} Schemas */
/** @typedef {import('./world.mjs').Account} Account */
/** @typedef {import('./scheduler.mjs').DayContext} DayContext */
/**
 * What the API remembers of an account's automatic payment: the last consent (with `revokedAt`
 * once turned off) and the notices sent while on, by quotation id.
 * @typedef {{ consent: Schemas['AutoPaymentConsent'] | null, notices: Record<string, { sentAt: string, chargeDate: string }> }} AutoPaymentState
 */

/** Calendar days between the notice and the charge: the contract's (Quotation.x-lifecycle.days). */
const NOTICE_DAYS = AUTO_PAYMENT_NOTICE_DAYS;
/** The version of the wording accepted to turn it on; a new wording gets a new version. */
export const TERMS_VERSION = '2026-11';
export const NOT_CHARGED_REASON = `Vence antes de que podamos avisarte con ${NOTICE_DAYS} días: págala tú.`;
export const CHANGES_ASKED_REASON = 'Pediste cambios: no la cobraremos hasta que aceptes esta versión o tu asesor emita una nueva.';

/** The wording the customer accepts (with the merchant's trade name). */
function termsText(merchant = devMerchant()) {
  return (
    `Autorizo a ${merchant.tradeName} a cargar a mi tarjeta predeterminada el total en pesos mexicanos de cada una de mis ` +
    `cotizaciones pendientes, en una sola exhibición, en su último día de vigencia. Recibiré un aviso por correo ${NOTICE_DAYS} días ` +
    'naturales antes de cada cargo con la fecha, el monto, la tarjeta y las cotizaciones que cubre. Una cotización que ' +
    `vence antes de que puedan avisarme con ${NOTICE_DAYS} días no se cobra automáticamente. Puedo desactivar el pago automático en ` +
    'cualquier momento en Métodos de pago, con efecto inmediato y sin penalización.'
  );
}

/** @returns {Schemas['AutoPaymentTerms']} */
export const currentTerms = () => ({ version: TERMS_VERSION, text: termsText() });

/** The account's automatic payment state, created empty on first use. @param {Account} account @returns {AutoPaymentState} */
function stateOf(account) {
  account.autoPayment ??= { consent: null, notices: {} };
  return account.autoPayment;
}

/** The day the notice of a charge on `chargeDate` goes out. @param {string} chargeDate */
export const noticeDateOf = (chargeDate) => addDaysToDay(chargeDate, -NOTICE_DAYS);

/** The default card if it can be charged today, else null. @param {Account} account @param {string} today */
export function usableDefaultCard(account, today) {
  const card = account.cards.find((c) => c.id === account.customer.defaultCardId);
  return card && !isCardExpired(card, today) && card.allows_charges ? card : null;
}

/**
 * What automatic payment does with each pending quotation, as of `today`: `scheduled` (charged on
 * its last day, its notice sent or still to come) or `notCharged` (its notice day came before
 * `since`, the day it was turned on or the quotation was issued). Off (`enabledSince` null), it is
 * what turning it on today would do.
 * @param {Account} account @param {string} today @param {string | null} enabledSince
 */
function plan(account, today, enabledSince) {
  const { notices } = stateOf(account);
  const on = enabledSince !== null;
  /** @type {{ quotation: Schemas['Quotation'], noticeSentAt: string | null }[]} */
  const scheduled = [];
  /** @type {{ quotation: Schemas['Quotation'], reason: string }[]} */
  const notCharged = [];
  for (const quotation of account.quotations) {
    if (quotation.validUntil < today) continue;
    if (!isChargedAutomatically(quotation)) {
      // Still to be answered by the customer: said, so the consent and Métodos de pago can tell why.
      if (quotationStage(quotation) === 'cambios_solicitados') notCharged.push({ quotation, reason: CHANGES_ASKED_REASON });
      continue;
    }
    const sent = on ? notices[quotation.id] : undefined;
    if (sent) {
      scheduled.push({ quotation, noticeSentAt: sent.sentAt });
      continue;
    }
    const noticeDay = noticeDateOf(quotation.validUntil);
    const since = [enabledSince ?? today, mexicoCityDay(new Date(quotation.createdAt))].sort().at(-1) ?? today;
    // On, a notice day already passed without a notice (today's went out at 09:00) is too late.
    const late = on ? noticeDay < since || noticeDay < today : noticeDay < today;
    if (late) notCharged.push({ quotation, reason: NOT_CHARGED_REASON });
    else scheduled.push({ quotation, noticeSentAt: null });
  }
  return { scheduled, notCharged };
}

/** @param {Schemas['Card']} card @returns {Schemas['AutoPaymentCard']} */
const cardRef = (card) => ({ id: card.id, brand: card.brand, last4: card.card_number.slice(-4) });

/**
 * GET /customers/me/auto-payment's answer for the account as of `now`.
 * @param {Account} account @param {Date} now @returns {Schemas['AutoPayment']}
 */
export function autoPaymentView(account, now) {
  const today = mexicoCityDay(now);
  const { consent } = stateOf(account);
  const enabled = account.customer.autoPaymentEnabled === true;
  // On without a consent (turned on before consent was recorded, as the seed's examples): nothing is charged
  // until the customer accepts the wording; the schedule is then, as when off, a preview.
  const enabledSince = enabled && consent ? mexicoCityDay(new Date(consent.acceptedAt)) : null;
  const { scheduled, notCharged } = plan(account, today, enabledSince);
  const card = usableDefaultCard(account, today);
  const dates = [...new Set(scheduled.map((s) => s.quotation.validUntil))].sort();
  /** @type {Schemas['AutoPaymentCharge'][]} */
  const schedule = dates.map((date) => {
    const covered = scheduled.filter((s) => s.quotation.validUntil === date);
    return {
      date,
      amount: roundCents(covered.reduce((sum, s) => sum + s.quotation.total, 0)),
      currency: 'MXN',
      card: card ? cardRef(card) : null,
      quotations: covered.map(({ quotation: q }) => ({
        id: q.id,
        folio: q.folio,
        concept: q.concept,
        total: q.total,
        validUntil: q.validUntil,
      })),
      noticeDate: noticeDateOf(date),
      noticeSentAt: covered.map((s) => s.noticeSentAt).find((sent) => sent !== null) ?? null,
    };
  });
  return {
    enabled,
    terms: currentTerms(),
    consent: consent ? structuredClone(consent) : null,
    nextCharge: schedule[0] ?? null,
    schedule,
    notChargedAutomatically: notCharged.map(({ quotation: q, reason }) => ({ id: q.id, folio: q.folio, validUntil: q.validUntil, reason })),
  };
}

/** @param {number} amount */
const roundCents = (amount) => Math.round(amount * 100) / 100;

const BRANDS = /** @type {Record<string, string>} */ ({
  visa: 'Visa',
  mastercard: 'Mastercard',
  american_express: 'American Express',
  carnet: 'Carnet',
});
/** "Visa •••• 1111" @param {Schemas['Card']} card */
const cardLabel = (card) => `${BRANDS[card.brand] ?? card.brand} •••• ${card.card_number.slice(-4)}`;

/**
 * Sends today's notices: one e-mail (kind autoChargeNotice, always sent) for the quotations charged
 * in 5 days, remembered on each. Run by the daily job, and when it is turned on (a quotation whose
 * notice day is today is then told at once).
 * @param {Account} account @param {{ world: { outbox: import('./mail.mjs').Mail[] }, day: string, at: Date, appOrigin: string, log?: (line: string) => void }} run
 */
function sendNotices(account, { world, day, at, appOrigin, log }) {
  const state = stateOf(account);
  if (!account.customer.autoPaymentEnabled || !state.consent) return [];
  const chargeDate = addDaysToDay(day, NOTICE_DAYS);
  const { scheduled } = plan(account, day, mexicoCityDay(new Date(state.consent.acceptedAt)));
  const due = scheduled.filter((s) => s.noticeSentAt === null && s.quotation.validUntil === chargeDate).map((s) => s.quotation);
  if (due.length === 0) return [];
  const card = usableDefaultCard(account, day) ?? account.cards.find((c) => c.id === account.customer.defaultCardId);
  const total = roundCents(due.reduce((sum, q) => sum + q.total, 0));
  const link = `${appOrigin}/app/metodos-de-pago`;
  notifyCustomer(
    world,
    account,
    {
      kind: 'autoChargeNotice',
      subject: `Aviso de cargo automático el ${longDay(chargeDate)} por ${money(total)}`,
      body: [
        `Hola, ${account.user.firstName}:`,
        `El ${longDay(chargeDate)} cargaremos ${money(total)} en una sola exhibición a tu tarjeta predeterminada` +
          `${card ? ` (${cardLabel(card)})` : ''}, por el pago automático que activaste.`,
        'Cotizaciones que cubre:',
        ...due.map((q) => `- ${q.folio} · ${q.concept}: ${money(q.total)}`),
        'Si no quieres este cargo, desactiva el pago automático en Métodos de pago antes de esa fecha: es inmediato y sin penalización.',
      ].join('\n'),
      at,
      link,
    },
    log,
  );
  const sentAt = mexicoCityIso(at);
  for (const quotation of due) state.notices[quotation.id] = { sentAt, chargeDate };
  log?.(`pago automático: aviso de cargo del ${chargeDate} (${due.map((q) => q.folio).join(', ')})`);
  return due;
}

/**
 * Charges today's quotations whose notice went out 5 days earlier, each in its own payment to the
 * default card (merchant-initiated: no 3-D Secure). A decline or an unusable card leaves a FAILED
 * payment, the quotation `pendiente`, and an e-mail (autoChargeFailed) with a link to pay it.
 * @param {Account} account @param {{ world: import('./world.mjs').World, day: string, at: Date, appOrigin: string, log?: (line: string) => void }} run
 * @returns {Schemas['Payment'][]}
 */
function chargeDue(account, { world, day, at, appOrigin, log }) {
  const state = stateOf(account);
  if (!account.customer.autoPaymentEnabled) return [];
  /** @type {Schemas['Payment'][]} */
  const made = [];
  for (const quotation of account.quotations) {
    const notice = state.notices[quotation.id];
    if (!notice || quotation.validUntil !== day || !isChargedAutomatically(quotation)) continue;
    if (addDaysToDay(mexicoCityDay(new Date(notice.sentAt)), NOTICE_DAYS) > day) continue;
    delete state.notices[quotation.id];
    const card = account.cards.find((c) => c.id === account.customer.defaultCardId);
    const payment = newCharge(account, quotation, { method: 'card', at, note: ' (pago automático)', card });
    const failure = card ? chargeFailure(card, day) : { code: 3005, message: 'No tienes tarjeta predeterminada.' };
    account.payments.unshift(payment);
    made.push(payment);
    if (failure) {
      payment.status = 'FAILED';
      payment.error_message = ('message' in failure && failure.message) || FAILURE_MESSAGES[failure.code] || 'La tarjeta fue rechazada.';
      log?.(`pago automático: cargo de ${quotation.folio} rechazado (${payment.error_message})`);
      notifyCustomer(
        world,
        account,
        {
          kind: 'autoChargeFailed',
          subject: `No pudimos cobrar la cotización ${quotation.folio}`,
          body: [
            `Hola, ${account.user.firstName}:`,
            `Hoy intentamos cobrar ${money(quotation.total)} de la cotización ${quotation.folio} (${quotation.concept})` +
              `${card ? ` a tu tarjeta ${cardLabel(card)}` : ''}, pero el cargo no pasó: ${payment.error_message}`,
            'La cotización sigue pendiente y hoy es su último día: págala desde el enlace.',
          ].join('\n'),
          at,
          link: `${appOrigin}/app/cotizaciones/${encodeURIComponent(quotation.id)}`,
        },
        log,
      );
      continue;
    }
    // The receipt e-mail (paymentReceived) goes out from completeCharge, as for every payment.
    completeCharge(payment, quotation, { now: at, authorization: authorizationCode(6), notify: { world, account, appOrigin, log } });
    log?.(`pago automático: cobrada ${quotation.folio} por ${money(quotation.total)}`);
  }
  return made;
}

/** The contract examples' wording of the sandbox's declines (a job has no request to read examples from). */
const FAILURE_MESSAGES = /** @type {Record<number, string>} */ ({
  3001: 'La tarjeta fue declinada.',
  3002: 'La tarjeta ha expirado.',
  3003: 'La tarjeta no tiene fondos suficientes.',
  3004: 'La tarjeta fue rechazada por el banco. Comunícate con tu banco o usa otra tarjeta.',
});

/** The daily job (scheduler.mjs DAILY_JOBS): today's charges, then the notices of charges in 5 days. @param {Account} account @param {DayContext} day */
export function autoPaymentJob(account, day) {
  chargeDue(account, day);
  sendNotices(account, day);
}

/**
 * Turns it on with the customer's consent to the current wording, and sends at once a notice due
 * today. The caller checked the card and the version.
 * @param {Account} account @param {{ world: { outbox: import('./mail.mjs').Mail[] }, at: Date, appOrigin: string, log?: (line: string) => void }} run
 */
export function enable(account, { world, at, appOrigin, log }) {
  const state = stateOf(account);
  const terms = currentTerms();
  state.consent = {
    id: `apc-${randomText(10)}`,
    acceptedAt: mexicoCityIso(at),
    acceptedBy: { userId: account.user.id, name: `${account.user.firstName} ${account.user.lastName}`, email: account.user.email },
    termsVersion: terms.version,
    text: terms.text,
    cardId: account.customer.defaultCardId ?? null,
    channel: 'web',
    revokedAt: null,
  };
  state.notices = {};
  account.customer.autoPaymentEnabled = true;
  log?.(`pago automático activado por ${account.user.email} (condiciones ${terms.version})`);
  sendNotices(account, { world, day: mexicoCityDay(at), at, appOrigin, log });
}

/**
 * Turns it off at once: no notice or charge still to come is made; the consent records when.
 * Already off: nothing changes. @param {Account} account @param {Date} at @param {(line: string) => void} [log]
 */
export function disable(account, at, log) {
  const state = stateOf(account);
  const wasOn = account.customer.autoPaymentEnabled === true;
  account.customer.autoPaymentEnabled = false;
  state.notices = {};
  if (wasOn && state.consent && !state.consent.revokedAt) {
    state.consent.revokedAt = mexicoCityIso(at);
    log?.(`pago automático desactivado por ${account.user.email}: se cancelan sus avisos y cargos`);
  }
}
