// Paying a quotation (card, SPEI or store; idempotent) and reading the payments.
import { randomUUID } from 'node:crypto';
import { referencePayPhrases } from '../../../src/features/billing/payments/methods.ts';
import { PAYMENTS } from '../collections.mjs';
import { addDaysToDay } from '../dates.mjs';
import { authorizationCode, cancelAwaitingAuthentication, completeCharge, newCharge } from '../charges.mjs';
import { AUTHENTICATION_REQUIRED, chargeFailure, installmentsRefusal, needs3dSecure } from '../openpay-sandbox.mjs';
import { REFERENCE_INSTRUCTIONS } from '../payment-references.mjs';
import { payRefusal } from '../../../src/features/billing/quotations/quotation-lifecycle.ts';
import { Failure, expireQuotations, expiringListAndCount, fail, failWith, ok, refuseIfLimited, userKey } from './common.mjs';
import { findQuotation } from './quotations.mjs';

/** @typedef {import('../world.mjs').Schemas} Schemas */
/** @import { Ctx, PublicCtx } from './common.mjs' */

/** How long a charge's Idempotency-Key keeps its first answer. */
const IDEMPOTENCY_MS = 24 * 3_600_000;
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,255}$/;
/** What only a card payment takes (PayQuotationRequest). */
const CARD_ONLY_FIELDS = /** @type {const} */ (['cardId', 'installments', 'redirectUrl']);

/**
 * The only place the bank may send the customer back to after 3-D Secure: the quotation's
 * confirmation page on the app's own origin (the API never redirects anywhere else).
 * @param {PublicCtx} ctx @param {string} quotationId
 */
const confirmationUrl = (ctx, quotationId) =>
  `${new URL(ctx.appOrigin).origin}/app/cotizaciones/${encodeURIComponent(quotationId)}/confirmacion`;

/**
 * The rules of PayQuotationRequest that its schema cannot say: `card` needs `cardId`; SPEI and
 * store take no card, plan nor return address; the return address is the app's own.
 * @param {Ctx<Schemas['PayQuotationRequest']>} ctx
 */
function checkPayBody(ctx) {
  const { body } = ctx;
  const method = body.method ?? 'card';
  if (method === 'card' && !body.cardId) {
    failWith(422, 'Elige la tarjeta con la que quieres pagar.', { errors: [{ field: 'cardId', message: 'Elige una tarjeta guardada.' }] });
  }
  if (method !== 'card') {
    const sent = CARD_ONLY_FIELDS.filter((field) => body[field] !== undefined);
    if (sent.length > 0) {
      failWith(422, `Los pagos ${referencePayPhrases('y')} no llevan tarjeta, meses sin intereses ni dirección de regreso.`, {
        errors: sent.map((field) => ({ field, message: 'Este dato solo se envía al pagar con tarjeta.' })),
      });
    }
  }
  if (body.redirectUrl !== undefined && body.redirectUrl !== confirmationUrl(ctx, ctx.sentParams.quotationId)) {
    fail(ctx, 422, 'RedirectUrlNotAllowedError');
  }
}

/**
 * Idempotent, as the contract says: the first answer to an Idempotency-Key (a charge, a decline, a
 * refusal) is kept and given again to the same key, which is never charged twice; the same key for
 * another quotation, method, card or plan is a 422. Server faults are not kept (the attempt may be
 * repeated).
 * @param {Ctx<Schemas['PayQuotationRequest']>} ctx
 * @returns {{ status: number, body: unknown }}
 */
export function payQuotation(ctx) {
  const { account } = ctx;
  const key = ctx.headers['idempotency-key'];
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key)) {
    fail(ctx, 422, 'IdempotencyKeyMissingError');
  }
  checkPayBody(ctx);
  const now = ctx.now().getTime();
  for (const [stored, entry] of account.idempotency) if (now - entry.at > IDEMPOTENCY_MS) account.idempotency.delete(stored);
  const attempt = {
    quotationId: ctx.params.quotationId,
    method: ctx.body.method ?? 'card',
    cardId: ctx.body.cardId,
    installments: ctx.body.installments,
  };
  const previous = account.idempotency.get(key);
  if (previous) {
    const same =
      previous.quotationId === attempt.quotationId &&
      previous.method === attempt.method &&
      previous.cardId === attempt.cardId &&
      previous.installments === attempt.installments;
    if (!same) fail(ctx, 422, 'IdempotencyKeyReusedError');
    ctx.log(`Idempotency-Key repetida: se responde el primer resultado (${previous.status}), sin cobrar de nuevo`);
    return { status: previous.status, body: structuredClone(previous.body) };
  }
  // After the key lookup (a repeat gets its stored answer) and before charging; a 429 is not kept
  // as the key's answer, so the same attempt can be made once the wait is over.
  refuseIfLimited(ctx, 'pay', userKey(ctx), 'TooManyPaymentsError');
  ctx.rateLimiter.hit('pay', userKey(ctx));
  const keep = (/** @type {number} */ status, /** @type {unknown} */ body) =>
    account.idempotency.set(key, { ...attempt, at: now, status, body: structuredClone(body) });
  try {
    const reply = charge(ctx);
    keep(reply.status, reply.body);
    return reply;
  } catch (error) {
    if (error instanceof Failure && error.status < 500) keep(error.status, error.body);
    throw error;
  }
}

