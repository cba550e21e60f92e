// The build as production serves it: Debian's nginx with deploy/nginx.conf (only the port, the
// folder and the origins changed), started and stopped here on a loopback port. Every answer (the
// HTML, an asset, an error) carries the security headers; every screen renders under them with no
// CSP violation, no console error and no warning about a header.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test as base, type APIRequestContext, type Page } from '@playwright/test';
import { isPortFree, startNginx, type LocalNginx } from '../../deploy/local-nginx.mjs';
import { appPaths } from '../../src/config/app-paths';
import { paths } from '../../src/config/paths';
import { sentryDsn } from './quality-ports.mjs';
import { preferExample, signInAs, watchConsole, type ExampleUser } from './support';
import { APP_DIST, exampleId, MOCK_ORIGIN, NGINX_BASE_PORT, recordCspViolations, SENTRY_DIST, SENTRY_PORT } from './quality-support';

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

const PUBLIC_SCREENS = [
  paths.landing,
  paths.login,
  paths.requestReset,
  `${paths.resetPassword}?token=f3a9c2e1b7d4`,
  `${paths.acceptInvitation}?token=8e4b1c7f2a9d`,
  '/pagina-que-no-existe',
];
const SCREENS: Record<ExampleUser, string[]> = {
  employer: [
    appPaths.home,
    appPaths.profile,
    appPaths.paymentMethods,
    appPaths.paymentHistory,
    appPaths.employees,
    appPaths.quotation(exampleId('getQuotation', 'quotationId')),
    appPaths.payment(exampleId('getPayment', 'paymentId')),
    '/app/seccion-que-no-existe',
  ],
  nonEmployer: [appPaths.home, appPaths.personalData, appPaths.paymentMethods, appPaths.paymentHistory],
};

const OPENPAY_API = ['https://api.openpay.mx', 'https://sandbox-api.openpay.mx'];
/**
 * Allowed to the page's own origin only (`name=(self)`): the copy buttons of the payment
 * instructions write to the clipboard ("Copiar CLABE" said "No pudimos copiar" under `()`).
 */
const FEATURES_SELF = ['clipboard-write'];
/** Every other powerful feature, switched off (`name=()`): the app uses none. Only names Chromium knows. */
const FEATURES_OFF = [
  'accelerometer',
  'autoplay',
  'browsing-topics',
  'camera',
  'clipboard-read',
  'display-capture',
  'encrypted-media',
  'fullscreen',
  'gamepad',
  'geolocation',
  'gyroscope',
  'hid',
  'identity-credentials-get',
  'idle-detection',
  'local-fonts',
  'magnetometer',
  'microphone',
  'midi',
  'otp-credentials',
  'payment',
  'picture-in-picture',
  'publickey-credentials-create',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'speaker-selection',
  'sync-xhr',
  'usb',
  'window-management',
  'xr-spatial-tracking',
];
const HSTS = 'max-age=63072000; includeSubDomains';
/** Console text about a response header Chromium could not apply (an unknown feature name, a bad directive). */
const HEADER_COMPLAINT =
  /Permissions-Policy|Feature-Policy|Content[- ]Security[- ]Policy|Strict-Transport-Security|Cross-Origin|Referrer Policy/i;

function cspDirectives(csp: string): Record<string, string[]> {
  return Object.fromEntries(
    csp
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name, ...values]) => [name, values]),
  );
}

/** The entry script among the hashed assets of a build. */
function entryScript(root: string): string {
  const scripts = readdirSync(join(root, 'assets')).filter((file) => file.endsWith('.js'));
  return scripts.sort((a, b) => b.length - a.length).find((file) => file.startsWith('index-')) ?? scripts[0];
}

/** The HTML, an asset, a missing asset (404) and a POST (405): each with the Cache-Control it should have. */
function answers(root: string) {
  return [
    { what: 'HTML /app', path: '/app', status: 200, cacheControl: 'no-cache' },
    { what: 'asset', path: `/assets/${entryScript(root)}`, status: 200, cacheControl: 'public, max-age=31536000, immutable' },
    { what: '404 (missing asset)', path: '/assets/no-existe-0000.js', status: 404, cacheControl: 'no-store' },
    { what: '405 (POST /)', path: '/', method: 'POST', status: 405, cacheControl: 'no-store' },
  ];
}

async function fetchAnswer(request: APIRequestContext, url: string, method = 'GET', headers: Record<string, string> = {}) {
  return method === 'POST' ? request.post(url, { headers, data: 'x', maxRedirects: 0 }) : request.get(url, { headers, maxRedirects: 0 });
}

