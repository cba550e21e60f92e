// Error reporting and session replay (what is scrubbed: docs/security.md). Sentry is
// loaded only when VITE_SENTRY_DSN is set, and only after first paint.
import type { AppEnv } from '@/config/env';

type SentryModule = typeof import('@sentry/react');

export interface MonitoredUser {
  id: string;
  name: string;
  email: string;
  isEmployer: boolean;
}

let sentry: Promise<SentryModule | null> = Promise.resolve(null);

const CARD_LIKE = /\b\d(?:[ -]?\d){11,18}\b/g;

/** Removes anything that looks like a card number from text sent to Sentry. */
export function scrubText(text: string): string {
  return text.replace(CARD_LIKE, '[tarjeta]');
}

/** What replaces a secret parameter's value (the marker Sentry itself uses). */
const FILTERED = '[Filtered]';

// A parameter of a URL's query or fragment (`?token=…`, `&code=…`, `#access_token=…`), anywhere in a text.
const URL_PARAM = /([?&#])([^?&#=\s"'<>]+)=([^&#\s"'<>]*)/g;
// Names that carry credentials: the password-reset link's `token`, OAuth's `code`, `access_token`…
const SECRET_NAME = /token|secret|passw|code|auth|key|sig|jwt|session/i;

/**
 * Hides the value of every secret query or fragment parameter in a text: a URL, a path, or a
 * message that contains one. The other parameters (page, filters) stay readable.
 */
export function scrubUrl(text: string): string {
  return text.replace(URL_PARAM, (param, separator: string, name: string) =>
    SECRET_NAME.test(name) ? `${separator}${name}=${FILTERED}` : param,
  );
}

/** Whether a URL carries a secret parameter. */
export const hasSecretParam = (url: string): boolean => scrubUrl(url) !== url;

const isPlainContainer = (value: unknown): value is Record<string, unknown> => {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return Array.isArray(value) || proto === Object.prototype || proto === null;
};

/**
 * Runs `scrubUrl` over every string of a Sentry payload (event, breadcrumb, span, replay
 * recording event), in place, and returns it. Whatever field a URL lands in — `request.url`,
 * a breadcrumb's `data.from`/`data.to`, a span's name or `url` attribute, a replay's `urls` —
 * it leaves without its secrets. Only plain objects and arrays are walked.
 */
export function scrubSecrets<T>(payload: T, depth = 0): T {
  if (typeof payload === 'string') return scrubUrl(payload) as T;
  if (depth > 20 || !isPlainContainer(payload)) return payload;
  const container: Record<string, unknown> = payload;
  for (const key of Object.keys(container)) {
    const value = container[key];
    const scrubbed = scrubSecrets(value, depth + 1);
    if (scrubbed !== value) container[key] = scrubbed;
  }
  return payload;
}

/**
 * Session replay records `location.href` in each full snapshot, which no Sentry hook can edit:
 * the recording starts only once the address bar holds no secret (the reset page removes its
 * token at once; until then the page is polled).
 */
function whenAddressIsClean(start: () => void): void {
  const isClean = () => !hasSecretParam(window.location.href);
  if (isClean()) {
    start();
    return;
  }
  const timer = window.setInterval(() => {
    if (!isClean()) return;
    window.clearInterval(timer);
    start();
  }, 200);
}

export function initMonitoring(env: Pick<AppEnv, 'sentryDsn' | 'mode'>): void {
  if (!env.sentryDsn) return;
  const dsn = env.sentryDsn;
  sentry = import('@sentry/react').then((Sentry) => {
    Sentry.init({
      dsn,
      environment: env.mode,
      integrations: [Sentry.browserTracingIntegration()],
      tracesSampleRate: 0.1,
      replaysSessionSampleRate: 0.1,
      replaysOnErrorSampleRate: 1.0,
      beforeSend(event) {
        if (event.request) {
          delete event.request.data;
          delete event.request.cookies;
          if (event.request.headers) delete event.request.headers.Authorization;
        }
        if (event.message) event.message = scrubText(event.message);
        event.exception?.values?.forEach((value) => {
          if (value.value) value.value = scrubText(value.value);
        });
        return scrubSecrets(event);
      },
      beforeBreadcrumb(breadcrumb) {
        // Inputs never reach breadcrumbs; card numbers and URL secrets are removed.
        if (breadcrumb.category === 'ui.input') return null;
        if (breadcrumb.message) breadcrumb.message = scrubText(breadcrumb.message);
        return scrubSecrets(breadcrumb);
      },
      // Span names and attributes (the page's `url`, navigations).
      beforeSendSpan: (span) => scrubSecrets(span),
    });
    // Every event once fully prepared, replay events included (their `urls` and `request.url`),
    // which have no before-send hook of their own.
    Sentry.getClient()?.on('postprocessEvent', (event) => {
      scrubSecrets(event);
    });
    const replay = Sentry.replayIntegration({
      maskAllInputs: true,
      maskAllText: false,
      blockAllMedia: false,
      // No request or response bodies: they may carry tokens or personal data.
      networkDetailAllowUrls: [],
      networkCaptureBodies: false,
      // The recording's own breadcrumbs and spans (navigations, `navigation.navigate`).
      beforeAddRecordingEvent: (event) => scrubSecrets(event),
    });
    whenAddressIsClean(() => Sentry.addIntegration(replay));
    return Sentry;
  });
}

export function identifyUser(user: MonitoredUser): void {
  void sentry.then((Sentry) => Sentry?.setUser({ id: user.id, username: user.name, email: user.email, isEmployer: user.isEmployer }));
}

export function clearMonitoredUser(): void {
  void sentry.then((Sentry) => Sentry?.setUser(null));
}

export function reportError(error: unknown, context?: Record<string, unknown>): void {
  void sentry.then((Sentry) => Sentry?.captureException(error, context ? { extra: context } : undefined));
}
