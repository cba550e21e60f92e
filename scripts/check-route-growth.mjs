#!/usr/bin/env node
// A new screen under /app must cost the public pages nothing: builds the app twice, as is and with
// one more (empty) screen in the signed-in area's routes, and compares the first loads of `/` and
// `/login` (check-size's measure). Fails when their files or bytes differ, or when the probe screen
// did not reach the build (a check that cannot fail proves nothing). Usage:
//   node scripts/check-route-growth.mjs [--json]
// Content hashes: the entry names the area's chunk (`app-routes-<hash>.js`), whose hash changes with
// any screen; the names keep their length, so the raw bytes must be equal, and the gzip sizes are
// compared with every hash blanked (random characters compress differently by a byte or two).
//   --base <dir>: compare with that build, made as check-size makes its own (same configuration),
//   instead of building the app as is a second time (`npm run size` passes .tmp/dist-size).
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { BUDGETS, SIZE_BUILD_ENV, measure, readManifest } from './check-size.mjs';

const ROOT = resolve(import.meta.dirname, '..');
const ROUTES_MODULE = 'src/app/app-routes.tsx';
const PROBE_ID = '\0growth-probe-screen';
const PROBE_PATH = '/app/sonda-de-crecimiento';
// The area's screen list ends with its 404; the probe goes before it.
const ANCHOR = "{ path: '*', lazy: () => import('./NotFoundPage').then((m) => ({ Component: m.NotFoundInApp })) },";

/** The empty screen, and the route that lazy-loads it. @returns {import('vite').Plugin} */
function probeScreen() {
  return {
    name: 'growth-probe-screen',
    enforce: 'pre',
    resolveId: (id) => (id === 'virtual:growth-probe-screen' ? PROBE_ID : null),
    load: (id) => (id === PROBE_ID ? 'export function ProbeScreen() { return null; }' : null),
    transform(code, id) {
      if (!id.endsWith(ROUTES_MODULE)) return null;
      if (!code.includes(ANCHOR)) throw new Error(`${ROUTES_MODULE} ya no termina en su 404 como espera la sonda: actualiza ANCHOR.`);
      const route = `{ path: '${PROBE_PATH}', lazy: () => import('virtual:growth-probe-screen').then((m) => ({ Component: m.ProbeScreen })) },`;
      return code.replace(ANCHOR, `${route}\n${ANCHOR}`);
    },
  };
}

/** @param {string} outDir @param {import('vite').Plugin[]} plugins */
async function buildInto(outDir, plugins) {
  await build({
    configFile: join(ROOT, 'vite.config.ts'),
    root: ROOT,
    logLevel: 'error',
    plugins,
    build: { outDir, emptyOutDir: true },
  });
}

const HASHED = /([\w.-]+)-[\w-]{7,8}\.(js|css)/g;
/** @param {string} dist @param {string[]} files */
const firstLoad = (dist, files) => {
  const texts = files.map((file) => readFileSync(join(dist, file), 'utf8'));
  return {
    files: files.map((file) => file.replace(HASHED, '$1-#.$2')).sort(),
    raw: texts.reduce((sum, text) => sum + Buffer.byteLength(text), 0),
    gzip: texts.reduce((sum, text) => sum + gzipSync(text).length, 0),
    gzipUnhashed: texts.reduce((sum, text) => sum + gzipSync(text.replace(HASHED, '$1-#.$2')).length, 0),
  };
};

async function main() {
  // check-size's configuration, so that its build can stand for the app as is.
  Object.assign(process.env, SIZE_BUILD_ENV);
  const baseArg = process.argv.indexOf('--base');
  const givenBase = baseArg > 0 ? resolve(ROOT, process.argv[baseArg + 1]) : null;
  const base = givenBase ?? join(ROOT, '.tmp/dist-growth-base');
  const probe = join(ROOT, '.tmp/dist-growth-probe');
  if (!givenBase) await buildInto(base, []);
  else if (!existsSync(join(base, '.vite', 'manifest.json'))) throw new Error(`No hay compilación en ${base}: ejecuta antes check-size.`);
  await buildInto(probe, [probeScreen()]);

  const manifest = readManifest(probe);
  if (!Object.values(manifest).some((chunk) => chunk.file.includes('growth-probe'))) {
    throw new Error('La pantalla de prueba no llegó a la compilación: la comparación no probaría nada.');
  }
  const publicBudgets = BUDGETS.filter((budget) => budget.route !== '/app');
  const before = measure(base, publicBudgets);
  const after = measure(probe, publicBudgets);
  const rows = before.map((result, index) => {
    const other = after[index];
    const a = firstLoad(base, result.js);
    const b = firstLoad(probe, other.js);
    const same = JSON.stringify(a.files) === JSON.stringify(b.files) && a.raw === b.raw && a.gzipUnhashed === b.gzipUnhashed;
    return { route: result.route, before: a, after: b, same };
  });
  const appBefore = measure(
    base,
    BUDGETS.filter((budget) => budget.route === '/app'),
  )[0];
  const appAfter = measure(
    probe,
    BUDGETS.filter((budget) => budget.route === '/app'),
  )[0];

  if (process.argv.includes('--json'))
    console.log(JSON.stringify({ rows, app: { before: appBefore.jsBytes, after: appAfter.jsBytes } }, null, 2));
  else {
    console.log(`Una pantalla vacía más bajo /app (${PROBE_PATH}): primera carga de las páginas públicas\n`);
    console.log('| Ruta | Archivos | Bytes sin comprimir | gzip | gzip sin hashes | Resultado |');
    console.log('|---|---:|---:|---:|---:|---|');
    for (const row of rows) {
      const delta = (/** @type {'raw' | 'gzip' | 'gzipUnhashed'} */ key) => `${row.before[key]} → ${row.after[key]}`;
      console.log(
        `| ${row.route} | ${row.before.files.length} → ${row.after.files.length} | ${delta('raw')} | ${delta('gzip')} | ${delta('gzipUnhashed')} | ${row.same ? 'igual' : 'FALLA: cambió'} |`,
      );
    }
    console.log(`\n/app (cuenta su índice de rutas): ${appBefore.jsBytes} → ${appAfter.jsBytes} B gzip.`);
  }
  for (const dir of givenBase ? [probe] : [base, probe]) if (existsSync(dir)) rmSync(dir, { recursive: true, force: true });
  const changed = rows.filter((row) => !row.same);
  if (changed.length > 0) {
    console.error(`\nUna pantalla bajo /app cambió la primera carga de ${changed.map((row) => row.route).join(', ')}.`);
    process.exit(1);
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
