#!/usr/bin/env node
// The development API: every operation of openapi.yaml, with state kept in memory for as long as
// it runs, seeded from the contract's named examples (scripts/dev-api/seed.mjs). It is also a
// reference server for backend developers: read handlers.mjs (and handlers/) for what each call does.
//
//   node scripts/dev-api/server.mjs [--port 4011] [--payments 10000] [--quotations 24] [--today 2026-11-22] [--delay 400] [--stamping 1500] [--sin-limites] [--shape seed]
//
// Besides the contract it serves what a real deployment serves elsewhere: the uploaded files
// (GET /files/<name>, public, as an <img> sends no token), the invoice files of new payments
// (GET /facturas/<uuid>.pdf|.xml), and development controls under /__dev (see docs/frontend.md).
// This file starts it: context.mjs holds the state every module is given, routing.mjs dispatches a
// request, operations.mjs runs a contract operation, handlers/ answers it.
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { runUntilStopped } from './cli.mjs';
import { createContext } from './context.mjs';
import { todayInMexicoCity } from './dates.mjs';
import { NO_RATE_LIMITS } from './rate-limit.mjs';
import { requestListener } from './routing.mjs';
import { parseShape } from './spec-shape.mjs';
import { newWorld, resetSharedWorld } from './store.mjs';

/** @typedef {import('./world.mjs').Schemas} Schemas */
/** @typedef {import('./seed.mjs').AccountKind} AccountKind */
/** @typedef {Partial<Record<import('./rate-limit.mjs').RateLimitName, import('./rate-limit.mjs').RateLimit | null>>} RateLimitOverrides */

/**
 * @typedef {object} DevApiOptions
 * @property {number} [port] 0: any free port
 * @property {string} [host]
 * @property {string} [contract] the openapi.yaml to serve (the repository's by default)
 * @property {string} [today] YYYY-MM-DD in Mexico City: how far the example dates move
 * @property {number} [payments] generated payments added to the employer
 * @property {number} [quotations] generated pending quotations added to the employer
 * @property {string} [appOrigin]
 * @property {number} [delayMs] added before every contract operation answers
 * @property {number} [stampingDelayMs] how long the PAC stand-in takes to answer a requested invoice (en_timbrado → vigente or
 *   rechazada), and the SAT a cancellation (en_cancelacion → cancelada); 0 answers at once. 1500 by default
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
/** How long the PAC stand-in takes to stamp an invoice by default: long enough to see `en_timbrado`, short enough to wait. */
export const DEFAULT_STAMPING_MS = 1500;

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
  quotations = 0,
  appOrigin = 'http://127.0.0.1:5173',
  delayMs = 0,
  stampingDelayMs = DEFAULT_STAMPING_MS,
  clock = () => new Date(),
  log = (line) => console.log(line),
  /** Overrides of the contract's rate limits (x-rate-limit): `{ pay: { max, windowMs } }`, null switches one off. */
  rateLimits = {},
  shape = 'contract',
} = {}) {
  const app = createContext({
    contract,
    today,
    payments,
    quotations,
    host,
    appOrigin,
    delayMs,
    stampingDelayMs,
    clock,
    log,
    rateLimits,
    shape,
  });
  resetSharedWorld(app);
  const server = createServer(requestListener(app));
  await /** @type {Promise<void>} */ (
    new Promise((done, fail) => {
      server.once('error', fail);
      server.listen(port, host, done);
    })
  );
  // Listening on a TCP port, the address is an AddressInfo (a string only for pipes).
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  app.publicUrl = `http://${host}:${address.port}`;

  return {
    url: app.publicUrl,
    port: address.port,
    seed: app.seed,
    stats: app.stats,
    /** A fresh copy of the examples, reached only through the token answered (tests). */
    newWorld: (kind, email) => newWorld(app, kind, email),
    resetSharedWorld: () => resetSharedWorld(app),
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
   * @type {{ port: number, payments: number, quotations: number, today: string | undefined, delayMs: number, stampingDelayMs: number, rateLimits: RateLimitOverrides,
   *   shape: import('./spec-shape.mjs').AnswerShape }}
   */
  const options = {
    port: Number(env.DEV_API_PORT ?? 4011),
    payments: Number(env.DEV_API_PAYMENTS ?? 0),
    quotations: Number(env.DEV_API_QUOTATIONS ?? 0),
    today: env.DEV_API_TODAY || undefined,
    delayMs: Number(env.DEV_API_DELAY_MS ?? 0),
    stampingDelayMs: Number(env.DEV_API_STAMPING_MS ?? DEFAULT_STAMPING_MS),
    rateLimits: env.DEV_API_RATE_LIMITS === 'off' ? NO_RATE_LIMITS : {},
    shape: parseShape(env.DEV_API_SHAPE || undefined),
  };
  for (let i = 0; i < argv.length; i += 1) {
    const [flag, inline] = argv[i].split('=');
    const value = () => inline ?? argv[++i];
    if (flag === '--port') options.port = Number(value());
    else if (flag === '--payments' || flag === '--pagos') options.payments = Number(value());
    else if (flag === '--quotations' || flag === '--cotizaciones') options.quotations = Number(value());
    else if (flag === '--today' || flag === '--hoy') options.today = value();
    else if (flag === '--delay' || flag === '--latencia') options.delayMs = Number(value());
    else if (flag === '--stamping' || flag === '--timbrado') options.stampingDelayMs = Number(value());
    else if (flag === '--no-rate-limits' || flag === '--sin-limites') options.rateLimits = NO_RATE_LIMITS;
    else if (flag === '--shape' || flag === '--forma') options.shape = parseShape(value());
    else
      throw new Error(
        `Opción desconocida: ${argv[i]} (usa --port, --payments, --quotations, --today, --delay, --stamping, --shape o --sin-limites).`,
      );
  }
  if (!Number.isInteger(options.payments) || options.payments < 0 || options.payments > 200_000)
    throw new Error('--payments debe ser un entero entre 0 y 200000.');
  if (!Number.isInteger(options.quotations) || options.quotations < 0 || options.quotations > 9_000)
    throw new Error('--quotations debe ser un entero entre 0 y 9000.');
  if (!Number.isInteger(options.stampingDelayMs) || options.stampingDelayMs < 0 || options.stampingDelayMs > 600_000)
    throw new Error('--stamping debe ser un entero de milisegundos entre 0 y 600000.');
  if (options.today && !/^\d{4}-\d{2}-\d{2}$/.test(options.today)) throw new Error('--today debe ser una fecha AAAA-MM-DD.');
  return options;
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  await runUntilStopped(async () => {
    const options = parseDevApiArgs(process.argv.slice(2));
    const api = await startDevApi({ ...options, log: (line) => console.log(`[api] ${line}`) });
    console.log(`[api] API de desarrollo en ${api.url} (contraseña de los usuarios de ejemplo: ${api.seed.password})`);
    return api;
  });
}
