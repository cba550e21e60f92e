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
