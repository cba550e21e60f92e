// The app's single API client (its TanStack Query binding, `$api`, is ./react-query.ts).
import { getEnv } from '@/config/env';
import { createListeners } from '@/lib/external-store';
import { reportError } from '@/lib/monitoring';
import { getToken } from '@/lib/session/storage';
import { createApiClient, type ApiClient, type ApiClientOptions } from './client';

export {
  ApiError,
  errorMessage,
  hasStatus,
  isApiError,
  isNotFound,
  isRateLimited,
  isTransientError,
  rateLimitMessage,
  retryWaitMs,
  TIMEOUT_ERROR_MESSAGE,
} from './errors';
export type { components } from './schema';

let instance: ApiClient | undefined;
let overrides: Partial<ApiClientOptions> = {};
const unauthorized = createListeners();

/** Lets the session layer end the session when a later call answers 401. */
export function onUnauthorized(listener: () => void): () => void {
  return unauthorized.subscribe(listener);
}

/** Ends the session on a 401 from a call made outside the typed client (uploads with progress). */
export function notifyUnauthorized(): void {
  unauthorized.notify();
}

/** The API's base URL, honouring test overrides. */
export function getApiBaseUrl(): string {
  return overrides.baseUrl ?? getEnv().apiBaseUrl;
}

function getApiClient(): ApiClient {
  if (!instance) {
    const env = overrides.baseUrl ? { apiBaseUrl: overrides.baseUrl, mockUser: null } : getEnv();
    instance = createApiClient({
      baseUrl: env.apiBaseUrl,
      getToken,
      mockUser: env.mockUser,
      onUnauthorized: notifyUnauthorized,
      onInvalidBody: (operation, problem) => reportError(new Error(`Respuesta fuera del contrato en ${operation}: ${problem}`)),
      ...overrides,
    });
  }
  return instance;
}

/** Created on first use, so a missing base URL shows the start-up error screen instead of throwing on import. */
export const api: ApiClient = new Proxy({} as ApiClient, {
  // openapi-fetch's methods do not use `this`: handing them out unbound is safe.
  // eslint-disable-next-line @typescript-eslint/unbound-method
  get: (_target, property) => getApiClient()[property as keyof ApiClient],
});

/** Tests point the one client at a local test server. */
export function configureApiClient(next: Partial<ApiClientOptions>): void {
  overrides = next;
  instance = undefined;
}
