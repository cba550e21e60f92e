// Multipart uploads with progress (POST /files, POST /employees/import). fetch
// cannot report upload progress, so this one shared module uses XMLHttpRequest;
// errors still go through the one status mapping (normalizeResponse / normalizeException).
import { getToken } from '@/lib/session/storage';
import { DEFAULT_TIMEOUTS } from './client';
import { ApiError, normalizeException, normalizeResponse } from './errors';
import { getApiBaseUrl, notifyUnauthorized } from './index';
import { toUploadFormData } from './files';
import type { components, paths } from './schema';

export type UploadedFile = components['schemas']['FileUploadResponse'];

/** The calls that take one file as multipart form data. */
export type UploadPath = '/files' | '/employees/import';
type UploadAnswer<P extends UploadPath> = paths[P]['post']['responses'][200]['content']['application/json'];

export interface UploadProgressOptions {
  /** Aborting rejects with a DOMException named "AbortError". */
  signal?: AbortSignal;
  /** Tests point it at a local server; the app uses the validated env. */
  baseUrl?: string;
  getToken?: () => string | null;
  /** Past this (ms) the upload fails as a timeout; the typed client's limit for writes by default. */
  timeoutMs?: number;
}

function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** POST `path` with `file` as form data named by the spec's rule, reporting progress; resolves with the JSON answer. */
export function uploadWithProgress<P extends UploadPath>(
  path: P,
  file: File,
  onProgress?: (percent: number) => void,
  options: UploadProgressOptions = {},
): Promise<UploadAnswer<P>> {
  const baseUrl = (options.baseUrl ?? getApiBaseUrl()).replace(/\/+$/, '');
  const token = (options.getToken ?? getToken)();

  return new Promise<UploadAnswer<P>>((resolve, reject) => {
    if (options.signal?.aborted) {
      reject(new DOMException('La carga se canceló.', 'AbortError'));
      return;
    }
    const xhr = new XMLHttpRequest();
    const onAbort = () => xhr.abort();
    // Every outcome settles the promise once and lets go of the caller's signal.
    const settle = (finish: () => void) => {
      options.signal?.removeEventListener('abort', onAbort);
      finish();
    };
    xhr.open('POST', `${baseUrl}${path}`);
    xhr.timeout = options.timeoutMs ?? DEFAULT_TIMEOUTS.write;
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);

    xhr.upload.addEventListener('progress', (event) => {
      if (event.lengthComputable && event.total > 0) {
        onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)));
      }
    });
    xhr.addEventListener('load', () =>
      settle(() => {
        const body = parseBody(xhr.responseText);
        if (xhr.status === 200 && typeof body === 'object' && body !== null) {
          onProgress?.(100);
          resolve(body as UploadAnswer<P>);
          return;
        }
        // 204 (or a 200 without JSON) is a success with empty data, which an upload cannot use.
        const result = normalizeResponse(xhr.status, body, { get: (name) => xhr.getResponseHeader(name) });
        if (result instanceof ApiError && result.status === 401 && token) notifyUnauthorized();
        reject(
          result instanceof ApiError ? result : new ApiError(500, 'No recibimos la confirmación de la carga. Intenta de nuevo.', { body }),
        );
      }),
    );
    xhr.addEventListener('error', () =>
      settle(() => reject(normalizeException(new TypeError('Network request failed'), { authCall: false }))),
    );
    // The same timeout error as the typed client's (its AbortSignal.timeout throws a TimeoutError).
    xhr.addEventListener('timeout', () =>
      settle(() => {
        const timedOut = Object.assign(new Error('La carga tardó demasiado.'), { name: 'TimeoutError' });
        reject(normalizeException(timedOut, { authCall: false }));
      }),
    );
    xhr.addEventListener('abort', () => settle(() => reject(new DOMException('La carga se canceló.', 'AbortError'))));
    options.signal?.addEventListener('abort', onAbort, { once: true });

    xhr.send(toUploadFormData(file));
  });
}

/** POST /files with progress: the stored file's name and URL. */
export function uploadFileWithProgress(
  file: File,
  onProgress?: (percent: number) => void,
  options: UploadProgressOptions = {},
): Promise<UploadedFile> {
  return uploadWithProgress('/files', file, onProgress, options);
}

export function isAbortError(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}
