// Estado de cuenta: the statement of a period, and the balance now (what is owed), computed from the
// account's quotations and payments by the same walk (statement.mjs).
import { parseDate } from '@internationalized/date';
import { periodRefusal } from '../../../src/features/billing/statement/period-rule.ts';
import { buildBalance, buildStatement } from '../statement.mjs';
import { expireQuotations, fail, nowIso, ok } from './common.mjs';

/** @import { Ctx } from './common.mjs' */

/** @param {Ctx} ctx */
export function getStatement(ctx) {
  const from = ctx.query.get('from');
  const to = ctx.query.get('to');
  // The app's form applies the same rule, with these examples' words (period-rule.ts).
  const refusal = periodRefusal(from, to, parseDate(ctx.today()));
  if (refusal) fail(ctx, 400, refusal);
  // Lapsed charges and references settle first, as every other read of the account does.
  expireQuotations(ctx, ctx.account);
  const { quotations, payments } = ctx.account;
  return ok(buildStatement({ quotations, payments, from: String(from), to: String(to), generatedAt: nowIso(ctx) }));
}

/** GET /customers/me/balance: the closing balance of a statement ending today, by part. @param {Ctx} ctx */
export function getBalance(ctx) {
  expireQuotations(ctx, ctx.account);
  const { quotations, payments } = ctx.account;
  return ok(buildBalance({ quotations, payments, today: ctx.today(), asOf: nowIso(ctx) }));
}
