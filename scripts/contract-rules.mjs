// The rules the contract declares beyond each answer's schema, checked by contract-verify with
// both example users (the employer and the non-employer), straight to the backend:
// - roles: every employer-only operation (it declares 403) refuses the non-employer, changing nothing;
// - ownership: a record of another customer is not found (404) by id, cannot be paid or deleted,
//   and never appears in the other customer's lists;
// - idempotency of paying: the same key repeats the first answer with one charge, the same key for
//   another attempt is 422, a new key is a new attempt, a missing or malformed key is 422;
// - sessions: a password change ends the user's other sessions and keeps this one;
// - PATCH /users/me refuses `email`;
// - lists: `limit` above the maximum is 400, without `limit` the declared page, `q` matches every
//   word ignoring case and accents with `_` and `%` literal;
// - rate limits: each `x-rate-limit` answers 429 with Retry-After (exposed to the browser) within
//   its declared max + 5 counted requests;
// - invoices: a requested invoice shows in its payment, the same request again is 409
//   (never stamped twice), a use the regime does not allow (G03 with 605) is 422 naming cfdiUse,
//   another customer's invoice cannot be corrected (404), a corrected one not again (409); a
//   correction with a credit note is refused (409) while the invoice can still be cancelled, and
//   another customer's (404), stamping nothing; where one is made, the payment shows it;
// - ARCO requests: a folio and a 20-business-day deadline, the request listed, and an
//   attachment only at a URL `POST /files` answered (anything else 422, nothing filed);
// - employee invitations: a link is accepted once (400 after), an unknown one is 404, the employee
//   reads `active` after, and the new account signs in and is not an employer.
// Everything is read from openapi.yaml (which operations declare 403, `x-rate-limit`, limits and
// defaults of `limit`, `x-search-fields`); ids come from the backend's own lists, so a backend with
// its own ids (numbers, UUIDs) is checked the same.
import { randomBytes, randomUUID } from 'node:crypto';
import { isObject, judgeAnswer, nonexistentId } from './contract-checks.mjs';
import { describeJsonDifference, sameJson } from './contract-json.mjs';

/** @typedef {import('./openapi-contract.mjs').ContractOperation} ContractOperation */
/** @typedef {import('./contract-checks.mjs').Ajv} Ajv */
/** @typedef {import('./contract-checks.mjs').Violation} Violation */
/** @typedef {'employer' | 'nonEmployer'} ExampleUser */
/**
 * A check's result, as contract-verify's table shows it.
 * @typedef {{ kind: string, label: string, expected: number[], got: string, verdict: 'cumple' | 'no cumple' | 'omitida', violations: Violation[] }} CheckResult
 */
/**
 * An answer straight from the backend.
 * @typedef {{ status: number, headers: Headers, contentType: string | null, text: string, json: unknown }} DirectAnswer
 */
/**
 * What the rules need: the backend, the contract's operations, both users' tokens, and where results go.
 * @typedef {object} RuleContext
 * @property {string} backend
 * @property {ContractOperation[]} operations
 * @property {Ajv} ajv
 * @property {Record<ExampleUser, string | null>} tokens
 * @property {string} appOrigin
 * @property {(op: ContractOperation, check: CheckResult) => void} record
 */

export const plain = (/** @type {string} */ message) => ({ message, path: '', raw: message });
const verdictOf = (/** @type {Violation[]} */ violations) => (violations.length === 0 ? 'cumple' : 'no cumple');
const USER_NAMES = { employer: 'el empleador', nonEmployer: 'el no empleador' };
const OF_USER = { employer: 'del empleador', nonEmployer: 'del no empleador' };
/** How a limit is keyed, in words. @type {Record<string, string>} */
const PER = { email: 'por correo', user: 'por usuario', all: 'en total' };

/**
 * A request straight to the backend (Prism would refuse or rewrite it).
 * @param {RuleContext} ctx
 * @param {{ method: string, path: string, user?: ExampleUser | null, token?: string | null, body?: unknown, form?: FormData, headers?: Record<string, string>, query?: Record<string, unknown> }} request
 * @returns {Promise<DirectAnswer>}
 */
export async function send(ctx, { method, path, user = 'employer', token, body, form, headers = {}, query = {} }) {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) search.set(name, typeof value === 'string' ? value : JSON.stringify(value));
  const url = `${ctx.backend.replace(/\/+$/, '')}${path}${search.size ? `?${search}` : ''}`;
  /** @type {Record<string, string>} */
  const all = { Accept: 'application/json', ...headers };
  const bearer = token !== undefined ? token : user ? ctx.tokens[user] : null;
  if (bearer) all.Authorization = `Bearer ${bearer}`;
  if (body !== undefined) all['Content-Type'] = 'application/json';
  const response = await fetch(url, {
    method,
    headers: all,
    body: form ?? (body === undefined ? undefined : JSON.stringify(body)),
    signal: AbortSignal.timeout(20_000),
  });
  const text = await response.text();
  let json;
  try {
    json = text ? JSON.parse(text) : undefined;
  } catch {
    json = undefined;
  }
  return { status: response.status, headers: response.headers, contentType: response.headers.get('content-type'), text, json };
}

/**
 * A check judged: the status among `expected`, the answer in the contract's shape, plus `extra` problems.
 * @param {RuleContext} ctx @param {ContractOperation} op @param {{ kind: string, label: string, expected: number[] }} check
 * @param {DirectAnswer | null} answer @param {Violation[]} [extra]
 * @returns {CheckResult}
 */
export function judged(ctx, op, check, answer, extra = []) {
  const violations = answer ? [...judgeAnswer({ op, ajv: ctx.ajv, answer, expected: check.expected }), ...extra] : extra;
  return { ...check, got: answer ? String(answer.status) : '—', verdict: verdictOf(violations), violations };
}

/** @param {{ kind: string, label: string, expected: number[] }} check @param {string} why @returns {CheckResult} */
export const skipped = (check, why) => ({ ...check, got: '—', verdict: 'omitida', violations: [plain(why)] });

/** Runs one check, turning a failed connection into its verdict. @param {() => Promise<CheckResult>} run @param {{ kind: string, label: string, expected: number[] }} check */
export async function guarded(check, run) {
  try {
    return await run();
  } catch (error) {
    return {
      ...check,
      got: 'sin respuesta',
      verdict: /** @type {const} */ ('no cumple'),
      violations: [plain(`sin respuesta: ${error instanceof Error ? error.message : String(error)}`)],
    };
  }
}

// --- Reading the contract ----------------------------------------------------------------------

/** The operations only an employer may call: they declare 403. @param {ContractOperation[]} operations */
const employerOnly = (operations) => operations.filter((op) => Boolean(op.operation.responses?.['403']));

/** The list a path-addressed operation's record comes from: `/quotations/{id}/pay` → GET /quotations. @param {ContractOperation} op @param {ContractOperation[]} operations */
function listOf(op, operations) {
  const index = op.path.indexOf('/{');
  if (index < 0) return null;
  const path = op.path.slice(0, index);
  return operations.find((candidate) => candidate.method === 'GET' && candidate.path === path) ?? null;
}

/** The operation of `method path` (a template), if the contract has it. @param {ContractOperation[]} operations @param {string} method @param {string} path */
export const operationAt = (operations, method, path) => operations.find((op) => op.method === method && op.path === path) ?? null;

/** @param {ContractOperation} op */
const pathParameters = (op) => op.parameters.filter((parameter) => parameter.in === 'path');

/** A path with its parameters filled in. @param {string} template @param {Record<string, string>} values */
const fillPath = (template, values) => template.replace(/\{([^}]+)\}/g, (_, name) => encodeURIComponent(values[name] ?? ''));

/** The example body of `op` (its first, or the first whose `method` is `preferMethod`). @param {ContractOperation} op @param {string} [preferMethod] */
function exampleBody(op, preferMethod) {
  const json = op.operation.requestBody?.content?.['application/json'];
  if (!json) return undefined;
  const values = Object.values(json.examples ?? {}).map((example) => example.value);
  const preferred = preferMethod ? values.find((value) => isObject(value) && value.method === preferMethod) : undefined;
  return preferred ?? values[0] ?? json.example;
}

/** The example value of each path parameter of `op`. @param {ContractOperation} op */
function examplePath(op) {
  /** @type {Record<string, string>} */
  const values = {};
  for (const parameter of pathParameters(op)) {
    const example = parameter.example ?? parameter.schema?.example;
    if (example !== undefined) values[parameter.name] = String(example);
  }
  return values;
}

/** The headers `op` requires (an Idempotency-Key: a fresh one). @param {ContractOperation} op */
function requiredHeaders(op) {
  /** @type {Record<string, string>} */
  const headers = {};
  for (const parameter of op.parameters) if (parameter.in === 'header' && parameter.required) headers[parameter.name] = randomUUID();
  return headers;
}

/** The ids of a list answer's records. @param {DirectAnswer} answer @returns {string[]} */
const idsOf = (answer) =>
  Array.isArray(answer.json)
    ? answer.json
        .filter(isObject)
        .map((record) => String(record.id))
        .filter((id) => id !== 'undefined')
    : [];

// --- Roles -------------------------------------------------------------------------------------

/** A snapshot of what the employer's employer-only lists hold (to see that a refused call changed nothing). @param {RuleContext} ctx */
async function employerView(ctx) {
  const reads = employerOnly(ctx.operations).filter((op) => op.method === 'GET' && pathParameters(op).length === 0);
  const parts = [];
  for (const op of reads) {
    const maximum = op.parameters.some((p) => p.name === 'filter') ? { filter: { limit: 100 } } : {};
    const answer = await send(ctx, { method: 'GET', path: op.path, user: 'employer', query: maximum });
    // Compared as JSON (sameJson): a backend may give the same records back with keys reordered.
    parts.push({ path: op.path, status: answer.status, body: answer.json ?? answer.text });
  }
  return parts;
}