/** The security headers every answer carries, the HTML, assets and errors alike. */
function expectSecurityHeaders(headers: Record<string, string>, what: string, sentryOrigin: string | null) {
  const csp = headers['content-security-policy'];
  expect(csp, what).toBeTruthy();
  const directives = cspDirectives(csp);
  expect(directives['default-src'], what).toEqual(["'self'"]);
  expect(directives['script-src'], what).toEqual(["'self'", 'https://js.openpay.mx', 'https://resources.openpay.mx', ...OPENPAY_API]);
  expect(csp, what).not.toContain('unsafe-inline');
  expect(csp, what).not.toContain('unsafe-eval');
  expect(directives['style-src'], what).toEqual(["'self'", expect.stringMatching(/^'nonce-[0-9a-f]{32}'$/)]);
  // Exactly the configured Sentry ingest origin, or none: never a wildcard.
  expect(directives['connect-src'], what).toEqual(["'self'", MOCK_ORIGIN, ...OPENPAY_API, ...(sentryOrigin ? [sentryOrigin] : [])]);
  expect(csp, what).not.toContain('sentry.io');
  expect(csp, what).not.toContain('*');
  expect(directives['frame-ancestors'], what).toEqual(["'none'"]);
  expect(directives['object-src'], what).toEqual(["'none'"]);
  expect(directives['upgrade-insecure-requests'], what).toEqual([]);
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('strict-origin-when-cross-origin');
  expect(headers['x-frame-options'], what).toBe('DENY');
  expect(headers['cross-origin-opener-policy'], what).toBe('same-origin');
  expect(headers['cross-origin-resource-policy'], what).toBe('same-origin');
  expect(headers['x-permitted-cross-domain-policies'], what).toBe('none');
  expect(headers['permissions-policy'].split(/,\s*/).sort(), what).toEqual(
    [...FEATURES_OFF.map((feature) => `${feature}=()`), ...FEATURES_SELF.map((feature) => `${feature}=(self)`)].sort(),
  );
  expect(headers.server, what).toBe('nginx'); // no version
}

/** Every answer: the security headers; HSTS only when the request came over HTTPS (a TLS terminator's X-Forwarded-Proto). */
async function expectHeadersOnEveryAnswer(request: APIRequestContext, server: string, root: string, sentryOrigin: string | null) {
  for (const { what, path, method, status, cacheControl } of answers(root)) {
    const plain = await fetchAnswer(request, `${server}${path}`, method);
    expect(plain.status(), what).toBe(status);
    expect(plain.headers()['cache-control'], what).toBe(cacheControl);
    expectSecurityHeaders(plain.headers(), what, sentryOrigin);
    expect(plain.headers()['strict-transport-security'], `${what} over http: no HSTS`).toBeUndefined();

    const https = await fetchAnswer(request, `${server}${path}`, method, { 'X-Forwarded-Proto': 'https' });
    expect(https.status(), what).toBe(status);
    expect(https.headers()['strict-transport-security'], `${what} over https`).toBe(HSTS);
    expectSecurityHeaders(https.headers(), what, sentryOrigin);
  }
}

/** Warnings and errors Chromium logs about a response header (e.g. an unknown Permissions-Policy feature). */
function watchHeaderComplaints(page: Page) {
  const complaints: string[] = [];
  page.on('console', (message) => {
    if (HEADER_COMPLAINT.test(message.text())) complaints.push(`${message.type()}: ${message.text()}`);
  });
  return () => expect(complaints, complaints.join('\n')).toEqual([]);
}

