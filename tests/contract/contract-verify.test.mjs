// `npm run test:contract`: contract-verify proven both ways. Against the Prism mock of
// openapi.yaml (happy path only: a mock refuses nothing) and against the development API
// (scripts/dev-api, the reference server; every check) every operation passes; against a
// backend that breaks the contract on purpose (a missing field, a wrong type, an undeclared
// status) the run fails and names each one; a backend that is down is one line and exit 2.
// The refusal checks on planted faults: contract-verify-faults.test.mjs.
// Ports: CONTRACT_TEST_PORT (default 4217) and the next six (the last one kept closed).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { ROOT, listOperations, loadContract } from '../../scripts/openapi-contract.mjs';
import { startDevApi } from '../../scripts/dev-api/server.mjs';
import { isPortFree, waitForPort } from '../../scripts/ports.mjs';
import { BREAKAGES, startBrokenBackend } from './broken-backend.mjs';
import { parseTable, runVerify } from './verify-cli.mjs';

const BASE_PORT = Number(process.env.CONTRACT_TEST_PORT ?? 4217);
const MOCK_PORT = BASE_PORT;
const MOCK_PROXY_PORT = BASE_PORT + 1;
const BROKEN_PORT = BASE_PORT + 2;
const BROKEN_PROXY_PORT = BASE_PORT + 3;
const DEV_API_PORT = BASE_PORT + 4;
const DEV_API_PROXY_PORT = BASE_PORT + 5;
const operations = listOperations(loadContract());
/** The one operation whose success needs data the examples lack (an invoice past its cancellation deadline). */
const WITHOUT_HAPPY_PATH = 'reissueInvoiceWithCreditNote';

/**
 * What `contract-verify --json` prints.
 * @typedef {ReturnType<typeof import('../../scripts/contract-verify.mjs').toJson>} VerifyJson
 */
/**
 * The happy path only, through Prism on `proxyPort`, with the test's token.
 * @param {string} backend @param {number} proxyPort @param {string[]} extra
 */
const runHappy = (backend, proxyPort, ...extra) =>
  runVerify([backend, '--port', String(proxyPort), '--token', 'contract-test-token', ...extra, '--happy-only']);

/**
 * The happy-path row of an operation, as { status, violations } (the first check of each operation).
 * @param {ReturnType<typeof parseTable>} rows @param {string} id
 */
function happyRow(rows, id) {
  const [row] = rows.get(id) ?? [];
  assert.ok(row, `no row for ${id}`);
  assert.match(row.check, /^éxito con (los datos de ejemplo|el ejemplo «.+»)/);
  return { status: row.got, violations: row.details };
}

describe('contract-verify against the Prism mock (conforming backend)', () => {
  /** @type {import('node:child_process').ChildProcess | undefined} */
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
    const run = await runHappy(`http://127.0.0.1:${MOCK_PORT}`, MOCK_PROXY_PORT);
    assert.equal(run.code, 0, run.stdout + run.stderr);
    const rows = parseTable(run.stdout);
    assert.deepEqual([...rows.keys()].sort(), operations.map((op) => op.id).sort(), 'one row per operation of openapi.yaml');
    for (const op of operations) {
      const row = happyRow(rows, op.id);
      assert.deepEqual(row.violations, [], `${op.id}: ${row.violations.join('; ')}`);
      assert.equal(Number(row.status), op.successStatuses[0], `${op.id} answers its success status`);
    }
    assert.match(run.stdout, new RegExp(`${operations.length} operaciones cumplen el contrato`));
  });

  it('without a token, signs in with the contract example and still passes', async () => {
    const run = await runVerify([`http://127.0.0.1:${MOCK_PORT}`, '--port', String(MOCK_PROXY_PORT), '--json', '--happy-only']);
    assert.equal(run.code, 0, run.stdout + run.stderr);
    /** @type {VerifyJson} */
    const results = JSON.parse(run.stdout);
    assert.equal(results.length, operations.length);
    assert.deepEqual(
      results.filter((r) => r.violations.length > 0),
      [],
    );
  });
});

