// What each operation of openapi.yaml does, by operationId. A handler gets the request (`ctx`)
// and returns the answer; refusals throw `Failure`, whose body is the contract's own example for
// that case whenever the contract has one, so the messages are the contract's.
import { randomUUID } from 'node:crypto';
import { addDaysToDay, mexicoCityIso } from './dates.mjs';
import { authorizationCode, cancelAwaitingAuthentication, completeCharge, expireAccount } from './charges.mjs';
import { CsvFileError, importEmployeeRows, readEmployeeFile, rowRulesFrom } from './employees-csv.mjs';
import { EMPLOYEES, PAYMENTS, QUOTATIONS } from './collections.mjs';
import { countRecords, findRecords, matchesSearch, prepareFilter, prepareWhere, readJsonParam } from './filters.mjs';
import {
  AUTHENTICATION_REQUIRED,
  cardFromMockToken,
  chargeFailure,
  installmentsRefusal,
  isCardExpired,
  needs3dSecure,
} from './openpay-sandbox.mjs';
import { REFERENCE_INSTRUCTIONS } from './payment-references.mjs';
import { findAccountByEmail, isEmployer, objectId, opaqueToken, personalDataView, randomText, userView } from './world.mjs';

/** @typedef {import('./world.mjs').Schemas} Schemas */
/** @typedef {import('./world.mjs').Account} Account */
/** @typedef {import('./filters.mjs').Collection} Collection */
/** @typedef {import('./rate-limit.mjs').RateLimitName} RateLimitName */
/** @typedef {{ name: string, type: string, bytes: Buffer }} UploadedFile */
/**
 * A body the API answers a refusal with: a contract example, or one built here.
 * @typedef {Record<string, unknown>} FailureBody
 */

/**
 * What a handler gets, built per request by server.mjs. `body` has passed the operation's request
 * schema before the handler runs (`{}` when the operation takes none, or takes a file); `account`
 * is null only for the public operations.
 * @template [RequestBody=unknown]
 * @typedef {object} PublicCtx
 * @property {import('./world.mjs').World} world
 * @property {Account | null} account
 * @property {RequestBody} body
 * @property {UploadedFile | null} file the multipart part `file`, when the request is a form
 * @property {Record<string, string>} params the path's parameters, by name
 * @property {import('node:http').IncomingHttpHeaders} headers
 * @property {URLSearchParams} query
 * @property {string} publicUrl
 * @property {string} appOrigin
 * @property {Record<string, string>} sentParams the path's parameters as the request sent them (a number's digits in the spec's shape)
 * @property {() => Date} now
 * @property {() => string} today YYYY-MM-DD in Mexico City
 * @property {(line: string) => void} log
 * @property {(name: string) => Schemas['ErrorResponse']} example a named example of the contract (a copy); every one used here is an error or message answer
 * @property {(name: string) => Record<string, unknown>} schema a schema of the contract's components
 * @property {(file: UploadedFile) => Schemas['FileUploadResponse']} storeFile
 * @property {import('./rate-limit.mjs').RateLimiter} rateLimiter
 * @property {Record<string, import('./openpay-sandbox.mjs').TokenCard>} exampleCardTokens the card each example token_id stands for
 * @property {(account: Account, world?: import('./world.mjs').World) => string} issueSession a new session token of `account`, in the request's world (or `world`)
 * @property {(account: Account) => void} endOtherSessions ends every session of `account` but the request's own
 * @property {() => void} endThisSession ends the request's own session (signing out)
 * @property {(email: string) => { world: import('./world.mjs').World, account: Account } | null} findSignIn who signs in with `email`: the shared world's user, else a test world's
 * @property {(token: string) => import('./world.mjs').World | null} findEmailChange the world that sent the e-mail change link `token`
 */
/**
 * What a handler of a signed-in operation gets: the same, with the session's account.
 * @template [RequestBody=unknown]
 * @typedef {PublicCtx<RequestBody> & { account: Account }} Ctx
 */

export class Failure extends Error {
  /** @param {number} status @param {FailureBody} body @param {Record<string, string>} [headers] */
  constructor(status, body, headers = {}) {
    super(typeof body?.message === 'string' ? body.message : `HTTP ${status}`);
    this.status = status;
    this.body = body;
    this.headers = headers;
  }
}

/** @template T @param {T} body */
const ok = (body) => ({ status: 200, body });
const noContent = () => ({ status: 204 });

/**
 * The contract's example body for a refusal, optionally with other words or fields.
 * @param {PublicCtx} ctx @param {number} status @param {string} exampleName @param {FailureBody} [overrides]
 * @returns {never}
 */
function fail(ctx, status, exampleName, overrides = {}) {
  throw new Failure(status, { ...ctx.example(exampleName), ...overrides });
}
/** @type {(status: number, message: string, extra?: FailureBody) => never} */
const failWith = (status, message, extra = {}) => {
  throw new Failure(status, { message, ...extra });
};

