// What every handler shares: the request context (`ctx`) server modules build, the answers and
// refusals (`Failure`, whose body is the contract's own example for that case whenever the
// contract has one), list and count reading, rate limits, the outbox.
import { sendMail } from '../mail.mjs';
import { expireAccount } from '../charges.mjs';
import { countRecords, findRecords, prepareFilter, prepareWhere, readJsonParam } from '../filters.mjs';
import { mexicoCityIso } from '../dates.mjs';
import { settleInvoices } from '../invoicing.mjs';
import { isEmployer } from '../world.mjs';

/** @typedef {import('../world.mjs').Schemas} Schemas */
/** @typedef {import('../world.mjs').Account} Account */
/** @typedef {import('../filters.mjs').Collection} Collection */
/** @typedef {import('../rate-limit.mjs').RateLimitName} RateLimitName */
/** @typedef {{ name: string, type: string, bytes: Buffer }} UploadedFile */
/**
 * A body the API answers a refusal with: a contract example, or one built here.
 * @typedef {Record<string, unknown>} FailureBody
 */

/**
 * What a handler gets, built per request by operations.mjs. `body` has passed the operation's request
 * schema before the handler runs (`{}` when the operation takes none, or takes a file); `account`
 * is null only for the public operations.
 * @template [RequestBody=unknown]
 * @typedef {object} PublicCtx
 * @property {import('../world.mjs').World} world
 * @property {Account | null} account
 * @property {RequestBody} body
 * @property {UploadedFile | null} file the multipart part `file`, when the request is a form
 * @property {Record<string, string>} params the path's parameters, by name
 * @property {import('node:http').IncomingHttpHeaders} headers
 * @property {URLSearchParams} query
 * @property {string} publicUrl
 * @property {string} appOrigin
 * @property {Record<string, string>} sentParams the path's parameters as the request sent them (a number's digits in the spec's shape)
 * @property {() => Date} now
 * @property {(world: import('../world.mjs').World) => Date} nowIn another world's "now" (a public link's own world, whose clock may have moved)
 * @property {() => string} today YYYY-MM-DD in Mexico City
 * @property {number} stampingDelayMs how long the PAC takes to answer a stamping, and the SAT a cancellation (invoicing.mjs)
 * @property {(line: string) => void} log
 * @property {(name: string) => Schemas['ErrorResponse']} example a named example of the contract (a copy); every one used here is an error or message answer
 * @property {(name: string) => Record<string, unknown>} schema a schema of the contract's components
 * @property {(file: UploadedFile) => Schemas['FileUploadResponse']} storeFile
 * @property {import('../rate-limit.mjs').RateLimiter} rateLimiter
 * @property {Record<string, import('../openpay-sandbox.mjs').TokenCard>} exampleCardTokens the card each example token_id stands for
 * @property {(account: Account, world?: import('../world.mjs').World) => string} issueSession a new session token of `account`, in the request's world (or `world`)
 * @property {(account: Account) => void} endOtherSessions ends every session of `account` but the request's own
 * @property {() => void} endThisSession ends the request's own session (signing out)
 * @property {(email: string) => { world: import('../world.mjs').World, account: Account } | null} findSignIn who signs in with `email`: the shared world's user, else a test world's
 * @property {(token: string) => import('../world.mjs').World | null} findEmailChange the world that sent the e-mail change link `token`
 * @property {(token: string) => import('../world.mjs').World | null} findInvitation the world that sent the invitation link `token`
 */
/**
 * What a handler of a signed-in operation gets: the same, with the session's account.
 * @template [RequestBody=unknown]
 * @typedef {PublicCtx<RequestBody> & { account: Account }} Ctx
 */

export class Failure extends Error {
  /** @param {number} status @param {FailureBody} body @param {Record<string, string>} [headers] */
  constructor(status, body, headers = {}) {
    super(typeof body?.message === 'string' ? body.message : `HTTP ${status}`);
    this.status = status;
    this.body = body;
    this.headers = headers;
  }
}

/** @template T @param {T} body */
export const ok = (body) => ({ status: 200, body });
export const noContent = () => ({ status: 204 });

/**
 * The contract's example body for a refusal, optionally with other words or fields.
 * @param {PublicCtx} ctx @param {number} status @param {string} exampleName @param {FailureBody} [overrides]
 * @returns {never}
 */
export function fail(ctx, status, exampleName, overrides = {}) {
  throw new Failure(status, { ...ctx.example(exampleName), ...overrides });
}
/** @type {(status: number, message: string, extra?: FailureBody) => never} */
export const failWith = (status, message, extra = {}) => {
  throw new Failure(status, { message, ...extra });
};

/**
 * `read`'s answer; a filter the collection refuses (FilterError) is the contract's 400 `exampleOnError`, with the reason.
 * @template T @param {Ctx} ctx @param {string} exampleOnError @param {() => T} read
 */
function readFiltered(ctx, exampleOnError, read) {
  try {
    return ok(read());
  } catch (error) {
    if (error instanceof Error && error.name === 'FilterError')
      fail(ctx, 400, exampleOnError, { message: `${ctx.example(exampleOnError).message} (${error.message})` });
    throw error;
  }
}

