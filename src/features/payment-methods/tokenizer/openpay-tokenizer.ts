// The real tokenizer: Openpay.js in the browser. The card goes straight from
// here to Openpay; we keep only the token id and the device session id.
import type { OpenpayConfig } from '@/config/env';
import { OPENPAY_ERROR_MESSAGES } from '../card-errors';
import { loadScript as defaultLoadScript, type ScriptLoader } from './script-loader';
import {
  CONFIG_ERROR_MESSAGE,
  LOAD_ERROR_MESSAGE,
  NETWORK_ERROR_MESSAGE,
  TokenizerError,
  type CardDetails,
  type CardToken,
  type CardTokenizer,
} from './types';

// Sandbox and production use the same scripts; setSandboxMode picks the API host.
export const OPENPAY_SCRIPT = 'https://js.openpay.mx/openpay.v1.min.js';
export const OPENPAY_DATA_SCRIPT = 'https://js.openpay.mx/openpay-data.v1.min.js';

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
  timeoutMs?: number;
}

/** Openpay's error callback → a TokenizerError with a Spanish message. */
export function toTokenizerError(response: OpenPayErrorResponse | undefined): TokenizerError {
  const code = response?.data?.error_code;
  if (typeof code === 'number') {
    return new TokenizerError('card', OPENPAY_ERROR_MESSAGES[code] ?? UNKNOWN_CARD_ERROR, { code });
  }
  // No error_code: the request never got an answer from Openpay (status 0) or the answer was unreadable.
  return new TokenizerError('network', NETWORK_ERROR_MESSAGE, { cause: response });
}

export function createOpenpayTokenizer(config: OpenpayConfig, deps: OpenpayTokenizerDeps = {}): CardTokenizer {
  const load = deps.loadScript ?? defaultLoadScript;
  const getOpenPay = deps.getOpenPay ?? (() => window.OpenPay);
  const timeoutMs = deps.timeoutMs ?? TOKEN_TIMEOUT_MS;

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
          await load(OPENPAY_SCRIPT);
          await load(OPENPAY_DATA_SCRIPT);
        } catch (error) {
          throw new TokenizerError('load', LOAD_ERROR_MESSAGE, { cause: error });
        }
        const openPay = getOpenPay();
        if (!openPay?.token || !openPay.deviceData) throw new TokenizerError('load', LOAD_ERROR_MESSAGE);
        openPay.setId(config.merchantId);
        openPay.setApiKey(config.publicKey);
        openPay.setSandboxMode(config.sandbox);
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
    async tokenize(card: CardDetails): Promise<CardToken> {
      const { openPay, deviceSessionId } = await prepareOnce();
      return new Promise<CardToken>((resolve, reject) => {
        const timer = setTimeout(() => reject(new TokenizerError('network', NETWORK_ERROR_MESSAGE)), timeoutMs);
        openPay.token.create(
          {
            card_number: card.cardNumber,
            holder_name: card.holderName,
            expiration_year: card.expirationYear,
            expiration_month: card.expirationMonth,
            cvv2: card.cvv2,
          },
          (response) => {
            clearTimeout(timer);
            const tokenId = response?.data?.id;
            if (typeof tokenId === 'string' && tokenId !== '') resolve({ tokenId, deviceSessionId });
            else reject(new TokenizerError('network', NETWORK_ERROR_MESSAGE));
          },
          (response) => {
            clearTimeout(timer);
            reject(toTokenizerError(response));
          },
        );
      });
    },
  };
}
