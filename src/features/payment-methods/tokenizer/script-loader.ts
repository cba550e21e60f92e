// Adds a <script> once per URL. A script that fails, or does not load within its time limit, is
// removed and forgotten, so that a retry really loads it again. A retry asks for the URL with
// `?retry=N`: Chromium joins a new <script> to a request of the same URL still under way, so with
// the same URL a retry after a stalled load would wait on the stalled request again.

export interface LoadScriptOptions {
  /** How long the script may take to load. @default 15000 */
  timeoutMs?: number;
}

/** A call joining a load already under way shares that load's time limit. */
export type ScriptLoader = (src: string, options?: LoadScriptOptions) => Promise<void>;

export const SCRIPT_TIMEOUT_MS = 15_000;

/** The script did not load within its time limit (the host accepted the request but never answered). */
export class ScriptTimeoutError extends Error {
  constructor(src: string, timeoutMs: number) {
    super(`${src} no cargó en ${timeoutMs} ms`);
    this.name = 'ScriptTimeoutError';
  }
}

function withRetry(src: string, attempt: number): string {
  const url = new URL(src, document.baseURI);
  url.searchParams.set('retry', String(attempt));
  return url.href;
}

/** A loader with its own memory of loaded scripts (tests make one each). */
export function createScriptLoader(defaults: LoadScriptOptions = {}): ScriptLoader {
  const loaded = new Map<string, Promise<void>>();
  const attempts = new Map<string, number>();

  return (src, options = {}) => {
    const existing = loaded.get(src);
    if (existing) return existing;
    const timeoutMs = options.timeoutMs ?? defaults.timeoutMs ?? SCRIPT_TIMEOUT_MS;
    const attempt = attempts.get(src) ?? 0;
    attempts.set(src, attempt + 1);
    const script = document.createElement('script');
    const promise = new Promise<void>((resolve, reject) => {
      const settle = (error?: Error) => {
        clearTimeout(timer);
        script.onload = null;
        script.onerror = null;
        if (!error) {
          resolve();
          return;
        }
        script.remove();
        // Forget this attempt only: a newer one may already be under way.
        if (loaded.get(src) === promise) loaded.delete(src);
        reject(error);
      };
      const timer = setTimeout(() => settle(new ScriptTimeoutError(src, timeoutMs)), timeoutMs);
      script.src = attempt === 0 ? src : withRetry(src, attempt);
      script.async = true;
      script.onload = () => settle();
      script.onerror = () => settle(new Error(`No se pudo cargar ${src}`));
      document.head.appendChild(script);
    });
    loaded.set(src, promise);
    return promise;
  };
}

export const loadScript: ScriptLoader = createScriptLoader();
