// `npm run test:contract`: contract-verify proven both ways. Against the Prism mock of
// openapi.yaml and against the development API (scripts/dev-api, the reference server) every
// operation passes; against a backend that breaks the contract on purpose (a missing field, a
// wrong type, an undeclared status) the run fails and names each one.
// Ports: CONTRACT_TEST_PORT (default 4217) and the next five.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { ROOT, listOperations, loadContract } from '../../scripts/openapi-contract.mjs';
import { startDevApi } from '../../scripts/dev-api/server.mjs';
import { isPortFree, waitForPort } from '../../scripts/ports.mjs';
import { BREAKAGES, startBrokenBackend } from './broken-backend.mjs';

const BASE_PORT = Number(process.env.CONTRACT_TEST_PORT ?? 4217);
const MOCK_PORT = BASE_PORT;
const MOCK_PROXY_PORT = BASE_PORT + 1;
const BROKEN_PORT = BASE_PORT + 2;
const BROKEN_PROXY_PORT = BASE_PORT + 3;
const DEV_API_PORT = BASE_PORT + 4;
const DEV_API_PROXY_PORT = BASE_PORT + 5;
const operations = listOperations(loadContract());

/** Runs the real CLI, as a backend developer would. */
function runVerify(args) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [join(ROOT, 'scripts/contract-verify.mjs'), ...args], { cwd: ROOT });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk) => (stdout += chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('exit', (code) => resolve({ code, stdout, stderr }));
  });
}

/** The table's rows by operationId: status and violation lines. */
function parseTable(stdout) {
  const rows = new Map();
  let current = null;
  for (const line of stdout.split('\n')) {
    const match = /^(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS) (\S+) \((\w+)\)\s+(\S+(?: de Prism)?)\s{2,}(.*)$/.exec(line);
    if (match) {
      current = { status: match[4], violations: match[5] === 'ninguna' ? [] : [match[5]] };
      rows.set(match[3], current);
    } else if (current && /^\s{10,}\S/.test(line)) current.violations.push(line.trim());
    else if (line.trim() === '') current = null;
  }
  return rows;
}

describe('contract-verify against the Prism mock (conforming backend)', () => {
  let mock;
  before(async () => {
    assert.ok(await isPortFree(MOCK_PORT), `port ${MOCK_PORT} is busy (set CONTRACT_TEST_PORT)`);
    mock = spawn(join(ROOT, 'node_modules/.bin/prism'), ['mock', 'openapi.yaml', '-p', String(MOCK_PORT), '-h', '127.0.0.1', '--errors'], {
      cwd: ROOT,
      stdio: 'ignore',
    });
    await waitForPort(MOCK_PORT);
  });
  after(() => mock?.kill('SIGTERM'));

  it('passes every operation of the contract and exits 0', async () => {
    const run = await runVerify([`http://127.0.0.1:${MOCK_PORT}`, '--port', String(MOCK_PROXY_PORT), '--token', 'contract-test-token']);
    assert.equal(run.code, 0, run.stdout + run.stderr);
    const rows = parseTable(run.stdout);
    assert.deepEqual([...rows.keys()].sort(), operations.map((op) => op.id).sort(), 'one row per operation of openapi.yaml');
    for (const op of operations) {
      const row = rows.get(op.id);
      assert.deepEqual(row.violations, [], `${op.id}: ${row.violations.join('; ')}`);
      assert.equal(Number(row.status), op.successStatuses[0], `${op.id} answers its success status`);
    }
    assert.match(run.stdout, new RegExp(`${operations.length} operaciones cumplen el contrato`));
  });

  it('without a token, signs in with the contract example and still passes', async () => {
    const run = await runVerify([`http://127.0.0.1:${MOCK_PORT}`, '--port', String(MOCK_PROXY_PORT), '--json']);
    assert.equal(run.code, 0, run.stdout + run.stderr);
    const results = JSON.parse(run.stdout);
    assert.equal(results.length, operations.length);
    assert.deepEqual(results.filter((r) => r.violations.length > 0), []);
  });
});

describe('contract-verify against the development API (a fresh copy of the examples)', () => {
  let api;
  before(async () => {
    api = await startDevApi({ port: DEV_API_PORT, log: () => {} });
  });
  after(() => api?.close());

  it('signs in with the contract example, and every operation passes with the API\'s own answers', async () => {
    const run = await runVerify([api.url, '--port', String(DEV_API_PROXY_PORT)]);
    assert.equal(run.code, 0, run.stdout + run.stderr);
    const rows = parseTable(run.stdout);
    for (const op of operations) {
      const row = rows.get(op.id);
      assert.deepEqual(row.violations, [], `${op.id}: ${row.violations.join('; ')}`);
      assert.equal(Number(row.status), op.successStatuses[0], `${op.id} answers its success status`);
    }
    // The requests went to the API itself (not answered by Prism): it counted them.
    assert.ok(api.stats.requests >= operations.length, `the API saw ${api.stats.requests} requests`);
  });
});

describe('contract-verify against a backend that breaks the contract', () => {
  let backend;
  before(async () => {
    backend = await startBrokenBackend(BROKEN_PORT);
  });
  after(() => backend?.close());

  it('exits 1 and names the missing field, the wrong type and the undeclared status', async () => {
    const run = await runVerify([`http://127.0.0.1:${BROKEN_PORT}`, '--port', String(BROKEN_PROXY_PORT), '--token', 'contract-test-token']);
    assert.equal(run.code, 1, run.stdout + run.stderr);
    const rows = parseTable(run.stdout);
    assert.equal(rows.size, operations.length, run.stdout);

    const missing = rows.get('userByTokenApp').violations.join(' ');
    assert.match(missing, /must have required property 'email'/);

    const wrongType = rows.get('appLogin').violations.join(' ');
    assert.match(wrongType, /user\.id must be string/);

    const undeclared = rows.get('appRequestResetPassword');
    assert.equal(undeclared.status, '201', 'the table shows the backend\'s own status');
    assert.match(undeclared.violations.join(' '), /Unable to match the returned status code/);
    assert.match(undeclared.violations.join(' '), /respondió 201 \(no declarado en el contrato\)/);

    // Everything else conforms: no false alarms, and exactly the three sabotaged operations fail.
    const failing = [...rows].filter(([, row]) => row.violations.length > 0).map(([id]) => id);
    assert.deepEqual(failing.sort(), Object.keys(BREAKAGES).sort());
    assert.match(run.stdout, new RegExp(`3 de ${operations.length} operaciones no cumplen el contrato`));

    // Protected operations carried the token to the backend; public ones did not need it.
    const protectedCalls = backend.requests.filter((r) => r.path === '/users/user-by-token-app');
    assert.deepEqual(protectedCalls.map((r) => r.authorization), ['Bearer contract-test-token']);
  });

  it('a backend that is down fails every operation with "Sin respuesta"-style violations', async () => {
    const run = await runVerify(['http://127.0.0.1:9', '--port', String(BROKEN_PROXY_PORT), '--token', 't', '--json']);
    assert.equal(run.code, 1);
    const results = JSON.parse(run.stdout);
    assert.equal(results.length, operations.length);
    assert.ok(results.every((r) => r.violations.length > 0));
  });
});
