// The accountant's package: POST /invoice-packages (a period's CFDI in one ZIP, at once or later)
// and GET /invoice-packages/{packageId}. The period is refused by the statement's rule and words
// (period-rule.ts, as getStatement); what goes in the ZIP is ../invoice-package.mjs.
import { parseDate } from '@internationalized/date';
import { periodRefusal, readDay } from '../../../src/features/billing/statement/period-rule.ts';
import { createPackage, packageView } from '../invoice-package.mjs';
import { expireQuotations, fail, invoiceClock } from './common.mjs';

/** @typedef {import('../world.mjs').Schemas} Schemas */
/** @import { Ctx } from './common.mjs' */

/**
 * POST /invoice-packages: 400 with the statement's words for a period it refuses; else the package,
 * 200 listo (a period without CFDI too: no URL), or 202 preparando when it is large.
 * @param {Ctx<Schemas['InvoicePackageRequest']>} ctx
 */
export function createInvoicePackage(ctx) {
  const { from, to } = ctx.body;
  const refusal = periodRefusal(from, to, parseDate(ctx.today()));
  if (refusal) fail(ctx, 400, refusal);
  // The invoices whose PAC or SAT answer has come stand as answered before they are packed.
  expireQuotations(ctx, ctx.account);
  const { now, delayMs, publicUrl } = invoiceClock(ctx);
  const stored = createPackage(ctx.account, { from, to, now, delayMs, publicUrl });
  const view = packageView(stored, now);
  ctx.log(`paquete de facturas ${view.id} (${from} a ${to}): ${view.status}`);
  return { status: view.status === 'listo' ? 200 : 202, body: view };
}

/**
 * A body the schema refused (a date that is not YYYY-MM-DD, a missing or unknown field): the
 * contract answers a period it cannot read with 400, not 422.
 * @param {unknown} body @param {(name: string) => Schemas['ErrorResponse']} example
 */
export function invoicePackageBodyRefusal(body, example) {
  const { from, to } = /** @type {Record<string, unknown>} */ (typeof body === 'object' && body !== null ? body : {});
  const readable = typeof from === 'string' && typeof to === 'string' && readDay(from) && readDay(to);
  return { status: 400, body: example(readable ? 'BadRequestError' : 'StatementInvalidDateError') };
}

/** GET /invoice-packages/{packageId}: the customer's package as it stands now; 404 for any other id. @param {Ctx} ctx */
export function getInvoicePackage(ctx) {
  const stored = ctx.account.invoicePackages.get(ctx.params.packageId);
  if (!stored) fail(ctx, 404, 'InvoicePackageNotFoundError');
  return { status: 200, body: packageView(stored, ctx.now()) };
}
