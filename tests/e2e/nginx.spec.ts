// The build as production serves it: Debian's nginx with deploy/nginx.conf (only the port, the
// folder and the API origin changed), started and stopped here on a loopback port. Every screen
// renders under its Content-Security-Policy with no violation and no console error.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test as base, type Page } from '@playwright/test';
import { isPortFree, startNginx, type LocalNginx } from '../../deploy/local-nginx.mjs';
import { paths } from '../../src/config/paths';
import { signInAs, watchConsole, type ExampleUser } from './support';
import { APP_DIST, exampleId, MOCK_ORIGIN, NGINX_BASE_PORT, recordCspViolations } from './quality-support';

const test = base.extend<{ server: string }, { nginx: LocalNginx }>({
  // One nginx per worker for the worker's lifetime: on E2E_NGINX_PORT + the worker's index, or
  // on any free port when another run holds that one (the port is not part of what is tested).
  nginx: [
    // eslint-disable-next-line no-empty-pattern -- Playwright needs the (empty) fixture object.
    async ({}, provide, workerInfo) => {
      const preferred = NGINX_BASE_PORT + workerInfo.parallelIndex;
      const port = (await isPortFree(preferred)) ? preferred : 0;
      const nginx = await startNginx({ port, root: APP_DIST, apiOrigin: MOCK_ORIGIN });
      await provide(nginx);
      await nginx.stop();
    },
    { scope: 'worker' },
  ],
  server: async ({ nginx }, provide) => provide(nginx.url),
});

const PUBLIC_SCREENS = [paths.landing, paths.login, paths.requestReset, `${paths.resetPassword}?token=f3a9c2e1b7d4`, '/pagina-que-no-existe'];
const SCREENS: Record<ExampleUser, string[]> = {
  employer: [
    paths.app.home,
    paths.app.profile,
    paths.app.paymentMethods,
    paths.app.paymentHistory,
    paths.app.employees,
    paths.app.quotation(exampleId('getQuotation', 'quotationId')),
    paths.app.payment(exampleId('getPayment', 'paymentId')),
    '/app/seccion-que-no-existe',
  ],
  nonEmployer: [paths.app.home, paths.app.personalData, paths.app.paymentMethods, paths.app.paymentHistory],
};

/** Opens a screen and waits until it has rendered and finished loading its data. */
async function renderScreen(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('h1')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('h1')).not.toHaveText(/Algo salió mal|Cotiza no pudo iniciar/);
}

test('index.html: history fallback, no-cache, a CSP that allows only the listed origins, and the security headers', async ({ server, request }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'HTTP only: the viewport changes nothing');
  // App routes fall back to the empty shell; the public pages are their pre-rendered HTML.
  for (const [path, root] of [
    ['/app/metodos-de-pago', '<div id="root"></div>'],
    ['/app/historial-de-pagos/pay_7f3k2m9x1q', '<div id="root"></div>'],
    ['/', '<div id="root" data-prerendered="/">'],
    ['/login?volver=%2Fapp', '<div id="root" data-prerendered="/login">'],
    ['/recuperar-contrasena', '<div id="root" data-prerendered="/recuperar-contrasena">'],
  ]) {
    const response = await request.get(`${server}${path}`);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    expect(await response.text(), path).toContain(root);
    expect(response.headers()['cache-control'], path).toBe('no-cache');
  }
  const headers = (await request.get(`${server}/app`)).headers();
  const csp = headers['content-security-policy'];
  const directives = Object.fromEntries(csp.split(';').map((part) => part.trim().split(/\s+/)).map(([name, ...values]) => [name, values]));
  expect(directives['default-src']).toEqual(["'self'"]);
  expect(directives['script-src']).toEqual([
    "'self'",
    'https://js.openpay.mx',
    'https://resources.openpay.mx',
    'https://api.openpay.mx',
    'https://sandbox-api.openpay.mx',
  ]);
  expect(csp).not.toContain('unsafe-inline');
  expect(csp).not.toContain('unsafe-eval');
  expect(directives['style-src']).toEqual(["'self'", expect.stringMatching(/^'nonce-[0-9a-f]{32}'$/)]);
  expect(directives['connect-src']).toEqual(["'self'", MOCK_ORIGIN, 'https://api.openpay.mx', 'https://sandbox-api.openpay.mx', 'https://*.ingest.sentry.io', 'https://*.ingest.us.sentry.io']);
  expect(directives['frame-ancestors']).toEqual(["'none'"]);
  expect(directives['object-src']).toEqual(["'none'"]);
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy']).toContain('camera=()');
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers.server).toBe('nginx'); // no version

  // A fresh nonce per response, handed to react-aria through the meta tag.
  const html = await (await request.get(`${server}/app`)).text();
  const nonce = /<meta property="csp-nonce" nonce="([0-9a-f]{32})">/.exec(html)?.[1];
  expect(nonce).toBeTruthy();
  expect(csp).not.toContain(nonce!);
});

test('hashed assets: a year immutable and compressed; a missing asset is a 404, not the app', async ({ server, request }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'HTTP only: the viewport changes nothing');
  const scripts = readdirSync(join(APP_DIST, 'assets')).filter((file) => file.endsWith('.js'));
  const entry = scripts.sort((a, b) => b.length - a.length).find((file) => file.startsWith('index-')) ?? scripts[0];
  const response = await request.get(`${server}/assets/${entry}`, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(response.headers()['content-encoding']).toBe('gzip');
  expect(response.headers()['content-type']).toContain('javascript');
  expect(response.headers()['content-security-policy']).toBeTruthy();

  const missing = await request.get(`${server}/assets/no-existe-0000.js`);
  expect(missing.status()).toBe(404);
  expect(missing.headers()['cache-control']).toBeUndefined();
  expect(await missing.text()).not.toContain('<div id="root">');
});

test('every public screen renders under the CSP with no violation and no console error', async ({ page, server }) => {
  const console = watchConsole(page);
  const violations = await recordCspViolations(page);
  for (const path of PUBLIC_SCREENS) {
    await renderScreen(page, `${server}${path}`);
    expect(await violations(), path).toEqual([]);
  }
  console.expectNone();
});

for (const kind of ['employer', 'nonEmployer'] as const) {
  test(`every screen of the ${kind} example user renders under the CSP with no violation and no console error`, async ({ page, server }) => {
    const console = watchConsole(page);
    const violations = await recordCspViolations(page);
    await signInAs(page, kind);
    let nonced = 0;
    for (const path of SCREENS[kind]) {
      await renderScreen(page, `${server}${path}`);
      expect(await violations(), path).toEqual([]);
      // Run-time <style> elements (react-aria adds one) all carry the response's nonce.
      const styles = await page.evaluate(() => [...document.querySelectorAll('style')].map((style) => Boolean(style.nonce)));
      expect(styles.filter((hasNonce) => !hasNonce), path).toEqual([]);
      nonced += styles.length;
    }
    expect(nonced, 'react-aria added its <style> on some screen').toBeGreaterThan(0);
    console.expectNone();
  });
}
