import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createOpenpayTokenizer,
  OPENPAY_DATA_SCRIPT,
  OPENPAY_SCRIPT,
  type OpenPayCardData,
  type OpenPayErrorResponse,
  type OpenPayGlobal,
  type OpenPaySuccessResponse,
} from './openpay-tokenizer';
import { createScriptLoader, loadScript, ScriptTimeoutError } from './script-loader';
import { LOAD_TIMEOUT_MESSAGE, TokenizerError, type CardDetails } from './types';

const CONFIG = { merchantId: 'mzdtln0bmtms6o3kck8f', publicKey: 'pk_f0660ad5a39f4912872e24a7a660370c', sandbox: true };

const CARD: CardDetails = {
  holderName: 'José Luis Ramírez Ortiz',
  cardNumber: '4111111111111111',
  expirationMonth: '07',
  expirationYear: '30',
  cvv2: '123',
};

type Outcome = { success: OpenPaySuccessResponse } | { error: OpenPayErrorResponse } | 'silence' | 'held';

/** A fake `window.OpenPay` with the documented shapes; records every call. */
function fakeOpenPay(outcome: Outcome = { success: { data: { id: 'kzb8ylq1nfhgsxkwt3dc', card: {} } } }) {
  const calls: { method: string; args: unknown[] }[] = [];
  // With 'held', Openpay's callbacks wait here until the test answers.
  const held: { onSuccess: (response: OpenPaySuccessResponse) => void }[] = [];
  const openPay: OpenPayGlobal = {
    setId: (...args) => calls.push({ method: 'setId', args }),
    setApiKey: (...args) => calls.push({ method: 'setApiKey', args }),
    setSandboxMode: (...args) => calls.push({ method: 'setSandboxMode', args }),
    deviceData: {
      setup: (...args) => {
        calls.push({ method: 'deviceData.setup', args });
        return 'kR1MiQhz2otdIuUlQkbEyitIqVMiI16f';
      },
    },
    token: {
      create: (card: OpenPayCardData, onSuccess, onError) => {
        calls.push({ method: 'token.create', args: [card] });
        if (outcome === 'silence') return;
        if (outcome === 'held') {
          held.push({ onSuccess });
          return;
        }
        // Openpay answers asynchronously.
        setTimeout(() => ('success' in outcome ? onSuccess(outcome.success) : onError(outcome.error)), 0);
      },
    },
  };
  return { openPay, calls, held };
}

/** A script loader that "loads" by installing the fake global, or fails for the listed URLs. */
function fakeLoader(install: () => void, failing: string[] = []) {
  const loaded: string[] = [];
  const load = vi.fn(async (src: string) => {
    loaded.push(src);
    if (failing.includes(src)) throw new Error(`network error loading ${src}`);
    if (src === OPENPAY_SCRIPT) install();
  });
  return { load, loaded };
}

function setup(outcome?: Outcome, failing: string[] = []) {
  const { openPay, calls, held } = fakeOpenPay(outcome);
  let global: OpenPayGlobal | undefined;
  const { load, loaded } = fakeLoader(() => {
    global = openPay;
  }, failing);
  const tokenizer = createOpenpayTokenizer(CONFIG, { loadScript: load, getOpenPay: () => global, timeoutMs: 50 });
  return { tokenizer, calls, held, load, loaded };
}

