// contract:verify --clock: what a backend does as days pass, checked through the optional test
// controls openapi.yaml declares in `x-test-controls` (POST /__dev/reset, GET/POST /__dev/clock,
// GET /__dev/outbox; the development API is their reference). Run last, as they move the
// backend's clock forward: the data back to the seed, then day by day to the last day that matters,
// reading the outbox, the quotations and the payments after each day:
// - automatic payment: each charge's notice arrives on its noticeDate (NOTICE_DAYS before), not
//   before; the charge happens on its day, not before, and never without that notice; a quotation
//   under «cambios solicitados» (the lifecycle says so) is never charged;
// - reminders: dueSoon arrives once, DUE_SOON_DAYS before the last day of each quotation that can
//   be paid by hand;
// - preferences: with dueSoon switched off it does not arrive; switched on again, it does;
// - invoices: one requested (the contract's example) leaves en_timbrado by the next day: vigente
//   with its cfdiReady e-mail to the receiver, or rechazada with its reason and no e-mail;
// - the receiver's silence (src/features/billing/invoices/cancellation-acceptance.ts): each invoice
//   of GET /payments whose cancellation awaits the receiver's answer after the reset (the seed's) stays
//   en_cancelacion, «esperando_aceptacion», every day up to its respond_by's, and on the day after
//   is cancelada, «aceptada_sin_respuesta», answered at its respond_by (the verifier never answers);
// - a correction past the cancellation deadline: last, the clock moves to the day after a vigente
//   invoice's cancellable_until (the reissue example's), and POST /invoices/{uuid}/credit-note with the
//   example answers 202, the payment shows the credit note (correccion_fuera_de_plazo, on that
//   invoice) and a new invoice, and the same correction again is 409.
// The clock's and the outbox's answers must have the shapes x-test-controls declares. A backend
// without the controls (404 or 501) gets every row skipped, with the reason. At the end the data is
// reset again, so the backend is left as seeded.
import {
  answerRefusal,
  AUTO_PAYMENT_NOTICE_DAYS as NOTICE_DAYS,
  canPayByHand,
  DUE_SOON_REMINDER_DAYS as DUE_SOON_DAYS,
  quotationStage,
} from '../src/features/billing/quotations/quotation-lifecycle.ts';
import { isObject } from './contract-checks.mjs';
import { guarded, judged, operationAt, paymentsOf, plain, reissueProblems, send, skipped } from './contract-rules.mjs';
import { addDaysToDay, mexicoCityDay } from './dev-api/dates.mjs';

/** @typedef {import('./contract-rules.mjs').RuleContext} RuleContext */
/** @typedef {import('./contract-rules.mjs').DirectAnswer} DirectAnswer */
/** @typedef {import('./contract-checks.mjs').Violation} Violation */
/** @typedef {import('./openapi-contract.mjs').ContractOperation} ContractOperation */
/** @typedef {import('../src/lib/api/schema').components['schemas']['Quotation']} Quotation */
/** @typedef {{ to?: unknown, subject?: unknown, text?: unknown, kind?: unknown, at?: unknown }} Mail */
/** What one day left: the e-mails that arrived that day, the quotations paid by then. @typedef {{ day: string, mails: Mail[], paid: Set<string> }} Day */
/**
 * An invoice whose cancellation awaits the receiver's answer, and how it stood each day after.
 * @typedef {{ paymentId: string, uuid: string, respondBy: string, respondDay: string, days: Map<string, Record<string, unknown> | null> }} Awaited
 */

/** The controls' paths, as x-test-controls declares them. */
const TEST_CONTROLS = { reset: '/__dev/reset', clock: '/__dev/clock', outbox: '/__dev/outbox' };
/** What a backend without a control answers: the rows are skipped, not failed. */
const ABSENT = new Set([404, 501]);
/** The furthest the clock is moved, in days (a seed's quotations are due within weeks). */
const MAX_DAYS = 45;