/** @template T @param {Ctx} ctx @param {Collection} collection @param {T[]} records @param {string} exampleOnError */
function listFrom(ctx, collection, records, exampleOnError) {
  try {
    const filter = prepareFilter(collection, readJsonParam(ctx.query, 'filter') ?? {});
    return ok(findRecords(collection, records, filter));
  } catch (error) {
    if (error instanceof Error && error.name === 'FilterError')
      fail(ctx, 400, exampleOnError, { message: `${ctx.example(exampleOnError).message} (${error.message})` });
    throw error;
  }
}

/** @template T @param {Ctx} ctx @param {Collection} collection @param {T[]} records @param {string} exampleOnError */
function countFrom(ctx, collection, records, exampleOnError) {
  try {
    const where = prepareWhere(collection, readJsonParam(ctx.query, 'where'));
    return ok({ count: countRecords(collection, records, where) });
  } catch (error) {
    if (error instanceof Error && error.name === 'FilterError')
      fail(ctx, 400, exampleOnError, { message: `${ctx.example(exampleOnError).message} (${error.message})` });
    throw error;
  }
}

const nowIso = (/** @type {PublicCtx} */ ctx) => mexicoCityIso(ctx.now());

/**
 * 429 with Retry-After (the contract's example for the call) when `key` is over the limit `name`; counts nothing.
 * @param {PublicCtx} ctx @param {RateLimitName} name @param {string} key @param {string} exampleName
 */
function refuseIfLimited(ctx, name, key, exampleName) {
  const wait = ctx.rateLimiter.check(name, key);
  if (wait !== null) {
    ctx.log(`límite ${name} alcanzado (${key}): 429, reintentar en ${wait} s`);
    throw new Failure(429, ctx.example(exampleName), { 'Retry-After': String(wait) });
  }
}
const emailKey = (/** @type {string | undefined} */ email) =>
  String(email ?? '')
    .trim()
    .toLowerCase();
const userKey = (/** @type {Ctx} */ ctx) => `${ctx.world.id}:${ctx.account.user.id}`;

const EMPLOYER_ONLY_EXAMPLE = 'EmployerOnlyError';
/** The employer-only calls answer a non-employer 403 (the contract's EmployerOnly response). @param {Ctx} ctx */
function requireEmployer(ctx) {
  if (!isEmployer(ctx.account)) fail(ctx, 403, EMPLOYER_ONLY_EXAMPLE);
}
const fullName = (/** @type {Account} */ account) => `${account.user.firstName} ${account.user.lastName}`;

/**
 * Before quotations or payments are read: lapsed SPEI and store references are cancelled, and
 * pending quotations past their last day read as vencida (the contract's rules; see charges.mjs).
 * @param {Ctx} ctx @param {Account} account
 */
function expireQuotations(ctx, account) {
  expireAccount(account, ctx.now());
}

/** @param {PublicCtx} ctx @param {string} to @param {string} subject @param {string} text */
function send(ctx, to, subject, text) {
  const mail = { to, subject, text, at: new Date(ctx.now()).toISOString() };
  ctx.world.outbox.push(mail);
  ctx.log(`correo a ${to}: ${subject} — ${text}`);
}

// --- Auth, session, files ---------------------------------------------------------------------

/** @param {PublicCtx<Schemas['LoginRequest']>} ctx */
function appLogin(ctx) {
  // Failed sign-ins are counted per address, whether or not it has an account (no enumeration).
  const key = emailKey(ctx.body.email);
  refuseIfLimited(ctx, 'signInFailures', key, 'TooManySignInsError');
  const found = ctx.findSignIn(ctx.body.email);
  const account = found?.account;
  if (!found || !account || account.password !== ctx.body.password) {
    ctx.rateLimiter.hit('signInFailures', key);
    fail(ctx, 401, 'InvalidCredentialsError');
  }
  ctx.rateLimiter.clear('signInFailures', key);
  const token = ctx.issueSession(account, found.world);
  return ok({ token, user: userView(account) });
}

/** The request's own session ends; the user's other sessions stay. @param {Ctx} ctx */
function appLogout(ctx) {
  ctx.endThisSession();
  return noContent();
}

/** @param {Ctx} ctx */
function userByTokenApp(ctx) {
  return ok(userView(ctx.account));
}

/** @param {PublicCtx<Schemas['RequestResetPasswordRequest']>} ctx */
function appRequestResetPassword(ctx) {
  const key = emailKey(ctx.body.email);
  refuseIfLimited(ctx, 'resetRequests', key, 'TooManyRequestsError');
  ctx.rateLimiter.hit('resetRequests', key);
  const account = findAccountByEmail(ctx.world, ctx.body.email);
  if (account) {
    const token = opaqueToken();
    ctx.world.resetTokens.set(token, { userId: account.user.id, expiresAt: ctx.now().getTime() + 3_600_000, used: false });
    send(ctx, account.user.email, 'Restablece tu contraseña', `${ctx.appOrigin}/restablecer-contrasena?token=${token}`);
  }
  return ok(ctx.example('ResetPasswordRequestedMessage'));
}

