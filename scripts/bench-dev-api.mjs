#!/usr/bin/env node
// Benchmark of the development run, for the numbers the README and docs/frontend.md give:
//   node scripts/bench-dev-api.mjs [--runs=30] [--loop-runs=3]
// 1. The development loop, each time on a fresh `npm run dev` (node scripts/dev.mjs on free ports;
//    Vite's dependency cache on disk kept, as for a developer's second start), in Chromium:
//    - ready: from the spawn until it prints that it is ready and Vite answers;
//    - a cold deep link (/app/historial-de-pagos with a stored session): when «Obteniendo
//      usuario...» is first painted, styled (its spinner laid out) or not (in development the
//      stylesheet comes with the scripts), and when the screen's heading is;
//    - sign-in: /login opened on the fresh server, the example employer's e-mail and password
//      typed, from the click on «Iniciar sesión» until Inicio's heading is painted.
// 2. Historial de pagos' requests on the employer with 10,000 more payments, as the app sends
//    them (through the gateway and Prism's proxy, which validates every answer) and straight to
//    the API: the first page, a filter by status and dates, a sort by amount, a deep page, and
//    the count. Prints medians and p95; asserts nothing.
import { spawn } from 'node:child_process';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';
import { startDevStack } from './dev-api/stack.mjs';
import { freePort, waitForPort } from './ports.mjs';

const args = Object.fromEntries(process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=')));
const RUNS = Number(args.runs ?? 30);
const LOOP_RUNS = Number(args['loop-runs'] ?? 3);
const EMPLOYER = { email: 'mariajose.hernandez@constructoradelbajio.mx', password: 'Bajio2024!' };
const root = new URL('..', import.meta.url).pathname;

const percentile = (/** @type {number[]} */ values, /** @type {number} */ p) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)];
const fmt = (/** @type {number} */ ms) => `${ms.toFixed(1)} ms`;

/** A fresh `npm run dev` on free ports; resolves once it is ready, with how long that took. */
async function startDev() {
  const [appPort, port, apiPort] = [await freePort(), await freePort(), await freePort()];
  const started = performance.now();
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/dev.mjs', '--app-port', String(appPort), '--port', String(port), '--api-port', String(apiPort)],
    { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  await /** @type {Promise<void>} */ (
    new Promise((resolve, reject) => {
      child.stdout.on('data', (chunk) => {
        output += chunk;
        if (output.includes('Ctrl-C detiene todo')) resolve();
      });
      child.stderr.on('data', (chunk) => (output += chunk));
      child.on('exit', (code) => reject(new Error(`npm run dev terminó (código ${code}):\n${output}`)));
    })
  );
  await waitForPort(appPort);
  const ready = performance.now() - started;
  const stop = async () => {
    const stopped = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await stopped;
  };
  return { ready, app: `http://127.0.0.1:${appPort}`, api: `http://127.0.0.1:${port}`, stop };
}

/** In the page, from its start: when a text is first painted (checked each frame, before its paint). */
function watchTexts() {
  const seen = /** @type {Record<string, number>} */ ({});
  const win = /** @type {any} */ (window);
  win.__seen = seen;
  const frame = () => {
    const status = document.querySelector('[role=status]');
    if (!seen.status && status?.textContent?.includes('Obteniendo usuario')) {
      seen.status = performance.now();
      // Styled: the stylesheet has laid the spinner out as a 20 px circle.
      const spinner = status.querySelector('span');
      seen.styled = spinner && spinner.getBoundingClientRect().width >= 16 ? 1 : 0;
    }
    const heading = document.querySelector('h1')?.textContent ?? '';
    if (heading && !seen[heading]) seen[heading] = performance.now();
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}

/** @param {import('playwright-core').Browser} browser @param {string} app @param {string} api */
async function coldDeepLink(browser, app, api) {
  const response = await fetch(`${api}/auth/app-login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(EMPLOYER),
  });
  const { token } = /** @type {{ token: string }} */ (await response.json());
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, locale: 'es-MX' });
  await context.addInitScript((value) => localStorage.setItem('userToken', value), token);
  await context.addInitScript(watchTexts);
  const page = await context.newPage();
  await page.goto(`${app}/app/historial-de-pagos`, { waitUntil: 'commit' });
  await page.getByRole('heading', { level: 1, name: 'Historial de pagos' }).waitFor({ timeout: 60_000 });
  const seen = await page.evaluate(() => /** @type {any} */ (window).__seen);
  const fcp = await page.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN);
  await context.close();
  return { status: seen.status, styled: seen.styled === 1, fcp, screen: seen['Historial de pagos'] };
}

/** @param {import('playwright-core').Browser} browser @param {string} app */
async function signIn(browser, app) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, locale: 'es-MX' });
  await context.addInitScript(watchTexts);
  const page = await context.newPage();
  const opened = performance.now();
  await page.goto(`${app}/login`);
  await page.getByLabel('Correo electrónico').fill(EMPLOYER.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(EMPLOYER.password);
  const button = page.getByRole('button', { name: 'Iniciar sesión' });
  await button.waitFor();
  const formReady = performance.now() - opened;
  const clicked = performance.now();
  await button.click();
  await page.getByRole('heading', { level: 1, name: 'Inicio' }).waitFor({ timeout: 60_000 });
  const signedIn = performance.now() - clicked;
  await context.close();
  return { formReady, signedIn };
}

/** @param {string} url @param {string} token */
async function measure(url, token) {
  /** @type {number[]} */
  const times = [];
  let rows = null;
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    const response = await fetch(url, { headers: { Authorization: `Bearer ${token}` } });
    const body = await response.json();
    times.push(performance.now() - started);
    if (!response.ok) throw new Error(`${url} → ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
    rows = Array.isArray(body) ? body.length : body.count;
  }
  return { median: percentile(times, 50), p95: percentile(times, 95), rows };
}

const seconds = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(2)} s`;
const series = (/** @type {number[]} */ values) => `${values.map(seconds).join(', ')} (mediana ${seconds(percentile(values, 50))})`;
const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });
try {
  /** @type {number[]} */
  const readies = [];
  /** @type {Awaited<ReturnType<typeof coldDeepLink>>[]} */
  const deepLinks = [];
  /** @type {Awaited<ReturnType<typeof signIn>>[]} */
  const signIns = [];
  for (let i = 0; i < LOOP_RUNS; i += 1) {
    const forDeepLink = await startDev();
    readies.push(forDeepLink.ready);
    try {
      deepLinks.push(await coldDeepLink(browser, forDeepLink.app, forDeepLink.api));
    } finally {
      await forDeepLink.stop();
    }
    const forSignIn = await startDev();
    readies.push(forSignIn.ready);
    try {
      signIns.push(await signIn(browser, forSignIn.app));
    } finally {
      await forSignIn.stop();
    }
  }
  console.log(`\n## Ciclo de desarrollo (${LOOP_RUNS} veces, cada medida con un \`npm run dev\` recién iniciado)\n`);
  console.log(`- npm run dev listo en ${series(readies)}`);
  console.log(
    `- Enlace directo en frío (/app/historial-de-pagos con sesión): «Obteniendo usuario...» pintado a ${series(deepLinks.map((d) => d.status))}` +
      ` (${deepLinks.filter((d) => d.styled).length} de ${deepLinks.length} con estilos); primer contenido (FCP) ${series(deepLinks.map((d) => d.fcp))}; la pantalla a ${series(deepLinks.map((d) => d.screen))}`,
  );
  console.log(
    `- Iniciar sesión: el formulario listo a ${series(signIns.map((s) => s.formReady))} de abrir /login; Inicio a ${series(signIns.map((s) => s.signedIn))} del clic`,
  );
} finally {
  await browser.close();
}
console.log('');

