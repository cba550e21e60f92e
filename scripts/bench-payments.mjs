#!/usr/bin/env node
// Benchmark of Historial de pagos against a local API with 10,000 payments.
//
//   node scripts/bench-payments.mjs [--runs=8] [--no-build] [--throttle=1,4]
//
// 1. Starts the development API (scripts/dev-api) with 10,000 more payments on BENCH_API_PORT (4035).
// 2. Builds the app pointed at it into .tmp/dist-bench-payments and serves it with
//    `vite preview` on BENCH_APP_PORT (4195).
// 3. In Chromium (/usr/bin/chromium), measures the time from a page, filter or
//    sort change (the pointer/key event) to the new rows painted, the long tasks
//    (PerformanceObserver 'longtask') around each change, and the JS (gzip)
//    each route loads. Prints tables; asserts nothing.
import { spawn } from 'node:child_process';
import { cpus, loadavg } from 'node:os';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { startDevApi } from './dev-api/server.mjs';
import { waitForPort } from './ports.mjs';
import { benchArgs, throttlesOf } from './bench-args.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';

const args = benchArgs();
const RUNS = Number(args.runs ?? 8);
const THROTTLES = throttlesOf(args, '1,4');
const API_PORT = Number(process.env.BENCH_API_PORT ?? 4035);
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 4195);
const DIST = '.tmp/dist-bench-payments';
const APP = `http://127.0.0.1:${APP_PORT}`;
const root = new URL('..', import.meta.url).pathname;
const bin = (/** @type {string} */ name) => `${root}node_modules/.bin/${name}`;

/** @typedef {import('playwright-core').Browser} Browser */
/** @typedef {import('playwright-core').Page} Page */
/**
 * One change as the page measured it: ms from the event to the new rows painted, and the long tasks meanwhile.
 * @typedef {{ ms: number, longTasks: number[] }} Change
 */
/**
 * What installProbe leaves in the page as window.__bench; `pending` is the change armed last.
 * @typedef {{ longTasks: { start: number, duration: number }[], arm: () => void, pending: Promise<Change> }} Bench
 */
/** @typedef {Window & typeof globalThis & { __bench: Bench }} ProbedWindow */
/**
 * One event of a Chrome trace (the fields read here).
 * @typedef {{ name: string, ph?: string, pid: number, tid: number, tdur?: number, args?: { name?: string } }} TraceEvent
 */

/** @type {import('node:child_process').ChildProcess[]} */
const children = [];
/** @param {string} command @param {string[]} commandArgs @param {Record<string, string>} [env] @returns {Promise<string>} */
function run(command, commandArgs, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, commandArgs, { cwd: root, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => (code === 0 ? resolve(output) : reject(new Error(`${command} terminó con ${code}\n${output}`))));
  });
}

// In the page: long tasks, and "how long from the triggering event to the new rows painted".
function installProbe() {
  /** @type {Bench['longTasks']} */
  const longTasks = [];
  // arm is set below, pending once armed.
  const bench = /** @type {Bench} */ ({ longTasks });
  /** @type {ProbedWindow} */ (window).__bench = bench;
  try {
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) bench.longTasks.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: 'longtask', buffered: true });
  } catch {
    // No longtask support: the column stays empty.
  }
  const rowsSignature = () => {
    const grid = document.querySelector('table[aria-label="Pagos"]');
    const list = document.querySelector('ul[aria-label="Pagos"]');
    const results = document.querySelector('[data-testid=payments-results]');
    const rows = grid ?? list;
    if (!rows || !results || results.getAttribute('aria-busy') === 'true') return null;
    const keys = grid
      ? [...grid.querySelectorAll('[data-payment-id]')].map((row) => row.getAttribute('data-payment-id'))
      : [...rows.querySelectorAll('a[href]')].map((link) => link.getAttribute('href'));
    return keys.length ? keys.join(',') : null;
  };
  /** Resolves with the ms from the first pointerup/keydown after arming to the new rows painted. */
  bench.arm = () => {
    const before = rowsSignature();
    /** @type {number | null} */
    let start = null;
    const onInput = (/** @type {Event} */ event) => {
      if (start === null) start = event.timeStamp;
    };
    window.addEventListener('pointerup', onInput, true);
    window.addEventListener('keydown', onInput, true);
    bench.pending = new Promise((resolve) => {
      const observer = new MutationObserver(() => {
        const now = rowsSignature();
        if (start === null || now === null || now === before) return;
        const began = start;
        observer.disconnect();
        window.removeEventListener('pointerup', onInput, true);
        window.removeEventListener('keydown', onInput, true);
        // After the next frame is painted: rAF runs before paint, the message after it.
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => {
            const end = performance.now();
            const tasks = bench.longTasks.filter((task) => task.start + task.duration >= began && task.start <= end);
            resolve({ ms: end - began, longTasks: tasks.map((task) => task.duration) });
          };
          channel.port2.postMessage(null);
        });
      });
      observer.observe(document.body, {
        subtree: true,
        childList: true,
        attributes: true,
        attributeFilter: ['aria-busy', 'data-payment-id', 'href'],
      });
    });
  };
}

