// contract:verify's régimen × uso matrix on both receiver endpoints, POST /payments/{paymentId}/invoice
// (a request) and POST /invoices/{uuid}/replace (a correction): every pair of the
// SAT catalogues published with the contract (contract/sat/*.csv, read by the one loader,
// sat-catalogs.mjs) within the contract's enums. Nothing may be stamped, so every request is made to
// be refused: for a company's RFC its name carries its capital regime («S.A. de C.V.», refused with
// 422 at once as the catalogue rules are), and an allowed pair must be refused naming only `name`,
// a forbidden one naming `cfdiUse` or `fiscalRegime`. For a person's RFC no field is wrong but the
// pair, so only the forbidden pairs are sent (an allowed one would stamp an invoice).
// Also the SAT's request window: no completed payment's invoice_deadline before its year's end; the
// cancellation deadline: no invoice's cancellable_until after the issuer's annual return month; the
// receiver's acceptance: no invoice cancelled without it, unless rule 2.7.1.35 says it needs none;
// and credit notes: a refund of an invoiced payment has its note by devolución for the refunded
// amount, and no note exceeds its payment (src/features/billing/invoices/credit-notes.ts); the
// accountant's package: every CFDI of a period, its files and its index, nothing else.
import { allowsPair, satCatalogs } from './dev-api/sat-catalogs.mjs';
import { addDaysToDay, mexicoCityDay } from './dev-api/dates.mjs';
import { readZip } from './dev-api/zip.mjs';
import { personKind } from './dev-api/invoicing.mjs';
import { lastInvoiceRequestDay } from '../src/features/billing/invoices/invoice-window.ts';
import { latestCancellationDay } from '../src/features/billing/invoices/cancellation-window.ts';
import {
  acceptanceNotNeeded,
  answerDeadline,
  businessDaysAfter,
  GENERAL_PUBLIC_RFC,
  NO_ACCEPTANCE_MAX_TOTAL,
} from '../src/features/billing/invoices/cancellation-acceptance.ts';
import { creditNoteProblem, refundCreditNoteProblem } from '../src/features/billing/invoices/credit-notes.ts';
import { isObject } from './contract-checks.mjs';
import { guarded, judged, operationAt, plain, send, skipped } from './contract-rules.mjs';

/** @typedef {import('./contract-rules.mjs').RuleContext} RuleContext */
/** @typedef {import('./contract-rules.mjs').InvoiceExample} InvoiceExample */
/** @typedef {import('./contract-checks.mjs').Violation} Violation */

/** Requests in flight at once: the matrix is hundreds of requests, a backend is not to be flooded. */
const CONCURRENCY = 8;
/** Problems listed one by one; past this, how many more. */
const LISTED = 20;
const KIND_WORDS = { fisica: 'persona física', moral: 'persona moral' };

/** The enum of a receiver field in the operation's request body (the contract's, dereferenced). @param {import('./openapi-contract.mjs').ContractOperation} op @param {string} field */
function enumOf(op, field) {
  const schema = /** @type {any} */ (op.operation.requestBody)?.content?.['application/json']?.schema;
  const values = schema?.properties?.receiver?.properties?.[field]?.enum;
  return Array.isArray(values) ? new Set(values.map(String)) : null;
}