const port = await freePort();
const stack = await startDevStack({ port, apiPort: await freePort(), payments: 10_000, log: () => {} });
try {
  const employer = stack.api.seed.accounts.find((account) => account.kind === 'employer');
  if (!employer) throw new Error('La API de desarrollo no tiene el empleador de ejemplo.');
  const token = employer.sessionToken;
  const json = (/** @type {unknown} */ value) => encodeURIComponent(JSON.stringify(value));
  const october = { between: ['2026-10-01T06:00:00.000Z', '2026-11-01T05:59:59.999Z'] };
  const cases = [
    ['Primera página (20, más recientes)', `/payments?filter=${json({ order: ['creation_date DESC'], limit: 20, skip: 0 })}`],
    [
      'Pagado + octubre 2026',
      `/payments?filter=${json({ where: { status: 'COMPLETED', creation_date: october }, order: ['creation_date DESC'], limit: 20, skip: 0 })}`,
    ],
    ['Mayor monto, página 3', `/payments?filter=${json({ order: ['signed_amount DESC', 'creation_date DESC'], limit: 20, skip: 40 })}`],
    ['Página 400 (skip 7980)', `/payments?filter=${json({ order: ['creation_date DESC'], limit: 20, skip: 7980 })}`],
    ['Conteo de Pagado + octubre', `/payments/count?where=${json({ status: 'COMPLETED', creation_date: october })}`],
    ['Exportar: 1,000 filas', `/payments?filter=${json({ order: ['creation_date DESC'], limit: 1000, skip: 0 })}`],
  ];
  console.log(`## Historial con ${(10_000 + 14).toLocaleString('es-MX')} pagos (${RUNS} solicitudes por caso)\n`);
  console.log('| Solicitud | Filas | Con Prism (mediana / p95) | Directa a la API (mediana / p95) |');
  console.log('|---|---|---|---|');
  for (const [label, path] of cases) {
    const viaPrism = await measure(`${stack.url}${path}`, token);
    const direct = await measure(`${stack.apiUrl}${path}`, token);
    console.log(
      `| ${label} | ${viaPrism.rows} | ${fmt(viaPrism.median)} / ${fmt(viaPrism.p95)} | ${fmt(direct.median)} / ${fmt(direct.p95)} |`,
    );
  }
} finally {
  await stack.close();
}
