// Sessions: a bearer token → its world and user. Signing in issues one, signing out ends the
// request's own, a password change ends every other one of the user.
import { opaqueToken } from './world.mjs';

/** @typedef {import('./context.mjs').DevApiContext} DevApiContext */
/** @typedef {import('./world.mjs').Account} Account */
/** @typedef {import('./world.mjs').World} World */

/**
 * The session a request's Authorization header names: its token, world and account (both null
 * when the token is missing or unknown).
 * @param {DevApiContext} app @param {import('node:http').IncomingMessage} req
 */
export function authenticate(app, req) {
  const token = /^Bearer\s+(.+)$/i.exec(req.headers.authorization ?? '')?.[1]?.trim() ?? null;
  const session = token ? app.sessions.get(token) : null;
  const world = session ? (app.worlds.get(session.worldId) ?? null) : null;
  const account = (session && world?.accounts.get(session.userId)) ?? null;
  return { token, world, account };
}

/** A new session token of `account` in `world`. @param {DevApiContext} app @param {Account} account @param {World} world */
export function issueSession(app, account, world) {
  const token = opaqueToken();
  app.sessions.set(token, { worldId: world.id, userId: account.user.id });
  return token;
}

/** @param {DevApiContext} app @param {string | null} token */
export function endSession(app, token) {
  if (token) app.sessions.delete(token);
}

/**
 * Ends every session of `account` in `world` but `keep` (the request's own).
 * @param {DevApiContext} app @param {Account} account @param {World} world @param {string | null} keep
 */
export function endOtherSessions(app, account, world, keep) {
  for (const [token, session] of app.sessions) {
    if (token !== keep && session.worldId === world.id && session.userId === account.user.id) app.sessions.delete(token);
  }
}
