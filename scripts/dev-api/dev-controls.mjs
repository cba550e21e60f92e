// The development controls under /__dev (see docs/frontend.md): the users and password, resetting the
// shared world, isolated worlds for tests, the outbox, the bank's 3-D Secure page, the arrival of
// an SPEI or store payment's money, a refund, store barcodes and each world's clock.
import { referencePayPhrases } from '../../src/features/billing/payments/methods.ts';
import { code128Svg } from './barcode.mjs';
import { authenticateCharge, authorizationCode, awaitsMoney, completeCharge, expireAccount, findCharge } from './charges.mjs';
import { clockView, invoiceClock, moveClock, worldNow } from './dev-clock.mjs';
import { messagePage, threeDSecurePage } from './dev-pages.mjs';
import { readBody, sendHtml, sendJson } from './http.mjs';
import { mexicoCityIso } from './dates.mjs';
import { findInvoice, invoiceDeadline, requestCancellation, settleInvoices, statusOf } from './invoicing.mjs';
import { issueQuotation } from './notifications.mjs';
import { catchUp } from './scheduler.mjs';
import { SHARED_WORLD, findSignIn, newWorld, resetSharedWorld } from './store.mjs';
import { findAccountByEmail, randomText } from './world.mjs';

/** @typedef {import('./context.mjs').DevApiContext} DevApiContext */
/** @typedef {import('./world.mjs').Schemas} Schemas */
/** @typedef {import('node:http').IncomingMessage} IncomingMessage */
/** @typedef {import('node:http').ServerResponse} ServerResponse */

const DECISIONS = new Set(['approve', 'reject', 'abandon']);
/** What GET /__dev lists: the development controls, for people. */
const DEV_CONTROLS = [
  'GET /__dev: usuarios, contraseña y controles',
  'POST /__dev/reset: vuelve a los datos de ejemplo',
  'POST /__dev/worlds {"user":"employer"|"nonEmployer","email"?:"…"}: un mundo aislado para pruebas (con email, su usuario inicia sesión en /login con ese correo)',
  'GET /__dev/outbox[?world=<id>]: correos enviados',
  'GET /__dev/clock[?world=<id>]; POST /__dev/clock {"days":6} o {"to":"AAAA-MM-DD"} (y "world"): el reloj del mundo avanza y pasa lo que esos días hacen (avisos, cargos automáticos)',
  'GET|POST /__dev/3ds/<id del cargo>: la página 3-D Secure simulada del banco (autorizar, rechazar o abandonar)',
  `POST /__dev/payments/<id del cargo>/receive: llega el dinero de un pago en proceso ${referencePayPhrases('o')}`,
  'POST /__dev/payments/<id del cargo>/refund {"amount"?:1234.5,"description"?:"…","world"?:"<id>"}: la empresa reembolsa un pago completado (todo, o esa parte); si su factura está vigente, se timbra su nota de crédito por devolución (al timbrarse, si estaba en timbrado)',
  'POST /__dev/invoices/<UUID>/cancel {"reason"?:"02"|"03","world"?:"<id>"}: la empresa pide al SAT cancelar esa factura vigente; el receptor la acepta o rechaza en el portal (o calla: aceptada al vencer su plazo)',
  'GET /__dev/barcode/<referencia>.svg: código de barras Code 128 de una referencia de pago en tienda',
  'POST /__dev/quotations {"world":"<id>","email"?:"…","reissues"?:"<id de cotización>"}: emite una cotización pendiente nueva (vigente 15 días) al usuario del mundo (o al del correo) y le avisa por correo; con "reissues", es la nueva versión de esa cotización (mismas partidas) y la anterior queda cancelada',
];

