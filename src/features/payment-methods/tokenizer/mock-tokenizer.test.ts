import fc from 'fast-check';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { luhnCheckDigit } from '../card-validation';
import { createMockTokenizer } from './mock-tokenizer';
import type { CardDetails } from './types';

const NOW = new Date('2026-11-22T18:00:00Z');
const tokenizer = createMockTokenizer({ delayMs: 0, now: () => NOW });

const card = (overrides: Partial<CardDetails> = {}): CardDetails => ({
  holderName: 'José Luis Ramírez Ortiz',
  cardNumber: '4111111111111111',
  expirationMonth: '07',
  expirationYear: '30',
  cvv2: '847',
  ...overrides,
});

describe('mock tokenizer', () => {
  afterEach(() => vi.restoreAllMocks());

  it('approves Openpay’s approved sandbox cards with a token and a device session', async () => {
    for (const cardNumber of ['4111111111111111', '4242424242424242', '5555555555554444', '5105105105105100']) {
      const token = await tokenizer.tokenize(card({ cardNumber }));
      expect(token.tokenId).toMatch(/^kx[a-j]{14}[a-z]{8}$/);
      expect(token.deviceSessionId).toMatch(/^[a-z]{32}$/);
    }
    const amex = await tokenizer.tokenize(card({ cardNumber: '345678000000007', cvv2: '1234' }));
    expect(amex.tokenId).toMatch(/^kx[a-j]{14}[a-z]{8}$/);
  });

  it('tokenises Openpay’s failing sandbox cards like any other: they fail when charged, not here', async () => {
    for (const cardNumber of ['4222222222222220', '4000000000000069', '4444444444444448', '4000000000000119', '4000000000000044']) {
      await expect(tokenizer.tokenize(card({ cardNumber }))).resolves.toMatchObject({ tokenId: expect.stringMatching(/^kx/) as string });
    }
  });

  it('writes into the token what Openpay tells the server of a card: first six, last four and expiry, as letters', async () => {
    const token = await tokenizer.tokenize(card({ cardNumber: '4242424242424242', expirationMonth: '05', expirationYear: '30' }));
    // 424242 4242 05 30 → ececec ecec af da
    expect(token.tokenId.slice(0, 16)).toBe('kxecececececafda');
  });

  it('makes Openpay’s own data checks', async () => {
    await expect(tokenizer.tokenize(card({ cardNumber: '4111111111111112' }))).rejects.toMatchObject({ code: 2004 });
    await expect(tokenizer.tokenize(card({ expirationMonth: '10', expirationYear: '26' }))).rejects.toMatchObject({ code: 2005 });
    await expect(tokenizer.tokenize(card({ cvv2: '' }))).rejects.toMatchObject({ code: 2006 });
  });

  it('stops at once when the tokenization is cancelled, and gives no token afterwards', async () => {
    const slow = createMockTokenizer({ delayMs: 60_000, now: () => NOW });
    const controller = new AbortController();
    const attempt = slow.tokenize(card(), { signal: controller.signal });
    controller.abort();
    await expect(attempt).rejects.toMatchObject({ name: 'AbortError' });
    await expect(slow.tokenize(card(), { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('never puts the number or the CVV in what it returns, and never uses the network', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const xhrSpy = vi.spyOn(XMLHttpRequest.prototype, 'open');
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 14, maxLength: 14 }).map((d) => `4${d.join('')}`),
        fc.array(fc.integer({ min: 0, max: 9 }), { minLength: 3, maxLength: 3 }).map((d) => d.join('')),
        async (payload, cvv2) => {
          const cardNumber = payload + String(luhnCheckDigit(payload));
          const token = await tokenizer.tokenize(card({ cardNumber, cvv2 }));
          const out = JSON.stringify(token);
          return !out.includes(cardNumber) && !out.includes(cardNumber.slice(-4)) && !out.includes(cvv2);
        },
      ),
      { numRuns: 50 },
    );
    expect(fetchSpy).not.toHaveBeenCalled();
    expect(xhrSpy).not.toHaveBeenCalled();
  });
});
