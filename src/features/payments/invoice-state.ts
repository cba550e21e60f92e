// Whether a payment's invoice (CFDI) can be downloaded, and if not, what the customer should expect.
import type { Payment } from '@/lib/payments/types';

export type InvoiceState =
  /** Issued: PDF and XML can be downloaded. */
  | 'ready'
  /** The charge is not confirmed yet: the invoice is issued once it is. */
  | 'after-confirmation'
  /** Paid, but the CFDI is still being stamped by the PAC. */
  | 'stamping'
  /** No money was kept (failed, cancelled…): there is no invoice to wait for. */
  | 'none';

export function invoiceState(payment: Pick<Payment, 'status' | 'invoice'>): InvoiceState {
  if (payment.invoice) return 'ready';
  switch (payment.status) {
    case 'IN_PROGRESS':
    case 'CHARGE_PENDING':
      return 'after-confirmation';
    case 'COMPLETED':
      return 'stamping';
    case 'CANCELLED':
    case 'CHARGEBACK_ACCEPTED':
    case 'CHARGEBACK_ADJUSTMENT':
    case 'CHARGEBACK_PENDING':
    case 'FAILED':
    case 'REFUNDED':
    default:
      return 'none';
  }
}

/** What a list row says (when ready, its downloads say it). */
export const INVOICE_ROW_TEXT: Record<InvoiceState, string> = {
  ready: 'Factura disponible',
  'after-confirmation': 'Al confirmarse el pago',
  stamping: 'En timbrado',
  none: 'Sin factura',
};

/** What the payment's detail says (when ready, its downloads say it). */
export const INVOICE_DETAIL_TEXT: Record<InvoiceState, string> = {
  ready: 'La factura de este pago está lista para descargar.',
  'after-confirmation': 'La factura se emitirá en cuanto se confirme el pago; la encontrarás aquí y en tu historial.',
  stamping: 'La factura de este pago aún no está disponible. Aparecerá aquí en cuanto se timbre.',
  none: 'Este pago no tiene factura.',
};
