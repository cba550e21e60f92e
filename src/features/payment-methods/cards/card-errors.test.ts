// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { normalizeResponse } from '@/lib/api/errors';
import { ADD_CARD_RATE_LIMITED, cardErrorField, cardErrorMessage, openpayErrorCode, OPENPAY_ERROR_MESSAGES } from './card-errors';
import { TokenizerError } from './tokenizer-error';

describe('Openpay card errors', () => {
  it('has a Spanish sentence for every card code the API relays', () => {
    for (const code of [2002, 2004, 2005, 2006, 2009, 3001, 3002, 3003, 3004, 3005, 3006, 3008, 3009, 3010, 3011, 3012]) {
      expect(OPENPAY_ERROR_MESSAGES[code], String(code)).toMatch(/^[A-ZÁÉÍÓÚ].+\.$/);
    }
    expect(OPENPAY_ERROR_MESSAGES[3001]).toBe('La tarjeta fue declinada.');
    expect(OPENPAY_ERROR_MESSAGES[3002]).toBe('La tarjeta ha expirado.');
    expect(OPENPAY_ERROR_MESSAGES[3003]).toBe('La tarjeta no tiene fondos suficientes.');
    for (const code of [3004, 3005, 3009]) expect(OPENPAY_ERROR_MESSAGES[code]).toMatch(/rechazada por el banco/);
  });

  it('explains the 3-D Secure and meses sin intereses refusals, and says what to do instead', () => {
    for (const code of [1012, 2010, 3201, 3203, 3204, 3205]) {
      expect(OPENPAY_ERROR_MESSAGES[code], String(code)).toMatch(/^[A-ZÁÉÍÓÚ].+\.$/);
    }
    expect(OPENPAY_ERROR_MESSAGES[2010]).toMatch(/3D Secure/);
    for (const code of [3201, 3203, 3204, 3205]) expect(OPENPAY_ERROR_MESSAGES[code]).toMatch(/meses sin intereses.*una sola exhibición/);
    const belowMinimum = new ApiError(400, 'x', { body: { message: 'x', error_code: 3204, category: 'request' } });
    expect(cardErrorMessage(belowMinimum)).toBe(OPENPAY_ERROR_MESSAGES[3204]);
    expect(openpayErrorCode(belowMinimum)).toBe(3204);
  });

  it('turns an API error with an Openpay code into its sentence', () => {
    const declined = new ApiError(400, 'Card declined', { body: { message: 'Card declined', error_code: 3001 } });
    expect(cardErrorMessage(declined)).toBe('La tarjeta fue declinada.');
    const asText = new ApiError(400, 'x', { body: { message: 'x', error_code: '3003' } });
    expect(cardErrorMessage(asText)).toBe('La tarjeta no tiene fondos suficientes.');
  });

  it('falls back to the normalised message', () => {
    const unknownCode = new ApiError(400, 'Los datos de la tarjeta expiraron. Vuelve a intentarlo.', {
      body: { message: 'Los datos de la tarjeta expiraron. Vuelve a intentarlo.', error_code: 1005 },
    });
    expect(cardErrorMessage(unknownCode)).toBe('Los datos de la tarjeta expiraron. Vuelve a intentarlo.');
    expect(cardErrorMessage(new ApiError(500, 'Error 500'))).toBe('Error 500');
    expect(cardErrorMessage(new Error('boom'))).toBe('Ocurrió un error inesperado. Intenta de nuevo.');
  });

  it('reads tokenizer errors too', () => {
    expect(cardErrorMessage(new TokenizerError('card', 'x', { code: 2004 }))).toBe(OPENPAY_ERROR_MESSAGES[2004]);
    expect(cardErrorMessage(new TokenizerError('load', 'No pudimos cargar.'))).toBe('No pudimos cargar.');
  });

  it('points each data error at its field', () => {
    const withCode = (code: number) => new ApiError(400, 'x', { body: { message: 'x', error_code: code } });
    expect(cardErrorField(withCode(2004))).toBe('cardNumber');
    expect(cardErrorField(withCode(2005))).toBe('expiry');
    expect(cardErrorField(withCode(3002))).toBe('expiry');
    expect(cardErrorField(withCode(2006))).toBe('cvv');
    expect(cardErrorField(new TokenizerError('card', 'x', { code: 2009 }))).toBe('cvv');
    expect(cardErrorField(withCode(3001))).toBeNull();
    expect(cardErrorField(new ApiError(500, 'Error 500'))).toBeNull();
  });
});

describe('a 429 is never a card error', () => {
  it('ignores an error_code in its body and says to wait', () => {
    const error = normalizeResponse(429, { message: 'x', error_code: 3001 }, { get: () => '30' });
    expect(openpayErrorCode(error)).toBeNull();
    expect(cardErrorField(error)).toBeNull();
    expect(cardErrorMessage(error, ADD_CARD_RATE_LIMITED)).toBe(
      'Error (429): hiciste demasiados intentos y no se guardó la tarjeta. Espera 30 segundos e inténtalo de nuevo.',
    );
  });
});
