// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  ApiError,
  errorMessage,
  hasStatus,
  isNotFound,
  isRateLimited,
  normalizeResponse,
  parseRetryAfter,
  waitDescription,
} from './errors';

const headers = (values: Record<string, string>) => ({ get: (name: string) => values[name] ?? null });

describe('a 429 (too many requests)', () => {
  it('stays the catalogue’s unlisted "Error", keeps Retry-After, and is never "not found"', () => {
    const error = normalizeResponse(429, { message: 'Demasiados intentos' }, headers({ 'Retry-After': '90' }));
    expect(error).toBeInstanceOf(ApiError);
    const apiError = error as ApiError;
    expect(apiError).toMatchObject({ status: 404, message: 'Error', kind: 'unlisted', httpStatus: 429, retryAfter: 90 });
    expect(isRateLimited(apiError)).toBe(true);
    expect(isNotFound(apiError)).toBe(false);
    expect(hasStatus(apiError, 404)).toBe(false);
    expect(errorMessage(apiError)).toBe('Error (429): hiciste demasiados intentos. Espera 2 minutos e inténtalo de nuevo.');
  });

  it('without a readable Retry-After (a header the browser was not allowed to read) it asks for a few minutes', () => {
    const error = normalizeResponse(429, {}) as ApiError;
    expect(error.retryAfter).toBeNull();
    expect(errorMessage(error)).toBe('Error (429): hiciste demasiados intentos. Espera unos minutos e inténtalo de nuevo.');
  });

  it('other unlisted statuses keep their message and ignore Retry-After', () => {
    const error = normalizeResponse(503, {}, headers({ 'Retry-After': '30' })) as ApiError;
    expect(isRateLimited(error)).toBe(false);
    expect(error.retryAfter).toBeNull();
    expect(errorMessage(error)).toBe('Error (503). Intenta de nuevo en unos minutos.');
  });
});

describe('parseRetryAfter', () => {
  const now = Date.parse('2026-11-22T18:00:00Z');
  it.each([
    ['60', 60],
    [' 5 ', 5],
    ['0', 1],
    ['999999', 86_400],
    ['Sun, 22 Nov 2026 18:02:30 GMT', 150],
    ['Sun, 22 Nov 2026 17:00:00 GMT', 1],
    ['pronto', null],
    ['-3', null],
    ['', null],
    [null, null],
  ])('%j → %j seconds', (value, seconds) => {
    expect(parseRetryAfter(value, now)).toBe(seconds);
  });
});

describe('waitDescription', () => {
  it.each([
    [null, 'unos minutos'],
    [1, '1 segundo'],
    [45, '45 segundos'],
    [60, '1 minuto'],
    [61, '2 minutos'],
    [900, '15 minutos'],
  ])('%j seconds → %s', (seconds, text) => {
    expect(waitDescription(seconds)).toBe(text);
  });
});
