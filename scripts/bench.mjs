#!/usr/bin/env node
// `npm run bench`: Lighthouse (mobile, simulated throttling) in Debian's Chromium on /, /login
// and /app (signed in against the Prism mock), with the build served two ways: as production
// serves it (nginx with deploy/nginx.conf: compression, cache and security headers) and as any
// static host would (scripts/static-host.mjs: gzip, clean URLs, index.html fallback, no headers).
//   npm run bench                      build, then 3 runs a page and host (the median by performance is kept)
//   npm run bench -- --runs 1          faster
//   npm run bench -- --host static     one host only (nginx or static)
//   npm run bench -- --no-build        reuse .tmp/dist-bench
//   npm run bench -- --dist <dir>      measure another build (made with VITE_API_BASE_URL=http://127.0.0.1:4247, VITE_MOCK_USER=employer)
// Writes reports/bench/bench.json, reports/bench/bench.md and one Lighthouse HTML report a page
// and host; prints the Markdown. Reports the goals, asserts nothing (the size budget is `npm run size`).
// Ports: BENCH_APP_PORT (4237) for nginx, BENCH_STATIC_PORT (4238) for the static host,
// BENCH_MOCK_PORT (4247) for Prism.
import { execFileSync, spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
import { isPortFree, startNginx } from '../deploy/local-nginx.mjs';
import { startStaticHost } from './static-host.mjs';
import { PRISM_SESSION_TOKEN } from './bench-args.mjs';
import { waitForPort } from './ports.mjs';
import { CHROMIUM_FLAGS, CHROMIUM_PATH } from './chromium.mjs';

const ROOT = resolve(import.meta.dirname, '..');
let DIST = join(ROOT, '.tmp/dist-bench');
const REPORTS = join(ROOT, 'reports/bench');
const APP_PORT = Number(process.env.BENCH_APP_PORT ?? 4237);
const STATIC_PORT = Number(process.env.BENCH_STATIC_PORT ?? 4238);
const MOCK_PORT = Number(process.env.BENCH_MOCK_PORT ?? 4247);
const MOCK = `http://127.0.0.1:${MOCK_PORT}`;
const CHROME = process.env.CHROME_PATH ?? CHROMIUM_PATH;
// Lighthouse drives Chromium through chrome-launcher, which wants the new headless mode by name.
const CHROME_FLAGS = CHROMIUM_FLAGS.map((flag) => (flag === '--headless' ? '--headless=new' : flag));
const KB = 1000;

/** @typedef {'nginx' | 'static'} HostId */
/** @type {Record<HostId, { label: string, origin: string }>} */
const HOSTS = {
  nginx: { label: 'nginx (deploy/nginx.conf)', origin: `http://127.0.0.1:${APP_PORT}` },
  static: { label: 'host estático (gzip, sin cabeceras)', origin: `http://127.0.0.1:${STATIC_PORT}` },
};

/** The goals of the quality issue; reported, not asserted. */
const GOALS = { performance: 98, accessibility: 100, 'best-practices': 100 };
/** @typedef {{ path: string, signedIn: boolean, jsBudgetKB: number }} Page */
/** @type {Page[]} */
const PAGES = [
  { path: '/', signedIn: false, jsBudgetKB: 120 },
  { path: '/login', signedIn: false, jsBudgetKB: 120 },
  { path: '/app', signedIn: true, jsBudgetKB: 170 },
];

/** @param {string[]} argv */
function parseArgs(argv) {
  const args = { runs: 3, build: true, hosts: /** @type {HostId[]} */ (['nginx', 'static']) };
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--runs') args.runs = Math.max(1, Number(argv[++i]));
    else if (argv[i] === '--no-build') args.build = false;
    else if (argv[i] === '--host') {
      const host = argv[++i];
      if (host !== 'nginx' && host !== 'static') throw new Error(`--host: nginx o static (recibí ${host}).`);
      args.hosts = [host];
    } else if (argv[i] === '--dist') {
      DIST = resolve(argv[++i]);
      args.build = false;
    } else throw new Error(`Argumento desconocido: ${argv[i]}`);
  }
  return args;
}

function build() {
  console.error('Compilando la app en .tmp/dist-bench …');
  // A production build on the Prism mock; VITE_MOCK_USER makes the session check answer the example employer.
  execFileSync(join(ROOT, 'node_modules/.bin/vite'), ['build', '--outDir', DIST, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: ROOT,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, VITE_API_BASE_URL: MOCK, VITE_MOCK_USER: 'employer', VITE_SENTRY_DSN: '' },
  });
}

/** The gzip size of each built file, by URL path, as nginx would serve it. @param {string} urlPath */
function gzipOf(urlPath) {
  try {
    return gzipSync(readFileSync(join(DIST, decodeURIComponent(urlPath)))).length;
  } catch {
    return null;
  }
}

