// The invoice files (CFDI) of payments made against the development API: a one-page PDF and an
// XML in the shape of a CFDI 4.0, so that "Descargar PDF" and "Descargar XML" open something.
// They say plainly that they are development documents with no fiscal value.
import { money } from './notifications.mjs';
import { onePagePdf, pdfString } from './pdf.mjs';

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
function receiverOf(invoice, customerName) {
  return invoice.receiver ?? { rfc: 'XAXX010101000', name: customerName, fiscalRegime: '616', postalCode: PLACE_OF_ISSUE, cfdiUse: 'S01' };
}

/** A minimal, valid one-page PDF with the given lines (Helvetica 11). */
/** @param {string[]} lines */
function simplePdf(lines) {
  return onePagePdf(['BT', '/F1 11 Tf', '14 TL', '56 780 Td', ...lines.map((line) => `${pdfString(line)} '`), 'ET'].join('\n'));
}

const escapeXml = (/** @type {unknown} */ text) => String(text).replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

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
  const subtotal = (Math.round((payment.amount / 1.16) * 100) / 100).toFixed(2);
  return `<?xml version="1.0" encoding="UTF-8"?>
<!-- CFDI de desarrollo generado por la API local de Cotiza: sin validez fiscal. -->
<cfdi:Comprobante xmlns:cfdi="http://www.sat.gob.mx/cfd/4" Version="4.0" Fecha="${escapeXml(payment.creation_date.slice(0, 19))}" Moneda="MXN" SubTotal="${subtotal}" Total="${total}" TipoDeComprobante="I" Exportacion="01" LugarExpedicion="${PLACE_OF_ISSUE}">${relation}
  <cfdi:Emisor Rfc="EKU9003173C9" Nombre="ESCUELA KEMPER URGATE" RegimenFiscal="601"/>
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
