// What a real deployment serves outside the contract: the uploaded files (GET /files/<name>,
// public, as an <img> sends no token) and the invoice files of payments (GET /facturas/<uuid>.pdf|.xml),
// their credit notes' too.
import { invoiceClock } from './dev-clock.mjs';
import { creditNotePdf, creditNoteXml, invoicePdf, invoiceXml } from './documents.mjs';
import { sendJson } from './http.mjs';
import { findCreditNote, findInvoice as findAccountInvoice, settleInvoices } from './invoicing.mjs';
import { randomText } from './world.mjs';

/** @typedef {import('./context.mjs').DevApiContext} DevApiContext */
/** @typedef {import('./world.mjs').Schemas} Schemas */
/** @typedef {import('./handlers/common.mjs').UploadedFile} UploadedFile */
/** @typedef {import('node:http').ServerResponse} ServerResponse */

/** Media types served as themselves; anything else downloads (no stored script ever runs here). */
const INLINE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'text/csv']);

/** @param {unknown} name */
function sanitizeFileName(name) {
  const base =
    String(name ?? '')
      .split(/[\\/]/)
      .pop() ?? '';
  const clean = base.replace(/[^\w.-]/g, '_').replace(/^\.+/, '');
  return clean.slice(-120) || 'archivo';
}

/** @param {DevApiContext} app @param {UploadedFile} file @returns {Schemas['FileUploadResponse']} */
export function storeFile(app, { name, type, bytes }) {
  let stored = sanitizeFileName(name);
  while (app.files.has(stored)) stored = `${randomText(6)}_${stored.replace(/^[A-Za-z0-9]{6}_/, '')}`;
  const mimeType = type || 'application/octet-stream';
  app.files.set(stored, { bytes, type: mimeType });
  return { name: stored, url: `${app.publicUrl}/files/${encodeURIComponent(stored)}`, size: bytes.length, mimeType };
}

/** @param {DevApiContext} app @param {ServerResponse} res @param {string} name */
export function serveFile(app, res, name) {
  const file = app.files.get(name);
  if (!file) return sendJson(res, 404, { message: 'No encontramos ese archivo.' });
  const inline = INLINE_TYPES.has(file.type);
  res.setHeader('Content-Type', inline ? file.type : 'application/octet-stream');
  if (!inline) res.setHeader('Content-Disposition', `attachment; filename="${name}"`);
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Security-Policy', "default-src 'none'; sandbox");
  res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
  res.end(file.bytes);
}

/** @typedef {import('./documents.mjs').StampedInvoice} StampedInvoice */

/**
 * The invoice `uuid` in any world (a payment's own, or one a correction replaced: its files stay),
 * or a credit note of a payment (with the invoice it is related to), its payment and its customer's
 * name; the account's invoices first stand as the PAC answered.
 * @param {DevApiContext} app @param {string} uuid
 * @returns {{ payment: Schemas['Payment'], invoice: StampedInvoice, note: Schemas['CreditNote'] | null, name: string } | null}
 */
function findInvoice(app, uuid) {
  for (const world of app.worlds.values()) {
    for (const account of world.accounts.values()) {
      settleInvoices(account, invoiceClock(app, world));
      const name = `${account.user.firstName} ${account.user.lastName}`;
      const found = findAccountInvoice(account, uuid);
      const payment = found && account.payments.find((p) => p.id === found.paymentId);
      if (found && payment) return { payment, invoice: /** @type {StampedInvoice} */ (found.invoice), note: null, name };
      const credit = findCreditNote(account, uuid);
      if (credit) {
        // The note goes to the receiver of the invoice it lowers.
        const relatedInvoice = findAccountInvoice(account, credit.note.related.uuid)?.invoice ?? credit.note.related;
        return { payment: credit.payment, invoice: /** @type {StampedInvoice} */ (relatedInvoice), note: credit.note, name };
      }
    }
  }
  return null;
}

/** @param {DevApiContext} app @param {ServerResponse} res @param {string} uuid @param {string} extension pdf or xml */
export function serveInvoice(app, res, uuid, extension) {
  const found = findInvoice(app, uuid);
  if (!found) return sendJson(res, 404, { message: 'No encontramos esa factura.' });
  const { payment, invoice, note, name } = found;
  res.setHeader('X-Content-Type-Options', 'nosniff');
  if (extension === 'pdf') {
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', `inline; filename="${uuid}.pdf"`);
    return res.end(note ? creditNotePdf(payment, note, invoice, name) : invoicePdf(payment, invoice, name));
  }
  res.setHeader('Content-Type', 'application/xml; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${uuid}.xml"`);
  return res.end(note ? creditNoteXml(payment, note, invoice, name) : invoiceXml(payment, invoice, name));
}
