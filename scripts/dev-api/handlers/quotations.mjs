// Quotations: list, count, one by id (lapsed ones read as vencida first), and the customer's
// decision on a pending one (accept, decline, ask for changes).
import { answerRefusal } from '../../../src/features/billing/quotations/quotation-lifecycle.ts';
import { QUOTATIONS } from '../collections.mjs';
import { expireQuotations, expiringListAndCount, fail, fullName, nowIso, ok } from './common.mjs';

/** @typedef {import('../world.mjs').Schemas} Schemas */
/** @import { Ctx } from './common.mjs' */
/** @import { AnswerRefusal } from '../../../src/features/billing/quotations/quotation-lifecycle.ts' */

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

/**
 * What the outcome asks of `reason` and `comment` beyond the schema (422 on that field): a reason
 * only to decline (required there), a comment required to ask for changes and never to accept.
 * @param {Ctx} ctx @param {Schemas['DecideQuotationRequest']} body @param {string} comment the comment, trimmed
 */
function checkDecisionBody(ctx, body, comment) {
  const { outcome } = body;
  if (outcome === 'rechazada' && body.reason === undefined) fail(ctx, 422, 'DecisionReasonMissingError');
  if (outcome === 'cambios_solicitados' && comment === '') fail(ctx, 422, 'DecisionCommentMissingError');
  /** @type {{ field: string, message: string }[]} */
  const extra = [];
  if (outcome !== 'rechazada' && body.reason !== undefined)
    extra.push({ field: 'reason', message: 'Solo se envía un motivo al rechazar.' });
  if (outcome === 'aceptada' && body.comment !== undefined) extra.push({ field: 'comment', message: 'Aceptar no lleva comentario.' });
  if (extra.length > 0) fail(ctx, 422, 'UnprocessableEntityError', { errors: extra });
}

/** The contract's 409 example for each reason the lifecycle refuses an answer. */
const ANSWER_REFUSALS = /** @type {const} @satisfies {Record<AnswerRefusal, string>} */ ({
  notAnswerable: 'QuotationNotDecidableError',
  alreadyAnswered: 'QuotationAlreadyDecidedError',
  // A reference waiting for its money may still be paid at the bank or the store.
  referenceWaits: 'DeclineWithReferencePendingError',
});

/**
 * POST /quotations/{id}/decision. The contract's order: the customer's quotation (404), the body
 * (422), then what its stage allows (409, quotation-lifecycle.ts: not pending, an answer that
 * cannot follow the one given, declining while a reference waits). Declining makes it rechazada
 * (payQuotation refuses it); accepting and asking for changes leave it pendiente. After asking for
 * changes the customer may still accept or decline this version: the new answer replaces it.
 * @param {Ctx<Schemas['DecideQuotationRequest']>} ctx
 */
export function decideQuotation(ctx) {
  const quotation = findQuotation(ctx);
  const { body } = ctx;
  const comment = (body.comment ?? '').trim();
  checkDecisionBody(ctx, body, comment);
  const refusal = answerRefusal(quotation, body.outcome);
  if (refusal) fail(ctx, 409, ANSWER_REFUSALS[refusal]);
  quotation.decision = {
    outcome: body.outcome,
    reason: body.outcome === 'rechazada' ? (body.reason ?? null) : null,
    comment: comment === '' ? null : comment,
    decidedAt: nowIso(ctx),
    decidedBy: { name: fullName(ctx.account) },
  };
  if (body.outcome === 'rechazada') quotation.status = 'rechazada';
  ctx.log(`cotización ${quotation.folio}: ${body.outcome} por ${quotation.decision.decidedBy.name}`);
  return ok(quotation);
}
