// The worlds: the shared one (what `npm run dev` shows, back to the examples on reset) and the
// isolated ones tests make, each reached only through its own session token. Who signs in with an
// address, and which world sent an e-mail change link, are looked up across them.
import { mexicoCityDay } from './dates.mjs';
import { issueSession } from './sessions.mjs';
import { createWorld, findAccountByEmail, userView } from './world.mjs';

/** @typedef {import('./context.mjs').DevApiContext} DevApiContext */
/** @typedef {import('./world.mjs').Schemas} Schemas */
/** @typedef {import('./world.mjs').World} World */

export const SHARED_WORLD = 'compartido';
const MAX_WORLDS = 500;

/** @param {DevApiContext} app */
export function sharedWorld(app) {
  // Always there: resetSharedWorld makes it first, replaces it, and nothing removes it.
  return /** @type {World} */ (app.worlds.get(SHARED_WORLD));
}

/** @param {DevApiContext} app */
export function resetSharedWorld(app) {
  app.worlds.set(SHARED_WORLD, createWorld(app.seed, SHARED_WORLD, mexicoCityDay(app.clock())));
  // Back to the examples' state entirely: counts towards the rate limits too (contract:verify probes them).
  app.rateLimiter.reset();
  // The examples' sign-in tokens are sessions of the shared world from the start, and again after
  // a reset (a password change in the shared world ends them).
  for (const account of app.seed.accounts) app.sessions.set(account.sessionToken, { worldId: SHARED_WORLD, userId: account.user.id });
}

/**
 * A fresh copy of the examples, reached only through the token answered (tests); with `email`,
 * its user has that address and signs in with it.
 * @param {DevApiContext} app @param {import('./seed.mjs').AccountKind} kind @param {string} [email]
 */
export function newWorld(app, kind, email) {
  const { worlds } = app;
  if (worlds.size >= MAX_WORLDS) {
    const oldest = [...worlds.keys()].find((id) => id !== SHARED_WORLD);
    if (oldest !== undefined) worlds.delete(oldest);
  }
  const world = createWorld(app.seed, `w${(app.counters.worlds += 1)}`, mexicoCityDay(app.clock()));
  const account = [...world.accounts.values()].find((a) => a.kind === kind);
  if (!account) throw new Error(`Los ejemplos no tienen un usuario ${kind}.`);
  if (email) {
    account.user.email = email;
    account.personalData.email = email;
  }
  worlds.set(world.id, world);
  const token = issueSession(app, account, world);
  // In the spec's shape the user is the spec's (numeric ids, its token), as the contract's User allows.
  const user = app.specShape
    ? /** @type {Schemas['User']} */ (/** @type {unknown} */ (app.specShape.specUser(userView(account), token)))
    : userView(account);
  return { world: world.id, token, user };
}

/**
 * Who signs in with `email`: the shared world's user first, else the user of a world made with
 * that address (or whose address changed to it), newest world first.
 * @param {DevApiContext} app @param {string} email
 */
export function findSignIn(app, email) {
  const shared = sharedWorld(app);
  const account = findAccountByEmail(shared, email);
  if (account) return { world: shared, account };
  for (const world of [...app.worlds.values()].reverse()) {
    const found = world.id === SHARED_WORLD ? null : findAccountByEmail(world, email);
    if (found) return { world, account: found };
  }
  return null;
}

/** The world that sent the invitation link `token` (opened without a session). @param {DevApiContext} app @param {string} token */
export function findInvitation(app, token) {
  for (const world of app.worlds.values()) if (world.invitations.has(token)) return world;
  return null;
}

/** The world that sent the e-mail change link `token` (links are public: opened without a session). @param {DevApiContext} app @param {string} token */
export function findEmailChange(app, token) {
  for (const world of app.worlds.values()) if (world.emailChanges.has(token)) return world;
  return null;
}