/** The rows, each under the operation whose behaviour over time it checks. */
const ROWS = /** @type {const} */ ({
  notice: {
    method: 'GET',
    path: '/customers/me/auto-payment',
    kind: 'reloj-aviso',
    label: `reloj: el aviso de cada cargo automático llega por correo el día de noticeDate (${NOTICE_DAYS} días antes), no antes`,
    expected: [200],
  },
  charge: {
    method: 'GET',
    path: '/customers/me/auto-payment',
    kind: 'reloj-cargo',
    label: 'reloj: el cargo automático se hace el día del cargo, no antes, y nunca sin su aviso',
    expected: [200],
  },
  changes: {
    method: 'GET',
    path: '/customers/me/auto-payment',
    kind: 'reloj-cambios',
    label: 'reloj: una cotización con cambios solicitados no se avisa ni se cobra al llegar su último día',
    expected: [200],
  },
  reminder: {
    method: 'GET',
    path: '/users/me/notification-preferences',
    kind: 'reloj-recordatorio',
    label: `reloj: «dueSoon» llega una vez, ${DUE_SOON_DAYS} días antes del último día de cada cotización que se puede pagar`,
    expected: [200],
  },
  preference: {
    method: 'PUT',
    path: '/users/me/notification-preferences',
    kind: 'reloj-preferencia',
    label: 'reloj: con «dueSoon» desactivado ese correo no llega; activado otra vez, sí',
    expected: [200],
  },
  invoice: {
    method: 'POST',
    path: '/payments/{paymentId}/invoice',
    kind: 'reloj-factura',
    label:
      'reloj: una factura solicitada deja «en_timbrado» al día siguiente: vigente con «cfdiReady» al receptor, o rechazada con su motivo',
    expected: [202],
  },
  // Under GET /payments: the read that finds the requests awaiting an answer is its recorded answer.
  silence: {
    method: 'GET',
    path: '/payments',
    kind: 'reloj-aceptacion-tacita',
    label:
      'reloj: una cancelación que el receptor no responde sigue «en_cancelacion» hasta su respond_by y al día siguiente queda «cancelada» (aceptada_sin_respuesta)',
    expected: [200],
  },
  // Under the correction itself: its answer is the row's.
  reissue: {
    method: 'POST',
    path: '/invoices/{uuid}/credit-note',
    kind: 'reloj-nota-de-credito',
    label:
      'reloj: pasado su cancellable_until, una factura vigente se corrige con nota de crédito por todo su total y una factura nueva (202); otra vez, 409',
    expected: [202],
  },
});
/** @typedef {keyof typeof ROWS} RowName */

/** A row of ROWS with its operation. @typedef {ReturnType<typeof rowsOf>[number]} Row */

/** Records one result per row. @param {RuleContext} ctx @param {Row[]} rows @param {(row: Row) => import('./contract-rules.mjs').CheckResult} verdict */
const recordAll = (ctx, rows, verdict) => rows.forEach((row) => ctx.record(row.op, verdict(row)));

/**
 * `schema` with every local `$ref` ("#/x-test-controls/schemas/Clock") replaced by what it names in `root`.
 * @param {unknown} schema @param {Record<string, unknown>} root @returns {unknown}
 */
function inlineRefs(schema, root) {
  if (Array.isArray(schema)) return schema.map((item) => inlineRefs(item, root));
  if (!isObject(schema)) return schema;
  if (typeof schema.$ref === 'string' && schema.$ref.startsWith('#/')) {
    /** @type {unknown} */
    let target = root;
    for (const key of schema.$ref.slice(2).split('/')) target = isObject(target) ? target[key] : undefined;
    return inlineRefs(target, root);
  }
  return Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, inlineRefs(value, root)]));
}

/**
 * What is wrong with a control's answer against x-test-controls (`control` as "GET /__dev/outbox"), in words.
 * @param {RuleContext} ctx @param {Record<string, unknown> | null} doc @param {string} control @param {unknown} json
 * @returns {Violation[]}
 */
function shapeProblems(ctx, doc, control, json) {
  const declared =
    doc && isObject(doc['x-test-controls']) && isObject(doc['x-test-controls'].controls) ? doc['x-test-controls'].controls : {};
  const spec = declared[control];
  if (!isObject(spec) || spec.response === undefined) return [];
  const validate = ctx.ajv.compile(/** @type {object} */ (inlineRefs(spec.response, doc ?? {})));
  if (validate(json)) return [];
  const errors = (validate.errors ?? []).slice(0, 3).map((e) => `${e.instancePath || '/'} ${e.message ?? ''}`.trim());
  return [plain(`${control} no responde la forma de x-test-controls: ${errors.join('; ')}`)];
}

/** The rows whose operation the contract has. @param {RuleContext} ctx */
function rowsOf(ctx) {
  return /** @type {RowName[]} */ (Object.keys(ROWS)).flatMap((name) => {
    const { method, path, ...check } = ROWS[name];
    const op = operationAt(ctx.operations, method, path);
    return op ? [{ name, op, check: { ...check, expected: [...check.expected] } }] : [];
  });
}

/** A control, straight to the backend, without a token. @param {RuleContext} ctx @param {string} method @param {string} path @param {unknown} [body] */
const control = (ctx, method, path, body) => send(ctx, { method, path, user: null, body });

