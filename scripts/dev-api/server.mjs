#!/usr/bin/env node
// The development API: every operation of openapi.yaml, with state kept in memory for as long as
// it runs, seeded from the contract's named examples (scripts/dev-api/seed.mjs). It is also a
// reference server for backend developers: read handlers.mjs for what each call does.
//
//   node scripts/dev-api/server.mjs [--port 4011] [--payments 10000] [--today 2026-11-22] [--delay 400] [--sin-limites] [--shape seed]
//
// Besides the contract it serves what a real deployment serves elsewhere: the uploaded files
// (GET /files/<name>, public, as an <img> sends no token), the invoice files of new payments
// (GET /facturas/<uuid>.pdf|.xml), and development controls under /__dev (see README.md).
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { listOperations, loadContract } from '../openapi-contract.mjs';
import { code128Svg } from './barcode.mjs';
import { authenticateCharge, authorizationCode, awaitsMoney, completeCharge, expireAccount, findCharge } from './charges.mjs';
import { mexicoCityDay, todayInMexicoCity } from './dates.mjs';
import { messagePage, threeDSecurePage } from './dev-pages.mjs';
import { invoicePdf, invoiceXml } from './documents.mjs';
import { Failure, HANDLERS } from './handlers.mjs';
import { NO_RATE_LIMITS, contractRateLimits, createRateLimiter, resolveRateLimits } from './rate-limit.mjs';
import { buildSeed } from './seed.mjs';
import { createSpecShape, parseShape } from './spec-shape.mjs';
import { createWorld, findAccountByEmail, opaqueToken, randomText, userView } from './world.mjs';

// The largest upload (a 2 MB image) plus room for its multipart envelope; bodies beyond are refused unread.
const MAX_BODY_BYTES = 2 * 1024 * 1024 + 64 * 1024;
const SHARED_WORLD = 'compartido';
const DECISIONS = new Set(['approve', 'reject', 'abandon']);
/** What GET /__dev lists: the development controls, for people. */
const DEV_CONTROLS = [
  'GET /__dev: usuarios, contraseña y controles',
  'POST /__dev/reset: vuelve a los datos de ejemplo',
  'POST /__dev/worlds {"user":"employer"|"nonEmployer","email"?:"…"}: un mundo aislado para pruebas (con email, su usuario inicia sesión en /login con ese correo)',
  'GET /__dev/outbox[?world=<id>]: correos enviados',
  'GET|POST /__dev/3ds/<id del cargo>: la página 3-D Secure simulada del banco (autorizar, rechazar o abandonar)',
  'POST /__dev/payments/<id del cargo>/receive: llega el dinero de un pago SPEI o en tienda en proceso',
  'GET /__dev/barcode/<referencia>.svg: código de barras Code 128 de una referencia de pago en tienda',
];
const MAX_WORLDS = 500;

/** @typedef {import('./world.mjs').Schemas} Schemas */
/** @typedef {import('./world.mjs').Account} Account */
/** @typedef {import('./world.mjs').World} World */
/** @typedef {import('./seed.mjs').AccountKind} AccountKind */
/** @typedef {import('./handlers.mjs').UploadedFile} UploadedFile */
/** @typedef {import('../openapi-contract.mjs').ContractOperation} ContractOperation */
/** @typedef {import('ajv/dist/2020.js').ErrorObject} AjvError */
/** @typedef {Partial<Record<import('./rate-limit.mjs').RateLimitName, import('./rate-limit.mjs').RateLimit | null>>} RateLimitOverrides */
/**
 * @typedef {object} DevApiOptions
 * @property {number} [port] 0: any free port
 * @property {string} [host]
 * @property {string} [contract] the openapi.yaml to serve (the repository's by default)
 * @property {string} [today] YYYY-MM-DD in Mexico City: how far the example dates move
 * @property {number} [payments] generated payments added to the employer
 * @property {string} [appOrigin]
 * @property {number} [delayMs] added before every contract operation answers
 * @property {() => Date} [clock]
 * @property {(line: string) => void} [log]
 * @property {RateLimitOverrides} [rateLimits] overrides of the default rate limits (rate-limit.mjs); null switches one off
 * @property {import('./spec-shape.mjs').AnswerShape} [shape] 'seed': answers as a backend built from the spec's data model (spec-shape.mjs)
 */
