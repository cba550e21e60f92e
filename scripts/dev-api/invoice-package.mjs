// The accountant's package (createInvoicePackage, getInvoicePackage): every CFDI of the customer
// stamped in a period (its issued_at's Mexico City day within from..to) in one ZIP, as the contract
// lists it: each income invoice (the payments' own and those the API keeps after a correction) and
// each credit note as <UUID>.xml and <UUID>.pdf — the same bytes GET /facturas/<uuid>.pdf|.xml serves
// (served-files.mjs `cfdiFile`) — a cancelled one also with its acknowledgement <UUID>-acuse.xml,
// and indice.csv (src/lib/csv.ts: UTF-8 with BOM, CRLF), one row per CFDI in issued_at order. An
// invoice without a UUID (en_timbrado, rechazada) is not a CFDI yet and stays out.
// A package of more than LARGE_PACKAGE CFDI is made "later": preparando until the world's clock
// passes its readyAt (the PAC's delay, as stamping is), then listo.
import { csvDocument, csvNumber, csvText } from '../../src/lib/csv.ts';
import { mexicoCityDay, mexicoCityIso } from './dates.mjs';
import { receiverOf } from './documents.mjs';
import { findInvoice, invoicesOf, statusOf } from './invoicing.mjs';
import { cfdiFile, findAccountDocument } from './served-files.mjs';
import { randomText } from './world.mjs';
import { writeZip } from './zip.mjs';

/** @typedef {import('./world.mjs').Schemas} Schemas */
/** @typedef {import('./world.mjs').Account} Account */
/**
 * A package as the API keeps it: what getInvoicePackage answers once `readyAt` (ms) has come, and the
 * ZIP's bytes (null for a period without CFDI), made when it was asked for.
 * @typedef {{ view: Schemas['InvoicePackage'], readyAt: number, expiresAt: number, zip: Buffer | null, fileName: string,
 *   counts: { invoices: number, creditNotes: number } }} StoredPackage
 */
/**
 * One CFDI of the package: an index row's data and where its files come from.
 * @typedef {{ type: 'Ingreso' | 'Egreso', uuid: string, issuedAt: string, rfc: string, total: number, status: string,
 *   related: string, cancellation: Schemas['InvoiceCancellation'] | null }} PackageCfdi
 */

/** More CFDI than this: the package is made later (202, preparando). */
const LARGE_PACKAGE = 200;
/** How long a package's download_url works. */
const DOWNLOAD_HOURS = 24;
/** The index's columns, as createInvoicePackage's description names them. */
const INDEX_HEADER = ['Tipo', 'UUID', 'Fecha', 'RFC receptor', 'Subtotal', 'IVA', 'Total', 'Estado', 'Relacionado'];

/** Whether an instant falls in from..to, Mexico City days, both included. @param {string | null | undefined} instant @param {string} from @param {string} to */
function inPeriod(instant, from, to) {
  if (!instant) return false;
  const day = mexicoCityDay(new Date(instant));
  return day >= from && day <= to;
}

/** "2026-10-30 11:02" in Mexico City. @param {string} instant */
const indexDate = (instant) => mexicoCityIso(new Date(instant)).slice(0, 16).replace('T', ' ');

/**
 * The period's CFDI of the account, in issued_at order (the UUID breaks ties). The caller settles
 * the account's invoices first.
 * @param {Account} account @param {string} from @param {string} to
 * @returns {PackageCfdi[]}
 */
function packageCfdi(account, from, to) {
  const name = `${account.user.firstName} ${account.user.lastName}`;
  /** @type {Map<string, PackageCfdi>} */
  const found = new Map();
  for (const { paymentId, invoice } of invoicesOf(account)) {
    if (!invoice.uuid || found.has(invoice.uuid) || !inPeriod(invoice.issued_at, from, to)) continue;
    const payment = account.payments.find((p) => p.id === paymentId);
    if (!payment) continue;
    found.set(invoice.uuid, {
      type: 'Ingreso',
      uuid: invoice.uuid,
      issuedAt: /** @type {string} */ (invoice.issued_at),
      rfc: receiverOf(/** @type {import('./documents.mjs').StampedInvoice} */ (invoice), name).rfc,
      total: payment.amount,
      status: statusOf(invoice),
      related: invoice.replaces?.uuid ?? '',
      cancellation: invoice.cancellation ?? null,
    });
  }
  for (const payment of account.payments) {
    for (const note of payment.credit_notes ?? []) {
      if (!note.uuid || found.has(note.uuid) || !inPeriod(note.issued_at, from, to)) continue;
      // The note goes to the receiver of the invoice it lowers.
      const lowered = findInvoice(account, note.related.uuid)?.invoice;
      found.set(note.uuid, {
        type: 'Egreso',
        uuid: note.uuid,
        issuedAt: /** @type {string} */ (note.issued_at),
        rfc: lowered ? receiverOf(/** @type {import('./documents.mjs').StampedInvoice} */ (lowered), name).rfc : 'XAXX010101000',
        total: note.total,
        status: note.status ?? 'vigente',
        related: note.related.uuid,
        cancellation: null,
      });
    }
  }
  return [...found.values()].sort((a, b) => Date.parse(a.issuedAt) - Date.parse(b.issuedAt) || a.uuid.localeCompare(b.uuid));
}

