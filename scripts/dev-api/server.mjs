#!/usr/bin/env node
// The development API: every operation of openapi.yaml, with state kept in memory for as long as
// it runs, seeded from the contract's named examples (scripts/dev-api/seed.mjs). It is also a
// reference server for backend developers: read handlers.mjs for what each call does.
//
//   node scripts/dev-api/server.mjs [--port 4011] [--payments 10000] [--today 2026-11-22] [--delay 400] [--sin-limites]
//
// Besides the contract it serves what a real deployment serves elsewhere: the uploaded files
// (GET /files/<name>, public, as an <img> sends no token), the invoice files of new payments
// (GET /facturas/<uuid>.pdf|.xml), and development controls under /__dev (see README.md).
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import Ajv2020 from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { listOperations, loadContract } from '../openapi-contract.mjs';
import { mexicoCityDay, todayInMexicoCity } from './dates.mjs';
import { invoicePdf, invoiceXml } from './documents.mjs';
import { Failure, HANDLERS } from './handlers.mjs';
import { NO_RATE_LIMITS, createRateLimiter, resolveRateLimits } from './rate-limit.mjs';
import { buildSeed } from './seed.mjs';
import { createWorld, opaqueToken, randomText, userView } from './world.mjs';

// Room for a 2 MB image as Prism relays it (a byte that is not UTF-8 becomes 3: see uploadFile).
const MAX_BODY_BYTES = 6_400_000;
const SHARED_WORLD = 'compartido';
const MAX_WORLDS = 500;

/** Spanish words for what the contract's schema refused, per field (FieldErrorResponse). */
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

export function fieldErrors(errors) {
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

function templateMatcher(operations) {
  const compiled = operations
    .map((op) => {
      const names = [];
      const source = op.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{([^}]+)\}/g, (_, name) => {
        names.push(name);
        return '([^/]+)';
      });
      return { op, names, regex: new RegExp(`^${source}/?$`) };
    })
    // Literal paths first: /payments/count is not /payments/{paymentId}.
    .sort((a, b) => a.names.length - b.names.length);
  return (method, pathname) => {
    for (const { op, names, regex } of compiled) {
      if (op.method !== method) continue;
      const match = regex.exec(pathname);
      if (match) return { op, params: Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(match[index + 1])])) };
    }
    return null;
  };
}

