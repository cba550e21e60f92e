#!/usr/bin/env node
// How long Estado de cuenta takes on the employer with 10,000 more payments:
//   node scripts/bench-statement.mjs [--runs=30]
// The computation alone (buildStatement) and the request straight to the development API, for a
// month and for the longest period (366 days). Prints medians and p95; asserts nothing.
import { startDevApi } from './dev-api/server.mjs';
import { addDaysToDay, todayInMexicoCity } from './dev-api/dates.mjs';
import { buildStatement } from './dev-api/statement.mjs';
import { freePort } from './ports.mjs';

const args = Object.fromEntries(process.argv.slice(2).map((arg) => arg.replace(/^--/, '').split('=')));
const RUNS = Number(args.runs ?? 30);
const percentile = (/** @type {number[]} */ values, /** @type {number} */ p) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.ceil((p / 100) * values.length) - 1)];
const fmt = (/** @type {number} */ ms) => `${ms.toFixed(1)} ms`;

/** @param {() => Promise<number> | number} run one run, answering its number of entries */
async function measure(run) {
  /** @type {number[]} */
  const times = [];
  let rows = 0;
  for (let i = 0; i < RUNS; i += 1) {
    const started = performance.now();
    rows = await run();
    times.push(performance.now() - started);
  }
  return `${rows} | ${fmt(percentile(times, 50))} / ${fmt(percentile(times, 95))}`;
}

const today = todayInMexicoCity();
const periods = [
  ['Este mes', `${today.slice(0, 8)}01`, today],
  ['366 días', addDaysToDay(today, -365), today],
];
const api = await startDevApi({ port: await freePort(), payments: 10_000, log: () => {} });
try {
  const employer = api.seed.accounts.find((account) => account.kind === 'employer');
  if (!employer) throw new Error('La API de desarrollo no tiene el empleador de ejemplo.');
  const quotations = /** @type {import('./dev-api/world.mjs').Schemas['Quotation'][]} */ (/** @type {unknown} */ (employer.quotations));
  const payments = /** @type {import('./dev-api/world.mjs').Schemas['Payment'][]} */ (/** @type {unknown} */ (employer.payments));
  console.log(`## Estado de cuenta con ${payments.length.toLocaleString('es-MX')} pagos (${RUNS} veces por caso)\n`);
  console.log('| Periodo | Qué se mide | Movimientos | Mediana / p95 |');
  console.log('|---|---|---|---|');
  for (const [label, from, to] of periods) {
    const compute = await measure(() => buildStatement({ quotations, payments, from, to, generatedAt: today }).entries.length);
    console.log(`| ${label} | buildStatement | ${compute} |`);
    const request = await measure(async () => {
      const response = await fetch(`${api.url}/statements?from=${from}&to=${to}`, {
        headers: { Authorization: `Bearer ${employer.sessionToken}` },
      });
      const body = await response.json();
      if (!response.ok) throw new Error(`${response.status} ${JSON.stringify(body).slice(0, 300)}`);
      return body.entries.length;
    });
    console.log(`| ${label} | GET /statements (API directa) | ${request} |`);
  }
} finally {
  await api.close();
}