/** @param {import('lighthouse').Result} lhr @param {string} origin */
function summarize(lhr, origin) {
  const details = lhr.audits['network-requests']?.details;
  // One row per request; these are the columns read here.
  const requests = /** @type {{ url: string, resourceType?: string, transferSize?: number, networkRequestTime?: number }[]} */ (
    details?.type === 'table' ? details.items : []
  );
  const ours = requests.filter((item) => item.url.startsWith(origin));
  // The first load is what the page asked for before its load event (what scripts/check-size.mjs
  // counts); what it asks for later (code loaded on demand, and the idle preloading for the first
  // tap, src/lib/lazy.tsx) is reported apart.
  const metrics = /** @type {{ items?: { observedLoad?: number }[] } | undefined} */ (lhr.audits.metrics?.details);
  const loadAt = metrics?.items?.[0]?.observedLoad ?? Infinity;
  const sizeOf = (/** @type {string} */ type, afterLoad = false) => {
    const files = ours.filter((item) => item.resourceType === type && (item.networkRequestTime ?? 0) > loadAt === afterLoad);
    return {
      files: files.length,
      gzipBytes: files.reduce((sum, item) => sum + (gzipOf(new URL(item.url).pathname) ?? 0), 0),
      transferBytes: files.reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    };
  };
  const score = (/** @type {string} */ id) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  // NaN when Lighthouse could not measure it (the audit errored): reported, not a crash.
  const measured = (/** @type {string} */ id) => lhr.audits[id]?.numericValue ?? NaN;
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    fcpMs: Math.round(measured('first-contentful-paint')),
    lcpMs: Math.round(measured('largest-contentful-paint')),
    tbtMs: Math.round(measured('total-blocking-time')),
    cls: Number(measured('cumulative-layout-shift').toFixed(3)),
    js: sizeOf('Script'),
    jsAfterLoad: sizeOf('Script', true),
    css: sizeOf('Stylesheet'),
    finalUrl: lhr.finalDisplayedUrl,
    failing: Object.values(lhr.audits)
      .filter((audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary')
      .map((audit) => audit.id),
  };
}

/** @param {number} port @param {string} token @param {string} origin */
async function setToken(port, token, origin) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const page = await browser.newPage();
  await page.goto(`${origin}/robots.txt`);
  await page.evaluate((value) => {
    localStorage.setItem('userToken', value);
    sessionStorage.setItem('userToken', value);
  }, token);
  await page.close();
  await browser.disconnect();
}

