// What the answer to "pay this quotation" means for the customer.
import { formatMoney } from '@/lib/format';
import { describeCard } from '@/lib/cards/card-display';
import type { Payment } from '@/lib/payments/types';

export type PayOutcome = { kind: 'paid'; message: string } | { kind: 'processing'; message: string } | { kind: 'failed'; message: string };

const FAILED_FALLBACK = 'No pudimos completar el pago. Intenta de nuevo o usa otra tarjeta.';

/** A 200 answer is a charge in some state; only COMPLETED means the quotation is paid. */
export function payOutcome(payment: Payment, folio: string): PayOutcome {
  const amount = formatMoney(payment.amount, { forceDecimals: true });
  const card = payment.card ? describeCard(payment.card) : 'tu tarjeta';
  switch (payment.status) {
    case 'COMPLETED':
      return { kind: 'paid', message: `Pagaste ${amount} de la cotización ${folio} con ${card}.` };
    case 'IN_PROGRESS':
    case 'CHARGE_PENDING':
      return {
        kind: 'processing',
        message: `Tu pago de ${amount} de la cotización ${folio} está en proceso. Consulta su estado en Historial de pagos.`,
      };
    default:
      return { kind: 'failed', message: payment.error_message?.trim() || FAILED_FALLBACK };
  }
}