/**
 * One change: wall time to rows painted and long tasks (in the page), plus the
 * CPU time of each main-thread task from a trace (thread time, so a busy
 * machine does not inflate it the way it inflates wall time).
 * @param {Page} page @param {() => Promise<unknown>} action
 */
async function measure(page, action) {
  await page.evaluate(() => /** @type {ProbedWindow} */ (window).__bench.arm());
  await browserOf(page).startTracing(page, { categories: ['disabled-by-default-devtools.timeline'] });
  await action();
  const result = await page.evaluate(() => /** @type {ProbedWindow} */ (window).__bench.pending);
  /** @type {{ traceEvents: TraceEvent[] }} */
  const trace = JSON.parse((await browserOf(page).stopTracing()).toString());
  const mainThreads = new Set(
    trace.traceEvents.filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain').map((e) => `${e.pid}:${e.tid}`),
  );
  const cpu = trace.traceEvents
    .filter((e) => e.name === 'RunTask' && e.ph === 'X' && e.tdur !== undefined && mainThreads.has(`${e.pid}:${e.tid}`))
    .map((e) => (e.tdur ?? 0) / 1000);
  return { ...result, cpuTasks: cpu };
}

/** The browser of a page opened here: always a launched one, never null. @param {Page} page */
const browserOf = (page) => /** @type {Browser} */ (page.context().browser());

/** @param {Page} page */
async function waitForRows(page) {
  await page.waitForFunction(() => {
    const results = document.querySelector('[data-testid=payments-results]');
    return results && results.getAttribute('aria-busy') !== 'true' && results.querySelectorAll('[data-key], a[href]').length > 0;
  });
}

const median = (/** @type {number[]} */ values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const percentile = (/** @type {number[]} */ values, /** @type {number} */ p) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)];
const fmt = (/** @type {number} */ ms) => `${ms.toFixed(0)} ms`;

/** @param {Browser} browser @param {{ width: number, height: number }} viewport @param {number} throttle */
async function newPage(browser, viewport, throttle) {
  const context = await browser.newContext({ viewport, locale: 'es-MX', timezoneId: 'America/Mexico_City' });
  await context.addInitScript((token) => localStorage.setItem('userToken', token), employerToken);
  await context.addInitScript(installProbe);
  const page = await context.newPage();
  if (throttle !== 1) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: throttle });
  }
  return { context, page };
}

/**
 * @param {Browser} browser
 * @param {{ name: string, viewport: { width: number, height: number }, throttle: number, isPhone: boolean }} options
 */