/** @param {DevApiContext} app @param {IncomingMessage} req @param {ServerResponse} res @param {URL} url */
export async function handleDev(app, req, res, url) {
  const body = req.method === 'POST' ? await readBody(req) : Buffer.alloc(0);
  const { seed } = app;
  if (req.method === 'GET' && url.pathname === '/__dev') {
    return sendJson(res, 200, {
      password: seed.password,
      users: seed.accounts.map((a) => ({ kind: a.kind, email: a.user.email, name: `${a.user.firstName} ${a.user.lastName}` })),
      examplesAsOf: seed.asOf,
      today: seed.today,
      worlds: app.worlds.size,
      controls: DEV_CONTROLS,
    });
  }
  if (req.method === 'POST' && url.pathname === '/__dev/reset') {
    resetSharedWorld(app);
    app.log('datos reiniciados desde los ejemplos de openapi.yaml');
    return sendJson(res, 200, { message: 'Datos reiniciados.' });
  }
  if (req.method === 'POST' && url.pathname === '/__dev/worlds') return createWorldControl(app, res, body);
  if (url.pathname === '/__dev/clock' && (req.method === 'GET' || req.method === 'POST')) return clockControl(app, req, res, url, body);
  if (req.method === 'GET' && url.pathname === '/__dev/outbox') {
    const world = app.worlds.get(url.searchParams.get('world') ?? SHARED_WORLD);
    if (!world) return sendJson(res, 404, { message: 'No existe ese mundo.' });
    // What the days passed and the invoices stamped since have e-mailed by now.
    catchUp(app, world);
    const clock = invoiceClock(app, world);
    for (const account of world.accounts.values()) settleInvoices(account, clock);
    return sendJson(res, 200, world.outbox);
  }
  if (req.method === 'POST' && url.pathname === '/__dev/quotations') return issueQuotationControl(app, res, body);
  const threeDs = /^\/__dev\/3ds\/([^/]+)$/.exec(url.pathname);
  if (threeDs && (req.method === 'GET' || req.method === 'POST'))
    return answerAuthentication(app, req, res, decodeURIComponent(threeDs[1]), body);
  const receive = /^\/__dev\/payments\/([^/]+)\/receive$/.exec(url.pathname);
  if (receive && req.method === 'POST') return receivePayment(app, res, decodeURIComponent(receive[1]));
  const refund = /^\/__dev\/payments\/([^/]+)\/refund$/.exec(url.pathname);
  if (refund && req.method === 'POST') return refundPayment(app, res, decodeURIComponent(refund[1]), body);
  const cancel = /^\/__dev\/invoices\/([0-9A-Fa-f-]{36})\/cancel$/.exec(url.pathname);
  if (cancel && req.method === 'POST') return cancelInvoiceControl(app, res, cancel[1], body);
  const barcode = /^\/__dev\/barcode\/([0-9A-Z]{10,30})\.svg$/.exec(url.pathname);
  if (barcode && req.method === 'GET') return serveBarcode(res, barcode[1]);
  return sendJson(res, 404, { message: 'Control de desarrollo desconocido.' });
}

/**
 * GET /__dev/clock[?world=]: the world's "now"; POST with {"days": n} or {"to": "AAAA-MM-DD"} (and
 * "world") moves it forward, and the days passed do what they should (scheduler.mjs).
 * @param {DevApiContext} app @param {IncomingMessage} req @param {ServerResponse} res @param {URL} url @param {Buffer} body
 */
function clockControl(app, req, res, url, body) {
  /** @type {{ world?: unknown, days?: unknown, to?: unknown }} */
  let asked = {};
  if (req.method === 'POST') {
    try {
      asked = body.length > 0 ? JSON.parse(body.toString('utf8')) : {};
    } catch {
      return sendJson(res, 400, { message: 'El cuerpo debe ser JSON: {"days": 6} o {"to": "AAAA-MM-DD"}.' });
    }
  }
  const id = typeof asked.world === 'string' ? asked.world : (url.searchParams.get('world') ?? SHARED_WORLD);
  const world = app.worlds.get(id);
  if (!world) return sendJson(res, 404, { message: 'No existe ese mundo.' });
  if (req.method === 'POST') {
    const refusal = moveClock(app, world, asked);
    if (refusal) return sendJson(res, 400, { message: refusal });
    catchUp(app, world);
    app.log(`reloj del mundo ${world.id}: ${clockView(app, world).today}`);
  }
  return sendJson(res, 200, clockView(app, world));
}

