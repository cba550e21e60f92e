import { afterEach, describe, expect, it, vi } from 'vitest';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { json, startTestServer, setupTestServer } from '@/test/http-server';
import { DEFAULT_TIMEOUTS } from './client';
import { ApiError, NETWORK_ERROR_MESSAGE, TIMEOUT_ERROR_MESSAGE } from './errors';
import { isAbortError, uploadFileWithProgress } from './upload-progress';

// jsdom's XMLHttpRequest applies CORS like a browser: answer the preflight.
function withCors(handler: (req: IncomingMessage, res: ServerResponse, body: Buffer) => void) {
  return (req: IncomingMessage, res: ServerResponse, body: Buffer) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Methods', 'POST');
      res.setHeader('Access-Control-Allow-Headers', 'authorization, accept, content-type');
      res.statusCode = 204;
      res.end();
      return;
    }
    handler(req, res, body);
  };
}

const STORED = {
  name: 'a1B2c3_foto_perfil.png',
  url: 'https://cdn.cotiza.mx/files/a1B2c3_foto_perfil.png',
  size: 9,
  mimeType: 'image/png',
};

describe('uploadFileWithProgress', () => {
  const server = setupTestServer();

  const upload = (file: File, onProgress?: (p: number) => void, signal?: AbortSignal) =>
    uploadFileWithProgress(file, onProgress, { baseUrl: server.url, getToken: () => 'tok-123', signal });

  it('posts the file as form data, named by the spec rule, with the bearer token, and reports 100%', async () => {
    server.handle(withCors((_req, res) => json(res, 200, STORED)));
    const progress: number[] = [];
    const file = new File(['PNGDATA!!'], 'foto perfil.png', { type: 'image/png' });

    await expect(upload(file, (p) => progress.push(p))).resolves.toEqual(STORED);

    const post = server.requests.find((r) => r.method === 'POST')!;
    expect(post.url).toBe('/files');
    expect(post.headers.authorization).toBe('Bearer tok-123');
    expect(post.headers['content-type']).toMatch(/^multipart\/form-data; boundary=/);
    const body = post.body.toString('utf8');
    expect(body).toMatch(/name="file"; filename="[A-Za-z0-9]{6}_foto_perfil\.png"/);
    expect(body).toContain('PNGDATA!!');
    expect(progress.at(-1)).toBe(100);
    expect(progress.every((p) => p >= 0 && p <= 100)).toBe(true);
  });

  it.each([
    [409, { message: 'Ese archivo ya existe.' }, 409, 'Ese archivo ya existe.'],
    [400, { code: 'x' }, 400, 'Error 400 Bad Request'],
    [401, null, 401, 'Error en las credenciales'],
    [500, { message: '' }, 500, 'Error 500'],
    [201, STORED, 404, 'Error'],
    [418, null, 404, 'Error'],
  ])('an answer %i maps through the error catalogue', async (status, body, expectedStatus, message) => {
    server.handle(withCors((_req, res) => json(res, status, body ?? undefined)));
    const error = await upload(new File(['x'], 'a.png', { type: 'image/png' })).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: expectedStatus, message });
  });

  it('a 200 without a body is not a stored file', async () => {
    server.handle(withCors((_req, res) => json(res, 200)));
    const error = await upload(new File(['x'], 'a.png')).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
  });

  it('a network failure is status 500 with the connection message', async () => {
    const down = await startTestServer();
    const url = down.url;
    await down.close();
    const error = await uploadFileWithProgress(new File(['x'], 'a.png'), undefined, { baseUrl: url, getToken: () => null }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 500, kind: 'network', message: NETWORK_ERROR_MESSAGE });
  });

  it('can be cancelled', async () => {
    server.handle(
      withCors(() => {
        // Never answers: only the abort ends the request.
      }),
    );
    const controller = new AbortController();
    const pending = upload(new File(['x'], 'a.png'), undefined, controller.signal);
    controller.abort();
    const error = await pending.catch((e: unknown) => e);
    expect(isAbortError(error)).toBe(true);
  });

  describe("time limit and the caller's signal", () => {
    afterEach(() => vi.restoreAllMocks());

    const neverAnswers = () =>
      server.handle(
        withCors(() => {
          // Never answers: only the time limit (or an abort) ends the request.
        }),
      );

    it('a server that never answers ends as a timeout error, not a request left hanging', async () => {
      neverAnswers();
      const error = await uploadFileWithProgress(new File(['x'], 'a.png'), undefined, {
        baseUrl: server.url,
        getToken: () => null,
        timeoutMs: 300,
      }).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({ status: 500, kind: 'timeout', message: TIMEOUT_ERROR_MESSAGE });
    });

    it('waits as long as the typed client waits for a write (30 s) unless told otherwise', async () => {
      server.handle(withCors((_req, res) => json(res, 200, STORED)));
      const limits: number[] = [];
      // Called with .call(this) below.
      // eslint-disable-next-line vitest/unbound-method
      const send = XMLHttpRequest.prototype.send;
      vi.spyOn(XMLHttpRequest.prototype, 'send').mockImplementation(function (this: XMLHttpRequest, body) {
        limits.push(this.timeout);
        send.call(this, body);
      });
      await upload(new File(['x'], 'a.png'));
      expect(DEFAULT_TIMEOUTS.write).toBe(30_000);
      expect(limits).toEqual([DEFAULT_TIMEOUTS.write]);
    });

    it.each([
      ['answered', () => server.handle(withCors((_req, res) => json(res, 200, STORED))), 300],
      ['failed', () => server.handle(withCors((_req, res) => json(res, 409, { message: 'Ya existe.' }))), 300],
      ['timed out', neverAnswers, 300],
    ])('lets go of the abort signal once the upload has %s', async (_outcome, answer, timeoutMs) => {
      answer();
      const controller = new AbortController();
      const add = vi.spyOn(controller.signal, 'addEventListener');
      const remove = vi.spyOn(controller.signal, 'removeEventListener');
      await uploadFileWithProgress(new File(['x'], 'a.png'), undefined, {
        baseUrl: server.url,
        getToken: () => null,
        signal: controller.signal,
        timeoutMs,
      }).catch(() => undefined);
      const listener = add.mock.calls.find(([type]) => type === 'abort')?.[1];
      expect(listener).toBeTypeOf('function');
      expect(remove).toHaveBeenCalledWith('abort', listener);
    });
  });
});
