// The one place that maps HTTP results to the error catalogue (see docs/errors.md).

const DEFAULT_ERROR_MESSAGES: Readonly<Record<number, string>> = {
  400: 'Error 400 Bad Request',
  401: 'Error en las credenciales',
  404: 'No Encontrado',
  409: 'Conflicto: recurso duplicado',
  422: 'Unprocessable Entity',
  500: 'Error 500',
};

/** Shown for a network failure: the spec fixes the status (500), not the words. */
export const NETWORK_ERROR_MESSAGE = 'No pudimos conectar con el servidor. Revisa tu conexión e intenta de nuevo.';

/** A call that got no answer in its time limit: a network failure to the spec (status 500). */
export const TIMEOUT_ERROR_MESSAGE = 'El servidor tardó demasiado en responder. Intenta de nuevo.';

/** A success whose body does not have the contract's shape: nothing on screen may rely on it. */
export const INVALID_BODY_MESSAGE = 'Recibimos una respuesta inesperada del servidor. Intenta de nuevo.';

/**
 * What really happened, beside the spec's status and message:
 * - http: the server answered this catalogue status;
 * - unlisted: it answered a status outside the catalogue (503, 429…), which the spec turns into
 *   404 "Error" — it says nothing about whether anything exists;
 * - network, timeout: no answer; invalid-body: a success answer of the wrong shape;
 * - auth-exception: an exception in an authentication call (spec: 404 "Error").
 */
export type ApiErrorKind = 'http' | 'unlisted' | 'network' | 'timeout' | 'invalid-body' | 'auth-exception';

export class ApiError extends Error {
  /** The spec's status (section 8). */
  readonly status: number;
  readonly kind: ApiErrorKind;
  /** The status the server really answered; null when there was no answer. */
  readonly httpStatus: number | null;
  /** The server's parsed body, when there was one (e.g. Openpay's error_code, field errors). */
  readonly body: unknown;
  /** The spec's "empty data" that accompanies an error. */
  readonly data: null = null;
  /** Seconds the server asked to wait (`Retry-After`, on a 429), when it said and the browser let us read it. */
  readonly retryAfter: number | null;
  /** When that wait is over (epoch ms, counted from the answer); null without `Retry-After`. */
  readonly retryAt: number | null;

