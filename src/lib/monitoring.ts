// Error reporting and session replay (spec section 7, last line). Sentry is
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

export function initMonitoring(env: Pick<AppEnv, 'sentryDsn' | 'mode'>): void {
  if (!env.sentryDsn) return;
  const dsn = env.sentryDsn;
  sentry = import('@sentry/react').then((Sentry) => {
    Sentry.init({
      dsn,
      environment: env.mode,
      integrations: [
        Sentry.browserTracingIntegration(),
        Sentry.replayIntegration({
          maskAllInputs: true,
          maskAllText: false,
          blockAllMedia: false,
          // No request or response bodies: they may carry tokens or personal data.
          networkDetailAllowUrls: [],
          networkCaptureBodies: false,
        }),
      ],
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
        return event;
      },
      beforeBreadcrumb(breadcrumb) {
        // Inputs and URLs never carry card data or tokens into breadcrumbs.
        if (breadcrumb.category === 'ui.input') return null;
        if (breadcrumb.message) breadcrumb.message = scrubText(breadcrumb.message);
        return breadcrumb;
      },
    });
    return Sentry;
  });
}

export function identifyUser(user: MonitoredUser): void {
  void sentry.then((Sentry) =>
    Sentry?.setUser({ id: user.id, username: user.name, email: user.email, isEmployer: user.isEmployer }),
  );
}

export function clearMonitoredUser(): void {
  void sentry.then((Sentry) => Sentry?.setUser(null));
}

export function reportError(error: unknown, context?: Record<string, unknown>): void {
  void sentry.then((Sentry) => Sentry?.captureException(error, context ? { extra: context } : undefined));
}
