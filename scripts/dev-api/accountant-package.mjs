// The accountant's monthly package: on the 1st (Mexico City), the previous month's CFDI in one ZIP
// (invoice-package.mjs) e-mailed to the accountant the customer registered (Mi perfil's company for
// an employer, Mis datos for a person), as the notification kind `accountantPackage`, which the
// customer may turn off. A month without any CFDI sends nothing.
import { addDaysToDay } from './dates.mjs';
import { notifyCustomer } from './mail.mjs';
import { createPackage, packageView } from './invoice-package.mjs';
import { settleInvoices } from './invoicing.mjs';
import { longDay } from './notifications.mjs';

/** @typedef {import('./world.mjs').Account} Account */

/** How long the e-mailed link works: the accountant closes the month within it. */
const ACCOUNTANT_LINK_DAYS = 30;

/** The accountant's e-mail: the company's for an employer, the personal data's for a person; null when none. @param {Account} account */
export function accountantEmailOf(account) {
  const email = account.company ? account.company.accountantEmail : account.personalData?.accountantEmail;
  return email ? email : null;
}

/** The month before `day` (YYYY-MM-DD), first and last day. @param {string} day */
export function previousMonth(day) {
  const to = addDaysToDay(`${day.slice(0, 8)}01`, -1);
  return { from: `${to.slice(0, 8)}01`, to };
}

/**
 * Daily job: on the 1st, the previous month's package to the accountant, once per month.
 * @type {import('./scheduler.mjs').DailyJob}
 */
export function sendAccountantPackage(account, { world, day, at, appOrigin, publicUrl, log }) {
  if (!day.endsWith('-01')) return;
  const accountant = accountantEmailOf(account);
  if (!accountant) return;
  account.sentReminders ??= new Set();
  const { from, to } = previousMonth(day);
  const key = `accountantPackage:${from}`;
  if (account.sentReminders.has(key)) return;
  account.sentReminders.add(key);
  // What the PAC and the SAT answered by this morning (an invoice stamped on the month's last day) is in it.
  settleInvoices(account, { world, now: at, publicUrl, appOrigin, delayMs: 0, log });
  const stored = createPackage(account, { from, to, now: at, delayMs: 0, publicUrl, downloadHours: ACCOUNTANT_LINK_DAYS * 24 });
  const pkg = packageView(stored, at);
  if (!pkg.download_url) {
    log(`paquete mensual para ${accountant}: ${from} a ${to} sin facturas, no se envía`);
    return;
  }
  const who = account.company?.legalName ?? `${account.user.firstName} ${account.user.lastName}`;
  const counts = `${pkg.invoice_count} ${pkg.invoice_count === 1 ? 'factura' : 'facturas'}${
    pkg.credit_note_count > 0 ? ` y ${pkg.credit_note_count} ${pkg.credit_note_count === 1 ? 'nota de crédito' : 'notas de crédito'}` : ''
  }`;
  const mail = {
    kind: /** @type {const} */ ('accountantPackage'),
    subject: `Facturas de ${who}: ${longDay(from)} al ${longDay(to)}`,
    body: [
      `${who} te comparte sus facturas del ${longDay(from)} al ${longDay(to)}: ${counts}, con su XML y PDF, los acuses de las canceladas y un índice en CSV.`,
      `Descárgalas en un ZIP: ${pkg.download_url} (el enlace funciona ${ACCOUNTANT_LINK_DAYS} días).`,
      `Te llega porque ${who} registró tu correo en Cotiza; puede dejar de enviártelo en Notificaciones.`,
    ].join('\n'),
  };
  // To the accountant, by the customer's own choice of this kind.
  const recipient = { user: { email: accountant }, notificationPreferences: account.notificationPreferences };
  notifyCustomer(world, /** @type {Account} */ (/** @type {unknown} */ (recipient)), { ...mail, at }, log);
}
