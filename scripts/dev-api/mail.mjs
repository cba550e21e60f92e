// Every e-mail the development API "sends" goes through here into its world's outbox
// (GET /__dev/outbox): the body, a link to the screen it is about, and the merchant's identity.
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
 * The e-mails a customer chooses to get (Notificaciones), by kind. The automatic charge
 * notice is not among them: the law (LFPC Art. 76 Bis) asks for it before every automatic charge.
 */
export const NOTIFICATION_KINDS = /** @type {const} */ ([
  'quotationIssued',
  'dueSoon',
  'referenceExpiring',
  'paymentReceived',
  'cfdiReady',
]);
/** Always sent, whatever the preferences say. */
export const ALWAYS_SENT_KINDS = /** @type {const} */ (['autoChargeNotice', 'autoChargeFailed']);

/**
 * A notification to the account's customer, sent only if their preferences allow its kind (a kind
 * without a saved preference is on). Answers whether it was sent.
 * @param {{ outbox: Mail[] }} world
 * @param {{ user: { email: string }, notificationPreferences?: Partial<Record<string, boolean>> }} account
 * @param {{ kind: string, subject: string, body: string, at: Date, link?: string }} mail
 * @param {(line: string) => void} [log]
 */
export function notifyCustomer(world, account, mail, log) {
  const allowed =
    /** @type {readonly string[]} */ (ALWAYS_SENT_KINDS).includes(mail.kind) || account.notificationPreferences?.[mail.kind] !== false;
  if (!allowed) {
    log?.(`aviso «${mail.kind}» no enviado a ${account.user.email}: lo desactivó en Notificaciones`);
    return false;
  }
  sendMail(world, { to: account.user.email, ...mail }, log);
  return true;
}