/** @template T @param {Ctx} ctx @param {Collection} collection @param {T[]} records @param {string} exampleOnError */
export const listFrom = (ctx, collection, records, exampleOnError) =>
  readFiltered(ctx, exampleOnError, () =>
    findRecords(collection, records, prepareFilter(collection, readJsonParam(ctx.query, 'filter') ?? {})),
  );

/** @template T @param {Ctx} ctx @param {Collection} collection @param {T[]} records @param {string} exampleOnError */
export const countFrom = (ctx, collection, records, exampleOnError) =>
  readFiltered(ctx, exampleOnError, () => ({
    count: countRecords(collection, records, prepareWhere(collection, readJsonParam(ctx.query, 'where'))),
  }));

export const nowIso = (/** @type {PublicCtx} */ ctx) => mexicoCityIso(ctx.now());

/**
 * 429 with Retry-After (the contract's example for the call) when `key` is over the limit `name`; counts nothing.
 * @param {PublicCtx} ctx @param {RateLimitName} name @param {string} key @param {string} exampleName
 */
export function refuseIfLimited(ctx, name, key, exampleName) {
  const wait = ctx.rateLimiter.check(name, key);
  if (wait !== null) {
    ctx.log(`límite ${name} alcanzado (${key}): 429, reintentar en ${wait} s`);
    throw new Failure(429, ctx.example(exampleName), { 'Retry-After': String(wait) });
  }
}
export const emailKey = (/** @type {string | undefined} */ email) =>
  String(email ?? '')
    .trim()
    .toLowerCase();
export const userKey = (/** @type {Ctx} */ ctx) => `${ctx.world.id}:${ctx.account.user.id}`;

const EMPLOYER_ONLY_EXAMPLE = 'EmployerOnlyError';
/** The employer-only calls answer a non-employer 403 (the contract's EmployerOnly response). @param {Ctx} ctx */
export function requireEmployer(ctx) {
  if (!isEmployer(ctx.account)) fail(ctx, 403, EMPLOYER_ONLY_EXAMPLE);
}
export const fullName = (/** @type {Account} */ account) => `${account.user.firstName} ${account.user.lastName}`;
/** Who an employer is to their employees: the company's trade name, else its legal name, else the employer. @param {Account} account */
export const companyName = (account) => account.company?.tradeName ?? account.company?.legalName ?? fullName(account);

/**
 * The new-password rule beyond the schema's length (the app's PASSWORD_RULES): a letter and a
 * number. A password without them is the contract's 422 on `field`.
 * @param {PublicCtx} ctx @param {string} password @param {string} field
 */
export function refuseWeakPassword(ctx, password, field) {
  if (/\p{L}/u.test(password) && /\d/.test(password)) return;
  const { message, errors } = /** @type {{ message: string, errors: { message: string }[] }} */ (
    /** @type {unknown} */ (ctx.example('WeakNewPasswordError'))
  );
  failWith(422, message, { errors: [{ field, message: errors[0]?.message ?? message }] });
}

/**
 * Before quotations or payments are read: lapsed SPEI and store references are cancelled, and
 * pending quotations past their last day read as vencida (the contract's rules; see charges.mjs);
 * the invoices whose PAC or SAT answer has come in the meantime stand as answered (invoicing.mjs).
 * @param {Ctx} ctx @param {Account} account
 */
export function expireQuotations(ctx, account) {
  expireAccount(account, ctx.now());
  settleInvoices(account, invoiceClock(ctx));
}

/** What invoicing.mjs needs of the request: its world (the outbox), the time, the served files' origin, the PAC's delay. @param {PublicCtx} ctx */
export const invoiceClock = (ctx) => ({
  world: ctx.world,
  now: ctx.now(),
  publicUrl: ctx.publicUrl,
  appOrigin: ctx.appOrigin,
  delayMs: ctx.stampingDelayMs,
  log: ctx.log,
});

/**
 * The list and count handlers of the account's quotations or payments, read once they expire.
 * @template T @param {Collection} collection @param {(account: Account) => T[]} recordsOf
 */
export function expiringListAndCount(collection, recordsOf) {
  /** @param {Ctx} ctx */
  const records = (ctx) => {
    expireQuotations(ctx, ctx.account);
    return recordsOf(ctx.account);
  };
  return {
    list: (/** @type {Ctx} */ ctx) => listFrom(ctx, collection, records(ctx), 'InvalidFilterError'),
    count: (/** @type {Ctx} */ ctx) => countFrom(ctx, collection, records(ctx), 'InvalidFilterError'),
  };
}

/**
 * An account e-mail (reset, confirmation, invitation, security notice) through the outbox.
 * @param {PublicCtx} ctx @param {string} to @param {string} subject @param {string} body
 * @param {{ kind?: string, link?: string }} [about]
 */
export function send(ctx, to, subject, body, about = {}) {
  sendMail(ctx.world, { to, subject, body, at: ctx.now(), ...about }, ctx.log);
}

/**
 * Sets on `target` each of `fields` that `source` has (a PATCH: what it leaves out stays as it was).
 * @template T
 * @template {keyof T} K
 * @param {T} target @param {Partial<Pick<T, K>>} source @param {readonly K[]} fields
 */
export function setGiven(target, source, fields) {
  for (const field of fields) {
    const value = source[field];
    if (value !== undefined) target[field] = value;
  }
}
