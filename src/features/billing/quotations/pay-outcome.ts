// What the answer to "pay this quotation" means for the customer.
import { formatMoney } from '@/lib/format';
import { followableUrl } from '@/lib/safe-url';
import { describeCard } from '@/features/payment-methods';
import type { Payment } from '@/features/billing/payments/types';

export type PayOutcome =
  | { kind: 'paid'; message: string }
  /** The bank asks for 3-D Secure: the customer is sent to `url` (checked: see safeRedirectUrl). */
  | { kind: 'redirect'; url: string }
  /**
   * A reference (SPEI, store) was made: its instructions page says so and how to pay it (no toast:
   * it only repeated the page, and on a phone covered its last links).
   */
  | { kind: 'instructions'; paymentId: string }
  | { kind: 'processing'; message: string }
  | { kind: 'failed'; message: string };

const FAILED_FALLBACK = 'No pudimos completar el pago. Intenta de nuevo o usa otra tarjeta.';
/** A redirect we will not follow: the customer stays, and nothing was charged yet. */
export const BAD_REDIRECT_MESSAGE =
  'No pudimos llevarte a tu banco para autenticar el pago: la dirección que recibimos no es segura. No se realizó ningún cargo; intenta de nuevo o usa otra tarjeta.';

/**
 * The bank's 3-D Secure page, when it is one to send the customer to: the same rule as every
 * server-given link (`followableUrl`: absolute https, or http on this machine for the development
 * bank; no credentials). Anything else — relative, javascript:, data:, unparsable — is null.
 */
export const safeRedirectUrl = followableUrl;

/** "en 6 meses sin intereses", or "" for a single payment. */
function planPhrase(payment: Pick<Payment, 'payment_plan'>): string {
  const months = payment.payment_plan?.payments;
  return months ? ` en ${months} meses sin intereses` : '';
}

/** A 200 answer is a charge in some state; only COMPLETED means the quotation is paid. */
export function payOutcome(payment: Payment, folio: string): PayOutcome {
  const amount = formatMoney(payment.amount, { forceDecimals: true });
  const card = payment.card ? describeCard(payment.card) : 'tu tarjeta';
  const method = payment.payment_method;
  switch (payment.status) {
    case 'COMPLETED':
      return { kind: 'paid', message: `Pagaste ${amount} de la cotización ${folio} con ${card}${planPhrase(payment)}.` };
    case 'CHARGE_PENDING':
    case 'IN_PROGRESS': {
      if (payment.status === 'CHARGE_PENDING' && method?.type === 'redirect') {
        const url = safeRedirectUrl(method.url);
        return url ? { kind: 'redirect', url } : { kind: 'failed', message: BAD_REDIRECT_MESSAGE };
      }
      // Instructions the customer acts on (a CLABE, a store reference): their page.
      if (method && method.type !== 'redirect') return { kind: 'instructions', paymentId: payment.id };
      return {
        kind: 'processing',
        message: `Tu pago de ${amount} de la cotización ${folio} está en proceso. Consulta su estado en Historial de pagos.`,
      };
    }
    case 'CANCELLED':
    case 'CHARGEBACK_ACCEPTED':
    case 'CHARGEBACK_ADJUSTMENT':
    case 'CHARGEBACK_PENDING':
    case 'FAILED':
    case 'REFUNDED':
    default:
      return { kind: 'failed', message: payment.error_message?.trim() || FAILED_FALLBACK };
  }
}