describe('Openpay tokenizer', () => {
  it('loads nothing until it is prepared, then both scripts in order and configures Openpay', async () => {
    const { tokenizer, calls, loaded } = setup();
    expect(loaded).toEqual([]);
    await tokenizer.prepare();
    expect(loaded).toEqual([OPENPAY_SCRIPT, OPENPAY_DATA_SCRIPT]);
    expect(calls).toEqual([
      { method: 'setId', args: [CONFIG.merchantId] },
      { method: 'setApiKey', args: [CONFIG.publicKey] },
      { method: 'setSandboxMode', args: [true] },
      { method: 'deviceData.setup', args: [] },
    ]);
    // A second prepare reuses the loaded scripts.
    await tokenizer.prepare();
    expect(loaded).toHaveLength(2);
  });

  it('uses the public scripts served by Openpay', () => {
    expect(OPENPAY_SCRIPT).toBe('https://js.openpay.mx/openpay.v1.min.js');
    expect(OPENPAY_DATA_SCRIPT).toBe('https://js.openpay.mx/openpay-data.v1.min.js');
  });

  it('sends Openpay the card fields it documents and returns the token with the device session', async () => {
    const { tokenizer, calls } = setup();
    await expect(tokenizer.tokenize(CARD)).resolves.toEqual({
      tokenId: 'kzb8ylq1nfhgsxkwt3dc',
      deviceSessionId: 'kR1MiQhz2otdIuUlQkbEyitIqVMiI16f',
    });
    expect(calls.find((call) => call.method === 'token.create')?.args[0]).toEqual({
      card_number: '4111111111111111',
      holder_name: 'José Luis Ramírez Ortiz',
      expiration_year: '30',
      expiration_month: '07',
      cvv2: '123',
    });
  });

  it('maps Openpay’s error callback to a Spanish message with its code', async () => {
    const { tokenizer } = setup({
      error: {
        status: 402,
        message: 'Card declined',
        data: { error_code: 3001, description: 'The card was declined', category: 'gateway', http_code: 402, request_id: 'r1' },
      },
    });
    const error = await tokenizer.tokenize(CARD).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(TokenizerError);
    expect(error).toMatchObject({ kind: 'card', code: 3001, message: 'La tarjeta fue declinada.' });
  });

  it('never shows Openpay’s English description for a code it does not know', async () => {
    const { tokenizer } = setup({ error: { status: 422, data: { error_code: 9999, description: 'Something odd' } } });
    await expect(tokenizer.tokenize(CARD)).rejects.toMatchObject({
      kind: 'card',
      code: 9999,
      message: 'No pudimos validar la tarjeta. Revisa los datos e intenta de nuevo.',
    });
  });

  it('treats an error without a code (status 0) as a lost connection', async () => {
    const { tokenizer } = setup({ error: { status: 0, message: 'Request error' } });
    await expect(tokenizer.tokenize(CARD)).rejects.toMatchObject({
      kind: 'network',
      code: null,
      message: 'No pudimos conectar con Openpay. Revisa tu conexión e intenta de nuevo.',
    });
  });

  it('gives up on a token that never comes back', async () => {
    const { tokenizer } = setup('silence');
    await expect(tokenizer.tokenize(CARD)).rejects.toMatchObject({ kind: 'network' });
  });

  it('reports a script that fails to load, and loads again on the next try', async () => {
    const failing = [OPENPAY_DATA_SCRIPT];
    const { tokenizer, loaded, calls } = setup(undefined, failing);
    await expect(tokenizer.prepare()).rejects.toMatchObject({
      kind: 'load',
      message: 'No pudimos cargar el formulario seguro de Openpay. Revisa tu conexión e intenta de nuevo.',
    });
    await expect(tokenizer.tokenize(CARD)).rejects.toMatchObject({ kind: 'load' });
    expect(calls.some((call) => call.method === 'token.create')).toBe(false);
    // The network is back.
    failing.length = 0;
    await expect(tokenizer.tokenize(CARD)).resolves.toMatchObject({ tokenId: 'kzb8ylq1nfhgsxkwt3dc' });
    expect(loaded.filter((src) => src === OPENPAY_DATA_SCRIPT)).toHaveLength(3);
  });

  it('drops a token that arrives after the tokenization was cancelled', async () => {
    const { tokenizer, held } = setup('held');
    const controller = new AbortController();
    const attempt = tokenizer.tokenize(CARD, { signal: controller.signal });
    await vi.waitFor(() => expect(held).toHaveLength(1));
    controller.abort();
    await expect(attempt).rejects.toMatchObject({ name: 'AbortError' });
    // Openpay answers late: nothing comes of it.
    held[0]!.onSuccess({ data: { id: 'kzlatetoken' } });
    await expect(attempt).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('stops waiting for a stalled script as soon as the tokenization is cancelled', async () => {
    const { openPay } = fakeOpenPay();
    const never = vi.fn(() => new Promise<void>(() => {}));
    const tokenizer = createOpenpayTokenizer(CONFIG, { loadScript: never, getOpenPay: () => openPay });
    const controller = new AbortController();
    const attempt = tokenizer.tokenize(CARD, { signal: controller.signal });
    controller.abort();
    await expect(attempt).rejects.toMatchObject({ name: 'AbortError' });
    await expect(tokenizer.tokenize(CARD, { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });

  it('hands each script its time limit: 15 s unless told otherwise', async () => {
    const { tokenizer, load } = setup();
    await tokenizer.prepare();
    expect(load).toHaveBeenCalledWith(OPENPAY_SCRIPT, { timeoutMs: 15_000 });
    expect(load).toHaveBeenCalledWith(OPENPAY_DATA_SCRIPT, { timeoutMs: 15_000 });
  });

  it('refuses a private key without loading anything', async () => {
    const { openPay } = fakeOpenPay();
    const { load } = fakeLoader(() => {});
    const tokenizer = createOpenpayTokenizer(
      { ...CONFIG, publicKey: 'sk_e568c42a6c384b7ab02cd47d2e407cab' },
      { loadScript: load, getOpenPay: () => openPay },
    );
    await expect(tokenizer.prepare()).rejects.toMatchObject({ kind: 'config' });
    await expect(tokenizer.tokenize(CARD)).rejects.toMatchObject({ kind: 'config' });
    expect(load).not.toHaveBeenCalled();
  });

  it('fails cleanly when the scripts load but OpenPay is missing', async () => {
    const { load } = fakeLoader(() => {});
    const tokenizer = createOpenpayTokenizer(CONFIG, { loadScript: load, getOpenPay: () => undefined });
    await expect(tokenizer.prepare()).rejects.toMatchObject({ kind: 'load' });
  });
});

describe('script loader', () => {
  afterEach(() => {
    document.head.querySelectorAll('script').forEach((script) => script.remove());
  });

  it('adds one script per URL and resolves when it loads', async () => {
    const src = 'https://js.openpay.mx/test-load.js';
    const first = loadScript(src);
    const second = loadScript(src);
    const scripts = document.head.querySelectorAll(`script[src="${src}"]`);
    expect(scripts).toHaveLength(1);
    scripts[0]!.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBeUndefined();
    await expect(second).resolves.toBeUndefined();
  });

  it('removes a script that does not load within its limit, forgets it and loads it anew next time', async () => {
    vi.useFakeTimers();
    try {
      const load = createScriptLoader();
      const src = 'https://js.openpay.mx/test-stalled.js';
      const attempt = load(src).catch((error: unknown) => error);
      const stalled = document.head.querySelector(`script[src="${src}"]`)!;
      await vi.advanceTimersByTimeAsync(15_000);
      expect(await attempt).toBeInstanceOf(ScriptTimeoutError);
      expect(stalled.isConnected).toBe(false);

      const again = load(src);
      const fresh = document.head.querySelectorAll(`script[src^="${src}"]`);
      expect(fresh).toHaveLength(1);
      expect(fresh[0]).not.toBe(stalled);
      // Not the stalled URL: Chromium would join a <script> of the same URL to the stalled request.
      expect(fresh[0]).toHaveAttribute('src', `${src}?retry=1`);
      // A late event of the removed script touches nothing.
      stalled.dispatchEvent(new Event('error'));
      expect(load(src)).toBe(again);
      fresh[0]!.dispatchEvent(new Event('load'));
      await expect(again).resolves.toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  it('takes a shorter limit when asked', async () => {
    vi.useFakeTimers();
    try {
      const attempt = createScriptLoader()('https://js.openpay.mx/test-short.js', { timeoutMs: 100 }).catch((e: unknown) => e);
      await vi.advanceTimersByTimeAsync(100);
      expect(await attempt).toBeInstanceOf(ScriptTimeoutError);
    } finally {
      vi.useRealTimers();
    }
  });

  it('removes a script that fails and tries again next time', async () => {
    const src = 'https://js.openpay.mx/test-error.js';
    const attempt = loadScript(src);
    document.head.querySelector(`script[src="${src}"]`)!.dispatchEvent(new Event('error'));
    await expect(attempt).rejects.toThrow(src);
    expect(document.head.querySelector(`script[src="${src}"]`)).toBeNull();
    void loadScript(src).catch(() => {});
    // A fresh request: the retry's URL differs, so a browser cannot join it to the failed one.
    expect(document.head.querySelectorAll(`script[src^="${src}"]`)).toHaveLength(1);
    expect(document.head.querySelector(`script[src^="${src}"]`)).toHaveAttribute('src', `${src}?retry=1`);
  });
});

describe('Openpay tokenizer with a stalled script (the real loader; jsdom never loads a script)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });

  afterEach(() => {
    vi.useRealTimers();
    document.head.querySelectorAll('script').forEach((script) => script.remove());
  });

  const scripts = (src: string) => document.head.querySelectorAll<HTMLScriptElement>(`script[src^="${src}"]`);

  it('gives up after 15 s with a Spanish error, and the next try loads the script anew', async () => {
    const { openPay, calls } = fakeOpenPay();
    const installed: { openPay?: OpenPayGlobal } = {};
    const tokenizer = createOpenpayTokenizer(CONFIG, { loadScript: createScriptLoader(), getOpenPay: () => installed.openPay });

    const first = tokenizer.prepare().catch((error: unknown) => error);
    expect(scripts(OPENPAY_SCRIPT)).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(14_999);
    expect(await Promise.race([first, Promise.resolve('pending')])).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    const error = await first;
    expect(error).toBeInstanceOf(TokenizerError);
    expect(error).toMatchObject({ kind: 'load', message: LOAD_TIMEOUT_MESSAGE });
    expect((error as TokenizerError).cause).toBeInstanceOf(ScriptTimeoutError);
    // The stalled script is gone, and nothing of Openpay was called.
    expect(scripts(OPENPAY_SCRIPT)).toHaveLength(0);
    expect(calls).toEqual([]);

    // Reintentar: a new <script>, which this time loads.
    const second = tokenizer.prepare();
    expect(scripts(OPENPAY_SCRIPT)).toHaveLength(1);
    installed.openPay = openPay;
    scripts(OPENPAY_SCRIPT)[0]!.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(0);
    scripts(OPENPAY_DATA_SCRIPT)[0]!.dispatchEvent(new Event('load'));
    await expect(second).resolves.toBeUndefined();
    const token = tokenizer.tokenize(CARD);
    await vi.advanceTimersByTimeAsync(0);
    await expect(token).resolves.toMatchObject({ tokenId: 'kzb8ylq1nfhgsxkwt3dc' });
  });

  it('bounds a tokenization end to end: a stalled second script fails it too', async () => {
    const { openPay, calls } = fakeOpenPay();
    const tokenizer = createOpenpayTokenizer(CONFIG, { loadScript: createScriptLoader(), getOpenPay: () => openPay });
    const attempt = tokenizer.tokenize(CARD).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(10_000);
    scripts(OPENPAY_SCRIPT)[0]!.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(15_000);
    expect(await attempt).toMatchObject({ kind: 'load', message: LOAD_TIMEOUT_MESSAGE });
    expect(scripts(OPENPAY_DATA_SCRIPT)).toHaveLength(0);
    expect(calls.some((call) => call.method === 'token.create')).toBe(false);
  });

  it('then gives the token 30 s', async () => {
    const { openPay } = fakeOpenPay('silence');
    const tokenizer = createOpenpayTokenizer(CONFIG, { loadScript: createScriptLoader(), getOpenPay: () => openPay });
    const attempt = tokenizer.tokenize(CARD).catch((error: unknown) => error);
    scripts(OPENPAY_SCRIPT)[0]!.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(0);
    scripts(OPENPAY_DATA_SCRIPT)[0]!.dispatchEvent(new Event('load'));
    await vi.advanceTimersByTimeAsync(29_999);
    expect(await Promise.race([attempt, Promise.resolve('pending')])).toBe('pending');
    await vi.advanceTimersByTimeAsync(1);
    expect(await attempt).toMatchObject({ kind: 'network' });
  });
});
