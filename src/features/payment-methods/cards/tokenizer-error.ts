// What a card tokenizer (features/payment-methods/tokenizer) rejects with. Shared because
// card-errors.ts turns it into the customer's sentence wherever a card error shows.

export type TokenizerErrorKind =
  /** The provider rejected the card (it carries the provider's error code). */
  | 'card'
  /** The provider's scripts could not be loaded, or did not load in time. */
  | 'load'
  /** The provider could not be reached while tokenizing. */
  | 'network'
  /** The tokenizer is misconfigured (e.g. a private key). */
  | 'config';

export class TokenizerError extends Error {
  readonly kind: TokenizerErrorKind;
  /** Openpay's `error_code`, when the provider gave one. */
  readonly code: number | null;

  constructor(kind: TokenizerErrorKind, message: string, options: { code?: number | null; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'TokenizerError';
    this.kind = kind;
    this.code = options.code ?? null;
  }
}

export function isTokenizerError(error: unknown): error is TokenizerError {
  return error instanceof TokenizerError;
}
