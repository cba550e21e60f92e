// The tokenizer boundary: card numbers and CVVs go in here and never come out.
// Our API only ever receives the token id and the device session id.

/** What the customer typed, already sanitised by the form. */
export interface CardDetails {
  holderName: string;
  /** Digits only. */
  cardNumber: string;
  /** Two digits, "01"–"12". */
  expirationMonth: string;
  /** Two digits, "29" = 2029. */
  expirationYear: string;
  /** Digits only. */
  cvv2: string;
}

export interface CardToken {
  tokenId: string;
  deviceSessionId: string;
}

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

interface TokenizeOptions {
  /**
   * Aborting gives up on the token: the promise rejects with the signal's reason at once, and a
   * token that arrives later is dropped.
   */
  signal?: AbortSignal;
}

export interface CardTokenizer {
  readonly provider: 'openpay' | 'mock';
  /**
   * Gets ready to tokenize (Openpay: loads its scripts and starts the device session).
   * Called when the add-card dialog opens; safe to call again after a failure. Time-limited:
   * it never waits without end.
   */
  prepare(): Promise<void>;
  /**
   * Turns the card into a single-use token (preparing first if needed). Rejects with a
   * TokenizerError, or with the signal's reason once aborted. Time-limited end to end.
   */
  tokenize(card: CardDetails, options?: TokenizeOptions): Promise<CardToken>;
}

export const LOAD_ERROR_MESSAGE =
  'No pudimos cargar el formulario seguro de Openpay. Revisa tu conexión e intenta de nuevo.';
export const LOAD_TIMEOUT_MESSAGE =
  'Openpay no respondió a tiempo y el formulario seguro no terminó de cargar. Revisa tu conexión e intenta de nuevo.';
export const NETWORK_ERROR_MESSAGE = 'No pudimos conectar con Openpay. Revisa tu conexión e intenta de nuevo.';
export const CONFIG_ERROR_MESSAGE =
  'El pago con tarjeta no está configurado correctamente. Escríbenos a soporte@cotiza.mx.';
