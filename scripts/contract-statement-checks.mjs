// contract:verify's check of the estado de cuenta's arithmetic (GET /statements), on the seed
// user's real answer for the longest period the contract allows, ending today: every amount in
// whole cents, opening + Σ charge − Σ credit = closing, each entry's running balance, the totals,
// and the aging. The rules are the contract's (getStatement's description); the aging's buckets
// are the development API's one rule (agingBucketOf), the period's length the app's (period-rule.ts).
// The CSV is made by the app from this same JSON (statement-csv.ts): the contract declares no
// text/csv answer for a backend to check against.
import { MAX_PERIOD_DAYS } from '../src/features/billing/statement/period-rule.ts';
import { AGING_LABELS } from '../src/features/billing/statement/statement-csv.ts';
import { addDaysToDay, mexicoCityDay } from './dev-api/dates.mjs';
import { agingBucketOf, toCents } from './dev-api/statement.mjs';
import { isObject } from './contract-checks.mjs';
import { guarded, judged, operationAt, plain, send } from './contract-rules.mjs';

/** @typedef {import('./contract-rules.mjs').RuleContext} RuleContext */
/** @typedef {import('./contract-checks.mjs').Violation} Violation */
/** @typedef {import('../src/lib/api/schema').components['schemas']} Schemas */

/** Decimal MXN → cents, or null when it is not a number. @param {unknown} amount */
const cents = (amount) => (typeof amount === 'number' && Number.isFinite(amount) ? toCents(amount) : null);
/** «12,064.00 (1206400 centavos)». @param {number} value */
const shown = (value) => `${(value / 100).toFixed(2)} (${value} centavos)`;
/** How a row reads in a message: «movimiento 3 (refund COT-2026-0135, 2026-10-30T11:02:44-06:00)». @param {Record<string, unknown>} entry @param {number} index */
const rowName = (entry, index) =>
  `movimiento ${index + 1} (${String(entry.kind)} ${String(entry.folio ?? entry.paymentId ?? 'sin folio')}, ${String(entry.date)})`;

/**
 * The problems of one statement's arithmetic, in Spanish, each naming its row and the cents.
 * @param {Record<string, unknown>} statement @param {Schemas['Quotation'][] | null} quotations
 * @returns {string[]}
 */
