// The one typed API client: openapi-fetch plus middleware that sets the bearer
// token and turns every non-success answer into an ApiError (spec section 8).
import createFetchClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from './schema';
import { ApiError, isAuthCall, normalizeException, normalizeResponse } from './errors';
import { serializeQuery, type FilterEncoding } from './query';

export type ApiClient = Client<paths>;

/** Paths whose answer is "the user", where the mock can pick an example user. */
const MOCK_USER_PATHS = new Set(['/auth/app-login', '/users/user-by-token-app']);

export interface ApiClientOptions {
  baseUrl: string;
  getToken: () => string | null;
  /** Called when a call made with a token answers 401 (the session has ended). */
  onUnauthorized?: () => void;
  /** Mock mode only: sends `Prefer: example=<name>` where the answer is the user. */
  mockUser?: string | null;
  filterEncoding?: FilterEncoding;
  fetch?: typeof globalThis.fetch;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  if (!options.baseUrl) {
    throw new Error('El cliente de la API requiere una URL base (VITE_API_BASE_URL).');
  }

  const middleware: Middleware = {
    onRequest({ request, schemaPath }) {
      const token = options.getToken();
      if (token) request.headers.set('Authorization', `Bearer ${token}`);
      if (options.mockUser && MOCK_USER_PATHS.has(schemaPath)) {
        request.headers.set('Prefer', `example=${options.mockUser}`);
      }
      return request;
    },
    async onResponse({ request, response, schemaPath }) {
      if (response.ok && response.status !== 204 && response.status !== 200) {
        // The catalogue knows only 200 and 204 as successes.
        throw normalizeResponse(response.status, await readBody(response.clone()));
      }
      if (response.status === 204) {
        return new Response(null, { status: 200, headers: { 'Content-Length': '0' } });
      }
      if (response.ok) return undefined;
      const normalized = normalizeResponse(response.status, await readBody(response.clone()));
      const error = normalized instanceof ApiError ? normalized : new ApiError(404, 'Error');
      if (error.status === 401 && !isAuthCall(schemaPath) && request.headers.has('Authorization')) {
        options.onUnauthorized?.();
      }
      throw error;
    },
    onError({ error, schemaPath }) {
      return normalizeException(error, { authCall: isAuthCall(schemaPath) });
    },
  };

  const client = createFetchClient<paths>({
    baseUrl: options.baseUrl,
    fetch: options.fetch,
    querySerializer: (query) => serializeQuery(query as Record<string, unknown>, options.filterEncoding),
  });
  client.use(middleware);
  return client;
}
