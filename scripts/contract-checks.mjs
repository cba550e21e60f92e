// What contract-verify asks a backend besides the happy path, all read from openapi.yaml: which
// operations need a token, which take a JSON body (and a body that breaks its schema), which take
// a LoopBack `filter`/`where`, which address a record by id. Also judges an answer against the
// contract (status, Content-Type, schema, card numbers) and puts Ajv's and Prism's English into
// Spanish.
import { randomUUID } from 'node:crypto';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { firstExample } from './openapi-contract.mjs';

/** @typedef {import('./openapi-contract.mjs').ContractOperation} ContractOperation */
/** @typedef {import('./openapi-contract.mjs').ContractParameter} ContractParameter */
/** @typedef {import('./openapi-contract.mjs').JsonSchema} JsonSchema */
/** @typedef {ReturnType<typeof createAjv>} Ajv */
/**
 * What breaks the contract in an answer: Spanish for people, a JSON pointer, and the tool's own words.
 * @typedef {{ message: string, path: string, raw: string }} Violation
 */
/**
 * One entry of Prism's `validation` list (its problem answer, or the sl-violations header).
 * @typedef {{ message?: string, location?: (string | number)[], severity?: string }} PrismViolation
 */
/**
 * An answer as judged: its status, Content-Type, text, and that text as JSON when it is JSON.
 * @typedef {{ status: number, contentType: string | null, text: string, json: unknown }} Answer
 */
/**
 * A refusal asked of one operation: what it sends instead of the example request, and the
 * statuses that count as refusing it.
 * @typedef {object} UnhappyCheck
 * @property {string} kind
 * @property {string} label
 * @property {number[]} expected
 * @property {'none' | 'bogus'} [auth] no token, or a made-up one
 * @property {boolean} [requireErrors] the answer must list the refused fields in errors[]
 * @property {unknown} [body] the body sent instead of the example
 * @property {Record<string, unknown>} [query] query parameters sent as JSON instead of the examples
 * @property {boolean} [nonexistentIds] the path's ids replaced by ids that do not exist
 */

// --- Schemas ------------------------------------------------------------------------------

export function createAjv() {
  const ajv = new Ajv2020({ allErrors: true, strict: false, validateFormats: true });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  return ajv;
}

/** @type {(value: unknown) => value is Record<string, unknown>} */
export const isObject = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * The schema of an operation's answer for a status ('default' as fallback), when it is JSON.
 * @param {ContractOperation} op @param {number | string} status
 */
function responseSpec(op, status) {
  const responses = op.operation.responses ?? {};
  const response = responses[String(status)] ?? null;
  const content = response?.content ?? {};
  const jsonType = Object.keys(content).find((type) => /^application\/([\w.+-]*\+)?json$/.test(type));
  return {
    declared: Boolean(response),
    hasBody: Object.keys(content).length > 0,
    jsonType,
    schema: jsonType ? content[jsonType].schema : undefined,
  };
}

/** The statuses an operation declares among `wanted`. @param {ContractOperation} op @param {number[]} wanted */
function declaredAmong(op, wanted) {
  return wanted.filter((status) => op.operation.responses?.[String(status)]);
}

// --- Spanish for Ajv's (and so Prism's) messages --------------------------------------------

/** @type {Record<string, string>} */
const TYPE_NAMES = {
  string: 'texto',
  number: 'número',
  integer: 'entero',
  boolean: 'booleano',
  object: 'objeto',
  array: 'lista',
  null: 'null',
};
const typeList = (/** @type {string} */ types) =>
  types
    .split(',')
    .map((type) => TYPE_NAMES[type.trim()] ?? type.trim())
    .join(' o ');

/** @type {Record<string, string>} */
const COMPARISONS = { '>=': '≥', '<=': '≤', '>': '>', '<': '<' };

