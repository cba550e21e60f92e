// `npm run test:contract`: contract-verify's refusal checks proven on planted faults. The
// development API runs behind a proxy that plants one fault at a time (fault-proxy.mjs); for
// each, contract-verify must fail and name it, and with no fault it must pass. One Prism serves
// every run (openVerifier), and the API's data is reset between runs, as each run changes it.
// One run goes through the command line, for the table and the exit code.
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { openVerifier } from '../../scripts/contract-verify.mjs';
import { NO_RATE_LIMITS } from '../../scripts/dev-api/rate-limit.mjs';
import { startDevApi } from '../../scripts/dev-api/server.mjs';
import { ROOT } from '../../scripts/openapi-contract.mjs';
import { freePort } from '../../scripts/ports.mjs';
import { EXAMPLE_APP_ORIGIN as APP_ORIGIN, startFaultedDevApi } from './fault-proxy.mjs';

/** @type {import('../../scripts/dev-api/server.mjs').DevApi} */
let api;
/** @type {Awaited<ReturnType<typeof import('./fault-proxy.mjs').startFaultProxy>>} */
let proxy;
/** @type {Awaited<ReturnType<typeof openVerifier>>} */
let verifier;

before(async () => {
  ({ api, proxy } = await startFaultedDevApi({ port: await freePort() }));
  verifier = await openVerifier();
});
after(async () => {
  await verifier?.close();
  await proxy?.close();
  await api?.close();
});

/** Verifies the API with `fault` planted, on a fresh copy of its data. @param {string | null} fault */
async function verifyWith(fault) {
  api.resetSharedWorld();
  proxy.setFault(fault);
  return verifier.run({ backend: proxy.url });
}

/**
 * "operationId:check" of every failing check, with its violation messages.
 * @param {import('../../scripts/contract-verify.mjs').OperationResult[]} results
 */
function failures(results) {
  /** @type {Map<string, string>} */
  const failing = new Map();
  for (const result of results) {
    for (const check of result.checks) {
      if (check.verdict === 'no cumple') failing.set(`${result.op.id}:${check.kind}`, check.violations.map((v) => v.message).join(' | '));
    }
  }
  return failing;
}

const kinds = (/** @type {Map<string, string>} */ failing) => new Set([...failing.keys()].map((key) => key.split(':')[1]));

