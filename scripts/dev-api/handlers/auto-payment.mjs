// Automatic payment with consent: the settings and next charge, turning it on with the
// customer's consent, turning it off. The rules live in ../auto-payment.mjs.
import { autoPaymentView, currentTerms, disable, enable, usableDefaultCard } from '../auto-payment.mjs';
import { fail, ok } from './common.mjs';

/** @typedef {import('../world.mjs').Schemas} Schemas */
/** @import { Ctx } from './common.mjs' */

/** @param {Ctx} ctx */
export function getAutoPayment(ctx) {
  return ok(autoPaymentView(ctx.account, ctx.now()));
}

/** @param {Ctx<Schemas['AutoPaymentConsentRequest']>} ctx */
export function enableAutoPayment(ctx) {
  const { account } = ctx;
  if (ctx.body.termsVersion !== currentTerms().version) fail(ctx, 409, 'AutoPaymentTermsChangedError');
  if (!usableDefaultCard(account, ctx.today())) fail(ctx, 400, 'AutoPaymentWithoutDefaultCardError');
  enable(account, { world: ctx.world, at: ctx.now(), appOrigin: ctx.appOrigin, log: ctx.log });
  return ok(autoPaymentView(account, ctx.now()));
}

/** @param {Ctx} ctx */
export function disableAutoPayment(ctx) {
  disable(ctx.account, ctx.now(), ctx.log);
  return ok(autoPaymentView(ctx.account, ctx.now()));
}
