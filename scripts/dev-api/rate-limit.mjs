// Rate limits of the development API: what openapi.yaml declares with 429 + Retry-After and the
// Prism proxy in front cannot enforce (it keeps no state). Fixed windows per key, in memory.
//
// The defaults are generous on purpose: the end-to-end suites sign in many times, request resets
// and add cards in parallel, and must never meet a 429 they did not ask for. Sign-in and the reset
// calls count only failures (wrong password, unknown token) or requests per address; adding a
// card and paying count per signed-in user (each e2e test has its own user in its own world).

/**
 * @typedef {'signInFailures' | 'resetRequests' | 'resetFailures' | 'passwordFailures' | 'emailChangeRequests' | 'emailChangeFailures' | 'addCard' | 'pay'} RateLimitName
 */
/** At most `max` counted requests per key in a window of `windowMs`. @typedef {{ max: number, windowMs: number }} RateLimit */
/** Each limit, or null where it is off. @typedef {Readonly<Record<RateLimitName, RateLimit | null>>} RateLimits */
/**
 * @typedef {object} RateLimiter
 * @property {(name: RateLimitName, key: string) => number | null} check the seconds to wait when `key` is over the limit, else null
 * @property {(name: RateLimitName, key: string) => void} hit counts one request of `key`
 * @property {(name: RateLimitName, key: string) => void} clear forgets `key`
 */

/** @type {Readonly<Record<RateLimitName, RateLimit>>} */
const DEFAULT_RATE_LIMITS = Object.freeze({
  /** Failed sign-ins per e-mail address. */
  signInFailures: { max: 20, windowMs: 15 * 60_000 },
  /** Reset e-mails asked for one address. */
  resetRequests: { max: 20, windowMs: 15 * 60_000 },
  /** Reset attempts with a token that is not valid, across all tokens (guessing them). */
  resetFailures: { max: 100, windowMs: 15 * 60_000 },
  /** Wrong current passwords per user, when changing the password or the e-mail (like sign-in). */
  passwordFailures: { max: 20, windowMs: 15 * 60_000 },
  /** E-mail change links sent per user (each one e-mails two addresses). */
  emailChangeRequests: { max: 20, windowMs: 15 * 60_000 },
  /** Confirmations with a link that is not valid, across all links (guessing them). */
  emailChangeFailures: { max: 100, windowMs: 15 * 60_000 },
  /** Cards added (or tried) per user. */
  addCard: { max: 20, windowMs: 60_000 },
  /** Payment attempts per user (a repeated Idempotency-Key is not one). */
  pay: { max: 20, windowMs: 60_000 },
});

/** Every limit off: `--sin-limites` or `DEV_API_RATE_LIMITS=off`. */
export const NO_RATE_LIMITS = /** @type {Readonly<Record<RateLimitName, null>>} */ (
  Object.freeze(Object.fromEntries(Object.keys(DEFAULT_RATE_LIMITS).map((name) => [name, null])))
);

/**
 * Own keys only: `in` would also accept Object.prototype's names (`toString`, `constructor`).
 * @param {string} name @returns {name is RateLimitName}
 */
const isRateLimitName = (name) => Object.hasOwn(DEFAULT_RATE_LIMITS, name);

/**
 * The limits to apply: the defaults, each replaced by `overrides[name]` (an object with `max` and
 * `windowMs`, or null to switch it off).
 * @param {Partial<Record<RateLimitName, RateLimit | null>>} [overrides]
 * @returns {RateLimits}
 */
export function resolveRateLimits(overrides = {}) {
  /** @type {Record<RateLimitName, RateLimit | null>} */
  const limits = { ...DEFAULT_RATE_LIMITS };
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
 * @param {RateLimits} [limits]
 * @param {() => number} [now] milliseconds since the epoch
 * @returns {RateLimiter}
 */
export function createRateLimiter(limits = DEFAULT_RATE_LIMITS, now = () => Date.now()) {
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
  };
}
