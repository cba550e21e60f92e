// A contract operation, from request to answer: its path parameters, the delay, the session
// (sessions.mjs), the body read (JSON or a multipart file) and checked against the operation's
// schema, the handler's context (`ctx`, see handlers/common.mjs) and the handler's answer.
import { mexicoCityDay } from './dates.mjs';
import { worldNow } from './dev-clock.mjs';
import { catchUp } from './scheduler.mjs';
import { Failure, HANDLERS, SCHEMA_FIELD_ERRORS, SCHEMA_REFUSALS } from './handlers.mjs';
import { describeError, readBody, sendJson } from './http.mjs';
import { fieldErrors } from './request-validation.mjs';
import { storeFile } from './served-files.mjs';
import { authenticate, endOtherSessions, endSession, issueSession } from './sessions.mjs';
import { findEmailChange, findInvitation, findSignIn, sharedWorld } from './store.mjs';

/** @typedef {import('./context.mjs').DevApiContext} DevApiContext */
/** @typedef {import('./world.mjs').Account} Account */
/** @typedef {import('./world.mjs').World} World */
/** @typedef {import('./handlers/common.mjs').UploadedFile} UploadedFile */
/** @typedef {import('../openapi-contract.mjs').ContractOperation} ContractOperation */
/**
 * What a handler answers, and the server sends.
 * @typedef {{ status: number, body?: unknown, headers?: Record<string, string> }} HandlerAnswer
 */
/** @typedef {HandlerAnswer & { op: ContractOperation }} OperationAnswer */

/**
 * The handlers by operationId, as the server calls them. Each handler names the body its
 * operation's request schema admits, and the server runs that schema before it (validators), so
 * the table is typed with a body every handler accepts (never) and the context is cast at the call.
 * @type {Record<string, (ctx: import('./handlers/common.mjs').Ctx<never>) => HandlerAnswer>}
 */
export const OPERATION_HANDLERS = HANDLERS;

/**
 * A contract operation: its answer, or undefined when it was answered here (not in the contract).
 * @param {DevApiContext} app @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
 * @param {URL} url
 * @returns {Promise<OperationAnswer | undefined>}
 */
export async function handleOperation(app, req, res, url) {
  const found = app.match(req.method, url.pathname);
  if (!found) {
    sendJson(res, 404, { message: `La ruta ${req.method} ${url.pathname} no está en el contrato.` });
    return undefined;
  }
  const { op } = found;
  const { specShape } = app;
  // In the spec's shape a path carries the numbers answered for the API's own records.
  const params = specShape
    ? Object.fromEntries(Object.entries(found.params).map(([name, value]) => [name, specShape.recordId(value)]))
    : found.params;
  if (app.delayMs > 0) await new Promise((done) => setTimeout(done, app.delayMs));

  let world = sharedWorld(app);
  /** @type {Account | null} */
  let account = null;
  /** The request's own session (kept when the user's other sessions end). @type {string | null} */
  let sessionToken = null;
  if (!op.isPublic) {
    const session = authenticate(app, req);
    sessionToken = session.token;
    if (!session.account || !session.world) return { op, status: 401, body: app.example('UnauthorizedError') };
    ({ world, account } = session);
  }

  // What the days the world's clock passed should have done happens before the request reads it.
  catchUp(app, world);
  const read = await readOperationBody(app, req, url);
  if ('refusal' in read) return { op, ...read.refusal };
  const validate = app.validators.get(op.id);
  if (validate && !validate(read.body)) {
    const refused = SCHEMA_REFUSALS[op.id]?.(read.body, app.example);
    if (refused) return { op, ...refused };
    const errors = fieldErrors(validate.errors);
    const worded = SCHEMA_FIELD_ERRORS[op.id]?.(read.body, errors) ?? errors;
    return { op, status: 422, body: { ...app.example('UnprocessableEntityError'), errors: worded } };
  }
  const ctx = handlerContext(app, { req, url, world, account, sessionToken, params, sentParams: found.params, ...read });
  try {
    // The body passed the operation's schema above, and `account` is set for every signed-in one.
    const answer = OPERATION_HANDLERS[op.id](/** @type {import('./handlers/common.mjs').Ctx<never>} */ (ctx));
    if (specShape && answer.status === 200) return { op, ...answer, body: specShape.answer(op.id, answer.body, sessionToken) };
    return { op, ...answer };
  } catch (error) {
    if (error instanceof Failure) return { op, status: error.status, body: error.body, headers: error.headers };
    app.log(`error en ${op.id}: ${describeError(error)}`);
    return { op, status: 500, body: app.example('InternalServerError') };
  }
}

/**
 * The request's body: JSON, or the part `file` of a multipart form; a refusal when it cannot be read.
 * @param {DevApiContext} app @param {import('node:http').IncomingMessage} req @param {URL} url
 * @returns {Promise<{ body: unknown, file: UploadedFile | null } | { refusal: HandlerAnswer }>}
 */
async function readOperationBody(app, req, url) {
  const raw = await readBody(req);
  const contentType = String(req.headers['content-type'] ?? '');
  if (contentType.startsWith('multipart/form-data')) {
    try {
      const form = await new Request(`${app.publicUrl}${url.pathname}`, {
        method: 'POST',
        headers: { 'content-type': contentType },
        body: raw,
      }).formData();
      const part = form.get('file');
      const file =
        part && typeof part === 'object' ? { name: part.name, type: part.type, bytes: Buffer.from(await part.arrayBuffer()) } : null;
      return { body: undefined, file };
    } catch {
      return { refusal: { status: 400, body: { message: 'No pudimos leer el formulario del archivo.' } } };
    }
  }
  if (raw.length === 0) return { body: undefined, file: null };
  try {
    return { body: JSON.parse(raw.toString('utf8')), file: null };
  } catch {
    return { refusal: { status: 400, body: app.example('BadRequestError') } };
  }
}

/**
 * What the handler gets (handlers/common.mjs PublicCtx): the request, and the server's services
 * bound to the request's world and session.
 * @param {DevApiContext} app
 * @param {{ req: import('node:http').IncomingMessage, url: URL, world: World, account: Account | null, sessionToken: string | null,
 *   params: Record<string, string>, sentParams: Record<string, string>, body: unknown, file: UploadedFile | null }} request
 * @returns {import('./handlers/common.mjs').PublicCtx}
 */
function handlerContext(app, { req, url, world, account, sessionToken, params, sentParams, body, file }) {
  const clock = () => worldNow(app, world);
  return {
    world,
    account,
    body: body ?? {},
    file,
    params,
    headers: req.headers,
    query: url.searchParams,
    publicUrl: app.publicUrl,
    appOrigin: app.appOrigin,
    sentParams,
    now: clock,
    nowIn: (other) => worldNow(app, other),
    today: () => mexicoCityDay(clock()),
    stampingDelayMs: app.stampingDelayMs,
    log: (line) => app.log(line),
    example: app.example,
    schema: app.schemaOf,
    storeFile: (uploaded) => storeFile(app, uploaded),
    rateLimiter: app.rateLimiter,
    exampleCardTokens: app.seed.exampleCardTokens,
    issueSession: (signedIn, inWorld = world) => issueSession(app, signedIn, inWorld),
    findSignIn: (email) => findSignIn(app, email),
    findEmailChange: (token) => findEmailChange(app, token),
    findInvitation: (token) => findInvitation(app, token),
    endThisSession: () => endSession(app, sessionToken),
    endOtherSessions: (signedIn) => endOtherSessions(app, signedIn, world, sessionToken),
  };
}