/**
 * Subtotal, IVA and total in cents: the subtotal is the total before IVA (16 %) to the cent, the
 * IVA the rest, so they add up to the total exactly.
 * @param {number} total
 */
function taxSplit(total) {
  const cents = Math.round(total * 100);
  const subtotal = Math.round(cents / 1.16);
  return { subtotal, iva: cents - subtotal, total: cents };
}

/** indice.csv: the header, then one row per CFDI. @param {PackageCfdi[]} cfdi */
function packageIndex(cfdi) {
  return csvDocument(
    INDEX_HEADER,
    cfdi.map((entry) => {
      const { subtotal, iva, total } = taxSplit(entry.total);
      return [
        entry.type,
        entry.uuid,
        indexDate(entry.issuedAt),
        csvText(entry.rfc),
        csvNumber(subtotal / 100),
        csvNumber(iva / 100),
        csvNumber(total / 100),
        entry.status,
        entry.related,
      ];
    }),
  );
}

const escapeXml = (/** @type {unknown} */ text) => String(text).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * The SAT's cancellation acknowledgement of a cancelled CFDI, in small: its UUID, when it was
 * cancelled, the reason (c_MotivoCancelacion; 02 when none was recorded) and its status.
 * @param {PackageCfdi} entry
 */
function cancellationAck(entry) {
  const { cancellation } = entry;
  const at = cancellation?.answered_at ?? cancellation?.requested_at ?? entry.issuedAt;
  const replacement = cancellation?.replacement_uuid ? ` FolioSustitucion="${escapeXml(cancellation.replacement_uuid)}"` : '';
  return `<?xml version="1.0" encoding="UTF-8"?>
<!-- Acuse de cancelación de desarrollo generado por la API local de Cotiza: sin validez fiscal. -->
<Acuse xmlns="http://cancelacfd.sat.gob.mx" Fecha="${escapeXml(at.slice(0, 19))}" RfcEmisor="EKU9003173C9">
  <Folios UUID="${escapeXml(entry.uuid)}" Motivo="${escapeXml(cancellation?.reason ?? '02')}"${replacement} EstatusUUID="201" Estatus="Cancelado"/>
</Acuse>
`;
}

/**
 * The package's files in order: indice.csv, then each CFDI's XML, PDF and acknowledgement.
 * @param {Account} account @param {PackageCfdi[]} cfdi
 * @returns {[string, Buffer | string][]}
 */
function packageFiles(account, cfdi) {
  /** @type {[string, Buffer | string][]} */
  const files = [['indice.csv', packageIndex(cfdi)]];
  for (const entry of cfdi) {
    const printed = findAccountDocument(account, entry.uuid);
    if (!printed) continue;
    files.push([`${entry.uuid}.xml`, cfdiFile(printed, 'xml')], [`${entry.uuid}.pdf`, cfdiFile(printed, 'pdf')]);
    if (entry.status === 'cancelada') files.push([`${entry.uuid}-acuse.xml`, cancellationAck(entry)]);
  }
  return files;
}

/**
 * A new package of from..to (a period period-rule.ts accepts), made now: at once (readyAt now) when
 * it has at most LARGE_PACKAGE CFDI, else ready `delayMs` later; its link works `downloadHours`
 * (24 by default). Kept in the account.
 * @param {Account} account
 * @param {{ from: string, to: string, now: Date, delayMs: number, publicUrl: string, downloadHours?: number }} request
 * @returns {StoredPackage}
 */
export function createPackage(account, { from, to, now, delayMs, publicUrl, downloadHours = DOWNLOAD_HOURS }) {
  const cfdi = packageCfdi(account, from, to);
  const id = `pkg-${from.slice(0, 7)}-${randomText(16)}`;
  const fileName = `facturas-${from}-a-${to}.zip`;
  const readyAt = now.getTime() + (cfdi.length > LARGE_PACKAGE ? delayMs : 0);
  /** @type {StoredPackage} */
  const stored = {
    view: {
      id,
      status: 'preparando',
      from,
      to,
      invoice_count: 0,
      credit_note_count: 0,
      download_url: cfdi.length > 0 ? `${publicUrl}/paquetes/${id}/${fileName}` : null,
      expires_at: null,
      failure_reason: null,
    },
    readyAt,
    expiresAt: readyAt + downloadHours * 3_600_000,
    zip: cfdi.length > 0 ? writeZip(packageFiles(account, cfdi)) : null,
    fileName,
    counts: {
      invoices: cfdi.filter((entry) => entry.type === 'Ingreso').length,
      creditNotes: cfdi.filter((e) => e.type === 'Egreso').length,
    },
  };
  account.invoicePackages.set(id, stored);
  return stored;
}

/**
 * The package as it stands at `now`: preparando (no counts, no URL) until readyAt, then listo with
 * its counts, download_url and expires_at (both null for a period without CFDI).
 * @param {StoredPackage} stored @param {Date} now
 * @returns {Schemas['InvoicePackage']}
 */
export function packageView(stored, now) {
  if (now.getTime() < stored.readyAt) return { ...stored.view, download_url: null };
  return {
    ...stored.view,
    status: 'listo',
    invoice_count: stored.counts.invoices,
    credit_note_count: stored.counts.creditNotes,
    expires_at: stored.zip ? mexicoCityIso(new Date(stored.expiresAt)) : null,
  };
}
