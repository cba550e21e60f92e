#!/usr/bin/env node
// Benchmark of the development run, for the numbers docs/frontend.md promises:
//   node scripts/bench-dev-api.mjs [--runs=30]
// 1. Time to ready of `npm run dev` (node scripts/dev.mjs): from the spawn until it prints that
//    it is ready and Vite answers, three times.
// 2. Historial de pagos' requests on the employer with 10,000 more payments, as the app sends
//    them (through the gateway and Prism's proxy, which validates every answer) and straight to
//    the API: the first page, a filter by status and dates, a sort by amount, a deep page, and
//    the count. Prints medians and p95; asserts nothing.
import { spawn } from 'node:child_process';
import { startDevStack } from './dev-api/stack.mjs';
import { freePort, waitForPort } from './ports.mjs';

const args = Object.fromEntries(process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=')));
const RUNS = Number(args.runs ?? 30);
const root = new URL('..', import.meta.url).pathname;

const percentile = (/** @type {number[]} */ values, /** @type {number} */ p) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)];
const fmt = (/** @type {number} */ ms) => `${ms.toFixed(1)} ms`;

async function timeToReady() {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'scripts/dev.mjs'], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
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
  await waitForPort(5173);
  const ready = performance.now() - started;
  const stopped = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await stopped;
  return ready;
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

const readies = [];
for (let i = 0; i < 3; i += 1) readies.push(await timeToReady());
console.log(
  `\n## npm run dev: listo en ${readies.map((ms) => `${(ms / 1000).toFixed(2)} s`).join(', ')} (mediana ${(percentile(readies, 50) / 1000).toFixed(2)} s)\n`,
);

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
