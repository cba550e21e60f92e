// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, startTestServer, type TestServer } from '@/test/http-server';
import { specUser } from '@/test/spec-user';
import { createApiClient, type ApiClient } from './client';
import {
  ApiError,
  errorMessage,
  hasStatus,
  INVALID_BODY_MESSAGE,
  isNotFound,
  isTransientError,
  NETWORK_ERROR_MESSAGE,
  TIMEOUT_ERROR_MESSAGE,
} from './errors';

let server: TestServer;
let token: string | null;
let onUnauthorized: ReturnType<typeof vi.fn<() => void>>;
let client: ApiClient;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  token = 'tok_123';
  onUnauthorized = vi.fn<() => void>();
  client = createApiClient({ baseUrl: server.url, getToken: () => token, onUnauthorized });
});

/** A user shaped as openapi.yaml's User (the client checks every success body against the contract). */
const USER = {
  id: 'u1',
  email: 'ana@example.mx',
  firstName: 'Ana',
  lastName: 'Ruiz',
  name: 'Ana Ruiz',
  customerId: 'c1',
  customer: { id: 'c1', openpayCustomerId: 'op1', defaultCardId: null, isEmployer: false, autoPaymentEnabled: false },
  isEmployer: false,
};

const userByToken = () => client.POST('/users/user-by-token-app');
const login = () => client.POST('/auth/app-login', { body: { email: 'ana@example.mx', password: 'x' } });

async function caught(promise: Promise<unknown>): Promise<ApiError> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
}

describe('the error catalogue over real HTTP', () => {
  it('200 gives the data', async () => {
    server.handle((_req, res) => json(res, 200, USER));
    const { data, response } = await userByToken();
    expect(response.status).toBe(200);
    expect(data).toEqual(USER);
  });

  it('204 counts as status 200 with empty data', async () => {
    server.handle((_req, res) => json(res, 204));
    const { data, response } = await userByToken();
    expect(response.status).toBe(200);
    expect(data).toBeUndefined();
  });

  it.each([
    [400, 'Error 400 Bad Request'],
    [401, 'Error en las credenciales'],
    [404, 'No Encontrado'],
    [409, 'Conflicto: recurso duplicado'],
    [422, 'Unprocessable Entity'],
    [500, 'Error 500'],
  ])('%i without a server message gives "%s"', async (status, message) => {
    server.handle((_req, res) => json(res, status, { error: 'x' }));
    const error = await caught(login());
    expect(error.status).toBe(status);
    expect(error.message).toBe(message);
    expect(error.data).toBeNull();
  });

  it.each([400, 401, 404, 409, 422, 500])('%i with a server message gives that message', async (status) => {
    server.handle((_req, res) => json(res, status, { message: 'El folio ya existe' }));
    const error = await caught(login());
    expect(error.status).toBe(status);
    expect(error.message).toBe('El folio ya existe');
    expect(error.body).toEqual({ message: 'El folio ya existe' });
  });

  it.each([400, 500])('%i with a non-JSON body falls back to the default', async (status) => {
    server.handle((_req, res) => {
      res.statusCode = status;
      res.end('<html>oops</html>');
    });
    const error = await caught(login());
    expect(error.status).toBe(status);
    expect(error.message).toBe(status === 400 ? 'Error 400 Bad Request' : 'Error 500');
  });

  it('202 (an invoice request, accepted) gives the data, checked like a 200', async () => {
    const stamping = {
      uuid: null,
      pdf_url: null,
      xml_url: null,
      status: 'en_timbrado',
      receiver: { rfc: 'CBA090615K22', name: 'CONSTRUCTORA DEL BAJIO', fiscalRegime: '601', postalCode: '76000', cfdiUse: 'G03' },
    };
    server.handle((_req, res) => json(res, 202, stamping));
    const { data } = await client.POST('/payments/{paymentId}/invoice', {
      params: { path: { paymentId: 'tr1' } },
      body: { receiver: { ...stamping.receiver, fiscalRegime: '601', cfdiUse: 'G03', email: 'a@b.mx' }, saveToProfile: false },
    });
    expect(data).toEqual(stamping);
  });

  it.each([201, 403, 405, 408, 418, 429, 502, 503])('any other status (%i) gives status 404 and "Error"', async (status) => {
    server.handle((_req, res) => {
      json(res, status, { message: 'ignored' });
    });
    const error = await caught(userByToken());
    expect(error.status).toBe(404);
    expect(error.message).toBe('Error');
  });

  it('a network failure gives status 500 with an error', async () => {
    const down = createApiClient({ baseUrl: 'http://127.0.0.1:9', getToken: () => null });
    const error = await caught(down.POST('/users/user-by-token-app'));
    expect(error.status).toBe(500);
    expect(error.kind).toBe('network');
    expect(error.message).toBe(NETWORK_ERROR_MESSAGE);
    expect(error.cause).toBeDefined();
  });

  it('an exception in an authentication call gives status 404, "Error" and empty data', async () => {
    const down = createApiClient({ baseUrl: 'http://127.0.0.1:9', getToken: () => null });
    const error = await caught(down.POST('/auth/app-request-reset-password', { body: { email: 'a@b.mx' } }));
    expect(error.status).toBe(404);
    expect(error.message).toBe('Error');
    expect(error.data).toBeNull();
  });
});