/** Opens a screen and waits until it has rendered and finished loading its data. */
async function renderScreen(page: Page, url: string) {
  await page.goto(url);
  await expect(page.locator('h1')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(page.locator('h1')).not.toHaveText(/Algo salió mal|Cotiza no pudo iniciar/);
}

test('index.html: history fallback, no-cache; the HTML, an asset, a 404 and a 405 carry the security headers (no Sentry DSN: no Sentry host)', async ({
  server,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'HTTP only: the viewport changes nothing');
  // App routes fall back to the shell (the session check's status only); the public pages are their pre-rendered HTML.
  for (const [path, root] of [
    ['/app/metodos-de-pago', '<div id="root"><div class="flex min-h-dvh'],
    ['/app/historial-de-pagos/pay_7f3k2m9x1q', '<div id="root"><div class="flex min-h-dvh'],
    ['/', '<div id="root" data-prerendered="/">'],
    ['/login?volver=%2Fapp', '<div id="root" data-prerendered="/login">'],
    ['/recuperar-contrasena', '<div id="root" data-prerendered="/recuperar-contrasena">'],
    // A nested pre-rendered page is a file in a folder ($uri.html), not the folder.
    ['/aviso-de-privacidad', '<div id="root" data-prerendered="/aviso-de-privacidad">'],
    ['/aviso-de-privacidad/simplificado', '<div id="root" data-prerendered="/aviso-de-privacidad/simplificado">'],
  ]) {
    const response = await request.get(`${server}${path}`);
    expect(response.status(), path).toBe(200);
    expect(response.headers()['content-type']).toContain('text/html');
    expect(await response.text(), path).toContain(root);
    expect(response.headers()['cache-control'], path).toBe('no-cache');
  }
  await expectHeadersOnEveryAnswer(request, server, APP_DIST, null);
  const csp = (await request.get(`${server}/app`)).headers()['content-security-policy'];

  // A fresh nonce per response, handed to react-aria through the meta tag.
  const html = await (await request.get(`${server}/app`)).text();
  const nonce = /<meta property="csp-nonce" nonce="([0-9a-f]{32})">/.exec(html)?.[1];
  expect(nonce).toBeTruthy();
  expect(csp).not.toContain(nonce!);
});

test('hashed assets: a year immutable and compressed; a missing asset is a 404 never stored, not the app', async ({
  server,
  request,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'HTTP only: the viewport changes nothing');
  const response = await request.get(`${server}/assets/${entryScript(APP_DIST)}`, { headers: { 'Accept-Encoding': 'gzip' } });
  expect(response.status()).toBe(200);
  expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(response.headers()['content-encoding']).toBe('gzip');
  expect(response.headers()['content-type']).toContain('javascript');
  expect(response.headers()['content-security-policy']).toBeTruthy();

  const missing = await request.get(`${server}/assets/no-existe-0000.js`);
  expect(missing.status()).toBe(404);
  // Never stored: once a deploy adds the file, no cache remembers it missing.
  expect(missing.headers()['cache-control']).toBe('no-store');
  expect(await missing.text()).not.toContain('<div id="root">');
});

test('every public screen renders under the CSP with no violation, no console error and no complaint about a header', async ({
  page,
  server,
}) => {
  const console = watchConsole(page);
  const noComplaints = watchHeaderComplaints(page);
  const violations = await recordCspViolations(page);
  for (const path of PUBLIC_SCREENS) {
    await renderScreen(page, `${server}${path}`);
    expect(await violations(), path).toEqual([]);
  }
  // Chromium knows every feature the Permissions-Policy names (an unknown name is only a console
  // warning) and has switched each one off for the page.
  const policy = await page.evaluate(() => {
    const featurePolicy = (document as unknown as { featurePolicy: { features(): string[]; allowedFeatures(): string[] } }).featurePolicy;
    return { known: featurePolicy.features(), allowed: featurePolicy.allowedFeatures() };
  });
  expect(
    [...FEATURES_OFF, ...FEATURES_SELF].filter((feature) => !policy.known.includes(feature)),
    'features Chromium does not know',
  ).toEqual([]);
  expect(
    FEATURES_OFF.filter((feature) => policy.allowed.includes(feature)),
    'features still allowed',
  ).toEqual([]);
  expect(
    FEATURES_SELF.filter((feature) => !policy.allowed.includes(feature)),
    'features the page needs',
  ).toEqual([]);
  console.expectNone();
  noComplaints();
});

for (const kind of ['employer', 'nonEmployer'] as const) {
  test(`every screen of the ${kind} example user renders under the CSP with no violation, no console error and every image loaded`, async ({
    page,
    server,
  }) => {
    const console = watchConsole(page);
    const noComplaints = watchHeaderComplaints(page);
    const violations = await recordCspViolations(page);
    await signInAs(page, kind);
    let nonced = 0;
    let images = 0;
    for (const path of SCREENS[kind]) {
      await renderScreen(page, `${server}${path}`);
      expect(await violations(), path).toEqual([]);
      // Run-time <style> elements (react-aria adds one) all carry the response's nonce.
      const styles = await page.evaluate(() => [...document.querySelectorAll('style')].map((style) => Boolean(style.nonce)));
      expect(
        styles.filter((hasNonce) => !hasNonce),
        path,
      ).toEqual([]);
      nonced += styles.length;
      // Avatars and logos (here served by this nginx, under Cross-Origin-Resource-Policy) load.
      const shown = await page.evaluate(() =>
        [...document.images].map((image) => ({ src: image.src, loaded: image.complete && image.naturalWidth > 0 })),
      );
      expect(
        shown.filter((image) => !image.loaded).map((image) => image.src),
        path,
      ).toEqual([]);
      images += shown.length;
    }
    expect(nonced, 'react-aria added its <style> on some screen').toBeGreaterThan(0);
    if (kind === 'employer') expect(images, 'the avatar and the logo were on some screen').toBeGreaterThan(0);
    console.expectNone();
    noComplaints();
  });
}

test('the copy buttons of the payment instructions work under the headers (clipboard-write for the page itself)', async ({
  page,
  context,
  server,
  baseURL,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the viewport changes nothing');
  // What a customer's browser grants a page the customer is using; the header decides the rest.
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const paymentId = exampleId('getPayment', 'paymentId');
  await preferExample(page, `/payments/${paymentId}`, 'bankTransferPending');
  await signInAs(page, 'employer');
  await renderScreen(page, `${server}${appPaths.paymentInstructions(paymentId)}`);

  await page.getByRole('button', { name: 'Copiar CLABE' }).click();
  await expect(page.getByRole('status').filter({ hasText: /copia/ })).toHaveText('CLABE copiada');

  // Reading the clipboard stays off under the header: read it back from a page served without it.
  const shown = (await page.getByTestId('clabe').textContent())?.replace(/\s/g, '');
  const reader = await context.newPage();
  await reader.goto(baseURL!);
  await reader.bringToFront();
  expect(await reader.evaluate(() => navigator.clipboard.readText())).toBe(shown);
  await reader.close();
});

test('upgrade-insecure-requests: an http:// image of the files origin is fetched over https; the local http servers are not upgraded', async ({
  page,
  server,
}, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'the viewport changes nothing');
  const violations = await recordCspViolations(page);
  const requested: string[] = [];
  page.on('request', (request) => requested.push(request.url()));
  // img-src names the files origin with https only: without the upgrade this image would be a violation.
  await page.route('https://cdn.cotiza.mx/**', (route) =>
    route.fulfill({ status: 200, contentType: 'image/svg+xml', body: '<svg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/>' }),
  );
  await signInAs(page, 'employer');
  await renderScreen(page, `${server}${appPaths.home}`);
  const loaded = await page.evaluate(
    () =>
      new Promise<boolean>((done) => {
        const image = new Image();
        image.onload = () => done(true);
        image.onerror = () => done(false);
        image.src = 'http://cdn.cotiza.mx/avatars/prueba.svg';
      }),
  );
  expect(loaded).toBe(true);
  expect(requested).toContain('https://cdn.cotiza.mx/avatars/prueba.svg');
  expect(requested).not.toContain('http://cdn.cotiza.mx/avatars/prueba.svg');
  // The page, its assets and the API (http://127.0.0.1) stayed on http: browsers never upgrade loopback.
  expect(requested.filter((url) => url.startsWith(`${MOCK_ORIGIN}/`)).length).toBeGreaterThan(0);
  expect(requested.filter((url) => url.startsWith('https://127.0.0.1'))).toEqual([]);
  expect(await violations()).toEqual([]);
});

test.describe('a build with a Sentry DSN', () => {
  // One nginx for this build; the envelopes never reach a sink (security.spec.ts owns the DSN's port).
  test.skip(({ viewport }) => (viewport?.width ?? 1280) <= 700, 'desktop only: the viewport changes nothing');

  test('connect-src names exactly the ingest origin of the DSN, and the envelopes of the SDK pass the CSP', async ({ page, request }) => {
    if (!existsSync(join(SENTRY_DIST, 'index.html')))
      throw new Error(`Falta la compilación con Sentry en ${SENTRY_DIST}: ejecuta \`npm run build:e2e\`.`);
    const sentryOrigin = `http://127.0.0.1:${SENTRY_PORT}`;
    const nginx = await startNginx({ port: 0, root: SENTRY_DIST, apiOrigin: MOCK_ORIGIN, sentryDsn: sentryDsn() });
    try {
      await expectHeadersOnEveryAnswer(request, nginx.url, SENTRY_DIST, sentryOrigin);

      // The browser: Sentry's requests are answered here, so a CSP that blocked them would show
      // as a violation and no request.
      const violations = await recordCspViolations(page);
      const envelopes: string[] = [];
      await page.route(`${sentryOrigin}/**`, (route) => {
        envelopes.push(route.request().url());
        return route.fulfill({ status: 200, contentType: 'application/json', headers: { 'Access-Control-Allow-Origin': '*' }, body: '{}' });
      });
      await renderScreen(page, `${nginx.url}${paths.login}`);
      const marker = `csp-sentry-${Date.now().toString(36)}`;
      await expect
        .poll(
          async () => {
            // Sentry starts after first paint: throw until it reports one.
            await page.evaluate((tag) => {
              setTimeout(() => {
                throw new Error(`Falla de prueba ${tag}`);
              });
            }, marker);
            return envelopes.length;
          },
          { timeout: 15_000, intervals: [500, 1000] },
        )
        .toBeGreaterThan(0);
      expect(envelopes[0]).toMatch(new RegExp(`^${sentryOrigin}/api/1/envelope/`));
      expect(await violations()).toEqual([]);
    } finally {
      await nginx.stop();
    }
  });
});
