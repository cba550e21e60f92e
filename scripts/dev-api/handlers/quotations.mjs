// Quotations: list, count and one by id (lapsed ones read as vencida first).
import { QUOTATIONS } from '../collections.mjs';
import { expireQuotations, expiringListAndCount, fail, ok } from './common.mjs';

/** @import { Ctx } from './common.mjs' */

export const { list: listQuotations, count: countQuotations } = expiringListAndCount(QUOTATIONS, (account) => account.quotations);

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
