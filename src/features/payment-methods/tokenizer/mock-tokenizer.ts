// Development and test tokenizer: behaves like Openpay's sandbox test cards and
// never sends the card anywhere (no network, no storage, no logging).
import { OPENPAY_ERROR_MESSAGES } from '../card-errors';
import { isExpiryInPast, isLuhnValid } from '../card-validation';
import { TokenizerError, type CardDetails, type CardToken, type CardTokenizer } from './types';

/**
 * Openpay's published sandbox cards that fail, with the error each one gives.
 * Any other valid number is approved, like Openpay's approved test cards
 * (4111111111111111, 4242424242424242, 5555555555554444, 5105105105105100,
 * 345678000000007, 343434343434343).
 */
export const SANDBOX_DECLINED_CARDS: Readonly<Record<string, number>> = {
  '4222222222222220': 3001, // declined
  '4000000000000002': 3001, // declined
  '4000000000000069': 3002, // expired
  '4444444444444448': 3003, // insufficient funds
  '4000000000000119': 3004, // stolen: declined by the bank
  '4000000000000044': 3005, // fraud: declined by the bank
};

// Letters only, so that a card number or CVV can never appear in an id by chance.
const ALPHABET = 'abcdefghijklmnopqrstuvwxyz';

function randomLetters(length: number): string {
  const bytes = new Uint8Array(length);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => ALPHABET[byte % ALPHABET.length]).join('');
}

function cardError(code: number): TokenizerError {
  return new TokenizerError('card', OPENPAY_ERROR_MESSAGES[code] ?? 'La tarjeta fue declinada.', { code });
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
    async tokenize(card: CardDetails): Promise<CardToken> {
      if (delayMs > 0) await new Promise((resolve) => setTimeout(resolve, delayMs));
      // The same checks Openpay makes before it issues a token.
      if (!isLuhnValid(card.cardNumber)) throw cardError(2004);
      if (isExpiryInPast(card.expirationMonth, card.expirationYear, now())) throw cardError(2005);
      if (!card.cvv2) throw cardError(2006);
      if (!/^\d{3,4}$/.test(card.cvv2)) throw cardError(2009);
      const declined = SANDBOX_DECLINED_CARDS[card.cardNumber];
      if (declined !== undefined) throw cardError(declined);
      return { tokenId: `k${randomLetters(19)}`, deviceSessionId };
    },
  };
}
