// The invoice files (CFDI) of payments made against the development API: a one-page PDF and an
// XML in the shape of a CFDI 4.0, so that "Descargar PDF" and "Descargar XML" open something; a
// credit note's (CFDI de egreso, related with TipoRelacion 01) the same way.
// They say plainly that they are development documents with no fiscal value.
import { CREDIT_NOTE_REASON_WORDS } from '../../src/features/billing/invoices/credit-notes.ts';
import { money } from './notifications.mjs';
import { onePagePdf, pdfString } from './pdf.mjs';
import { allowsPair } from './sat-catalogs.mjs';

/**
 * The fields of a payment (the contract's Payment) that the documents print.
 * @typedef {{ description: string, amount: number, creation_date: string, authorization?: string | null }} InvoicedPayment
 */
/**
 * The invoice printed: its UUID, the receiver's data (none on an invoice stamped as the
 * payment was made: then the customer as público en general), what it replaces (substitution).
 * @typedef {{ uuid: string, issued_at?: string | null, status?: string, receiver?: import('./world.mjs').Schemas['InvoiceReceiverData'] | null,
 *   replaces?: { uuid: string } | null }} StampedInvoice
 */

/** Público en general, as CFDI 4.0 writes a receiver without fiscal data (its postal code is the place of issue). */
const PLACE_OF_ISSUE = '76000';
/** @param {StampedInvoice} invoice @param {string} customerName */
export function receiverOf(invoice, customerName) {
  return invoice.receiver ?? { rfc: 'XAXX010101000', name: customerName, fiscalRegime: '616', postalCode: PLACE_OF_ISSUE, cfdiUse: 'S01' };
}

/** A minimal, valid one-page PDF with the given lines (Helvetica 11). */
/** @param {string[]} lines */
function simplePdf(lines) {
  return onePagePdf(['BT', '/F1 11 Tf', '14 TL', '56 780 Td', ...lines.map((line) => `${pdfString(line)} '`), 'ET'].join('\n'));
}

const escapeXml = (/** @type {unknown} */ text) => String(text).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
/** The amount before IVA (16 %), to the cent. @param {number} total */
const beforeTax = (total) => (Math.round((total / 1.16) * 100) / 100).toFixed(2);
/** The issuer (the SAT's test taxpayer), as every development CFDI names it. */
const ISSUER = '<cfdi:Emisor Rfc="EKU9003173C9" Nombre="ESCUELA KEMPER URGATE" RegimenFiscal="601"/>';

/** @param {InvoicedPayment} payment @param {StampedInvoice} invoice @param {string} customerName */
export function invoicePdf(payment, invoice, customerName) {
  const receiver = receiverOf(invoice, customerName);
  return simplePdf([
    'Cotiza - Representación impresa de un CFDI de desarrollo (sin validez fiscal)',
    '',
    `Folio fiscal (UUID): ${invoice.uuid}`,
    ...(invoice.issued_at ? [`Fecha de timbrado: ${invoice.issued_at}`] : []),
    ...(invoice.status === 'cancelada' ? ['CANCELADA'] : []),
    `Receptor: ${receiver.name}`,
    `RFC del receptor: ${receiver.rfc}`,
    `Régimen fiscal del receptor: ${receiver.fiscalRegime}`,
    `Código postal del domicilio fiscal: ${receiver.postalCode}`,
    `Uso del CFDI: ${receiver.cfdiUse}`,
    ...(invoice.replaces ? [`Sustituye al CFDI ${invoice.replaces.uuid} (relación 04, sustitución)`] : []),
    `Concepto: ${payment.description}`,
    `Importe: ${money(payment.amount)}`,
    `Fecha del pago: ${payment.creation_date}`,
    `Autorización: ${payment.authorization ?? '-'}`,
  ]);
}

/** @param {InvoicedPayment} payment @param {StampedInvoice} invoice @param {string} customerName */
export function invoiceXml(payment, invoice, customerName) {
  const receiver = receiverOf(invoice, customerName);
  const relation = invoice.replaces
    ? `
  <cfdi:CfdiRelacionados TipoRelacion="04">
    <cfdi:CfdiRelacionado UUID="${escapeXml(invoice.replaces.uuid)}"/>
  </cfdi:CfdiRelacionados>`
    : '';
  const total = payment.amount.toFixed(2);
  const subtotal = beforeTax(payment.amount);
  return `<?xml version="1.0" encoding="UTF-8"?>
<!-- CFDI de desarrollo generado por la API local de Cotiza: sin validez fiscal. -->
<cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/4" Version="4.0" Fecha="${escapeXml(payment.creation_date.slice(0, 19))}" Moneda="MXN" SubTotal="${subtotal}" Total="${total}" TipoDeComprobante="I" Exportacion="01" LugarExpedicion="${PLACE_OF_ISSUE}">${relation}
  ${ISSUER}
  <cfdi:Receptor Rfc="${escapeXml(receiver.rfc)}" Nombre="${escapeXml(receiver.name)}" DomicilioFiscalReceptor="${escapeXml(receiver.postalCode)}" RegimenFiscalReceptor="${escapeXml(receiver.fiscalRegime)}" UsoCFDI="${escapeXml(receiver.cfdiUse)}"/>
  <cfdi:Conceptos>
    <cfdi:Concepto ClaveProdServ="84111506" Cantidad="1" ClaveUnidad="E48" Descripcion="${escapeXml(payment.description)}" ValorUnitario="${subtotal}" Importe="${subtotal}" ObjetoImp="02"/>
  </cfdi:Conceptos>
  <cfdi:Complemento>
    <tfd:TimbreFiscalDigital xmlns:tfd="http://www.sat.gob.mx/TimbreFiscalDigital" Version="1.1" UUID="${escapeXml(invoice.uuid)}"${invoice.issued_at ? ` FechaTimbrado="${escapeXml(invoice.issued_at.slice(0, 19))}"` : ''}/>
  </cfdi:Complemento>
</cfdi:Comprobante>
`;
}