/** @param {PublicCtx<Schemas['ResetPasswordRequest']>} ctx */
function appResetPassword(ctx) {
  // Guessing tokens: failed attempts are counted across every token.
  refuseIfLimited(ctx, 'resetFailures', 'all', 'TooManyRequestsError');
  const entry = ctx.world.resetTokens.get(ctx.body.token);
  if (!entry || entry.used || entry.expiresAt < ctx.now().getTime()) ctx.rateLimiter.hit('resetFailures', 'all');
  if (!entry || entry.used) fail(ctx, 400, 'InvalidResetTokenError');
  if (entry.expiresAt < ctx.now().getTime()) fail(ctx, 400, 'ExpiredResetTokenError');
  const account = ctx.world.accounts.get(entry.userId);
  if (!account) fail(ctx, 404, 'ResetAccountNotFoundError');
  entry.used = true;
  account.password = ctx.body.password;
  return ok(ctx.example('PasswordUpdatedMessage'));
}

/** The contract's upload limits (FileUploadRequest): 2 MB, PNG, JPEG or WebP. */
const MAX_UPLOAD_BYTES = 2 * 1024 * 1024;

/**
 * The image type from the content's first bytes (as the app checks it), or null.
 * @param {Uint8Array} bytes
 */
function sniffImageType(bytes) {
  const starts = (/** @type {number[]} */ signature, offset = 0) => signature.every((byte, i) => bytes[offset + i] === byte);
  if (starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'image/png';
  if (starts([0xff, 0xd8, 0xff])) return 'image/jpeg';
  if (starts([0x52, 0x49, 0x46, 0x46]) && starts([0x57, 0x45, 0x42, 0x50], 8)) return 'image/webp';
  return null;
}

/** @param {Ctx} ctx */
function uploadFile(ctx) {
  const file = ctx.file;
  if (!file || file.bytes.length === 0) fail(ctx, 400, 'InvalidFileError');
  if (file.bytes.length > MAX_UPLOAD_BYTES) fail(ctx, 400, 'FileTooLargeError');
  // The content decides, not the part's Content-Type: an SVG or a renamed PDF is refused.
  const type = sniffImageType(file.bytes);
  if (!type) fail(ctx, 400, 'FileTypeNotAllowedError');
  return ok(ctx.storeFile({ ...file, type }));
}

// --- Quotations and payments ------------------------------------------------------------------

/** @param {Ctx} ctx */
function listQuotations(ctx) {
  expireQuotations(ctx, ctx.account);
  return listFrom(ctx, QUOTATIONS, ctx.account.quotations, 'InvalidFilterError');
}

/** @param {Ctx} ctx */
function countQuotations(ctx) {
  expireQuotations(ctx, ctx.account);
  return countFrom(ctx, QUOTATIONS, ctx.account.quotations, 'InvalidFilterError');
}

/** @param {Ctx} ctx */
function findQuotation(ctx) {
  expireQuotations(ctx, ctx.account);
  const quotation = ctx.account.quotations.find((q) => q.id === ctx.params.quotationId);
  if (!quotation) fail(ctx, 404, 'QuotationNotFoundError');
  return quotation;
}

/** @param {Ctx} ctx */
function getQuotation(ctx) {
  return ok(findQuotation(ctx));
}

/** How long a charge's Idempotency-Key keeps its first answer. */
const IDEMPOTENCY_MS = 24 * 3_600_000;
const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,255}$/;
/** What only a card payment takes (PayQuotationRequest). */
const CARD_ONLY_FIELDS = /** @type {const} */ (['cardId', 'installments', 'redirectUrl']);

/**
 * The only place the bank may send the customer back to after 3-D Secure: the quotation's
 * confirmation page on the app's own origin (the API never redirects anywhere else).
 * @param {PublicCtx} ctx @param {string} quotationId
 */
const confirmationUrl = (ctx, quotationId) =>
  `${new URL(ctx.appOrigin).origin}/app/cotizaciones/${encodeURIComponent(quotationId)}/confirmacion`;

/**
 * The rules of PayQuotationRequest that its schema cannot say: `card` needs `cardId`; SPEI and
 * store take no card, plan nor return address; the return address is the app's own.
 * @param {Ctx<Schemas['PayQuotationRequest']>} ctx
 */
function checkPayBody(ctx) {
  const { body } = ctx;
  const method = body.method ?? 'card';
  if (method === 'card' && !body.cardId) {
    failWith(422, 'Elige la tarjeta con la que quieres pagar.', { errors: [{ field: 'cardId', message: 'Elige una tarjeta guardada.' }] });
  }
  if (method !== 'card') {
    const sent = CARD_ONLY_FIELDS.filter((field) => body[field] !== undefined);
    if (sent.length > 0) {
      failWith(422, 'La transferencia SPEI y el pago en tienda no llevan tarjeta, meses sin intereses ni dirección de regreso.', {
        errors: sent.map((field) => ({ field, message: 'Este dato solo se envía al pagar con tarjeta.' })),
      });
    }
  }
  if (body.redirectUrl !== undefined && body.redirectUrl !== confirmationUrl(ctx, ctx.sentParams.quotationId)) {
    fail(ctx, 422, 'RedirectUrlNotAllowedError');
  }
}

