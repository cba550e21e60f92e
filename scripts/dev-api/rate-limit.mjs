// Rate limits of the development API: what openapi.yaml declares with 429 + Retry-After and the
// Prism proxy in front cannot enforce (it keeps no state). Fixed windows per key, in memory.
//
// The limits are the contract's own (`x-rate-limit` on each limited operation: name, max,
// windowSeconds, per, counts), so the development API, contract:verify's probes and a backend
// built from the contract configure the same numbers. They are generous on purpose: the e2e suites
// sign in many times, request resets and add cards in parallel, and must never meet a 429 they did
// not ask for. Sign-in and the reset calls count only failures (wrong password, unknown token) or
// requests per address; adding a card and paying count per signed-in user.

/**
 * @typedef {'signInFailures' | 'resetRequests' | 'resetFailures' | 'passwordFailures' | 'emailChangeRequests' | 'emailChangeFailures'
 *   | 'invitationFailures' | 'invitationResends' | 'addCard' | 'pay'} RateLimitName
 */
/** At most `max` counted requests per key in a window of `windowMs`. @typedef {{ max: number, windowMs: number }} RateLimit */
/** Each limit, or null where it is off. @typedef {Readonly<Record<RateLimitName, RateLimit | null>>} RateLimits */
/**
 * @typedef {object} RateLimiter
 * @property {(name: RateLimitName, key: string) => number | null} check the seconds to wait when `key` is over the limit, else null
 * @property {(name: RateLimitName, key: string) => void} hit counts one request of `key`
 * @property {(name: RateLimitName, key: string) => void} clear forgets `key`
 * @property {() => void} reset forgets every count (`POST /__dev/reset`)
 */
/**
 * An operation's `x-rate-limit` entry, as the contract declares it.
 * @typedef {{ name: string, max: number, windowSeconds: number, per: 'email' | 'user' | 'all', counts: 'failures' | 'requests' | 'attempts', description?: string }} DeclaredRateLimit
 */

/** @type {readonly RateLimitName[]} */
const RATE_LIMIT_NAMES = Object.freeze([
  'signInFailures',
  'resetRequests',
  'resetFailures',
  'passwordFailures',
  'emailChangeRequests',
  'emailChangeFailures',
  'invitationFailures',
  'invitationResends',
  'addCard',
  'pay',
]);

/** Own names only: `in` would also accept Object.prototype's names (`toString`, `constructor`). @param {string} name @returns {name is RateLimitName} */
const isRateLimitName = (name) => RATE_LIMIT_NAMES.includes(/** @type {RateLimitName} */ (name));

/**
 * Every `x-rate-limit` entry of the contract's operations (one object or a list per operation).
 * @param {Record<string, unknown>} doc the contract (loadContract)
 * @returns {(DeclaredRateLimit & { operationId: string })[]}
 */
function declaredRateLimits(doc) {
  const paths =
    /** @type {Record<string, Record<string, { operationId?: string, 'x-rate-limit'?: DeclaredRateLimit | DeclaredRateLimit[] }>>} */ (
      doc.paths ?? {}
    );
  return Object.values(paths).flatMap((item) =>
    Object.values(item).flatMap((operation) => {
      const declared = operation?.['x-rate-limit'];
      if (!declared) return [];
      return [declared].flat().map((limit) => ({ ...limit, operationId: operation.operationId ?? '' }));
    }),
  );
}

/**
 * The contract's limits by name (each name once, whatever operations share it).
 * @param {Record<string, unknown>} doc
 * @returns {Readonly<Record<RateLimitName, RateLimit>>}
 */
export function contractRateLimits(doc) {
  /** @type {Partial<Record<RateLimitName, RateLimit>>} */
  const limits = {};
  for (const declared of declaredRateLimits(doc)) {
    if (!isRateLimitName(declared.name))
      throw new Error(`openapi.yaml declara un límite que la API de desarrollo no conoce: ${declared.name}.`);
    const limit = { max: declared.max, windowMs: declared.windowSeconds * 1000 };
    const known = limits[declared.name];
    if (known && (known.max !== limit.max || known.windowMs !== limit.windowMs))
      throw new Error(`openapi.yaml declara ${declared.name} con dos valores distintos.`);
    limits[declared.name] = limit;
  }
  const missing = RATE_LIMIT_NAMES.filter((name) => !limits[name]);
  if (missing.length) throw new Error(`openapi.yaml no declara estos límites (x-rate-limit): ${missing.join(', ')}.`);
  return Object.freeze(/** @type {Record<RateLimitName, RateLimit>} */ (limits));
}

/** Every limit off: `--sin-limites` or `DEV_API_RATE_LIMITS=off`. */
export const NO_RATE_LIMITS = /** @type {Readonly<Record<RateLimitName, null>>} */ (
  Object.freeze(Object.fromEntries(RATE_LIMIT_NAMES.map((name) => [name, null])))
);

/**
 * The limits to apply: the contract's (`defaults`), each replaced by `overrides[name]` (an object
 * with `max` and `windowMs`, or null to switch it off).
 * @param {Partial<Record<RateLimitName, RateLimit | null>>} overrides
 * @param {Readonly<Record<RateLimitName, RateLimit>>} defaults
 * @returns {RateLimits}
 */
export function resolveRateLimits(overrides, defaults) {
  /** @type {Record<RateLimitName, RateLimit | null>} */
  const limits = { ...defaults };
  for (const [name, value] of Object.entries(overrides)) {
    if (!isRateLimitName(name)) throw new Error(`Límite desconocido: ${name}.`);
    if (
      value !== null &&
      !(value && Number.isInteger(value.max) && value.max > 0 && Number.isInteger(value.windowMs) && value.windowMs > 0)
    ) {
      throw new Error(`El límite ${name} necesita max y windowMs enteros positivos (o null).`);
    }
    limits[name] = value;
  }
  return limits;
}

/**
 * Counters for the limits. `check(name, key)` answers the seconds to wait when the key is over its
 * limit (null otherwise) without counting; `hit(name, key)` counts one; `clear(name, key)` forgets
 * the key (a successful sign-in clears its failures).
 * @param {RateLimits} limits
 * @param {() => number} [now] milliseconds since the epoch
 * @returns {RateLimiter}
 */
export function createRateLimiter(limits, now = () => Date.now()) {
  /** @type {Map<string, { start: number, count: number }>} */
  const windows = new Map();
  /** @param {RateLimitName} name @param {string} key */
  const id = (name, key) => `${name}\u0000${key}`;
  /** @param {RateLimitName} name @param {string} key */
  const current = (name, key) => {
    const limit = limits[name];
    if (!limit) return null;
    const entry = windows.get(id(name, key));
    if (!entry || now() - entry.start >= limit.windowMs) return null;
    return entry;
  };
  return {
    check(name, key) {
      const limit = limits[name];
      const entry = current(name, key);
      if (!limit || !entry || entry.count < limit.max) return null;
      return Math.max(1, Math.ceil((entry.start + limit.windowMs - now()) / 1000));
    },
    hit(name, key) {
      if (!limits[name]) return;
      const entry = current(name, key);
      if (entry) entry.count += 1;
      else windows.set(id(name, key), { start: now(), count: 1 });
      // Old windows go now and then, so a long-running server does not grow without end.
      if (windows.size > 10_000) for (const [k, e] of windows) if (now() - e.start > 3_600_000) windows.delete(k);
    },
    clear(name, key) {
      windows.delete(id(name, key));
    },
    reset() {
      windows.clear();
    },
  };
}
