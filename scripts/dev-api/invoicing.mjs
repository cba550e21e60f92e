// The customer's own CFDI, as the development API models it:
// - the deadline to request a payment's invoice (invoiceDeadline: the SAT's window, the payment's year)
//   and to cancel (so correct) an invoice (cancellableUntil: CFF art. 29-A, the issuer's annual return);
// - SAT's catalogue rules, checked at once (a 422 naming each field): c_RegimenFiscal and c_UsoCFDI
//   as published (sat-catalogs.mjs), the generic RFC, the razón social without its capital regime;
// - the PAC stand-in: a short list of taxpayers "registered with the SAT"; what the PAC checks
//   against the SAT's records (RFC registered, name, postal code, regime) answers later, as a real
//   PAC does: the invoice is `en_timbrado`, then `vigente` or `rechazada`;
// - time: every change of status is a job with its instant (`at`), applied when the account is
//   next read after it (settleInvoices), so a payment read later shows where its invoice stands,
//   whatever the reads in between;
// - credit notes (CFDI de egreso, TipoRelacion 01): one for a refund of an invoiced payment, one for a
//   correction past the cancellation deadline; which a payment owes is the rule of
//   src/features/billing/invoices/credit-notes.ts. The PAC stand-in stamps them at once.
import { notifyCustomer, sendMail } from './mail.mjs';
import { LINKS, cfdiReadyMail, creditNoteMail } from './notifications.mjs';
import { randomUUID } from 'node:crypto';
import { mexicoCityDay, mexicoCityIso } from './dates.mjs';
import { lastInvoiceRequestDay } from '../../src/features/billing/invoices/invoice-window.ts';
import { issuerKindOf, lastCancellationDay } from '../../src/features/billing/invoices/cancellation-window.ts';
import {
  acceptanceNotNeeded,
  answerDeadline,
  answerTimeIsOver,
  awaitsCancellationAnswer,
} from '../../src/features/billing/invoices/cancellation-acceptance.ts';
import { creditNotesOf, refundCreditNoteOwed } from '../../src/features/billing/invoices/credit-notes.ts';
import { devMerchant } from './merchant.mjs';
import { satCatalogs } from './sat-catalogs.mjs';

/** @typedef {import('./world.mjs').Schemas} Schemas */
/** @typedef {import('./world.mjs').Account} Account */
/** @typedef {import('./world.mjs').World} World */
/** @typedef {Schemas['PaymentInvoice']} Invoice */
/** @typedef {Schemas['InvoiceReceiver']} Receiver */
/** @typedef {Schemas['CreditNote']} CreditNote */
/** @typedef {{ field: string, message: string }} FieldError */
/** @typedef {{ reason: string, fields: FieldError[] }} PacRefusal */
/**
 * A change of an invoice's status that happens at `at` (ms): the PAC's answer to a stamping
 * (`refusal` null: stamped), the SAT's confirmation of an accepted cancellation (or one that needs
 * no acceptance), or the end of the receiver's time to answer (silence is acceptance: settling
 * adds that event once `respond_by` has passed).
 * @typedef {{ kind: 'stamp', at: number, paymentId: string, invoice: Invoice, refusal: PacRefusal | null, original: Invoice | null }
 *   | { kind: 'cancel', at: number, paymentId: string, invoice: Invoice }
 *   | { kind: 'silence', at: number, paymentId: string, invoice: Invoice }} InvoiceJob
 */
/**
 * What settling needs: the world (its outbox), the time, where files are served, how long the SAT takes.
 * `appOrigin` is where the app is, for the e-mails' links to the payment.
 * @typedef {{ world: World, now: Date, publicUrl: string, appOrigin: string, delayMs: number, log: (line: string) => void }} InvoiceClock
 */

// --- The deadline ------------------------------------------------------------------------------

/**
 * The business's rule, the SAT's window: a completed payment's invoice can be requested until 31
 * December of the year it was paid (its operation_date's Mexico City day), inclusive
 * (src/features/billing/invoices/invoice-window.ts owns the rule). Payments that are not COMPLETED
 * cannot be invoiced: null.
 */