/**
 * Idempotent, as the contract says: the first answer to an Idempotency-Key (a charge, a decline, a
 * refusal) is kept and given again to the same key, which is never charged twice; the same key for
 * another quotation, method, card or plan is a 422. Server faults are not kept (the attempt may be
 * repeated).
 * @param {Ctx<Schemas['PayQuotationRequest']>} ctx
 * @returns {{ status: number, body: unknown }}
 */
function payQuotation(ctx) {
  const { account } = ctx;
  const key = ctx.headers['idempotency-key'];
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key)) {
    fail(ctx, 422, 'IdempotencyKeyMissingError');
  }
  checkPayBody(ctx);
  const now = ctx.now().getTime();
  for (const [stored, entry] of account.idempotency) if (now - entry.at > IDEMPOTENCY_MS) account.idempotency.delete(stored);
  const attempt = {
    quotationId: ctx.params.quotationId,
    method: ctx.body.method ?? 'card',
    cardId: ctx.body.cardId,
    installments: ctx.body.installments,
  };
  const previous = account.idempotency.get(key);
  if (previous) {
    const same =
      previous.quotationId === attempt.quotationId &&
      previous.method === attempt.method &&
      previous.cardId === attempt.cardId &&
      previous.installments === attempt.installments;
    if (!same) fail(ctx, 422, 'IdempotencyKeyReusedError');
    ctx.log(`Idempotency-Key repetida: se responde el primer resultado (${previous.status}), sin cobrar de nuevo`);
    return { status: previous.status, body: structuredClone(previous.body) };
  }
  // After the key lookup (a repeat gets its stored answer) and before charging; a 429 is not kept
  // as the key's answer, so the same attempt can be made once the wait is over.
  refuseIfLimited(ctx, 'pay', userKey(ctx), 'TooManyPaymentsError');
  ctx.rateLimiter.hit('pay', userKey(ctx));
  const keep = (/** @type {number} */ status, /** @type {unknown} */ body) =>
    account.idempotency.set(key, { ...attempt, at: now, status, body: structuredClone(body) });
  try {
    const reply = charge(ctx);
    keep(reply.status, reply.body);
    return reply;
  } catch (error) {
    if (error instanceof Failure && error.status < 500) keep(error.status, error.body);
    throw error;
  }
}

/**
 * A new charge of the quotation's total, by `method`, not yet decided (IN_PROGRESS, nothing set).
 * @param {Ctx} ctx @param {Schemas['Quotation']} quotation @param {Schemas['Payment']['method']} method
 * @returns {Schemas['Payment']}
 */
function newCharge(ctx, quotation, method) {
  const attempt = ctx.account.payments.filter((p) => p.quotation?.id === quotation.id).length + 1;
  const when = nowIso(ctx);
  return {
    id: `tr${randomText(18)}`,
    amount: quotation.total,
    signed_amount: quotation.total,
    currency: 'MXN',
    status: 'IN_PROGRESS',
    description: `Cotización ${quotation.folio} · ${quotation.concept}`,
    creation_date: when,
    operation_date: when,
    method,
    card: null,
    authorization: null,
    order_id: `${quotation.folio}-${String(attempt).padStart(2, '0')}`,
    error_message: null,
    quotation: { id: quotation.id, folio: quotation.folio },
    invoice: null,
    refund: null,
    payment_method: null,
    due_date: null,
    payment_plan: null,
  };
}

/** @param {Ctx<Schemas['PayQuotationRequest']>} ctx */
function charge(ctx) {
  const quotation = findQuotation(ctx);
  if (quotation.status === 'pagada') fail(ctx, 409, 'QuotationAlreadyPaidError');
  if (quotation.status === 'vencida') fail(ctx, 409, 'QuotationExpiredError');
  if (quotation.status === 'cancelada') failWith(409, 'Esta cotización fue cancelada y ya no se puede pagar.');
  // One reference at a time: the customer may already have paid it at the bank or the store.
  if (quotation.pendingPayment) fail(ctx, 409, 'PaymentReferencePendingError');
  cancelAwaitingAuthentication(ctx.account, quotation, ctx.now());
  const method = ctx.body.method ?? 'card';
  return method === 'card' ? chargeCard(ctx, quotation) : chargeByReference(ctx, quotation, method);
}

/**
 * A card charge: refused plans of meses sin intereses (nothing recorded), declines (a FAILED payment
 * recorded), 3-D Secure (CHARGE_PENDING until the bank's page answers) or COMPLETED.
 * @param {Ctx<Schemas['PayQuotationRequest']>} ctx @param {Schemas['Quotation']} quotation
 */
