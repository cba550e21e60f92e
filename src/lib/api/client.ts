// The one typed API client: openapi-fetch plus middleware that sets the bearer token, gives every
// call a time limit, reads success bodies tolerantly (answers.ts: ids as text, the spec's shapes of
// the user and the sign-in) and then checks them against the contract, and turns every non-success
// answer into an ApiError (the catalogue: docs/errors.md).
import createFetchClient, { type Client, type Middleware } from 'openapi-fetch';
import type { paths } from './schema';
import { ApiError, INVALID_BODY_MESSAGE, isAuthCall, normalizeException, normalizeResponse } from './errors';
import { serializeQuery } from './query';

// The tolerant reader and the contract's response shapes, loaded with the first request (off first loads).
let answerReader: Promise<typeof import('./response-shape')> | null = null;
const loadAnswerReader = () => (answerReader ??= import('./response-shape'));

export type ApiClient = Client<paths>;

/** Paths whose answer is "the user", where the mock can pick an example user. */
const MOCK_USER_PATHS = new Set(['/auth/app-login', '/users/user-by-token-app']);

/** How long a call may take before it fails as a timeout (ms). */
interface CallTimeouts {
  /** GET. @default 20000 */
  read: number;
  /** Other methods. @default 30000 */
  write: number;
  /** Paying a quotation: the card network can be slow, and its outcome is then checked. @default 60000 */
  charge: number;
}

export const DEFAULT_TIMEOUTS: CallTimeouts = { read: 20_000, write: 30_000, charge: 60_000 };

function timeoutFor(method: string, schemaPath: string, timeouts: CallTimeouts): number {
  if (schemaPath === '/quotations/{quotationId}/pay') return timeouts.charge;
  // The session check is a POST that only reads.
  return method === 'GET' || schemaPath === '/users/user-by-token-app' ? timeouts.read : timeouts.write;
}

export interface ApiClientOptions {
  baseUrl: string;
  getToken: () => string | null;
  /** Called when a call made with a token answers 401 (the session has ended). */
  onUnauthorized?: () => void;
  /** Mock mode only: sends `Prefer: example=<name>` where the answer is the user. */
  mockUser?: string | null;
  fetch?: typeof globalThis.fetch;
  timeouts?: Partial<CallTimeouts>;
  /** Checks every success body against the contract's shape (on by default). */
  checkResponses?: boolean;
  /** Told about a success body of the wrong shape (monitoring). */
  onInvalidBody?: (operation: string, problem: string) => void;
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

  const timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
  const checkResponses = options.checkResponses ?? true;

  const middleware: Middleware = {
    onRequest({ request, schemaPath }) {
      const token = options.getToken();
      // A call may name its own token (the user asked for by the token a sign-in just answered).
      if (token && !request.headers.has('Authorization')) request.headers.set('Authorization', `Bearer ${token}`);
      if (options.mockUser && MOCK_USER_PATHS.has(schemaPath)) {
        request.headers.set('Prefer', `example=${options.mockUser}`);
      }
      void loadAnswerReader();
      // No call waits forever: past its limit it fails as a timeout (the caller's own signal still cancels it).
      const limit = AbortSignal.timeout(timeoutFor(request.method, schemaPath, timeouts));
      return new Request(request, { signal: AbortSignal.any([request.signal, limit]) });
    },
    async onResponse({ request, response, schemaPath }) {
      if (response.ok && response.status !== 204 && response.status !== 200 && response.status !== 202) {
        // The catalogue knows 200 and 204 as successes, and 202 where the contract answers it (the
        // invoice requests: accepted, the invoice as it stands) and the body is read as a 200's.
        throw normalizeResponse(response.status, await readBody(response.clone())) as ApiError;
      }
      if (response.status === 204) {
        return new Response(null, { status: 200, headers: { 'Content-Length': '0' } });
      }
      if (response.ok) {
        const reader = await loadAnswerReader();
        const received = await readBody(response.clone());
        const body = reader.normalizeAnswer(request.method, schemaPath, received);
        const schema = checkResponses ? reader.responseSchema(request.method, schemaPath) : undefined;
        const problem = schema ? reader.shapeProblem(schema, body) : null;
        if (problem) {
          options.onInvalidBody?.(`${request.method} ${schemaPath}`, problem);
          throw new ApiError(500, INVALID_BODY_MESSAGE, {
            kind: 'invalid-body',
            httpStatus: 200,
            body: received,
            cause: new Error(problem),
          });
        }
        if (body === received) return undefined;
        const headers = new Headers(response.headers);
        headers.set('Content-Type', 'application/json');
        headers.delete('Content-Length');
        return new Response(JSON.stringify(body), { status: 200, statusText: response.statusText, headers });
      }
      const normalized = normalizeResponse(response.status, await readBody(response.clone()), response.headers);
      const error = normalized instanceof ApiError ? normalized : new ApiError(404, 'Error');
      if (error.status === 401 && !isAuthCall(schemaPath) && request.headers.has('Authorization')) {
        options.onUnauthorized?.();
      }
      throw error;
    },
    onError({ error, schemaPath }) {
      // The caller cancelled it (a screen left, a query was replaced): that is not a failure.
      if (error instanceof Error && error.name === 'AbortError') return undefined;
      return normalizeException(error, { authCall: isAuthCall(schemaPath) });
    },
  };

  const client = createFetchClient<paths>({
    baseUrl: options.baseUrl,
    fetch: options.fetch,
    querySerializer: (query) => serializeQuery(query),
  });
  client.use(middleware);
  return client;
}
