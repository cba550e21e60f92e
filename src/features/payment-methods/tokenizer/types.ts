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

// The error a tokenizer rejects with lives in src/features/payment-methods/cards, beside the card-error messages that
// read it (quotations show those too).
export { isTokenizerError, TokenizerError } from '@/features/payment-methods/cards/tokenizer-error';

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

export const LOAD_ERROR_MESSAGE = 'No pudimos cargar el formulario seguro de Openpay. Revisa tu conexión e intenta de nuevo.';
export const LOAD_TIMEOUT_MESSAGE =
  'Openpay no respondió a tiempo y el formulario seguro no terminó de cargar. Revisa tu conexión e intenta de nuevo.';
export const NETWORK_ERROR_MESSAGE = 'No pudimos conectar con Openpay. Revisa tu conexión e intenta de nuevo.';
export const CONFIG_ERROR_MESSAGE = 'El pago con tarjeta no está configurado correctamente. Escríbenos a soporte@cotiza.mx.';
