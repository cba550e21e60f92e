// The development API's state and settings, in one object every server module receives (no module
// keeps state of its own): the contract and what is compiled from it, the seed, the worlds and
// their sessions, the uploaded files, the counters. Built once per startDevApi.
import { listOperations, loadContract } from '../openapi-contract.mjs';
import { OPERATION_HANDLERS } from './operations.mjs';
import { contractRateLimits, createRateLimiter, resolveRateLimits } from './rate-limit.mjs';
import { compileRequestValidators } from './request-validation.mjs';
import { templateMatcher } from './routing.mjs';
import { buildSeed } from './seed.mjs';
import { createSpecShape } from './spec-shape.mjs';

/** @typedef {import('./world.mjs').Schemas} Schemas */
/** @typedef {import('./world.mjs').World} World */

/**
 * Everything a request may read or change.
 * @typedef {object} DevApiContext
 * @property {import('./seed.mjs').Seed} seed
 * @property {ReturnType<typeof createSpecShape> | null} specShape --shape seed: answers as the spec's data model
 * @property {ReturnType<typeof templateMatcher>} match (method, pathname) → the contract operation
 * @property {Map<string, import('ajv/dist/2020.js').ValidateFunction>} validators request body schemas by operationId
 * @property {import('./rate-limit.mjs').RateLimiter} rateLimiter
 * @property {Map<string, World>} worlds by id; the shared one is always there (store.mjs)
 * @property {Map<string, { worldId: string, userId: string }>} sessions session token → its world and user
 * @property {Map<string, { bytes: Buffer, type: string }>} files uploaded files by their stored name
 * @property {{ requests: number, ms: number }} stats
 * @property {{ worlds: number }} counters
 * @property {string} publicUrl set once the server listens
 * @property {string} host
 * @property {string} appOrigin
 * @property {number} delayMs
 * @property {number} stampingDelayMs how long the PAC stand-in takes to stamp an invoice, and the SAT to cancel one
 * @property {() => Date} clock
 * @property {(line: string) => void} log
 * @property {(name: string) => Schemas['ErrorResponse']} example a copy of a named example; only error and message answers are asked for
 * @property {(name: string) => Record<string, unknown>} schemaOf a schema of the contract's components
 */

/**
 * @param {{ contract?: string, today: string, payments: number, quotations?: number, host: string, appOrigin: string, delayMs: number, stampingDelayMs: number,
 *   clock: () => Date, log: (line: string) => void, rateLimits: import('./server.mjs').RateLimitOverrides,
 *   shape: import('./spec-shape.mjs').AnswerShape }} options
 * @returns {DevApiContext}
 */
export function createContext({
  contract,
  today,
  payments,
  quotations = 0,
  host,
  appOrigin,
  delayMs,
  stampingDelayMs,
  clock,
  log,
  rateLimits,
  shape,
}) {
  const doc = loadContract(contract);
  const operations = listOperations(doc);
  const missing = operations.filter((op) => !OPERATION_HANDLERS[op.id]);
  if (missing.length > 0) throw new Error(`La API de desarrollo no implementa: ${missing.map((op) => op.id).join(', ')}.`);
  const seed = buildSeed({ doc, today, extraPayments: payments, extraQuotations: quotations });
  const { components } =
    /**
     * @type {{ components: { examples: Record<string, { value: unknown }>, schemas: Record<string, Record<string, unknown>> } }}
     */ (doc);
  return {
    seed,
    // --shape seed: numeric ids, the user's token, the spec's customer, `{ token }` on sign-in, `{}` on confirmations.
    specShape: shape === 'seed' ? createSpecShape(seed) : null,
    match: templateMatcher(operations),
    validators: compileRequestValidators(operations),
    rateLimiter: createRateLimiter(resolveRateLimits(rateLimits, contractRateLimits(doc)), () => clock().getTime()),
    worlds: new Map(),
    sessions: new Map(),
    files: new Map(),
    stats: { requests: 0, ms: 0 },
    counters: { worlds: 0 },
    publicUrl: '',
    host,
    appOrigin,
    delayMs,
    stampingDelayMs,
    clock,
    log,
    example: (name) => /** @type {Schemas['ErrorResponse']} */ (structuredClone(components.examples[name].value)),
    schemaOf: (name) => components.schemas[name],
  };
}
