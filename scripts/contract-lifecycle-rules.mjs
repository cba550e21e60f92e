// contract:verify's rules where features meet, read from the same lifecycle the app and the
// development API use (src/features/billing/quotations/quotation-lifecycle.ts, generated from the
// contract's Quotation.x-lifecycle):
// - automatic payment never schedules a quotation whose stage does not allow it (a quotation under
//   «cambios solicitados» is listed as not charged instead), and after asking for changes the
//   customer may accept this version (200) but not ask again (409);
// - the balance (GET /customers/me/balance) is the statement's closing balance for the day it was
//   computed, its parts add up to it, and each part counts the quotations whose stage owes in it.
import { isChargedAutomatically, owedPart, quotationStage } from '../src/features/billing/quotations/quotation-lifecycle.ts';
import { guarded, judged, operationAt, plain, send, skipped } from './contract-rules.mjs';
import { isObject } from './contract-checks.mjs';
import { mexicoCityDay } from './dev-api/dates.mjs';

/** @typedef {import('./contract-rules.mjs').RuleContext} RuleContext */
/** @typedef {import('./contract-checks.mjs').Violation} Violation */
/** @typedef {import('../src/lib/api/schema').components['schemas']['Quotation']} Quotation */

/** Every quotation of the employer (one page of the contract's largest size). @param {RuleContext} ctx */
async function employerQuotations(ctx) {
  const answer = await send(ctx, { method: 'GET', path: '/quotations', query: { filter: { limit: 1000 } } });
  return Array.isArray(answer.json) ? /** @type {Quotation[]} */ (answer.json) : null;
}

/** The folios a schedule of automatic payment covers. @param {unknown} autoPayment */
function scheduledIds(autoPayment) {
  const schedule = isObject(autoPayment) && Array.isArray(autoPayment.schedule) ? autoPayment.schedule : [];
  return new Set(
    schedule.flatMap((charge) =>
      isObject(charge) && Array.isArray(charge.quotations) ? charge.quotations.map((q) => (isObject(q) ? String(q.id) : '')) : [],
    ),
  );
}

/**
 * Automatic payment and answering follow the lifecycle: nothing scheduled that its stage does not
 * let be charged (a quotation under «cambios solicitados» above all), and after asking for changes
 * the customer can accept (200) but not ask again (409).
 * @param {RuleContext} ctx
 */
export async function checkQuotationLifecycle(ctx) {
  const read = operationAt(ctx.operations, 'GET', '/customers/me/auto-payment');
  const decide = operationAt(ctx.operations, 'POST', '/quotations/{quotationId}/decision');
  const quotations = await employerQuotations(ctx).catch(() => null);
  const changed = (quotations ?? []).filter((q) => quotationStage(q) === 'cambios_solicitados' && q.validUntil);
  if (read) {
    const check = {
      kind: 'ciclo-cargo-automatico',
      label: 'ciclo de vida: el pago automático solo programa cotizaciones que su etapa permite cobrar (nunca «cambios solicitados»)',
      expected: [200],
    };
    if (!quotations) ctx.record(read, skipped(check, 'GET /quotations del empleador no respondió una lista'));
    else
      ctx.record(
        read,
        await guarded(check, async () => {
          const answer = await send(ctx, { method: 'GET', path: read.path });
          const scheduled = scheduledIds(answer.json);
          /** @type {Violation[]} */
          const problems = [];
          for (const quotation of quotations) {
            if (!scheduled.has(String(quotation.id)) || isChargedAutomatically(quotation)) continue;
            problems.push(plain(`programa el cobro de ${quotation.folio}, en etapa «${quotationStage(quotation) ?? quotation.status}»`));
          }
          const notCharged =
            isObject(answer.json) && Array.isArray(answer.json.notChargedAutomatically) ? answer.json.notChargedAutomatically : [];
          for (const quotation of changed)
            if (!notCharged.some((entry) => isObject(entry) && String(entry.id) === String(quotation.id)))
              problems.push(plain(`no lista ${quotation.folio} (cambios solicitados) en notChargedAutomatically`));
          return judged(ctx, read, check, answer, problems);
        }),
      );
  }
  if (!decide) return;
  const target = changed[0];
  const again = {
    kind: 'ciclo-cambios-otra-vez',
    label: 'ciclo de vida: pedir cambios otra vez a una cotización con cambios solicitados → 409',
    expected: [409],
  };
  const accept = {
    kind: 'ciclo-aceptar-tras-cambios',
    label: 'ciclo de vida: aceptar una cotización con cambios solicitados → 200 (aceptada)',
    expected: [200],
  };
  if (!target) {
    const why = 'el empleador no tiene una cotización con cambios solicitados (siembra la del ejemplo: `--plan`)';
    ctx.record(decide, skipped(again, why));
    ctx.record(decide, skipped(accept, why));
    return;
  }
  const path = `/quotations/${encodeURIComponent(String(target.id))}`;
  ctx.record(
    decide,
    await guarded(again, async () => {
      const answer = await send(ctx, {
        method: 'POST',
        path: `${path}/decision`,
        body: { outcome: 'cambios_solicitados', comment: 'Otra vez.' },
      });
      const after = await send(ctx, { method: 'GET', path });
      const outcome = outcomeOf(after.json);
      return judged(
        ctx,
        decide,
        again,
        answer,
        outcome === 'cambios_solicitados' ? [] : [plain('la cotización ya no dice cambios_solicitados')],
      );
    }),
  );
  ctx.record(
    decide,
    await guarded(accept, async () => {
      const answer = await send(ctx, { method: 'POST', path: `${path}/decision`, body: { outcome: 'aceptada' } });
      const outcome = outcomeOf(answer.json);
      return judged(
        ctx,
        decide,
        accept,
        answer,
        answer.status === 200 && outcome !== 'aceptada' ? [plain('la respuesta no dice decision.outcome: aceptada')] : [],
      );
    }),
  );
}

