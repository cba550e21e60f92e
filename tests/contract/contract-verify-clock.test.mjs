// `npm run test:contract`: contract-verify --clock (scripts/contract-clock-checks.mjs) proven both
// ways. The development API, the reference of x-test-controls, passes every row; behind a proxy
// that plants one fault (fault-proxy.mjs), each row fails and says why; without the controls the
// rows are skipped and the run still exits 0; without --clock they are not run, and the output
// says so in one line. Ports: the three after contract-verify.test.mjs's seven (CONTRACT_TEST_PORT + 7, default 4224).
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { openVerifier } from '../../scripts/contract-verify.mjs';
import { startFaultedDevApi } from './fault-proxy.mjs';
import { parseTable, runVerify } from './verify-cli.mjs';

const BASE_PORT = Number(process.env.CONTRACT_TEST_PORT ?? 4217) + 7;
const API_PORT = BASE_PORT;
const PRISM_PORT = BASE_PORT + 1;
const CLI_PRISM_PORT = BASE_PORT + 2;
const CLOCK_ROWS = [
  'reloj-aviso',
  'reloj-cargo',
  'reloj-cambios',
  'reloj-recordatorio',
  'reloj-preferencia',
  'reloj-factura',
  'reloj-aceptacion-tacita',
  'reloj-nota-de-credito',
];

/** @type {import('../../scripts/dev-api/server.mjs').DevApi} */
let api;
/** @type {Awaited<ReturnType<typeof import('./fault-proxy.mjs').startFaultProxy>>} */
let proxy;
/** @type {Awaited<ReturnType<typeof openVerifier>>} */
let verifier;

before(async () => {
  ({ api, proxy } = await startFaultedDevApi({ port: API_PORT }));
  verifier = await openVerifier({ port: PRISM_PORT });
});
after(async () => {
  await verifier?.close();
  await proxy?.close();
  await api?.close();
});

/** The clock rows of a run with `fault` planted, by kind: verdict and messages. @param {string | null} fault */
async function clockRows(fault) {
  api.resetSharedWorld();
  proxy.setFault(fault);
  const { results } = await verifier.run({ backend: proxy.url, clock: true });
  return new Map(
    results.flatMap((r) =>
      r.checks
        .filter((c) => c.kind.startsWith('reloj-'))
        .map((c) => [c.kind, { verdict: c.verdict, messages: c.violations.map((v) => v.message).join(' | ') }]),
    ),
  );
}

describe('contract-verify --clock', () => {
  it('passes the development API through the command line: every clock row, exit 0', async () => {
    api.resetSharedWorld();
    const run = await runVerify([api.url, '--port', String(CLI_PRISM_PORT), '--clock']);
    assert.equal(run.code, 0, run.stdout + run.stderr);
    const rows = [...parseTable(run.stdout).values()].flat().filter((row) => row.check.startsWith('reloj:'));
    assert.equal(rows.length, CLOCK_ROWS.length, run.stdout);
    for (const row of rows) assert.equal(row.verdict, 'cumple', `${row.check}: ${row.details.join('; ')}`);
    assert.doesNotMatch(run.stdout, /no comprobado; agrega --clock/);
  });

  it('without --clock runs no clock row and says so in one line', async () => {
    api.resetSharedWorld();
    const run = await runVerify([api.url, '--port', String(CLI_PRISM_PORT), '--happy-only']);
    assert.equal(run.code, 0, run.stdout + run.stderr);
    assert.doesNotMatch(run.stdout, /reloj:/);
    assert.match(
      run.stdout,
      /\nComportamiento en el tiempo \(avisos, cargos automáticos, recordatorios\): no comprobado; agrega --clock\.\n/,
    );
  });

  it('skips every clock row, with the reason, on a backend without the test controls, and exits 0', async () => {
    api.resetSharedWorld();
    proxy.setFault('noTestControls');
    const run = await runVerify([proxy.url, '--port', String(CLI_PRISM_PORT), '--clock']);
    proxy.setFault(null);
    assert.equal(run.code, 0, run.stdout + run.stderr);
    const rows = [...parseTable(run.stdout).values()].flat().filter((row) => row.check.startsWith('reloj:'));
    assert.equal(rows.length, CLOCK_ROWS.length, run.stdout);
    for (const row of rows) {
      assert.equal(row.verdict, 'omitida', row.check);
      assert.deepEqual(row.details, ['sin control de reloj: GET /__dev/clock respondió 404']);
    }
  });

  /** @type {[string, Record<string, RegExp>][]} */
  const plants = [
    [
      'chargesWithoutNotice',
      {
        'reloj-aviso': /no llegó el aviso del cargo del \d{4}-\d{2}-\d{2} \(COT-/,
        'reloj-cargo': /COT-\d{4}-\d{4} se cobró el \d{4}-\d{2}-\d{2} sin el aviso por correo de 5 días antes/,
      },
    ],
    ['chargesChangesAskedOverTime', { 'reloj-cambios': /cobró COT-\d{4}-\d{4} \(cambios solicitados\) el / }],
    [
      'noDueSoon',
      {
        'reloj-recordatorio': /no llegó «dueSoon» de COT-\d{4}-\d{4} el /,
        'reloj-preferencia': /al activar «dueSoon» otra vez no llegó ninguno/,
      },
    ],
    ['noCfdiReady', { 'reloj-factura': /la factura del pago \S+ está vigente pero no llegó «cfdiReady» a facturas@/ }],
    ['dueSoonSwitchIgnored', { 'reloj-preferencia': /«dueSoon» de COT-\d{4}-\d{4} llegó el .* con ese aviso desactivado/ }],
    [
      'silenceIgnored',
      {
        'reloj-aceptacion-tacita':
          /el \d{4}-\d{2}-\d{2}, vencido su respond_by \S+, la factura 2D4F6A8C-1E3B-4D5F-A7C9-E1F3A5B7C9D1 \(pago tra9s2d5f8g1h4j7k0lz\) sigue «en_cancelacion» con su cancelación «esperando_aceptacion»: se esperaba «cancelada» con «aceptada_sin_respuesta»/,
      },
    ],
  ];
  it('fails every clock row when the outbox does not answer the shape x-test-controls declares', async () => {
    const rows = await clockRows('outboxWithoutText');
    assert.deepEqual([...rows.keys()].sort(), [...CLOCK_ROWS].sort());
    for (const [kind, row] of rows) {
      assert.equal(row.verdict, 'no cumple', kind);
      assert.match(row.messages, /GET \/__dev\/outbox no responde la forma de x-test-controls: \/0 must have required property 'text'/);
    }
  });

  for (const [fault, expected] of plants)
    it(`fails and names the planted fault ${fault}`, async () => {
      const rows = await clockRows(fault);
      for (const [kind, message] of Object.entries(expected)) {
        assert.equal(rows.get(kind)?.verdict, 'no cumple', `${kind}: ${rows.get(kind)?.messages}`);
        assert.match(rows.get(kind)?.messages ?? '', message);
      }
    });
  after(() => proxy.setFault(null));
});
