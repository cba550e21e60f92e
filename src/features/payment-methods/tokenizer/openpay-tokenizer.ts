// The real tokenizer: Openpay.js in the browser. The card goes straight from
// here to Openpay; we keep only the token id and the device session id.
import type { OpenpayConfig } from '@/config/env';
import { OPENPAY_ERROR_MESSAGES } from '@/features/payment-methods/cards/card-errors';
import { abortable } from './abortable';
import { loadScript as defaultLoadScript, SCRIPT_TIMEOUT_MS, ScriptTimeoutError, type ScriptLoader } from './script-loader';
import {
  CONFIG_ERROR_MESSAGE,
  LOAD_ERROR_MESSAGE,
  LOAD_TIMEOUT_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  TokenizerError,
  type CardDetails,
  type CardToken,
  type CardTokenizer,
} from './types';

// Sandbox and production use the same scripts; setSandboxMode picks the API host.
export const OPENPAY_SCRIPT = 'https://js.openpay.mx/openpay.v1.min.js';
export const OPENPAY_DATA_SCRIPT = 'https://js.openpay.mx/openpay-data.v1.min.js';

// Time limits. Nothing waits without end: preparing takes at most two script loads (the device
// data is set up synchronously), tokenizing at most that plus the token.
/** Each of Openpay's two scripts: past it the script is removed and the next try loads it anew. */
const SCRIPT_LOAD_TIMEOUT_MS = SCRIPT_TIMEOUT_MS;
/** A token that never comes back is treated as a lost connection. */
const TOKEN_TIMEOUT_MS = 30_000;

const UNKNOWN_CARD_ERROR = 'No pudimos validar la tarjeta. Revisa los datos e intenta de nuevo.';

/** The card fields OpenPay.token.create expects (expiry as two-digit strings). */
export interface OpenPayCardData {
  card_number: string;
  holder_name: string;
  expiration_year: string;
  expiration_month: string;
  cvv2: string;
}

export interface OpenPaySuccessResponse {
  data: { id: string; card?: Record<string, unknown> };
  status?: number;
}

export interface OpenPayErrorResponse {
  status?: number;
  message?: string;
  data?: {
    error_code?: number;
    description?: string;
    category?: string;
    http_code?: number;
    request_id?: string;
  };
}

/** The part of Openpay's global `OpenPay` object that we use. */
export interface OpenPayGlobal {
  setId(merchantId: string): void;
  setApiKey(publicKey: string): void;
  setSandboxMode(sandbox: boolean): void;
  deviceData: { setup(formId?: string, hiddenFieldName?: string): string };
  token: {
    create(
      card: OpenPayCardData,
      onSuccess: (response: OpenPaySuccessResponse) => void,
      onError: (response: OpenPayErrorResponse) => void,
    ): void;
  };
}

declare global {
  interface Window {
    OpenPay?: OpenPayGlobal;
  }
}

export interface OpenpayTokenizerDeps {
  loadScript?: ScriptLoader;
  getOpenPay?: () => OpenPayGlobal | undefined;
  /** The token's time limit (ms). @default 30000 */
  timeoutMs?: number;
  /** Each script's time limit (ms), handed to the loader. @default 15000 */
  loadTimeoutMs?: number;
}

/** Openpay's error callback → a TokenizerError with a Spanish message. */
function toTokenizerError(response: OpenPayErrorResponse | undefined): TokenizerError {
  const code = response?.data?.error_code;
  if (typeof code === 'number') {
    return new TokenizerError('card', OPENPAY_ERROR_MESSAGES[code] ?? UNKNOWN_CARD_ERROR, { code });
  }
  // No error_code: the request never got an answer from Openpay (status 0) or the answer was unreadable.
  return new TokenizerError('network', NETWORK_ERROR_MESSAGE, { cause: response });
}

/**
 * The callbacks handed to Openpay and the promise they settle, with the token's time limit.
 * Built apart from the card on purpose: Openpay may hold these callbacks for as long as its
 * request lasts (or forever), and they must not keep the card reachable.
 */