for (const shape of /** @type {const} */ (['contract', 'seed']))
  describe(`contract-verify against the development API in the ${shape} shape (a fresh copy of the examples)`, () => {
    /** @type {import('../../scripts/dev-api/server.mjs').DevApi} */
    let api;
    before(async () => {
      api = await startDevApi({ port: DEV_API_PORT, log: () => {}, shape });
    });
    after(() => api?.close());

    it("signs in with the contract example, and every check of every operation passes with the API's own answers", async () => {
      const run = await runVerify([api.url, '--port', String(DEV_API_PROXY_PORT), '--app-origin', 'http://127.0.0.1:5173']);
      assert.equal(run.code, 0, run.stdout + run.stderr);
      const rows = parseTable(run.stdout);
      for (const op of operations) {
        const checks = rows.get(op.id) ?? [];
        if (op.id === WITHOUT_HAPPY_PATH) {
          // The examples have no invoice past its cancellation deadline: the example's is still
          // cancellable, so the contract answers 409 (checked); the 202 is --clock's (contract-verify-clock.test.mjs).
          assert.match(checks[0]?.check ?? '', /^éxito con el ejemplo «company»$/);
          assert.equal(checks[0]?.verdict, 'omitida');
          assert.match(
            checks[0]?.details.join(' ') ?? '',
            /^ninguna factura vigente del empleador pasó su cancellable_until, y la del ejemplo \(5FB2822E-396D-4725-8521-CDC4BDD20CCF\) /,
          );
          assert.ok(
            checks.some((r) => r.check.startsWith('corregir con nota de crédito una factura aún cancelable') && r.verdict === 'cumple'),
            op.id,
          );
          for (const check of checks.slice(1))
            assert.equal(check.verdict, 'cumple', `${op.id} ${check.check}: ${check.details.join('; ')}`);
          continue;
        }
        const row = happyRow(rows, op.id);
        assert.deepEqual(row.violations, [], `${op.id}: ${row.violations.join('; ')}`);
        assert.equal(Number(row.status), op.successStatuses[0], `${op.id} answers its success status`);
        // Every request example is sent, each named in the table.
        const examples = Object.keys(op.operation.requestBody?.content?.['application/json']?.examples ?? {});
        const successes = checks.filter((r) => r.check.startsWith('éxito'));
        if (examples.length > 1)
          assert.deepEqual(
            successes.map((r) => r.check.replace(/^éxito con el ejemplo «(.+)».*$/, '$1')),
            examples,
            op.id,
          );
        const refusals = checks.filter((r) => !r.check.startsWith('éxito'));
        if (!op.isPublic)
          assert.deepEqual(
            refusals.slice(0, 2).map((r) => [r.check, r.got]),
            [
              ['sin token', '401'],
              ['token inventado', '401'],
            ],
            op.id,
          );
        for (const check of checks) assert.equal(check.verdict, 'cumple', `${op.id} ${check.check}: ${check.details.join('; ')}`);
      }
      // The rules beyond each schema were checked, with both users.
      const labels = [...rows.values()].flat().map((r) => r.check);
      for (const rule of [
        /^rol: el no empleador recibe 403$/,
        /^propiedad: /,
        /^idempotencia: un solo cargo/,
        /^sesiones: /,
        /^límite pay: /,
        /^q «/,
        /^limit \d+ \(sobre el máximo/,
        /^PATCH con «email»/,
        /^decisión: /,
        /^consentimiento: /,
        /^pago automático: activarlo con PATCH/,
        /^pago automático: desactivarlo registra/,
      ]) {
        assert.ok(
          labels.some((label) => rule.test(label)),
          `no check matches ${rule}`,
        );
      }
      assert.match(run.stdout, /Fechas: +fechas de los ejemplos (movidas|quedan)/);
      // The requests went to the API itself (not answered by Prism): it counted them.
      assert.ok(api.stats.requests >= operations.length, `the API saw ${api.stats.requests} requests`);
    });
  });

describe('contract-verify against a backend that breaks the contract', () => {
  /** @type {Awaited<ReturnType<typeof startBrokenBackend>>} */
  let backend;
  before(async () => {
    backend = await startBrokenBackend(BROKEN_PORT);
  });
  after(() => backend?.close());

  it('exits 1 and names the missing field, the wrong type and the undeclared status', async () => {
    // Happy path only: this backend answers every call with its success example, tokens or not.
    const run = await runHappy(`http://127.0.0.1:${BROKEN_PORT}`, BROKEN_PROXY_PORT);
    assert.equal(run.code, 1, run.stdout + run.stderr);
    const rows = parseTable(run.stdout);
    assert.equal(rows.size, operations.length, run.stdout);

    // In Spanish, with the field named.
    const missing = happyRow(rows, 'userByTokenApp').violations.join(' ');
    assert.match(missing, /el cuerpo no tiene la propiedad obligatoria «email»/);

    const wrongType = happyRow(rows, 'getQuotation').violations.join(' ');
    assert.match(wrongType, /«total» debe ser de tipo número/);

    const undeclared = happyRow(rows, 'appRequestResetPassword');
    assert.equal(undeclared.status, '201', "the table shows the backend's own status");
    assert.match(undeclared.violations.join(' '), /el contrato no declara ese estado/);
    assert.match(undeclared.violations.join(' '), /respondió 201 \(no declarado en el contrato\)/);
    assert.doesNotMatch(run.stdout, /must |Unable to|Response body/, 'no English from Prism in the table');

    // Everything else conforms: no false alarms, and exactly the three sabotaged operations fail.
    const failing = [...rows].filter(([, checks]) => checks.some((c) => c.verdict !== 'cumple')).map(([id]) => id);
    assert.deepEqual(failing.sort(), Object.keys(BREAKAGES).sort());
    assert.match(run.stdout, new RegExp(`3 de ${operations.length} operaciones no cumplen el contrato`));

    // Protected operations carried the token to the backend; public ones did not need it.
    const protectedCalls = backend.requests.filter((r) => r.path === '/users/user-by-token-app');
    assert.deepEqual(
      protectedCalls.map((r) => r.authorization),
      ['Bearer contract-test-token'],
    );
  });

  it("--json keeps Prism's own message and the JSON pointer of each violation, and lists the checks", async () => {
    const run = await runHappy(`http://127.0.0.1:${BROKEN_PORT}`, BROKEN_PROXY_PORT, '--json');
    assert.equal(run.code, 1, run.stderr);
    /** @type {VerifyJson} */
    const results = JSON.parse(run.stdout);
    const getQuotation = results.find((r) => r.operationId === 'getQuotation');
    assert.ok(getQuotation, 'getQuotation is in the --json output');
    assert.deepEqual(Object.keys(getQuotation), ['operationId', 'method', 'path', 'status', 'violations', 'checks']);
    const [check] = getQuotation.checks;
    assert.equal(check.check, 'exito');
    assert.equal(check.verdict, 'no cumple');
    assert.deepEqual(check.violations[0], {
      message: 'respuesta: «total» debe ser de tipo número',
      path: '/body/total',
      raw: 'Response body property total must be number',
    });
  });

  it('a backend that is down is one line in Spanish and exit 2, nothing else', async () => {
    const closedPort = BASE_PORT + 6; // nothing listens there
    assert.ok(await isPortFree(closedPort));
    for (const extra of [[], ['--json']]) {
      const run = await runVerify([`http://127.0.0.1:${closedPort}`, '--token', 't', ...extra]);
      assert.equal(run.code, 2);
      assert.equal(run.stdout, '');
      assert.match(
        run.stderr,
        /^No se pudo conectar con el backend en http:\/\/127\.0\.0\.1:\d+ \(nadie escucha en ese puerto, ECONNREFUSED\)\. .*\n$/,
      );
      assert.equal(run.stderr.trim().split('\n').length, 1);
    }
  });
});
