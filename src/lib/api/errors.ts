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

export type ApiErrorKind = 'http' | 'network' | 'auth-exception';

export class ApiError extends Error {
  readonly status: number;
  readonly kind: ApiErrorKind;
  /** The server's parsed body, when there was one (e.g. Openpay's error_code, field errors). */
  readonly body: unknown;
  /** The spec's "empty data" that accompanies an error. */
  readonly data: null = null;

  constructor(status: number, message: string, options: { kind?: ApiErrorKind; body?: unknown; cause?: unknown } = {}) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ApiError';
    this.status = status;
    this.kind = options.kind ?? 'http';
    this.body = options.body;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
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
  return new ApiError(404, 'Error', { body });
}

/**
 * A thrown fetch: status 500 with an error; but an exception in an
 * authentication call gives status 404, message "Error" and empty data.
 */
export function normalizeException(error: unknown, options: { authCall: boolean }): ApiError {
  if (error instanceof ApiError) return error;
  if (options.authCall) return new ApiError(404, 'Error', { kind: 'auth-exception', cause: error });
  return new ApiError(500, NETWORK_ERROR_MESSAGE, { kind: 'network', cause: error });
}

/** The calls the spec calls "authentication calls". */
export function isAuthCall(schemaPath: string): boolean {
  return schemaPath.startsWith('/auth/');
}

/** A user-facing Spanish message for any thrown value. */
export function errorMessage(error: unknown): string {
  if (error instanceof ApiError) return error.message;
  return 'Ocurrió un error inesperado. Intenta de nuevo.';
}
