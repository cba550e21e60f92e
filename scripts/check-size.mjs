#!/usr/bin/env node
// The deterministic JavaScript budget: first-load JS (gzip) per route, computed from
// the production build's manifest. Usage:
//   node scripts/check-size.mjs              builds into .tmp/dist-size, then checks
//   node scripts/check-size.mjs --dist dist  checks an existing build (no build)
//   add --json to print the figures as JSON
// First-load JS of a route = the entry chunk, the modules every route loads at start-up
// (ALWAYS below), the route's lazy modules, and everything those import statically.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { COMPILE_HINT } from './compile-hint.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const KB = 1000; // as Vite reports sizes

/** @typedef {{ route: string, modules: string[], limitKB: number }} Budget */
/**
 * A route's first load: its JS and CSS files, their gzip sizes, the forbidden modules it loads.
 * @typedef {Budget & { js: string[], css: string[], jsBytes: number, cssBytes: number, forbidden: string[], ok: boolean }} BudgetResult
 */
/**
 * Vite's build manifest (`.vite/manifest.json`): each chunk by its source key.
 * @typedef {Record<string, { file: string, name?: string, isEntry?: boolean, isDynamicEntry?: boolean, imports?: string[], dynamicImports?: string[], css?: string[] }>} Manifest
 */

/** Modules loaded lazily on every route at start-up, if any (none today). @type {string[]} */
const ALWAYS = [];

/** Each budget: the route, the lazy modules the router loads for it, and the limit in KB (gzip). @type {Budget[]} */
export const BUDGETS = [
  // A signed-out first load: no query client, no session check (src/lib/query-client-store.ts).
  { route: '/', modules: ['src/features/public/landing/LandingPage.tsx'], limitKB: 120 },
  // 121, not 120: the footer and the aviso line the law asks for (docs/performance.md).
  { route: '/login', modules: ['src/features/auth/components/LoginPage.tsx'], limitKB: 121 },
  {
    route: '/app',
    // The signed-in area's routes carry AriaLayout and the shell; Inicio is the index. A session
    // brings the query client and the session check (src/main.tsx, SessionProvider).
    modules: [
      'src/app/app-routes.tsx',
      'src/features/billing/quotations/components/HomePage.tsx',
      // vite.config.ts groups TanStack Query, the client and the session check in one chunk.
      'chunk:query',
    ],
    limitKB: 170,
  },
];

/** Packages that must never be on a first load (Sentry loads only when configured, after first paint). */
const NEVER_FIRST_LOAD = [/node_modules\/@sentry\//];

/** @param {string[]} argv */
function parseArgs(argv) {
  /** @type {{ dist: string | null, json: boolean }} */
  const args = { dist: null, json: false };
  for (let i = 0; i < argv.length; i += 1) {
    if (argv[i] === '--dist') args.dist = argv[++i];
    else if (argv[i] === '--json') args.json = true;
    else throw new Error(`Argumento desconocido: ${argv[i]}`);
  }
  return args;
}

/** The production build measured (also check-route-growth's base): the API origin only has to be valid, it is never called. */
export const SIZE_BUILD_ENV = { VITE_API_BASE_URL: 'https://api.cotiza.mx', VITE_SENTRY_DSN: 'https://publickey@o0.ingest.sentry.io/1' };

/** @param {string} outDir */
function build(outDir) {
  execFileSync(join(ROOT, 'node_modules/.bin/vite'), ['build', '--outDir', outDir, '--emptyOutDir', '--logLevel', 'error'], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: { ...process.env, ...SIZE_BUILD_ENV },
  });
}