function tokenCallbacks(timeoutMs: number) {
  let settle!: { resolve: (tokenId: string) => void; reject: (error: TokenizerError) => void };
  const promise = new Promise<string>((resolve, reject) => {
    settle = { resolve, reject };
  });
  const timer = setTimeout(() => settle.reject(new TokenizerError('network', NETWORK_ERROR_MESSAGE)), timeoutMs);
  return {
    promise,
    // Arrow functions: Openpay calls them unbound.
    onSuccess: (response: OpenPaySuccessResponse) => {
      clearTimeout(timer);
      const tokenId = response?.data?.id;
      if (typeof tokenId === 'string' && tokenId !== '') settle.resolve(tokenId);
      else settle.reject(new TokenizerError('network', NETWORK_ERROR_MESSAGE));
    },
    onError: (response: OpenPayErrorResponse) => {
      clearTimeout(timer);
      settle.reject(toTokenizerError(response));
    },
    /** Openpay threw instead of calling back; what it threw is not kept (it was handling the card). */
    fail() {
      clearTimeout(timer);
      settle.reject(new TokenizerError('network', NETWORK_ERROR_MESSAGE));
    },
  };
}

/** Asks Openpay for a token; settles within `timeoutMs`. */
function requestToken(openPay: OpenPayGlobal, card: OpenPayCardData, timeoutMs: number): Promise<string> {
  const callbacks = tokenCallbacks(timeoutMs);
  try {
    openPay.token.create(card, callbacks.onSuccess, callbacks.onError);
  } catch {
    callbacks.fail();
  }
  return callbacks.promise;
}

export function createOpenpayTokenizer(config: OpenpayConfig, deps: OpenpayTokenizerDeps = {}): CardTokenizer {
  const load = deps.loadScript ?? defaultLoadScript;
  const getOpenPay = deps.getOpenPay ?? (() => window.OpenPay);
  const timeoutMs = deps.timeoutMs ?? TOKEN_TIMEOUT_MS;
  const loadTimeoutMs = deps.loadTimeoutMs ?? SCRIPT_LOAD_TIMEOUT_MS;

  let ready: Promise<{ openPay: OpenPayGlobal; deviceSessionId: string }> | null = null;

  function prepareOnce() {
    if (!ready) {
      ready = (async () => {
        // Only the public key may reach a browser; a private key would be visible to everyone.
        if (!config.merchantId || !config.publicKey || config.publicKey.startsWith('sk_')) {
          throw new TokenizerError('config', CONFIG_ERROR_MESSAGE);
        }
        try {
          // The device-data script extends the OpenPay object, so it loads second.
          await load(OPENPAY_SCRIPT, { timeoutMs: loadTimeoutMs });
          await load(OPENPAY_DATA_SCRIPT, { timeoutMs: loadTimeoutMs });
        } catch (error) {
          const message = error instanceof ScriptTimeoutError ? LOAD_TIMEOUT_MESSAGE : LOAD_ERROR_MESSAGE;
          throw new TokenizerError('load', message, { cause: error });
        }
        const openPay = getOpenPay();
        if (!openPay?.token || !openPay.deviceData) throw new TokenizerError('load', LOAD_ERROR_MESSAGE);
        openPay.setId(config.merchantId);
        openPay.setApiKey(config.publicKey);
        openPay.setSandboxMode(config.sandbox);
        // Synchronous: it returns the session id at once (the fingerprint is sent in the background).
        const deviceSessionId = openPay.deviceData.setup();
        if (!deviceSessionId) throw new TokenizerError('load', LOAD_ERROR_MESSAGE);
        return { openPay, deviceSessionId };
      })();
      // Forget a failure so that the next attempt loads again.
      ready.catch(() => {
        ready = null;
      });
    }
    return ready;
  }

  return {
    provider: 'openpay',
    async prepare() {
      await prepareOnce();
    },
    async tokenize(card: CardDetails, { signal } = {}): Promise<CardToken> {
      signal?.throwIfAborted();
      // A cancelled tokenization stops waiting at once; the shared preparation goes on (it is
      // time-limited) and serves the next try.
      const { openPay, deviceSessionId } = await abortable(prepareOnce(), signal);
      const data: OpenPayCardData = {
        card_number: card.cardNumber,
        holder_name: card.holderName,
        expiration_year: card.expirationYear,
        expiration_month: card.expirationMonth,
        cvv2: card.cvv2,
      };
      // Openpay cannot be told to stop; its late answer is dropped.
      const tokenId = await abortable(requestToken(openPay, data, timeoutMs), signal);
      return { tokenId, deviceSessionId };
    },
  };
}
