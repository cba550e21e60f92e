// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/api';
import { normalizeException, normalizeResponse } from '@/lib/api/errors';
import { isOutcomeUnknown, settleWrite, WriteOutcomeError, type WriteOutcome } from './unknown-outcome';

/** The ApiError the client makes of an answer with this status and body. */
const answered = (status: number, body: unknown = null) => normalizeResponse(status, body) as ApiError;

describe('isOutcomeUnknown', () => {
  it.each([
    ['no answer', normalizeException(new TypeError('Failed to fetch'), { authCall: false })],
    ['a timeout', normalizeException(Object.assign(new Error('t'), { name: 'TimeoutError' }), { authCall: false })],
    ['a 500', answered(500, { message: 'Error interno' })],
    ['a 503 (the spec’s 404 "Error")', answered(503)],
    ['a 200 of the wrong shape', new ApiError(500, 'x', { kind: 'invalid-body', httpStatus: 200 })],
    ['an empty 400', answered(400)],
    ['an empty 404', answered(404)],
    ['an empty 409', answered(409, '')],
    ['a 422 whose body has no message', answered(422, { error: 'Unprocessable' })],
    ['a blank message', answered(409, { message: '  ' })],
    ['something that is not an API error', new Error('boom')],
  ])('%s says nothing about what the server did', (_case, error) => {
    expect(isOutcomeUnknown(error)).toBe(true);
  });

  it.each([
    ['a decline with Openpay’s code', answered(400, { message: 'Card declined', error_code: 3001 })],
    ['the server’s own 404', answered(404, { message: 'No encontramos la tarjeta.' })],
    ['the server’s own 409', answered(409, { message: 'Esta cotización ya fue pagada.' })],
    ['a 422 with field errors', answered(422, { message: 'Revisa los datos.', errors: [{ field: 'cardId', message: 'x' }] })],
    ['a 429 (answered before acting)', answered(429)],
    ['a 401 (the session’s)', answered(401)],
  ])('%s is a definite answer', (_case, error) => {
    expect(isOutcomeUnknown(error)).toBe(false);
  });
});

describe('settleWrite', () => {
  const lost = normalizeException(new TypeError('Failed to fetch'), { authCall: false });
  const refusal = answered(409, { message: 'Esta cotización ya fue pagada.' });
  const settle = (write: () => Promise<string>, reread: () => Promise<{ saved: boolean }>) => {
    const rereads = { count: 0 };
    const result = settleWrite(write, {
      reread: () => {
        rereads.count += 1;
        return reread();
      },
      made: (state) => (state.saved ? 'hecho' : undefined),
      refused: (error) => {
        throw new WriteOutcomeError<WriteOutcome>('refused', error);
      },
      failure: (outcome, reason) => new WriteOutcomeError(outcome, reason),
    });
    return { result, rereads };
  };
  const outcomeOf = (promise: Promise<unknown>) =>
    promise.then(
      () => 'ok',
      (error: WriteOutcomeError<WriteOutcome>) => error.outcome,
    );

  it('answered: the answer, nothing read again', async () => {
    const { result, rereads } = settle(
      () => Promise.resolve('respuesta'),
      () => Promise.resolve({ saved: false }),
    );
    await expect(result).resolves.toBe('respuesta');
    expect(rereads.count).toBe(0);
  });

  it('refused with the server’s words: the caller’s refusal, nothing read again', async () => {
    const { result, rereads } = settle(
      () => Promise.reject(refusal),
      () => Promise.resolve({ saved: true }),
    );
    expect(await outcomeOf(result)).toBe('refused');
    expect(rereads.count).toBe(0);
  });

  it('a lost answer is settled by the server’s state: made, not made, or unknown when it cannot be read', async () => {
    expect(
      await settle(
        () => Promise.reject(lost),
        () => Promise.resolve({ saved: true }),
      ).result,
    ).toBe('hecho');
    expect(
      await outcomeOf(
        settle(
          () => Promise.reject(lost),
          () => Promise.resolve({ saved: false }),
        ).result,
      ),
    ).toBe('not-made');
    const unread = settle(
      () => Promise.reject(lost),
      () => Promise.reject(lost),
    );
    expect(await outcomeOf(unread.result)).toBe('unconfirmed');
    expect(unread.rereads.count).toBe(1);
  });
});
