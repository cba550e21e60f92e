// The account's credentials: changing the password and the sign-in e-mail (with its link).
import { findAccountByEmail, opaqueToken } from '../world.mjs';
import { emailKey, fail, failWith, ok, refuseIfLimited, refuseWeakPassword, send, userKey } from './common.mjs';

/** @typedef {import('../world.mjs').Schemas} Schemas */
/** @import { Ctx, PublicCtx } from './common.mjs' */

/** How long the link to confirm a new sign-in e-mail works. */
const EMAIL_CHANGE_TTL_MS = 24 * 3_600_000;

/**
 * The current password of a signed-in call (changing the password or the e-mail): a wrong one is
 * 422 on `currentPassword` (never 401, which would end the session) and counts like a failed
 * sign-in; too many answer 429 before the password is even looked at.
 * @param {Ctx<{ currentPassword: string }>} ctx
 */
function checkCurrentPassword(ctx) {
  refuseIfLimited(ctx, 'passwordFailures', userKey(ctx), 'TooManyRequestsError');
  if (ctx.body.currentPassword !== ctx.account.password) {
    ctx.rateLimiter.hit('passwordFailures', userKey(ctx));
    fail(ctx, 422, 'WrongCurrentPasswordError');
  }
}

/** The new password's rule beyond the schema's length: a letter and a number, and not the current one. @param {Ctx<Schemas['ChangePasswordRequest']>} ctx */
function checkNewPassword(ctx) {
  const password = ctx.body.newPassword;
  refuseWeakPassword(ctx, password, 'newPassword');
  if (password === ctx.account.password) {
    const { message } = ctx.example('WeakNewPasswordError');
    failWith(422, message, { errors: [{ field: 'newPassword', message: 'La nueva contraseña debe ser distinta de la actual.' }] });
  }
}

/**
 * The password changes; this session stays signed in and every other session of the user ends.
 * @param {Ctx<Schemas['ChangePasswordRequest']>} ctx
 */
export function changePassword(ctx) {
  checkCurrentPassword(ctx);
  checkNewPassword(ctx);
  ctx.account.password = ctx.body.newPassword;
  ctx.endOtherSessions(ctx.account);
  // A reset link asked for before is no use any more.
  for (const entry of ctx.world.resetTokens.values()) if (entry.userId === ctx.account.user.id) entry.used = true;
  send(
    ctx,
    ctx.account.user.email,
    'Tu contraseña cambió',
    'La contraseña de tu cuenta de Cotiza cambió. Si no fuiste tú, restablécela y escríbenos.',
  );
  return ok(ctx.example('PasswordChangedMessage'));
}

/**
 * E-mails the new address a link to confirm it (24 h, once; it replaces any earlier one of the
 * user) and the current address a notice. Nothing changes until the link is confirmed.
 * @param {Ctx<Schemas['EmailChangeRequest']>} ctx
 */
export function requestEmailChange(ctx) {
  const { account } = ctx;
  refuseIfLimited(ctx, 'emailChangeRequests', userKey(ctx), 'TooManyRequestsError');
  checkCurrentPassword(ctx);
  const newEmail = emailKey(ctx.body.newEmail);
  if (newEmail === emailKey(account.user.email)) fail(ctx, 422, 'SameEmailError');
  const owner = findAccountByEmail(ctx.world, newEmail);
  if (owner && owner !== account) fail(ctx, 409, 'PersonalDataEmailTakenError');
  ctx.rateLimiter.hit('emailChangeRequests', userKey(ctx));
  for (const [token, entry] of ctx.world.emailChanges) if (entry.userId === account.user.id) ctx.world.emailChanges.delete(token);
  const token = opaqueToken();
  ctx.world.emailChanges.set(token, {
    userId: account.user.id,
    newEmail,
    expiresAt: ctx.now().getTime() + EMAIL_CHANGE_TTL_MS,
    used: false,
  });
  send(
    ctx,
    newEmail,
    'Confirma tu nuevo correo de acceso',
    'Para iniciar sesión en Cotiza con este correo, confírmalo abriendo este enlace.',
    {
      kind: 'emailChange',
      link: `${ctx.appOrigin}/confirmar-correo?token=${token}`,
    },
  );
  send(
    ctx,
    account.user.email,
    'Pediste cambiar tu correo de acceso',
    `Pediste iniciar sesión en Cotiza con ${newEmail}. Tu correo no cambia hasta que abras el enlace que enviamos ahí. Si no fuiste tú, cambia tu contraseña.`,
  );
  return ok({ message: `Te enviamos un enlace a ${newEmail}. Tu correo de acceso cambiará cuando lo abras.` });
}

/**
 * Public (the link may be opened on another device): the new address becomes the sign-in e-mail.
 * An unknown, used or expired token is 400; an address another account took meanwhile, 409.
 * @param {PublicCtx<Schemas['ConfirmEmailChangeRequest']>} ctx
 */
export function confirmEmailChange(ctx) {
  // Guessing tokens: failed attempts are counted across every token.
  refuseIfLimited(ctx, 'emailChangeFailures', 'all', 'TooManyRequestsError');
  const world = ctx.findEmailChange(ctx.body.token);
  const entry = world?.emailChanges.get(ctx.body.token);
  const account = entry ? world?.accounts.get(entry.userId) : undefined;
  if (!entry || !account || entry.used || entry.expiresAt < ctx.now().getTime()) {
    ctx.rateLimiter.hit('emailChangeFailures', 'all');
    fail(ctx, 400, 'ExpiredEmailChangeTokenError');
  }
  // The link's own world (a test world's link is opened without its session).
  const linkCtx = { ...ctx, world: /** @type {import('../world.mjs').World} */ (world) };
  const owner = findAccountByEmail(linkCtx.world, entry.newEmail);
  if (owner && owner !== account) fail(ctx, 409, 'EmailChangeTakenError');
  entry.used = true;
  const previous = account.user.email;
  account.user.email = entry.newEmail;
  send(linkCtx, previous, 'Tu correo de acceso cambió', `Desde ahora inicias sesión en Cotiza con ${entry.newEmail}.`);
  return ok({ message: `Listo. Ahora inicias sesión con ${entry.newEmail}.` });
}