/**
 * A running development API.
 * @typedef {object} DevApi
 * @property {string} url
 * @property {number} port
 * @property {import('./seed.mjs').Seed} seed
 * @property {{ requests: number, ms: number }} stats
 * @property {(kind: AccountKind, email?: string) => { world: string, token: string, user: Schemas['User'] }} newWorld a fresh copy of the examples, reached only through the token answered (tests); with `email`, its user has that address and signs in with it (the example password) into that world
 * @property {() => void} resetSharedWorld
 * @property {() => Promise<void>} close
 */
/**
 * What a handler answers, and the server sends.
 * @typedef {{ status: number, body?: unknown, headers?: Record<string, string> }} HandlerAnswer
 */

/**
 * The handlers by operationId, as the server calls them. Each handler names the body its
 * operation's request schema admits, and the server runs that schema before it (validators), so
 * the table is typed with a body every handler accepts (never) and the context is cast at the call.
 * @type {Record<string, (ctx: import('./handlers.mjs').Ctx<never>) => HandlerAnswer>}
 */
const OPERATION_HANDLERS = HANDLERS;

/** An error as the log shows it: its stack when it has one. @param {unknown} error */
const describeError = (error) => (error && typeof error === 'object' && 'stack' in error ? error.stack : undefined) ?? error;

/**
 * Spanish words for what the contract's schema refused, per field (FieldErrorResponse).
 * @param {AjvError} error
 */
function fieldMessage(error) {
  switch (error.keyword) {
    case 'required':
      return 'Falta este dato.';
    case 'additionalProperties':
      return 'Este dato no se acepta.';
    case 'format':
      return error.params.format === 'email' ? 'El correo no es válido.' : 'El formato no es válido.';
    case 'pattern':
      return 'El formato no es válido.';
    case 'minLength':
      return error.params.limit <= 1 ? 'Escribe este dato.' : `Escribe al menos ${error.params.limit} caracteres.`;
    case 'maxLength':
      return `Escribe como máximo ${error.params.limit} caracteres.`;
    case 'enum':
      return 'Elige una opción de la lista.';
    case 'minProperties':
      return 'Envía al menos un dato.';
    default:
      return 'El dato no es válido.';
  }
}

/**
 * The contract's FieldErrorResponse errors[] for what Ajv refused: one per field, in Spanish.
 * @param {AjvError[] | null | undefined} errors
 * @returns {{ field: string, message: string }[]}
 */
export function fieldErrors(errors) {
  /** @type {Map<string, { field: string, message: string }>} */
  const byField = new Map();
  for (const error of errors ?? []) {
    // anyOf [X, null] reports each branch; the branch that explains it is the one kept.
    if (error.keyword === 'anyOf' || error.keyword === 'oneOf' || (error.keyword === 'type' && error.params.type === 'null')) continue;
    const path = error.instancePath.split('/').filter(Boolean);
    if (error.keyword === 'required') path.push(error.params.missingProperty);
    if (error.keyword === 'additionalProperties') path.push(error.params.additionalProperty);
    const field = path.join('.');
    if (!byField.has(field)) byField.set(field, { field, message: fieldMessage(error) });
  }
  return [...byField.values()];
}

/**
 * (method, pathname) → the operation and its path parameters; literal paths win over templated ones.
 * @param {ContractOperation[]} operations
 */
function templateMatcher(operations) {
  const compiled = operations
    .map((op) => {
      /** @type {string[]} */
      const names = [];
      const source = op.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{([^}]+)\}/g, (_, name) => {
        names.push(name);
        return '([^/]+)';
      });
      return { op, names, regex: new RegExp(`^${source}/?$`) };
    })
    // Literal paths first: /payments/count is not /payments/{paymentId}.
    .sort((a, b) => a.names.length - b.names.length);
  /** @param {string | undefined} method @param {string} pathname */
  return (method, pathname) => {
    for (const { op, names, regex } of compiled) {
      if (op.method !== method) continue;
      const match = regex.exec(pathname);
      if (match) return { op, params: Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(match[index + 1])])) };
    }
    return null;
  };
}

