export interface TokenCard {
  card_number: string;
  brand: 'visa' | 'mastercard' | 'american_express' | 'carnet';
  type: 'credit' | 'debit';
  bank_name: string;
  expiration_month: string;
  expiration_year: string;
}
export const MOCK_TOKEN: RegExp;
export function brandOf(bin: string): TokenCard['brand'] | null;
export function cardFromMockToken(tokenId: string): TokenCard | null;
export const SANDBOX_CHARGE_FAILURES: Record<string, { code: number; example?: string; message?: string }>;
export function isCardExpired(card: { expiration_month: string; expiration_year: string }, todayDay: string): boolean;
export function chargeFailure(
  card: { card_number: string; expiration_month: string; expiration_year: string; allows_charges?: boolean },
  todayDay: string,
): { code: number; example?: string; message?: string } | null;