/** Why the controls cannot be used (a reason to skip, or a failure), or null when they answer in shape. @param {RuleContext} ctx @param {Record<string, unknown> | null} doc */
async function controlsProblem(ctx, doc) {
  for (const [method, path, what] of /** @type {const} */ ([
    ['GET', TEST_CONTROLS.clock, 'sin control de reloj'],
    ['GET', TEST_CONTROLS.outbox, 'sin buzón de correos'],
  ])) {
    const answer = await control(ctx, method, path);
    if (ABSENT.has(answer.status)) return { skip: true, why: `${what}: ${method} ${path} respondió ${answer.status}` };
    if (answer.status !== 200) return { skip: false, why: `${method} ${path} respondió ${answer.status}, no 200` };
    const [wrong] = shapeProblems(ctx, doc, `${method} ${path}`, answer.json);
    if (wrong) return { skip: false, why: wrong.message };
  }
  return null;
}

/** Every quotation of the signed-in customer. @param {RuleContext} ctx */
async function readQuotations(ctx) {
  const answer = await send(ctx, { method: 'GET', path: '/quotations', query: { filter: { limit: 1000 } } });
  return Array.isArray(answer.json) ? /** @type {Quotation[]} */ (answer.json) : [];
}

/** The ids of the quotations paid by now: `pagada`, or with a COMPLETED payment. @param {RuleContext} ctx */
async function paidQuotations(ctx) {
  const paid = new Set((await readQuotations(ctx)).filter((q) => q.status === 'pagada').map((q) => String(q.id)));
  const payments = await send(ctx, {
    method: 'GET',
    path: '/payments',
    query: { filter: { where: { status: 'COMPLETED' }, limit: 1000 } },
  });
  for (const payment of Array.isArray(payments.json) ? payments.json : [])
    if (isObject(payment) && payment.status === 'COMPLETED' && isObject(payment.quotation) && payment.quotation.id !== undefined)
      paid.add(String(payment.quotation.id));
  return paid;
}

/** The outbox as a list of e-mails. @param {RuleContext} ctx @returns {Promise<Mail[]>} */
async function readOutbox(ctx) {
  const answer = await control(ctx, 'GET', TEST_CONTROLS.outbox);
  return Array.isArray(answer.json) ? answer.json.filter(isObject) : [];
}

/** The e-mails of `after` that `before` did not have (the outbox only grows). @param {Mail[]} before @param {Mail[]} after */
function arrived(before, after) {
  /** @type {Map<string, number>} */
  const seen = new Map();
  for (const mail of before) seen.set(JSON.stringify(mail), (seen.get(JSON.stringify(mail)) ?? 0) + 1);
  return after.filter((mail) => {
    const key = JSON.stringify(mail);
    const count = seen.get(key) ?? 0;
    if (count > 0) seen.set(key, count - 1);
    return count === 0;
  });
}

/** Whether an e-mail of `kind` to `email` names every folio. @param {Mail} mail @param {string} kind @param {string | null} email @param {string[]} folios */
const isMail = (mail, kind, email, folios) =>
  mail.kind === kind &&
  (!email || String(mail.to).toLowerCase() === email.toLowerCase()) &&
  folios.every((folio) => `${mail.subject ?? ''}\n${mail.text ?? ''}`.includes(folio));

/** The days on which such e-mails arrived. @param {Day[]} days @param {string} kind @param {string | null} email @param {string[]} folios */
const arrivals = (days, kind, email, folios) => days.flatMap((d) => d.mails.filter((m) => isMail(m, kind, email, folios)).map(() => d.day));

/** A payment's invoice and the ones it names (replaces, replaced_by). @param {unknown} payment @returns {Record<string, unknown>[]} */
function invoicesOf(payment) {
  const invoice = isObject(payment) && isObject(payment.invoice) ? payment.invoice : null;
  return invoice ? [invoice, invoice.replaces, invoice.replaced_by].filter(isObject) : [];
}

/**
 * Every invoice of the signed-in customer whose cancellation awaits the receiver's answer, with its
 * respond_by's day (Mexico City), and the answer of the GET /payments that listed them.
 * @param {RuleContext} ctx
 */
