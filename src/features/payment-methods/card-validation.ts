// Client checks on a card before anything is sent to the tokenizer: brand, Luhn
// check digit, length, expiry and CVV. Pure functions, tested with properties.
import { sanitizeDigits } from '@/lib/format';
import { brandLabel, monthsUntilExpiry, type CardBrand } from '@/features/payment-methods/cards/card-display';

export type { CardBrand };

/** A card further in the future than this is almost certainly a typo. */
const MAX_YEARS_AHEAD = 20;

// Carnet first: its BINs are Mexican ranges that no other accepted brand uses.
const BRAND_PATTERNS: [CardBrand, RegExp][] = [
  ['carnet', /^(286900|502275|506(199|2\d\d|3\d\d|4\d\d|5\d\d|6\d\d|7[0-6]\d|77[0-8])|639484|6363|6393)/],
  ['american_express', /^3[47]/],
  ['visa', /^4/],
  ['mastercard', /^(5[1-5]|222[1-9]|22[3-9]\d|2[3-6]\d\d|27[01]\d|2720)/],
];

/** The brand of a (possibly partial) card number, or null when it is none Openpay accepts here. */
export function detectBrand(cardNumber: string): CardBrand | null {
  const digits = sanitizeDigits(cardNumber);
  if (digits === '') return null;
  return BRAND_PATTERNS.find(([, pattern]) => pattern.test(digits))?.[0] ?? null;
}

/** Digits a complete number of this brand has (American Express 15, the rest 16). */
export function cardNumberLength(brand: CardBrand | null): number {
  return brand === 'american_express' ? 15 : 16;
}

/** Digits of the security code (American Express 4 on the front, the rest 3 on the back). */
export function cvvLength(brand: CardBrand | null): number {
  return brand === 'american_express' ? 4 : 3;
}

/** The Luhn check digit that completes `payload` (digits only). */
export function luhnCheckDigit(payload: string): number {
  let sum = 0;
  // Counting from the right of the full number, the payload's last digit is doubled.
  for (let i = 0; i < payload.length; i += 1) {
    let digit = Number(payload[payload.length - 1 - i]);
    if (i % 2 === 0) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return (10 - (sum % 10)) % 10;
}

/** True when the number's last digit is its Luhn check digit (non-digits make it false). */
export function isLuhnValid(cardNumber: string): boolean {
  if (!/^\d{2,}$/.test(cardNumber)) return false;
  return luhnCheckDigit(cardNumber.slice(0, -1)) === Number(cardNumber.slice(-1));
}

/** A card is valid through the last day of its expiry month. */
export function isExpiryInPast(expirationMonth: string, expirationYear: string, now: Date = new Date()): boolean {
  return monthsUntilExpiry(expirationMonth, expirationYear, now) < 0;
}

/** Expiry input "MMAA" typed in any form → "MM/AA" (the slash appears once the month is complete). */
export function formatExpiryInput(input: string): string {
  const digits = sanitizeDigits(input, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** "MM/AA" → two-digit month and year, or null when incomplete or the month is not 01–12. */
export function parseExpiry(input: string): { month: string; year: string } | null {
  const digits = sanitizeDigits(input);
  if (digits.length !== 4) return null;
  const month = digits.slice(0, 2);
  const monthNumber = Number(month);
  if (monthNumber < 1 || monthNumber > 12) return null;
  return { month, year: digits.slice(2) };
}

export interface CardFormValues {
  holderName: string;
  /** As typed (grouped in fours). */
  cardNumber: string;
  /** As typed ("MM/AA"). */
  expiry: string;
  cvv: string;
}

export type CardField = keyof CardFormValues;
export type CardFormErrors = Partial<Record<CardField, string>>;

export const ACCEPTED_BRANDS_MESSAGE = 'Aceptamos tarjetas Visa, Mastercard, American Express y Carnet.';

export function validateHolderName(holderName: string): string | undefined {
  const name = holderName.trim();
  if (name === '') return 'Escribe el nombre como aparece en la tarjeta.';
  if (name.length < 3) return 'Escribe el nombre completo como aparece en la tarjeta.';
  if (name.length > 100) return 'El nombre no puede tener más de 100 caracteres.';
  if (/\d/.test(name)) return 'El nombre no puede llevar números.';
  return undefined;
}

export function validateCardNumber(cardNumber: string): string | undefined {
  const digits = sanitizeDigits(cardNumber);
  if (digits === '') return 'Escribe el número de la tarjeta.';
  const brand = detectBrand(digits);
  if (!brand) return ACCEPTED_BRANDS_MESSAGE;
  const length = cardNumberLength(brand);
  if (digits.length < length) return `El número está incompleto: una tarjeta ${brandLabel(brand)} tiene ${length} dígitos.`;
  if (digits.length > length) return `El número tiene de más: una tarjeta ${brandLabel(brand)} tiene ${length} dígitos.`;
  if (!isLuhnValid(digits)) return 'El número de la tarjeta no es válido. Revisa que esté bien escrito.';
  return undefined;
}

export function validateExpiry(expiry: string, now: Date = new Date()): string | undefined {
  const digits = sanitizeDigits(expiry);
  if (digits === '') return 'Escribe la fecha de vencimiento (MM/AA).';
  const parsed = parseExpiry(digits);
  if (!parsed) {
    if (digits.length >= 2 && (Number(digits.slice(0, 2)) < 1 || Number(digits.slice(0, 2)) > 12)) {
      return 'El mes de vencimiento va de 01 a 12.';
    }
    return 'Escribe la fecha completa: mes y año con dos dígitos cada uno (MM/AA).';
  }
  if (isExpiryInPast(parsed.month, parsed.year, now)) return 'La tarjeta está vencida. Revisa la fecha o usa otra tarjeta.';
  if (monthsUntilExpiry(parsed.month, parsed.year, now) > MAX_YEARS_AHEAD * 12) return 'Revisa el año de vencimiento.';
  return undefined;
}

export function validateCvv(cvv: string, brand: CardBrand | null): string | undefined {
  const digits = sanitizeDigits(cvv);
  const length = cvvLength(brand);
  if (digits === '') return 'Escribe el código de seguridad (CVV).';
  if (digits.length !== length) {
    return brand === 'american_express'
      ? 'El código de seguridad de American Express tiene 4 dígitos.'
      : 'El código de seguridad tiene 3 dígitos.';
  }
  return undefined;
}

/** Every client check; an empty object means the card can go to the tokenizer. */
export function validateCardForm(values: CardFormValues, now: Date = new Date()): CardFormErrors {
  const brand = detectBrand(values.cardNumber);
  const errors: CardFormErrors = {
    holderName: validateHolderName(values.holderName),
    cardNumber: validateCardNumber(values.cardNumber),
    expiry: validateExpiry(values.expiry, now),
    cvv: validateCvv(values.cvv, brand),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, message]) => message !== undefined));
}
