// "¿Problema con este pago?": an e-mail to support (the contract's contact) already holding what
// support needs to find the payment, so the customer only describes the problem. A mailto: link,
// not a form: no new contract operation, and the customer keeps a copy in the sent mail.
import { formatMoney } from '@/lib/format';
import type { Payment } from '@/features/billing/payments/types';
import { formatLongDateTime } from './payment-method';
import { paymentBadgeDisplay } from './payment-status';

/** openapi.yaml's `info.contact.email`. */
export const SUPPORT_EMAIL = 'soporte@cotiza.mx';

/** The line the customer writes under. */
export const DESCRIBE_LINE = 'Describe aquí el problema:';

type MailFields = Pick<
  Payment,
  'id' | 'order_id' | 'quotation' | 'amount' | 'currency' | 'creation_date' | 'operation_date' | 'status' | 'method'
>;

/** The payment's folio: its order (COT-2026-0147-02), else its id. */
const paymentFolio = (payment: Pick<Payment, 'id' | 'order_id'>) => payment.order_id || payment.id;

function paymentProblemSubject(payment: MailFields): string {
  return `Problema con el pago ${paymentFolio(payment)}`;
}

function paymentProblemBody(payment: MailFields, opening = 'Tengo un problema con este pago:'): string {
  const date = formatLongDateTime(payment.operation_date ?? payment.creation_date);
  return [
    'Hola, equipo de Cotiza:',
    '',
    opening,
    `Folio del pago: ${paymentFolio(payment)}`,
    `Cotización: ${payment.quotation?.folio ?? '—'}`,
    `Monto: ${formatMoney(payment.amount, { forceDecimals: true })} ${payment.currency}`,
    `Fecha: ${date ? `${date} (hora del centro de México)` : '—'}`,
    `Estado: ${paymentBadgeDisplay(payment).label}`,
    '',
    DESCRIBE_LINE,
    '',
    '',
  ].join('\r\n');
}

/**
 * The mailto: URL (RFC 6068): subject and body percent-encoded (spaces as %20, never "+", which
 * mail apps would show), line breaks as CRLF.
 */
export function paymentProblemMailto(payment: MailFields): string {
  return `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(paymentProblemSubject(payment))}&body=${encodeURIComponent(paymentProblemBody(payment))}`;
}

/** The same e-mail about the payment's invoice (one the portal can no longer request). */
export function invoiceQuestionMailto(payment: MailFields): string {
  const subject = `Factura del pago ${paymentFolio(payment)}`;
  const body = paymentProblemBody(payment, 'Tengo una pregunta sobre la factura de este pago:');
  return `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`;
}