async function awaitedCancellations(ctx) {
  const answer = await send(ctx, { method: 'GET', path: ROWS.silence.path, query: { filter: { limit: 1000 } } });
  /** @type {Awaited[]} */
  const awaited = [];
  for (const payment of Array.isArray(answer.json) ? answer.json : [])
    for (const invoice of invoicesOf(payment)) {
      const c = isObject(invoice.cancellation) ? invoice.cancellation : null;
      if (c?.status !== 'esperando_aceptacion' || typeof c.respond_by !== 'string' || Number.isNaN(Date.parse(c.respond_by))) continue;
      const paymentId = String(/** @type {Record<string, unknown>} */ (payment).id);
      const uuid = String(invoice.uuid);
      if (awaited.some((a) => a.uuid === uuid)) continue;
      awaited.push({ paymentId, uuid, respondBy: c.respond_by, respondDay: mexicoCityDay(new Date(c.respond_by)), days: new Map() });
    }
  return { answer, awaited };
}

/** How `uuid` stands in its payment now (GET /payments/{paymentId}); null when the payment does not show it. @param {RuleContext} ctx @param {Awaited} awaited */
async function awaitedNow(ctx, { paymentId, uuid }) {
  const answer = await send(ctx, { method: 'GET', path: `/payments/${encodeURIComponent(paymentId)}` });
  return invoicesOf(answer.json).find((invoice) => String(invoice.uuid).toUpperCase() === uuid.toUpperCase()) ?? null;
}

/**
 * What is wrong with how an awaited cancellation went day by day: awaited up to respond_by's day,
 * accepted by silence the first day read after it.
 * @param {Awaited} awaited @returns {Violation[]}
 */
function silenceProblems({ paymentId, uuid, respondBy, respondDay, days }) {
  const what = `la factura ${uuid} (pago ${paymentId})`;
  /** @param {Record<string, unknown>} invoice */
  const stands = (invoice) =>
    `«${String(invoice.status ?? 'vigente')}» con su cancelación «${String(isObject(invoice.cancellation) ? invoice.cancellation.status : 'ninguna')}»`;
  /** @type {Violation[]} */
  const problems = [];
  const after = [...days.keys()].filter((day) => day > respondDay).sort()[0];
  for (const [day, invoice] of [...days].sort(([a], [b]) => a.localeCompare(b))) {
    if (day > respondDay && day !== after) continue;
    if (!invoice) {
      problems.push(plain(`el ${day} el pago ${paymentId} ya no muestra la factura ${uuid}`));
      continue;
    }
    const c = isObject(invoice.cancellation) ? invoice.cancellation : {};
    if (day <= respondDay) {
      if (invoice.status !== 'en_cancelacion' || c.status !== 'esperando_aceptacion')
        problems.push(
          plain(
            `el ${day} ${what} está ${stands(invoice)}, antes de vencer su respond_by ${respondBy}: se esperaba «en_cancelacion» esperando la aceptación`,
          ),
        );
    } else if (invoice.status !== 'cancelada' || c.status !== 'aceptada_sin_respuesta')
      problems.push(
        plain(
          `el ${day}, vencido su respond_by ${respondBy}, ${what} sigue ${stands(invoice)}: se esperaba «cancelada» con «aceptada_sin_respuesta»`,
        ),
      );
    else if (typeof c.answered_at !== 'string' || Date.parse(c.answered_at) !== Date.parse(respondBy))
      problems.push(
        plain(`${what} se dio por aceptada sin respuesta con answered_at ${String(c.answered_at)}, no su respond_by ${respondBy}`),
      );
  }
  if (!after) problems.push(plain(`${what} no se leyó el día después de su respond_by ${respondBy}`));
  return problems;
}

/**
 * The --clock rows (ROWS), after everything else: see the top of this file.
 * @param {RuleContext} ctx
 * @param {{ signIn: () => Promise<string | null>, email: string | null, doc: Record<string, unknown> | null }} how how to sign the
 *   example employer in again after the reset, their address, and the contract (its x-test-controls)
 */
export async function checkOverTime(ctx, { signIn, email, doc }) {
  const rows = rowsOf(ctx);
  if (rows.length === 0) return;
  /** @param {string} why */
  const failAll = (why) =>
    recordAll(ctx, rows, (row) => ({ ...row.check, got: '—', verdict: /** @type {const} */ ('no cumple'), violations: [plain(why)] }));
  const problem = await controlsProblem(ctx, doc).catch((error) => ({ skip: false, why: `sin respuesta: ${error.message}` }));
  if (problem) return problem.skip ? recordAll(ctx, rows, (row) => skipped(row.check, problem.why)) : failAll(problem.why);
  const reset = await control(ctx, 'POST', TEST_CONTROLS.reset);
  if (ABSENT.has(reset.status))
    return recordAll(ctx, rows, (row) =>
      skipped(row.check, `sin reinicio de datos: POST ${TEST_CONTROLS.reset} respondió ${reset.status}`),
    );
  if (reset.status < 200 || reset.status > 299) return failAll(`POST ${TEST_CONTROLS.reset} respondió ${reset.status}`);
  try {
    const token = await signIn();
    if (!token) return failAll(`tras POST ${TEST_CONTROLS.reset}, el inicio de sesión de ejemplo del empleador no dio un token`);
    await overTime({ ...ctx, tokens: { ...ctx.tokens, employer: token } }, rows, email, doc);
  } finally {
    // Leaves the backend as seeded, its clock back to today.
    await control(ctx, 'POST', TEST_CONTROLS.reset).catch(() => undefined);
  }
}

