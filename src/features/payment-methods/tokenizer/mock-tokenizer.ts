// Development and test tokenizer: behaves like Openpay's token API (it checks the card's data,
// nothing more) and never sends the card anywhere (no network, no storage, no logging).
//
// Openpay's sandbox cards that fail (4222 2222 2222 2220 declined, 4000 0000 0000 0069 expired,
// 4444 4444 4444 4448 insufficient funds…) are tokenised like any other: they fail when charged,
// which the development API decides (scripts/dev-api/openpay-sandbox.mjs).
import { OPENPAY_ERROR_MESSAGES } from '@/features/payment-methods/cards/card-errors';
import { isExpiryInPast, isLuhnValid } from '../card-validation';
import { TokenizerError, type CardDetails, type CardToken, type CardTokenizer } from './types';

// Letters only, so that a card number or CVV can never appear in an id by chance.
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz';

function randomLetters(length: number): string {
  const bytes = new Uint8Array(length);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}

// What Openpay tells the merchant's server about a tokenised card, and the development API reads
// back from the token: the first six and last four digits and the expiry, as letters (0 → a).
const DIGIT_LETTERS = 'abcdefghij';

/** kx + 14 letters (6 + 4 digits, MM, YY) + 8 random letters: never the full number nor the CVV. */
export function mockTokenId(card: Pick<CardDetails, 'cardNumber' | 'expirationMonth' | 'expirationYear'>): string {
  const digits = `${card.cardNumber.slice(0, 6)}${card.cardNumber.slice(-4)}${card.expirationMonth}${card.expirationYear}`;
  return `kx${Array.from(digits, (digit) => DIGIT_LETTERS[Number(digit)]).join('')}${randomLetters(8)}`;
}

function cardError(code: number): TokenizerError {
  return new TokenizerError('card', OPENPAY_ERROR_MESSAGES[code] ?? 'La tarjeta fue declinada.', { code });
}

/** The simulated round trip; cancelling ends it at once. */
function wait(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        reject(signal.reason as Error);
      },
      { once: true },
    );
  });
}

export interface MockTokenizerOptions {
  /** Simulated round trip, so pending states show in development. @default 400 */
  delayMs?: number;
  now?: () => Date;
}

export function createMockTokenizer(options: MockTokenizerOptions = {}): CardTokenizer {
  const delayMs = options.delayMs ?? 400;
  const now = options.now ?? (() => new Date());
  // One device session per page, like Openpay's device data.
  const deviceSessionId = randomLetters(32);

  return {
    provider: 'mock',
    async prepare() {},
    async tokenize(card: CardDetails, { signal } = {}): Promise<CardToken> {
      signal?.throwIfAborted();
      if (delayMs > 0) await wait(delayMs, signal);
      // The same checks Openpay makes before it issues a token.
      if (!isLuhnValid(card.cardNumber)) throw cardError(2004);
      if (isExpiryInPast(card.expirationMonth, card.expirationYear, now())) throw cardError(2005);
      if (!card.cvv2) throw cardError(2006);
      if (!/^\d{3,4}$/.test(card.cvv2)) throw cardError(2009);
      return { tokenId: mockTokenId(card), deviceSessionId };
    },
  };
}
