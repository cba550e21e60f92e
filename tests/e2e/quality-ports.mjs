// Ports and builds of the quality specs, in one place for the specs and `npm run build:e2e:sentry`.
// They follow E2E_APP_PORT, so runs on other ports never collide.
import { resolve } from 'node:path';

const appPort = () => Number(process.env.E2E_APP_PORT ?? 4183);

/** The first nginx port of nginx.spec.ts (each worker adds its parallel index). */
export const nginxBasePort = () => Number(process.env.E2E_NGINX_PORT ?? appPort() + 10);
/** The Sentry sink of security.spec.ts, which the Sentry build's DSN points at. */
export const sentryPort = () => Number(process.env.E2E_SENTRY_PORT ?? appPort() + 20);
export const sentryDist = () => resolve(process.env.E2E_SENTRY_DIST ?? '.tmp/dist-sentry');
export const sentryDsn = () => `http://publickey@127.0.0.1:${sentryPort()}/1`;