/**
 * The credit note's printed lines: what it is, the invoice it lowers (TipoRelacion 01) and why.
 * @param {InvoicedPayment} payment @param {import('./world.mjs').Schemas['CreditNote']} note
 * @param {StampedInvoice} related the income invoice it is related to @param {string} customerName
 */
export function creditNotePdf(payment, note, related, customerName) {
  const receiver = receiverOf(related, customerName);
  const words = CREDIT_NOTE_REASON_WORDS[note.reason];
  return simplePdf([
    'Cotiza - Nota de crédito (CFDI de egreso) de desarrollo (sin validez fiscal)',
    '',
    `Folio fiscal (UUID): ${note.uuid}`,
    ...(note.issued_at ? [`Fecha de timbrado: ${note.issued_at}`] : []),
    ...(note.status === 'cancelada' ? ['CANCELADA'] : []),
    `Receptor: ${receiver.name}`,
    `RFC del receptor: ${receiver.rfc}`,
    `Relacionada con el CFDI ${note.related.uuid} (relación 01, nota de crédito de los documentos relacionados)`,
    `Motivo: ${words.label}. ${words.text}`,
    `Concepto: ${payment.description}`,
    `Importe: ${money(note.total)}`,
    `Fecha del pago: ${payment.creation_date}`,
  ]);
}

/**
 * The credit note's XML in the shape of a CFDI 4.0 de egreso: the related invoice's receiver, uso
 * G02 (devoluciones, descuentos o bonificaciones) where c_UsoCFDI allows it with the receiver's
 * régimen (else the invoice's own use), its total with IVA.
 * @param {InvoicedPayment} payment @param {import('./world.mjs').Schemas['CreditNote']} note
 * @param {StampedInvoice} related @param {string} customerName
 */
export function creditNoteXml(payment, note, related, customerName) {
  const receiver = receiverOf(related, customerName);
  const kind = receiver.rfc.length === 13 ? 'fisica' : 'moral';
  const use = allowsPair(kind, receiver.fiscalRegime, 'G02') ? 'G02' : receiver.cfdiUse;
  const total = note.total.toFixed(2);
  const subtotal = beforeTax(note.total);
  const issued = (note.issued_at ?? payment.creation_date).slice(0, 19);
  const description = `${CREDIT_NOTE_REASON_WORDS[note.reason].label}: ${payment.description}`;
  return `<?xml version="1.0" encoding="UTF-8"?>
<!-- Nota de crédito (CFDI de egreso) de desarrollo generada por la API local de Cotiza: sin validez fiscal. -->
<cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/4" Version="4.0" Fecha="${escapeXml(issued)}" Moneda="MXN" SubTotal="${subtotal}" Total="${total}" TipoDeComprobante="E" Exportacion="01" LugarExpedicion="${PLACE_OF_ISSUE}">
  <cfdi:CfdiRelacionados TipoRelacion="01">
    <cfdi:CfdiRelacionado UUID="${escapeXml(note.related.uuid)}"/>
  </cfdi:CfdiRelacionados>
  ${ISSUER}
  <cfdi:Receptor Rfc="${escapeXml(receiver.rfc)}" Nombre="${escapeXml(receiver.name)}" DomicilioFiscalReceptor="${escapeXml(receiver.postalCode)}" RegimenFiscalReceptor="${escapeXml(receiver.fiscalRegime)}" UsoCFDI="${escapeXml(use)}"/>
  <cfdi:Conceptos>
    <cfdi:Concepto ClaveProdServ="84111506" Cantidad="1" ClaveUnidad="ACT" Descripcion="${escapeXml(description)}" ValorUnitario="${subtotal}" Importe="${subtotal}" ObjetoImp="02"/>
  </cfdi:Conceptos>
  <cfdi:Complemento>
    <tfd:TimbreFiscalDigital xmlns:tfd="http://www.sat.gob.mx/TimbreFiscalDigital" Version="1.1" UUID="${escapeXml(note.uuid)}"${note.issued_at ? ` FechaTimbrado="${escapeXml(note.issued_at.slice(0, 19))}"` : ''}/>
  </cfdi:Complemento>
</cfdi:Comprobante>
`;
}