/** @param {number} port @param {string} origin */
async function clearStorage(port, origin) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` });
  const page = await browser.newPage();
  await page.goto(`${origin}/robots.txt`);
  await page.evaluate(() => {
    localStorage.clear();
    sessionStorage.clear();
  });
  await page.close();
  await browser.disconnect();
}

/** @param {number} port @param {Page} target @param {string} origin */
async function runLighthouse(port, target, origin) {
  if (target.signedIn) await setToken(port, PRISM_SESSION_TOKEN, origin);
  else await clearStorage(port, origin);
  const result = await lighthouse(
    `${origin}${target.path}`,
    {
      port,
      output: ['json', 'html'],
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices'],
      // Keep the token set above (Lighthouse clears the origin's storage by default).
      disableStorageReset: target.signedIn,
    },
    undefined,
  );
  if (!result) throw new Error(`Lighthouse no devolvió resultado para ${target.path}.`);
  if (result.lhr.runtimeError) throw new Error(`Lighthouse falló en ${target.path}: ${result.lhr.runtimeError.message}`);
  return { summary: summarize(result.lhr, origin), html: result.report[1] };
}

/**
 * Lighthouse sometimes loses its trace on a busy machine (NO_NAVSTART, NO_FCP): try again.
 * @template T
 * @param {() => Promise<T>} run
 * @returns {Promise<T>}
 */
async function withRetry(run, attempts = 3) {
  for (let i = 1; ; i += 1) {
    try {
      return await run();
    } catch (error) {
      if (i >= attempts) throw error;
      console.error(`${error instanceof Error ? error.message : String(error)} — reintento ${i}/${attempts - 1}`);
    }
  }
}

const kb = (/** @type {number} */ bytes) => `${(bytes / KB).toFixed(1)} KB`;
const mark = (/** @type {boolean} */ ok) => (ok ? '✓' : '✗');

/**
 * @typedef {ReturnType<typeof summarize>} PageSummary
 * @typedef {{ host: HostId, target: Page, summary: PageSummary, runs: number[] }} PageResult
 */

/** @param {PageResult[]} results @param {number} runs */
function markdown(results, runs) {
  const lines = [
    `# Lighthouse (móvil, limitación simulada) — ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC`,
    '',
    `Compilación de producción servida por nginx (deploy/nginx.conf) y por un host estático cualquiera (scripts/static-host.mjs: gzip, URL limpias, index.html de respaldo, sin cabeceras); API: Prism en ${MOCK}. Mediana de ${runs} ejecución(es) por página y host (por rendimiento).`,
    '',
    '| Host | Página | Rendimiento | Accesibilidad | Buenas prácticas | FCP | LCP | TBT | CLS | JS (gzip) | JS tras el evento load | CSS (gzip) |',
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const { host, target, summary: s } of results) {
    lines.push(
      `| ${HOSTS[host].label} | ${target.path} | ${s.performance} ${mark(s.performance >= GOALS.performance)} | ${s.accessibility} ${mark(s.accessibility >= GOALS.accessibility)} | ${s['best-practices']} ${mark(s['best-practices'] >= GOALS['best-practices'])} | ${(s.fcpMs / 1000).toFixed(2)} s | ${(s.lcpMs / 1000).toFixed(2)} s | ${s.tbtMs} ms | ${s.cls} | ${kb(s.js.gzipBytes)} (${s.js.files}) ${mark(s.js.gzipBytes <= target.jsBudgetKB * KB)} | ${kb(s.jsAfterLoad.gzipBytes)} (${s.jsAfterLoad.files}) | ${kb(s.css.gzipBytes)} (${s.css.files}) |`,
    );
  }
  lines.push(
    '',
    `Metas: rendimiento ≥ ${GOALS.performance}, accesibilidad ${GOALS.accessibility}, buenas prácticas ${GOALS['best-practices']}; JavaScript de primera carga ≤ ${PAGES[0].jsBudgetKB} KB en / y /login, ≤ ${PAGES[2].jsBudgetKB} KB en /app. JS y CSS: lo que la página pidió antes de su evento load, comprimido con gzip (entre paréntesis, los archivos); aparte, el JS que pidió después: código bajo demanda y la precarga en reposo para el primer toque (el menú, el pago).`,
  );
  const failing = results.filter((r) => r.summary.failing.length > 0);
  if (failing.length) {
    lines.push('', 'Auditorías que no pasan:', ...failing.map((r) => `- ${r.host} ${r.target.path}: ${r.summary.failing.join(', ')}`));
  }
  return lines.join('\n');
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  if (args.build) build();
  mkdirSync(REPORTS, { recursive: true });

  if (!(await isPortFree(MOCK_PORT))) throw new Error(`El puerto ${MOCK_PORT} ya está en uso (BENCH_MOCK_PORT).`);
  if (!(await isPortFree(STATIC_PORT))) throw new Error(`El puerto ${STATIC_PORT} ya está en uso (BENCH_STATIC_PORT).`);
  const prism = spawn(
    join(ROOT, 'node_modules/.bin/prism'),
    ['mock', join(ROOT, 'openapi.yaml'), '-p', String(MOCK_PORT), '-h', '127.0.0.1', '--errors'],
    { stdio: 'ignore' },
  );
  /** @type {Awaited<ReturnType<typeof startNginx>> | undefined} */
  let nginx;
  /** @type {Awaited<ReturnType<typeof startStaticHost>> | undefined} */
  let staticHost;
  /** @type {import('chrome-launcher').LaunchedChrome | undefined} */
  let chrome;
  try {
    await waitForPort(MOCK_PORT, { child: prism, name: 'Prism' });
    if (args.hosts.includes('nginx')) nginx = await startNginx({ port: APP_PORT, root: DIST, apiOrigin: MOCK });
    if (args.hosts.includes('static')) staticHost = await startStaticHost({ port: STATIC_PORT, root: DIST });
    chrome = await chromeLauncher.launch({ chromePath: CHROME, chromeFlags: CHROME_FLAGS });
    const chromePort = chrome.port;
    /** @type {PageResult[]} */
    const results = [];
    for (const host of args.hosts) {
      for (const target of PAGES) {
        const runs = [];
        for (let i = 0; i < args.runs; i += 1) {
          console.error(`Lighthouse ${host} ${target.path} (${i + 1}/${args.runs}) …`);
          runs.push(await withRetry(() => runLighthouse(chromePort, target, HOSTS[host].origin)));
        }
        runs.sort((a, b) => a.summary.performance - b.summary.performance);
        const median = runs[Math.floor(runs.length / 2)];
        const name = target.path === '/' ? 'inicio-publico' : target.path.slice(1).replace(/\//g, '-');
        writeFileSync(join(REPORTS, `lighthouse-${host}-${name}.html`), median.html);
        results.push({ host, target, summary: median.summary, runs: runs.map((r) => r.summary.performance) });
      }
    }
    const report = markdown(results, args.runs);
    writeFileSync(join(REPORTS, 'bench.md'), `${report}\n`);
    writeFileSync(
      join(REPORTS, 'bench.json'),
      `${JSON.stringify({ date: new Date().toISOString(), hosts: HOSTS, api: MOCK, runs: args.runs, goals: GOALS, pages: results }, null, 2)}\n`,
    );
    console.log(report);
    console.log(`\nInformes: reports/bench/bench.md, bench.json y lighthouse-*.html`);
  } finally {
    chrome?.kill();
    await nginx?.stop();
    await staticHost?.stop();
    prism.kill('SIGTERM');
  }
}

main().catch((error) => {
  console.error(error.message);
  process.exit(1);
});
