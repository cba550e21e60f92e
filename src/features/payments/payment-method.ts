// How a payment was (or is to be) paid: by card, by SPEI transfer or with cash at a store, and what
// the screens say about it. SPEI and store payments are "references": they wait (IN_PROGRESS) for
// the customer's money until their due date, with instructions (payment_method) to pay them.
import { brandLabel, lastFour } from '@/lib/cards/card-display';
import { formatMoney } from '@/lib/format';
import { TIME_ZONE } from '@/config/time-zone';
import { parseInstant } from '@/lib/dates';
import type { Payment } from '@/lib/payments/types';

type MethodFields = Pick<Payment, 'method' | 'card'>;

export type BankTransfer = Extract<NonNullable<Payment['payment_method']>, { type: 'bank_transfer' }>;
export type StoreReference = Extract<NonNullable<Payment['payment_method']>, { type: 'store' }>;

/** Paid by SPEI or at a store: a reference the customer pays on their own, not a charge to a card. */
export function isReference(payment: Pick<Payment, 'method'>): boolean {
  return payment.method === 'bank_account' || payment.method === 'store';
}

/** A reference still waiting for the money: its instructions are what the customer needs. */
export function isPendingReference(payment: Pick<Payment, 'method' | 'status'>): boolean {
  return payment.status === 'IN_PROGRESS' && isReference(payment);
}

/** Money was received: COMPLETED, or REFUNDED (the receipt then shows the refund too). */
export function hasReceipt(payment: Pick<Payment, 'status'>): boolean {
  return payment.status === 'COMPLETED' || payment.status === 'REFUNDED';
}

/** "Transferencia SPEI", "Efectivo en tienda" or the card, "Visa terminación 1111" (brand alone without digits). */
export function methodLabel(payment: MethodFields): string {
  if (payment.method === 'bank_account') return 'Transferencia SPEI';
  if (payment.method === 'store') return 'Efectivo en tienda';
  const digits = lastFour(payment.card?.card_number);
  return digits ? `${brandLabel(payment.card?.brand)} terminación ${digits}` : brandLabel(payment.card?.brand);
}

/**
 * The first monthly payment of meses sin intereses, as the bank bills it (the contract's rule):
 * the total in cents divided by the months, rounded down; the last month carries the leftover cents.
 * (src/features/quotations/installments.ts has the whole schedule; the receipt only names the first.)
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
 * The method as the receipt names it: "Visa terminación 1111 · 6 meses sin intereses de $2,391.92",
 * "Transferencia SPEI (CLABE terminación 2348)", "Efectivo en tienda (referencia 1010104921375846)".
 */
export function receiptMethodLabel(payment: Payment): string {
  const instructions = payment.payment_method;
  if (payment.method === 'bank_account' && instructions?.type === 'bank_transfer') {
    return `Transferencia SPEI (CLABE terminación ${instructions.clabe.slice(-4)})`;
  }
  if (payment.method === 'store' && instructions?.type === 'store') {
    return `Efectivo en tienda (referencia ${instructions.reference})`;
  }
  return [methodLabel(payment), installmentsLabel(payment)].filter(Boolean).join(' · ');
}

const LONG_DATE = new Intl.DateTimeFormat('es-MX', { day: 'numeric', month: 'long', year: 'numeric', timeZone: TIME_ZONE });
const TIME = new Intl.DateTimeFormat('es-MX', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: TIME_ZONE });

/**
 * A deadline or payment time spelled out, in Mexico City: "25 de noviembre de 2026, 23:59".
 * "" when it cannot be read (the caller then leaves the sentence out).
 */
export function formatLongDateTime(iso: string | null | undefined): string {
  const instant = parseInstant(iso);
  if (!instant) return '';
  const date = instant.toDate();
  return `${LONG_DATE.format(date)}, ${TIME.format(date)}`;
}

