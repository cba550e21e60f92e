// Notificaciones: which e-mails the customer gets. Stored on the account, where
// notifyCustomer (mail.mjs) reads it before sending a notification of a choosable kind.
import { CHOOSABLE_KINDS } from '../../../src/features/account/notifications/notification-kinds.ts';
import { preferencesView } from '../notifications.mjs';
import { fail, nowIso, ok } from './common.mjs';

/** @import { Ctx } from './common.mjs' */
/** @typedef {import('../world.mjs').Schemas} Schemas */

/** @param {Ctx} ctx */
export function getNotificationPreferences(ctx) {
  return ok(preferencesView(ctx.account));
}

/**
 * The request schema has refused a missing kind, an unknown field and autoChargeNotice: false
 * (worded by notificationFieldErrors) before this runs. A save from a copy older than the stored
 * one (If-Match: its version) would put back what another tab saved since: 409, nothing changes.
 * @param {Ctx<Schemas['NotificationPreferencesUpdate']>} ctx
 */
export function updateNotificationPreferences(ctx) {
  const { email } = ctx.body;
  const version = ctx.account.notificationPreferencesVersion ?? 0;
  const copy = String(ctx.headers['if-match'] ?? '')
    .trim()
    .replace(/^W\//, '')
    .replace(/^"|"$/g, '');
  if (copy && copy !== '*' && copy !== String(version)) fail(ctx, 409, 'NotificationPreferencesChangedError');
  // A kind the app did not send (one that predates it: accountantPackage) keeps its value.
  const before = ctx.account.notificationPreferences ?? {};
  ctx.account.notificationPreferences = Object.fromEntries(CHOOSABLE_KINDS.map((kind) => [kind, email[kind] ?? before[kind]]));
  ctx.account.notificationPreferencesSavedAt = nowIso(ctx);
  ctx.account.notificationPreferencesVersion = version + 1;
  ctx.log(
    `notificaciones de ${ctx.account.user.email}: ${CHOOSABLE_KINDS.filter((kind) => email[kind] === false).join(', ') || 'todas activas'}`,
  );
  return ok(preferencesView(ctx.account));
}

/** What the law says, on the field, when autoChargeNotice is sent as false. */
const AUTO_CHARGE_NOTICE_REQUIRED =
  'El aviso de cargo automático no se puede desactivar; la ley nos pide avisarte 5 días antes de cada cargo automático.';

/**
 * The schema's refusal of autoChargeNotice (`const: true`) in the law's words; the rest as worded.
 * @param {unknown} _body @param {{ field: string, message: string }[]} errors
 */
export const notificationFieldErrors = (_body, errors) =>
  errors.map((error) => (error.field === 'email.autoChargeNotice' ? { ...error, message: AUTO_CHARGE_NOTICE_REQUIRED } : error));