function chargeCard(ctx, quotation) {
  const { account, body } = ctx;
  const card = account.cards.find((c) => c.id === body.cardId);
  if (!card) fail(ctx, 404, 'PayCardNotFoundError');
  if (body.installments !== undefined) {
    const refusal = installmentsRefusal({
      installments: body.installments,
      plans: quotation.installmentPlans,
      card,
      total: quotation.total,
    });
    if (refusal) fail(ctx, 400, refusal, { request_id: randomUUID() });
  }
  const authenticate = needs3dSecure(card);
  const failure = chargeFailure(card, ctx.today()) ?? (authenticate && !body.redirectUrl ? AUTHENTICATION_REQUIRED : null);
  const payment = newCharge(ctx, quotation, 'card');
  payment.card = {
    card_number: card.card_number,
    brand: card.brand,
    type: card.type,
    holder_name: card.holder_name,
    bank_name: card.bank_name,
  };
  payment.payment_plan = body.installments === undefined ? null : { payments: body.installments };
  if (failure) {
    const refusal =
      'example' in failure && failure.example
        ? { ...ctx.example(failure.example), request_id: randomUUID() }
        : { message: failure.message, error_code: failure.code, category: 'gateway', request_id: randomUUID() };
    payment.status = 'FAILED';
    payment.error_message = refusal.message;
    account.payments.unshift(payment);
    throw new Failure(400, refusal);
  }
  account.payments.unshift(payment);
  if (authenticate && body.redirectUrl) {
    // The customer authenticates at the bank's page (here a development page), which sends them
    // back to redirectUrl: kept here, never in the payment.
    payment.status = 'CHARGE_PENDING';
    payment.payment_method = { type: 'redirect', url: `${ctx.publicUrl}/__dev/3ds/${payment.id}` };
    account.redirects.set(payment.id, body.redirectUrl);
    return ok(payment);
  }
  completeCharge(payment, quotation, { publicUrl: ctx.publicUrl, now: ctx.now(), authorization: authorizationCode(6) });
  return ok(payment);
}

/**
 * A reference charge (SPEI, store): IN_PROGRESS with the method's instructions until 23:59:59 three
 * days from today (Mexico City); the quotation stays pendiente and waits for it (pendingPayment).
 * @param {Ctx} ctx @param {Schemas['Quotation']} quotation @param {import('./payment-references.mjs').ReferenceMethod} method
 */
function chargeByReference(ctx, quotation, method) {
  const payment = newCharge(ctx, quotation, method);
  payment.due_date = `${addDaysToDay(ctx.today(), 3)}T23:59:59-06:00`;
  payment.payment_method = REFERENCE_INSTRUCTIONS[method](ctx.publicUrl);
  ctx.account.payments.unshift(payment);
  quotation.pendingPayment = { id: payment.id, method, due_date: payment.due_date };
  return ok(payment);
}

/** @param {Ctx} ctx */
function listPayments(ctx) {
  expireQuotations(ctx, ctx.account);
  return listFrom(ctx, PAYMENTS, ctx.account.payments, 'InvalidFilterError');
}

/** @param {Ctx} ctx */
function countPayments(ctx) {
  expireQuotations(ctx, ctx.account);
  return countFrom(ctx, PAYMENTS, ctx.account.payments, 'InvalidFilterError');
}

/** @param {Ctx} ctx */
function getPayment(ctx) {
  expireQuotations(ctx, ctx.account);
  const payment = ctx.account.payments.find((p) => p.id === ctx.params.paymentId);
  if (!payment) fail(ctx, 404, 'PaymentNotFoundError');
  return ok(payment);
}

// --- Cards and payment settings ---------------------------------------------------------------

/** @param {{ creation_date: string }} a @param {{ creation_date: string }} b */
const newestFirst = (a, b) => Date.parse(b.creation_date) - Date.parse(a.creation_date);

/** @param {Ctx} ctx */
function listCards(ctx) {
  return ok([...ctx.account.cards].sort(newestFirst));
}

/** @param {Ctx<Schemas['AddCardRequest']>} ctx */
function addCard(ctx) {
  const { account } = ctx;
  refuseIfLimited(ctx, 'addCard', userKey(ctx), 'TooManyCardsError');
  ctx.rateLimiter.hit('addCard', userKey(ctx));
  const tokenId = ctx.body.token_id;
  // Own keys only: a token_id such as "constructor" must not find Object's prototype.
  const tokenCard = cardFromMockToken(tokenId) ?? (Object.hasOwn(ctx.exampleCardTokens, tokenId) ? ctx.exampleCardTokens[tokenId] : null);
  if (!tokenCard || account.usedCardTokens.has(tokenId)) fail(ctx, 400, 'CardTokenExpiredError', { request_id: randomUUID() });
  account.usedCardTokens.add(tokenId);
  const duplicate = account.cards.some(
    (c) =>
      c.card_number === tokenCard.card_number &&
      c.expiration_month === tokenCard.expiration_month &&
      c.expiration_year === tokenCard.expiration_year,
  );
  if (duplicate) fail(ctx, 409, 'CardAlreadyRegisteredError', { request_id: randomUUID() });
  /** @type {Schemas['Card']} */
  const card = {
    id: `k${randomText(19)}`,
    card_number: tokenCard.card_number,
    holder_name: ctx.body.holder_name?.trim() || fullName(account),
    expiration_month: tokenCard.expiration_month,
    expiration_year: tokenCard.expiration_year,
    brand: tokenCard.brand,
    type: tokenCard.type,
    bank_name: tokenCard.bank_name,
    allows_charges: true,
    creation_date: nowIso(ctx),
  };
  account.cards.unshift(card);
  // The first card becomes the default.
  if (!account.customer.defaultCardId) account.customer.defaultCardId = card.id;
  return ok(card);
}

