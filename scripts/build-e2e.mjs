#!/usr/bin/env node
// `npm run build:e2e`: the four builds the end-to-end suite serves, in mode e2e (.env.e2e):
// - dist: the app on Prism's mock of the examples (E2E_MOCK_PORT, .env.e2e);
// - .tmp/dist-sentry: the same with VITE_SENTRY_DSN pointing at security.spec.ts's local sink;
// - .tmp/dist-dev-api: the app on the development API behind Prism (tests/e2e/api/);
// - .tmp/dist-spec-shape: the same on the development API in the spec's shape (`--shape seed`).
// Each takes about two seconds.
import { execFileSync } from 'node:child_process';
import { join, resolve } from 'node:path';
import { devApiDist, devStackPort, sentryDist, sentryDsn, specShapeDist, specShapeStackPort } from '../tests/e2e/quality-ports.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const DIST = process.env.E2E_DIST ?? 'dist';
// .env.e2e names the default mock port; a run on other ports (E2E_MOCK_PORT) builds against those.
const MOCK_URL = `http://127.0.0.1:${Number(process.env.E2E_MOCK_PORT ?? 4020)}`;

/** @param {string} outDir @param {Record<string, string>} env @param {string} label */
function build(outDir, env, label) {
  execFileSync(
    join(ROOT, 'node_modules/.bin/vite'),
    ['build', '--mode', 'e2e', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, ...env },
    },
  );
  console.log(`${label} en ${outDir}.`);
}

build(DIST, { VITE_API_BASE_URL: MOCK_URL }, `Compilación sobre el mock de Prism (${MOCK_URL})`);
build(sentryDist(), { VITE_API_BASE_URL: MOCK_URL, VITE_SENTRY_DSN: sentryDsn() }, `Compilación con Sentry (DSN ${sentryDsn()})`);
build(
  devApiDist(),
  { VITE_API_BASE_URL: `http://127.0.0.1:${devStackPort()}` },
  `Compilación sobre la API de desarrollo (puerto ${devStackPort()})`,
);
build(
  specShapeDist(),
  { VITE_API_BASE_URL: `http://127.0.0.1:${specShapeStackPort()}` },
  `Compilación sobre la API de desarrollo con la forma de la especificación (puerto ${specShapeStackPort()})`,
);
