// Ports and builds of the e2e runs that are not the main one (the main build is `dist`, on Prism's
// mock at E2E_MOCK_PORT), in one place for the specs, playwright.config.ts and `npm run build:e2e`.
// They follow E2E_APP_PORT, so runs on other ports never collide.
import { resolve } from 'node:path';

/** @returns {number} */
const appPort = () => Number(process.env.E2E_APP_PORT ?? 4183);

/** The first nginx port of nginx.spec.ts (each worker adds its parallel index). */
export const nginxBasePort = () => Number(process.env.E2E_NGINX_PORT ?? appPort() + 10);
/** The Sentry sink of security.spec.ts, which the Sentry build's DSN points at. */
export const sentryPort = () => Number(process.env.E2E_SENTRY_PORT ?? appPort() + 20);
export const sentryDist = () => resolve(process.env.E2E_SENTRY_DIST ?? '.tmp/dist-sentry');
export const sentryDsn = () => `http://publickey@127.0.0.1:${sentryPort()}/1`;
/** The development API behind Prism (tests/e2e/api/): what the app calls, and the API itself. */
export const devStackPort = () => Number(process.env.E2E_DEV_STACK_PORT ?? appPort() - 153);
export const devApiPort = () => devStackPort() + 1;
/** The build that calls the development API, and where `vite preview` serves it. */
export const devApiDist = () => resolve(process.env.E2E_DEV_API_DIST ?? '.tmp/dist-dev-api');
export const devApiAppPort = () => Number(process.env.E2E_DEV_API_APP_PORT ?? appPort() + 1);
/**
 * The same in the spec's shape (`--shape seed`: numeric ids, the user's token, `{ token }` on
 * sign-in, `{}` on confirmations), with its own build: tests/e2e/api/ runs key flows on both.
 */
export const specShapeStackPort = () => Number(process.env.E2E_SPEC_SHAPE_STACK_PORT ?? devStackPort() + 2);
export const specShapeApiPort = () => specShapeStackPort() + 1;
export const specShapeDist = () => resolve(process.env.E2E_SPEC_SHAPE_DIST ?? '.tmp/dist-spec-shape');
export const specShapeAppPort = () => Number(process.env.E2E_SPEC_SHAPE_APP_PORT ?? appPort() + 2);
