// The customer's own CFDI: requesting the invoice of a completed payment, correcting a stamped
// one (substitution, TipoRelacion 04, and cancellation with reason 01), correcting one past its
// cancellation deadline (a credit note for its whole total and a new invoice), and answering a
// request to cancel one (the receiver's acceptance). The rules, the
// PAC stand-in and the statuses over time live in ../invoicing.mjs.
import { creditNotesOf } from '../../../src/features/billing/invoices/credit-notes.ts';
import { isPastCancellationDeadline, reissueRefusedForRefund } from '../../../src/features/billing/invoices/invoice-status.ts';
import {
  answerCancellation,
  awaitsAnswer,
  catalogueErrors,
  findInvoice,
  holdsInvoice,
  issueCreditNote,
  newInvoice,
  pacRefusal,
  personKind,
  related,
  settleInvoices,
  spanishDay,
  statusOf,
} from '../invoicing.mjs';
import { isEmployer } from '../world.mjs';
import { expireQuotations, fail, failWith, invoiceClock } from './common.mjs';

/** @typedef {import('../world.mjs').Schemas} Schemas */
/** @typedef {import('../world.mjs').Account} Account */
/** @import { Ctx } from './common.mjs' */

/**
 * 422 with each field SAT's catalogues refuse (field names are the receiver's properties).
 * @param {Schemas['InvoiceReceiver']} receiver
 */
function refuseByCatalogue(receiver) {
  const errors = catalogueErrors(receiver);
  if (errors.length > 0) failWith(422, 'Revisa los datos fiscales marcados.', { errors });
}

/**
 * The PAC's answer comes `stampingDelayMs` later (at once with 0): the invoice is en_timbrado
 * until then. The PAC's checks are run now and kept with the job: the SAT's records of a taxpayer
 * do not change while one invoice is stamped.
 * @param {Ctx} ctx @param {string} paymentId @param {Schemas['PaymentInvoice']} invoice @param {Schemas['PaymentInvoice'] | null} original
 */
function sendToPac(ctx, paymentId, invoice, original) {
  const receiver = /** @type {Schemas['InvoiceReceiver']} */ (invoice.receiver);
  ctx.account.invoiceJobs.push({
    kind: 'stamp',
    at: ctx.now().getTime() + ctx.stampingDelayMs,
    paymentId,
    invoice,
    refusal: pacRefusal(receiver),
    original,
  });
  settleInvoices(ctx.account, invoiceClock(ctx));
}

/**
 * saveToProfile: the receiver's data where the app reads them next time. A company's RFC (12
 * characters) of an employer goes to the company profile (Mi perfil); anything else to the
 * person's own data (Mis datos). The company's legalName becomes the receiver's name: the
 * contract's CompanyProfileInput asks for the razón social "as in the Constancia de Situación
 * Fiscal (without the capital regime)", which is exactly what the receiver's name is (the capital
 * regime was refused above); the trade name, which may carry "S.A. de C.V.", is left alone. The
 * postal code goes into the fiscal address only when there is one (an address is more than its
 * postal code).
 * @param {Ctx<Schemas['InvoiceRequest']>} ctx
 */
function saveToProfile(ctx) {
  const { account, body } = ctx;
  if (!body.saveToProfile) return;
  const { rfc, name, fiscalRegime, cfdiUse, postalCode } = body.receiver;
  if (isEmployer(account) && account.company && personKind(rfc) === 'moral') {
    const { company } = account;
    // As saveCompanyProfile: an RFC another customer's company has is not taken (the invoice still is requested).
    for (const other of ctx.world.accounts.values()) {
      if (other !== account && other.company?.rfc === rfc) {
        ctx.log(`factura: el RFC ${rfc} es de la empresa de otro cliente; no se guarda en el perfil`);
        return;
      }
    }
    Object.assign(company, { legalName: name, rfc, fiscalRegime, cfdiUse, updatedAt: ctx.now().toISOString() });
    company.address = { ...company.address, postalCode };
    ctx.log(`factura: datos fiscales guardados en el perfil de la empresa (${rfc})`);
    return;
  }
  const data = account.personalData;
  Object.assign(data, { rfc, fiscalRegime, cfdiUse });
  if (data.address) data.address = { ...data.address, postalCode };
  ctx.log(`factura: datos fiscales guardados en Mis datos (${rfc})`);
}

/**
 * POST /payments/{paymentId}/invoice. 409 (nothing stamped) when the payment is not completed,
 * already has its invoice or is getting one (a correction too: a refused one leaves the original
 * valid), or is past its invoice_deadline (Mexico City day); a refused (rechazada) request may be
 * made again. 422 for SAT's catalogue rules; the PAC's refusals come later (rechazada).
 * @param {Ctx<Schemas['InvoiceRequest']>} ctx
 */
