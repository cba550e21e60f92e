// How a saved card reads on screen: brand, last four, expiry state.
import type { components } from '@/lib/api';
import { inMexicoCity } from '@/lib/dates';

export type Card = components['schemas']['Card'];
export type CardBrand = Card['brand'];

/** "Vence pronto": the card expires this month or the next (within two months). */
const EXPIRES_SOON_MONTHS = 1;

const BRAND_LABELS: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  american_express: 'American Express',
  carnet: 'Carnet',
};

/** "Visa", "Mastercard", "American Express", "Carnet"; "Tarjeta" for anything else. */
export function brandLabel(brand: string | null | undefined): string {
  return (brand && BRAND_LABELS[brand as CardBrand]) || 'Tarjeta';
}

/** The last four digits of a (masked) number: "411111XXXXXX1111" → "1111"; "" when there are none. */
export function lastFour(cardNumber: string | null | undefined): string {
  const digits = (cardNumber ?? '').match(/\d/g)?.join('') ?? '';
  return digits.slice(-4);
}

/** "Crédito" / "Débito". */
export function cardTypeLabel(type: string): string {
  return type === 'credit' ? 'Crédito' : type === 'debit' ? 'Débito' : '';
}

/** "12/29". */
export function expiryLabel(card: Pick<Card, 'expiration_month' | 'expiration_year'>): string {
  return `${card.expiration_month}/${card.expiration_year}`;
}

/** "Visa terminación 1111": how a card is named in buttons, dialogs and toasts. */
export function describeCard(card: Pick<Card, 'brand' | 'card_number'>): string {
  const digits = lastFour(card.card_number);
  return digits ? `${brandLabel(card.brand)} terminación ${digits}` : brandLabel(card.brand);
}

/** The calendar month of `now` in Mexico City, where the customer is. */
export function currentMonth(now: Date = new Date()): { year: number; month: number } {
  const { year, month } = inMexicoCity(now);
  return { year, month };
}

/** Months from `now`'s month to the expiry month (0 = expires this month, negative = expired). */
export function monthsUntilExpiry(expirationMonth: string, expirationYear: string, now: Date = new Date()): number {
  const today = currentMonth(now);
  const year = 2000 + Number(expirationYear);
  return year * 12 + Number(expirationMonth) - (today.year * 12 + today.month);
}

type Expiry = Pick<Card, 'expiration_month' | 'expiration_year'>;

/** A card is valid through the last day of its expiry month (Mexico City time). */
export function isExpired(card: Expiry, now: Date = new Date()): boolean {
  return monthsUntilExpiry(card.expiration_month, card.expiration_year, now) < 0;
}

/** Not expired yet, but expires this month or the next. */
export function expiresSoon(card: Expiry, now: Date = new Date()): boolean {
  const months = monthsUntilExpiry(card.expiration_month, card.expiration_year, now);
  return months >= 0 && months <= EXPIRES_SOON_MONTHS;
}

/** Why a card cannot be the default, or null when it can. */
export function cannotBeDefaultReason(card: Card, now: Date = new Date()): string | null {
  if (isExpired(card, now)) return 'Una tarjeta vencida no puede ser la predeterminada.';
  if (!card.allows_charges) return 'Esta tarjeta no acepta cargos, así que no puede ser la predeterminada.';
  return null;
}
