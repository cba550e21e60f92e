#!/usr/bin/env node
// `node scripts/run-checks.mjs <npm script>…`: runs independent npm scripts side by side (as many as
// the machine has cores, two here), prints each one's output whole when it ends, in the order given,
// and fails when any fails. The static checks of `npm test` do not depend on each other.
import { spawn } from 'node:child_process';
import { availableParallelism } from 'node:os';

/**
 * Runs `npm run <name>` for each name, at most `parallel` at a time.
 * @param {string[]} names
 * @param {{ parallel?: number, run?: (name: string) => Promise<{ code: number, output: string }> }} [options]
 * @returns {Promise<{ name: string, code: number, output: string, seconds: number }[]>}
 */
export async function runChecks(names, { parallel = Math.max(2, availableParallelism()), run = runNpmScript } = {}) {
  /** @type {{ name: string, code: number, output: string, seconds: number }[]} */
  const results = new Array(names.length);
  let next = 0;
  async function worker() {
    while (next < names.length) {
      const index = next++;
      const started = performance.now();
      const { code, output } = await run(names[index]);
      results[index] = { name: names[index], code, output, seconds: (performance.now() - started) / 1000 };
    }
  }
  await Promise.all(Array.from({ length: Math.min(parallel, names.length) }, worker));
  return results;
}

/** @param {string} name @returns {Promise<{ code: number, output: string }>} */
function runNpmScript(name) {
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', name], { stdio: ['ignore', 'pipe', 'pipe'], env: process.env });
    /** @type {Buffer[]} */
    const chunks = [];
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code) => resolve({ code: code ?? 1, output: Buffer.concat(chunks).toString('utf8') }));
    child.on('error', (error) => resolve({ code: 1, output: String(error) }));
  });
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const names = process.argv.slice(2);
  const results = await runChecks(names);
  for (const { name, code, output, seconds } of results) {
    console.log(`\n> npm run ${name} (${seconds.toFixed(1)} s)${code === 0 ? '' : ` — falló (código ${code})`}`);
    process.stdout.write(output);
  }
  const failed = results.filter((result) => result.code !== 0).map((result) => result.name);
  if (failed.length > 0) {
    console.error(`\nFallaron: ${failed.join(', ')}.`);
    process.exit(1);
  }
  console.log(`\n${results.length} comprobaciones correctas.`);
}