export function requestInvoice(ctx) {
  const { account } = ctx;
  expireQuotations(ctx, account);
  const payment = account.payments.find((p) => p.id === ctx.params.paymentId);
  if (!payment) fail(ctx, 404, 'PaymentNotFoundError');
  if (payment.status !== 'COMPLETED') fail(ctx, 409, 'PaymentNotInvoiceableError');
  if (holdsInvoice(account, payment.id)) fail(ctx, 409, 'InvoiceAlreadyRequestedError');
  const deadline = payment.invoice_deadline;
  if (deadline && ctx.today() > deadline)
    failWith(409, `El plazo para solicitar la factura de este pago venció el ${spanishDay(deadline)}.`);
  refuseByCatalogue(ctx.body.receiver);
  // A refused request is replaced by this one (it has no UUID: nothing to keep).
  const invoice = newInvoice(ctx.body.receiver);
  payment.invoice = invoice;
  saveToProfile(ctx);
  sendToPac(ctx, payment.id, invoice, null);
  ctx.log(`factura solicitada para el pago ${payment.id}: ${statusOf(invoice)}`);
  return { status: 202, body: invoice };
}

/**
 * The customer's invoice the path names, which a correction needs vigente: 404 for a UUID not
 * theirs, 409 when it is not vigente (being stamped, replaced or cancelled).
 * @param {Ctx<Schemas['InvoiceRequest']>} ctx
 */
function vigenteInvoice(ctx) {
  expireQuotations(ctx, ctx.account);
  const found = findInvoice(ctx.account, ctx.params.uuid);
  if (!found) fail(ctx, 404, 'InvoiceNotFoundError');
  if (statusOf(found.invoice) !== 'vigente') fail(ctx, 409, 'InvoiceNotReplaceableError');
  return { original: found.invoice, paymentId: found.paymentId };
}

/**
 * POST /invoices/{uuid}/replace. Only a vigente invoice of the customer's (404 for any other UUID,
 * 409 when it is being cancelled or was, which includes one already replaced, or is past its
 * cancellable_until: the SAT no longer lets the business cancel it). The original is
 * en_cancelacion at once, the payment's invoice is the replacement from then on, and the original
 * stays found by its UUID (the files too).
 * @param {Ctx<Schemas['InvoiceRequest']>} ctx
 */
export function replaceInvoice(ctx) {
  const { account } = ctx;
  const { original, paymentId } = vigenteInvoice(ctx);
  const cancellable = original.cancellable_until;
  if (cancellable && isPastCancellationDeadline(original, ctx.today()))
    failWith(409, `Esta factura ya no se puede corregir porque el plazo para cancelarla venció el ${spanishDay(cancellable)}.`);
  refuseByCatalogue(ctx.body.receiver);
  const payment = /** @type {Schemas['Payment']} */ (account.payments.find((p) => p.id === paymentId));
  original.status = 'en_cancelacion';
  original.replaced_by = null;
  const replacement = newInvoice(ctx.body.receiver, related(original, '01'));
  if (payment.invoice === original) account.pastInvoices.push({ paymentId, invoice: original });
  payment.invoice = replacement;
  saveToProfile(ctx);
  sendToPac(ctx, paymentId, replacement, original);
  ctx.log(`corrección de la factura ${original.uuid} solicitada (pago ${paymentId})`);
  return { status: 202, body: { replacement, original } };
}

/**
 * POST /invoices/{uuid}/credit-note. A vigente invoice of the customer's past its cancellable_until
 * (invoice-status.ts `isPastCancellationDeadline`, the app's own test), which is its payment's
 * invoice: 404 for any other UUID; 409 when it is not vigente, not the payment's invoice (one
 * replaced or reissued already), its payment was refunded (its refund's credit note stands), or it
 * can still be cancelled (the day named: a substitution, replaceInvoice, corrects it); 422 as for a
 * request. Nothing is stamped on a refusal. Then a credit note for the payment's whole amount
 * (reason correccion_fuera_de_plazo), related to the original, is stamped at once; a new invoice
 * with the given receiver goes to the PAC as a request does (en_timbrado, then vigente with its own
 * cancellable_until, or rechazada); the payment's invoice is the new one, and the original, vigente
 * before the SAT, stays found by its UUID (its files too). When the PAC refuses the new invoice, the
 * original may be reissued again: its credit note stands, no second one is issued.
 * @param {Ctx<Schemas['InvoiceRequest']>} ctx
 */