/**
 * Every employer-only operation, sent by the non-employer with its example request: 403 `{ message }`,
 * and afterwards the employer's employer-only data is what it was.
 * @param {RuleContext} ctx
 */
export async function checkRoles(ctx) {
  const ops = employerOnly(ctx.operations);
  if (ops.length === 0) return;
  const base = { kind: 'rol', label: 'rol: el no empleador recibe 403', expected: [403] };
  if (!ctx.tokens.nonEmployer) {
    for (const op of ops)
      ctx.record(op, skipped(base, 'sin token del no empleador (ni --token-no-empleador ni su inicio de sesión de ejemplo)'));
    return;
  }
  const before = await employerView(ctx).catch(() => null);
  for (const op of ops) {
    const result = await guarded(base, async () => {
      const path = fillPath(op.path, examplePath(op));
      /** @type {FormData | undefined} */
      let form;
      if (op.operation.requestBody?.content?.['multipart/form-data']) {
        form = new FormData();
        form.append('file', new Blob(['nombre,apellidos,correo\n'], { type: 'text/csv' }), 'a1B2c3_empleados.csv');
      }
      const answer = await send(ctx, {
        method: op.method,
        path,
        user: 'nonEmployer',
        body: exampleBody(op),
        form,
        headers: requiredHeaders(op),
      });
      return judged(ctx, op, base, answer);
    });
    ctx.record(op, result);
  }
  const after = await employerView(ctx).catch(() => null);
  if (before !== null && after !== null) {
    const writes = ops.filter((op) => op.method !== 'GET');
    const difference = sameJson(before, after);
    for (const op of writes)
      ctx.record(op, {
        kind: 'rol-sin-cambios',
        label: 'rol: el intento del no empleador no cambió nada',
        expected: [403],
        got: difference ? 'cambió' : 'sin cambios',
        verdict: difference ? 'no cumple' : 'cumple',
        violations: difference
          ? [
              plain(
                `los datos del empleador cambiaron tras las llamadas rechazadas del no empleador (${describeJsonDifference(difference)})`,
              ),
            ]
          : [],
      });
  }
}

// --- Ownership ---------------------------------------------------------------------------------

/**
 * The other customer's records cannot be read, paid or deleted by id (404), stay as they were, and
 * never appear in a list of the other. Reads both ways; writes by the non-employer on the employer's.
 * @param {RuleContext} ctx
 */
export async function checkOwnership(ctx) {
  const shared = ctx.operations.filter((op) => !op.operation.responses?.['403']);
  // An operation whose records have no list (POST /invoices/{uuid}/replace) has its own ownership rule.
  const byId = shared.filter(
    (op) => pathParameters(op).length === 1 && op.operation.responses?.['404'] && listOf(op, ctx.operations) !== null,
  );
  const lists = [...new Set(byId.map((op) => listOf(op, ctx.operations)).filter((list) => list !== null))];
  if (!ctx.tokens.nonEmployer || !ctx.tokens.employer) {
    for (const op of byId)
      ctx.record(
        op,
        skipped(
          { kind: 'ajeno', label: 'propiedad: un registro de otro cliente no existe (404)', expected: [404] },
          'hacen falta los dos usuarios de ejemplo',
        ),
      );
    return;
  }
  /** @type {Map<ContractOperation, Record<ExampleUser, string[]>>} */
  const owned = new Map();
  for (const list of lists) {
    const ids = {
      employer: idsOf(await send(ctx, { method: 'GET', path: list.path, user: 'employer' })),
      nonEmployer: idsOf(await send(ctx, { method: 'GET', path: list.path, user: 'nonEmployer' })),
    };
    owned.set(list, ids);
    for (const [viewer, other] of /** @type {[ExampleUser, ExampleUser][]} */ ([
      ['nonEmployer', 'employer'],
      ['employer', 'nonEmployer'],
    ])) {
      const check = {
        kind: 'listas-ajenas',
        label: `propiedad: la lista ${OF_USER[viewer]} no trae registros ${OF_USER[other]}`,
        expected: [200],
      };
      const foreign = ids[viewer].filter((id) => ids[other].includes(id));
      ctx.record(list, {
        ...check,
        got: foreign.length ? `${foreign.length} ajenos` : 'ninguno ajeno',
        verdict: foreign.length ? 'no cumple' : 'cumple',
        violations: foreign.map((id) => plain(`la lista ${OF_USER[viewer]} trae ${id}, que es ${OF_USER[other]}`)),
      });
    }
  }
  for (const op of byId) {
    const list = listOf(op, ctx.operations);
    const ids = list ? owned.get(list) : undefined;
    const [parameter] = pathParameters(op);
    const directions = /** @type {[ExampleUser, ExampleUser][]} */ (
      op.method === 'GET'
        ? [
            ['nonEmployer', 'employer'],
            ['employer', 'nonEmployer'],
          ]
        : [['nonEmployer', 'employer']]
    );
    for (const [viewer, owner] of directions) {
      const target = ids?.[owner][0];
      const check = {
        kind: 'ajeno',
        label: `propiedad: ${USER_NAMES[viewer]} no alcanza un registro ${OF_USER[owner]} (404)`,
        expected: [404],
      };
      if (!target || !parameter || !list) {
        if (viewer === 'nonEmployer')
          ctx.record(op, skipped(check, `${USER_NAMES[owner]} no tiene registros en ${list?.path ?? 'la lista'}`));
        continue;
      }
      const result = await guarded(check, async () => {
        const snapshot = () => send(ctx, { method: 'GET', path: list.path, user: owner }).then((a) => a.json ?? a.text);
        const before = op.method === 'GET' ? null : await snapshot();
        const body = exampleBody(op, 'store');
        const answer = await send(ctx, {
          method: op.method,
          path: fillPath(op.path, { [parameter.name]: target }),
          user: viewer,
          body,
          headers: requiredHeaders(op),
        });
        /** @type {Violation[]} */
        const extra = [];
        if (before !== null && sameJson(before, await snapshot()))
          extra.push(plain(`${op.method} ${op.path} ${OF_USER[viewer]} cambió el registro ${target} ${OF_USER[owner]}`));
        return judged(ctx, op, check, answer, extra);
      });
      ctx.record(op, result);
    }
  }
}

// --- PATCH /users/me refuses the e-mail -------------------------------------------------------------

/**
 * The sign-in e-mail changes only through the e-mail change: `PATCH /users/me` with `email` is
 * refused (422, as the contract says) and the e-mail stays.
 * @param {RuleContext} ctx
 */
export async function checkEmailNotPatched(ctx) {
  const op = operationAt(ctx.operations, 'PATCH', '/users/me');
  const read = operationAt(ctx.operations, 'GET', '/users/me');
  if (!op || !read) return;
  const check = { kind: 'correo-en-patch', label: 'PATCH con «email»: rechazado (422) y el correo no cambia', expected: [422] };
  ctx.record(
    op,
    await guarded(check, async () => {
      const before = await send(ctx, { method: 'GET', path: read.path });
      const answer = await send(ctx, {
        method: 'PATCH',
        path: op.path,
        body: { email: `cambio.${randomBytes(4).toString('hex')}@ejemplo.mx` },
      });
      const after = await send(ctx, { method: 'GET', path: read.path });
      const email = (/** @type {DirectAnswer} */ a) => (isObject(a.json) ? a.json.email : undefined);
      return judged(
        ctx,
        op,
        check,
        answer,
        email(before) === email(after) ? [] : [plain(`el correo cambió de ${email(before)} a ${email(after)}`)],
      );
    }),
  );
}

// --- Lists ---------------------------------------------------------------------------------------