/** @param {import('node:http').IncomingMessage} req @returns {Promise<Buffer<ArrayBuffer>>} */
async function readBody(req) {
  /** @type {Buffer[]} */
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new Failure(400, { message: 'La solicitud es demasiado grande.' });
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/** @param {unknown} name */
function sanitizeFileName(name) {
  const base =
    String(name ?? '')
      .split(/[\\/]/)
      .pop() ?? '';
  const clean = base.replace(/[^\w.-]/g, '_').replace(/^\.+/, '');
  return clean.slice(-120) || 'archivo';
}

/** Media types served as themselves; anything else downloads (no stored script ever runs here). */
const INLINE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'text/csv']);

/**
 * Starts the development API and resolves once it listens.
 * @param {DevApiOptions} [options]
 * @returns {Promise<DevApi>}
 */
export async function startDevApi({
  port = 4011,
  host = '127.0.0.1',
  contract,
  today = todayInMexicoCity(),
  payments = 0,
  appOrigin = 'http://127.0.0.1:5173',
  delayMs = 0,
  clock = () => new Date(),
  log = (line) => console.log(line),
  /** Overrides of the contract's rate limits (x-rate-limit): `{ pay: { max, windowMs } }`, null switches one off. */
  rateLimits = {},
  shape = 'contract',
} = {}) {
  const doc = loadContract(contract);
  const operations = listOperations(doc);
  const missing = operations.filter((op) => !OPERATION_HANDLERS[op.id]);
  if (missing.length > 0) throw new Error(`La API de desarrollo no implementa: ${missing.map((op) => op.id).join(', ')}.`);
  const match = templateMatcher(operations);
  const seed = buildSeed({ doc, today, extraPayments: payments });
  // --shape seed: numeric ids, the user's token, the spec's customer, `{ token }` on sign-in, `{}` on confirmations.
  const specShape = shape === 'seed' ? createSpecShape(seed) : null;

  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  /** @type {Map<string, import('ajv/dist/2020.js').ValidateFunction>} */
  const validators = new Map();
  for (const op of operations) {
    const schema = op.operation.requestBody?.content?.['application/json']?.schema;
    if (schema) validators.set(op.id, ajv.compile(schema));
  }

  const rateLimiter = createRateLimiter(resolveRateLimits(rateLimits, contractRateLimits(doc)), () => clock().getTime());
  /** @type {Map<string, World>} */
  const worlds = new Map();
  /** Session token → its world and user. @type {Map<string, { worldId: string, userId: string }>} */
  const sessions = new Map();
  /** Uploaded files by their stored name. @type {Map<string, { bytes: Buffer, type: string }>} */
  const files = new Map();
  const stats = { requests: 0, ms: 0 };
  let publicUrl = '';
  let worldCounter = 0;

  function resetSharedWorld() {
    worlds.set(SHARED_WORLD, createWorld(seed, SHARED_WORLD));
    // Back to the examples' state entirely: counts towards the rate limits too (contract:verify probes them).
    rateLimiter.reset();
    // The examples' sign-in tokens are sessions of the shared world from the start, and again after
    // a reset (a password change in the shared world ends them).
    for (const account of seed.accounts) sessions.set(account.sessionToken, { worldId: SHARED_WORLD, userId: account.user.id });
  }
  resetSharedWorld();

  /** @param {AccountKind} kind @param {string} [email] */
  function newWorld(kind, email) {
    if (worlds.size >= MAX_WORLDS) {
      const oldest = [...worlds.keys()].find((id) => id !== SHARED_WORLD);
      if (oldest !== undefined) worlds.delete(oldest);
    }
    const world = createWorld(seed, `w${(worldCounter += 1)}`);
    const account = [...world.accounts.values()].find((a) => a.kind === kind);
    if (!account) throw new Error(`Los ejemplos no tienen un usuario ${kind}.`);
    if (email) {
      account.user.email = email;
      account.personalData.email = email;
    }
    worlds.set(world.id, world);
    const token = opaqueToken();
    sessions.set(token, { worldId: world.id, userId: account.user.id });
    // In the spec's shape the user is the spec's (numeric ids, its token), as the contract's User allows.
    const user = specShape
      ? /** @type {Schemas['User']} */ (/** @type {unknown} */ (specShape.specUser(userView(account), token)))
      : userView(account);
    return { world: world.id, token, user };
  }

  /**
   * Who signs in with `email`: the shared world's user first, else the user of a world made with
   * that address (or whose address changed to it), newest world first.
   * @param {string} email
   */
  function findSignIn(email) {
    const shared = /** @type {World} */ (worlds.get(SHARED_WORLD));
    const account = findAccountByEmail(shared, email);
    if (account) return { world: shared, account };
    for (const world of [...worlds.values()].reverse()) {
      const found = world.id === SHARED_WORLD ? null : findAccountByEmail(world, email);
      if (found) return { world, account: found };
    }
    return null;
  }

  /** The world that sent the e-mail change link `token` (links are public: opened without a session). @param {string} token */
  function findEmailChange(token) {
    for (const world of worlds.values()) if (world.emailChanges.has(token)) return world;
    return null;
  }

  /** @param {UploadedFile} file @returns {Schemas['FileUploadResponse']} */
  function storeFile({ name, type, bytes }) {
    let stored = sanitizeFileName(name);
    while (files.has(stored)) stored = `${randomText(6)}_${stored.replace(/^[A-Za-z0-9]{6}_/, '')}`;
    const mimeType = type || 'application/octet-stream';
    files.set(stored, { bytes, type: mimeType });
    return { name: stored, url: `${publicUrl}/files/${encodeURIComponent(stored)}`, size: bytes.length, mimeType };
  }

  /** @param {string} uuid */
  function findInvoice(uuid) {
    for (const world of worlds.values()) {
      for (const account of world.accounts.values()) {
        const payment = account.payments.find(
          /** @returns {p is Schemas['Payment'] & import('./documents.mjs').InvoicedPayment} */ (p) => p.invoice?.uuid === uuid,
        );
        if (payment) return { payment, name: `${account.user.firstName} ${account.user.lastName}` };
      }
    }
    return null;
  }

  const { components } =
    /**
     * @type {{ components: { examples: Record<string, { value: unknown }>, schemas: Record<string, Record<string, unknown>> } }}
     */ (doc);
  /**
   * A copy of a named example; the server and the handlers only ask for error and message answers.
   * @param {string} name @returns {Schemas['ErrorResponse']}
   */
  const example = (name) => /** @type {Schemas['ErrorResponse']} */ (structuredClone(components.examples[name].value));
  /** @param {string} name */
  const schemaOf = (name) => components.schemas[name];

  /**
   * @param {import('node:http').ServerResponse} res @param {number} status @param {unknown} [body]
   * @param {Record<string, string>} [headers]
   */
  function sendJson(res, status, body, headers = {}) {
    res.statusCode = status;
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    if (status === 204) {
      res.end();
      return;
    }
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.end(JSON.stringify(body));
  }

  /**
   * The development controls under /__dev.
   * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res @param {URL} url
   */
  async function handleDev(req, res, url) {
    const body = req.method === 'POST' ? await readBody(req) : Buffer.alloc(0);
    if (req.method === 'GET' && url.pathname === '/__dev') {
      return sendJson(res, 200, {
        password: seed.password,
        users: seed.accounts.map((a) => ({ kind: a.kind, email: a.user.email, name: `${a.user.firstName} ${a.user.lastName}` })),
        examplesAsOf: seed.asOf,
        today: seed.today,
        worlds: worlds.size,
        controls: DEV_CONTROLS,
      });
    }
    if (req.method === 'POST' && url.pathname === '/__dev/reset') {
      resetSharedWorld();
      log('datos reiniciados desde los ejemplos de openapi.yaml');
      return sendJson(res, 200, { message: 'Datos reiniciados.' });
    }
    if (req.method === 'POST' && url.pathname === '/__dev/worlds') {
      /** @type {unknown} */
      let kind = 'employer';
      /** @type {unknown} */
      let email;
      try {
        if (body.length) ({ user: kind, email } = JSON.parse(body.toString('utf8')));
      } catch {
        return sendJson(res, 400, { message: 'El cuerpo debe ser JSON: {"user":"employer"}.' });
      }
      const account = seed.accounts.find((a) => a.kind === kind);
      if (!account) return sendJson(res, 400, { message: 'user debe ser employer o nonEmployer.' });
      if (email !== undefined && (typeof email !== 'string' || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || findSignIn(email))) {
        return sendJson(res, 400, { message: 'email debe ser un correo que ningún otro usuario tenga.' });
      }
      return sendJson(res, 200, newWorld(account.kind, email?.toLowerCase()));
    }
    if (req.method === 'GET' && url.pathname === '/__dev/outbox') {
      const world = worlds.get(url.searchParams.get('world') ?? SHARED_WORLD);
      return world ? sendJson(res, 200, world.outbox) : sendJson(res, 404, { message: 'No existe ese mundo.' });
    }
    const threeDs = /^\/__dev\/3ds\/([^/]+)$/.exec(url.pathname);
    if (threeDs && (req.method === 'GET' || req.method === 'POST'))
      return answerAuthentication(req, res, decodeURIComponent(threeDs[1]), body);
    const receive = /^\/__dev\/payments\/([^/]+)\/receive$/.exec(url.pathname);
    if (receive && req.method === 'POST') return receivePayment(res, decodeURIComponent(receive[1]));
    const barcode = /^\/__dev\/barcode\/([0-9A-Z]{10,30})\.svg$/.exec(url.pathname);
    if (barcode && req.method === 'GET') return serveBarcode(res, barcode[1]);
    return sendJson(res, 404, { message: 'Control de desarrollo desconocido.' });
  }

  /**
   * @param {import('node:http').ServerResponse} res @param {number} status @param {string} html
   * @param {Record<string, string>} [headers]
   */
  function sendHtml(res, status, html, headers = {}) {
    res.statusCode = status;
    res.setHeader('Content-Type', 'text/html; charset=utf-8');
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'no-referrer');
    // Its own inline style, nothing else; the form posts here and Chrome also applies form-action
    // to the redirect that follows the post, back to the app.
    res.setHeader(
      'Content-Security-Policy',
      `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${new URL(appOrigin).origin}; base-uri 'none'; frame-ancestors 'none'`,
    );
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    res.end(html);
  }

  /**
   * The bank's 3-D Secure page of a charge (GET), and the customer's answer to it (POST, a form:
   * decision=approve|reject|abandon), which sends them back to the charge's redirectUrl with
   * ?id=<charge id>, as Openpay does. A charge no longer waiting still goes back: the app reads it.
   * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
   * @param {string} chargeId @param {Buffer} body
   */
  function answerAuthentication(req, res, chargeId, body) {
    const found = findCharge(worlds.values(), chargeId);
    const redirectUrl = found?.account.redirects.get(chargeId);
    if (!found || !redirectUrl) {
      return sendHtml(
        res,
        404,
        messagePage(
          'No encontramos este pago',
          'El enlace de autenticación no existe o ya no es válido. Vuelve a Cotiza e intenta pagar de nuevo.',
        ),
      );
    }
    const action = `/__dev/3ds/${encodeURIComponent(chargeId)}`;
    if (req.method === 'GET') return sendHtml(res, 200, threeDSecurePage(found.payment, action));
    const decision = new URLSearchParams(body.toString('utf8')).get('decision') ?? '';
    if (found.payment.status === 'CHARGE_PENDING') {
      if (!DECISIONS.has(decision))
        return sendHtml(res, 400, messagePage('Elige una opción', 'Autoriza el pago, recházalo o vuelve a la tienda.'));
      const failedMessage = /** @type {Schemas['Payment']} */ (components.examples.PaymentAuthenticationFailed.value).error_message ?? '';
      const how = { publicUrl, now: clock(), failedMessage };
      if (authenticateCharge(found, /** @type {import('./charges.mjs').AuthenticationDecision} */ (decision), how))
        log(`3-D Secure ${decision === 'approve' ? 'autorizado' : 'rechazado'}: ${chargeId} → ${found.payment.status}`);
    }
    const back = new URL(redirectUrl);
    back.searchParams.set('id', chargeId);
    res.statusCode = 303;
    res.setHeader('Location', back.href);
    res.setHeader('Cache-Control', 'no-store');
    return res.end();
  }

  /**
   * The money of an SPEI or store charge arrived: COMPLETED, its quotation paid.
   * @param {import('node:http').ServerResponse} res @param {string} chargeId
   */
  function receivePayment(res, chargeId) {
    const found = findCharge(worlds.values(), chargeId);
    if (!found) return sendJson(res, 404, { message: 'No existe ese pago.' });
    const now = clock();
    // A reference past its due date lapsed: its money is not received any more.
    expireAccount(found.account, now);
    if (!awaitsMoney(found.payment))
      return sendJson(res, 409, { message: 'Este pago no espera dinero: solo se reciben pagos SPEI o en tienda en proceso.' });
    completeCharge(found.payment, found.quotation, { publicUrl, now, authorization: authorizationCode(7) });
    log(`pago recibido: ${chargeId} (${found.payment.method})`);
    return sendJson(res, 200, { message: 'Pago recibido.', payment: found.payment });
  }

  /** @param {import('node:http').ServerResponse} res @param {string} reference */
  function serveBarcode(res, reference) {
    res.setHeader('Content-Type', 'image/svg+xml');
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
    // A reference's barcode never changes.
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    res.end(code128Svg(reference));
  }

  /** @param {import('node:http').ServerResponse} res @param {string} name */
  function serveFile(res, name) {
    const file = files.get(name);
    if (!file) return sendJson(res, 404, { message: 'No encontramos ese archivo.' });
    const inline = INLINE_TYPES.has(file.type);
    res.setHeader('Content-Type', inline ? file.type : 'application/octet-stream');
    if (!inline) res.setHeader('Content-Disposition', `attachment; filename="${name}"`);
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
    res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
    res.end(file.bytes);
  }

  /** @param {import('node:http').ServerResponse} res @param {string} uuid @param {string} extension pdf or xml */
  function serveInvoice(res, uuid, extension) {
    const found = findInvoice(uuid);
    if (!found) return sendJson(res, 404, { message: 'No encontramos esa factura.' });
    res.setHeader('X-Content-Type-Options', 'nosniff');
    if (extension === 'pdf') {
      res.setHeader('Content-Type', 'application/pdf');
      res.setHeader('Content-Disposition', `inline; filename="${uuid}.pdf"`);
      return res.end(invoicePdf(found.payment, found.name));
    }
    res.setHeader('Content-Type', 'application/xml; charset=utf-8');
    res.setHeader('Content-Disposition', `attachment; filename="${uuid}.xml"`);
    return res.end(invoiceXml(found.payment, found.name));
  }

  /**
   * A contract operation: its answer, or undefined when it was answered here (not in the contract).
   * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res @param {URL} url
   * @returns {Promise<(HandlerAnswer & { op: ContractOperation }) | undefined>}
   */
  async function handleOperation(req, res, url) {
    const found = match(req.method, url.pathname);
    if (!found) {
      sendJson(res, 404, { message: `La ruta ${req.method} ${url.pathname} no está en el contrato.` });
      return undefined;
    }
    const { op } = found;
    // In the spec's shape a path carries the numbers answered for the API's own records.
    const params = specShape
      ? Object.fromEntries(Object.entries(found.params).map(([name, value]) => [name, specShape.recordId(value)]))
      : found.params;
    if (delayMs > 0) await new Promise((done) => setTimeout(done, delayMs));

    let world = worlds.get(SHARED_WORLD);
    /** @type {Account | null} */
    let account = null;
    /** The request's own session (kept when the user's other sessions end). @type {string | null} */
    let sessionToken = null;
    if (!op.isPublic) {
      const token = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1]?.trim();
      sessionToken = token ?? null;
      const session = token ? sessions.get(token) : null;
      world = session ? worlds.get(session.worldId) : undefined;
      account = (session && world?.accounts.get(session.userId)) ?? null;
      if (!account) return { op, status: 401, body: example('UnauthorizedError') };
    }
    // Always there: resetSharedWorld replaces the shared world, nothing removes it; a session's world has its account.
    if (!world) throw new Error(`No existe el mundo de la solicitud (${op.id}).`);
    const requestWorld = world;

    const raw = await readBody(req);
    const contentType = String(req.headers['content-type'] ?? '');
    /** @type {unknown} */
    let body;
    /** @type {UploadedFile | null} */
    let file = null;
    if (contentType.startsWith('multipart/form-data')) {
      try {
        const form = await new Request(`${publicUrl}${url.pathname}`, {
          method: 'POST',
          headers: { 'content-type': contentType },
          body: raw,
        }).formData();
        const part = form.get('file');
        if (part && typeof part === 'object') file = { name: part.name, type: part.type, bytes: Buffer.from(await part.arrayBuffer()) };
      } catch {
        return { op, status: 400, body: { message: 'No pudimos leer el formulario del archivo.' } };
      }
    } else if (raw.length > 0) {
      try {
        body = JSON.parse(raw.toString('utf8'));
      } catch {
        return { op, status: 400, body: example('BadRequestError') };
      }
    }
    const validate = validators.get(op.id);
    if (validate && !validate(body)) {
      return { op, status: 422, body: { ...example('UnprocessableEntityError'), errors: fieldErrors(validate.errors) } };
    }

    /** @type {import('./handlers.mjs').PublicCtx} */
    const ctx = {
      world: requestWorld,
      account,
      body: body ?? {},
      file,
      params,
      headers: req.headers,
      query: url.searchParams,
      publicUrl,
      appOrigin,
      sentParams: found.params,
      now: clock,
      today: () => mexicoCityDay(clock()),
      log: (line) => log(line),
      example,
      schema: schemaOf,
      storeFile,
      rateLimiter,
      exampleCardTokens: seed.exampleCardTokens,
      issueSession: (signedIn, inWorld = requestWorld) => {
        const token = opaqueToken();
        sessions.set(token, { worldId: inWorld.id, userId: signedIn.user.id });
        return token;
      },
      findSignIn,
      findEmailChange,
      endThisSession: () => {
        if (sessionToken) sessions.delete(sessionToken);
      },
      endOtherSessions: (signedIn) => {
        for (const [token, session] of sessions) {
          if (token !== sessionToken && session.worldId === requestWorld.id && session.userId === signedIn.user.id) sessions.delete(token);
        }
      },
    };
    try {
      // The body passed the operation's schema above, and `account` is set for every signed-in one.
      const answer = OPERATION_HANDLERS[op.id](/** @type {import('./handlers.mjs').Ctx<never>} */ (ctx));
      if (specShape && answer.status === 200) return { op, ...answer, body: specShape.answer(op.id, answer.body, sessionToken) };
      return { op, ...answer };
    } catch (error) {
      if (error instanceof Failure) return { op, status: error.status, body: error.body, headers: error.headers };
      log(`error en ${op.id}: ${describeError(error)}`);
      return { op, status: 500, body: example('InternalServerError') };
    }
  }

  /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
  const respond = async (req, res) => {
    const started = performance.now();
    const url = new URL(req.url ?? '/', 'http://dev-api.invalid');
    // Prism answers the browser's CORS itself; these are for calls made straight to this API.
    res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
    res.setHeader('Access-Control-Allow-Headers', 'authorization, content-type, prefer, idempotency-key');
    res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
    // The app reads how long to wait after a 429 (the contract asks backends to expose it).
    res.setHeader('Access-Control-Expose-Headers', 'Retry-After');
    res.setHeader('Vary', 'Origin');
    try {
      if (req.method === 'OPTIONS') return sendJson(res, 204);
      if (url.pathname === '/__dev' || url.pathname.startsWith('/__dev/')) return await handleDev(req, res, url);
      const fileMatch = /^\/files\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'GET' && fileMatch) return serveFile(res, decodeURIComponent(fileMatch[1]));
      const invoiceMatch = /^\/facturas\/([A-F0-9-]{36})\.(pdf|xml)$/i.exec(url.pathname);
      if (req.method === 'GET' && invoiceMatch) return serveInvoice(res, invoiceMatch[1].toUpperCase(), invoiceMatch[2].toLowerCase());
      const result = await handleOperation(req, res, url);
      if (!result) return undefined;
      sendJson(res, result.status, result.body, result.headers);
      const ms = performance.now() - started;
      stats.requests += 1;
      stats.ms += ms;
      log(`${req.method} ${url.pathname} → ${result.status} (${result.op.id}, ${ms.toFixed(0)} ms)`);
    } catch (error) {
      if (error instanceof Failure) {
        // Only reading the body fails here (a request too large): the rest of that body is still on
        // the socket, so the connection must not serve another request.
        res.setHeader('Connection', 'close');
        return sendJson(res, error.status, error.body);
      }
      log(`error: ${describeError(error)}`);
      if (!res.headersSent) sendJson(res, 500, example('InternalServerError'));
      else res.end();
    }
    return undefined;
  };
  // respond() answers its own errors (a 500, or a cut answer).
  const server = createServer((req, res) => void respond(req, res));

  await /** @type {Promise<void>} */ (
    new Promise((done, fail) => {
      server.once('error', fail);
      server.listen(port, host, done);
    })
  );
  // Listening on a TCP port, the address is an AddressInfo (a string only for pipes).
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  publicUrl = `http://${host}:${address.port}`;

  return {
    url: publicUrl,
    port: address.port,
    seed,
    stats,
    /** A fresh copy of the examples, reached only through the token answered (tests). */
    newWorld,
    resetSharedWorld,
    close: () =>
      /** @type {Promise<void>} */ (
        new Promise((done) => {
          server.closeAllConnections();
          server.close(() => done());
        })
      ),
  };
}