/** Decimal MXN → integer cents. @param {unknown} amount */
const cents = (amount) => (typeof amount === 'number' ? Math.round(amount * 100) : NaN);

/**
 * What is owed: the balance equals the closing balance of the statement of its day, its parts add
 * up to its total, and each part counts the quotations whose stage owes in it.
 * @param {RuleContext} ctx
 */
export async function checkBalance(ctx) {
  const op = operationAt(ctx.operations, 'GET', '/customers/me/balance');
  if (!op) return;
  const check = {
    kind: 'saldo',
    label: 'saldo: igual al saldo final del estado de cuenta de hoy, la suma de sus partes y las cotizaciones de cada parte',
    expected: [200],
  };
  ctx.record(
    op,
    await guarded(check, async () => {
      const answer = await send(ctx, { method: 'GET', path: op.path });
      const balance = isObject(answer.json) ? answer.json : null;
      /** @type {Violation[]} */
      const problems = [];
      if (balance && typeof balance.asOf === 'string') {
        const day = mexicoCityDay(new Date(balance.asOf));
        const statement = await send(ctx, { method: 'GET', path: '/statements', query: { from: day, to: day } });
        const closing = isObject(statement.json) ? cents(statement.json.closingBalance) : NaN;
        if (closing !== cents(balance.total))
          problems.push(
            plain(
              `total ${balance.total} no es el saldo final del estado de cuenta del ${day} (${isObject(statement.json) ? statement.json.closingBalance : statement.status})`,
            ),
          );
        const parts = ['pending', 'inProcess', 'overdue'].map((name) => (isObject(balance[name]) ? balance[name] : {}));
        const sum = parts.reduce((total, part) => total + cents(part.amount), cents(balance.other));
        if (sum !== cents(balance.total)) problems.push(plain('pending + inProcess + overdue + other no suman total'));
        const quotations = await employerQuotations(ctx);
        if (quotations)
          for (const [index, name] of /** @type {const} */ (['pending', 'inProcess', 'overdue']).entries()) {
            const expected = quotations.filter((q) => owedPart(q) === name).length;
            if (parts[index].count !== expected)
              problems.push(plain(`${name}.count es ${parts[index].count}; las cotizaciones en esa parte son ${expected}`));
          }
      }
      return judged(ctx, op, check, answer, problems);
    }),
  );
}

/** The decision's outcome a quotation (or a decision's answer) names, or null. @param {unknown} quotation */
const outcomeOf = (quotation) => (isObject(quotation) && isObject(quotation.decision) ? quotation.decision.outcome : null);