describe('contract-verify against the development API with planted faults', () => {
  it('passes the unmodified development API: every check of every operation', async () => {
    const { results } = await verifyWith(null);
    assert.deepEqual([...failures(results)], []);
    const checks = results.flatMap((r) => r.checks.map((c) => c.kind));
    for (const kind of [
      'exito',
      'sin-token',
      'token-invalido',
      'cuerpo-invalido',
      'where-campo',
      'where-operador',
      'id-inexistente',
      'factura-sat',
      'factura-en-el-pago',
      'nunca-dos-veces',
      'factura-no-vigente',
      // Notifications
      'estado-aritmetica',
      'sat-matriz-moral',
      'sat-matriz-fisica',
      'ventana-factura-sat',
      'plazo-cancelacion-sat',
      'cancelacion-aceptacion-sat',
      'notas-de-credito-sat',
      'nota-de-credito-en-plazo',
      'preferencias-guardadas',
      'aviso-obligatorio',
      'preferencias-version',
      'arco-adjunto-ajeno',
      // Employee invitations
      'invitacion-una-vez',
      'invitacion-usada',
      'invitacion-desconocida',
      'invitacion-activo',
      'invitacion-cuenta',
    ]) {
      assert.ok(checks.includes(kind), `no ${kind} check was made`);
    }
    assert.ok(checks.every((kind) => kind !== undefined));
  });

  it('(a) a backend that ignores tokens fails "sin token" and "token inventado" on every protected operation', async () => {
    const { results } = await verifyWith('ignoresTokens');
    const failing = failures(results);
    const secured = results.filter((r) => !r.op.isPublic);
    for (const { op } of secured) {
      // Answered as signed in: mostly 200/204; a write already done by the call without a token
      // (the quotation paid, the card deleted) answers 404 or 409 the second time.
      assert.match(failing.get(`${op.id}:sin-token`) ?? '', /se esperaba 401 y respondió (?!401)\d{3}/, op.id);
      assert.match(failing.get(`${op.id}:token-invalido`) ?? '', /se esperaba 401 y respondió (?!401)\d{3}/, op.id);
    }
    assert.match(failing.get('listPayments:sin-token') ?? '', /se esperaba 401 y respondió 200/);
    assert.equal(failing.has('appLogin:cuerpo-invalido'), false);
  });

  it("(b) the framework's default error body fails every refusal, naming the missing «message»", async () => {
    const { results } = await verifyWith('frameworkErrors');
    const failing = failures(results);
    for (const kind of [
      'sin-token',
      'token-invalido',
      'cuerpo-invalido',
      'where-campo',
      'where-operador',
      'id-inexistente',
      'rol',
      'ajeno',
      'limite',
    ])
      assert.ok(kinds(failing).has(kind), kind);
    // Every check judged on an error answer (a 4xx expected) fails on its body.
    for (const result of results) {
      for (const check of result.checks.filter(
        (c) => c.kind !== 'exito' && c.expected.every((status) => status >= 400) && /^\d{3}$/.test(c.got),
      )) {
        const messages = failing.get(`${result.op.id}:${check.kind}`) ?? '';
        assert.match(messages, /no tiene la propiedad obligatoria «message»/, `${result.op.id} ${check.kind}`);
        assert.match(messages, /error por omisión del framework/);
      }
    }
  });

  it('(c) an unknown field or operator in `where` answered 200 [] fails the where checks of every list and count', async () => {
    const { results } = await verifyWith('filterSwallowed');
    const failing = failures(results);
    assert.deepEqual(kinds(failing), new Set(['where-campo', 'where-operador', 'limit-maximo']));
    for (const id of ['listQuotations', 'countQuotations', 'listPayments', 'countPayments', 'listEmployees', 'countEmployees']) {
      assert.match(failing.get(`${id}:where-campo`) ?? '', /se esperaba 400 y respondió 200/, id);
    }
  });

  it('(d) a whole card number in a payment of GET /payments fails its happy path, with where it is', async () => {
    const { results } = await verifyWith('unmaskedCard');
    const failing = failures(results);
    // Its happy path, and the default page and the SAT rules' reads (the same payments) too: nothing else.
    assert.deepEqual(
      [...failing.keys()],
      [
        'listPayments:exito',
        'listPayments:limit-omision',
        'listPayments:ventana-factura-sat',
        'listPayments:plazo-cancelacion-sat',
        'listPayments:cancelacion-aceptacion-sat',
        'listPayments:notas-de-credito-sat',
      ],
    );
    assert.match(failing.get('listPayments:exito') ?? '', /número de tarjeta completo en «\/\d+\/card\/card_number»/);
  });

  it("(e) 201 where the contract declares 200 fails that operation's happy path", async () => {
    const { results } = await verifyWith('createdStatus');
    const failing = failures(results);
    assert.deepEqual([...failing.keys()], ['createEmployee:exito']);
    assert.match(failing.get('createEmployee:exito') ?? '', /se esperaba 200 y respondió 201 \(no declarado en el contrato\)/);
    const createEmployee = results.find((r) => r.op.id === 'createEmployee');
    assert.ok(createEmployee, 'createEmployee was verified');
    const json = createEmployee.checks[0].violations;
    // --json keeps Prism's own words and where they point.
    assert.ok(
      json.some((v) => /Unable to match the returned status code/.test(v.raw)),
      JSON.stringify(json),
    );
  });

  it('(f) no role check: every employer-only operation fails «rol» for the non-employer, and its writes changed the employer’s data', async () => {
    const failing = failures((await verifyWith('noRoleCheck')).results);
    for (const id of [
      'listEmployees',
      'countEmployees',
      'createEmployee',
      'updateEmployee',
      'deleteEmployee',
      'getCompanyProfile',
      'saveCompanyProfile',
      'resendEmployeeInvitation',
    ]) {
      assert.match(failing.get(`${id}:rol`) ?? '', /se esperaba 403 y respondió (?!403)\d{3}/, id);
    }
    assert.match(failing.get('updateEmployee:rol-sin-cambios') ?? '', /los datos del empleador cambiaron/);
  });

  it("(g) no ownership check: another customer's quotation, payment and card are reached by id, and the card is deleted", async () => {
    const failing = failures((await verifyWith('noOwnershipCheck')).results);
    for (const id of ['getQuotation', 'getPayment', 'payQuotation', 'deleteCard'])
      assert.match(failing.get(`${id}:ajeno`) ?? '', /se esperaba 404 y respondió (?!404)\d{3}/, id);
    assert.match(failing.get('deleteCard:ajeno') ?? '', /cambió el registro/);
  });

  it('(h) no idempotency: the same key charges again, and another attempt or no key is not 422', async () => {
    const failing = failures((await verifyWith('noIdempotency')).results);
    assert.match(failing.get('payQuotation:idempotencia-repite') ?? '', /la misma clave dio otra respuesta/);
    assert.match(failing.get('payQuotation:idempotencia-otra') ?? '', /se esperaba 422/);
    assert.match(failing.get('payQuotation:idempotencia-falta') ?? '', /se esperaba 422/);
  });

  it('a replay with its keys reordered (kept as JSONB) is the same answer: the verifier passes', async () => {
    const failing = failures((await verifyWith('replayReordered')).results);
    assert.deepEqual([...failing], []);
  });

  it('(i) no rate limits: each operation declaring x-rate-limit fails «límite»', async () => {
    const unlimited = await startDevApi({ port: await freePort(), log: () => {}, appOrigin: APP_ORIGIN, rateLimits: NO_RATE_LIMITS });
    try {
      const failing = failures((await verifier.run({ backend: unlimited.url })).results);
      assert.deepEqual([...kinds(failing)], ['limite']);
      for (const id of [
        'appLogin',
        'appRequestResetPassword',
        'appResetPassword',
        'confirmEmailChange',
        'getInvitation',
        'acceptInvitation',
        'resendEmployeeInvitation',
        'payQuotation',
        'addCard',
        'changePassword',
        'requestEmailChange',
      ])
        assert.match(failing.get(`${id}:limite`) ?? '', /ningún 429 en \d+ peticiones/, id);
    } finally {
      await unlimited.close();
    }
  });

  it('(j) sessions not ended: the other session still works after the password change', async () => {
    const failing = failures((await verifyWith('sessionsNotEnded')).results);
    assert.match(failing.get('changePassword:sesiones') ?? '', /se esperaba 401 y respondió 200/);
  });

  it('(k) a proxy that decodes uploads as text (as Prism’s does) fails the upload: the image is no longer one', async () => {
    const failing = failures((await verifyWith('textDecodingUploads')).results);
    assert.deepEqual([...failing.keys()], ['uploadFile:exito']);
    assert.match(failing.get('uploadFile:exito') ?? '', /se esperaba 200 y respondió 400/);
  });

  it('(l) stamps twice: a second request for the same payment answered 202 fails «nunca-dos-veces» for each example', async () => {
    const failing = failures((await verifyWith('stampsTwice')).results);
    assert.deepEqual([...kinds(failing)], ['nunca-dos-veces']);
    assert.match(failing.get('requestInvoice:nunca-dos-veces') ?? '', /se esperaba 409 y respondió 202.*timbraría dos veces/);
  });

  // Statement
  it("(m) a reversed period answered 200 fails getStatement's period check, and only that", async () => {
    const failing = failures((await verifyWith('periodNotChecked')).results);
    assert.match(failing.get('getStatement:periodo-invertido') ?? '', /se esperaba 400 y respondió 200/);
    assert.deepEqual(
      [...failing.keys()].filter((key) => key.startsWith('getStatement:')),
      ['getStatement:periodo-invertido'],
    );
  });

  // Notifications
  it('(n) saved notification preferences ignored on read-back fail the read-back check, and only that', async () => {
    const failing = failures((await verifyWith('preferencesIgnored')).results);
    assert.deepEqual([...failing.keys()], ['updateNotificationPreferences:preferencias-guardadas']);
    assert.match(
      failing.get('updateNotificationPreferences:preferencias-guardadas') ?? '',
      /GET no responde lo guardado en «quotationIssued»/,
    );
  });

  it('(t) a backend that ignores If-Match on notification preferences fails the stale-copy check, and only that', async () => {
    const failing = failures((await verifyWith('preferencesIfMatchIgnored')).results);
    assert.deepEqual([...failing.keys()], ['updateNotificationPreferences:preferencias-version']);
    assert.match(
      failing.get('updateNotificationPreferences:preferencias-version') ?? '',
      /se esperaba 409 y respondió 200.*las preferencias cambiaron aunque la copia era vieja \(«quotationIssued», «dueSoon»\)/,
    );
  });

  // ARCO requests
  it('(o) a filed ARCO request answered without its folio fails its happy path and the folio check', async () => {
    const failing = failures((await verifyWith('arcoNoFolio')).results);
    assert.match(failing.get('createArcoRequest:arco-folio') ?? '', /no trae folio/);
    assert.match(failing.get('createArcoRequest:exito') ?? '', /folio/);
    assert.deepEqual(
      [...failing.keys()].filter((key) => /ArcoRequest/.test(key)),
      ['createArcoRequest:exito', 'createArcoRequest:arco-folio'],
    );
  });

  it('(s) a backend that files an ARCO request whatever its attachmentUrl fails «arco-adjunto-ajeno», and only that', async () => {
    const failing = failures((await verifyWith('arcoAnyAttachment')).results);
    assert.deepEqual([...failing.keys()], ['createArcoRequest:arco-adjunto-ajeno']);
    const messages = failing.get('createArcoRequest:arco-adjunto-ajeno') ?? '';
    for (const url of ['javascript:alert(1)', 'data:image/png', 'https://evil.example/x.png'])
      assert.match(messages, new RegExp(`con ${url.replace(/[.()/]/g, '\\$&')}.* se esperaba 422 y respondió 200`));
    assert.match(messages, /se guardó lo que se rechazó: 3 solicitud/);
  });

  // Automatic payment with consent
  it('(p) turning automatic payment on without recording the consent fails «consentimiento», and only that', async () => {
    const failing = failures((await verifyWith('consentNotRecorded')).results);
    assert.match(failing.get('enableAutoPayment:consentimiento') ?? '', /no registra el consentimiento/);
    assert.deepEqual([...kinds(failing)], ['consentimiento']);
  });

  // Where features meet: the quotation lifecycle and what is owed.
  it('(q) automatic payment that schedules a quotation under «cambios solicitados» fails the lifecycle row, and only that', async () => {
    const failing = failures((await verifyWith('chargesChangesAsked')).results);
    assert.match(
      failing.get('getAutoPayment:ciclo-cargo-automatico') ?? '',
      /programa el cobro de COT-2026-0160, en etapa «cambios_solicitados»/,
    );
    assert.match(failing.get('getAutoPayment:ciclo-cargo-automatico') ?? '', /no lista COT-2026-0160/);
    assert.deepEqual([...kinds(failing)], ['ciclo-cargo-automatico']);
  });

  it('(r) a balance one cent off the statement fails «saldo», and only that', async () => {
    const failing = failures((await verifyWith('balanceOffByCent')).results);
    assert.match(failing.get('getBalance:saldo') ?? '', /no es el saldo final del estado de cuenta/);
    assert.deepEqual([...kinds(failing)], ['saldo']);
  });

  it('(u) a statement whose closing balance is one cent off its movements fails «estado-aritmetica», naming the cents', async () => {
    const failing = failures((await verifyWith('statementOffByCent')).results);
    const message = failing.get('getStatement:estado-aritmetica') ?? '';
    assert.match(
      message,
      /saldo final [\d.-]+ \(-?\d+ centavos\); saldo inicial .* = [\d.-]+ \(-?\d+ centavos\) \(diferencia 1 centavos\)/,
    );
    assert.match(message, /la antigüedad suma .*; lo pendiente \(saldo final\) es/);
    // The balance is the statement's closing balance of today: it is one cent off it too.
    assert.deepEqual([...kinds(failing)].sort(), ['estado-aritmetica', 'saldo']);
  });

  it('(v) a receiver check that accepts one forbidden régimen × uso pair fails the SAT matrix, naming that pair only', async () => {
    const failing = failures((await verifyWith('satPairLetThrough')).results);
    assert.deepEqual([...failing.keys()].sort(), ['replaceInvoice:sat-matriz-moral', 'requestInvoice:sat-matriz-moral']);
    for (const row of failing.values())
      assert.equal(row, 'régimen 601 + uso D01: el SAT no lo permite y errors[] no nombra cfdiUse ni fiscalRegime');
  });

  it("(w) a request window of 90 days fails the SAT's window on GET /payments, naming each payment, and only that", async () => {
    const failing = failures((await verifyWith('invoiceWindow90Days')).results);
    assert.deepEqual([...failing.keys()], ['listPayments:ventana-factura-sat']);
    assert.match(
      failing.get('listPayments:ventana-factura-sat') ?? '',
      /\w+: invoice_deadline \d{4}-\d{2}-\d{2}, antes del \d{4}-12-31 \(pagado el \d{4}-\d{2}-\d{2}\)/,
    );
  });

  it('(w2) invoices correctable past the annual return month fail the cancellation deadline on GET /payments, naming each, and only that', async () => {
    const failing = failures((await verifyWith('cancellationAfterDeadline')).results);
    assert.deepEqual([...failing.keys()], ['listPayments:plazo-cancelacion-sat']);
    assert.match(
      failing.get('listPayments:plazo-cancelacion-sat') ?? '',
      /\w+: cancellable_until \d{4}-12-31, después del \d{4}-04-30 \(timbrada el \d{4}-\d{2}-\d{2}\)/,
    );
  });

  it("(w3) invoices cancelled at once, without the acceptance they await, fail the receiver's acceptance on GET /payments, naming each, and only that", async () => {
    const failing = failures((await verifyWith('cancelsWithoutAcceptance')).results);
    assert.deepEqual([...failing.keys()], ['listPayments:cancelacion-aceptacion-sat']);
    const message = failing.get('listPayments:cancelacion-aceptacion-sat') ?? '';
    for (const uuid of ['2D4F6A8C-1E3B-4D5F-A7C9-E1F3A5B7C9D1', '7E9A1C3E-5F7B-4A9C-B1D3-F5A7C9E1B3D5'])
      assert.match(
        message,
        new RegExp(
          `la factura ${uuid} se cancela sin aceptación del receptor por «dia_habil_siguiente», pero se pidió el \\d{4}-\\d{2}-\\d{2}, después del \\d{4}-\\d{2}-\\d{2} \\(el día hábil siguiente a su timbrado`,
        ),
        message,
      );
  });

  it('(w4) refunds without their credit note fail the credit notes on GET /payments, naming the payment, and only that', async () => {
    const failing = failures((await verifyWith('refundWithoutCreditNote')).results);
    assert.deepEqual([...failing.keys()], ['listPayments:notas-de-credito-sat']);
    assert.equal(
      failing.get('listPayments:notas-de-credito-sat'),
      'trw3k6d9q2n8x1v5b7yj: reembolsado con su factura 9A2C4E6B-8D0F-4A1C-B3E5-7F9B1D3F5A70 vigente, sin nota de crédito por devolución',
    );
  });

  it("(w5) a package without one invoice's PDF fails «paquete-facturas-sat», naming the file, and only that", async () => {
    const failing = failures((await verifyWith('packageMissesFile')).results);
    assert.deepEqual([...failing.keys()], ['createInvoicePackage:paquete-facturas-sat']);
    assert.match(
      failing.get('createInvoicePackage:paquete-facturas-sat') ?? '',
      /^falta [0-9A-F-]{36}\.pdf \(renglón [0-9A-F-]{36} de indice\.csv\)$/,
    );
  });

  it('(s) an invitation accepted a second time fails «invitacion-una-vez», and only that', async () => {
    const failing = failures((await verifyWith('invitationReusable')).results);
    assert.deepEqual([...failing.keys()], ['acceptInvitation:invitacion-una-vez']);
    assert.match(failing.get('acceptInvitation:invitacion-una-vez') ?? '', /se esperaba 400 y respondió 200/);
  });

  it('the command line prints the table, names the fault and exits 1', async () => {
    api.resetSharedWorld();
    proxy.setFault('filterSwallowed');
    /** @type {{ code: number | null, stdout: string, stderr: string }} */
    const run = await new Promise((resolve) => {
      const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'scripts/contract-verify.mjs'), proxy.url], { cwd: ROOT });
      let stdout = '';
      let stderr = '';
      child.stdout.on('data', (chunk) => (stdout += chunk));
      child.stderr.on('data', (chunk) => (stderr += chunk));
      child.on('exit', (code) => resolve({ code, stdout, stderr }));
    });
    assert.equal(run.code, 1, run.stdout + run.stderr);
    assert.match(run.stdout, /Operación\s+Comprobación\s+Esperado\s+Obtenido\s+Veredicto/);
    assert.match(
      run.stdout,
      /GET \/payments\s+where con campo desconocido «campoQueNoExiste»\s+400\s+200\s+NO CUMPLE\n\s+↳ se esperaba 400 y respondió 200/,
    );
    // The one omitted: the correction with a credit note needs an invoice past its deadline, which the examples lack.
    assert.match(run.stdout, /6 de \d+ operaciones no cumplen el contrato \(\d+ comprobaciones: \d+ cumplen, 15 no cumplen, 1 omitida\)/);
    // Spanish throughout: none of Prism's English reaches the table.
    assert.doesNotMatch(run.stdout, /must |Unable to|Response body/);
  });
});
