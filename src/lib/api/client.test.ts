// @vitest-environment node
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { json, startTestServer, type TestServer } from '@/test/http-server';
import { createApiClient, type ApiClient } from './client';
import { ApiError, NETWORK_ERROR_MESSAGE } from './errors';

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

describe('spec section 8: the error catalogue over real HTTP', () => {
  it('200 gives the data', async () => {
    server.handle((_req, res) => json(res, 200, { id: 'u1', name: 'Ana' }));
    const { data, response } = await userByToken();
    expect(response.status).toBe(200);
    expect(data).toEqual({ id: 'u1', name: 'Ana' });
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

  it.each([201, 202, 403, 405, 408, 418, 429, 502, 503])('any other status (%i) gives status 404 and "Error"', async (status) => {
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
    server.handle((_req, res) => json(res, 200, {}));
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
    server.handle((_req, res) => json(res, 200, {}));
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

  it('sends the stringified form when asked', async () => {
    const qs = createApiClient({ baseUrl: server.url, getToken: () => null, filterEncoding: 'stringified' });
    server.handle((_req, res) => json(res, 200, []));
    await (qs as unknown as { GET: (p: string, i: unknown) => Promise<unknown> }).GET('/anything', {
      params: { query: { filter: { where: { status: 'pagada' }, limit: 5 } } },
    });
    const url = new URL(server.requests[0]!.url, server.url);
    expect(url.searchParams.get('filter[where][status]')).toBe('pagada');
    expect(url.searchParams.get('filter[limit]')).toBe('5');
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