/** @param {Pick<Schemas['Payment'], 'status' | 'operation_date' | 'creation_date'>} payment @returns {string | null} */
export function invoiceDeadline(payment) {
  if (payment.status !== 'COMPLETED') return null;
  const paid = payment.operation_date ?? payment.creation_date;
  return lastInvoiceRequestDay(mexicoCityDay(new Date(paid)));
}

/**
 * The last day the business (the merchant, whose RFC says company or person) may cancel an invoice
 * stamped at `issuedAt`, and so correct it (src/features/billing/invoices/cancellation-window.ts owns
 * the rule).
 * @param {string} issuedAt ISO instant @returns {string} YYYY-MM-DD
 */
export function cancellableUntil(issuedAt) {
  return lastCancellationDay(mexicoCityDay(new Date(issuedAt)), issuerKindOf(devMerchant().rfc));
}

const longDate = new Intl.DateTimeFormat('es-MX', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
/** "31 de octubre de 2026" for 2026-10-31. @param {string} day YYYY-MM-DD */
export const spanishDay = (day) => longDate.format(new Date(`${day}T12:00:00Z`));

// --- SAT's catalogue rules (at once: 422) -----------------------------------------------------

const GENERIC_RFC = 'XAXX010101000';

/** 13 characters: a person (física); 12: a company (moral). @param {string} rfc @returns {'fisica' | 'moral'} */
export const personKind = (rfc) => (rfc.length === 13 ? 'fisica' : 'moral');
const KIND_WORDS = { fisica: 'persona física', moral: 'persona moral' };

/**
 * A name as the SAT compares it: upper case, without accents, one space between words.
 * @param {string} name
 */
export function comparableName(name) {
  return name
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The capital regimes a company's name may end in ("S.A. de C.V.", "SA DE CV", "S. de R.L. de C.V.",
 * "S.A.P.I. de C.V.", "S.C.", "A.C."…), compared without dots, commas or accents. CFDI 4.0 asks for
 * the razón social as in the constancia, which does not carry it.
 */
const CAPITAL_REGIME =
  /(?:^|\s)(?:SA|SAB|SAPI|SAPIB|SAS|S DE RL|SRL|SC|SCP|SCL|SCS|AC|SPR|SNC|SCRL|IAP|ABP|SOFOM|ENR)(?:\s+DE\s+(?:CV|RL|RI|IP|RL DE CV|RI DE CV|RL DE IP|CV SOFOM ENR))?(?:\s+(?:SOFOM\s+)?ENR)?$/;

/** Whether `name` ends in a capital regime. @param {string} name */
export function endsInCapitalRegime(name) {
  const bare = comparableName(name).replace(/[.,]/g, '').replace(/\s+/g, ' ').trim();
  return CAPITAL_REGIME.test(bare);
}

/**
 * What SAT's catalogues refuse in the receiver's data, one message per field (the first found):
 * the régimen exists and fits the RFC's kind of person; the use exists, fits the kind of person
 * and lists the régimen in "Régimen Fiscal Receptor"; CP01 and CN01 are for other CFDIs; the
 * generic RFC only with S01 and 616; a company's name without its capital regime. The RFC's
 * check digit is not checked: the SAT has issued RFCs whose digit does not compute.
 * @param {Receiver} receiver
 * @returns {FieldError[]}
 */
export function catalogueErrors(receiver) {
  const { regimes, uses } = satCatalogs();
  /** @type {Map<string, string>} */
  const errors = new Map();
  const add = (/** @type {string} */ field, /** @type {string} */ message) => {
    if (!errors.has(field)) errors.set(field, message);
  };
  const rfc = receiver.rfc.toUpperCase();
  const kind = personKind(rfc);
  // The contract's CfdiUseCode leaves out CP01 and CN01, but the catalogue has them: a backend (or a
  // schema) that lets them through still refuses them here, with the reason.
  const useCode = /** @type {string} */ (receiver.cfdiUse);
  const regime = regimes.get(receiver.fiscalRegime);
  const use = uses.get(receiver.cfdiUse);
  const regimeText = regime ? `${regime.code} (${regime.description})` : receiver.fiscalRegime;
  const useText = use ? `${use.code} (${use.description})` : receiver.cfdiUse;

  if (rfc === GENERIC_RFC) {
    if (receiver.cfdiUse !== 'S01')
      add('cfdiUse', `Con el RFC genérico ${GENERIC_RFC} (público en general) el uso debe ser S01 (Sin efectos fiscales).`);
    if (receiver.fiscalRegime !== '616')
      add('fiscalRegime', `Con el RFC genérico ${GENERIC_RFC} (público en general) el régimen debe ser 616 (Sin obligaciones fiscales).`);
  }
  if (!regime) add('fiscalRegime', `El régimen ${receiver.fiscalRegime} no está en el catálogo del SAT (c_RegimenFiscal).`);
  else if (!regime[kind])
    add(
      'fiscalRegime',
      `El régimen ${regimeText} no es de ${KIND_WORDS[kind]}, y tu RFC de ${rfc.length} caracteres es de ${KIND_WORDS[kind]}.`,
    );
  if (useCode === 'CP01')
    add(
      'cfdiUse',
      'El uso CP01 (Pagos) es solo para los complementos de pago, no para la factura de una compra. Elige el uso que le darás, por ejemplo G03 (Gastos en general).',
    );
  else if (useCode === 'CN01')
    add(
      'cfdiUse',
      'El uso CN01 (Nómina) es solo para los recibos de nómina, no para la factura de una compra. Elige el uso que le darás, por ejemplo G03 (Gastos en general).',
    );
  else if (!use) add('cfdiUse', `El uso ${receiver.cfdiUse} no está en el catálogo del SAT (c_UsoCFDI).`);
  else if (!use[kind]) add('cfdiUse', `El uso ${useText} no es para ${KIND_WORDS[kind]}.`);
  else if (regime && !use.regimes.has(regime.code)) add('cfdiUse', `El uso ${useText} no está permitido para el régimen ${regimeText}.`);
  if (kind === 'moral' && endsInCapitalRegime(receiver.name))
    add('name', 'Escribe la razón social sin el régimen capital (S.A. de C.V.), como en tu constancia.');
  return [...errors].map(([field, message]) => ({ field, message }));
}

// --- The PAC stand-in (later: rechazada) -------------------------------------------------------

/**
 * Taxpayers "registered with the SAT" for the PAC stand-in: RFC → name (as in the constancia),
 * postal code of the fiscal address, regimes. The example customers' real fiscal data (the
 * employer's company and José Luis, as openapi.yaml's examples hold them), the employer herself as
 * a person, the SAT's test issuer, and the generic RFC (público en general: its postal code is the
 * place of issue, 76000, as CFDI 4.0 asks).
 * @type {ReadonlyMap<string, { name: string, postalCode: string, regimes: string[] }>}
 */
export const REGISTERED_TAXPAYERS = new Map([
  ['CBA090615K22', { name: 'CONSTRUCTORA DEL BAJIO', postalCode: '76000', regimes: ['601'] }],
  ['RAOL850412HN6', { name: 'JOSE LUIS RAMIREZ ORTIZ', postalCode: '03940', regimes: ['612'] }],
  ['HENM880214KJ5', { name: 'MARIA JOSE HERNANDEZ ÑUÑEZ', postalCode: '76000', regimes: ['605', '626'] }],
  ['EKU9003173C9', { name: 'ESCUELA KEMPER URGATE', postalCode: '42501', regimes: ['601', '603'] }],
  [GENERIC_RFC, { name: 'PUBLICO EN GENERAL', postalCode: '76000', regimes: ['616'] }],
]);

/**
 * What the PAC refuses once it checks the SAT's records, or null: an RFC not registered, a name or
 * postal code that differ from the constancia's, a regime the taxpayer does not have. Names are
 * compared ignoring case, accents and repeated spaces.
 * @param {Receiver} receiver
 * @returns {PacRefusal | null}
 */
export function pacRefusal(receiver) {
  const taxpayer = REGISTERED_TAXPAYERS.get(receiver.rfc.toUpperCase());
  if (!taxpayer) {
    return {
      reason: 'El RFC del receptor no está en la lista de contribuyentes inscritos del SAT.',
      fields: [
        {
          field: 'rfc',
          message: 'Este RFC no está en la lista de contribuyentes inscritos del SAT. Revísalo contra tu constancia de situación fiscal.',
        },
      ],
    };
  }
  /** @type {{ reason: string, field: FieldError }[]} */
  const found = [];
  if (comparableName(receiver.name) !== comparableName(taxpayer.name))
    found.push({
      reason: 'El nombre o razón social no corresponde al registrado en el SAT para este RFC.',
      field: { field: 'name', message: 'El nombre no coincide con el de tu constancia de situación fiscal.' },
    });
  if (receiver.postalCode !== taxpayer.postalCode)
    found.push({
      reason: 'El código postal no corresponde al domicilio fiscal registrado en el SAT para este RFC.',
      field: { field: 'postalCode', message: 'El código postal no coincide con el de tu constancia de situación fiscal.' },
    });
  if (!taxpayer.regimes.includes(receiver.fiscalRegime))
    found.push({
      reason: 'El régimen fiscal no corresponde a los registrados en el SAT para este RFC.',
      field: { field: 'fiscalRegime', message: 'Este régimen no está en tu constancia de situación fiscal.' },
    });
  if (found.length === 0) return null;
  return { reason: found[0].reason, fields: found.map((f) => f.field) };
}

// --- Invoices and their lifecycle ------------------------------------------------------------

/** The statuses in which a payment has its invoice (or is getting it): no second one is stamped. */
const HOLDS_INVOICE = new Set(['en_timbrado', 'vigente', 'en_cancelacion']);
/** An older backend's invoice has no status: it is a stamped, valid one. @param {Invoice} invoice */
export const statusOf = (invoice) => invoice.status ?? 'vigente';

/**
 * A requested invoice, not stamped yet (`receiver` null: one whose receiver is not known).
 * @param {Receiver | null} receiver @param {Schemas['RelatedInvoice'] | null} replaces
 * @returns {Invoice}
 */
export function newInvoice(receiver, replaces = null) {
  return {
    uuid: null,
    pdf_url: null,
    xml_url: null,
    status: 'en_timbrado',
    status_reason: null,
    rejected_fields: [],
    receiver: receiver && { ...receiver },
    issued_at: null,
    cancellable_until: null,
    replaces,
    replaced_by: null,
  };
}

/**
 * An invoice as another one names it (RelatedInvoice); `reason` is SAT's cancellation reason when it is being cancelled.
 * @param {Invoice} invoice @param {Schemas['RelatedInvoice']['cancellation_reason']} reason
 * @returns {Schemas['RelatedInvoice']}
 */
export function related(invoice, reason = null) {
  return {
    uuid: /** @type {string} */ (invoice.uuid),
    status: statusOf(invoice),
    cancellation_reason: reason,
    pdf_url: invoice.pdf_url ?? null,
    xml_url: invoice.xml_url ?? null,
    cancellation: invoice.cancellation ? { ...invoice.cancellation } : null,
  };
}

/**
 * Every invoice's `replaces` and `replaced_by` as the invoices they name stand now (a relation is
 * a copy: it follows their status and cancellation, and the reason of the cancellation asked).
 * @param {Account} account
 */
function relink(account) {
  /** @type {Map<string, Invoice>} */
  const byUuid = new Map();
  for (const { invoice } of invoicesOf(account)) if (invoice.uuid) byUuid.set(invoice.uuid, invoice);
  for (const { invoice } of invoicesOf(account)) {
    for (const key of /** @type {const} */ (['replaces', 'replaced_by'])) {
      const relation = invoice[key];
      const target = relation && byUuid.get(relation.uuid);
      if (relation && target) invoice[key] = related(target, target.cancellation?.reason ?? relation.cancellation_reason ?? null);
    }
  }
  for (const payment of account.payments) {
    for (const note of payment.credit_notes ?? []) {
      const target = byUuid.get(note.related.uuid);
      if (target) note.related = noteRelation(target);
    }
  }
}

/** Every invoice of `account` with its payment: each payment's own, then those it replaced. @param {Account} account */
export function* invoicesOf(account) {
  for (const payment of account.payments) if (payment.invoice) yield { paymentId: payment.id, invoice: payment.invoice };
  yield* account.pastInvoices;
}

/** The account's invoice with fiscal UUID `uuid` (any case), with its payment's id. @param {Account} account @param {string} uuid */
export function findInvoice(account, uuid) {
  const wanted = uuid.toUpperCase();
  for (const entry of invoicesOf(account)) if (entry.invoice.uuid?.toUpperCase() === wanted) return entry;
  return null;
}

/** The account's credit note with fiscal UUID `uuid` (any case), with its payment. @param {Account} account @param {string} uuid */
export function findCreditNote(account, uuid) {
  const wanted = uuid.toUpperCase();
  for (const payment of account.payments)
    for (const note of payment.credit_notes ?? []) if (note.uuid?.toUpperCase() === wanted) return { payment, note };
  return null;
}

/** Whether the payment already has its invoice, or is getting one (a correction included). @param {Account} account @param {string} paymentId */
export function holdsInvoice(account, paymentId) {
  for (const entry of invoicesOf(account)) if (entry.paymentId === paymentId && HOLDS_INVOICE.has(statusOf(entry.invoice))) return true;
  return false;
}

/** @param {string} publicUrl @param {string} uuid */
const invoiceUrls = (publicUrl, uuid) => ({
  pdf_url: `${publicUrl}/facturas/${uuid}.pdf`,
  xml_url: `${publicUrl}/facturas/${uuid}.xml`,
});

/**
 * Applies, in order, every job of the account whose instant has come: the PAC's answers (vigente,
 * with a UUID, files and an e-mail to the receiver; or rechazada, with the reason and the fields),
 * and the cancellations of replaced invoices (cancelada once their replacement is vigente; vigente
 * again when the replacement is refused). Then the credit notes refunds owe (a refund of a payment
 * whose invoice was being stamped gets its note once it is vigente).
 * @param {Account} account @param {InvoiceClock} clock
 */
export function settleInvoices(account, clock) {
  const now = clock.now.getTime();
  // A receiver's time to answer that ran out (the seed's requests too) is an event at its instant.
  for (const { paymentId, invoice } of invoicesOf(account)) {
    const respondBy = invoice.cancellation?.respond_by;
    if (!awaitsAnswer(invoice) || !respondBy || !answerTimeIsOver(respondBy, clock.now)) continue;
    if (!account.invoiceJobs.some((job) => job.kind === 'silence' && job.invoice === invoice))
      account.invoiceJobs.push({ kind: 'silence', at: Date.parse(respondBy) + 1, paymentId, invoice });
  }
  const jobs = account.invoiceJobs;
  jobs.sort((a, b) => a.at - b.at);
  while (jobs.length > 0 && jobs[0].at <= now) {
    const job = /** @type {InvoiceJob} */ (jobs.shift());
    if (job.kind === 'stamp') stamp(account, job, clock);
    else if (job.kind === 'silence') answerBySilence(job, clock);
    else cancel(job, clock);
  }
  issueOwedRefundNotes(account, clock);
  relink(account);
}

/** @param {Account} account @param {Extract<InvoiceJob, { kind: 'stamp' }>} job @param {InvoiceClock} clock */
function stamp(account, job, clock) {
  const { invoice, original, refusal } = job;
  const email = invoice.receiver?.email;
  if (refusal) {
    invoice.status = 'rechazada';
    invoice.status_reason = refusal.reason;
    invoice.rejected_fields = refusal.fields.map((field) => ({ ...field }));
    if (original) {
      // The correction was refused: the original stays valid, and nothing replaces it.
      original.status = 'vigente';
      original.replaced_by = null;
      invoice.replaces = related(original, null);
    }
    clock.log(`PAC: factura del pago ${job.paymentId} rechazada (${refusal.reason})`);
    // Always sent: the customer has to act on it (not a choosable notification).
    if (email)
      sendMail(
        clock.world,
        {
          to: email,
          subject: 'No pudimos timbrar tu factura',
          body: `El SAT rechazó los datos fiscales: ${refusal.reason} Revísalos y solicítala de nuevo.`,
          at: new Date(job.at),
          kind: 'cfdiRejected',
          link: LINKS.payment(clock.appOrigin, job.paymentId),
        },
        clock.log,
      );
    return;
  }
  const uuid = randomUUID().toUpperCase();
  const issuedAt = mexicoCityIso(new Date(job.at));
  Object.assign(invoice, {
    uuid,
    ...invoiceUrls(clock.publicUrl, uuid),
    status: 'vigente',
    issued_at: issuedAt,
    cancellable_until: cancellableUntil(issuedAt),
  });
  if (original) {
    original.replaced_by = related(invoice, null);
    invoice.replaces = related(original, '01');
    // The SAT's cancellation with reason 01 names the invoice that substitutes it: asked once stamped.
    requestCancellation(account, { invoice: original, paymentId: job.paymentId, reason: '01', replacement: invoice, at: job.at }, clock);
  }
  clock.log(`PAC: factura ${uuid} timbrada (pago ${job.paymentId})`);
  if (email) {
    const ready = cfdiReadyMail(
      { uuid, pdfUrl: String(invoice.pdf_url), xmlUrl: String(invoice.xml_url), paymentId: job.paymentId, replaces: original?.uuid },
      clock.appOrigin,
    );
    // To the address the invoice was requested for, if the customer wants invoice e-mails (cfdiReady).
    const recipient = { user: { email }, notificationPreferences: account.notificationPreferences };
    notifyCustomer(clock.world, recipient, { ...ready, at: new Date(job.at) }, clock.log);
  }
}

// --- Cancellation and the receiver's acceptance ----------------------------------------------

/**
 * The business asks the SAT to cancel `invoice` at `at` (ms). Whether the receiver must accept,
 * and until when, is the SAT's rule (src/features/billing/invoices/cancellation-acceptance.ts owns
 * it): with no acceptance needed the SAT cancels it shortly; otherwise it waits for the answer
 * until `respond_by`, when silence counts as acceptance, and the receiver is told by e-mail.
 * @param {Account} account
 * @param {{ invoice: Invoice, paymentId: string, reason: '01' | '02' | '03' | '04', replacement?: Invoice | null, at: number }} request
 * @param {InvoiceClock} clock
 */
export function requestCancellation(account, { invoice, paymentId, reason, replacement = null, at }, clock) {
  const requestedAt = mexicoCityIso(new Date(at));
  const payment = account.payments.find((p) => p.id === paymentId);
  const notNeeded = acceptanceNotNeeded(
    { total: Math.abs(payment?.amount ?? 0), receiverRfc: invoice.receiver?.rfc, issuedAt: invoice.issued_at ?? requestedAt },
    requestedAt,
  );
  const respondBy = notNeeded ? null : answerDeadline(requestedAt);
  invoice.status = 'en_cancelacion';
  invoice.cancellation = {
    status: notNeeded ? 'sin_aceptacion' : 'esperando_aceptacion',
    reason,
    requested_at: requestedAt,
    respond_by: respondBy,
    answered_at: null,
    acceptance_not_needed: notNeeded,
    replacement_uuid: replacement?.uuid ?? null,
  };
  if (!respondBy) {
    account.invoiceJobs.push({ kind: 'cancel', at: at + clock.delayMs, paymentId, invoice });
    clock.log(`SAT: cancelación de la factura ${invoice.uuid} solicitada (motivo ${reason}; sin aceptación: ${notNeeded})`);
    return;
  }
  clock.log(`SAT: cancelación de la factura ${invoice.uuid} solicitada (motivo ${reason}); el receptor responde hasta ${respondBy}`);
  const email = invoice.receiver?.email;
  // Always sent: the receiver has to answer (not a choosable notification).
  if (email)
    sendMail(
      clock.world,
      {
        to: email,
        subject: 'Confirma la cancelación de tu factura',
        body: `${devMerchant().legalName} solicitó al SAT cancelar tu factura ${invoice.uuid}${reason === '01' && replacement?.uuid ? `, que se sustituye por la factura ${replacement.uuid} que pediste` : ''}. Acepta o rechaza la cancelación en el portal a más tardar el ${spanishDay(respondBy.slice(0, 10))}; si no respondes, el SAT la da por aceptada.`,
        at: new Date(at),
        kind: 'cfdiCancellationRequested',
        link: LINKS.payment(clock.appOrigin, paymentId),
      },
      clock.log,
    );
}

/** The receiver can still answer this invoice's cancellation request. @param {Invoice} invoice */
export const awaitsAnswer = (invoice) => awaitsCancellationAnswer(invoice.cancellation);

/**
 * The receiver's answer at `now`: accepted, the SAT cancels it shortly; rejected, it is vigente
 * again, and a correction's request (reason 01) withdraws the correction: the payment's invoice
 * is the original again and the replacement is cancelled in turn (reason 02, by the same rule).
 * The caller checks that an answer is awaited.
 * @param {Account} account @param {{ invoice: Invoice, paymentId: string }} found @param {boolean} accept @param {InvoiceClock} clock
 */
export function answerCancellation(account, { invoice, paymentId }, accept, clock) {
  const cancellation = /** @type {NonNullable<Invoice['cancellation']>} */ (invoice.cancellation);
  const at = clock.now.getTime();
  const answeredAt = mexicoCityIso(clock.now);
  account.invoiceJobs = account.invoiceJobs.filter((job) => !(job.kind === 'silence' && job.invoice === invoice));
  if (accept) {
    invoice.cancellation = { ...cancellation, status: 'aceptada', answered_at: answeredAt };
    account.invoiceJobs.push({ kind: 'cancel', at: at + clock.delayMs, paymentId, invoice });
    clock.log(`receptor: acepta la cancelación de la factura ${invoice.uuid}`);
  } else {
    invoice.cancellation = { ...cancellation, status: 'rechazada', answered_at: answeredAt };
    invoice.status = 'vigente';
    clock.log(`receptor: rechaza la cancelación de la factura ${invoice.uuid}; sigue vigente`);
    const replacement = cancellation.replacement_uuid ? findInvoice(account, cancellation.replacement_uuid) : null;
    if (replacement && statusOf(replacement.invoice) === 'vigente') {
      const payment = account.payments.find((p) => p.id === paymentId);
      if (payment && payment.invoice === replacement.invoice) {
        payment.invoice = invoice;
        account.pastInvoices = account.pastInvoices.filter((entry) => entry.invoice !== invoice);
        account.pastInvoices.push({ paymentId, invoice: replacement.invoice });
      }
      requestCancellation(account, { invoice: replacement.invoice, paymentId, reason: '02', at }, clock);
    }
  }
  settleInvoices(account, clock);
}

/** No answer by `respond_by`: accepted by the SAT's rule, and cancelled. @param {Extract<InvoiceJob, { kind: 'silence' }>} job @param {InvoiceClock} clock */
function answerBySilence({ invoice }, clock) {
  const cancellation = invoice.cancellation;
  if (!cancellation || cancellation.status !== 'esperando_aceptacion') return;
  invoice.cancellation = { ...cancellation, status: 'aceptada_sin_respuesta', answered_at: cancellation.respond_by };
  invoice.status = 'cancelada';
  clock.log(`SAT: factura ${invoice.uuid} cancelada (sin respuesta del receptor)`);
}

/** The SAT confirms an accepted cancellation (or one that needs no acceptance). @param {Extract<InvoiceJob, { kind: 'cancel' }>} job @param {InvoiceClock} clock */
function cancel({ invoice }, clock) {
  if (statusOf(invoice) !== 'en_cancelacion') return;
  invoice.status = 'cancelada';
  clock.log(`SAT: factura ${invoice.uuid} cancelada`);
}

// --- Credit notes (CFDI de egreso) -----------------------------------------------------------

/**
 * An income invoice as a credit note names it (RelatedInvoice, TipoRelacion 01): as it stands now.
 * @param {Invoice} invoice @returns {Schemas['RelatedInvoice']}
 */
function noteRelation(invoice) {
  return {
    uuid: /** @type {string} */ (invoice.uuid),
    status: statusOf(invoice),
    cancellation_reason: invoice.cancellation?.reason ?? null,
    pdf_url: invoice.pdf_url ?? null,
    xml_url: invoice.xml_url ?? null,
  };
}

/**
 * A credit note on `invoice` (one of `payment`'s, stamped), stamped at `at` (ms) by the PAC stand-in
 * (an egreso to the receiver the invoice was stamped for: nothing to refuse), added to the payment's
 * `credit_notes` (oldest first), its files served like an invoice's; the receiver is told by e-mail
 * as for an invoice (cfdiReady, if they want invoice e-mails).
 * @param {Account} account @param {Schemas['Payment']} payment
 * @param {{ reason: CreditNote['reason'], total: number, invoice: Invoice, at: number }} what
 * @param {InvoiceClock} clock
 * @returns {CreditNote}
 */
export function issueCreditNote(account, payment, { reason, total, invoice, at }, clock) {
  const uuid = randomUUID().toUpperCase();
  /** @type {CreditNote} */
  const note = {
    uuid,
    status: 'vigente',
    reason,
    total,
    issued_at: mexicoCityIso(new Date(at)),
    ...invoiceUrls(clock.publicUrl, uuid),
    related: noteRelation(invoice),
  };
  payment.credit_notes = [...(payment.credit_notes ?? []), note];
  clock.log(`PAC: nota de crédito ${uuid} (${reason}, ${total}) timbrada sobre la factura ${invoice.uuid} (pago ${payment.id})`);
  const email = invoice.receiver?.email;
  if (email) {
    const mail = creditNoteMail({ note, paymentId: payment.id }, clock.appOrigin);
    const recipient = { user: { email }, notificationPreferences: account.notificationPreferences };
    notifyCustomer(clock.world, recipient, { ...mail, at: new Date(at) }, clock.log);
  }
  return note;
}

/**
 * The credit note a refund owes (credit-notes.ts `refundCreditNoteOwed`: a REFUNDED payment whose
 * invoice is vigente with its UUID), issued for the refunded amount when the payment has none for a
 * refund yet: at once when refunded, or once its invoice is stamped (or vigente again, a cancellation
 * rejected). Dated when it became owed: the refund, or the invoice's stamping or answer after it.
 * @param {Account} account @param {InvoiceClock} clock
 */
function issueOwedRefundNotes(account, clock) {
  for (const payment of account.payments) {
    const owed = refundCreditNoteOwed(payment);
    if (!owed || creditNotesOf(payment, 'devolucion').length > 0) continue;
    const invoice = /** @type {Invoice} */ (payment.invoice);
    const since = [payment.refund?.creation_date, invoice.issued_at, invoice.cancellation?.answered_at]
      .map((instant) => (instant ? Date.parse(instant) : NaN))
      .filter((ms) => !Number.isNaN(ms));
    const at = Math.min(Math.max(...since, 0), clock.now.getTime());
    issueCreditNote(account, payment, { reason: 'devolucion', total: owed.total, invoice, at }, clock);
  }
}