  constructor(
    status: number,
    message: string,
    options: { kind?: ApiErrorKind; body?: unknown; cause?: unknown; httpStatus?: number | null; retryAfter?: number | null } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ApiError';
    this.status = status;
    this.kind = options.kind ?? 'http';
    this.httpStatus = options.httpStatus !== undefined ? options.httpStatus : this.kind === 'http' ? status : null;
    this.body = options.body;
    this.retryAfter = options.retryAfter ?? null;
    this.retryAt = this.retryAfter === null ? null : Date.now() + this.retryAfter * 1000;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * The server itself answered this status of the catalogue. Screens that read a status as a fact
 * ("no existe", "ya no estaba", "el enlace no es válido") ask this, never `error.status`: a 503
 * mapped to the spec's 404 is not "not found".
 */
export function hasStatus(error: unknown, status: number): error is ApiError {
  return isApiError(error) && error.kind === 'http' && error.status === status;
}

export const isNotFound = (error: unknown): error is ApiError => hasStatus(error, 404);

/**
 * The server refused the call for too many requests (429, declared by the contract on sign-in, the
 * reset calls, adding a card and paying). It is answered before anything is done, so nothing
 * happened: the customer waits and tries again. Never "not found", never a card decline.
 */
export function isRateLimited(error: unknown): boolean {
  return isApiError(error) && error.kind === 'unlisted' && error.httpStatus === 429;
}

/** Milliseconds left before a rate-limited call may be tried again (0 when the server asked no wait, or it is over). */
export function retryWaitMs(error: unknown, now: number = Date.now()): number {
  if (!isApiError(error) || !isRateLimited(error) || error.retryAt === null) return 0;
  return Math.max(0, error.retryAt - now);
}

/** The largest wait taken from `Retry-After` (a day, as the contract's maximum). */
const MAX_RETRY_AFTER = 86_400;

/** `Retry-After` in seconds: delay-seconds or an HTTP date (RFC 9110 §10.2.3); null when absent or unreadable. */
export function parseRetryAfter(value: string | null | undefined, now: number = Date.now()): number | null {
  const text = value?.trim();
  if (!text) return null;
  if (/^\d+$/.test(text)) return Math.min(MAX_RETRY_AFTER, Math.max(1, Number(text)));
  // An HTTP date names its day and month ("Sun, 22 Nov 2026 18:02:30 GMT"); Date.parse alone would read "-3" as a year.
  // Date.parse, not @/lib/dates: this is an HTTP header's date, not the contract's ISO 8601.
  const date = /[A-Za-z]/.test(text) ? Date.parse(text) : Number.NaN;
  if (Number.isNaN(date)) return null;
  return Math.min(MAX_RETRY_AFTER, Math.max(1, Math.ceil((date - now) / 1000)));
}

/** "30 segundos", "1 minuto", "5 minutos", or "unos minutos" when the server did not say. */
export function waitDescription(seconds: number | null): string {
  if (seconds === null) return 'unos minutos';
  if (seconds < 60) return seconds === 1 ? '1 segundo' : `${seconds} segundos`;
  const minutes = Math.ceil(seconds / 60);
  return minutes === 1 ? '1 minuto' : `${minutes} minutos`;
}

/**
 * What a 429 reads: the catalogue's "Error" with its status, what happened and how long to wait.
 * `what` says it for the call ("hiciste demasiados intentos de pago y no se realizó ningún cargo").
 */
export function rateLimitMessage(error: ApiError, what = 'hiciste demasiados intentos'): string {
  return `Error (429): ${what}. Espera ${waitDescription(error.retryAfter)} e inténtalo de nuevo.`;
}

/** A failure that says nothing about the data (no answer, a server fault, an unlisted status, a malformed answer): retrying may work. */
export function isTransientError(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return error.kind !== 'http' && error.kind !== 'auth-exception' ? true : error.status >= 500;
}

function serverMessage(body: unknown): string | null {
  if (body && typeof body === 'object' && 'message' in body) {
    const message = body.message;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return null;
}

export type NormalizedSuccess<T> = { status: 200; data: T | null };

/** The answer's headers, as far as the error needs them (fetch's Headers, or an XHR's getter). */
export interface ResponseHeaderReader {
  get(name: string): string | null;
}

/**
 * The catalogue: 200 → the data; 204 → status 200 with empty data;
 * 400/401/404/409/422/500 → the server's message, else the default;
 * any other status → status 404 with the message "Error" (a 429 also keeps its `Retry-After`).
 */
export function normalizeResponse<T>(status: number, body: unknown, headers?: ResponseHeaderReader): NormalizedSuccess<T> | ApiError {
  if (status === 200) return { status: 200, data: (body ?? null) as T | null };
  if (status === 204) return { status: 200, data: null };
  const fallback = DEFAULT_ERROR_MESSAGES[status];
  if (fallback !== undefined) {
    return new ApiError(status, serverMessage(body) ?? fallback, { body });
  }
  const retryAfter = status === 429 ? parseRetryAfter(headers?.get('Retry-After')) : null;
  return new ApiError(404, 'Error', { kind: 'unlisted', httpStatus: status, body, retryAfter });
}

/**
 * A thrown fetch: status 500 with an error; but an exception in an
 * authentication call gives status 404, message "Error" and empty data.
 */
export function normalizeException(error: unknown, options: { authCall: boolean }): ApiError {
  if (error instanceof ApiError) return error;
  if (options.authCall) return new ApiError(404, 'Error', { kind: 'auth-exception', cause: error });
  if (error instanceof Error && error.name === 'TimeoutError')
    return new ApiError(500, TIMEOUT_ERROR_MESSAGE, { kind: 'timeout', cause: error });
  return new ApiError(500, NETWORK_ERROR_MESSAGE, { kind: 'network', cause: error });
}

/** The calls the spec calls "authentication calls". */
export function isAuthCall(schemaPath: string): boolean {
  return schemaPath.startsWith('/auth/');
}

/**
 * A user-facing Spanish message for any thrown value. A status outside the catalogue keeps the
 * spec's "Error" and says which one it was and that trying again later may work.
 */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) {
    if (isRateLimited(error)) return rateLimitMessage(error);
    if (error.kind === 'unlisted') return `${error.message} (${error.httpStatus}). Intenta de nuevo en unos minutos.`;
    return error.message;
  }
  return 'Ocurrió un error inesperado. Intenta de nuevo.';
}