async function readBody(req) {
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new Failure(400, { message: 'La solicitud es demasiado grande.' });
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

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
  /** Overrides of DEFAULT_RATE_LIMITS (rate-limit.mjs): `{ pay: { max, windowMs } }`, null switches one off. */
  rateLimits = {},
} = {}) {
  const doc = loadContract(contract);
  const operations = listOperations(doc);
  const missing = operations.filter((op) => !HANDLERS[op.id]);
  if (missing.length > 0) throw new Error(`La API de desarrollo no implementa: ${missing.map((op) => op.id).join(', ')}.`);
  const match = templateMatcher(operations);
  const seed = buildSeed({ doc, today, extraPayments: payments });

  const ajv = new Ajv2020({ allErrors: true, strict: false });
  addFormats(ajv);
  ajv.addFormat('binary', true);
  const validators = new Map();
  for (const op of operations) {
    const schema = op.operation.requestBody?.content?.['application/json']?.schema;
    if (schema) validators.set(op.id, ajv.compile(schema));
  }

  const rateLimiter = createRateLimiter(resolveRateLimits(rateLimits), () => clock().getTime());
  const worlds = new Map();
  const sessions = new Map();
  const files = new Map();
  const stats = { requests: 0, ms: 0 };
  let publicUrl = '';
  let worldCounter = 0;

  function resetSharedWorld() {
    worlds.set(SHARED_WORLD, createWorld(seed, SHARED_WORLD));
  }
  resetSharedWorld();
  // The examples' sign-in tokens are sessions of the shared world from the start.
  for (const account of seed.accounts) sessions.set(account.sessionToken, { worldId: SHARED_WORLD, userId: account.user.id });

  function newWorld(kind) {
    if (worlds.size >= MAX_WORLDS) {
      const oldest = [...worlds.keys()].find((id) => id !== SHARED_WORLD);
      worlds.delete(oldest);
    }
    const world = createWorld(seed, `w${(worldCounter += 1)}`);
    worlds.set(world.id, world);
    const account = [...world.accounts.values()].find((a) => a.kind === kind);
    const token = opaqueToken();
    sessions.set(token, { worldId: world.id, userId: account.user.id });
    return { world: world.id, token, user: userView(account) };
  }

  function storeFile({ name, type, bytes }) {
    let stored = sanitizeFileName(name);
    while (files.has(stored)) stored = `${randomText(6)}_${stored.replace(/^[A-Za-z0-9]{6}_/, '')}`;
    const mimeType = type || 'application/octet-stream';
    files.set(stored, { bytes, type: mimeType });
    return { name: stored, url: `${publicUrl}/files/${encodeURIComponent(stored)}`, size: bytes.length, mimeType };
  }

  function findInvoice(uuid) {
    for (const world of worlds.values()) {
      for (const account of world.accounts.values()) {
        const payment = account.payments.find((p) => p.invoice?.uuid === uuid);
        if (payment) return { payment, name: `${account.user.firstName} ${account.user.lastName}` };
      }
    }
    return null;
  }

  const example = (name) => structuredClone(doc.components.examples[name].value);
  const schemaOf = (name) => doc.components.schemas[name];

  function sendJson(res, status, body, headers = {}) {
    res.statusCode = status;
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    if (status === 204) return res.end();
    res.setHeader('Content-Type', 'application/json; charset=utf-8');
    res.end(JSON.stringify(body));
  }

  async function handleDev(req, res, url) {
    const body = req.method === 'POST' ? await readBody(req) : Buffer.alloc(0);
    if (req.method === 'GET' && url.pathname === '/__dev') {
      return sendJson(res, 200, {
        password: seed.password,
        users: seed.accounts.map((a) => ({ kind: a.kind, email: a.user.email, name: `${a.user.firstName} ${a.user.lastName}` })),
        examplesAsOf: seed.asOf,
        today: seed.today,
        worlds: worlds.size,
      });
    }
    if (req.method === 'POST' && url.pathname === '/__dev/reset') {
      resetSharedWorld();
      log('datos reiniciados desde los ejemplos de openapi.yaml');
      return sendJson(res, 200, { message: 'Datos reiniciados.' });
    }
    if (req.method === 'POST' && url.pathname === '/__dev/worlds') {
      let kind = 'employer';
      try {
        if (body.length) kind = JSON.parse(body.toString('utf8')).user;
      } catch {
        return sendJson(res, 400, { message: 'El cuerpo debe ser JSON: {"user":"employer"}.' });
      }
      if (!seed.accounts.some((a) => a.kind === kind)) return sendJson(res, 400, { message: 'user debe ser employer o nonEmployer.' });
      return sendJson(res, 200, newWorld(kind));
    }
    if (req.method === 'GET' && url.pathname === '/__dev/outbox') {
      const world = worlds.get(url.searchParams.get('world') ?? SHARED_WORLD);
      return world ? sendJson(res, 200, world.outbox) : sendJson(res, 404, { message: 'No existe ese mundo.' });
    }
    return sendJson(res, 404, { message: 'Control de desarrollo desconocido.' });
  }

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

  async function handleOperation(req, res, url) {
    const found = match(req.method, url.pathname);
    if (!found) return sendJson(res, 404, { message: `La ruta ${req.method} ${url.pathname} no está en el contrato.` });
    const { op, params } = found;
    if (delayMs > 0) await new Promise((done) => setTimeout(done, delayMs));

    let world = worlds.get(SHARED_WORLD);
    let account = null;
    if (!op.isPublic) {
      const token = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1]?.trim();
      const session = token ? sessions.get(token) : null;
      world = session ? worlds.get(session.worldId) : null;
      account = world?.accounts.get(session.userId) ?? null;
      if (!account) return { op, status: 401, body: example('UnauthorizedError') };
    }

    const raw = await readBody(req);
    const contentType = String(req.headers['content-type'] ?? '');
    let body;
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

    const ctx = {
      world,
      account,
      body: body ?? {},
      file,
      params,
      headers: req.headers,
      query: url.searchParams,
      publicUrl,
      appOrigin,
      now: clock,
      today: () => mexicoCityDay(clock()),
      log: (line) => log(line),
      example,
      schema: schemaOf,
      storeFile,
      rateLimiter,
      exampleCardTokens: seed.exampleCardTokens,
      issueSession: (signedIn) => {
        const token = opaqueToken();
        sessions.set(token, { worldId: world.id, userId: signedIn.user.id });
        return token;
      },
    };
    try {
      return { op, ...HANDLERS[op.id](ctx) };
    } catch (error) {
      if (error instanceof Failure) return { op, status: error.status, body: error.body, headers: error.headers };
      log(`error en ${op.id}: ${error.stack ?? error}`);
      return { op, status: 500, body: example('InternalServerError') };
    }
  }

  const server = createServer(async (req, res) => {
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
      log(`error: ${error.stack ?? error}`);
      if (!res.headersSent) sendJson(res, 500, example('InternalServerError'));
      else res.end();
    }
    return undefined;
  });

  await new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, host, done);
  });
  const address = server.address();
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
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

// --- Command line -------------------------------------------------------------------------------

export function parseDevApiArgs(argv, env = process.env) {
  const options = {
    port: Number(env.DEV_API_PORT ?? 4011),
    payments: Number(env.DEV_API_PAYMENTS ?? 0),
    today: env.DEV_API_TODAY || undefined,
    delayMs: Number(env.DEV_API_DELAY_MS ?? 0),
    rateLimits: env.DEV_API_RATE_LIMITS === 'off' ? NO_RATE_LIMITS : {},
  };
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i].split('=');
    const value = () => inline ?? argv[++i];
    if (flag === '--port') options.port = Number(value());
    else if (flag === '--payments' || flag === '--pagos') options.payments = Number(value());
    else if (flag === '--today' || flag === '--hoy') options.today = value();
    else if (flag === '--delay' || flag === '--latencia') options.delayMs = Number(value());
    else if (flag === '--no-rate-limits' || flag === '--sin-limites') options.rateLimits = NO_RATE_LIMITS;
    else throw new Error(`Opción desconocida: ${argv[i]} (usa --port, --payments, --today, --delay o --sin-limites).`);
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
    process.on('SIGINT', stop);
    process.on('SIGTERM', stop);
  } catch (error) {
    console.error(error.message);
    process.exit(1);
  }
}