/** @type {[RegExp, (match: RegExpExecArray) => string][]} */
const CORE_MESSAGES = [
  [/^must have required property '(.+)'$/, (m) => `no tiene la propiedad obligatoria «${m[1]}»`],
  [/^must be ([\w,]+)$/, (m) => `debe ser de tipo ${typeList(m[1])}`],
  [/^must NOT have additional properties$/, () => 'tiene propiedades que el contrato no admite'],
  [/^must NOT have unevaluated properties$/, () => 'tiene propiedades que el contrato no admite'],
  [/^must be equal to one of the allowed values:?\s*(.*)$/, (m) => `debe ser uno de los valores permitidos${m[1] ? ` (${m[1]})` : ''}`],
  [/^must be equal to constant$/, () => 'debe ser el valor fijo del contrato'],
  [/^must match pattern "(.+)"$/, (m) => `no cumple el patrón ${m[1]}`],
  [/^must match format "(.+)"$/, (m) => `no tiene el formato ${m[1]}`],
  [/^must NOT have more than (\d+) characters$/, (m) => `tiene más de ${m[1]} caracteres`],
  [/^must NOT have fewer than (\d+) characters$/, (m) => `tiene menos de ${m[1]} caracteres`],
  [/^must NOT have more than (\d+) items$/, (m) => `tiene más de ${m[1]} elementos`],
  [/^must NOT have fewer than (\d+) items$/, (m) => `tiene menos de ${m[1]} elementos`],
  [/^must NOT have more than (\d+) properties$/, (m) => `tiene más de ${m[1]} propiedades`],
  [/^must NOT have fewer than (\d+) properties$/, (m) => `tiene menos de ${m[1]} propiedades`],
  [/^must be (>=|<=|>|<) (-?[\d.]+)$/, (m) => `debe ser ${COMPARISONS[m[1]]} ${m[2]}`],
  [/^must be multiple of (.+)$/, (m) => `debe ser múltiplo de ${m[1]}`],
  [/^must match exactly one schema in oneOf$/, () => 'debe cumplir exactamente una de las alternativas (oneOf)'],
  [/^must match a schema in anyOf$/, () => 'debe cumplir alguna de las alternativas (anyOf)'],
  [/^must NOT have duplicate items.*$/, () => 'tiene elementos repetidos'],
  [/^must NOT be valid$/, () => 'tiene un valor que el contrato prohíbe'],
];

/** Ajv's message ("must be string") in Spanish, or null when it is not one we know. @param {string} message */
function translateCore(message) {
  for (const [pattern, render] of CORE_MESSAGES) {
    const match = pattern.exec(message.trim());
    if (match) return render(match);
  }
  return null;
}

/**
 * A JSON pointer for a Prism location such as ['response', 'body', 'user', 'id'] → '/body/user/id'.
 * @param {(string | number)[]} [location]
 */
function pointerOf(location = []) {
  const parts = location[0] === 'response' || location[0] === 'request' ? location.slice(1) : location;
  return parts.length ? `/${parts.map((part) => String(part).replace(/~/g, '~0').replace(/\//g, '~1')).join('/')}` : '';
}

/**
 * One of Prism's validation entries as { message (Spanish), path (JSON pointer), raw (Prism's English) }.
 * @param {PrismViolation} violation
 * @returns {Violation}
 */
export function translatePrismViolation(violation) {
  const raw = violation.message ?? '';
  const path = pointerOf(violation.location);
  let match;
  let message = null;
  if ((match = /^Unable to match the returned status code with those defined in the document: (.*)$/.exec(raw))) {
    message = `el contrato no declara ese estado para esta operación (declara ${match[1].split(',').join(', ')})`;
  } else if ((match = /^(Response|Request) body property (\S+) (.*)$/.exec(raw))) {
    const core = translateCore(match[3]);
    if (core) message = `${match[1] === 'Response' ? 'respuesta' : 'petición'}: «${match[2]}» ${core}`;
  } else if ((match = /^(Response|Request) body (.*)$/.exec(raw))) {
    const core = translateCore(match[2]);
    if (core) message = `${match[1] === 'Response' ? 'respuesta' : 'petición'}: el cuerpo ${core}`;
  } else if ((match = /media type "([^"]*)" does not match/i.exec(raw))) {
    message = `el Content-Type «${match[1]}» no es el que declara el contrato`;
  } else if ((match = /^Request (query|header|path) parameter (\S+) (.*)$/.exec(raw))) {
    const core = translateCore(match[3]);
    if (core) message = `petición: el parámetro «${match[2]}» (${match[1]}) ${core}`;
  }
  return { message: message ?? `Prism informa: «${raw}»`, path, raw };
}