/** POST /__dev/worlds. @param {DevApiContext} app @param {ServerResponse} res @param {Buffer} body */
function createWorldControl(app, res, body) {
  /** @type {unknown} */
  let kind = 'employer';
  /** @type {unknown} */
  let email;
  try {
    if (body.length) ({ user: kind, email } = JSON.parse(body.toString('utf8')));
  } catch {
    return sendJson(res, 400, { message: 'El cuerpo debe ser JSON: {"user":"employer"}.' });
  }
  const account = app.seed.accounts.find((a) => a.kind === kind);
  if (!account) return sendJson(res, 400, { message: 'user debe ser employer o nonEmployer.' });
  if (email !== undefined && (typeof email !== 'string' || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email) || findSignIn(app, email))) {
    return sendJson(res, 400, { message: 'email debe ser un correo que ningún otro usuario tenga.' });
  }
  return sendJson(res, 200, newWorld(app, account.kind, email?.toLowerCase()));
}

/**
 * The bank's 3-D Secure page of a charge (GET), and the customer's answer to it (POST, a form:
 * decision=approve|reject|abandon), which sends them back to the charge's redirectUrl with
 * ?id=<charge id>, as Openpay does. A charge no longer waiting still goes back: the app reads it.
 * @param {DevApiContext} app @param {IncomingMessage} req @param {ServerResponse} res
 * @param {string} chargeId @param {Buffer} body
 */
function answerAuthentication(app, req, res, chargeId, body) {
  const found = findCharge(app.worlds.values(), chargeId);
  const redirectUrl = found?.account.redirects.get(chargeId);
  if (!found || !redirectUrl) {
    return sendHtml(
      res,
      404,
      messagePage(
        'No encontramos este pago',
        'El enlace de autenticación no existe o ya no es válido. Vuelve a Cotiza e intenta pagar de nuevo.',
      ),
      app.appOrigin,
    );
  }
  const action = `/__dev/3ds/${encodeURIComponent(chargeId)}`;
  if (req.method === 'GET') return sendHtml(res, 200, threeDSecurePage(found.payment, action), app.appOrigin);
  const decision = new URLSearchParams(body.toString('utf8')).get('decision') ?? '';
  if (found.payment.status === 'CHARGE_PENDING') {
    if (!DECISIONS.has(decision))
      return sendHtml(res, 400, messagePage('Elige una opción', 'Autoriza el pago, recházalo o vuelve a la tienda.'), app.appOrigin);
    const failedMessage =
      /** @type {Schemas['Payment']} */ (/** @type {unknown} */ (app.example('PaymentAuthenticationFailed'))).error_message ?? '';
    const how = { now: worldNow(app, found.world), failedMessage, appOrigin: app.appOrigin, log: app.log };
    if (authenticateCharge(found, /** @type {import('./charges.mjs').AuthenticationDecision} */ (decision), how))
      app.log(`3-D Secure ${decision === 'approve' ? 'autorizado' : 'rechazado'}: ${chargeId} → ${found.payment.status}`);
  }
  const back = new URL(redirectUrl);
  back.searchParams.set('id', chargeId);
  res.statusCode = 303;
  res.setHeader('Location', back.href);
  res.setHeader('Cache-Control', 'no-store');
  return res.end();
}

/**
 * The money of an SPEI or store charge arrived: COMPLETED, its quotation paid.
 * @param {DevApiContext} app @param {ServerResponse} res @param {string} chargeId
 */
function receivePayment(app, res, chargeId) {
  const found = findCharge(app.worlds.values(), chargeId);
  if (!found) return sendJson(res, 404, { message: 'No existe ese pago.' });
  catchUp(app, found.world);
  const now = worldNow(app, found.world);
  // A reference past its due date lapsed: its money is not received any more.
  expireAccount(found.account, now);
  if (!awaitsMoney(found.payment))
    return sendJson(res, 409, { message: `Este pago no espera dinero: solo se reciben pagos en proceso ${referencePayPhrases('o')}.` });
  completeCharge(found.payment, found.quotation, {
    now,
    authorization: authorizationCode(7),
    notify: { world: found.world, account: found.account, appOrigin: app.appOrigin, log: app.log },
  });
  app.log(`pago recibido: ${chargeId} (${found.payment.method})`);
  return sendJson(res, 200, { message: 'Pago recibido.', payment: found.payment });
}

