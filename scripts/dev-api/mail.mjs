// Every e-mail the development API "sends" goes through here into its world's outbox
// (GET /__dev/outbox): the body, a link to the screen it is about, and the merchant's identity.
import { NOTIFICATION_KINDS } from '../../src/features/account/notifications/notification-kinds.ts';
import { devMerchant, merchantSignature } from './merchant.mjs';

/**
 * What the outbox keeps. `kind` names what the e-mail is about (a notification kind, or the
 * account's own mails: reset, email-change…); `link` is the screen or file it points to.
 * @typedef {{ to: string, subject: string, text: string, at: string, kind?: string, link?: string }} Mail
 */

/**
 * @param {{ outbox: Mail[] }} world
 * @param {{ to: string, subject: string, body: string, at: Date, kind?: string, link?: string }} mail
 * @param {(line: string) => void} [log]
 * @returns {Mail}
 */
export function sendMail(world, { to, subject, body, at, kind, link }, log) {
  const text = [body, ...(link ? [`Ver: ${link}`] : []), merchantSignature(devMerchant())].join('\n\n');
  /** @type {Mail} */
  const sent = { to, subject, text, at: at.toISOString(), ...(kind ? { kind } : {}), ...(link ? { link } : {}) };
  world.outbox.push(sent);
  log?.(`correo a ${to}: ${subject}`);
  return sent;
}

/**
 * What a notification is about: a kind of the contract's preferences (the app's table says which
 * the customer may turn off), or a failed automatic charge, which says what to do about a debt and
 * is always sent, as the notice before the charge is.
 * @typedef {import('../../src/features/account/notifications/notification-kinds.ts').NotificationKind | 'autoChargeFailed'} MailKind
 */

/**
 * A notification to the account's customer, sent only if their preferences allow its kind (a kind
 * without a saved preference is as the table's default). Answers whether it was sent.
 * @param {{ outbox: Mail[] }} world
 * @param {{ user: { email: string }, notificationPreferences?: Partial<Record<string, boolean>> }} account
 * @param {{ kind: MailKind, subject: string, body: string, at: Date, link?: string }} mail
 * @param {(line: string) => void} [log]
 */
export function notifyCustomer(world, account, mail, log) {
  const row = mail.kind === 'autoChargeFailed' ? null : NOTIFICATION_KINDS[mail.kind];
  const allowed = !row || row.alwaysSent || (account.notificationPreferences?.[mail.kind] ?? row.byDefault);
  if (!allowed) {
    log?.(`aviso «${mail.kind}» no enviado a ${account.user.email}: lo desactivó en Notificaciones`);
    return false;
  }
  sendMail(world, { to: account.user.email, ...mail }, log);
  return true;
}