export function reissueInvoiceWithCreditNote(ctx) {
  const { account } = ctx;
  const { original, paymentId } = vigenteInvoice(ctx);
  const payment = /** @type {Schemas['Payment']} */ (account.payments.find((p) => p.id === paymentId));
  const offset = creditNotesOf(payment, 'correccion_fuera_de_plazo').find((note) => note.related.uuid === original.uuid) ?? null;
  const refusedReissue =
    offset !== null && Boolean(payment.invoice) && statusOf(/** @type {Schemas['PaymentInvoice']} */ (payment.invoice)) === 'rechazada';
  if (payment.invoice !== original && !refusedReissue)
    failWith(409, 'Esta factura ya no es la del pago: se corrigió o se volvió a emitir. Corrige la factura más reciente del pago.');
  if (reissueRefusedForRefund(payment))
    failWith(409, 'Este pago se reembolsó: su factura ya tiene su nota de crédito por la devolución y no se vuelve a emitir.');
  const cancellable = original.cancellable_until ?? null;
  if (!isPastCancellationDeadline(original, ctx.today()))
    failWith(
      409,
      `Esta factura todavía se puede cancelar${cancellable ? ` hasta el ${spanishDay(cancellable)}` : ''}: corrígela con «Corregir factura».`,
    );
  refuseByCatalogue(ctx.body.receiver);
  const clock = invoiceClock(ctx);
  const creditNote =
    offset ??
    issueCreditNote(
      account,
      payment,
      { reason: 'correccion_fuera_de_plazo', total: payment.amount, invoice: original, at: clock.now.getTime() },
      clock,
    );
  const invoice = newInvoice(ctx.body.receiver);
  if (payment.invoice === original) account.pastInvoices.push({ paymentId, invoice: original });
  payment.invoice = invoice;
  saveToProfile(ctx);
  sendToPac(ctx, paymentId, invoice, null);
  ctx.log(`factura ${original.uuid} corregida fuera de plazo: nota de crédito ${creditNote.uuid} y nueva factura (pago ${paymentId})`);
  return { status: 202, body: { invoice, credit_note: creditNote } };
}

/**
 * POST /invoices/{uuid}/cancellation/answer. The customer is the invoices' receiver: 404 for a UUID
 * not theirs, 409 when the cancellation awaits no answer (none asked, not needed, answered, or its
 * `respond_by` passed: settled first, so silence has already counted as acceptance).
 * @param {Ctx<Schemas['InvoiceCancellationAnswer']>} ctx
 */
export function answerInvoiceCancellation(ctx) {
  const { account } = ctx;
  const clock = invoiceClock(ctx);
  settleInvoices(account, clock);
  const found = findInvoice(account, ctx.params.uuid);
  if (!found) fail(ctx, 404, 'InvoiceNotFoundError');
  const cancellation = found.invoice.cancellation;
  if (cancellation?.status === 'aceptada_sin_respuesta' && cancellation.respond_by)
    failWith(
      409,
      `El plazo para responder venció el ${spanishDay(cancellation.respond_by.slice(0, 10))} a las 23:59; la cancelación se dio por aceptada.`,
    );
  if (!awaitsAnswer(found.invoice)) fail(ctx, 409, 'InvoiceCancellationNotAwaitingError');
  answerCancellation(account, found, ctx.body.accept, clock);
  ctx.log(`cancelación de la factura ${found.invoice.uuid} ${ctx.body.accept ? 'aceptada' : 'rechazada'} por el receptor`);
  return { status: 200, body: found.invoice };
}

/**
 * A body the contract's schema refused, in the receiver's own words: its fields named as the
 * receiver's properties (`rfc`, not `receiver.rfc`), as the SAT rules name them, and CP01 or CN01
 * (outside the schema's list of uses) refused with SAT's reason.
 * @param {unknown} body @param {{ field: string, message: string }[]} errors
 */
export function invoiceFieldErrors(body, errors) {
  const receiver = /** @type {{ receiver?: Record<string, unknown> }} */ (body ?? {}).receiver;
  return errors.map(({ field, message }) => {
    const name = field.replace(/^receiver\./, '');
    if (name === 'cfdiUse' && (receiver?.cfdiUse === 'CP01' || receiver?.cfdiUse === 'CN01')) {
      const explained = catalogueErrors(/** @type {Schemas['InvoiceReceiver']} */ ({ ...receiver, rfc: String(receiver.rfc ?? '') }));
      return { field: name, message: explained.find((error) => error.field === 'cfdiUse')?.message ?? message };
    }
    return { field: name, message };
  });
}