/**
 * POST /__dev/payments/<id>/refund {"amount"?, "description"?, "world"?}: the business refunds a COMPLETED
 * payment, in whole (the default) or in part (0 < amount ≤ its amount), as Openpay's refund would:
 * REFUNDED with its `refund` (dated by the world's clock) and `signed_amount` minus the refunded
 * amount (openapi.yaml's Payment.signed_amount). A payment whose invoice is vigente gets its credit
 * note by devolución for the refunded amount at once; one being stamped, once stamped (settling
 * issues what credit-notes.ts says a refund owes). 404 for an unknown payment, 409 when it is not
 * COMPLETED. Answers the payment.
 * @param {DevApiContext} app @param {ServerResponse} res @param {string} paymentId @param {Buffer} body
 */
function refundPayment(app, res, paymentId, body) {
  /** @type {{ amount?: unknown, description?: unknown, world?: unknown }} */
  let input = {};
  try {
    input = body.length > 0 ? JSON.parse(body.toString('utf8')) : {};
  } catch {
    return sendJson(res, 400, { message: 'El cuerpo debe ser JSON: {"amount": 1234.5, "description": "…"}.' });
  }
  if (input === null || typeof input !== 'object' || Array.isArray(input))
    return sendJson(res, 400, { message: 'El cuerpo debe ser un objeto JSON: {"amount": 1234.5, "description": "…"}.' });
  // The examples' payments are in every world: "world" says whose (the shared one's first otherwise).
  const inWorld = typeof input.world === 'string' ? app.worlds.get(input.world) : undefined;
  if (typeof input.world === 'string' && !inWorld) return sendJson(res, 404, { message: 'No existe ese mundo.' });
  const found = findCharge(inWorld ? [inWorld] : app.worlds.values(), paymentId);
  if (!found) return sendJson(res, 404, { message: 'No existe ese pago.' });
  catchUp(app, found.world);
  const clock = invoiceClock(app, found.world);
  settleInvoices(found.account, clock);
  const { payment } = found;
  if (payment.status !== 'COMPLETED')
    return sendJson(res, 409, { message: `Solo se reembolsa un pago completado; este está ${payment.status}.` });
  const amount = input.amount ?? payment.amount;
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0 || Math.round(amount * 100) > Math.round(payment.amount * 100))
    return sendJson(res, 400, { message: `«amount» debe ser un número mayor que 0 y a lo más ${payment.amount}.` });
  if (input.description !== undefined && (typeof input.description !== 'string' || input.description.length > 500))
    return sendJson(res, 400, { message: '«description» debe ser un texto de hasta 500 caracteres.' });
  const refunded = Math.round(amount * 100) / 100;
  payment.status = 'REFUNDED';
  payment.refund = {
    id: `rf${randomText(18)}`,
    amount: refunded,
    authorization: authorizationCode(6),
    creation_date: mexicoCityIso(clock.now),
    description: typeof input.description === 'string' ? input.description : 'Reembolso del pago',
  };
  payment.signed_amount = -refunded;
  // Only a completed payment can be invoiced (invoicing.mjs): no deadline any more.
  payment.invoice_deadline = invoiceDeadline(payment);
  settleInvoices(found.account, clock);
  app.log(`pago reembolsado: ${paymentId} (${refunded} de ${payment.amount})`);
  return sendJson(res, 200, payment);
}

/**
 * POST /__dev/invoices/<UUID>/cancel {"reason"?, "world"?}: the business asks the SAT to cancel one of
 * its vigente invoices, as its back office would (invoicing.mjs requestCancellation decides whether
 * the receiver must accept).
 * @param {DevApiContext} app @param {ServerResponse} res @param {string} uuid @param {Buffer} body
 */