// --- Command line -------------------------------------------------------------------------------

/**
 * The command line's options (and the DEV_API_* variables under them).
 * @param {string[]} argv @param {Record<string, string | undefined>} [env]
 */
export function parseDevApiArgs(argv, env = process.env) {
  /**
   * @type {{ port: number, payments: number, today: string | undefined, delayMs: number, rateLimits: RateLimitOverrides,
   *   shape: import('./spec-shape.mjs').AnswerShape }}
   */
  const options = {
    port: Number(env.DEV_API_PORT ?? 4011),
    payments: Number(env.DEV_API_PAYMENTS ?? 0),
    today: env.DEV_API_TODAY || undefined,
    delayMs: Number(env.DEV_API_DELAY_MS ?? 0),
    rateLimits: env.DEV_API_RATE_LIMITS === 'off' ? NO_RATE_LIMITS : {},
    shape: parseShape(env.DEV_API_SHAPE || undefined),
  };
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i].split('=');
    const value = () => inline ?? argv[++i];
    if (flag === '--port') options.port = Number(value());
    else if (flag === '--payments' || flag === '--pagos') options.payments = Number(value());
    else if (flag === '--today' || flag === '--hoy') options.today = value();
    else if (flag === '--delay' || flag === '--latencia') options.delayMs = Number(value());
    else if (flag === '--no-rate-limits' || flag === '--sin-limites') options.rateLimits = NO_RATE_LIMITS;
    else if (flag === '--shape' || flag === '--forma') options.shape = parseShape(value());
    else throw new Error(`Opción desconocida: ${argv[i]} (usa --port, --payments, --today, --delay, --shape o --sin-limites).`);
  }
  if (!Number.isInteger(options.payments) || options.payments < 0 || options.payments > 200_000)
    throw new Error('--payments debe ser un entero entre 0 y 200000.');
  if (options.today && !/^\d{4}-\d{2}-\d{2}$/.test(options.today)) throw new Error('--today debe ser una fecha AAAA-MM-DD.');
  return options;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  try {
    const options = parseDevApiArgs(process.argv.slice(2));
    const api = await startDevApi({ ...options, log: (line) => console.log(`[api] ${line}`) });
    console.log(`[api] API de desarrollo en ${api.url} (contraseña de los usuarios de ejemplo: ${api.seed.password})`);
    const stop = () => api.close().then(() => process.exit(0));
    process.on('SIGINT', () => void stop());
    process.on('SIGTERM', () => void stop());
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