export function statementProblems(statement, quotations) {
  /** @type {string[]} */
  const problems = [];
  /** @param {string} name @param {unknown} value */
  const amount = (name, value) => {
    const c = cents(value);
    if (c === null) problems.push(`${name} no es un número`);
    else if (Math.abs(c / 100 - /** @type {number} */ (value)) > 1e-9)
      problems.push(`${name} ${String(value)} no está en centavos enteros`);
    return c ?? 0;
  };
  const opening = amount('saldo inicial (openingBalance)', statement.openingBalance);
  const closing = amount('saldo final (closingBalance)', statement.closingBalance);
  const entries = Array.isArray(statement.entries) ? statement.entries.filter(isObject) : [];
  let running = opening;
  let charges = 0;
  let credits = 0;
  /** @type {Map<string, number>} cents still owed on each folio, when the period holds every movement */
  const owed = new Map();
  entries.forEach((entry, index) => {
    const name = rowName(entry, index);
    const charge = amount(`${name}: cargo`, entry.charge);
    const credit = amount(`${name}: abono`, entry.credit);
    const balance = amount(`${name}: saldo`, entry.balance);
    running += charge - credit;
    charges += charge;
    credits += credit;
    if (balance !== running)
      problems.push(
        `${name}: saldo ${shown(balance)}; el anterior más el cargo menos el abono da ${shown(running)} (diferencia ${balance - running} centavos)`,
      );
    // Follow the entries' own balance from here, so one wrong row is named once.
    running = balance;
    if (typeof entry.folio === 'string') owed.set(entry.folio, (owed.get(entry.folio) ?? 0) + charge - credit);
  });
  const totalCharges = amount('totalCharges', statement.totalCharges);
  const totalCredits = amount('totalCredits', statement.totalCredits);
  if (totalCharges !== charges) problems.push(`totalCharges ${shown(totalCharges)}; la suma de los cargos es ${shown(charges)}`);
  if (totalCredits !== credits) problems.push(`totalCredits ${shown(totalCredits)}; la suma de los abonos es ${shown(credits)}`);
  const expected = opening + charges - credits;
  if (closing !== expected)
    problems.push(
      `saldo final ${shown(closing)}; saldo inicial ${shown(opening)} + cargos ${shown(charges)} − abonos ${shown(credits)} = ${shown(expected)} (diferencia ${closing - expected} centavos)`,
    );
  const lastBalance = entries.length ? cents(entries[entries.length - 1].balance) : opening;
  if (entries.length && lastBalance !== closing)
    problems.push(`saldo final ${shown(closing)}; el saldo del último movimiento es ${shown(lastBalance ?? 0)}`);

  // The aging: what each quotation still owes at `to`, by its validUntil. Known exactly only when
  // the period holds every movement of the account (opening 0, every money movement tied to a folio).
  const aging = isObject(statement.aging) ? statement.aging : {};
  const to = isObject(statement.period) ? String(statement.period.to) : '';
  const complete = opening === 0 && entries.every((entry) => typeof entry.folio === 'string');
  if (complete && quotations) {
    /** @type {Record<string, number>} */
    const want = Object.fromEntries(AGING_LABELS.map(([key]) => [key, 0]));
    for (const [folio, value] of owed) {
      if (value <= 0) continue;
      const quotation = quotations.find((q) => q.folio === folio);
      if (quotation) want[agingBucketOf(quotation.validUntil, to)] += value;
      else problems.push(`${folio} debe ${shown(value)} pero no está en GET /quotations: no se puede ubicar en la antigüedad`);
    }
    for (const [key, label] of AGING_LABELS) {
      const got = amount(`aging.${key}`, aging[key]);
      if (got !== want[key])
        problems.push(
          `antigüedad «${label}» (aging.${key}) ${shown(got)}; lo pendiente de las cotizaciones en ese rango es ${shown(want[key])}`,
        );
    }
    const sum = AGING_LABELS.reduce((total, [key]) => total + (cents(aging[key]) ?? 0), 0);
    if (sum !== closing) problems.push(`la antigüedad suma ${shown(sum)}; lo pendiente (saldo final) es ${shown(closing)}`);
  }
  return problems;
}

/**
 * The estado de cuenta adds up: the seed user's statement for the longest period ending today.
 * @param {RuleContext} ctx
 */
export async function checkStatementArithmetic(ctx) {
  const op = operationAt(ctx.operations, 'GET', '/statements');
  if (!op) return;
  const check = {
    kind: 'estado-aritmetica',
    label: 'estado de cuenta: inicial + cargos − abonos = final al centavo, el saldo de cada movimiento, totales y antigüedad',
    expected: [200],
  };
  ctx.record(
    op,
    await guarded(check, async () => {
      const to = mexicoCityDay();
      const from = addDaysToDay(to, -(MAX_PERIOD_DAYS - 1));
      const answer = await send(ctx, { method: 'GET', path: op.path, query: { from, to } });
      const list = await send(ctx, { method: 'GET', path: '/quotations', query: { filter: { limit: 1000 } } }).catch(() => null);
      const quotations = list && Array.isArray(list.json) ? /** @type {Schemas['Quotation'][]} */ (list.json) : null;
      /** @type {Violation[]} */
      const problems =
        answer.status === 200 && isObject(answer.json)
          ? statementProblems(answer.json, quotations).map((message) => plain(`del ${from} al ${to}: ${message}`))
          : [];
      return judged(ctx, op, check, answer, problems);
    }),
  );
}
