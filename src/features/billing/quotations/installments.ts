// Meses sin intereses: which plans a card may take for a quotation, and what the bank bills a month.
// The rules are the contract's (POST /quotations/{quotationId}/pay): the server refuses anything
// else with Openpay's 3203/3204/3205, so the dialog offers only what will be accepted.
import type { Card } from '@/features/payment-methods';
import { formatMoney } from '@/lib/format';
import { toCents } from './totals';
import type { Quotation } from './types';

export type InstallmentCount = NonNullable<Quotation['installmentPlans']>[number];

/** The bank asks for at least $100.00 MXN a month. */
const MIN_MONTHLY_CENTS = 100_00;
/** American Express offers up to 12 months. */
const AMEX_MAX_MONTHS = 12;

/**
 * The plans offered to this card for this quotation, fewest months first: the quotation's
 * `installmentPlans` that a credit card (not Carnet) can take, where the total reaches $100 a month,
 * and no more than 12 months for American Express. Empty when none (a debit card, say).
 */
export function installmentPlanOptions(
  quotation: Pick<Quotation, 'total' | 'installmentPlans'>,
  card: Pick<Card, 'type' | 'brand'> | null | undefined,
): InstallmentCount[] {
  if (!card || card.type !== 'credit' || card.brand === 'carnet') return [];
  const totalCents = toCents(quotation.total);
  const plans = new Set(quotation.installmentPlans ?? []);
  return [...plans]
    .filter((months) => totalCents >= MIN_MONTHLY_CENTS * months)
    .filter((months) => card.brand !== 'american_express' || months <= AMEX_MAX_MONTHS)
    .sort((a, b) => a - b);
}

/**
 * What the bank bills each month, in pesos: the total in cents divided by the months and rounded
 * down, the last month carrying the cents left over, so the amounts add up to the total exactly.
 */
export function monthlyInstallments(total: number, months: number): number[] {
  const count = Math.max(1, Math.floor(months));
  const totalCents = toCents(total);
  const monthly = Math.floor(totalCents / count);
  const last = totalCents - monthly * (count - 1);
  return [...Array.from({ length: count - 1 }, () => monthly / 100), last / 100];
}

const money = (amount: number) => formatMoney(amount, { forceDecimals: true });

/** "3 meses de $4,783.84", and the last month when it differs: "último de $4,783.86" (null when equal). */
export function planLabel(total: number, months: number): { label: string; last: string | null } {
  const amounts = monthlyInstallments(total, months);
  const first = amounts[0] ?? total;
  const last = amounts[amounts.length - 1] ?? total;
  return { label: `${months} meses de ${money(first)}`, last: last !== first ? `último de ${money(last)}` : null };
}

/** "6 meses sin intereses de $2,391.92" (", el último de $2,391.96" when it differs): how a plan reads in a sentence. */
export function planSentence(total: number, months: number): string {
  const amounts = monthlyInstallments(total, months);
  const first = amounts[0] ?? total;
  const last = amounts[amounts.length - 1] ?? total;
  return `${months} meses sin intereses de ${money(first)}${last !== first ? `, el último de ${money(last)}` : ''}`;
}
