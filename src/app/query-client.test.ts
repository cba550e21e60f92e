// @vitest-environment node
import { afterEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/lib/toast';
import { ApiError, normalizeException, normalizeResponse } from '@/lib/api/errors';
import { createQueryClient } from './query-client';

const options = createQueryClient().getDefaultOptions().queries ?? {};
const retry = (failureCount: number, error: Error) => {
  if (typeof options.retry !== 'function') throw new Error('The app’s query client decides retries by the error');
  return options.retry(failureCount, error);
};
/** The client's delay, or TanStack Query's own when it sets none. */
const retryDelay = (failureCount: number, error: Error) =>
  typeof options.retryDelay === 'function' ? options.retryDelay(failureCount, error) : Math.min(1000 * 2 ** failureCount, 30_000);

const tooManyRequests = (retryAfter: string | null) =>
  normalizeResponse(429, {}, { get: (name) => (name === 'Retry-After' ? retryAfter : null) }) as ApiError;

describe('the queries’ automatic retry', () => {
  it('a 429 asking for a long wait (Retry-After: 30) is not retried: the error state counts down instead', () => {
    expect(retry(0, tooManyRequests('30'))).toBe(false);
  });

  it('a 429 asking for a short wait is retried once, never sooner than asked', () => {
    const error = tooManyRequests('3');
    expect(retry(0, error)).toBe(true);
    expect(retryDelay(0, error)).toBeGreaterThan(2900);
    expect(retryDelay(0, error)).toBeLessThanOrEqual(3000);
    expect(retry(1, error)).toBe(false);
  });

  it('a 429 without a readable Retry-After is not retried (how long to wait is unknown)', () => {
    expect(retry(0, tooManyRequests(null))).toBe(false);
  });

  it('a server fault or no answer is retried once after a second; a client error or a timeout never', () => {
    const serverFault = new ApiError(500, 'Error 500');
    expect(retry(0, serverFault)).toBe(true);
    expect(retryDelay(0, serverFault)).toBe(1000);
    expect(retry(1, serverFault)).toBe(false);
    expect(retry(0, normalizeException(new TypeError('Failed to fetch'), { authCall: false }))).toBe(true);
    expect(retry(0, new ApiError(404, 'No Encontrado'))).toBe(false);
    const timeout = new Error('timed out');
    timeout.name = 'TimeoutError';
    expect(retry(0, normalizeException(timeout, { authCall: false }))).toBe(false);
  });
});

describe('a failed mutation’s toast', () => {
  const fail = async (meta?: { errorToast?: boolean }) => {
    const client = createQueryClient();
    const mutation = client.getMutationCache().build(client, {
      mutationFn: () => Promise.reject(new ApiError(409, 'La tarjeta ya existe')),
      meta,
    });
    await expect(mutation.execute(undefined)).rejects.toThrow('La tarjeta ya existe');
  };

  afterEach(() => vi.restoreAllMocks());

  it('is off by default: the screen shows the error where it happened', async () => {
    const shown = vi.spyOn(toast, 'error');
    await fail();
    await fail({ errorToast: false });
    expect(shown).not.toHaveBeenCalled();
  });

  it('a mutation that asks for it (meta.errorToast) gets the normalised message', async () => {
    const shown = vi.spyOn(toast, 'error');
    await fail({ errorToast: true });
    expect(shown).toHaveBeenCalledExactlyOnceWith('La tarjeta ya existe');
  });
});
