// What Openpay does for the development API: turning a token of the app's mock tokenizer into a
// saved card (Openpay answers the card masked: first six and last four digits), and deciding a
// charge the way Openpay's sandbox test cards do.
//
// The mock tokenizer (src/features/payment-methods/tokenizer/mock-tokenizer.ts) writes into its
// token what Openpay would know of the card once tokenised and nothing more: the first six and
// last four digits and the expiry, as letters (0 → a … 9 → j). Never the full number nor the CVV.

/**
 * A card as Openpay answers it once tokenised: masked number, brand, type, bank, expiry (MM, YY).
 * @typedef {object} TokenCard
 * @property {string} card_number first six and last four digits, the rest X
 * @property {'visa' | 'mastercard' | 'american_express' | 'carnet'} brand
 * @property {'credit' | 'debit'} type
 * @property {string} bank_name
 * @property {string} expiration_month
 * @property {string} expiration_year
 */
/**
 * A charge Openpay refuses: its error code, and the contract example or the message to answer with.
 * @typedef {{ code: number, example?: string, message?: string }} ChargeFailure
 */

/** kx + 14 letters (6 + 4 digits, MM, YY) + 8 random letters. */
export const MOCK_TOKEN = /^kx([a-j]{14})[a-z]{8}$/;

/** @param {string} letters */
function lettersToDigits(letters) {
  return [...letters].map((letter) => String(letter.charCodeAt(0) - 97)).join('');
}

/** @param {string} bin @returns {TokenCard['brand'] | null} */
export function brandOf(bin) {
  if (/^4/.test(bin)) return 'visa';
  if (/^3[47]/.test(bin)) return 'american_express';
  if (/^(506[0-9]|6363|5064)/.test(bin)) return 'carnet';
  if (/^(5[1-5]|2[2-7])/.test(bin)) return 'mastercard';
  return null;
}

/**
 * Bank and card type that Openpay reports for the test cards (its sandbox BIN table, in short).
 * @type {Record<string, { type: TokenCard['type'], bank: string }>}
 */
const BINS = {
  411111: { type: 'credit', bank: 'BBVA México' },
  424242: { type: 'credit', bank: 'Santander' },
  400000: { type: 'credit', bank: 'HSBC' },
  422222: { type: 'credit', bank: 'Scotiabank' },
  444444: { type: 'debit', bank: 'Banregio' },
  555555: { type: 'debit', bank: 'Banorte' },
  510510: { type: 'credit', bank: 'Banamex' },
  520416: { type: 'debit', bank: 'BBVA México' },
  378282: { type: 'credit', bank: 'American Express' },
  345678: { type: 'credit', bank: 'American Express' },
  343434: { type: 'credit', bank: 'American Express' },
  506254: { type: 'debit', bank: 'Banco Azteca' },
};

/**
 * The card a mock token stands for, or null when the token is not one (or not readable).
 * @param {string} tokenId
 * @returns {TokenCard | null}
 */
export function cardFromMockToken(tokenId) {
  const match = MOCK_TOKEN.exec(String(tokenId));
  if (!match) return null;
  const digits = lettersToDigits(match[1]);
  const [bin, last4, month, year] = [digits.slice(0, 6), digits.slice(6, 10), digits.slice(10, 12), digits.slice(12, 14)];
  const brand = brandOf(bin);
  if (!brand || Number(month) < 1 || Number(month) > 12) return null;
  const known = BINS[bin];
  return {
    card_number: `${bin}${'X'.repeat(brand === 'american_express' ? 5 : 6)}${last4}`,
    brand,
    type: known?.type ?? 'credit',
    bank_name: known?.bank ?? '',
    expiration_month: month,
    expiration_year: year,
  };
}

/**
 * Openpay's sandbox cards that are saved fine but fail when charged, by their masked number,
 * with the contract example whose answer Openpay gives (or the code and message).
 * @type {Record<string, ChargeFailure>}
 */
export const SANDBOX_CHARGE_FAILURES = {
  '422222XXXXXX2220': { code: 3001, example: 'PayCardDeclinedError' },
  '400000XXXXXX0002': { code: 3001, example: 'PayCardDeclinedError' },
  '400000XXXXXX0069': { code: 3002, example: 'PayCardExpiredError' },
  '444444XXXXXX4448': { code: 3003, example: 'PayInsufficientFundsError' },
  '400000XXXXXX0119': { code: 3004, example: 'CardDeclinedByBankError' },
  '400000XXXXXX0044': { code: 3005, message: 'La tarjeta fue rechazada por el banco. Comunícate con tu banco o usa otra tarjeta.' },
};

/**
 * Openpay's sandbox cards whose bank always asks for 3-D Secure, by their masked number: charged
 * with a `redirect_url` they wait for the customer's authentication (CHARGE_PENDING); without one
 * Openpay refuses them with 3012.
 */
const SANDBOX_3D_SECURE_CARDS = new Set(['400000XXXXXX3220']);

/** Openpay's 3012, when a card that needs 3-D Secure is charged without a place to come back to. */
export const AUTHENTICATION_REQUIRED = { code: 3012, message: 'Se requiere solicitar al banco autorización para realizar este pago.' };

/** @param {Pick<TokenCard, 'card_number'>} card */
export function needs3dSecure(card) {
  return SANDBOX_3D_SECURE_CARDS.has(card.card_number);
}

/** The smallest monthly amount of a plan of meses sin intereses, MXN. */
const MIN_PER_MONTH = 100;

/**
 * Why Openpay refuses a plan of meses sin intereses, as the contract example to answer with (400),
 * or null when the plan is possible: 3205 the quotation does not offer it, 3203 a debit or Carnet
 * card (or American Express for 18 months), 3204 less than $100.00 MXN a month.
 * @param {{ installments: number, plans: readonly number[] | undefined, card: Pick<TokenCard, 'brand' | 'type'>, total: number }} plan
 * @returns {string | null}
 */
export function installmentsRefusal({ installments, plans, card, total }) {
  if (!(plans ?? []).includes(installments)) return 'InstallmentsNotOfferedError';
  if (card.type === 'debit' || card.brand === 'carnet' || (card.brand === 'american_express' && installments > 12))
    return 'InstallmentsNotForCardError';
  if (Math.round(total * 100) < MIN_PER_MONTH * 100 * installments) return 'InstallmentsBelowMinimumError';
  return null;
}

/**
 * A card is valid through the last day of its expiry month (Mexico City).
 * @param {Pick<TokenCard, 'expiration_month' | 'expiration_year'>} card
 * @param {string} todayDay YYYY-MM-DD
 */
export function isCardExpired(card, todayDay) {
  const lastValidMonth = `20${card.expiration_year}-${card.expiration_month}`;
  return todayDay.slice(0, 7) > lastValidMonth;
}

/**
 * How Openpay would answer a charge to this saved card: null when it is approved, else the
 * failure (error code, and the contract example or message to answer with).
 * @param {Pick<TokenCard, 'card_number' | 'expiration_month' | 'expiration_year'> & { allows_charges?: boolean }} card
 * @param {string} todayDay YYYY-MM-DD
 * @returns {ChargeFailure | null}
 */
export function chargeFailure(card, todayDay) {
  if (isCardExpired(card, todayDay)) return { code: 3002, example: 'PayCardExpiredError' };
  if (card.allows_charges === false) return { code: 3006, message: 'La operación no está permitida para esta tarjeta.' };
  return SANDBOX_CHARGE_FAILURES[card.card_number] ?? null;
}