/** @param {Ctx<Schemas['PayQuotationRequest']>} ctx */
function charge(ctx) {
  const quotation = findQuotation(ctx);
  // The lifecycle says which stages can be paid and the 409 of the others (paid, expired,
  // cancelled, declined, or a reference that may still be paid at the bank or the store).
  const refusal = payRefusal(quotation);
  if (refusal) fail(ctx, 409, refusal);
  cancelAwaitingAuthentication(ctx.account, quotation, ctx.now());
  const method = ctx.body.method ?? 'card';
  return method === 'card' ? chargeCard(ctx, quotation) : chargeByReference(ctx, quotation, method);
}

/**
 * A card charge: refused plans of meses sin intereses (nothing recorded), declines (a FAILED payment
 * recorded), 3-D Secure (CHARGE_PENDING until the bank's page answers) or COMPLETED.
 * @param {Ctx<Schemas['PayQuotationRequest']>} ctx @param {Schemas['Quotation']} quotation
 */
function chargeCard(ctx, quotation) {
  const { account, body } = ctx;
  const card = account.cards.find((c) => c.id === body.cardId);
  if (!card) fail(ctx, 404, 'PayCardNotFoundError');
  if (body.installments !== undefined) {
    const refusal = installmentsRefusal({
      installments: body.installments,
      plans: quotation.installmentPlans,
      card,
      total: quotation.total,
    });
    if (refusal) fail(ctx, 400, refusal, { request_id: randomUUID() });
  }
  const authenticate = needs3dSecure(card);
  const failure = chargeFailure(card, ctx.today()) ?? (authenticate && !body.redirectUrl ? AUTHENTICATION_REQUIRED : null);
  const payment = newCharge(ctx.account, quotation, { method: 'card', at: ctx.now(), card });
  payment.payment_plan = body.installments === undefined ? null : { payments: body.installments };
  if (failure) {
    const refusal =
      'example' in failure && failure.example
        ? { ...ctx.example(failure.example), request_id: randomUUID() }
        : { message: failure.message, error_code: failure.code, category: 'gateway', request_id: randomUUID() };
    payment.status = 'FAILED';
    payment.error_message = refusal.message;
    account.payments.unshift(payment);
    throw new Failure(400, refusal);
  }
  account.payments.unshift(payment);
  if (authenticate && body.redirectUrl) {
    // The customer authenticates at the bank's page (here a development page), which sends them
    // back to redirectUrl: kept here, never in the payment.
    payment.status = 'CHARGE_PENDING';
    payment.payment_method = { type: 'redirect', url: `${ctx.publicUrl}/__dev/3ds/${payment.id}` };
    account.redirects.set(payment.id, body.redirectUrl);
    return ok(payment);
  }
  completeCharge(payment, quotation, {
    now: ctx.now(),
    authorization: authorizationCode(6),
    notify: { world: ctx.world, account, appOrigin: ctx.appOrigin, log: ctx.log },
  });
  return ok(payment);
}

/**
 * A reference charge (SPEI, store): IN_PROGRESS with the method's instructions until 23:59:59 three
 * days from today (Mexico City); the quotation stays pendiente and waits for it (pendingPayment).
 * @param {Ctx} ctx @param {Schemas['Quotation']} quotation @param {import('../payment-references.mjs').ReferenceMethod} method
 */
function chargeByReference(ctx, quotation, method) {
  const payment = newCharge(ctx.account, quotation, { method, at: ctx.now() });
  payment.due_date = `${addDaysToDay(ctx.today(), 3)}T23:59:59-06:00`;
  payment.payment_method = REFERENCE_INSTRUCTIONS[method](ctx.publicUrl);
  ctx.account.payments.unshift(payment);
  quotation.pendingPayment = { id: payment.id, method, due_date: payment.due_date };
  return ok(payment);
}

export const { list: listPayments, count: countPayments } = expiringListAndCount(PAYMENTS, (account) => account.payments);

/** @param {Ctx} ctx */
export function getPayment(ctx) {
  expireQuotations(ctx, ctx.account);
  const payment = ctx.account.payments.find((p) => p.id === ctx.params.paymentId);
  if (!payment) fail(ctx, 404, 'PaymentNotFoundError');
  return ok(payment);
}