/** @param {string} dist @returns {Manifest} */
export function readManifest(dist) {
  const file = join(dist, '.vite', 'manifest.json');
  if (!existsSync(file)) throw new Error(`No hay manifiesto en ${file}: ¿está activado build.manifest en vite.config.ts?`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

/** @param {Manifest} manifest */
export function entryKey(manifest) {
  const entries = Object.entries(manifest).filter(([, chunk]) => chunk.isEntry);
  if (entries.length !== 1) throw new Error(`Se esperaba un solo punto de entrada en el manifiesto, hay ${entries.length}.`);
  return entries[0][0];
}

/**
 * The manifest keys loaded when `starts` load: themselves and their static imports, transitively.
 * @param {Manifest} manifest @param {string[]} starts
 */
export function staticClosure(manifest, starts) {
  /** @type {Set<string>} */
  const seen = new Set();
  /** @param {string} key */
  const visit = (key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`«${key}» no está en el manifiesto de la compilación (¿se movió o renombró el archivo?).`);
    seen.add(key);
    (chunk.imports ?? []).forEach(visit);
  };
  starts.forEach(visit);
  return seen;
}

/**
 * A budget's module as a manifest key: a source path, or `chunk:<name>` for a chunk that
 * vite.config.ts groups by hand (its modules have no key of their own).
 * @param {Manifest} manifest @param {string} module
 */
function manifestKey(manifest, module) {
  if (!module.startsWith('chunk:')) return module;
  const name = module.slice('chunk:'.length);
  const key = Object.keys(manifest).find((candidate) => manifest[candidate].name === name);
  if (!key) throw new Error(`No hay un chunk «${name}» en el manifiesto (¿cambió codeSplitting en vite.config.ts?).`);
  return key;
}

/** @type {Map<string, number>} */
const gzipCache = new Map();
/** @param {string} dist @param {string} file */
export function gzipSize(dist, file) {
  let size = gzipCache.get(file);
  if (size === undefined) {
    size = gzipSync(readFileSync(join(dist, file))).length;
    gzipCache.set(file, size);
  }
  return size;
}

/**
 * First-load JS and CSS of every budgeted route.
 * @param {string} dist @param {Budget[]} [budgets] @param {string[]} [always]
 * @returns {BudgetResult[]}
 */
export function measure(dist, budgets = BUDGETS, always = ALWAYS) {
  const manifest = readManifest(dist);
  const entry = entryKey(manifest);
  return budgets.map((budget) => {
    const keys = staticClosure(manifest, [entry, ...always, ...budget.modules.map((module) => manifestKey(manifest, module))]);
    const js = [...new Set([...keys].map((key) => manifest[key].file))];
    const css = [...new Set([...keys].flatMap((key) => manifest[key].css ?? []))];
    const jsBytes = js.reduce((sum, file) => sum + gzipSize(dist, file), 0);
    const cssBytes = css.reduce((sum, file) => sum + gzipSize(dist, file), 0);
    const forbidden = [
      ...[...keys].filter((key) => NEVER_FIRST_LOAD.some((pattern) => pattern.test(key))),
      // V8 would compile such a file whole while the page loads (scripts/compile-hints-plugin.ts).
      ...js
        .filter((file) => readFileSync(join(dist, file), 'utf8').startsWith(COMPILE_HINT))
        .map((file) => `${file} (con la pista de compilación)`),
    ];
    return { ...budget, js, css, jsBytes, cssBytes, forbidden, ok: jsBytes <= budget.limitKB * KB && forbidden.length === 0 };
  });
}

/** @param {number} bytes */
const kb = (bytes) => `${(bytes / KB).toFixed(1)} KB`;

/** @param {BudgetResult[]} results */
export function formatTable(results) {
  const lines = ['| Ruta | JS inicial (gzip) | Límite | CSS (gzip) | Archivos JS | Resultado |', '|---|---:|---:|---:|---:|---|'];
  for (const r of results) {
    const verdict = r.forbidden.length ? `FALLA: carga ${r.forbidden.join(', ')}` : r.ok ? 'ok' : 'FALLA: excede el límite';
    lines.push(`| ${r.route} | ${kb(r.jsBytes)} | ${r.limitKB} KB | ${kb(r.cssBytes)} | ${r.js.length} | ${verdict} |`);
  }
  return lines.join('\n');
}

async function main() {
  const args = parseArgs(process.argv.slice(2));
  let dist = args.dist ? resolve(ROOT, args.dist) : null;
  if (!dist) {
    dist = join(ROOT, '.tmp/dist-size');
    build(dist);
  }
  const results = measure(dist);
  if (args.json) console.log(JSON.stringify(results, null, 2));
  else {
    console.log(`Presupuesto de JavaScript (primera carga, gzip) de ${dist}:\n`);
    console.log(formatTable(results));
  }
  const failed = results.filter((r) => !r.ok);
  if (failed.length > 0) {
    console.error(`\n${failed.length} ruta(s) fuera de presupuesto: ${failed.map((r) => r.route).join(', ')}.`);
    process.exit(1);
  }
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  main().catch((error) => {
    console.error(error.message);
    process.exit(1);
  });
}
