// What a real deployment serves outside the contract: the uploaded files (GET /files/<name>,
// public, as an <img> sends no token) and the invoice files of payments (GET /facturas/<uuid>.pdf|.xml),
// their credit notes' too, and the accountant's packages (GET /paquetes/<id>/<name>.zip, invoice-package.mjs).
import { invoiceClock, worldNow } from './dev-clock.mjs';
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
 * A CFDI as its files print it: its payment, the invoice (for a credit note, the invoice it lowers),
 * the note (null for an invoice) and the customer's name.
 * @typedef {{ payment: Schemas['Payment'], invoice: StampedInvoice, note: Schemas['CreditNote'] | null, name: string }} PrintedCfdi
 */

/**
 * A CFDI of the account's, by fiscal UUID: an invoice (a payment's own, or one a correction replaced:
 * its files stay) or a credit note of a payment (with the invoice it is related to), its payment and
 * its customer's name. The caller settles the account's invoices first.
 * @param {import('./world.mjs').Account} account @param {string} uuid
 * @returns {PrintedCfdi | null}
 */
export function findAccountDocument(account, uuid) {
  const name = `${account.user.firstName} ${account.user.lastName}`;
  const found = findAccountInvoice(account, uuid);
  const payment = found && account.payments.find((p) => p.id === found.paymentId);
  if (found && payment) return { payment, invoice: /** @type {StampedInvoice} */ (found.invoice), note: null, name };
  const credit = findCreditNote(account, uuid);
  if (!credit) return null;
  // The note goes to the receiver of the invoice it lowers.
  const relatedInvoice = findAccountInvoice(account, credit.note.related.uuid)?.invoice ?? credit.note.related;
  return { payment: credit.payment, invoice: /** @type {StampedInvoice} */ (relatedInvoice), note: credit.note, name };
}

/**
 * The invoice `uuid` in any world, the account's invoices first standing as the PAC answered.
 * @param {DevApiContext} app @param {string} uuid
 * @returns {PrintedCfdi | null}
 */
function findInvoice(app, uuid) {
  for (const world of app.worlds.values()) {
    for (const account of world.accounts.values()) {
      settleInvoices(account, invoiceClock(app, world));
      const found = findAccountDocument(account, uuid);
      if (found) return found;
    }
  }
  return null;
}

/**
 * The bytes of a CFDI's file, as GET /facturas/<uuid>.pdf|.xml serves them (and the accountant's
 * package holds them: invoice-package.mjs).
 * @param {PrintedCfdi} found @param {'pdf' | 'xml'} extension
 * @returns {Buffer}
 */
export function cfdiFile({ payment, invoice, note, name }, extension) {
  if (extension === 'pdf') return note ? creditNotePdf(payment, note, invoice, name) : invoicePdf(payment, invoice, name);
  return Buffer.from(note ? creditNoteXml(payment, note, invoice, name) : invoiceXml(payment, invoice, name), 'utf8');
}

/** @param {DevApiContext} app @param {ServerResponse} res @param {string} uuid @param {string} extension pdf or xml */
export function serveInvoice(app, res, uuid, extension) {
  const found = findInvoice(app, uuid);
  if (!found) return sendJson(res, 404, { message: 'No encontramos esa factura.' });
  res.setHeader('X-Content-Type-Options', 'nosniff');
  if (extension === 'pdf') {
    res.setHeader('Content-Type', 'application/pdf');
    res.setHeader('Content-Disposition', `inline; filename="${uuid}.pdf"`);
    return res.end(cfdiFile(found, 'pdf'));
  }
  res.setHeader('Content-Type', 'application/xml; charset=utf-8');
  res.setHeader('Content-Disposition', `attachment; filename="${uuid}.xml"`);
  return res.end(cfdiFile(found, 'xml'));
}

/**
 * GET /paquetes/<id>/<name>.zip: an accountant's package once listo (invoice-package.mjs), public
 * like an invoice's files (its id cannot be guessed), until its expires_at; 404 before, after, or
 * for any other name.
 * @param {DevApiContext} app @param {ServerResponse} res @param {string} id @param {string} fileName
 */
export function servePackage(app, res, id, fileName) {
  for (const world of app.worlds.values()) {
    for (const account of world.accounts.values()) {
      const stored = account.invoicePackages.get(id);
      if (!stored || !stored.zip || stored.fileName !== fileName) continue;
      const now = worldNow(app, world).getTime();
      if (now < stored.readyAt) return sendJson(res, 404, { message: 'Este paquete de facturas todavía se está preparando.' });
      if (now > stored.expiresAt) return sendJson(res, 404, { message: 'Este enlace venció. Pide el paquete de facturas de nuevo.' });
      res.setHeader('Content-Type', 'application/zip');
      res.setHeader('Content-Disposition', `attachment; filename="${fileName}"`);
      res.setHeader('X-Content-Type-Options', 'nosniff');
      return res.end(stored.zip);
    }
  }
  return sendJson(res, 404, { message: 'No encontramos este paquete de facturas.' });
}
