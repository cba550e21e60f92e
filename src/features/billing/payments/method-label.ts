// How a payment's method reads: a card by brand and last four (with its plan of meses sin
// intereses), the other methods by their name in the methods table and their reference.
import { brandLabel, cardTypeLabel, lastFour } from '@/features/payment-methods';
import { formatMoney } from '@/lib/format';
import { PAYMENT_METHODS } from '@/features/billing/payments/methods';
import type { Payment } from '@/features/billing/payments/types';

type MethodFields = Pick<Payment, 'method' | 'card'>;

/** "Transferencia SPEI", "Efectivo en tienda" or the card, "Visa terminación 1111" (brand alone without digits). */
export function methodLabel(payment: MethodFields): string {
  if (payment.method !== 'card') return PAYMENT_METHODS[payment.method].label;
  const digits = lastFour(payment.card?.card_number);
  return digits ? `${brandLabel(payment.card?.brand)} terminación ${digits}` : brandLabel(payment.card?.brand);
}

/**
 * The first monthly payment of meses sin intereses, as the bank bills it (the contract's rule):
 * the total in cents divided by the months, rounded down; the last month carries the leftover cents.
 * (src/features/billing/quotations/installments.ts has the whole schedule; the receipt only names the first.)
 */
export function firstInstallment(amount: number, months: number): number {
  return Math.floor(Math.round(amount * 100) / months) / 100;
}

/** "6 meses sin intereses de $2,391.92"; "" without a plan. */
export function installmentsLabel(payment: Pick<Payment, 'amount' | 'payment_plan'>): string {
  const months = payment.payment_plan?.payments;
  if (!months) return '';
  return `${months} meses sin intereses de ${formatMoney(firstInstallment(payment.amount, months), { forceDecimals: true })}`;
}

/**
 * The method as the receipt names it: "Visa terminación 1111 · Crédito · 6 meses sin intereses de $2,391.92"
 * (the card's type as the payment's data has it, in the words of Métodos de pago),
 * "Transferencia SPEI (CLABE terminación 2348)", "Efectivo en tienda (referencia 1010104921375846)".
 */
export function receiptMethodLabel(payment: Payment): string {
  const facts = PAYMENT_METHODS[payment.method];
  if (facts.reference) {
    const detail = payment.payment_method ? facts.receiptDetail(payment.payment_method) : null;
    return detail ? `${facts.label} (${detail})` : facts.label;
  }
  const type = payment.card?.type ? cardTypeLabel(payment.card.type) : '';
  return [methodLabel(payment), type, installmentsLabel(payment)].filter(Boolean).join(' · ');
}