/** Runs `work` over `items`, `limit` at a time. @template T, R @param {T[]} items @param {number} limit @param {(item: T) => Promise<R>} work */
async function pool(items, limit, work) {
  /** @type {R[]} */
  const results = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next++;
      results[index] = await work(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}

/** The fields a 422 names. @param {unknown} json */
const namedFields = (json) =>
  new Set(
    (isObject(json) && Array.isArray(json.errors) ? json.errors : [])
      .filter(isObject)
      .map((error) => String(error.field).replace(/^.*\./, '')),
  );

/**
 * Every régimen × uso of the catalogues, for the RFC of each example receiver (a company's and a
 * person's): allowed pairs accepted (refused for the name only), forbidden ones refused with 422
 * naming cfdiUse or fiscalRegime; the payments' invoices unchanged.
 * @param {RuleContext} ctx @param {{ examples: InvoiceExample[] }} options
 */
export async function checkSatMatrix(ctx, { examples }) {
  const request = operationAt(ctx.operations, 'POST', '/payments/{paymentId}/invoice');
  if (request) {
    await sendMatrix(ctx, request, examples, (example) => ({
      path: request.path.replace('{paymentId}', encodeURIComponent(example.paymentId)),
      // The payment's invoice (its UUID) must not change: nothing may be stamped.
      state: async () => {
        const answer = await send(ctx, { method: 'GET', path: `/payments/${encodeURIComponent(example.paymentId)}`, user: example.user });
        return JSON.stringify(isObject(answer.json) && isObject(answer.json.invoice) ? answer.json.invoice.uuid : null);
      },
      subject: `la factura del pago ${example.paymentId}`,
    }));
  }
  const replace = operationAt(ctx.operations, 'POST', '/invoices/{uuid}/replace');
  const uuid = replace && exampleUuid(replace);
  if (replace && uuid) {
    const corrections = replaceExamples(replace).map((body) => ({ paymentId: '', user: /** @type {const} */ ('employer'), body }));
    await sendMatrix(ctx, replace, corrections, () => ({
      path: replace.path.replace('{uuid}', encodeURIComponent(uuid)),
      // The invoice stays vigente and unreplaced: a correction stamped from the matrix would move it to en_cancelacion.
      state: async () => {
        const answer = await send(ctx, { method: 'GET', path: '/payments', query: { filter: { limit: 1000 } } });
        const invoice = (Array.isArray(answer.json) ? answer.json : [])
          .map((payment) => (isObject(payment) && isObject(payment.invoice) ? payment.invoice : null))
          .find((candidate) => candidate?.uuid === uuid);
        return JSON.stringify(invoice ? { status: invoice.status ?? null, replaced_by: invoice.replaced_by ?? null } : null);
      },
      subject: `la factura ${uuid}`,
    }));
  }
}

/** The example UUID of replaceInvoice's path. @param {import('./openapi-contract.mjs').ContractOperation} op */
function exampleUuid(op) {
  const parameter = /** @type {any[]} */ (op.operation.parameters ?? []).find((p) => p?.name === 'uuid' && p?.in === 'path');
  return typeof parameter?.example === 'string' ? parameter.example : null;
}

/** replaceInvoice's request examples (their bodies). @param {import('./openapi-contract.mjs').ContractOperation} op */
function replaceExamples(op) {
  const examples = /** @type {any} */ (op.operation.requestBody)?.content?.['application/json']?.examples ?? {};
  return Object.values(examples)
    .map((example) => /** @type {any} */ (example)?.value)
    .filter(isObject);
}

/**
 * The matrix on one receiver endpoint, for each kind of person among the examples.
 * @param {RuleContext} ctx
 * @param {import('./openapi-contract.mjs').ContractOperation} op
 * @param {InvoiceExample[]} examples
 * @param {(example: InvoiceExample) => { path: string, state: () => Promise<string>, subject: string }} target
 */
async function sendMatrix(ctx, op, examples, target) {
  const { regimes, uses } = satCatalogs();
  const regimeEnum = enumOf(op, 'fiscalRegime');
  const useEnum = enumOf(op, 'cfdiUse');
  const regimeCodes = [...regimes.keys()].filter((code) => !regimeEnum || regimeEnum.has(code));
  const useCodes = [...uses.keys()].filter((code) => !useEnum || useEnum.has(code));
  /** @type {Map<'fisica' | 'moral', InvoiceExample>} one example per kind of person */
  const byKind = new Map();
  for (const example of examples) {
    const receiver = isObject(example.body) && isObject(example.body.receiver) ? example.body.receiver : null;
    if (receiver && typeof receiver.rfc === 'string' && !byKind.has(personKind(receiver.rfc)))
      byKind.set(personKind(receiver.rfc), example);
  }
  for (const [kind, example] of byKind) {
    const company = kind === 'moral';
    const pairs = regimeCodes
      .flatMap((regime) => useCodes.map((use) => ({ regime, use, allowed: allowsPair(kind, regime, use) })))
      .filter((pair) => company || !pair.allowed);
    const check = {
      kind: `sat-matriz-${kind}`,
      // The name with «S.A. de C.V.» makes every request a refusal: nothing is stamped.
      label: company
        ? `catálogos del SAT: ${pairs.length} pares régimen × uso, ${KIND_WORDS[kind]} → 422; solo el prohibido en cfdiUse o fiscalRegime`
        : `catálogos del SAT: ${pairs.length} pares régimen × uso prohibidos, ${KIND_WORDS[kind]} → 422 en cfdiUse o fiscalRegime`,
      expected: [422],
    };
    ctx.record(
      op,
      await guarded(check, async () => {
        const body = /** @type {{ receiver: Record<string, unknown> }} */ (example.body);
        const { path, state, subject } = target(example);
        const before = await state();
        const name = company ? `${String(body.receiver.name)} S.A. DE C.V.` : body.receiver.name;
        const answers = await pool(pairs, CONCURRENCY, async (pair) => ({
          pair,
          answer: await send(ctx, {
            method: 'POST',
            path,
            user: example.user,
            body: { ...body, receiver: { ...body.receiver, name, fiscalRegime: pair.regime, cfdiUse: pair.use } },
          }),
        }));
        /** @type {string[]} */
        const wrong = [];
        for (const { pair, answer } of answers) {
          const fields = namedFields(answer.json);
          const refusedPair = fields.has('cfdiUse') || fields.has('fiscalRegime');
          const what = `régimen ${pair.regime} + uso ${pair.use}`;
          if (answer.status !== 422) wrong.push(`${what}: se esperaba 422 y respondió ${answer.status}`);
          else if (pair.allowed && refusedPair)
            wrong.push(`${what}: el SAT lo permite y se rechazó en ${[...fields].filter((f) => f !== 'name').join(', ')}`);
          else if (!pair.allowed && !refusedPair) wrong.push(`${what}: el SAT no lo permite y errors[] no nombra cfdiUse ni fiscalRegime`);
        }
        /** @type {Violation[]} */
        const problems = wrong.slice(0, LISTED).map(plain);
        if (wrong.length > LISTED) problems.push(plain(`y ${wrong.length - LISTED} pares más`));
        if ((await state()) !== before) problems.push(plain(`${subject} cambió: se timbró un par de la matriz`));
        // The verdict is the matrix's: the first answer stands for the shape.
        return judged(ctx, op, check, answers[0]?.answer ?? null, problems);
      }),
    );
  }
}

/**
 * One SAT rule over the customer's payments (GET /payments with `filter`): `problemOf` names what a
 * payment breaks, or null; the first LISTED are listed, then how many more `things`.
 * @param {RuleContext} ctx
 * @param {{ kind: string, label: string, expected: number[] }} check
 * @param {Record<string, unknown>} filter
 * @param {(payment: Record<string, unknown>) => string | null} problemOf
 * @param {string} things
 */
async function checkEachPayment(ctx, check, filter, problemOf, things) {
  const list = operationAt(ctx.operations, 'GET', '/payments');
  if (!list) return;
  ctx.record(
    list,
    await guarded(check, async () => {
      const answer = await send(ctx, { method: 'GET', path: list.path, query: { filter } });
      /** @type {string[]} */
      const found = [];
      for (const payment of Array.isArray(answer.json) ? answer.json : []) {
        const problem = isObject(payment) ? problemOf(payment) : null;
        if (problem) found.push(`${payment.id}: ${problem}`);
      }
      /** @type {Violation[]} */
      const problems = found.slice(0, LISTED).map(plain);
      if (found.length > LISTED) problems.push(plain(`y ${found.length - LISTED} ${things} más`));
      return judged(ctx, list, check, answer, problems);
    }),
  );
}

/** The Mexico City day (YYYY-MM-DD) of an instant as the backend wrote it; null when it is not one. @param {unknown} instant */
const dayOf = (instant) => (typeof instant === 'string' && !Number.isNaN(Date.parse(instant)) ? mexicoCityDay(new Date(instant)) : null);

/**
 * The SAT's request window (src/features/billing/invoices/invoice-window.ts): every completed
 * payment's invoice_deadline, when the backend declares one, is not before 31 December of the year
 * it was paid. A shorter window refuses invoices the SAT lets the customer ask for.
 * @param {RuleContext} ctx
 */
export function checkInvoiceWindow(ctx) {
  const check = {
    kind: 'ventana-factura-sat',
    label: 'SAT: la factura de un pago completado se puede pedir al menos hasta el 31 de diciembre del año del pago (invoice_deadline)',
    expected: [200],
  };
  return checkEachPayment(
    ctx,
    check,
    { where: { status: 'COMPLETED' }, limit: 1000 },
    (payment) => {
      const day = dayOf(payment.operation_date ?? payment.creation_date);
      if (typeof payment.invoice_deadline !== 'string' || !day) return null;
      const last = lastInvoiceRequestDay(day);
      return payment.invoice_deadline < last ? `invoice_deadline ${payment.invoice_deadline}, antes del ${last} (pagado el ${day})` : null;
    },
    'pagos',
  );
}

/**
 * The cancellation deadline (src/features/billing/invoices/cancellation-window.ts): every stamped
 * invoice's cancellable_until, when the backend declares one, is not after the last day of April of
 * the year after it was stamped (a person's annual return; a company's is March, but the verifier
 * does not know the issuer). A later day offers corrections whose cancellation the SAT would fine.
 * @param {RuleContext} ctx
 */
export function checkCancellationWindow(ctx) {
  const check = {
    kind: 'plazo-cancelacion-sat',
    label:
      'SAT: una factura timbrada no se ofrece para cancelar (ni corregir) después del mes de la declaración anual del año siguiente (cancellable_until)',
    expected: [200],
  };
  return checkEachPayment(
    ctx,
    check,
    { limit: 1000 },
    (payment) => {
      const invoice = payment.invoice;
      const day = isObject(invoice) ? dayOf(invoice.issued_at) : null;
      if (!isObject(invoice) || typeof invoice.cancellable_until !== 'string' || !day) return null;
      const last = latestCancellationDay(day);
      return invoice.cancellable_until > last
        ? `cancellable_until ${invoice.cancellable_until}, después del ${last} (timbrada el ${day})`
        : null;
    },
    'facturas',
  );
}

/**
 * Facts that meet none of rule 2.7.1.35's cases: one known fact put in their place tests that case alone.
 * @type {import('../src/features/billing/invoices/cancellation-acceptance.ts').CancelledInvoiceFacts}
 */
const MEETS_NO_CASE = { total: Number.POSITIVE_INFINITY, receiverRfc: null, issuedAt: '1970-01-01T00:00:00Z', egreso: false };

/**
 * Why a `sin_aceptacion` cancellation's `acceptance_not_needed` is not supported by what the verifier
 * knows of the invoice (the payment's amount; the receiver's RFC and issued_at, which a RelatedInvoice
 * lacks), or null: each case is asked of the rule (acceptanceNotNeeded) with only its own fact known.
 * An egreso is taken as declared: credit notes are not modelled yet.
 * @param {string} reason @param {{ total: number | null, receiverRfc: string | null, issuedAt: string | null }} known
 * @param {string} requestedAt
 */
function unsupportedReason(reason, known, requestedAt) {
  const requestDay = dayOf(requestedAt);
  /** @param {Partial<typeof MEETS_NO_CASE>} fact */
  const meets = (fact) => acceptanceNotNeeded({ ...MEETS_NO_CASE, ...fact }, requestedAt) === reason;
  if (reason === 'monto_hasta_1000' && known.total !== null && !meets({ total: known.total }))
    return `el pago es de ${known.total}, más de ${NO_ACCEPTANCE_MAX_TOTAL}`;
  if (reason === 'publico_en_general' && known.receiverRfc !== null && !meets({ receiverRfc: known.receiverRfc }))
    return `su receptor es ${known.receiverRfc}, no ${GENERAL_PUBLIC_RFC}`;
  const issuedDay = dayOf(known.issuedAt);
  if (reason === 'dia_habil_siguiente' && known.issuedAt !== null && issuedDay && !meets({ issuedAt: known.issuedAt }))
    return `se pidió el ${requestDay}, después del ${businessDaysAfter(issuedDay, 1)} (el día hábil siguiente a su timbrado, el ${issuedDay})`;
  return null;
}

/**
 * What is wrong with one invoice's cancellation request (InvoiceCancellation) against the SAT's
 * acceptance rule (src/features/billing/invoices/cancellation-acceptance.ts), in words; none when it
 * has none (an older backend's cancelada without `cancellation` included).
 * @param {Record<string, unknown>} invoice a PaymentInvoice or a RelatedInvoice
 * @param {{ total: number | null, receiverRfc: string | null, issuedAt: string | null }} known
 * @returns {string[]}
 */
function acceptanceProblems(invoice, known) {
  const c = invoice.cancellation;
  if (!isObject(c)) return [];
  const what = `la factura ${String(invoice.uuid)}`;
  const status = typeof invoice.status === 'string' ? invoice.status : 'vigente';
  const requestedAt = dayOf(c.requested_at) ? String(c.requested_at) : null;
  /** @type {string[]} */
  const found = [];
  if (status === 'cancelada' && (c.status === 'esperando_aceptacion' || c.status === 'rechazada'))
    found.push(`${what} está cancelada sin la aceptación del receptor (su cancelación está «${c.status}»)`);
  if (c.status === 'esperando_aceptacion') {
    if (status !== 'en_cancelacion' && status !== 'cancelada')
      found.push(`${what} espera la aceptación del receptor y está «${status}», no «en_cancelacion»`);
    if (typeof c.respond_by !== 'string' || !dayOf(c.respond_by)) found.push(`${what} espera la aceptación del receptor sin respond_by`);
    else if (requestedAt && Date.parse(c.respond_by) < Date.parse(answerDeadline(requestedAt)))
      found.push(
        `${what}: respond_by ${c.respond_by}, antes de ${answerDeadline(requestedAt)} (3 días hábiles después de la solicitud del ${dayOf(requestedAt)})`,
      );
    if (c.answered_at !== null && c.answered_at !== undefined)
      found.push(`${what} espera la aceptación del receptor y ya tiene answered_at ${String(c.answered_at)}`);
  }
  if (c.status === 'aceptada_sin_respuesta') {
    if (typeof c.respond_by !== 'string' || !dayOf(c.respond_by))
      found.push(`${what} se dio por aceptada sin respuesta y no tiene respond_by`);
    else if (Date.parse(c.respond_by) > Date.now())
      found.push(`${what} se dio por aceptada sin respuesta antes de que venciera su respond_by ${c.respond_by}`);
  }
  if (c.status === 'rechazada' && status !== 'vigente' && status !== 'cancelada')
    found.push(`el receptor rechazó la cancelación de ${what} y está «${status}», no «vigente»`);
  if (c.status === 'sin_aceptacion') {
    const reason = c.acceptance_not_needed;
    if (typeof reason !== 'string') found.push(`${what} se cancela sin aceptación del receptor y acceptance_not_needed no dice por qué`);
    else {
      const unsupported = requestedAt ? unsupportedReason(reason, known, requestedAt) : null;
      if (unsupported) found.push(`${what} se cancela sin aceptación del receptor por «${reason}», pero ${unsupported}`);
    }
  }
  return found;
}

/**
 * The receiver's acceptance of a cancellation (CFF art. 29-A; RMF 2026 rules 2.7.1.34–2.7.1.35;
 * src/features/billing/invoices/cancellation-acceptance.ts): over GET /payments, every invoice's
 * `cancellation` (the payment's and its `replaces` and `replaced_by`): none cancelled while the answer
 * is awaited or after a rejection; an awaited one en_cancelacion, unanswered, with a respond_by not
 * before the rule's; silence only after respond_by; a rejected one vigente; and no acceptance only for
 * a case of rule 2.7.1.35 the invoice can meet, as far as its fields tell.
 * @param {RuleContext} ctx
 */
export function checkCancellationAcceptance(ctx) {
  const check = {
    kind: 'cancelacion-aceptacion-sat',
    label:
      'SAT: una factura se cancela solo con la aceptación del receptor (respondida o tácita al vencer respond_by) o en los casos de la regla 2.7.1.35 (cancellation)',
    expected: [200],
  };
  return checkEachPayment(
    ctx,
    check,
    { limit: 1000 },
    (payment) => {
      const invoice = payment.invoice;
      if (!isObject(invoice)) return null;
      const total = typeof payment.amount === 'number' ? Math.abs(payment.amount) : null;
      const receiver = isObject(invoice.receiver) ? invoice.receiver : null;
      const own = {
        total,
        receiverRfc: receiver && typeof receiver.rfc === 'string' ? receiver.rfc : null,
        issuedAt: dayOf(invoice.issued_at) ? String(invoice.issued_at) : null,
      };
      // A related invoice is another stamp of the same payment: its receiver and stamping are not told.
      const related = { total, receiverRfc: null, issuedAt: null };
      const found = [
        ...acceptanceProblems(invoice, own),
        ...[invoice.replaces, invoice.replaced_by].filter(isObject).flatMap((other) => acceptanceProblems(other, related)),
      ];
      return found.length > 0 ? found.join('; ') : null;
    },
    'pagos',
  );
}

/**
 * Credit notes (CFDI de egreso; LIVA art. 7, CFF art. 29-A; the rule is
 * src/features/billing/invoices/credit-notes.ts): over GET /payments, a REFUNDED payment whose
 * invoice is vigente has credit notes by devolución related to that invoice for the refunded amount
 * (refundCreditNoteProblem), and each note keeps to its own terms (creditNoteProblem: none exceeds
 * the payment, one for a correction past the deadline covers it whole). A backend without
 * `credit_notes` (an older one) passes; a note without the contract's shape is named (its schema is
 * judged too).
 * @param {RuleContext} ctx
 */
export function checkCreditNotes(ctx) {
  const check = {
    kind: 'notas-de-credito-sat',
    label:
      'SAT: el reembolso de un pago con factura vigente tiene su nota de crédito por devolución por lo reembolsado, y ninguna nota excede el pago (credit_notes)',
    expected: [200],
  };
  return checkEachPayment(
    ctx,
    check,
    { limit: 1000 },
    (payment) => {
      if (payment.credit_notes === undefined) return null;
      const notes = Array.isArray(payment.credit_notes) ? payment.credit_notes : [];
      const wellFormed = notes.filter((note) => isObject(note) && isObject(note.related) && typeof note.total === 'number');
      if (!Array.isArray(payment.credit_notes) || wellFormed.length !== notes.length || typeof payment.amount !== 'number')
        return 'credit_notes no tiene la forma del contrato (una lista de CreditNote, cada una con total y related)';
      const typed = /** @type {Parameters<typeof refundCreditNoteProblem>[0] & Parameters<typeof creditNoteProblem>[1]} */ (
        /** @type {unknown} */ (payment)
      );
      const found = [
        refundCreditNoteProblem(typed),
        ...wellFormed.map((note) =>
          creditNoteProblem(/** @type {Parameters<typeof creditNoteProblem>[0]} */ (/** @type {unknown} */ (note)), typed),
        ),
      ].filter((problem) => problem !== null);
      return found.length > 0 ? found.join('; ') : null;
    },
    'pagos',
  );
}

/** How long the package check waits for a package being made (`preparando`) to be `listo`. */
const PACKAGE_WAIT_MS = 20_000;
/** indice.csv's header, as createInvoicePackage's description names the columns. */
const PACKAGE_INDEX_HEADER = 'Tipo,UUID,Fecha,RFC receptor,Subtotal,IVA,Total,Estado,Relacionado';

/**
 * The CFDI GET /payments shows stamped in from..to (Mexico City days), which the package must hold:
 * each payment's invoice and credit note with its issued_at in the period, and the `replaced_by` of
 * such an invoice (stamped after it, so by today). A `replaces` or a note's related invoice carries
 * no issued_at (RelatedInvoice): the package may hold it, and then as any row, with its files.
 * @param {unknown[]} payments @param {string} from @param {string} to
 * @returns {Map<string, string>} UUID → its status
 */
function packageExpectations(payments, from, to) {
  const inPeriod = (/** @type {unknown} */ at) => {
    const day = dayOf(at);
    return day !== null && day >= from && day <= to;
  };
  /** @type {Map<string, string>} */
  const expected = new Map();
  for (const payment of payments) {
    if (!isObject(payment)) continue;
    const invoice = isObject(payment.invoice) ? payment.invoice : null;
    if (invoice && typeof invoice.uuid === 'string' && inPeriod(invoice.issued_at)) {
      expected.set(invoice.uuid.toUpperCase(), String(invoice.status ?? 'vigente'));
      const next = isObject(invoice.replaced_by) ? invoice.replaced_by : null;
      if (next && typeof next.uuid === 'string') expected.set(next.uuid.toUpperCase(), String(next.status ?? 'vigente'));
    }
    for (const note of Array.isArray(payment.credit_notes) ? payment.credit_notes : [])
      if (isObject(note) && typeof note.uuid === 'string' && inPeriod(note.issued_at))
        expected.set(note.uuid.toUpperCase(), String(note.status ?? 'vigente'));
  }
  return expected;
}

/**
 * What is wrong with a package's files: indice.csv with its header; each CFDI GET /payments shows
 * in the period with its row; each row with its <UUID>.xml and .pdf (and <UUID>-acuse.xml when
 * cancelada) and Subtotal + IVA = Total to the cent; no file that no row lists.
 * @param {Map<string, Buffer>} files @param {Map<string, string>} expected
 * @returns {string[]}
 */
function packageProblems(files, expected) {
  const index = files.get('indice.csv');
  if (!index) return ['el ZIP no tiene indice.csv'];
  const text = index.toString('utf8');
  /** @type {string[]} */
  const problems = [];
  if (!text.startsWith('\uFEFF')) problems.push('indice.csv no empieza con el BOM de UTF-8');
  const lines = text.replace(/^\uFEFF/, '').split('\r\n');
  if (lines.at(-1) === '') lines.pop();
  if (lines[0] !== PACKAGE_INDEX_HEADER)
    problems.push(`indice.csv: el encabezado es «${lines[0]}», se esperaba «${PACKAGE_INDEX_HEADER}» (CRLF)`);
  const listed = new Set(['indice.csv']);
  const rows = new Set();
  for (const line of lines.slice(1)) {
    const [, uuid = '', , , subtotal, iva, total, status] = line.split(',');
    const key = uuid.toUpperCase();
    rows.add(key);
    const wanted = [`${uuid}.xml`, `${uuid}.pdf`, ...(status === 'cancelada' ? [`${uuid}-acuse.xml`] : [])];
    for (const name of wanted) {
      listed.add(name);
      if (!files.has(name)) problems.push(`falta ${name} (renglón ${uuid} de indice.csv)`);
    }
    const cents = [subtotal, iva, total].map((cell) => (/^-?\d+\.\d{2}$/.test(cell ?? '') ? Math.round(Number(cell) * 100) : NaN));
    if (cents.some(Number.isNaN))
      problems.push(`${uuid}: Subtotal, IVA y Total deben ser números con dos decimales («${subtotal}», «${iva}», «${total}»)`);
    else if (cents[0] + cents[1] !== cents[2]) problems.push(`${uuid}: Subtotal ${subtotal} + IVA ${iva} no es el Total ${total}`);
  }
  for (const [uuid, status] of expected) if (!rows.has(uuid)) problems.push(`${uuid} (${status}, de GET /payments) no está en indice.csv`);
  for (const name of files.keys())
    if (!listed.has(name)) problems.push(`${name} está en el ZIP pero ningún renglón de indice.csv lo lista`);
  return problems;
}

/**
 * The accountant's package (createInvoicePackage, getInvoicePackage): a package of the last 366
 * days up to `today`, read until `listo` (a bounded wait), downloaded from its download_url (another
 * origin, public like an invoice's files) and read with zip.mjs: exactly the files its index lists,
 * every CFDI GET /payments shows in the period listed (packageProblems). A backend without the
 * operation (404, 405 or 501) is reported as omitted, as the contract's other optional calls are.
 * @param {RuleContext} ctx @param {{ today: string }} options
 */
export async function checkInvoicePackage(ctx, { today }) {
  const create = operationAt(ctx.operations, 'POST', '/invoice-packages');
  const read = operationAt(ctx.operations, 'GET', '/invoice-packages/{packageId}');
  const list = operationAt(ctx.operations, 'GET', '/payments');
  if (!create || !read || !list) return;
  const check = {
    kind: 'paquete-facturas-sat',
    label:
      'SAT: el paquete del contador tiene cada CFDI del periodo (XML y PDF, acuse si está cancelado) e indice.csv con cada uno y nada más; Subtotal + IVA = Total',
    expected: [200, 202],
  };
  const from = addDaysToDay(today, -365);
  ctx.record(
    create,
    await guarded(check, async () => {
      const asked = await send(ctx, { method: 'POST', path: create.path, body: { from, to: today } });
      if ([404, 405, 501].includes(asked.status))
        return skipped(check, `sin paquete de facturas: POST ${create.path} respondió ${asked.status}`);
      let answer = asked;
      let pkg = isObject(answer.json) ? answer.json : null;
      const started = Date.now();
      while (pkg?.status === 'preparando' && typeof pkg.id === 'string' && Date.now() - started < PACKAGE_WAIT_MS) {
        await new Promise((done) => setTimeout(done, 500));
        answer = await send(ctx, { method: 'GET', path: read.path.replace('{packageId}', encodeURIComponent(pkg.id)) });
        pkg = isObject(answer.json) ? answer.json : null;
      }
      if (!pkg || ![200, 202].includes(asked.status)) return judged(ctx, create, check, asked);
      if (pkg.status !== 'listo')
        return judged(ctx, create, check, asked, [
          plain(`el paquete ${pkg.id} sigue «${pkg.status}» después de ${PACKAGE_WAIT_MS / 1000} s`),
        ]);
      const payments = await send(ctx, { method: 'GET', path: list.path, query: { filter: { limit: 1000 } } });
      const expected = packageExpectations(Array.isArray(payments.json) ? payments.json : [], from, today);
      if (typeof pkg.download_url !== 'string')
        return judged(
          ctx,
          create,
          check,
          asked,
          expected.size > 0
            ? [plain(`el paquete listo no tiene download_url y GET /payments muestra ${expected.size} CFDI del periodo`)]
            : [],
        );
      const download = await fetch(pkg.download_url, { signal: AbortSignal.timeout(20_000) });
      if (download.status !== 200)
        return judged(ctx, create, check, asked, [plain(`GET ${pkg.download_url} respondió ${download.status}, no el ZIP`)]);
      /** @type {Map<string, Buffer>} */
      let files;
      try {
        files = readZip(Buffer.from(await download.arrayBuffer()));
      } catch (error) {
        return judged(ctx, create, check, asked, [
          plain(`el ZIP no se puede leer: ${error instanceof Error ? error.message : String(error)}`),
        ]);
      }
      const problems = packageProblems(files, expected);
      /** @type {Violation[]} */
      const listed = problems.slice(0, LISTED).map(plain);
      if (problems.length > LISTED) listed.push(plain(`y ${problems.length - LISTED} problemas más`));
      return judged(ctx, create, check, asked, listed);
    }),
  );
}

/**
 * The id of a package the backend makes for `user` (the last 31 days up to `today`), for
 * getInvoicePackage's example to read; null when it answers none.
 * @param {RuleContext} ctx @param {{ user: import('./contract-rules.mjs').ExampleUser, today: string }} options
 */
export async function ownInvoicePackageId(ctx, { user, today }) {
  const create = operationAt(ctx.operations, 'POST', '/invoice-packages');
  if (!create) return null;
  const answer = await send(ctx, { method: 'POST', path: create.path, user, body: { from: addDaysToDay(today, -30), to: today } }).catch(
    () => null,
  );
  return answer && isObject(answer.json) && typeof answer.json.id === 'string' ? answer.json.id : null;
}