async function interactionBench(browser, { name, viewport, throttle, isPhone }) {
  const { context, page } = await newPage(browser, viewport, throttle);
  await page.goto(`${APP}/app/historial-de-pagos`);
  await waitForRows(page);
  /** @type {Record<string, Awaited<ReturnType<typeof measure>>[]>} */
  const results = {};
  const record = (/** @type {string} */ label, /** @type {Awaited<ReturnType<typeof measure>>} */ result) =>
    (results[label] ??= []).push(result);

  // Page forward (new pages: request + render), then back (cached pages: render only).
  for (let i = 0; i < RUNS; i++) {
    record('Página siguiente (nueva)', await measure(page, () => page.getByRole('button', { name: 'Siguiente' }).click()));
  }
  for (let i = 0; i < Math.min(RUNS, 4); i++) {
    record('Página anterior (en caché)', await measure(page, () => page.getByRole('button', { name: 'Anterior' }).click()));
  }

  // Status filter: open the select, then measure from choosing the option.
  const statuses = ['Fallido', 'Reembolsado', 'Pagado', 'Todos'];
  for (let i = 0; i < RUNS; i++) {
    await page.getByRole('button', { name: /Estado/ }).click();
    const option = page.getByRole('option', { name: statuses[i % statuses.length], exact: true });
    await option.waitFor();
    record('Filtro de estado', await measure(page, () => option.click()));
  }

  // Sort by amount (column header on desktop, the select on phones).
  for (let i = 0; i < Math.min(RUNS, 6); i++) {
    if (isPhone) {
      await page.getByRole('button', { name: /Ordenar por/ }).click();
      const option = page.getByRole('option', { name: i % 2 ? 'Menor monto' : 'Mayor monto', exact: true });
      await option.waitFor();
      record('Orden por monto', await measure(page, () => option.click()));
    } else {
      record('Orden por monto', await measure(page, () => page.getByRole('columnheader', { name: /Monto/ }).click()));
    }
  }
  await context.close();
  return Object.entries(results).map(([label, list]) => {
    const times = list.map((r) => r.ms);
    const longTasks = list.flatMap((r) => r.longTasks);
    const cpuTasks = list.flatMap((r) => r.cpuTasks);
    return {
      scenario: `${name} · ${label}`,
      runs: list.length,
      median: median(times),
      p95: percentile(times, 95),
      max: Math.max(...times),
      longTasks: longTasks.length,
      longTaskMax: longTasks.length ? Math.max(...longTasks) : 0,
      over50: longTasks.filter((d) => d > 50).length,
      cpuMax: cpuTasks.length ? Math.max(...cpuTasks) : 0,
      cpuOver50: cpuTasks.filter((d) => d > 50).length,
    };
  });
}

/** @param {Browser} browser @param {[string, string][]} routes */
async function routeJs(browser, routes) {
  /** @type {Record<string, Map<string, number>>} */
  const sets = {};
  for (const [label, path] of routes) {
    const { context, page } = await newPage(browser, { width: 1280, height: 800 }, 1);
    const scripts = new Map();
    page.on('response', async (response) => {
      const url = new URL(response.url());
      if (url.origin !== APP || !url.pathname.endsWith('.js')) return;
      try {
        scripts.set(url.pathname, gzipSync(await response.body(), { level: 9 }).length);
      } catch {
        // Body gone (navigation): ignore.
      }
    });
    await page.goto(`${APP}${path}`);
    await page.waitForLoadState('networkidle');
    await page.waitForTimeout(300);
    sets[label] = scripts;
    await context.close();
  }
  const labels = Object.keys(sets);
  const shared = [...sets[labels[0]].keys()].filter((file) => labels.every((label) => sets[label].has(file)));
  return labels.map((label) => {
    const files = sets[label];
    const total = [...files.values()].reduce((a, b) => a + b, 0);
    const own = [...files.entries()].filter(([file]) => !shared.includes(file));
    return {
      route: label,
      files: files.size,
      total,
      own: own.reduce((a, [, size]) => a + size, 0),
      ownFiles: own.map(([file, size]) => `${file.replace('/assets/', '')} ${(size / 1024).toFixed(1)} KB`).join(', '),
    };
  });
}

/** The seed's example employer (there is always one). @param {import('./dev-api/seed.mjs').SeedAccount[]} accounts */
function employerOf(accounts) {
  const employer = accounts.find((account) => account.kind === 'employer');
  if (!employer) throw new Error('La API de desarrollo no tiene el empleador de ejemplo.');
  return employer;
}