function cancelInvoiceControl(app, res, uuid, body) {
  /** @type {{ reason?: unknown, world?: unknown }} */
  let input = {};
  try {
    input = body.length > 0 ? JSON.parse(body.toString('utf8')) : {};
  } catch {
    return sendJson(res, 400, { message: 'El cuerpo no es JSON.' });
  }
  const reason = input.reason ?? '02';
  if (reason !== '02' && reason !== '03') return sendJson(res, 400, { message: '«reason» debe ser "02" o "03".' });
  const world = app.worlds.get(typeof input.world === 'string' ? input.world : SHARED_WORLD);
  if (!world) return sendJson(res, 404, { message: 'No existe ese mundo.' });
  catchUp(app, world);
  const clock = invoiceClock(app, world);
  for (const account of world.accounts.values()) {
    settleInvoices(account, clock);
    const found = findInvoice(account, uuid);
    if (!found) continue;
    if (statusOf(found.invoice) !== 'vigente') return sendJson(res, 409, { message: 'Solo se puede cancelar una factura vigente.' });
    requestCancellation(account, { invoice: found.invoice, paymentId: found.paymentId, reason, at: clock.now.getTime() }, clock);
    settleInvoices(account, clock);
    return sendJson(res, 200, found.invoice);
  }
  return sendJson(res, 404, { message: 'No existe esa factura.' });
}

/** @param {ServerResponse} res @param {string} reference */
function serveBarcode(res, reference) {
  res.setHeader('Content-Type', 'image/svg+xml');
  res.setHeader('Cross-Origin-Resource-Policy', 'cross-origin');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'");
  // A reference's barcode never changes.
  res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
  res.end(code128Svg(reference));
}

/**
 * POST /__dev/quotations {"world", "email"?}: the business issues a new pending quotation to the
 * world's user (the one with `email`, else the world's first user: an isolated world's own), and
 * the customer is told (quotationIssued).
 * @param {DevApiContext} app @param {ServerResponse} res @param {Buffer} body
 */
function issueQuotationControl(app, res, body) {
  /** @type {{ world?: unknown, email?: unknown, reissues?: unknown }} */
  let asked = {};
  try {
    asked = body.length > 0 ? JSON.parse(body.toString('utf8')) : {};
  } catch {
    return sendJson(res, 400, { message: 'El cuerpo debe ser JSON: {"world": "w1"}.' });
  }
  const world = app.worlds.get(typeof asked.world === 'string' ? asked.world : SHARED_WORLD);
  if (!world) return sendJson(res, 404, { message: 'No existe ese mundo.' });
  catchUp(app, world);
  const account = typeof asked.email === 'string' ? findAccountByEmail(world, asked.email) : (worldOwner(app, world) ?? null);
  if (!account) return sendJson(res, 404, { message: 'No existe un usuario con ese correo en ese mundo.' });
  let replaces = null;
  if (asked.reissues !== undefined) {
    replaces = account.quotations.find((q) => q.id === String(asked.reissues)) ?? null;
    if (!replaces) return sendJson(res, 404, { message: 'No existe esa cotización en la cuenta.' });
    // A new version replaces one still open: not a paid, cancelled or declined one.
    if (!['pendiente', 'vencida'].includes(replaces.status) || replaces.pendingPayment)
      return sendJson(res, 409, { message: `La cotización ${replaces.folio} ya no se puede reemplazar (${replaces.status}).` });
  }
  const quotation = issueQuotation(world, account, { now: worldNow(app, world), appOrigin: app.appOrigin, log: app.log, replaces });
  return sendJson(res, 200, quotation);
}

/**
 * The user signed in to the world (an isolated world's own), else its first.
 * @param {DevApiContext} app @param {import('./world.mjs').World} world
 */
function worldOwner(app, world) {
  for (const session of app.sessions.values()) if (session.worldId === world.id) return world.accounts.get(session.userId);
  return world.accounts.values().next().value;
}