/**
 * Ajv's errors on an answer body, in the same shape.
 * @param {import('ajv').ErrorObject[] | null | undefined} errors
 */
function translateAjvErrors(errors) {
  const seen = new Set();
  const out = [];
  for (const error of errors ?? []) {
    // anyOf [X, null] reports each branch; the `type: null` branch explains nothing.
    if (error.keyword === 'type' && error.params?.type === 'null') continue;
    const where = error.instancePath;
    const message = error.message ?? '';
    const core = translateCore(message);
    const extra = error.keyword === 'additionalProperties' ? ` («${error.params.additionalProperty}»)` : '';
    const field = where ? `«${where.slice(1).replace(/\//g, '.')}» ` : 'el cuerpo ';
    const entry = {
      message: `respuesta: ${field}${core ?? `no cumple el contrato («${message}»)`}${extra}`,
      path: `/body${where}`,
      raw: `${where || '/'} ${message}${extra}`,
    };
    if (seen.has(entry.message)) continue;
    seen.add(entry.message);
    out.push(entry);
  }
  return out;
}

// --- Card numbers --------------------------------------------------------------------------

/** @param {string} digits */
function luhn(digits) {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let digit = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** Fields of digits that are not cards: an SPEI CLABE (18 digits) or a store reference can pass Luhn by chance. */
const NOT_CARDS = new Set(['clabe', 'reference', 'barcode_url']);

/**
 * JSON pointers of every string in `value` that is a whole card number (13–19 digits, Luhn).
 * @param {unknown} value @param {string} [path]
 * @returns {string[]}
 */
function findCardNumbers(value, path = '') {
  if (typeof value === 'string') {
    const digits = value.replace(/[\s-]/g, '');
    return /^\d{13,19}$/.test(digits) && luhn(digits) && /^[2-6]/.test(digits) ? [path || '/'] : [];
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => findCardNumbers(item, `${path}/${index}`));
  if (isObject(value))
    return Object.entries(value)
      .filter(([key]) => !NOT_CARDS.has(key))
      .flatMap(([key, item]) => findCardNumbers(item, `${path}/${key.replace(/~/g, '~0').replace(/\//g, '~1')}`));
  return [];
}

// --- Judging one answer ----------------------------------------------------------------------

/**
 * The error body web frameworks answer by default ({ error: { statusCode, name, message } }, LoopBack, Express…).
 * @param {unknown} json
 */
function looksLikeFrameworkError(json) {
  return (
    isObject(json) &&
    !('message' in json) &&
    isObject(json.error) &&
    ('statusCode' in json.error || 'message' in json.error || 'name' in json.error)
  );
}

/**
 * What in an answer breaks the contract: a status outside `expected`, a Content-Type that is not
 * the declared JSON, a body outside the status's schema, a missing `errors[]` where the schema
 * lists them (`requireErrors`), a whole card number anywhere. Returns [{ message, path, raw }].
 * @param {{ op: ContractOperation, ajv: Ajv, answer: Answer, expected: number[], requireErrors?: boolean, schemaCheck?: boolean }} options
 */
export function judgeAnswer({ op, ajv, answer, expected, requireErrors = false, schemaCheck = true }) {
  /** @type {Violation[]} */
  const violations = [];
  const { status, contentType, json, text } = answer;
  const declared = responseSpec(op, status);
  if (!expected.includes(status)) {
    const said = isObject(json) && typeof json.message === 'string' ? `: «${json.message.slice(0, 120)}»` : '';
    violations.push({
      message: `se esperaba ${expected.join(' o ')} y respondió ${status} (${declared.declared ? 'declarado' : 'no declarado'} en el contrato)${said}`,
      path: '/status',
      raw: `expected ${expected.join('|')}, got ${status}`,
    });
  }
  if (declared.jsonType && text) {
    if (!/^application\/([\w.+-]*\+)?json\b/i.test(contentType ?? '')) {
      violations.push({
        message: `el Content-Type es «${contentType ?? 'ninguno'}» y el contrato declara ${declared.jsonType}`,
        path: '/headers/content-type',
        raw: `content-type ${contentType}`,
      });
    }
    if (json === undefined) violations.push({ message: 'el cuerpo no es JSON', path: '/body', raw: text.slice(0, 200) });
  }
  if (schemaCheck && declared.schema && json !== undefined) {
    const validate = ajv.compile(declared.schema);
    if (!validate(json)) violations.push(...translateAjvErrors(validate.errors));
    if (looksLikeFrameworkError(json)) {
      violations.push({
        message:
          'el cuerpo es el error por omisión del framework ({ error: { statusCode, name, message } }); el contrato pide { message } en la raíz',
        path: '/body',
        raw: JSON.stringify(json).slice(0, 200),
      });
    }
  }
  if (requireErrors && declared.schema?.properties?.errors && isObject(json) && !(Array.isArray(json.errors) && json.errors.length > 0)) {
    violations.push({
      message: 'falta «errors[]» con el campo rechazado (el contrato lo declara para este estado)',
      path: '/body/errors',
      raw: 'errors missing or empty',
    });
  }
  for (const pointer of findCardNumbers(json)) {
    violations.push({
      message: `la respuesta muestra un número de tarjeta completo en «${pointer}» (debe ir enmascarado, p. ej. 411111XXXXXX1111)`,
      path: `/body${pointer}`,
      raw: 'unmasked card number',
    });
  }
  return violations;
}

// --- The checks each operation gets ------------------------------------------------------------

const UNKNOWN_FIELD = 'campoQueNoExiste';
const UNKNOWN_OPERATOR = 'nope';

/** A nonexistent id of the same shape as the example: digits → 0, hex letters → e, other letters → z. @param {unknown} example */
export function nonexistentId(example) {
  return String(example).replace(/[0-9]/g, '0').replace(/[a-f]/g, 'e').replace(/[A-F]/g, 'E').replace(/[g-z]/g, 'z').replace(/[G-Z]/g, 'Z');
}

/**
 * The record schema a list or count answers about: its own array items, or those of the list beside it (/x/count → /x).
 * @param {ContractOperation} op @param {ContractOperation[]} operations
 */
function recordSchemaOf(op, operations) {
  const items = (/** @type {ContractOperation} */ candidate) => {
    const schema = responseSpec(candidate, candidate.successStatuses[0] ?? 200).schema;
    return schema?.type === 'array' && isObject(schema.items) ? schema.items : null;
  };
  const own = items(op);
  if (own) return own;
  const parent = op.path.replace(/\/[^/{}]+$/, '');
  const list = operations.find((candidate) => candidate.method === 'GET' && candidate.path === parent);
  return list ? items(list) : null;
}

/**
 * The LoopBack query parameter of a list or count: `where`, or a `filter` whose schema has `where`.
 * @param {ContractOperation} op
 * @returns {{ parameter: ContractParameter, wrap: (where: Record<string, unknown>) => unknown } | null}
 */
function filterParameter(op) {
  for (const parameter of op.parameters) {
    if (parameter.in !== 'query') continue;
    const schema = parameter.schema ?? Object.values(parameter.content ?? {})[0]?.schema ?? {};
    if (parameter.name === 'where') return { parameter, wrap: (where) => where };
    if (parameter.name === 'filter' || schema.properties?.where) return { parameter, wrap: (where) => ({ where }) };
  }
  return null;
}

/**
 * A body that breaks the operation's request schema, from its example: a required field left
 * out, else a field of a type the schema refuses, else not an object at all. Checked with Ajv,
 * so it is refused by the contract itself.
 * @param {JsonSchema | undefined} schema @param {unknown} example @param {Ajv} ajv
 */
function invalidBody(schema, example, ajv) {
  const validate = ajv.compile(schema ?? {});
  /** @type {{ body: unknown, describe: string }[]} */
  const candidates = [];
  const base = isObject(example) ? example : {};
  for (const field of schema?.required ?? []) {
    const { [field]: _left, ...rest } = base;
    candidates.push({ body: rest, describe: `sin «${field}» (obligatorio)` });
  }
  for (const field of Object.keys(schema?.properties ?? {})) {
    for (const [wrong, name] of [
      [12345, 'número'],
      ['texto', 'texto'],
      [true, 'booleano'],
      [[], 'lista'],
    ]) {
      candidates.push({ body: { ...base, [field]: wrong }, describe: `«${field}» como ${name}` });
    }
  }
  candidates.push({ body: [], describe: 'una lista en lugar de un objeto' });
  return candidates.find((candidate) => !validate(candidate.body)) ?? null;
}

/**
 * The refusals asked of one operation (UnhappyCheck: what to send instead of the operation's
 * example request, and the statuses that count as refusing it).
 * @param {ContractOperation} op @param {ContractOperation[]} operations @param {Ajv} ajv
 */
export function unhappyChecks(op, operations, ajv) {
  /** @type {UnhappyCheck[]} */
  const checks = [];
  if (!op.isPublic) {
    checks.push({ kind: 'sin-token', label: 'sin token', expected: [401], auth: 'none' });
    checks.push({ kind: 'token-invalido', label: 'token inventado', expected: [401], auth: 'bogus' });
  }
  const json = op.operation.requestBody?.content?.['application/json'];
  if (json) {
    const bad = invalidBody(json.schema, firstExample(json), ajv);
    if (bad) {
      const declared = declaredAmong(op, [400, 422]);
      checks.push({
        kind: 'cuerpo-invalido',
        label: `cuerpo inválido: ${bad.describe}`,
        expected: declared.length ? declared : [400, 422],
        requireErrors: true,
        body: bad.body,
      });
    }
  }
  const filter = op.method === 'GET' ? filterParameter(op) : null;
  if (filter) {
    const record = recordSchemaOf(op, operations);
    const fields = Object.keys(record?.properties ?? {});
    const dateField = fields.find((field) => ['date-time', 'date'].includes(record?.properties?.[field]?.format ?? '')) ?? fields[0];
    checks.push({
      kind: 'where-campo',
      label: `where con campo desconocido «${UNKNOWN_FIELD}»`,
      expected: [400],
      query: { [filter.parameter.name]: filter.wrap({ [UNKNOWN_FIELD]: 1 }) },
    });
    if (dateField) {
      checks.push({
        kind: 'where-operador',
        label: `where con operador desconocido «${UNKNOWN_OPERATOR}» en «${dateField}»`,
        expected: [400],
        query: { [filter.parameter.name]: filter.wrap({ [dateField]: { [UNKNOWN_OPERATOR]: 1 } }) },
      });
    }
  }
  // Statement: a period (`from`, `to` days) sent reversed is a 400.
  const period = ['from', 'to'].map((name) =>
    op.parameters.find((parameter) => parameter.in === 'query' && parameter.name === name && parameter.schema?.format === 'date'),
  );
  if (op.method === 'GET' && period[0] && period[1] && op.operation.responses?.['400']) {
    const [from, to] = period.map((parameter) => String(parameter?.example ?? ''));
    checks.push({
      kind: 'periodo-invertido',
      label: `periodo invertido (${to} a ${from})`,
      expected: [400],
      query: { from: to, to: from },
    });
  }
  const ids = op.parameters.filter((parameter) => parameter.in === 'path');
  if (ids.length > 0 && op.operation.responses?.['404']) {
    checks.push({ kind: 'id-inexistente', label: 'id inexistente', expected: [404], nonexistentIds: true });
  }
  return checks;
}

/** Header parameters that must be new on every request (an idempotency key): a fresh UUID each time. @param {ContractParameter} parameter */
export function isFreshHeader(parameter) {
  return parameter.in === 'header' && (/idempotency/i.test(parameter.name) || parameter.schema?.format === 'uuid');
}

export const freshValue = () => randomUUID();