/** @param {Ctx} ctx */
function deleteCard(ctx) {
  const { account } = ctx;
  const index = account.cards.findIndex((c) => c.id === ctx.params.cardId);
  if (index === -1) fail(ctx, 404, 'CardNotFoundError');
  const [removed] = account.cards.splice(index, 1);
  // Nothing is ever charged to a card the customer did not choose.
  if (account.customer.defaultCardId === removed.id) {
    account.customer.defaultCardId = null;
    account.customer.autoPaymentEnabled = false;
  }
  return noContent();
}

/** @param {Ctx<Schemas['UpdateCustomerRequest']>} ctx */
function updateCustomer(ctx) {
  const { account, body } = ctx;
  const customer = account.customer;
  let defaultCard = account.cards.find((c) => c.id === customer.defaultCardId) ?? null;
  if (body.defaultCardId !== undefined) {
    defaultCard = account.cards.find((c) => c.id === body.defaultCardId) ?? null;
    if (!defaultCard) fail(ctx, 404, 'CardNotFoundError');
    if (isCardExpired(defaultCard, ctx.today()) || !defaultCard.allows_charges) fail(ctx, 400, 'DefaultCardExpiredError');
  }
  if (body.autoPaymentEnabled === true && (!defaultCard || isCardExpired(defaultCard, ctx.today()))) {
    fail(ctx, 400, 'AutoPaymentWithoutDefaultCardError');
  }
  if (body.defaultCardId !== undefined) customer.defaultCardId = body.defaultCardId;
  if (body.autoPaymentEnabled !== undefined) customer.autoPaymentEnabled = body.autoPaymentEnabled;
  return ok({ ...customer });
}

// --- Profile ----------------------------------------------------------------------------------

/** @param {Ctx} ctx */
function getPersonalData(ctx) {
  return ok(personalDataView(ctx.account));
}

/**
 * Sets on `target` each of `fields` that `source` has (a PATCH: what it leaves out stays as it was).
 * @template T
 * @template {keyof T} K
 * @param {T} target @param {Partial<Pick<T, K>>} source @param {readonly K[]} fields
 */
function setGiven(target, source, fields) {
  for (const field of fields) {
    const value = source[field];
    if (value !== undefined) target[field] = value;
  }
}

/**
 * Employers use it too (their own data in Mi perfil). The e-mail is not here: the schema refuses
 * `email` (422) and it changes only through requestEmailChange and its link.
 * @param {Ctx<Schemas['PersonalDataUpdate']>} ctx
 */
function updatePersonalData(ctx) {
  const { account, body } = ctx;
  setGiven(account.user, body, ['firstName', 'lastName', 'avatar']);
  setGiven(account.personalData, body, ['phone', 'rfc', 'curp', 'fiscalRegime', 'cfdiUse', 'address']);
  return ok(personalDataView(account));
}

// --- The account: password and sign-in e-mail -------------------------------------------------

/** How long the link to confirm a new sign-in e-mail works. */
const EMAIL_CHANGE_TTL_MS = 24 * 3_600_000;

/**
 * The current password of a signed-in call (changing the password or the e-mail): a wrong one is
 * 422 on `currentPassword` (never 401, which would end the session) and counts like a failed
 * sign-in; too many answer 429 before the password is even looked at.
 * @param {Ctx<{ currentPassword: string }>} ctx
 */
function checkCurrentPassword(ctx) {
  refuseIfLimited(ctx, 'passwordFailures', userKey(ctx), 'TooManyRequestsError');
  if (ctx.body.currentPassword !== ctx.account.password) {
    ctx.rateLimiter.hit('passwordFailures', userKey(ctx));
    fail(ctx, 422, 'WrongCurrentPasswordError');
  }
}

/** The new password's rule beyond the schema's length: a letter and a number, and not the current one. @param {Ctx<Schemas['ChangePasswordRequest']>} ctx */
function checkNewPassword(ctx) {
  const password = ctx.body.newPassword;
  if (!/\p{L}/u.test(password) || !/\d/.test(password)) fail(ctx, 422, 'WeakNewPasswordError');
  if (password === ctx.account.password) {
    const { message } = ctx.example('WeakNewPasswordError');
    failWith(422, message, { errors: [{ field: 'newPassword', message: 'La nueva contraseña debe ser distinta de la actual.' }] });
  }
}

/**
 * The password changes; this session stays signed in and every other session of the user ends.
 * @param {Ctx<Schemas['ChangePasswordRequest']>} ctx
 */