describe('headers and session', () => {
  it('sends the bearer token when one exists, and none otherwise', async () => {
    server.handle((_req, res) => json(res, 200, USER));
    await userByToken();
    token = null;
    await userByToken();
    expect(server.requests[0]!.headers.authorization).toBe('Bearer tok_123');
    expect(server.requests[1]!.headers.authorization).toBeUndefined();
  });

  it('a 401 on a call made with a token ends the session', async () => {
    server.handle((_req, res) => json(res, 401, { message: 'Sesión expirada' }));
    await caught(userByToken());
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
  });

  it('a 401 from the sign-in call does not end a session', async () => {
    server.handle((_req, res) => json(res, 401, {}));
    await caught(login());
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('mock mode asks Prism for the chosen example user only where the answer is the user', async () => {
    const mock = createApiClient({ baseUrl: server.url, getToken: () => 't', mockUser: 'nonEmployer' });
    server.handle((req, res) => json(res, 200, req.url?.startsWith('/users/') ? USER : { message: 'Enviado' }));
    await mock.POST('/users/user-by-token-app');
    await mock.POST('/auth/app-request-reset-password', { body: { email: 'a@b.mx' } });
    expect(server.requests[0]!.headers.prefer).toBe('example=nonEmployer');
    expect(server.requests[1]!.headers.prefer).toBeUndefined();
  });

  it('refuses to be created without a base URL', () => {
    expect(() => createApiClient({ baseUrl: '', getToken: () => null })).toThrow(/URL base/);
  });
});

describe('the generic client: filters, PUT/PATCH/DELETE, files', () => {
  it('sends a LoopBack filter as one JSON-encoded parameter', async () => {
    server.handle((_req, res) => json(res, 200, []));
    const filter = { where: { status: 'pendiente' }, order: 'createdAt DESC', limit: 20, skip: 40 };
    await (client as unknown as { GET: (p: string, i: unknown) => Promise<unknown> }).GET('/anything', {
      params: { query: { filter } },
    });
    const url = new URL(server.requests[0]!.url, server.url);
    expect(JSON.parse(url.searchParams.get('filter')!)).toEqual(filter);
  });

  it.each(['PUT', 'PATCH', 'DELETE'] as const)('%s sends a JSON body', async (method) => {
    server.handle((_req, res) => json(res, 200, { ok: true }));
    const generic = client as unknown as Record<string, (p: string, i: unknown) => Promise<{ data: unknown }>>;
    const { data } = await generic[method]!('/anything', { body: { autoPaymentEnabled: true } });
    expect(data).toEqual({ ok: true });
    expect(server.requests[0]!.method).toBe(method);
    expect(server.requests[0]!.headers['content-type']).toContain('application/json');
    expect(JSON.parse(server.requests[0]!.body.toString())).toEqual({ autoPaymentEnabled: true });
  });
});

describe("the spec's mapping and what really happened are kept apart", () => {
  it('a status outside the catalogue keeps 404 "Error" for the spec, but is not "not found"', async () => {
    server.handle((_req, res) => json(res, 503, { message: 'Servicio no disponible' }));
    const error = await caught(client.GET('/customers/me/company'));
    expect(error.status).toBe(404);
    expect(error.message).toBe('Error');
    expect(error.kind).toBe('unlisted');
    expect(error.httpStatus).toBe(503);
    expect(isNotFound(error)).toBe(false);
    expect(hasStatus(error, 404)).toBe(false);
    expect(isTransientError(error)).toBe(true);
    expect(errorMessage(error)).toBe('Error (503). Intenta de nuevo en unos minutos.');
  });

  it('a 404 the server really answered is "not found"', async () => {
    server.handle((_req, res) => json(res, 404, { message: 'Aún no registras los datos de tu empresa.' }));
    const error = await caught(client.GET('/customers/me/company'));
    expect(error.kind).toBe('http');
    expect(error.httpStatus).toBe(404);
    expect(isNotFound(error)).toBe(true);
    expect(isTransientError(error)).toBe(false);
  });
});

describe('every call has a time limit', () => {
  const slow = () => createApiClient({ baseUrl: server.url, getToken: () => 't', timeouts: { read: 150, write: 300, charge: 600 } });
  const silent = () => server.handle(() => undefined); // never answers

  it('a read that gets no answer fails as a timeout (status 500), not a wait without end', async () => {
    silent();
    const started = Date.now();
    const error = await caught(slow().GET('/quotations'));
    expect(error.status).toBe(500);
    expect(error.kind).toBe('timeout');
    expect(error.message).toBe(TIMEOUT_ERROR_MESSAGE);
    expect(Date.now() - started).toBeLessThan(5_000);
  });

  it('writes and the charge get their own, longer limits', async () => {
    silent();
    const client = slow();
    const started = Date.now();
    const write = await caught(client.PATCH('/customers/me', { body: { autoPaymentEnabled: false } }));
    const afterWrite = Date.now() - started;
    const charge = await caught(
      client.POST('/quotations/{quotationId}/pay', {
        params: { path: { quotationId: 'q1' }, header: { 'Idempotency-Key': 'a1b2c3d4-e5f6' } },
        body: { cardId: 'k1' },
      }),
    );
    const afterCharge = Date.now() - started - afterWrite;
    expect([write.kind, charge.kind]).toEqual(['timeout', 'timeout']);
    expect(afterWrite).toBeGreaterThanOrEqual(280);
    expect(afterCharge).toBeGreaterThanOrEqual(580);
  });

  it('a call its caller cancels is a cancellation, not an error of the catalogue', async () => {
    silent();
    const controller = new AbortController();
    const call = slow().GET('/quotations', { signal: controller.signal });
    controller.abort();
    await expect(call).rejects.toMatchObject({ name: 'AbortError' });
  });
});

/** A quotation of the contract's shape. */
const QUOTATION = {
  id: 'q1',
  folio: 'COT-2026-0158',
  concept: 'Mantenimiento',
  status: 'pendiente',
  items: [{ description: 'Visita', quantity: 1, unitPrice: 100 }],
  subtotal: 100,
  taxRate: 0.16,
  tax: 16,
  total: 116,
  currency: 'MXN',
  createdAt: '2026-11-18T11:20:00-06:00',
  validUntil: '2026-12-02',
  paymentId: null,
};

describe('success bodies are checked against the contract before use', () => {
  it('a quotation that arrives as null is an error to retry, naming what was wrong', async () => {
    const seen = vi.fn();
    const checked = createApiClient({ baseUrl: server.url, getToken: () => 't', onInvalidBody: seen });
    server.handle((_req, res) => {
      res.statusCode = 200;
      res.setHeader('Content-Type', 'application/json');
      res.end('null');
    });
    const error = await caught(checked.GET('/quotations/{quotationId}', { params: { path: { quotationId: 'q1' } } }));
    expect(error).toMatchObject({ status: 500, kind: 'invalid-body', httpStatus: 200, message: INVALID_BODY_MESSAGE });
    expect(isTransientError(error)).toBe(true);
    expect(seen).toHaveBeenCalledWith('GET /quotations/{quotationId}', 'respuesta debía ser object y es null');
  });

  it('a list that arrives as { data: [] } is an error, not a crash of the screen', async () => {
    server.handle((_req, res) => json(res, 200, { data: [] }));
    const error = await caught(client.GET('/quotations'));
    expect(error.kind).toBe('invalid-body');
  });

  it('an item of a list with a wrong field is caught', async () => {
    server.handle((_req, res) => json(res, 200, [QUOTATION, { ...QUOTATION, id: 'q2', total: '116' }]));
    const error = await caught(client.GET('/quotations'));
    expect((error.cause as Error).message).toBe('respuesta[1].total debía ser number y es string');
  });

  it("an answer of the contract's shape passes as it came", async () => {
    server.handle((_req, res) => json(res, 200, [QUOTATION]));
    const { data } = await client.GET('/quotations');
    expect(data).toEqual([QUOTATION]);
  });
});

describe('answers enter the app through the tolerant reader (answers.ts), over real HTTP', () => {
  const SPEC_USER = specUser({ createdAt: '2026-01-05T10:00:00Z' });

  it('the spec’s user passes the session check with its ids as text, its customer’s id filled and no token kept', async () => {
    server.handle((_req, res) => json(res, 200, SPEC_USER));
    const { data } = await userByToken();
    expect(data).toMatchObject({ id: '7', customerId: '12', customer: { id: '12', isEmployer: true }, isEmployer: true });
    expect(data).not.toHaveProperty('token');
  });

  it('a quotation list with numeric ids reads as text ids', async () => {
    const row = { ...QUOTATION, id: 158, status: 'pagada', paymentId: 31 };
    server.handle((_req, res) => json(res, 200, [row]));
    const { data } = await client.GET('/quotations');
    expect(data?.[0]).toMatchObject({ id: '158', paymentId: '31', total: 116 });
  });

  it('a sign-in answered with the user carrying its token reads as { token, user }', async () => {
    server.handle((_req, res) => json(res, 200, SPEC_USER));
    const { data } = await login();
    expect(data).toMatchObject({ token: 'tok_spec', user: { id: '7', email: 'ana@example.mx' } });
  });

  it('a sign-in without a token fails the shape check, reported with the operation', async () => {
    const seen = vi.fn();
    const checked = createApiClient({ baseUrl: server.url, getToken: () => null, onInvalidBody: seen });
    server.handle((_req, res) => json(res, 200, { user: { ...SPEC_USER, token: undefined } }));
    const error = await caught(checked.POST('/auth/app-login', { body: { email: 'a@b.mx', password: 'x' } }));
    expect(error.kind).toBe('invalid-body');
    expect(seen).toHaveBeenCalledWith('POST /auth/app-login', expect.stringContaining('token'));
  });

  it.each([
    ['{}', 200, {}],
    ['an empty 200', 200, undefined],
    ['204', 204, undefined],
    ['a message', 200, { message: 'Enviado' }],
  ])('the reset request answered with %s is a success', async (_name, status, body) => {
    server.handle((_req, res) => json(res, status, body));
    const { response } = await client.POST('/auth/app-request-reset-password', { body: { email: 'a@b.mx' } });
    expect(response.status).toBe(200);
  });

  it('a call that names its own token keeps it (the user asked for with a sign-in’s new token)', async () => {
    server.handle((_req, res) => json(res, 200, USER));
    await client.POST('/users/user-by-token-app', { headers: { Authorization: 'Bearer tok_nuevo' } });
    expect(server.requests[0]!.headers.authorization).toBe('Bearer tok_nuevo');
  });
});