/** @param {RuleContext} ctx @param {Row[]} rows @param {string | null} email @param {Record<string, unknown> | null} doc */
async function overTime(ctx, rows, email, doc) {
  const row = (/** @type {RowName} */ name) => rows.find((r) => r.name === name) ?? null;
  const clock = await control(ctx, 'GET', TEST_CONTROLS.clock);
  const today = isObject(clock.json) && typeof clock.json.today === 'string' ? clock.json.today : mexicoCityDay();
  const limit = addDaysToDay(today, MAX_DAYS);

  // The cancellations awaiting the receiver's answer (the seed's): read each day until the day after respond_by.
  const { answer: payments, awaited: allAwaited } = row('silence')
    ? await awaitedCancellations(ctx)
    : { answer: null, awaited: /** @type {Awaited[]} */ ([]) };
  const awaited = allAwaited.filter((a) => addDaysToDay(a.respondDay, 1) <= limit);

  // A quotation under «cambios solicitados»: the seed's, else one asked for changes now.
  let quotations = await readQuotations(ctx);
  const changing = () => quotations.filter((q) => quotationStage(q) === 'cambios_solicitados' && q.validUntil > today);
  if (changing().length === 0) {
    const target = quotations.find(
      (q) => answerRefusal(q, 'cambios_solicitados') === null && q.validUntil > addDaysToDay(today, NOTICE_DAYS),
    );
    if (target)
      await send(ctx, {
        method: 'POST',
        path: `/quotations/${encodeURIComponent(String(target.id))}/decision`,
        body: { outcome: 'cambios_solicitados', comment: 'Cambios pedidos por contract:verify --clock.' },
      });
    quotations = await readQuotations(ctx);
  }
  const changed = changing();

  // dueSoon off from today through the first reminder day, then on.
  const prefsPath = ROWS.preference.path;
  const prefs = await send(ctx, { method: 'GET', path: prefsPath });
  const choices = isObject(prefs.json) && isObject(prefs.json.email) ? prefs.json.email : {};
  const setDueSoon = (/** @type {boolean} */ on) =>
    send(ctx, { method: 'PUT', path: prefsPath, body: { email: { ...choices, dueSoon: on } } });
  const off = await setDueSoon(false);
  /** @type {DirectAnswer | null} */
  let on = null;

  // Automatic payment on with the current wording, and what it then schedules.
  const autoPath = ROWS.charge.path;
  const before = await send(ctx, { method: 'GET', path: autoPath });
  const terms = isObject(before.json) && isObject(before.json.terms) ? before.json.terms : {};
  await send(ctx, { method: 'POST', path: `${autoPath}/consent`, body: { termsVersion: terms.version, accepted: true } });
  const autoPayment = await send(ctx, { method: 'GET', path: autoPath });
  /** @type {{ date: string, noticeDate: string, quotations: { id: string, folio: string }[] }[]} */
  const charges = (isObject(autoPayment.json) && Array.isArray(autoPayment.json.schedule) ? autoPayment.json.schedule : [])
    .filter(isObject)
    .map((c) => ({
      date: String(c.date),
      noticeDate: String(c.noticeDate),
      quotations: (Array.isArray(c.quotations) ? c.quotations : [])
        .filter(isObject)
        .map((q) => ({ id: String(q.id), folio: String(q.folio) })),
    }))
    .filter((c) => c.date > today && c.date <= limit);

  const reminded = quotations
    .filter((q) => canPayByHand(q))
    .map((q) => ({ folio: q.folio, day: addDaysToDay(q.validUntil, -DUE_SOON_DAYS) }))
    .filter((r) => r.day > today && r.day <= limit);
  const switchDay = reminded.map((r) => r.day).sort()[0] ?? null;
  const last = [
    ...charges.map((c) => c.date),
    ...changed.map((q) => q.validUntil),
    ...reminded.map((r) => r.day),
    ...awaited.map((a) => addDaysToDay(a.respondDay, 1)),
  ]
    .filter((day) => day <= limit)
    .sort()
    .at(-1);

  // What was sent so far; the invoice's e-mail may come at once, so this is read before asking for it.
  let outbox = await readOutbox(ctx);

  // An invoice asked for today, with the employer's request example, of a completed payment without one.
  const invoiceOp = row('invoice')?.op ?? null;
  const invoiceExample = invoiceOp ? requestExampleOf(invoiceOp) : null;
  const invoicePayment = invoiceExample ? await uninvoicedPayment(ctx, invoiceExample.paymentId) : null;
  /** @type {DirectAnswer | null} */
  const invoiceAnswer =
    invoicePayment && invoiceExample
      ? await send(ctx, {
          method: 'POST',
          path: `/payments/${encodeURIComponent(invoicePayment)}/invoice`,
          body: invoiceExample.value,
        })
      : null;
  /** @type {Record<string, unknown> | null} */
  let invoiceNextDay = null;
  const nextDay = addDaysToDay(today, 1);

  // Day by day: what arrived (the first day's since the invoice request) and what was paid after each.
  /** @type {Day[]} */
  const days = [{ day: today, mails: [], paid: await paidQuotations(ctx) }];
  const paidAtStart = days[0].paid;
  /** @type {Violation | null} */
  let controlProblem = null;
  for (let day = nextDay; day <= (last && last > nextDay ? last : nextDay); day = addDaysToDay(day, 1)) {
    const moved = await control(ctx, 'POST', TEST_CONTROLS.clock, { to: day });
    if (moved.status !== 200) {
      controlProblem = plain(`POST ${TEST_CONTROLS.clock} {"to":"${day}"} respondió ${moved.status}`);
      break;
    }
    controlProblem ??= shapeProblems(ctx, doc, `POST ${TEST_CONTROLS.clock}`, moved.json)[0] ?? null;
    const now = await readOutbox(ctx);
    days.push({ day, mails: arrived(outbox, now), paid: await paidQuotations(ctx) });
    outbox = now;
    if (day === switchDay) on = await setDueSoon(true);
    if (day === nextDay && invoicePayment) {
      const payment = await send(ctx, { method: 'GET', path: `/payments/${encodeURIComponent(invoicePayment)}` });
      invoiceNextDay = isObject(payment.json) && isObject(payment.json.invoice) ? payment.json.invoice : {};
    }
    for (const a of awaited) if (day <= addDaysToDay(a.respondDay, 1)) a.days.set(day, await awaitedNow(ctx, a));
  }
  // The outbox with every e-mail of those days, in the declared shape.
  controlProblem ??= shapeProblems(ctx, doc, `GET ${TEST_CONTROLS.outbox}`, outbox)[0] ?? null;
  const paidOn = (/** @type {string} */ id) => (paidAtStart.has(id) ? null : (days.find((d) => d.paid.has(id))?.day ?? null));
  /** @param {RowName} name @param {DirectAnswer} answer @param {() => Violation[] | string} judge */
  const verdict = async (name, answer, judge) => {
    const found = row(name);
    if (!found) return;
    if (controlProblem) return ctx.record(found.op, judged(ctx, found.op, found.check, answer, [controlProblem]));
    ctx.record(
      found.op,
      await guarded(found.check, async () => {
        const problems = judge();
        return typeof problems === 'string' ? skipped(found.check, problems) : judged(ctx, found.op, found.check, answer, problems);
      }),
    );
  };
  const noSeed = 'siembra los datos que lista `--plan`';

  await verdict('notice', autoPayment, () => {
    const noticed = charges.filter((c) => c.noticeDate > today);
    if (noticed.length === 0) return `el pago automático no programó un cargo con aviso después de hoy (${noSeed})`;
    return noticed.flatMap((c) => {
      const folios = c.quotations.map((q) => q.folio);
      const what = `el aviso del cargo del ${c.date} (${folios.join(', ')})`;
      const expected = addDaysToDay(c.date, -NOTICE_DAYS);
      const got = arrivals(days, 'autoChargeNotice', email, folios);
      return [
        ...(c.noticeDate === expected ? [] : [plain(`noticeDate del cargo del ${c.date} es ${c.noticeDate}, no ${expected}`)]),
        ...(got.length === 0 ? [plain(`no llegó ${what}`)] : []),
        ...got.filter((day) => day !== expected).map((day) => plain(`${what} llegó el ${day}, no el ${expected}`)),
      ];
    });
  });

  await verdict('charge', autoPayment, () => {
    if (charges.length === 0) return `el pago automático no programó ningún cargo (${noSeed})`;
    return charges.flatMap((c) => {
      const folios = c.quotations.map((q) => q.folio);
      const noticed = arrivals(days, 'autoChargeNotice', email, folios).filter((day) => day <= addDaysToDay(c.date, -NOTICE_DAYS));
      return c.quotations.flatMap(({ id, folio }) => {
        const paid = paidOn(id);
        if (!paid) return [plain(`${folio} no se cobró el ${c.date}`)];
        return [
          ...(paid === c.date ? [] : [plain(`${folio} se cobró el ${paid}, no el ${c.date}`)]),
          ...(c.noticeDate > today && noticed.length === 0
            ? [plain(`${folio} se cobró el ${paid} sin el aviso por correo de ${NOTICE_DAYS} días antes`)]
            : []),
        ];
      });
    });
  });

  await verdict('changes', autoPayment, () => {
    if (changed.length === 0) return `el empleador no tiene una cotización pendiente a la que pueda pedir cambios (${noSeed})`;
    return changed.flatMap((q) => {
      const paid = paidOn(String(q.id));
      const told = arrivals(days, 'autoChargeNotice', email, [q.folio]);
      return [
        ...(paid ? [plain(`cobró ${q.folio} (cambios solicitados) el ${paid}`)] : []),
        ...told.map((day) => plain(`avisó el ${day} que cobraría ${q.folio} (cambios solicitados)`)),
      ];
    });
  });

  const onPeriod = reminded.filter((r) => switchDay !== null && r.day > switchDay);
  await verdict('reminder', prefs, () => {
    if (onPeriod.length === 0) return `no hay cotizaciones que venzan en los días que se revisan (${noSeed})`;
    return onPeriod.flatMap((r) => {
      const got = arrivals(days, 'dueSoon', email, [r.folio]);
      if (got.length === 0) return [plain(`no llegó «dueSoon» de ${r.folio} el ${r.day}`)];
      return [
        ...(got.length > 1 ? [plain(`«dueSoon» de ${r.folio} llegó ${got.length} veces`)] : []),
        ...got.filter((day) => day !== r.day).map((day) => plain(`«dueSoon» de ${r.folio} llegó el ${day}, no el ${r.day}`)),
      ];
    });
  });

  await verdict('preference', on ?? off, () => {
    const offPeriod = reminded.filter((r) => r.day === switchDay);
    if (offPeriod.length === 0 || onPeriod.length === 0)
      return `se necesitan cotizaciones que venzan en días distintos para desactivar y activar «dueSoon» (${noSeed})`;
    return [
      ...(off.status === 200 ? [] : [plain(`desactivar «dueSoon» respondió ${off.status}`)]),
      ...offPeriod.flatMap((r) =>
        arrivals(days, 'dueSoon', email, [r.folio]).map((day) =>
          plain(`«dueSoon» de ${r.folio} llegó el ${day} con ese aviso desactivado`),
        ),
      ),
      ...(onPeriod.some((r) => arrivals(days, 'dueSoon', email, [r.folio]).length > 0)
        ? []
        : [plain('al activar «dueSoon» otra vez no llegó ninguno')]),
    ];
  });

  const silenceRow = row('silence');
  if (silenceRow && payments && awaited.length === 0)
    ctx.record(
      silenceRow.op,
      skipped(
        silenceRow.check,
        allAwaited.length === 0
          ? `el empleador no tiene una factura cuya cancelación espere la aceptación del receptor (${noSeed})`
          : `ninguna cancelación que espera la aceptación del receptor vence antes del ${limit}`,
      ),
    );
  else if (payments) await verdict('silence', payments, () => awaited.flatMap(silenceProblems));

  await reissueVerdict(ctx, { row: row('reissue'), today, doc, verdict, noSeed });

  const invoiceRow = row('invoice');
  if (!invoiceRow) return;
  if (!invoiceAnswer || !invoiceExample)
    return ctx.record(invoiceRow.op, skipped(invoiceRow.check, `el empleador no tiene un pago completado sin factura (${noSeed})`));
  await verdict('invoice', invoiceAnswer, () => {
    const invoice = invoiceNextDay ?? {};
    const receiver = isObject(invoiceExample.value) && isObject(invoiceExample.value.receiver) ? invoiceExample.value.receiver : {};
    const to = typeof receiver.email === 'string' ? receiver.email : null;
    const told = days.filter((d) => d.day <= nextDay).flatMap((d) => d.mails.filter((m) => isMail(m, 'cfdiReady', to, [])));
    const what = `la factura del pago ${invoicePayment}`;
    if (invoice.status === 'vigente')
      return told.length > 0 ? [] : [plain(`${what} está vigente pero no llegó «cfdiReady» a ${to ?? 'el receptor'}`)];
    if (invoice.status === 'rechazada')
      return [
        ...(typeof invoice.status_reason === 'string' && invoice.status_reason ? [] : [plain(`${what} se rechazó sin status_reason`)]),
        ...(told.length > 0 ? [plain(`${what} se rechazó y aun así llegó «cfdiReady»`)] : []),
      ];
    return [plain(`${what} sigue «${String(invoice.status ?? 'sin estado')}» un día después de solicitarla`)];
  });
}

