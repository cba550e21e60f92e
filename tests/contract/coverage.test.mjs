// The contract coverage of the end-to-end suite, on a made-up log of calls.
import assert from 'node:assert/strict';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, it } from 'node:test';
import { listOperations, loadContract } from '../../scripts/openapi-contract.mjs';
import { computeCoverage, findAppOperations, formatReport, problemsOf } from './coverage.mjs';

const operations = listOperations(loadContract());

describe('findAppOperations', () => {
  it('finds every way the app names a call: $api hooks and options, api.VERB and XHR open', () => {
    const dir = mkdtempSync(join(tmpdir(), 'cov-src-'));
    try {
      mkdirSync(join(dir, 'feature'));
      writeFileSync(join(dir, 'feature/a.ts'), "export const a = () => $api.useMutation('post', '/auth/app-login', {});\n");
      writeFileSync(
        join(dir, 'feature/b.ts'),
        "const o = $api.queryOptions('get', '/quotations/{quotationId}', { params });\nconst k = ['get', '/payments'];\n",
      );
      writeFileSync(
        join(dir, 'feature/c.ts'),
        "await api.GET('/customers/me/company', { signal });\nxhr.open('POST', `${baseUrl}/files`);\n",
      );
      writeFileSync(join(dir, 'feature/d.ts'), "$api.useQuery('get', '/no-existe');\n");
      writeFileSync(join(dir, 'feature/e.test.ts'), "$api.useQuery('get', '/employees');\n");
      const { used, unknown } = findAppOperations(operations, dir);
      assert.deepEqual([...used.keys()].sort(), ['appLogin', 'getCompanyProfile', 'getQuotation', 'uploadFile']);
      assert.match(used.get('getQuotation')?.[0] ?? '', /feature\/b\.ts:1$/);
      assert.deepEqual(
        unknown.map((u) => u.call),
        ['GET /no-existe'],
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('on the real source: the sign-in and the session check are used', () => {
    const { used } = findAppOperations(operations);
    assert.ok(used.has('appLogin'));
    assert.ok(used.has('userByTokenApp'));
  });
});

describe('computeCoverage', () => {
  const appOperations = {
    used: new Map([
      ['appLogin', ['x:1']],
      ['listQuotations', ['y:2']],
      ['userByTokenApp', ['z:3']],
    ]),
    unknown: [],
  };

  it('counts exercised operations by status, ignores preflights, and flags what the app uses but no test exercised', () => {
    const coverage = computeCoverage({
      operations,
      appOperations,
      entries: [
        { method: 'OPTIONS', path: '/quotations', status: 204, prismError: null },
        { method: 'POST', path: '/auth/app-login', status: 200, prismError: null },
        { method: 'POST', path: '/auth/app-login', status: 401, prismError: null },
        { method: 'POST', path: '/users/user-by-token-app', status: 200, prismError: null },
      ],
    });
    assert.deepEqual(Object.fromEntries(coverage.exercised.get('appLogin') ?? []), { 200: 1, 401: 1 });
    assert.equal(coverage.exercised.has('listQuotations'), false);
    assert.deepEqual(
      coverage.usedNotExercised.map((o) => o.id),
      ['listQuotations'],
    );
    assert.equal(coverage.notExercised.length, operations.length - 2);
    assert.deepEqual(problemsOf(coverage), [
      `la app usa GET /quotations (listQuotations) y ninguna prueba de extremo a extremo la ejercitó`,
    ]);
  });

  it('a call Prism refused as outside the contract is a problem; an unknown example asked by a test is only reported', () => {
    const coverage = computeCoverage({
      operations,
      appOperations: { used: new Map(), unknown: [] },
      entries: [
        { method: 'GET', path: '/cotizaciones', status: 404, prismError: { code: 'NO_PATH_MATCHED_ERROR', validation: [] } },
        {
          method: 'POST',
          path: '/auth/app-login',
          status: 422,
          prismError: { code: 'UNPROCESSABLE_ENTITY', validation: [{ message: "Request body must have required property 'password'" }] },
        },
        { method: 'GET', path: '/quotations', status: 404, prefer: 'example=nope', prismError: { code: 'NOT_FOUND', validation: [] } },
      ],
    });
    assert.equal(coverage.outside.length, 2);
    assert.equal(coverage.setupErrors.length, 1);
    const { markdown, problems } = formatReport(coverage);
    assert.equal(problems.length, 2);
    assert.match(problems[0], /GET \/cotizaciones → 404 — Prism: NO_PATH_MATCHED_ERROR/);
    assert.match(problems[1], /required property 'password'/);
    assert.match(markdown, /\[Prefer: example=nope\]/);
  });

  it('an answer of the development API that Prism (proxy) found outside the contract is a problem, and its operation is not counted as exercised', () => {
    const coverage = computeCoverage({
      operations,
      appOperations: { used: new Map(), unknown: [] },
      entries: [
        {
          method: 'GET',
          path: '/payments',
          status: 500,
          prismError: { code: 'VIOLATIONS', validation: [{ message: 'Response body property 0.amount must be number' }] },
        },
      ],
    });
    assert.equal(coverage.broken.length, 1);
    assert.equal(coverage.exercised.has('listPayments'), false);
    const { markdown, problems } = formatReport(coverage);
    assert.deepEqual(problems, [
      'respuesta fuera del contrato: GET /payments → 500 — Prism: VIOLATIONS (Response body property 0.amount must be number)',
    ]);
    assert.match(markdown, /Respuestas de la API de desarrollo fuera del contrato/);
  });
});
