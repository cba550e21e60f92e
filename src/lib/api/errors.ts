// The one place that maps HTTP results to the spec's error catalogue (spec sections 4 and 8).

export const DEFAULT_ERROR_MESSAGES: Readonly<Record<number, string>> = {
  400: 'Error 400 Bad Request',
  401: 'Error en las credenciales',
  404: 'No Encontrado',
  409: 'Conflicto: recurso duplicado',
  422: 'Unprocessable Entity',
  500: 'Error 500',
};

/** Shown for a network failure: the spec fixes the status (500), not the words. */
export const NETWORK_ERROR_MESSAGE =
  'No pudimos conectar con el servidor. Revisa tu conexión e intenta de nuevo.';

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

  constructor(
    status: number,
    message: string,
    options: { kind?: ApiErrorKind; body?: unknown; cause?: unknown; httpStatus?: number | null } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ApiError';
    this.status = status;
    this.kind = options.kind ?? 'http';
    this.httpStatus = options.httpStatus !== undefined ? options.httpStatus : this.kind === 'http' ? status : null;
    this.body = options.body;
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

/** A failure that says nothing about the data (no answer, a server fault, an unlisted status, a malformed answer): retrying may work. */
export function isTransientError(error: unknown): boolean {
  if (!isApiError(error)) return false;
  return error.kind !== 'http' && error.kind !== 'auth-exception' ? true : error.status >= 500;
}

function serverMessage(body: unknown): string | null {
  if (body && typeof body === 'object' && 'message' in body) {
    const message = (body as { message: unknown }).message;
    if (typeof message === 'string' && message.trim() !== '') return message;
  }
  return null;
}

export type NormalizedSuccess<T> = { status: 200; data: T | null };

/**
 * Spec section 8: 200 → the data; 204 → status 200 with empty data;
 * 400/401/404/409/422/500 → the server's message, else the default;
 * any other status → status 404 with the message "Error".
 */
export function normalizeResponse<T>(status: number, body: unknown): NormalizedSuccess<T> | ApiError {
  if (status === 200) return { status: 200, data: (body ?? null) as T | null };
  if (status === 204) return { status: 200, data: null };
  const fallback = DEFAULT_ERROR_MESSAGES[status];
  if (fallback !== undefined) {
    return new ApiError(status, serverMessage(body) ?? fallback, { body });
  }
  return new ApiError(404, 'Error', { kind: 'unlisted', httpStatus: status, body });
}

/**
 * A thrown fetch: status 500 with an error; but an exception in an
 * authentication call gives status 404, message "Error" and empty data.
 */
export function normalizeException(error: unknown, options: { authCall: boolean }): ApiError {
  if (error instanceof ApiError) return error;
  if (options.authCall) return new ApiError(404, 'Error', { kind: 'auth-exception', cause: error });
  if (error instanceof Error && error.name === 'TimeoutError') return new ApiError(500, TIMEOUT_ERROR_MESSAGE, { kind: 'timeout', cause: error });
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
    if (error.kind === 'unlisted') return `${error.message} (${error.httpStatus}). Intenta de nuevo en unos minutos.`;
    return error.message;
  }
  return 'Ocurrió un error inesperado. Intenta de nuevo.';
}
