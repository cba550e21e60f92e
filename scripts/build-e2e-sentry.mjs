#!/usr/bin/env node
// `npm run build:e2e:sentry`: the e2e build with VITE_SENTRY_DSN pointing at security.spec.ts's
// local sink (port E2E_SENTRY_PORT, by default E2E_APP_PORT + 20), into E2E_SENTRY_DIST (.tmp/dist-sentry).
import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { sentryDist, sentryDsn } from '../tests/e2e/quality-ports.mjs';

const ROOT = resolve(import.meta.dirname, '..');
execFileSync(join(ROOT, 'node_modules/.bin/vite'), ['build', '--mode', 'e2e', '--outDir', sentryDist(), '--emptyOutDir', '--logLevel', 'warn'], {
  cwd: ROOT,
  stdio: 'inherit',
  env: { ...process.env, VITE_SENTRY_DSN: sentryDsn() },
});
console.log(`Compilación con Sentry (DSN ${sentryDsn()}) en ${sentryDist()}.`);
