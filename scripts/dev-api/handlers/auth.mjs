// Signing in and out, the session's user, and resetting a forgotten password.
import { findAccountByEmail, opaqueToken, userView } from '../world.mjs';
import { emailKey, fail, noContent, ok, refuseIfLimited, send } from './common.mjs';

/** @typedef {import('../world.mjs').Schemas} Schemas */
/** @import { Ctx, PublicCtx } from './common.mjs' */

/** @param {PublicCtx<Schemas['LoginRequest']>} ctx */
export function appLogin(ctx) {
  // Failed sign-ins are counted per address, whether or not it has an account (no enumeration).
  const key = emailKey(ctx.body.email);
  refuseIfLimited(ctx, 'signInFailures', key, 'TooManySignInsError');
  const found = ctx.findSignIn(ctx.body.email);
  const account = found?.account;
  if (!found || !account || account.password !== ctx.body.password) {
    ctx.rateLimiter.hit('signInFailures', key);
    fail(ctx, 401, 'InvalidCredentialsError');
  }
  ctx.rateLimiter.clear('signInFailures', key);
  const token = ctx.issueSession(account, found.world);
  return ok({ token, user: userView(account) });
}

/** The request's own session ends; the user's other sessions stay. @param {Ctx} ctx */
export function appLogout(ctx) {
  ctx.endThisSession();
  return noContent();
}

/** @param {Ctx} ctx */
export function userByTokenApp(ctx) {
  return ok(userView(ctx.account));
}

/** @param {PublicCtx<Schemas['RequestResetPasswordRequest']>} ctx */
export function appRequestResetPassword(ctx) {
  const key = emailKey(ctx.body.email);
  refuseIfLimited(ctx, 'resetRequests', key, 'TooManyRequestsError');
  ctx.rateLimiter.hit('resetRequests', key);
  const account = findAccountByEmail(ctx.world, ctx.body.email);
  if (account) {
    const token = opaqueToken();
    ctx.world.resetTokens.set(token, { userId: account.user.id, expiresAt: ctx.now().getTime() + 3_600_000, used: false });
    const link = `${ctx.appOrigin}/restablecer-contrasena?token=${token}`;
    send(
      ctx,
      account.user.email,
      'Restablece tu contraseña',
      'Para elegir una contraseña nueva abre este enlace; vence en una hora. Si no lo pediste, ignora este correo.',
      { kind: 'passwordReset', link },
    );
  }
  return ok(ctx.example('ResetPasswordRequestedMessage'));
}

/** @param {PublicCtx<Schemas['ResetPasswordRequest']>} ctx */
export function appResetPassword(ctx) {
  // Guessing tokens: failed attempts are counted across every token.
  refuseIfLimited(ctx, 'resetFailures', 'all', 'TooManyRequestsError');
  const entry = ctx.world.resetTokens.get(ctx.body.token);
  if (!entry || entry.used || entry.expiresAt < ctx.now().getTime()) ctx.rateLimiter.hit('resetFailures', 'all');
  if (!entry || entry.used) fail(ctx, 400, 'InvalidResetTokenError');
  if (entry.expiresAt < ctx.now().getTime()) fail(ctx, 400, 'ExpiredResetTokenError');
  const account = ctx.world.accounts.get(entry.userId);
  if (!account) fail(ctx, 404, 'ResetAccountNotFoundError');
  entry.used = true;
  account.password = ctx.body.password;
  return ok(ctx.example('PasswordUpdatedMessage'));
}
