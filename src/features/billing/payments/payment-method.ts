// References (SPEI, store: see isReferenceMethod) wait (IN_PROGRESS) for the customer's money until
// their due date, with instructions (payment_method) to pay them. How each method reads on screen is
// in method-label.ts, apart: it needs the card labels, which the instructions page does not.
import { TIME_ZONE } from '@/config/time-zone';
import { parseInstant } from '@/lib/dates';
import { isReferenceMethod, type ReferenceMethod } from '@/features/billing/payments/methods';
import type { Payment } from '@/features/billing/payments/types';

export type BankTransfer = Extract<NonNullable<Payment['payment_method']>, { type: 'bank_transfer' }>;
export type StoreReference = Extract<NonNullable<Payment['payment_method']>, { type: 'store' }>;

/** A reference still waiting for the money: its instructions are what the customer needs. */
export function isPendingReference<P extends Pick<Payment, 'method' | 'status'>>(payment: P): payment is P & { method: ReferenceMethod } {
  return payment.status === 'IN_PROGRESS' && isReferenceMethod(payment.method);
}

/** Money was received: COMPLETED, or REFUNDED (the receipt then shows the refund too). */
export function hasReceipt(payment: Pick<Payment, 'status'>): boolean {
  return payment.status === 'COMPLETED' || payment.status === 'REFUNDED';
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