/**
 * The correction past the cancellation deadline (row `reissue`), after every other row's days: the
 * clock moves to the day after a vigente invoice's cancellable_until (the example's own UUID when it
 * is one such), the example is sent to it, and the payment is read back (reissueProblems); the same
 * correction again must be 409.
 * @param {RuleContext} ctx
 * @param {{ row: Row | null, today: string, doc: Record<string, unknown> | null, noSeed: string,
 *   verdict: (name: RowName, answer: DirectAnswer, judge: () => Violation[] | string) => Promise<void> }} how
 */
async function reissueVerdict(ctx, { row, today, doc, verdict, noSeed }) {
  if (!row) return;
  const example = requestExampleOf(row.op);
  const parameter = row.op.parameters.find((p) => p.in === 'path' && p.name === 'uuid');
  const preferred = typeof parameter?.example === 'string' ? parameter.example.toUpperCase() : null;
  const candidates = (await paymentsOf(ctx, 'employer')).filter(
    ({ payment, invoice }) =>
      invoice !== null &&
      payment.status !== 'REFUNDED' &&
      typeof invoice.uuid === 'string' &&
      (invoice.status ?? 'vigente') === 'vigente' &&
      typeof invoice.cancellable_until === 'string',
  );
  const target = candidates.find(({ invoice }) => String(invoice?.uuid).toUpperCase() === preferred) ?? candidates[0];
  if (!target?.invoice || !example)
    return ctx.record(row.op, skipped(row.check, `el empleador no tiene una factura vigente con cancellable_until (${noSeed})`));
  const uuid = String(target.invoice.uuid);
  const day = addDaysToDay(String(target.invoice.cancellable_until), 1);
  /** @type {Violation[]} */
  const moving = [];
  if (day > today) {
    const moved = await control(ctx, 'POST', TEST_CONTROLS.clock, { to: day });
    if (moved.status !== 200) moving.push(plain(`POST ${TEST_CONTROLS.clock} {"to":"${day}"} respondió ${moved.status}`));
    else moving.push(...shapeProblems(ctx, doc, `POST ${TEST_CONTROLS.clock}`, moved.json));
  }
  const path = row.op.path.replace('{uuid}', encodeURIComponent(uuid));
  const answer = await send(ctx, { method: 'POST', path, body: example.value });
  const after = answer.status === 202 ? await paymentsOf(ctx, 'employer') : [];
  const again = answer.status === 202 ? await send(ctx, { method: 'POST', path, body: example.value }) : null;
  await verdict('reissue', answer, () => [
    ...moving,
    ...(answer.status === 202 ? reissueProblems(after, { uuid, answer: answer.json }) : []),
    ...(again && again.status !== 409 ? [plain(`corregir otra vez la factura ${uuid} el ${day} respondió ${again.status}, no 409`)] : []),
  ]);
}