function changePassword(ctx) {
  checkCurrentPassword(ctx);
  checkNewPassword(ctx);
  ctx.account.password = ctx.body.newPassword;
  ctx.endOtherSessions(ctx.account);
  // A reset link asked for before is no use any more.
  for (const entry of ctx.world.resetTokens.values()) if (entry.userId === ctx.account.user.id) entry.used = true;
  send(
    ctx,
    ctx.account.user.email,
    'Tu contraseña cambió',
    'La contraseña de tu cuenta de Cotiza cambió. Si no fuiste tú, restablécela y escríbenos.',
  );
  return ok(ctx.example('PasswordChangedMessage'));
}

/**
 * E-mails the new address a link to confirm it (24 h, once; it replaces any earlier one of the
 * user) and the current address a notice. Nothing changes until the link is confirmed.
 * @param {Ctx<Schemas['EmailChangeRequest']>} ctx
 */
function requestEmailChange(ctx) {
  const { account } = ctx;
  refuseIfLimited(ctx, 'emailChangeRequests', userKey(ctx), 'TooManyRequestsError');
  checkCurrentPassword(ctx);
  const newEmail = emailKey(ctx.body.newEmail);
  if (newEmail === emailKey(account.user.email)) fail(ctx, 422, 'SameEmailError');
  const owner = findAccountByEmail(ctx.world, newEmail);
  if (owner && owner !== account) fail(ctx, 409, 'PersonalDataEmailTakenError');
  ctx.rateLimiter.hit('emailChangeRequests', userKey(ctx));
  for (const [token, entry] of ctx.world.emailChanges) if (entry.userId === account.user.id) ctx.world.emailChanges.delete(token);
  const token = opaqueToken();
  ctx.world.emailChanges.set(token, {
    userId: account.user.id,
    newEmail,
    expiresAt: ctx.now().getTime() + EMAIL_CHANGE_TTL_MS,
    used: false,
  });
  send(ctx, newEmail, 'Confirma tu nuevo correo de acceso', `${ctx.appOrigin}/confirmar-correo?token=${token}`);
  send(
    ctx,
    account.user.email,
    'Pediste cambiar tu correo de acceso',
    `Pediste iniciar sesión en Cotiza con ${newEmail}. Tu correo no cambia hasta que abras el enlace que enviamos ahí. Si no fuiste tú, cambia tu contraseña.`,
  );
  return ok({ message: `Te enviamos un enlace a ${newEmail}. Tu correo de acceso cambiará cuando lo abras.` });
}

/**
 * Public (the link may be opened on another device): the new address becomes the sign-in e-mail.
 * An unknown, used or expired token is 400; an address another account took meanwhile, 409.
 * @param {PublicCtx<Schemas['ConfirmEmailChangeRequest']>} ctx
 */
function confirmEmailChange(ctx) {
  // Guessing tokens: failed attempts are counted across every token.
  refuseIfLimited(ctx, 'emailChangeFailures', 'all', 'TooManyRequestsError');
  const world = ctx.findEmailChange(ctx.body.token);
  const entry = world?.emailChanges.get(ctx.body.token);
  const account = entry ? world?.accounts.get(entry.userId) : undefined;
  if (!entry || !account || entry.used || entry.expiresAt < ctx.now().getTime()) {
    ctx.rateLimiter.hit('emailChangeFailures', 'all');
    fail(ctx, 400, 'ExpiredEmailChangeTokenError');
  }
  // The link's own world (a test world's link is opened without its session).
  const linkCtx = { ...ctx, world: /** @type {import('./world.mjs').World} */ (world) };
  const owner = findAccountByEmail(linkCtx.world, entry.newEmail);
  if (owner && owner !== account) fail(ctx, 409, 'EmailChangeTakenError');
  entry.used = true;
  const previous = account.user.email;
  account.user.email = entry.newEmail;
  send(linkCtx, previous, 'Tu correo de acceso cambió', `Desde ahora inicias sesión en Cotiza con ${entry.newEmail}.`);
  return ok({ message: `Listo. Ahora inicias sesión con ${entry.newEmail}.` });
}

/** @param {Ctx} ctx */
function getCompanyProfile(ctx) {
  requireEmployer(ctx);
  if (!ctx.account.company) fail(ctx, 404, 'CompanyProfileNotFoundError');
  return ok(ctx.account.company);
}

