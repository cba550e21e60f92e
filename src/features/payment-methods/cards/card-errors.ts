// Openpay's error codes as Spanish sentences for the customer, in Openpay's own
// wording where it has one. Used for errors our API relays from Openpay and for
// errors the tokenizer reports in the browser.
import { errorMessage, isApiError, isRateLimited, rateLimitMessage } from '@/lib/api';
import { isTokenizerError } from './tokenizer-error';

const DECLINED_BY_BANK = 'La tarjeta fue rechazada por el banco. Comunícate con tu banco o usa otra tarjeta.';

export const OPENPAY_ERROR_MESSAGES: Record<number, string> = {
  // General
  1000: 'Ocurrió un error interno en el servidor de Openpay. Intenta de nuevo en unos minutos.',
  1001: 'Los datos de la tarjeta no tienen el formato correcto. Revísalos e intenta de nuevo.',
  1003: 'La operación no se pudo completar porque uno o más datos no son correctos.',
  1004: 'El servicio de pagos no está disponible en este momento. Intenta de nuevo en unos minutos.',
  1012: 'El monto del pago está fuera de los límites permitidos para esta forma de pago. Elige otra.',
  // Storage
  2002: 'La tarjeta con este número ya se encuentra registrada en tu cuenta.',
  2004: 'El número de la tarjeta no es válido. Revisa que esté bien escrito.',
  2005: 'La fecha de expiración de la tarjeta es anterior a la fecha actual.',
  2006: 'El código de seguridad de la tarjeta (CVV2) no fue proporcionado.',
  2007: 'El número de tarjeta es de prueba, solamente puede usarse en Sandbox.',
  2009: 'El código de seguridad de la tarjeta (CVV2) no es válido.',
  2010: 'La autenticación 3D Secure falló. Intenta de nuevo o usa otra tarjeta.',
  2011: 'Este tipo de tarjeta no es soportado.',
  // Cards
  3001: 'La tarjeta fue declinada.',
  3002: 'La tarjeta ha expirado.',
  3003: 'La tarjeta no tiene fondos suficientes.',
  3004: DECLINED_BY_BANK,
  3005: DECLINED_BY_BANK,
  3006: 'La operación no está permitida para este cliente o esta transacción.',
  3008: 'La tarjeta no es soportada en transacciones en línea.',
  3009: DECLINED_BY_BANK,
  3010: 'El banco ha restringido la tarjeta. Comunícate con tu banco o usa otra tarjeta.',
  3011: 'El banco ha solicitado que la tarjeta sea retenida. Comunícate con tu banco.',
  3012: 'Se requiere solicitar al banco autorización para realizar este pago.',
  // Meses sin intereses
  3201: 'Los meses sin intereses no están disponibles por ahora. Paga en una sola exhibición.',
  3203: 'Los meses sin intereses no están disponibles para esta tarjeta. Paga en una sola exhibición o usa una tarjeta de crédito.',
  3204: 'El monto es menor al mínimo para este plan de meses sin intereses. Elige menos meses o paga en una sola exhibición.',
  3205: 'Este plan de meses sin intereses no está disponible para esta cotización. Elige otro plan o paga en una sola exhibición.',
};

/** Openpay's `error_code` in an error body, when there is one. */
export function openpayErrorCode(error: unknown): number | null {
  if (isTokenizerError(error)) return error.code;
  // Only a catalogue status relays a card decline: a 429 or a 503 is never one, whatever its body says.
  if (!isApiError(error) || error.kind !== 'http') return null;
  const body = error.body;
  if (body && typeof body === 'object' && 'error_code' in body) {
    const code = body.error_code;
    if (typeof code === 'number' && Number.isInteger(code)) return code;
    if (typeof code === 'string' && /^\d+$/.test(code)) return Number(code);
  }
  return null;
}

/** What a 429 on adding a card means: the API refused before storing anything. */
export const ADD_CARD_RATE_LIMITED = 'hiciste demasiados intentos y no se guardó la tarjeta';

/**
 * A Spanish sentence for a card error: the sentence for Openpay's `error_code` when we
 * know it, otherwise the normalised message (the server's `message` or the default). A 429 says
 * what did not happen (`rateLimited`) and how long to wait; it is never a decline.
 */
export function cardErrorMessage(error: unknown, rateLimited?: string): string {
  if (isApiError(error) && isRateLimited(error)) return rateLimitMessage(error, rateLimited);
  const code = openpayErrorCode(error);
  if (code !== null && OPENPAY_ERROR_MESSAGES[code]) return OPENPAY_ERROR_MESSAGES[code];
  if (isTokenizerError(error)) return error.message;
  return errorMessage(error);
}

export type CardErrorField = 'cardNumber' | 'expiry' | 'cvv';

/** The form field a card error belongs to, so the message shows where the fix is. */
export function cardErrorField(error: unknown): CardErrorField | null {
  switch (openpayErrorCode(error)) {
    case 2004:
    case 2011:
      return 'cardNumber';
    case 2005:
    case 3002:
      return 'expiry';
    case 2006:
    case 2009:
      return 'cvv';
    case null:
    default:
      return null;
  }
}