/**
 * The employer's first request example of `op` (its body and the payment it names).
 * @param {ContractOperation} op @returns {{ value: Record<string, unknown>, paymentId: string | null } | null}
 */
function requestExampleOf(op) {
  const examples = op.operation.requestBody?.content?.['application/json']?.examples ?? {};
  const example = Object.values(examples).find((e) => isObject(e) && e['x-user'] !== 'nonEmployer' && isObject(e.value));
  if (!isObject(example) || !isObject(example.value)) return null;
  const named = isObject(example['x-path-parameters']) ? example['x-path-parameters'].paymentId : undefined;
  return { value: example.value, paymentId: named === undefined ? null : String(named) };
}

/**
 * A completed payment of the signed-in customer without an invoice: `preferred` (the example's) when it is one.
 * @param {RuleContext} ctx @param {string | null} preferred
 */
async function uninvoicedPayment(ctx, preferred) {
  const answer = await send(ctx, { method: 'GET', path: '/payments', query: { filter: { where: { status: 'COMPLETED' }, limit: 1000 } } });
  const ids = (Array.isArray(answer.json) ? answer.json : [])
    .filter((p) => isObject(p) && p.status === 'COMPLETED' && (p.invoice === null || p.invoice === undefined))
    .map((p) => String(/** @type {Record<string, unknown>} */ (p).id));
  return preferred && ids.includes(preferred) ? preferred : (ids[0] ?? null);
}