/** @param {Ctx<Schemas['CompanyProfileInput']>} ctx */
function saveCompanyProfile(ctx) {
  const { account, body } = ctx;
  requireEmployer(ctx);
  // A save from a copy older than the stored one would put back what another tab saved since.
  const copy = String(ctx.headers['if-match'] ?? '')
    .replace(/^W\//, '')
    .replace(/^"|"$/g, '');
  if (copy && account.company && copy !== account.company.updatedAt) fail(ctx, 409, 'CompanyProfileChangedError');
  for (const other of ctx.world.accounts.values()) {
    if (other !== account && other.company?.rfc === body.rfc) fail(ctx, 409, 'CompanyRfcTakenError');
  }
  account.company = {
    legalName: body.legalName,
    tradeName: body.tradeName ?? null,
    rfc: body.rfc,
    fiscalRegime: body.fiscalRegime,
    cfdiUse: body.cfdiUse ?? null,
    contactName: body.contactName,
    contactEmail: body.contactEmail,
    phone: body.phone,
    address: body.address,
    logoUrl: body.logoUrl ?? null,
    updatedAt: ctx.now().toISOString(),
  };
  return ok(account.company);
}

// --- Employees --------------------------------------------------------------------------------

/** @param {Ctx} ctx */
function employeesOf(ctx) {
  requireEmployer(ctx);
  return ctx.account.employees;
}

/** @param {Ctx} ctx */
function findEmployee(ctx) {
  const employee = employeesOf(ctx).find((e) => e.id === ctx.params.employeeId);
  if (!employee) fail(ctx, 404, 'EmployeeNotFoundError');
  return employee;
}

/** @param {Ctx} ctx @param {string} email @param {Schemas['Employee'] | null} [except] */
function emailTaken(ctx, email, except = null) {
  const wanted = email.toLowerCase();
  return ctx.account.employees.some((e) => e !== except && e.email.toLowerCase() === wanted);
}

/** @param {Ctx} ctx @param {Schemas['EmployeeCreate']} data */
function addEmployee(ctx, data) {
  /** @type {Schemas['Employee']} */
  const employee = {
    id: objectId(),
    firstName: data.firstName,
    lastName: data.lastName,
    email: data.email,
    phone: data.phone ?? null,
    position: data.position ?? null,
    rfc: data.rfc ?? null,
    curp: data.curp ?? null,
    status: 'invited',
    createdAt: ctx.now().toISOString(),
  };
  ctx.account.employees.push(employee);
  const company = ctx.account.company?.tradeName ?? ctx.account.company?.legalName ?? fullName(ctx.account);
  send(ctx, employee.email, `${company} te invitó a Cotiza`, `${ctx.appOrigin}/login`);
  return employee;
}

const EMPLOYEE_SEARCH_FIELDS = ['firstName', 'lastName', 'email', 'rfc'];

/** The employees the search `q` finds (all when there is none): name, e-mail and RFC, literally. @param {Ctx} ctx */
function searchedEmployees(ctx) {
  const q = ctx.query.get('q');
  const employees = employeesOf(ctx);
  return q ? employees.filter((employee) => matchesSearch(employee, EMPLOYEE_SEARCH_FIELDS, q)) : employees;
}

/** @param {Ctx} ctx */
function listEmployees(ctx) {
  return listFrom(ctx, EMPLOYEES, searchedEmployees(ctx), 'EmployeeInvalidFilterError');
}

/** @param {Ctx} ctx */
function countEmployees(ctx) {
  return countFrom(ctx, EMPLOYEES, searchedEmployees(ctx), 'EmployeeInvalidFilterError');
}

/** @param {Ctx<Schemas['EmployeeCreate']>} ctx */
function createEmployee(ctx) {
  requireEmployer(ctx);
  if (emailTaken(ctx, ctx.body.email)) fail(ctx, 409, 'EmployeeEmailTakenError');
  return ok(addEmployee(ctx, ctx.body));
}

/** @param {Ctx<Schemas['EmployeeUpdate']>} ctx */
function updateEmployee(ctx) {
  const employee = findEmployee(ctx);
  const { body } = ctx;
  if (body.email !== undefined && emailTaken(ctx, body.email, employee)) fail(ctx, 409, 'EmployeeEmailTakenError');
  setGiven(employee, body, ['firstName', 'lastName', 'email', 'phone', 'position', 'rfc', 'curp', 'status']);
  return ok(employee);
}

/** @param {Ctx} ctx */
function deleteEmployee(ctx) {
  const employee = findEmployee(ctx);
  ctx.account.employees.splice(ctx.account.employees.indexOf(employee), 1);
  return noContent();
}

/** @param {Ctx} ctx */
function importEmployees(ctx) {
  requireEmployer(ctx);
  if (!ctx.file) fail(ctx, 400, 'EmployeeImportInvalidFileError');
  /** @type {ReturnType<typeof readEmployeeFile>} */
  let file;
  try {
    file = readEmployeeFile(ctx.file.bytes);
  } catch (error) {
    if (error instanceof CsvFileError) failWith(400, error.message);
    throw error;
  }
  // The app's preview rules (employees-csv.mjs): a row it marks "Con errores" is refused here too.
  const result = importEmployeeRows(file, rowRulesFrom(ctx.schema), {
    isTaken: (email) => emailTaken(ctx, email),
    add: (employee) => addEmployee(ctx, employee).id,
  });
  return ok(result);
}

export const HANDLERS = {
  appLogin,
  appLogout,
  userByTokenApp,
  appRequestResetPassword,
  appResetPassword,
  uploadFile,
  listQuotations,
  countQuotations,
  getQuotation,
  payQuotation,
  listPayments,
  countPayments,
  getPayment,
  listCards,
  addCard,
  deleteCard,
  updateCustomer,
  getPersonalData,
  updatePersonalData,
  changePassword,
  requestEmailChange,
  confirmEmailChange,
  getCompanyProfile,
  saveCompanyProfile,
  listEmployees,
  createEmployee,
  countEmployees,
  updateEmployee,
  deleteEmployee,
  importEmployees,
};
