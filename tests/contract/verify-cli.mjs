// The contract:verify command line as the tests run it, as a backend developer would, and its
// table read back by operation (contract-verify.test.mjs, contract-verify-clock.test.mjs).
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { ROOT, listOperations, loadContract } from '../../scripts/openapi-contract.mjs';

/**
 * One check of the table: label, expected, got, verdict and its detail lines.
 * @typedef {{ check: string, expected: string, got: string, verdict: string, details: string[] }} TableRow
 */

/**
 * Runs the real CLI, as a backend developer would.
 * @param {string[]} args
 * @returns {Promise<{ code: number | null, stdout: string, stderr: string }>}
 */
export function runVerify(args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts/contract-verify.mjs'), ...args], { cwd: ROOT });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

const operations = listOperations(loadContract());
const idOf = new Map(operations.map((op) => [`${op.method} ${op.path}`, op.id]));

/** The table's rows by operationId: for each, its checks (label, expected, got, verdict, detail lines). @param {string} stdout */
export function parseTable(stdout) {
  /** @type {Map<string | undefined, TableRow[]>} */
  const rows = new Map();
  /** @type {TableRow | null} */
  let current = null;
  for (const line of stdout.split('\n')) {
    const match =
      /^((?:GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) \S+)\s{2,}(.+?)\s{2,}(.+?)\s{2,}(.+?)\s{2,}(cumple|NO CUMPLE|omitida)$/.exec(line);
    if (match) {
      const id = idOf.get(match[1]);
      current = { check: match[2], expected: match[3], got: match[4], verdict: match[5], details: [] };
      const checks = rows.get(id) ?? [];
      checks.push(current);
      rows.set(id, checks);
    } else if (current && /^\s+↳ /.test(line)) current.details.push(line.replace(/^\s+↳ /, ''));
    else current = null;
  }
  return rows;
}