/** @param {string[]} headers @param {(string | number)[][]} rows */
function table(headers, rows) {
  const lines = [`| ${headers.join(' | ')} |`, `|${headers.map(() => '---').join('|')}|`];
  for (const row of rows) lines.push(`| ${row.join(' | ')} |`);
  return lines.join('\n');
}

const api = await startDevApi({ port: API_PORT, payments: 10_000, log: () => {} });
const employerToken = employerOf(api.seed.accounts).sessionToken;
/** @type {{ id: string }[]} */
const newest = await fetch(`${api.url}/payments?filter=${encodeURIComponent(JSON.stringify({ limit: 1 }))}`, {
  headers: { Authorization: `Bearer ${employerToken}` },
}).then((response) => response.json());
let preview;
/** @type {Browser | undefined} */
let browser;
try {
  if (args.build !== 'false' && !('no-build' in args)) {
    process.stdout.write(`Construyendo la app contra ${api.url} en ${DIST}…\n`);
    await run(bin('vite'), ['build', '--mode', 'e2e', '--outDir', DIST], { VITE_API_BASE_URL: api.url });
  }
  preview = spawn(bin('vite'), ['preview', '--port', String(APP_PORT), '--strictPort', '--outDir', DIST], { cwd: root, stdio: 'ignore' });
  children.push(preview);
  await waitForPort(APP_PORT);
  browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_FLAGS });

  const js = await routeJs(browser, [
    ['Inicio (/app)', '/app'],
    ['Historial de pagos', '/app/historial-de-pagos'],
    ['Detalle del pago', `/app/historial-de-pagos/${newest[0].id}`],
  ]);

  const interactions = [];
  for (const throttle of THROTTLES) {
    interactions.push(
      ...(await interactionBench(browser, {
        name: `Escritorio 1280×800, CPU ×${throttle}`,
        viewport: { width: 1280, height: 800 },
        throttle,
        isPhone: false,
      })),
    );
  }
  interactions.push(
    ...(await interactionBench(browser, {
      name: `Teléfono 390×844, CPU ×${Math.max(...THROTTLES)}`,
      viewport: { width: 390, height: 844 },
      throttle: Math.max(...THROTTLES),
      isPhone: true,
    })),
  );

  console.log(
    `\n## Historial de pagos con 10,000 pagos (API de desarrollo, ${api.stats.requests} solicitudes, ${(api.stats.ms / Math.max(1, api.stats.requests)).toFixed(1)} ms promedio en el servidor)\n`,
  );
  console.log(
    'Tiempo desde el evento (pointerup/keydown) hasta las filas nuevas pintadas; tareas largas (PerformanceObserver, tiempo de reloj) en ese intervalo; y la tarea del hilo principal con más CPU (traza, tiempo de hilo).\n',
  );
  console.log(
    `Carga de la máquina al terminar: ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')} (1/5/15 min, ${cpus().length} CPU).\n`,
  );
  console.log(
    table(
      ['Escenario', 'Veces', 'Mediana', 'p95', 'Máx.', 'Tareas largas', 'Mayor tarea (reloj)', 'Mayor tarea (CPU)', 'Tareas CPU > 50 ms'],
      interactions.map((r) => [
        r.scenario,
        r.runs,
        fmt(r.median),
        fmt(r.p95),
        fmt(r.max),
        r.longTasks,
        r.longTaskMax ? fmt(r.longTaskMax) : '—',
        fmt(r.cpuMax),
        r.cpuOver50,
      ]),
    ),
  );
  console.log('\n## JS que carga cada ruta (gzip -9, carga en frío)\n');
  console.log(
    table(
      ['Ruta', 'Archivos JS', 'Total gzip', 'Propio de la ruta', 'Archivos propios'],
      js.map((r) => [r.route, r.files, `${(r.total / 1024).toFixed(1)} KB`, `${(r.own / 1024).toFixed(1)} KB`, r.ownFiles]),
    ),
  );
} finally {
  await browser?.close();
  for (const child of children) child.kill('SIGTERM');
  await api.close();
}
