// Saved cards and the payment settings (default card, automatic payment).
import { randomUUID } from 'node:crypto';
import { disable as disableAutoPayment } from '../auto-payment.mjs';
import { cardFromMockToken, isCardExpired } from '../openpay-sandbox.mjs';
import { randomText } from '../world.mjs';
import { fail, fullName, noContent, nowIso, ok, refuseIfLimited, userKey } from './common.mjs';

/** @typedef {import('../world.mjs').Schemas} Schemas */
/** @import { Ctx } from './common.mjs' */

/** @param {{ creation_date: string }} a @param {{ creation_date: string }} b */
const newestFirst = (a, b) => Date.parse(b.creation_date) - Date.parse(a.creation_date);

/** @param {Ctx} ctx */
export function listCards(ctx) {
  return ok([...ctx.account.cards].sort(newestFirst));
}

/** @param {Ctx<Schemas['AddCardRequest']>} ctx */
export function addCard(ctx) {
  const { account } = ctx;
  refuseIfLimited(ctx, 'addCard', userKey(ctx), 'TooManyCardsError');
  ctx.rateLimiter.hit('addCard', userKey(ctx));
  const tokenId = ctx.body.token_id;
  // Own keys only: a token_id such as "constructor" must not find Object's prototype.
  const tokenCard = cardFromMockToken(tokenId) ?? (Object.hasOwn(ctx.exampleCardTokens, tokenId) ? ctx.exampleCardTokens[tokenId] : null);
  if (!tokenCard || account.usedCardTokens.has(tokenId)) fail(ctx, 400, 'CardTokenExpiredError', { request_id: randomUUID() });
  account.usedCardTokens.add(tokenId);
  const duplicate = account.cards.some(
    (c) =>
      c.card_number === tokenCard.card_number &&
      c.expiration_month === tokenCard.expiration_month &&
      c.expiration_year === tokenCard.expiration_year,
  );
  if (duplicate) fail(ctx, 409, 'CardAlreadyRegisteredError', { request_id: randomUUID() });
  /** @type {Schemas['Card']} */
  const card = {
    id: `k${randomText(19)}`,
    card_number: tokenCard.card_number,
    holder_name: ctx.body.holder_name?.trim() || fullName(account),
    expiration_month: tokenCard.expiration_month,
    expiration_year: tokenCard.expiration_year,
    brand: tokenCard.brand,
    type: tokenCard.type,
    bank_name: tokenCard.bank_name,
    allows_charges: true,
    creation_date: nowIso(ctx),
  };
  account.cards.unshift(card);
  // The first card becomes the default.
  if (!account.customer.defaultCardId) account.customer.defaultCardId = card.id;
  return ok(card);
}

/** @param {Ctx} ctx */
export function deleteCard(ctx) {
  const { account } = ctx;
  const index = account.cards.findIndex((c) => c.id === ctx.params.cardId);
  if (index === -1) fail(ctx, 404, 'CardNotFoundError');
  const [removed] = account.cards.splice(index, 1);
  // Nothing is ever charged to a card the customer did not choose.
  if (account.customer.defaultCardId === removed.id) {
    account.customer.defaultCardId = null;
    disableAutoPayment(account, ctx.now(), ctx.log);
  }
  return noContent();
}

/** @param {Ctx<Schemas['UpdateCustomerRequest']>} ctx */
export function updateCustomer(ctx) {
  const { account, body } = ctx;
  const customer = account.customer;
  if (body.defaultCardId !== undefined) {
    const defaultCard = account.cards.find((c) => c.id === body.defaultCardId) ?? null;
    if (!defaultCard) fail(ctx, 404, 'CardNotFoundError');
    if (isCardExpired(defaultCard, ctx.today()) || !defaultCard.allows_charges) fail(ctx, 400, 'DefaultCardExpiredError');
  }
  // Turned on only with the customer's consent (POST /customers/me/auto-payment/consent).
  if (body.autoPaymentEnabled === true) fail(ctx, 409, 'AutoPaymentConsentRequiredError');
  if (body.defaultCardId !== undefined) customer.defaultCardId = body.defaultCardId;
  if (body.autoPaymentEnabled === false) disableAutoPayment(account, ctx.now(), ctx.log);
  return ok({ ...customer });
}
