// Quotations: list, count and one by id (lapsed ones read as vencida first).
import { QUOTATIONS } from '../collections.mjs';
import { countFrom, expireQuotations, fail, listFrom, ok } from './common.mjs';

/** @import { Ctx } from './common.mjs' */

/** @param {Ctx} ctx */
export function listQuotations(ctx) {
  expireQuotations(ctx, ctx.account);
  return listFrom(ctx, QUOTATIONS, ctx.account.quotations, 'InvalidFilterError');
}

/** @param {Ctx} ctx */
export function countQuotations(ctx) {
  expireQuotations(ctx, ctx.account);
  return countFrom(ctx, QUOTATIONS, ctx.account.quotations, 'InvalidFilterError');
}

/** @param {Ctx} ctx */
export function findQuotation(ctx) {
  expireQuotations(ctx, ctx.account);
  const quotation = ctx.account.quotations.find((q) => q.id === ctx.params.quotationId);
  if (!quotation) fail(ctx, 404, 'QuotationNotFoundError');
  return quotation;
}

/** @param {Ctx} ctx */
export function getQuotation(ctx) {
  return ok(findQuotation(ctx));
}
