// Privacy: the customer's ARCO requests (acceso, rectificación, cancelación,
// oposición), kept per account in memory; each gets a folio from the world's sequence and the
// deadline to answer it, 20 business days after receipt (LFPDPPP art. 32, business-days.mjs).
import { randomUUID } from 'node:crypto';
import { addBusinessDays } from '../business-days.mjs';
import { mexicoCityDay } from '../dates.mjs';
import { fail, fullName, nowIso, ok, send } from './common.mjs';
import { isIssuedFile } from './files.mjs';

/** @typedef {import('../world.mjs').Schemas} Schemas */
/** @typedef {import('../world.mjs').Account} Account */
/** @typedef {import('../world.mjs').World} World */
/** @import { Ctx } from './common.mjs' */

/** Business days the responsible has to answer (LFPDPPP art. 32). */
const ARCO_RESPONSE_BUSINESS_DAYS = 20;

/** Each account's requests, newest first (kept beside the account: a reset world starts empty). @type {WeakMap<Account, Schemas['ArcoRequest'][]>} */
const requestsByAccount = new WeakMap();
/** The last folio number given in each world. @type {WeakMap<World, number>} */
const folioSequence = new WeakMap();

/** @param {Account} account */
function arcoRequestsOf(account) {
  let requests = requestsByAccount.get(account);
  if (!requests) {
    requests = [];
    requestsByAccount.set(account, requests);
  }
  return requests;
}

/** The next folio of the world, e.g. ARCO-2026-000001. @param {World} world @param {string} day */
function nextFolio(world, day) {
  const number = (folioSequence.get(world) ?? 0) + 1;
  folioSequence.set(world, number);
  return `ARCO-${day.slice(0, 4)}-${String(number).padStart(6, '0')}`;
}

const RIGHT_NAMES = /** @type {const} */ ({
  acceso: 'acceso',
  rectificacion: 'rectificación',
  cancelacion: 'cancelación',
  oposicion: 'oposición',
});

/** "21 de diciembre de 2026". @param {string} day */
const longDay = (day) =>
  new Intl.DateTimeFormat('es-MX', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day}T12:00:00Z`),
  );

/** @param {Ctx} ctx */
export function listArcoRequests(ctx) {
  return ok([...arcoRequestsOf(ctx.account)]);
}

/** @param {Ctx<Schemas['ArcoRequestCreate']>} ctx */
export function createArcoRequest(ctx) {
  const { account, body } = ctx;
  const data = body.data.trim();
  const description = body.description.trim();
  // The schema refuses blank text too (pattern \S); this is the same rule said once more.
  /** @type {{ field: string, message: string }[]} */
  const errors = [];
  if (!data) errors.push({ field: 'data', message: 'Falta este dato.' });
  if (!description) errors.push({ field: 'description', message: 'Falta este dato.' });
  if (errors.length) fail(ctx, 422, 'ArcoRequestInvalidFieldsError', { errors });
  // The responsible opens the attachment and the app links it: only a file this API stored for
  // this customer, never an address the request made up (another host, javascript:, data:).
  const attachmentUrl = body.attachmentUrl ?? null;
  if (attachmentUrl !== null && !isIssuedFile(account, attachmentUrl)) fail(ctx, 422, 'ArcoAttachmentNotIssuedError');
  const now = ctx.now();
  const day = mexicoCityDay(now);
  /** @type {Schemas['ArcoRequest']} */
  const request = {
    id: randomUUID(),
    folio: nextFolio(ctx.world, day),
    right: body.right,
    data,
    description,
    attachmentUrl,
    status: 'recibida',
    submittedAt: nowIso(ctx),
    responseDueDate: addBusinessDays(day, ARCO_RESPONSE_BUSINESS_DAYS),
    answeredAt: null,
    answer: null,
  };
  arcoRequestsOf(account).unshift(request);
  send(
    ctx,
    account.user.email,
    `Recibimos tu solicitud de derechos ARCO (folio ${request.folio})`,
    [
      `Hola, ${fullName(account)}:`,
      '',
      `Recibimos tu solicitud de ${RIGHT_NAMES[request.right]} de tus datos personales con el folio ${request.folio}.`,
      `Te responderemos a más tardar el ${longDay(request.responseDueDate)} (20 días hábiles).`,
      'Si necesitamos más información o una identificación, te escribiremos citando este folio.',
    ].join('\n'),
    { kind: 'arcoReceived', link: `${ctx.appOrigin}/app/privacidad` },
  );
  return ok(request);
}

/**
 * Daily job (scheduler.mjs): a request still `recibida` goes `en_revision` on the business day after
 * the day it was received, as a responsible's team would pick it up. Nothing else moves on its own.
 * @type {import('../scheduler.mjs').DailyJob}
 */
export function startArcoReviews(account, { day }) {
  for (const request of requestsByAccount.get(account) ?? []) {
    if (request.status === 'recibida' && addBusinessDays(mexicoCityDay(new Date(request.submittedAt)), 1) <= day)
      request.status = 'en_revision';
  }
}