/** Lowercase without accents, as the contract's search compares. @param {unknown} text */
const fold = (text) =>
  String(text ?? '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase();

/** "sofia martinez" → "SÓFIA MÁRTINEZ": another case and accents, the same search. @param {string} q */
const recased = (q) =>
  q
    .toUpperCase()
    .replace(
      /\b([^AEIOU\s]*)([AEIOU])/g,
      (_, head, vowel) => `${head}${{ A: 'Á', E: 'É', I: 'Í', O: 'Ó', U: 'Ú' }[/** @type {'A'} */ (vowel)]}`,
    );

/**
 * `limit` above the declared maximum is 400; without `limit` the declared default page (or all, when
 * fewer); `q` finds its example, every word in one of `x-search-fields`, whatever the case and
 * accents, with `_` and `%` literal; `/count` with the same `q` says as many.
 * @param {RuleContext} ctx
 */
export async function checkLists(ctx) {
  for (const op of ctx.operations.filter(
    (candidate) => candidate.method === 'GET' && candidate.parameters.some((p) => p.name === 'filter'),
  )) {
    const filter = op.parameters.find((p) => p.name === 'filter');
    const schema = filter?.schema ?? Object.values(filter?.content ?? {})[0]?.schema ?? {};
    const limit = /** @type {{ maximum?: number, default?: number } | undefined} */ (schema.properties?.limit);
    const user = 'employer';
    const maximum = limit?.maximum;
    if (maximum !== undefined) {
      const check = { kind: 'limit-maximo', label: `limit ${maximum + 1} (sobre el máximo ${maximum}) → 400`, expected: [400] };
      ctx.record(
        op,
        await guarded(check, async () =>
          judged(ctx, op, check, await send(ctx, { method: 'GET', path: op.path, user, query: { filter: { limit: maximum + 1 } } })),
        ),
      );
    }
    const count = operationAt(ctx.operations, 'GET', `${op.path}/count`);
    if (limit?.default !== undefined && count) {
      const check = { kind: 'limit-omision', label: `sin limit: la página por omisión (${limit.default})`, expected: [200] };
      ctx.record(
        op,
        await guarded(check, async () => {
          const total = await send(ctx, { method: 'GET', path: count.path, user });
          const answer = await send(ctx, { method: 'GET', path: op.path, user });
          const wanted =
            isObject(total.json) && typeof total.json.count === 'number' ? Math.min(limit.default ?? 0, total.json.count) : null;
          const got = Array.isArray(answer.json) ? answer.json.length : null;
          return judged(
            ctx,
            op,
            check,
            answer,
            wanted !== null && got !== wanted
              ? [
                  plain(
                    `sin limit respondió ${got} registros; con ${isObject(total.json) ? total.json.count : '?'} en total se esperaban ${wanted}`,
                  ),
                ]
              : [],
          );
        }),
      );
    }
    const search = op.parameters.find((p) => p.name === 'q');
    const example = search?.example ?? search?.schema?.example;
    const fields = /** @type {string[] | undefined} */ (search?.['x-search-fields']);
    if (search && typeof example === 'string' && fields) await checkSearch(ctx, op, count, example, fields);
  }
}

/**
 * @param {RuleContext} ctx @param {ContractOperation} op @param {ContractOperation | null} count
 * @param {string} example @param {string[]} fields
 */
async function checkSearch(ctx, op, count, example, fields) {
  const find = (/** @type {string} */ q) => send(ctx, { method: 'GET', path: op.path, query: { q, filter: { limit: 100 } } });
  const words = fold(example).split(/\s+/).filter(Boolean);
  /** @param {unknown} record @param {string} word */
  const has = (record, word) => isObject(record) && fields.some((field) => fold(record[field]).includes(fold(word)));
  const found = { kind: 'q', label: `q «${example}»: encuentra registros con cada palabra`, expected: [200] };
  /** @type {string[]} */
  let ids = [];
  ctx.record(
    op,
    await guarded(found, async () => {
      const answer = await find(example);
      const rows = Array.isArray(answer.json) ? answer.json : [];
      ids = idsOf(answer);
      const extra = rows.length === 0 ? [plain(`q «${example}» no encontró nada; los datos de ejemplo tienen quien coincide`)] : [];
      for (const row of rows)
        if (!words.every((word) => has(row, word)))
          extra.push(plain(`${isObject(row) ? row.id : row} no tiene todas las palabras de «${example}» en ${fields.join(', ')}`));
      return judged(ctx, op, found, answer, extra);
    }),
  );
  const variant = recased(example);
  const same = { kind: 'q-acentos', label: `q «${variant}»: lo mismo sin importar mayúsculas ni acentos`, expected: [200] };
  ctx.record(
    op,
    await guarded(same, async () => {
      const answer = await find(variant);
      const other = idsOf(answer);
      const equal = other.length === ids.length && other.every((id) => ids.includes(id));
      return judged(ctx, op, same, answer, equal ? [] : [plain(`«${variant}» encontró ${other.length} y «${example}» ${ids.length}`)]);
    }),
  );
  for (const literal of ['_', '%']) {
    const check = { kind: 'q-literal', label: `q «${literal}»: el carácter es literal, no comodín`, expected: [200] };
    ctx.record(
      op,
      await guarded(check, async () => {
        const answer = await find(literal);
        const rows = Array.isArray(answer.json) ? answer.json : [];
        const wild = rows.filter((row) => !has(row, literal));
        return judged(
          ctx,
          op,
          check,
          answer,
          wild.length ? [plain(`«${literal}» encontró ${wild.length} registros que no lo contienen (se usó como comodín)`)] : [],
        );
      }),
    );
  }
  if (count) {
    const check = { kind: 'q-cuenta', label: `/count con q «${example}»: cuenta lo mismo que la lista`, expected: [200] };
    ctx.record(
      count,
      await guarded(check, async () => {
        const answer = await send(ctx, { method: 'GET', path: count.path, query: { q: example } });
        const counted = isObject(answer.json) ? answer.json.count : undefined;
        return judged(ctx, count, check, answer, counted === ids.length ? [] : [plain(`contó ${counted} y la lista trae ${ids.length}`)]);
      }),
    );
  }
}

// --- Idempotency of paying -------------------------------------------------------------------------

const countPayments = async (/** @type {RuleContext} */ ctx, /** @type {ExampleUser} */ user) => {
  const answer = await send(ctx, { method: 'GET', path: '/payments/count', user });
  return isObject(answer.json) && typeof answer.json.count === 'number' ? answer.json.count : null;
};

/** The payments the user has now, before an idempotent attempt (to count the charges it makes). @param {RuleContext} ctx @param {ExampleUser} user */
export const paymentsBefore = (ctx, user) => countPayments(ctx, user).catch(() => null);

/**
 * After the first pay example went through (`happy`: its key, path, body and answer): the same key
 * gives the same answer and no second charge; the same key with another method is 422; a new key is
 * a new attempt (the quotation is paid now: 409); no key or a malformed one is 422 and charges nothing.
 * @param {RuleContext} ctx @param {ContractOperation} op
 * @param {{ url: string, headers: Record<string, string>, body: string | undefined, status: number | string | null, answer: unknown, user: ExampleUser, before: number | null }} happy
 */
export async function checkIdempotency(ctx, op, happy) {
  const keyName = op.parameters.find((p) => p.in === 'header' && /idempotency/i.test(p.name))?.name;
  if (!keyName) return;
  const key = happy.headers[keyName];
  const path = new URL(happy.url).pathname.slice(new URL(ctx.backend).pathname.replace(/\/+$/, '').length);
  const body = happy.body ? JSON.parse(happy.body) : {};
  const attempt = (/** @type {Record<string, string>} */ headers, /** @type {unknown} */ content = body) =>
    send(ctx, { method: op.method, path, user: happy.user, body: content, headers });
  const status = typeof happy.status === 'number' ? happy.status : null;

  const repeat = {
    kind: 'idempotencia-repite',
    label: 'idempotencia: la misma clave repite la primera respuesta',
    expected: status ? [status] : op.successStatuses,
  };
  ctx.record(
    op,
    await guarded(repeat, async () => {
      const answer = await attempt({ [keyName]: key });
      const difference = sameJson(happy.answer, answer.json);
      return judged(
        ctx,
        op,
        repeat,
        answer,
        difference
          ? [plain(`la misma clave dio otra respuesta (el primer resultado no se guardó): ${describeJsonDifference(difference)}`)]
          : [],
      );
    }),
  );
  const once = { kind: 'idempotencia-un-cargo', label: 'idempotencia: un solo cargo por clave', expected: [200] };
  const after = await countPayments(ctx, happy.user).catch(() => null);
  if (happy.before === null || after === null) ctx.record(op, skipped(once, 'GET /payments/count no respondió un número'));
  else {
    const charges = after - happy.before;
    ctx.record(op, {
      ...once,
      got: `${charges} cargo${charges === 1 ? '' : 's'}`,
      verdict: charges === 1 ? 'cumple' : 'no cumple',
      violations: charges === 1 ? [] : [plain(`el primer envío y su repetición con la misma clave dejaron ${charges} pagos nuevos, no 1`)],
    });
  }
  const other = isObject(body) && body.method === 'store' ? { method: 'bank_account' } : { method: 'store' };
  const reused = {
    kind: 'idempotencia-otra',
    label: `idempotencia: la misma clave con otro método (${other.method}) → 422`,
    expected: [422],
  };
  ctx.record(op, await guarded(reused, async () => judged(ctx, op, reused, await attempt({ [keyName]: key }, other))));
  const fresh = {
    kind: 'idempotencia-nueva',
    label: 'idempotencia: una clave nueva es otro intento (la cotización ya está pagada: 409)',
    expected: [409],
  };
  ctx.record(op, await guarded(fresh, async () => judged(ctx, op, fresh, await attempt({ [keyName]: randomUUID() }))));
  for (const [label, headers] of /** @type {[string, Record<string, string>][]} */ ([
    ['sin clave', {}],
    ['con una clave mal formada', { [keyName]: 'no es una clave!' }],
  ])) {
    const check = { kind: 'idempotencia-falta', label: `idempotencia: ${label} → 422 y nada se cobra`, expected: [422] };
    ctx.record(
      op,
      await guarded(check, async () => {
        const countBefore = await countPayments(ctx, happy.user);
        const answer = await attempt(headers);
        const countAfter = await countPayments(ctx, happy.user);
        return judged(ctx, op, check, answer, countBefore === countAfter ? [] : [plain(`se registró un pago ${label}`)]);
      }),
    );
  }
}

// --- Deciding on a quotation ----------------------------------------------------------

/**
 * After the first decision example went through (`happy`: its path and user): a second decision of
 * the same quotation is 409 and leaves it as it was; declining without a reason is 422 with an error
 * on `reason`, and asking for changes without a comment 422 on `comment` (the body is checked before
 * the state, so the decided quotation serves).
 * @param {RuleContext} ctx @param {ContractOperation} op @param {{ url: string, user: ExampleUser }} happy
 */
export async function checkDecidedOnce(ctx, op, happy) {
  const path = new URL(happy.url).pathname.slice(new URL(ctx.backend).pathname.replace(/\/+$/, '').length);
  const read = () => send(ctx, { method: 'GET', path: path.replace(/\/decision$/, ''), user: happy.user }).then((a) => a.json ?? a.text);
  const decide = (/** @type {unknown} */ body) => send(ctx, { method: op.method, path, user: happy.user, body });
  const twice = { kind: 'decision-una-vez', label: 'decisión: decidir otra vez la misma cotización → 409 y nada cambia', expected: [409] };
  ctx.record(
    op,
    await guarded(twice, async () => {
      const before = await read();
      const answer = await decide({ outcome: 'rechazada', reason: 'otro' });
      const difference = sameJson(before, await read());
      return judged(
        ctx,
        op,
        twice,
        answer,
        difference ? [plain(`la segunda decisión cambió la cotización (${describeJsonDifference(difference)})`)] : [],
      );
    }),
  );
  for (const [field, body] of /** @type {[string, Record<string, string>][]} */ ([
    ['reason', { outcome: 'rechazada' }],
    ['comment', { outcome: 'cambios_solicitados' }],
  ])) {
    const check = {
      kind: 'decision-falta',
      label: `decisión: ${body.outcome} sin «${field}» → 422 con el error en ${field}`,
      expected: [422],
    };
    ctx.record(
      op,
      await guarded(check, async () => {
        const answer = await decide(body);
        const errors = isObject(answer.json) && Array.isArray(answer.json.errors) ? answer.json.errors : [];
        const named = errors.some((error) => isObject(error) && error.field === field);
        return judged(ctx, op, check, answer, named ? [] : [plain(`la respuesta no trae un error en «${field}»`)]);
      }),
    );
  }
}

// --- Sessions -----------------------------------------------------------------------------------------

/**
 * Before the password change: a second session of the employer (signing in with the example).
 * @param {RuleContext} ctx @param {ContractOperation} signIn @param {unknown} credentials
 */
export async function openSecondSession(ctx, signIn, credentials) {
  const answer = await send(ctx, { method: 'POST', path: signIn.path, user: null, body: credentials }).catch(() => null);
  const token =
    answer && isObject(answer.json) ? (answer.json.token ?? (isObject(answer.json.user) ? answer.json.user.token : undefined)) : undefined;
  return typeof token === 'string' && token ? token : null;
}

/**
 * After the password change: the other session answers 401, this one still works.
 * @param {RuleContext} ctx @param {ContractOperation} op @param {string | null} other
 */
export async function checkOtherSessionsEnded(ctx, op, other) {
  const whoAmI = operationAt(ctx.operations, 'POST', '/users/user-by-token-app');
  const check = { kind: 'sesiones', label: 'sesiones: tras cambiar la contraseña la otra sesión recibe 401 y esta sigue', expected: [401] };
  if (!whoAmI) return;
  if (!other) {
    ctx.record(op, skipped(check, 'no se pudo abrir una segunda sesión con el inicio de sesión de ejemplo'));
    return;
  }
  ctx.record(
    op,
    await guarded(check, async () => {
      const ended = await send(ctx, { method: 'POST', path: whoAmI.path, token: other });
      const kept = await send(ctx, { method: 'POST', path: whoAmI.path, user: 'employer' });
      const extra = kept.status === 200 ? [] : [plain(`la sesión que cambió la contraseña respondió ${kept.status}, no 200`)];
      return judged(ctx, whoAmI, check, ended, extra);
    }),
  );
}

/**
 * After signing out (`op`, sent with `token`): that token answers 401.
 * @param {RuleContext} ctx @param {ContractOperation} op @param {string | null} token
 */
export async function checkSignedOut(ctx, op, token) {
  const whoAmI = operationAt(ctx.operations, 'POST', '/users/user-by-token-app');
  const check = { kind: 'cierre', label: 'cerrar sesión: el token cerrado recibe 401', expected: [401] };
  if (!whoAmI) return;
  if (!token) {
    ctx.record(op, skipped(check, 'no se pudo abrir una sesión con el inicio de sesión de ejemplo'));
    return;
  }
  ctx.record(
    op,
    await guarded(check, async () => judged(ctx, whoAmI, check, await send(ctx, { method: 'POST', path: whoAmI.path, token }))),
  );
}

// --- Rate limits ------------------------------------------------------------------------------------

/** @param {number} bytes */
const randomHex = (bytes) => randomBytes(bytes).toString('hex');

/** `Retry-After` as the contract says: seconds, or an HTTP date. @param {string | null} value */
const readableRetryAfter = (value) =>
  value !== null && (/^\d+$/.test(value.trim()) || (/[A-Za-z]/.test(value) && !Number.isNaN(Date.parse(value))));

/**
 * Each declared `x-rate-limit`, last (it locks what it probes): counted requests, one at a time,
 * until a 429 — at most `max` + 5 (or `probe`) — that carries `Retry-After`, exposes it to the
 * browser and has the contract's body. `probe` 0 skips them.
 * @param {RuleContext} ctx @param {{ probe?: number | null }} [options]
 */
export async function checkRateLimits(ctx, { probe = null } = {}) {
  for (const op of ctx.operations) {
    const declared = op.operation['x-rate-limit'];
    if (!declared) continue;
    const [limit] = /** @type {{ name: string, max: number, windowSeconds: number, per: string, counts: string }[]} */ ([declared].flat());
    if (!limit) continue;
    const bound = probe ?? limit.max + 5;
    const check = {
      kind: 'limite',
      label: `límite ${limit.name}: 429 con Retry-After en ≤ ${bound} peticiones (${limit.max} cada ${limit.windowSeconds} s ${PER[limit.per] ?? limit.per})`,
      expected: [429],
    };
    if (bound === 0) {
      ctx.record(op, skipped(check, 'sondeo de límites desactivado (--rate-limit-probe 0): el backend dice no tener límites configurados'));
      continue;
    }
    // Per user: the non-employer, so the employer's own limits stay free; an employer-only call
    // (it declares 403) is probed by the employer, the only one it counts for.
    const employerOnlyCall = Boolean(op.operation.responses?.['403']);
    const user = /** @type {ExampleUser} */ (
      limit.per === 'user' && op.path !== '/users/me/password' && !employerOnlyCall ? 'nonEmployer' : 'employer'
    );
    const address = `limite.${randomHex(4)}@ejemplo.mx`;
    const counted = () => {
      const body = structuredClone(exampleBody(op));
      if (isObject(body)) {
        if ('email' in body) body.email = address;
        // A wrong secret makes each request one that counts: a bad token, a wrong current password,
        // and on the sign-in (the body with `email`) a wrong password.
        for (const secret of ['currentPassword', 'token', 'token_id', ...('email' in body ? ['password'] : [])])
          if (secret in body) body[secret] = `x${randomHex(12)}`;
      }
      /** @type {Record<string, string>} */
      const values = {};
      for (const parameter of pathParameters(op))
        values[parameter.name] = nonexistentId(parameter.example ?? parameter.schema?.example ?? 'x');
      return { path: fillPath(op.path, values), body };
    };
    ctx.record(
      op,
      await guarded(check, async () => {
        /** @type {DirectAnswer | null} */
        let last = null;
        for (let sent = 1; sent <= bound; sent += 1) {
          const { path, body } = counted();
          last = await send(ctx, {
            method: op.method,
            path,
            user: op.isPublic ? null : user,
            body,
            headers: { ...requiredHeaders(op), Origin: ctx.appOrigin },
          });
          if (last.status === 429) break;
        }
        if (!last || last.status !== 429)
          return judged(ctx, op, check, last, [
            plain(`ningún 429 en ${bound} peticiones que cuentan (${limit.counts} ${PER[limit.per] ?? limit.per})`),
          ]);
        /** @type {Violation[]} */
        const extra = [];
        const retryAfter = last.headers.get('retry-after');
        if (!readableRetryAfter(retryAfter))
          extra.push(plain(`el 429 no trae Retry-After en segundos o como fecha HTTP (trae «${retryAfter ?? 'nada'}»)`));
        const exposed = (last.headers.get('access-control-expose-headers') ?? '').toLowerCase();
        if (!exposed.split(',').some((name) => ['retry-after', '*'].includes(name.trim())))
          extra.push(plain('falta Access-Control-Expose-Headers: Retry-After (el navegador no deja a la app leer cuánto esperar)'));
        return judged(ctx, op, check, last, extra);
      }),
    );
  }
}

// --- Invoices -------------------------------------------------------------------------

/**
 * One request example of requestInvoice as sent: the payment it invoices (`x-path-parameters`),
 * who sends it (`x-user`) and its body.
 * @typedef {{ paymentId: string, user: ExampleUser, body: unknown }} InvoiceExample
 */

const REQUEST_INVOICE = ['POST', '/payments/{paymentId}/invoice'];
const REPLACE_INVOICE = ['POST', '/invoices/{uuid}/replace'];
const REISSUE_INVOICE = ['POST', '/invoices/{uuid}/credit-note'];
const GET_PAYMENT = ['GET', '/payments/{paymentId}'];
/** Statuses in which a payment has its invoice (or is getting it). */
const INVOICED = new Set(['en_timbrado', 'vigente']);

/** The invoice of a payment answer, if any. @param {DirectAnswer} answer */
const invoiceIn = (answer) => (isObject(answer.json) && isObject(answer.json.invoice) ? answer.json.invoice : null);
/** The payment as `user` reads it. @param {RuleContext} ctx @param {ExampleUser} user @param {string} paymentId */
const readPayment = (ctx, user, paymentId) => send(ctx, { method: 'GET', path: fillPath(GET_PAYMENT[1], { paymentId }), user });
/** An invoice as compared before and after a refusal: what a new request or stamping would change. @param {unknown} invoice */
const invoiceState = (invoice) => (isObject(invoice) ? { uuid: invoice.uuid, receiver: invoice.receiver } : invoice);
/** How the invoice changed, in Spanish, or '' when it did not. @param {unknown} before @param {unknown} after */
const invoiceChange = (before, after) => {
  const difference = sameJson(before, after);
  return difference ? ` (${describeJsonDifference(difference)})` : '';
};

/**
 * The refusals of the invoice operations that change nothing, sent before their happy path (while
 * the example payments can still be invoiced):
 * - G03 with régimen 605 (not a pair of c_UsoCFDI) → 422 naming cfdiUse, and nothing is requested;
 * - another customer's invoice cannot be corrected (404), and stays as it was.
 * @param {RuleContext} ctx @param {{ examples: InvoiceExample[] }} options
 */
export async function checkInvoiceRefusals(ctx, { examples }) {
  const request = operationAt(ctx.operations, REQUEST_INVOICE[0], REQUEST_INVOICE[1]);
  const replace = operationAt(ctx.operations, REPLACE_INVOICE[0], REPLACE_INVOICE[1]);
  const example = examples.find((candidate) => isObject(candidate.body) && isObject(candidate.body.receiver));
  if (request && example) {
    const check = {
      kind: 'factura-sat',
      label: 'uso G03 con régimen 605 (no es un par de c_UsoCFDI) → 422 con errors[] en cfdiUse, y nada se solicita',
      expected: [422],
    };
    ctx.record(
      request,
      await guarded(check, async () => {
        const before = invoiceState(invoiceIn(await readPayment(ctx, example.user, example.paymentId)));
        const body = /** @type {{ receiver: Record<string, unknown> }} */ (example.body);
        const answer = await send(ctx, {
          method: 'POST',
          path: fillPath(request.path, { paymentId: example.paymentId }),
          user: example.user,
          body: { ...body, receiver: { ...body.receiver, fiscalRegime: '605', cfdiUse: 'G03' } },
        });
        const errors = isObject(answer.json) && Array.isArray(answer.json.errors) ? answer.json.errors : [];
        const extra = [];
        if (answer.status === 422 && !errors.some((error) => isObject(error) && /(^|\.)cfdiUse$/.test(String(error.field))))
          extra.push(plain('errors[] no nombra cfdiUse'));
        const after = invoiceState(invoiceIn(await readPayment(ctx, example.user, example.paymentId)));
        const change = invoiceChange(before, after);
        if (change) extra.push(plain(`la factura del pago ${example.paymentId} cambió${change}: se solicitó con datos que el SAT rechaza`));
        return judgedWithErrors(ctx, request, check, answer, extra);
      }),
    );
  }
  if (replace && examples.length > 0) {
    const check = { kind: 'ajeno', label: 'propiedad: el no empleador no corrige una factura del empleador (404)', expected: [404] };
    ctx.record(
      replace,
      await guarded(check, async () => {
        const payments = await send(ctx, { method: 'GET', path: '/payments', user: 'employer' });
        const owned = (Array.isArray(payments.json) ? payments.json : []).find(
          (payment) => isObject(payment) && isObject(payment.invoice) && typeof payment.invoice.uuid === 'string',
        );
        if (!isObject(owned) || !isObject(owned.invoice)) return skipped(check, 'el empleador no tiene facturas timbradas');
        const paymentId = String(owned.id);
        const before = invoiceState(invoiceIn(await readPayment(ctx, 'employer', paymentId)));
        const answer = await send(ctx, {
          method: 'POST',
          path: fillPath(replace.path, { uuid: String(owned.invoice.uuid) }),
          user: 'nonEmployer',
          body: examples[0].body,
        });
        const after = invoiceState(invoiceIn(await readPayment(ctx, 'employer', paymentId)));
        const change = invoiceChange(before, after);
        return judged(ctx, replace, check, answer, change ? [plain(`la factura del pago ${paymentId} del empleador cambió${change}`)] : []);
      }),
    );
  }
}

/**
 * judged() with errors[] required (a 422 of the contract lists the refused fields).
 * @param {RuleContext} ctx @param {ContractOperation} op @param {{ kind: string, label: string, expected: number[] }} check
 * @param {DirectAnswer} answer @param {Violation[]} extra
 * @returns {CheckResult}
 */
function judgedWithErrors(ctx, op, check, answer, extra) {
  const violations = [...judgeAnswer({ op, ajv: ctx.ajv, answer, expected: check.expected, requireErrors: true }), ...extra];
  const unique = [...new Map(violations.map((v) => [v.message, v])).values()];
  return { ...check, got: String(answer.status), verdict: verdictOf(unique), violations: unique };
}

/**
 * After an invoice was requested (the happy path answered 202): the payment shows it (being stamped
 * or stamped, the same one), and the same request again is 409: a repeated request never stamps twice.
 * @param {RuleContext} ctx @param {ContractOperation} op
 * @param {InvoiceExample & { status: number | string | null, answer: unknown }} requested
 */
export async function checkInvoiceRequested(ctx, op, { paymentId, user, body, status, answer }) {
  const shows = { kind: 'factura-en-el-pago', label: `el pago ${paymentId} muestra la factura solicitada`, expected: [200] };
  const twice = {
    kind: 'nunca-dos-veces',
    label: `la misma solicitud otra vez (pago ${paymentId}) → 409, y no se timbra otra factura`,
    expected: [409],
  };
  if (status !== 202) {
    ctx.record(op, skipped(shows, `la solicitud de ejemplo respondió ${status}, no 202`));
    ctx.record(op, skipped(twice, `la solicitud de ejemplo respondió ${status}, no 202`));
    return;
  }
  const getPayment = operationAt(ctx.operations, GET_PAYMENT[0], GET_PAYMENT[1]);
  const requestedUuid = isObject(answer) ? answer.uuid : null;
  /** @type {unknown} */
  let shown = null;
  if (getPayment) {
    ctx.record(
      op,
      await guarded(shows, async () => {
        const read = await readPayment(ctx, user, paymentId);
        shown = invoiceIn(read);
        const extra = [];
        if (!isObject(shown)) extra.push(plain('el pago no tiene factura (invoice null) después del 202'));
        else {
          const state = shown.status ?? 'vigente';
          if (!INVOICED.has(String(state))) extra.push(plain(`la factura está «${state}»; se esperaba en_timbrado o vigente`));
          if (typeof requestedUuid === 'string' && shown.uuid !== requestedUuid)
            extra.push(plain(`la factura del pago tiene el UUID ${shown.uuid}, no el respondido (${requestedUuid})`));
        }
        return judged(ctx, getPayment, shows, read, extra);
      }),
    );
  }
  ctx.record(
    op,
    await guarded(twice, async () => {
      const again = await send(ctx, { method: 'POST', path: fillPath(op.path, { paymentId }), user, body });
      const extra = [];
      if (again.status >= 200 && again.status < 300)
        extra.push(plain('respondió como una nueva solicitud: timbraría dos veces el mismo pago'));
      const after = invoiceIn(await readPayment(ctx, user, paymentId));
      const before = isObject(shown) ? shown.uuid : requestedUuid;
      if (typeof before === 'string' && isObject(after) && after.uuid !== before)
        extra.push(plain(`la factura del pago cambió de ${before} a ${after.uuid}`));
      return judged(ctx, op, twice, again, extra);
    }),
  );
}

/**
 * After a correction was requested (202): the corrected invoice is no longer vigente (being
 * cancelled, or cancelled), so correcting it again is 409 and nothing is stamped.
 * @param {RuleContext} ctx @param {ContractOperation} op
 * @param {{ uuid: string, user: ExampleUser, body: unknown, status: number | string | null }} replaced
 */
export async function checkInvoiceNotReplaceable(ctx, op, { uuid, user, body, status }) {
  const check = { kind: 'factura-no-vigente', label: `corregir otra vez la factura ${uuid} (ya no vigente) → 409`, expected: [409] };
  if (status !== 202) {
    ctx.record(op, skipped(check, `la corrección de ejemplo respondió ${status}, no 202`));
    return;
  }
  ctx.record(
    op,
    await guarded(check, async () =>
      judged(ctx, op, check, await send(ctx, { method: 'POST', path: fillPath(op.path, { uuid }), user, body })),
    ),
  );
}

// --- Corrections past the cancellation deadline (a credit note and a new invoice) -----------------

/** An invoice's status as a backend answers it: none (an older backend) is vigente. @param {Record<string, unknown>} invoice */
const statusOfInvoice = (invoice) => (typeof invoice.status === 'string' ? invoice.status : 'vigente');

/**
 * `user`'s payments (GET /payments, up to 1000), each with its invoice as a record (or null).
 * @param {RuleContext} ctx @param {ExampleUser} user
 * @returns {Promise<{ payment: Record<string, unknown>, invoice: Record<string, unknown> | null }[]>}
 */
export async function paymentsOf(ctx, user) {
  const answer = await send(ctx, { method: 'GET', path: '/payments', user, query: { filter: { limit: 1000 } } });
  return (Array.isArray(answer.json) ? answer.json : [])
    .filter(isObject)
    .map((payment) => ({ payment, invoice: isObject(payment.invoice) ? payment.invoice : null }));
}

/**
 * A vigente invoice of `user`'s (the payment's own, with its UUID) whose declared cancellable_until
 * is `past` today (or, not past: on or after today), of a payment not refunded.
 * @param {{ payment: Record<string, unknown>, invoice: Record<string, unknown> | null }[]} payments
 * @param {string} today YYYY-MM-DD @param {boolean} past
 */
function invoiceByDeadline(payments, today, past) {
  return (
    payments.find(
      ({ payment, invoice }) =>
        invoice !== null &&
        payment.status !== 'REFUNDED' &&
        typeof invoice.uuid === 'string' &&
        statusOfInvoice(invoice) === 'vigente' &&
        typeof invoice.cancellable_until === 'string' &&
        (past ? invoice.cancellable_until < today : invoice.cancellable_until >= today),
    ) ?? null
  );
}

/**
 * Where the happy path of reissueInvoiceWithCreditNote goes: a vigente invoice of the example's user
 * past its cancellable_until (the backend's own; the contract's examples have none), else the
 * example's own UUID as it is (a backend that does not say it may still be cancelled, the Prism
 * mock among them), else nowhere (`skip`, why): the backend declares the example's invoice still
 * cancellable, or no longer vigente, so the contract answers it 409 (its own check).
 * @param {RuleContext} ctx @param {{ user: ExampleUser, uuid: string, today: string }} example
 * @returns {Promise<{ uuid: string } | { skip: string } | null>}
 */
export async function reissueTarget(ctx, { user, uuid, today }) {
  const payments = await paymentsOf(ctx, user);
  const past = invoiceByDeadline(payments, today, true);
  if (past?.invoice) return { uuid: String(past.invoice.uuid) };
  const own = payments
    .flatMap(({ invoice }) => (invoice ? [invoice, invoice.replaces, invoice.replaced_by] : []))
    .filter(isObject)
    .find((invoice) => String(invoice.uuid).toUpperCase() === uuid.toUpperCase());
  if (!own) return null;
  const status = statusOfInvoice(own);
  const until = typeof own.cancellable_until === 'string' ? own.cancellable_until : null;
  const current = payments.some(({ invoice }) => invoice === own);
  if (status === 'vigente' && current && (until === null || until < today)) return null;
  const why =
    status !== 'vigente' || !current
      ? `está «${status}»${current ? '' : ' y ya no es la factura de su pago'}`
      : `se puede cancelar hasta el ${until}`;
  return {
    skip: `ninguna factura vigente ${OF_USER[user]} pasó su cancellable_until, y la del ejemplo (${uuid}) ${why}: el contrato responde 409 (se comprueba en «nota-de-credito-en-plazo»; el éxito, con --clock)`,
  };
}

/**
 * What is wrong after a correction with a credit note of `uuid` answered 202 (`answer`), in
 * `payments` read after it: the note (reason correccion_fuera_de_plazo, related to `uuid`, the
 * original still vigente before the SAT) shows in its payment, whose invoice is no longer `uuid`.
 * @param {{ payment: Record<string, unknown>, invoice: Record<string, unknown> | null }[]} payments
 * @param {{ uuid: string, answer: unknown }} reissued
 * @returns {Violation[]}
 */
export function reissueProblems(payments, { uuid, answer }) {
  const note = isObject(answer) && isObject(answer.credit_note) ? answer.credit_note : null;
  if (!note) return [plain('la respuesta no trae credit_note')];
  /** @type {Violation[]} */
  const problems = [];
  const related = isObject(note.related) ? note.related : {};
  if (note.reason !== 'correccion_fuera_de_plazo')
    problems.push(plain(`la nota de crédito tiene reason «${String(note.reason)}», no «correccion_fuera_de_plazo»`));
  if (String(related.uuid).toUpperCase() !== uuid.toUpperCase())
    problems.push(plain(`la nota de crédito se relaciona con ${String(related.uuid)}, no con la factura corregida ${uuid}`));
  const isTheNote = (/** @type {unknown} */ candidate) =>
    isObject(candidate) &&
    (note.uuid
      ? candidate.uuid === note.uuid
      : candidate.reason === note.reason && isObject(candidate.related) && candidate.related.uuid === related.uuid);
  const shown = payments.find(({ payment }) => Array.isArray(payment.credit_notes) && payment.credit_notes.some(isTheNote));
  if (!shown)
    return [
      ...problems,
      plain(`ningún pago de GET /payments muestra la nota de crédito ${String(note.uuid ?? '(en timbrado)')} en credit_notes`),
    ];
  const own = /** @type {unknown[]} */ (shown.payment.credit_notes).find(isTheNote);
  const ownRelated = isObject(own) && isObject(own.related) ? own.related : {};
  if (shown.invoice && String(shown.invoice.uuid).toUpperCase() === uuid.toUpperCase())
    problems.push(plain(`el pago ${String(shown.payment.id)} sigue con la factura ${uuid}: su invoice debe ser la nueva`));
  if (typeof ownRelated.status === 'string' && ownRelated.status !== 'vigente')
    problems.push(plain(`la factura ${uuid} quedó «${ownRelated.status}»: ya no se podía cancelar, sigue vigente y la nota la compensa`));
  return problems;
}

/**
 * The refusals of reissueInvoiceWithCreditNote that change nothing, sent before its happy path: a
 * vigente invoice still within its cancellable_until is 409 (a substitution corrects it) and
 * another customer's is 404 (ownership); after either the payment's invoice and credit notes are as
 * they were.
 * @param {RuleContext} ctx @param {{ body: unknown, today: string }} options
 */
export async function checkReissueRefusals(ctx, { body, today }) {
  const op = operationAt(ctx.operations, REISSUE_INVOICE[0], REISSUE_INVOICE[1]);
  if (!op) return;
  const payments = await paymentsOf(ctx, 'employer');
  const target = invoiceByDeadline(payments, today, false);
  const uuid = target?.invoice ? String(target.invoice.uuid) : null;
  const until = target?.invoice ? String(target.invoice.cancellable_until) : '';
  const within = {
    kind: 'nota-de-credito-en-plazo',
    label: `corregir con nota de crédito una factura aún cancelable${uuid ? ` (${uuid}, hasta el ${until})` : ''} → 409, y nada se timbra`,
    expected: [409],
  };
  const foreign = {
    kind: 'ajeno',
    label: 'propiedad: el no empleador no corrige con nota de crédito una factura del empleador (404)',
    expected: [404],
  };
  if (!target || !uuid) {
    const why = 'el empleador no tiene una factura vigente con un cancellable_until de hoy en adelante';
    ctx.record(op, skipped(within, why));
    ctx.record(op, skipped(foreign, why));
    return;
  }
  const paymentId = String(target.payment.id);
  /** The payment's invoice and credit notes, as a refusal must leave them. */
  const state = async () => {
    const read = await send(ctx, { method: 'GET', path: fillPath(GET_PAYMENT[1], { paymentId }), user: 'employer' });
    return isObject(read.json) ? { invoice: invoiceState(read.json.invoice), credit_notes: read.json.credit_notes ?? null } : null;
  };
  for (const [check, user] of /** @type {const} */ ([
    [within, 'employer'],
    [foreign, 'nonEmployer'],
  ])) {
    if (user === 'nonEmployer' && !ctx.tokens.nonEmployer) {
      ctx.record(op, skipped(check, 'hacen falta los dos usuarios de ejemplo'));
      continue;
    }
    ctx.record(
      op,
      await guarded(check, async () => {
        const before = await state();
        const answer = await send(ctx, { method: 'POST', path: fillPath(op.path, { uuid }), user, body });
        const change = invoiceChange(before, await state());
        return judged(ctx, op, check, answer, change ? [plain(`el pago ${paymentId} cambió${change}: se timbró lo que se rechazó`)] : []);
      }),
    );
  }
}

/**
 * After the happy path corrected an invoice past its deadline (202): the payment shows the credit
 * note and the new invoice (reissueProblems), and correcting the same invoice again is 409.
 * @param {RuleContext} ctx @param {ContractOperation} op
 * @param {{ uuid: string, user: ExampleUser, body: unknown, status: number | string | null, answer: unknown }} reissued
 */
export async function checkReissued(ctx, op, { uuid, user, body, status, answer }) {
  const shows = {
    kind: 'nota-de-credito-en-el-pago',
    label: `el pago muestra la nota de crédito sobre ${uuid} y la nueva factura`,
    expected: [200],
  };
  const again = {
    kind: 'nota-de-credito-una-vez',
    label: `corregir otra vez con nota de crédito la factura ${uuid} → 409`,
    expected: [409],
  };
  if (status !== 202) {
    for (const check of [shows, again]) ctx.record(op, skipped(check, `la corrección de ejemplo respondió ${status}, no 202`));
    return;
  }
  const list = operationAt(ctx.operations, 'GET', '/payments');
  if (list)
    ctx.record(
      list,
      await guarded(shows, async () => {
        const read = await send(ctx, { method: 'GET', path: '/payments', user, query: { filter: { limit: 1000 } } });
        const payments = (Array.isArray(read.json) ? read.json : [])
          .filter(isObject)
          .map((payment) => ({ payment, invoice: isObject(payment.invoice) ? payment.invoice : null }));
        return judged(ctx, list, shows, read, reissueProblems(payments, { uuid, answer }));
      }),
    );
  ctx.record(
    op,
    await guarded(again, async () =>
      judged(ctx, op, again, await send(ctx, { method: 'POST', path: fillPath(op.path, { uuid }), user, body })),
    ),
  );
}

// --- Notification preferences ------------------------------------------------------------

/** The choosable kinds a PUT sends (NotificationPreferencesUpdate), from the contract. @param {ContractOperation} op */
const choosableKinds = (op) => {
  const schema = op.operation.requestBody?.content?.['application/json']?.schema;
  const email = schema?.properties?.email;
  return /** @type {string[]} */ (email?.required ?? []);
};

/**
 * Saved preferences are what a following GET answers (every choosable kind flipped, then read back),
 * turning off the automatic charge notice is 422 with the error on `email.autoChargeNotice`, saving
 * nothing, and a save from a stale copy (`If-Match` naming a `version` saved over since) is 409 and
 * changes nothing, so a tab opened earlier cannot undo another's save. The customer's preferences
 * are put back as they were.
 * @param {RuleContext} ctx
 */
export async function checkNotificationPreferences(ctx) {
  const op = operationAt(ctx.operations, 'PUT', '/users/me/notification-preferences');
  const readOp = operationAt(ctx.operations, 'GET', '/users/me/notification-preferences');
  if (!op || !readOp) return;
  const kinds = choosableKinds(op);
  const emailOf = (/** @type {DirectAnswer} */ answer) =>
    isObject(answer.json) && isObject(answer.json.email) ? /** @type {Record<string, unknown>} */ (answer.json.email) : {};
  const choiceOf = (/** @type {Record<string, unknown>} */ email) => Object.fromEntries(kinds.map((kind) => [kind, email[kind] !== false]));
  const put = (/** @type {Record<string, unknown>} */ email, /** @type {Record<string, string>} */ headers = {}) =>
    send(ctx, { method: 'PUT', path: op.path, body: { email }, headers });
  const read = () => send(ctx, { method: 'GET', path: readOp.path });
  /** @type {Record<string, unknown> | null} */
  let original = null;
  const saved = { kind: 'preferencias-guardadas', label: 'preferencias: lo guardado es lo que GET responde después', expected: [200] };
  ctx.record(
    op,
    await guarded(saved, async () => {
      original = choiceOf(emailOf(await read()));
      const flipped = Object.fromEntries(kinds.map((kind) => [kind, !original?.[kind]]));
      const answer = await put(flipped);
      const after = choiceOf(emailOf(await read()));
      const differ = kinds.filter((kind) => after[kind] !== flipped[kind]);
      return judged(
        ctx,
        op,
        saved,
        answer,
        differ.length ? [plain(`GET no responde lo guardado en ${differ.map((kind) => `«${kind}»`).join(', ')}`)] : [],
      );
    }),
  );
  const notice = {
    kind: 'aviso-obligatorio',
    label: 'preferencias: «autoChargeNotice» en false → 422 con el error en email.autoChargeNotice y nada cambia',
    expected: [422],
  };
  ctx.record(
    op,
    await guarded(notice, async () => {
      const before = choiceOf(emailOf(await read()));
      const answer = await put({ ...Object.fromEntries(kinds.map((kind) => [kind, !before[kind]])), autoChargeNotice: false });
      const after = choiceOf(emailOf(await read()));
      const errors = isObject(answer.json) && Array.isArray(answer.json.errors) ? answer.json.errors : [];
      const named = errors.some((error) => isObject(error) && error.field === 'email.autoChargeNotice');
      return judgedWithErrors(ctx, op, notice, answer, [
        ...(named ? [] : [plain('la respuesta no trae un error en «email.autoChargeNotice»')]),
        ...(kinds.some((kind) => after[kind] !== before[kind]) ? [plain('las preferencias cambiaron aunque se rechazó')] : []),
      ]);
    }),
  );
  const stale = {
    kind: 'preferencias-version',
    label: 'preferencias: un PUT con If-Match de una versión ya reemplazada → 409 y nada cambia',
    expected: [409],
  };
  ctx.record(
    op,
    await guarded(stale, async () => {
      const loaded = await read();
      const version = isObject(loaded.json) ? loaded.json.version : undefined;
      if (!Number.isInteger(version))
        return judged(ctx, op, stale, null, [
          plain('GET no responde «version»: sin ella, una pestaña abierta antes deshace lo que otra guardó'),
        ]);
      const copy = String(version);
      const base = choiceOf(emailOf(loaded));
      // Tab A changes one kind from the current copy; tab B, from the same copy, changes another.
      const flip = (/** @type {number} */ index) =>
        Object.fromEntries(kinds.map((kind, i) => [kind, i === index ? !base[kind] : base[kind]]));
      const tabA = flip(0);
      /** @type {Violation[]} */
      const problems = [];
      const first = await put(tabA, { 'If-Match': copy });
      if (first.status !== 200) problems.push(plain(`con If-Match de la versión actual (${copy}) respondió ${first.status}, no 200`));
      // What stands after tab A's save (read back: that GET answers what was saved is checked above).
      const before = choiceOf(emailOf(await read()));
      const answer = await put(flip(1), { 'If-Match': copy });
      const after = choiceOf(emailOf(await read()));
      const undone = kinds.filter((kind) => after[kind] !== before[kind]);
      if (undone.length)
        problems.push(
          plain(
            `las preferencias cambiaron aunque la copia era vieja (${undone.map((kind) => `«${kind}»`).join(', ')}): se deshizo lo guardado`,
          ),
        );
      return judged(ctx, op, stale, answer, problems);
    }),
  );
  if (original) await put(original).catch(() => undefined);
}

// --- Privacy: ARCO requests -------------------------------------------------------------

/** Days between two YYYY-MM-DD days. @param {string} from @param {string} to */
const daysBetween = (from, to) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/**
 * After the first ARCO request example (`happy`: its body and user), straight to the backend: the
 * example filed again answers a folio and a deadline 20 business days after the day of receipt
 * (between 26 and 45 calendar days later, whatever the rest days), the request is in the
 * customer's list, and one without `description` is 422 naming it.
 * @param {RuleContext} ctx @param {ContractOperation} op @param {{ user: ExampleUser, body: unknown }} happy
 */
export async function checkArcoRequestFiled(ctx, op, { user, body }) {
  const list = operationAt(ctx.operations, 'GET', op.path);
  const filed = { kind: 'arco-folio', label: 'ARCO: la solicitud tiene folio y fecha límite de 20 días hábiles', expected: [200] };
  const listed = { kind: 'arco-en-lista', label: 'ARCO: la solicitud nueva aparece en la lista del cliente', expected: [200] };
  /** @type {Record<string, unknown> | null} */
  let answer = null;
  ctx.record(
    op,
    await guarded(filed, async () => {
      const sent = await send(ctx, { method: op.method, path: op.path, user, body });
      answer = isObject(sent.json) ? sent.json : null;
      /** @type {Violation[]} */
      const problems = [];
      if (sent.status === 200) {
        const folio = answer?.folio;
        if (typeof folio !== 'string' || folio.trim() === '') problems.push(plain('la respuesta no trae folio'));
        const received = typeof answer?.submittedAt === 'string' ? answer.submittedAt.slice(0, 10) : '';
        const due = typeof answer?.responseDueDate === 'string' ? answer.responseDueDate : '';
        const days = received && due ? daysBetween(received, due) : NaN;
        if (!(days >= 26 && days <= 45))
          problems.push(
            plain(`la fecha límite (${due || 'ninguna'}) no está 20 días hábiles después de la recepción (${received || '—'})`),
          );
      }
      return judged(ctx, op, filed, sent, problems);
    }),
  );
  if (list) {
    const filedAnswer = /** @type {Record<string, unknown> | null} */ (answer);
    if (!filedAnswer) ctx.record(list, skipped(listed, 'la solicitud de ejemplo no respondió una solicitud'));
    else
      ctx.record(
        list,
        await guarded(listed, async () => {
          const read = await send(ctx, { method: 'GET', path: list.path, user });
          const found = Array.isArray(read.json) && read.json.some((item) => isObject(item) && item.id === filedAnswer.id);
          return judged(ctx, list, listed, read, found ? [] : [plain(`la solicitud ${String(filedAnswer.folio)} no aparece en la lista`)]);
        }),
      );
  }
  const missing = { kind: 'arco-falta', label: 'ARCO: sin «description» → 422 con el error en description', expected: [422] };
  const { description: _left, ...rest } = isObject(body) ? body : {};
  ctx.record(
    op,
    await guarded(missing, async () => {
      const refused = await send(ctx, { method: op.method, path: op.path, user, body: rest });
      const errors = isObject(refused.json) && Array.isArray(refused.json.errors) ? refused.json.errors : [];
      const named = errors.some((error) => isObject(error) && error.field === 'description');
      return judged(ctx, op, missing, refused, named ? [] : [plain('la respuesta no trae un error en «description»')]);
    }),
  );
}

/** Addresses no backend's `POST /files` answered: a script, an inline document, another host. */
const FOREIGN_ATTACHMENTS = ['javascript:alert(1)', 'data:image/png;base64,iVBORw0KGgo=', 'https://evil.example/x.png'];

/**
 * After the first ARCO request example (`happy`: its body and user), straight to the backend: the
 * same request with an `attachmentUrl` that `POST /files` never answered (FOREIGN_ATTACHMENTS) is 422
 * naming attachmentUrl each time, and the customer's list is as before: the responsible opens the
 * attachment and the app links it, so it must be a file the backend stored. One row for the three.
 * @param {RuleContext} ctx @param {ContractOperation} op @param {{ user: ExampleUser, body: unknown }} happy
 */
export async function checkArcoAttachmentIssued(ctx, op, { user, body }) {
  const list = operationAt(ctx.operations, 'GET', op.path);
  const check = {
    kind: 'arco-adjunto-ajeno',
    label: 'ARCO: un «attachmentUrl» que POST /files no dio (javascript:, data:, otro dominio) → 422 en attachmentUrl, y nada se guarda',
    expected: [422],
  };
  const idsNow = async () => {
    const read = list ? await send(ctx, { method: 'GET', path: list.path, user }) : null;
    return Array.isArray(read?.json) ? read.json.map((item) => (isObject(item) ? String(item.id) : '')) : null;
  };
  ctx.record(
    op,
    await guarded(check, async () => {
      const before = await idsNow();
      /** @type {Violation[]} */
      const problems = [];
      /** @type {DirectAnswer | null} */
      let shown = null;
      for (const attachmentUrl of FOREIGN_ATTACHMENTS) {
        const answer = await send(ctx, {
          method: op.method,
          path: op.path,
          user,
          body: { ...(isObject(body) ? body : {}), attachmentUrl },
        });
        const errors = isObject(answer.json) && Array.isArray(answer.json.errors) ? answer.json.errors : [];
        if (answer.status !== 422) problems.push(plain(`con ${attachmentUrl} se esperaba 422 y respondió ${answer.status}`));
        else if (!errors.some((error) => isObject(error) && error.field === 'attachmentUrl'))
          problems.push(plain(`con ${attachmentUrl} la respuesta no trae un error en «attachmentUrl»`));
        // The table shows the first answer that is not a refusal, else the last.
        if (!shown || (shown.status === 422 && answer.status !== 422)) shown = answer;
      }
      const after = await idsNow();
      const added = before && after ? after.filter((id) => !before.includes(id)) : [];
      if (added.length) problems.push(plain(`se guardó lo que se rechazó: ${added.length} solicitud(es) nueva(s) en la lista`));
      const violations = shown ? [...judgeAnswer({ op, ajv: ctx.ajv, answer: shown, expected: check.expected }), ...problems] : problems;
      const unique = [...new Map(violations.map((v) => [v.message, v])).values()];
      return { ...check, got: shown ? String(shown.status) : '—', verdict: verdictOf(unique), violations: unique };
    }),
  );
}

// --- Automatic payment with consent ---------------------------------------------------

/**
 * After turning automatic payment on (its happy path): the consent is recorded (when, and the exact
 * wording of GET /customers/me/auto-payment), it needs `accepted: true` (422) and the current
 * wording (409), PATCH /customers/me cannot turn it on without consent (409), and turning it off
 * records when (`revokedAt`).
 * @param {RuleContext} ctx @param {ContractOperation} op
 */
export async function checkAutoPaymentConsent(ctx, op) {
  const read = operationAt(ctx.operations, 'GET', '/customers/me/auto-payment');
  const patch = operationAt(ctx.operations, 'PATCH', '/customers/me');
  const off = operationAt(ctx.operations, 'DELETE', op.path);
  const consent = (/** @type {unknown} */ body) => send(ctx, { method: op.method, path: op.path, body });
  const terms = async () => {
    const answer = read ? await send(ctx, { method: 'GET', path: read.path }) : null;
    const value = answer && isObject(answer.json) && isObject(answer.json.terms) ? answer.json.terms : null;
    return value && typeof value.version === 'string' && typeof value.text === 'string'
      ? { version: value.version, text: value.text }
      : null;
  };
  const recorded = { kind: 'consentimiento', label: 'consentimiento: activar registra cuándo y el texto exacto aceptado', expected: [200] };
  const current = await terms().catch(() => null);
  if (!current) {
    ctx.record(op, skipped(recorded, 'GET /customers/me/auto-payment no dio sus condiciones (terms)'));
    return;
  }
  ctx.record(
    op,
    await guarded(recorded, async () => {
      const answer = await consent({ termsVersion: current.version, accepted: true });
      const body = isObject(answer.json) ? answer.json : {};
      const given = isObject(body.consent) ? body.consent : null;
      /** @type {Violation[]} */
      const problems = [];
      if (body.enabled !== true) problems.push(plain('la respuesta no dice enabled: true'));
      if (!given || typeof given.acceptedAt !== 'string') problems.push(plain('no registra el consentimiento (consent.acceptedAt)'));
      else {
        if (given.text !== current.text) problems.push(plain('el texto registrado no es el que se mostró (terms.text)'));
        if (given.revokedAt !== null) problems.push(plain('el consentimiento recién dado trae revokedAt'));
      }
      return judged(ctx, op, recorded, answer, problems);
    }),
  );
  const notAccepted = { kind: 'consentimiento-falta', label: 'consentimiento: sin accepted: true → 422', expected: [422] };
  ctx.record(
    op,
    await guarded(notAccepted, async () => judged(ctx, op, notAccepted, await consent({ termsVersion: current.version, accepted: false }))),
  );
  const stale = {
    kind: 'consentimiento-version',
    label: 'consentimiento: una versión de las condiciones que no es la vigente → 409',
    expected: [409],
  };
  ctx.record(
    op,
    await guarded(stale, async () =>
      judged(ctx, op, stale, await consent({ termsVersion: `${current.version}-anterior`, accepted: true })),
    ),
  );
  if (patch) {
    const byPatch = {
      kind: 'consentimiento-patch',
      label: 'pago automático: activarlo con PATCH sin consentimiento → 409',
      expected: [409],
    };
    ctx.record(
      patch,
      await guarded(byPatch, async () =>
        judged(ctx, patch, byPatch, await send(ctx, { method: 'PATCH', path: patch.path, body: { autoPaymentEnabled: true } })),
      ),
    );
  }
  if (off) {
    const revoked = {
      kind: 'consentimiento-revocado',
      label: 'pago automático: desactivarlo registra cuándo (consent.revokedAt)',
      expected: [200],
    };
    ctx.record(
      off,
      await guarded(revoked, async () => {
        const answer = await send(ctx, { method: 'DELETE', path: off.path });
        const body = isObject(answer.json) ? answer.json : {};
        const given = isObject(body.consent) ? body.consent : null;
        /** @type {Violation[]} */
        const problems = [];
        if (body.enabled !== false) problems.push(plain('la respuesta no dice enabled: false'));
        if (!given || typeof given.revokedAt !== 'string') problems.push(plain('no registra cuándo se desactivó (consent.revokedAt)'));
        return judged(ctx, off, revoked, answer, problems);
      }),
    );
  }
}

// --- Employee invitations -------------------------------------------------------------------------

/** Whether a user answer is an employer's: the customer's flag, else the user's (the app reads it so). @param {unknown} user */
function readsAsEmployer(user) {
  if (!isObject(user)) return false;
  const flag = isObject(user.customer) && user.customer.isEmployer !== undefined ? user.customer.isEmployer : user.isEmployer;
  return flag === true || flag === 'true';
}

/**
 * After the example invitation was accepted (`happy`: its status, the token and password sent, the
 * address the invitation read answered): the link is refused a second time, read or accepted (400,
 * nothing changes); an unknown token is 404 on both calls; the employer reads that employee
 * `active`; the new account signs in with the password and is not an employer.
 * @param {RuleContext} ctx @param {ContractOperation} op
 * @param {{ status: number | string | null, token: string, password: string, email: string | null }} happy
 */
export async function checkInvitationAccepted(ctx, op, { status, token, password, email }) {
  const read = ctx.operations.find((candidate) => candidate.id === 'getInvitation') ?? null;
  const signIn = ctx.operations.find((candidate) => candidate.id === 'appLogin') ?? null;
  const whoAmI = operationAt(ctx.operations, 'POST', '/users/user-by-token-app');
  const employees = operationAt(ctx.operations, 'GET', '/employees');
  const accepted = status === 200;
  const checks = {
    again: { kind: 'invitacion-una-vez', label: 'invitación: aceptarla otra vez → 400 y nada cambia', expected: [400] },
    readAgain: { kind: 'invitacion-usada', label: 'invitación: leerla ya aceptada → 400', expected: [400] },
    unknown: { kind: 'invitacion-desconocida', label: 'invitación: un token desconocido → 404', expected: [404] },
    active: { kind: 'invitacion-activo', label: 'invitación: el empleado se lee «active» tras aceptarla', expected: [200] },
    signsIn: {
      kind: 'invitacion-cuenta',
      label: 'invitación: la cuenta nueva inicia sesión con su contraseña y no es de empleador',
      expected: [200],
    },
  };
  const notAccepted = `la invitación de ejemplo no se aceptó (respondió ${status ?? 'nada'}): ¿se sembró su token? (npm run contract:verify -- --plan)`;
  const body = { token, password };

  if (!accepted) ctx.record(op, skipped(checks.again, notAccepted));
  else
    ctx.record(
      op,
      await guarded(checks.again, async () => {
        const answer = await send(ctx, { method: op.method, path: op.path, user: null, body: { token, password: `${password}x` } });
        // The password sent the second time must not have replaced the first one.
        const first =
          signIn && email ? await send(ctx, { method: 'POST', path: signIn.path, user: null, body: { email, password } }) : null;
        const extra =
          first && first.status !== 200
            ? [plain(`tras el segundo intento la contraseña elegida ya no inicia sesión (${first.status})`)]
            : [];
        return judged(ctx, op, checks.again, answer, extra);
      }),
    );
  if (read) {
    if (!accepted) ctx.record(read, skipped(checks.readAgain, notAccepted));
    else
      ctx.record(
        read,
        await guarded(checks.readAgain, async () =>
          judged(ctx, read, checks.readAgain, await send(ctx, { method: read.method, path: read.path, user: null, body: { token } })),
        ),
      );
  }
  const unknownToken = randomBytes(32).toString('hex');
  for (const target of [read, op].filter((candidate) => candidate !== null)) {
    ctx.record(
      target,
      await guarded(checks.unknown, async () =>
        judged(
          ctx,
          target,
          checks.unknown,
          await send(ctx, {
            method: target.method,
            path: target.path,
            user: null,
            body: target === op ? { ...body, token: unknownToken } : { token: unknownToken },
          }),
        ),
      ),
    );
  }
  if (!accepted || !email) {
    const why = accepted ? 'la invitación de ejemplo no respondió su correo' : notAccepted;
    ctx.record(op, skipped(checks.active, why));
    ctx.record(op, skipped(checks.signsIn, why));
    return;
  }
  if (employees)
    ctx.record(
      op,
      await guarded(checks.active, async () => {
        // The search finds it among many (`q` is at most 60 characters); the first page otherwise.
        const query = email.length <= 60 ? { q: email, filter: { limit: 100 } } : { filter: { limit: 100 } };
        const list = await send(ctx, { method: 'GET', path: employees.path, user: 'employer', query });
        const found = Array.isArray(list.json) ? list.json.find((item) => isObject(item) && item.email === email) : undefined;
        const problem = !isObject(found)
          ? `el empleador no tiene un empleado con ${email}`
          : found.status !== 'active'
            ? `el empleado ${email} se lee «${String(found.status)}», no «active»`
            : null;
        return judged(ctx, employees, checks.active, list, problem ? [plain(problem)] : []);
      }),
    );
  if (signIn)
    ctx.record(
      op,
      await guarded(checks.signsIn, async () => {
        const session = await send(ctx, { method: 'POST', path: signIn.path, user: null, body: { email, password } });
        const json = isObject(session.json) ? session.json : {};
        const token = json.token ?? (isObject(json.user) ? json.user.token : undefined);
        if (session.status !== 200 || typeof token !== 'string' || !token)
          return judged(ctx, signIn, checks.signsIn, session, [plain(`la cuenta nueva no inició sesión con ${email}`)]);
        const me = whoAmI ? await send(ctx, { method: 'POST', path: whoAmI.path, token }) : null;
        const user = isObject(json.user) ? json.user : me?.json;
        const extra = readsAsEmployer(user) ? [plain('la cuenta nueva se lee como empleador: debe ser un cliente no empleador')] : [];
        if (me && me.status !== 200) extra.push(plain(`el token de la cuenta nueva no sirve: ${whoAmI?.path} respondió ${me.status}`));
        return judged(ctx, signIn, checks.signsIn, session, extra);
      }),
    );
}
