// The development API's starting data, read from openapi.yaml's named examples so that the
// examples stay the one source of data: which example belongs to which user is the only thing
// written here. Every example date is moved by the days between the contract's
// `info.x-examples-as-of` and "today", so the accounts look the same on any day.
import { loadContract } from '../openapi-contract.mjs';
import { generatePayments, generateQuotations } from './big-data.mjs';
import { addDaysToDay, mexicoCityDay, shiftIso, todayInMexicoCity } from './dates.mjs';
import { cancellableUntil, invoiceDeadline } from './invoicing.mjs';
import { answerDeadline } from '../../src/features/billing/invoices/cancellation-acceptance.ts';
import { namesOnlyPersonalData } from './world.mjs';

/**
 * A record of the contract's examples (a card, a quotation…), as JSON: seed.test.ts checks each
 * against its schema, and world.mjs gives them their schema types.
 * @typedef {Record<string, unknown>} SeedRecord
 */
/** @typedef {'employer' | 'nonEmployer'} AccountKind */
/**
 * @typedef {{ id: string, openpayCustomerId: string, defaultCardId: string | null, isEmployer: boolean, autoPaymentEnabled: boolean }} SeedCustomer
 */
/**
 * An example user and everything the user starts with.
 * @typedef {object} SeedAccount
 * @property {AccountKind} kind
 * @property {{ id: string, email: string, firstName: string, lastName: string, avatar: string | null, customerId: string }} user
 * @property {SeedCustomer} customer
 * @property {string} password
 * @property {SeedRecord} personalData
 * @property {string} sessionToken
 * @property {SeedRecord[]} cards
 * @property {SeedRecord[]} quotations
 * @property {SeedRecord[]} payments
 * @property {SeedRecord | null} company
 * @property {SeedRecord[]} employees
 */
/**
 * @typedef {object} Seed
 * @property {string} asOf the contract's `info.x-examples-as-of`
 * @property {string} today the day the example dates were moved to (YYYY-MM-DD)
 * @property {number} shiftDays
 * @property {string} password every example user's
 * @property {SeedAccount[]} accounts
 * @property {{ token: string, userId: string }[]} resetTokens
 * @property {{ token: string, userId: string, newEmail: string }[]} emailChanges pending changes of the sign-in e-mail, by link token
 * @property {SeedInvitation[]} invitations pending employee invitations, by link token
 * @property {Record<string, import('./openpay-sandbox.mjs').TokenCard>} exampleCardTokens the card each example token_id stands for
 */
/**
 * An invitation e-mailed to an employee: its link's token, the employer who sent it, the employee
 * it invites and when the link stops working (an instant).
 * @typedef {{ token: string, userId: string, employeeId: string, expiresAt: string }} SeedInvitation
 */
/**
 * The sign-in answer's example (LoginResponse), as far as the seed reads it.
 * @typedef {{ token: string, user: Omit<SeedAccount['user'], 'avatar'> & { avatar?: string | null, customer: SeedCustomer } }} LoginExample
 */

/**
 * The named examples each example user starts with (components.examples of openapi.yaml).
 * `invoiceReceiver` is the invoice request example with the user's fiscal data: the receiver of
 * the user's invoices in the examples (which, as an older backend's, have none).
 * `notInvoiced` are example payments whose invoice the user has not requested yet: the
 * examples have none completed, within its deadline and without an invoice, so each user starts
 * with one to request (the e2e tests and contract:verify request them; see the x-path-parameters
 * of the InvoiceRequest examples).
 * @type {Record<AccountKind, { login: string, cards: string[], quotations: string[], payments: string[], company: string | null, employees: string[],
 *   personalData: string | null, invoiceReceiver: string, notInvoiced: string[] }>}
 */
const EXAMPLE_ACCOUNTS = {
  employer: {
    login: 'LoginResponseEmployer',
    cards: ['CardList'],
    quotations: ['QuotationListExample'],
    payments: ['PaymentListExample'],
    company: 'CompanyProfileExample',
    employees: ['EmployeeListExample', 'EmployeeListOthers'],
    personalData: 'PersonalDataEmployer',
    invoiceReceiver: 'InvoiceRequestCompany',
    notInvoiced: ['trq1w9kdv3xyhbg6o2pe'],
  },
  nonEmployer: {
    login: 'LoginResponseNonEmployer',
    cards: ['CardListEmpty'],
    quotations: ['QuotationListNonEmployer'],
    payments: ['PaymentListNonEmployer'],
    company: null,
    employees: [],
    personalData: 'PersonalDataNonEmployer',
    invoiceReceiver: 'InvoiceRequestPerson',
    notInvoiced: ['trp4s7v0y3b6e9h2k5nq'],
  },
};

/** The password of every example user: the one in the sign-in request's example. */
const PASSWORD_EXAMPLE = 'LoginRequestEmployer';
/** The reset token of the reset request's example belongs to the address of the request-reset example. */
const RESET_TOKEN_EXAMPLE = 'ResetPasswordRequest';
const RESET_EMAIL_EXAMPLE = 'RequestResetPasswordRequest';
/**
 * The confirmation link's example token is a pending change of that same user (not the example
 * employer, who signs in for contract:verify and asks for a change to that address herself) to
 * the address of the e-mail-change example: contract:verify confirms it after her request.
 */
const EMAIL_CHANGE_TOKEN_EXAMPLE = 'ConfirmEmailChangeRequest';
const EMAIL_CHANGE_EXAMPLE = 'EmailChangeRequest';
/**
 * The invitation link's example token invites the employee whose e-mail the invitation's example
 * shows (an invited employee of the example employer), until the example's expiresAt: the token
 * contract:verify reads and accepts.
 */
const INVITATION_TOKEN_EXAMPLE = 'InvitationTokenRequest';
const INVITATION_EXAMPLE = 'InvitationExample';
/** The add-card request's example token stands for the card of the add-card answer's example. */
const CARD_TOKEN_EXAMPLES = [{ request: 'AddCardRequest', card: 'CardAdded' }];

/** @template T @param {T} value @returns {T} */
const clone = (value) => structuredClone(value);

/**
 * A copy of a named example's value. Its shape is the one its name says (seed.test.ts checks the
 * examples against their schemas), so the caller names it: T is inferred from where it goes.
 * @template [T=SeedRecord]
 * @param {Record<string, unknown>} doc @param {string} name
 * @returns {T}
 */
function example(doc, name) {
  const { components } = /** @type {{ components?: { examples?: Record<string, { value?: unknown }> } }} */ (doc);
  const found = components?.examples?.[name];
  if (!found) throw new Error(`openapi.yaml no tiene el ejemplo «${name}» que usa la API de desarrollo.`);
  return /** @type {T} */ (clone(found.value));
}

/**
 * The union of list examples, by id (a record in two examples is kept once).
 * @param {Record<string, unknown>} doc @param {string[]} names
 */
function listOf(doc, names) {
  /** @type {Map<unknown, SeedRecord>} */
  const byId = new Map();
  for (const name of names) {
    /** @type {SeedRecord[]} */
    const records = example(doc, name);
    for (const record of records) byId.set(record.id, record);
  }
  return [...byId.values()];
}

/** @param {string} fromDay @param {string} toDay */
function daysBetween(fromDay, toDay) {
  return Math.round((Date.parse(`${toDay}T00:00:00Z`) - Date.parse(`${fromDay}T00:00:00Z`)) / 86_400_000);
}

/**
 * How many days the contract's example dates move for `today`: the days between
 * `info.x-examples-as-of` and today. contract-verify uses it too, so that what it sends and what
 * its --plan says to seed move with the development API's data.
 * @param {Record<string, unknown>} doc the contract @param {string} [today] YYYY-MM-DD
 * @returns {{ asOf: string, today: string, days: number }}
 */
export function exampleShift(doc, today = todayInMexicoCity()) {
  const asOf = /** @type {{ 'x-examples-as-of'?: unknown } | undefined} */ (doc.info)?.['x-examples-as-of'];
  if (typeof asOf !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(asOf))
    throw new Error('openapi.yaml necesita info.x-examples-as-of (AAAA-MM-DD).');
  return { asOf, today, days: daysBetween(asOf, today) };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * One example date moved by `days` (a day as a day, an instant keeping its offset); anything else as is.
 * @template T
 * @param {T} value @param {number} days
 * @returns {T | string}
 */
export function shiftExampleDate(value, days) {
  if (days === 0 || typeof value !== 'string') return value;
  if (DAY.test(value)) return addDaysToDay(value, days);
  if (INSTANT.test(value)) return shiftIso(value, days);
  return value;
}

/**
 * Moves every date of the examples by `days`; dates without time (validUntil) move as days.
 * @param {SeedRecord} record @param {number} days @param {string[]} fields
 */
function shiftRecord(record, days, fields) {
  if (days === 0 || !record) return record;
  const next = { ...record };
  for (const field of fields) next[field] = shiftExampleDate(next[field], days);
  return next;
}

/**
 * A card's expiry (MM, YY) moves by the whole months nearest to `days`, so that a card valid in
 * the examples stays valid (and the expired one expired) on any day: 07/28 is not stale in 2028.
 * @param {SeedRecord} card @param {number} days
 */
function shiftCard(card, days) {
  const next = shiftRecord(card, days, ['creation_date']);
  const months = Math.round(days / 30.436875);
  if (months === 0 || !/^\d{2}$/.test(String(next.expiration_month)) || !/^\d{2}$/.test(String(next.expiration_year))) return next;
  const index = (2000 + Number(next.expiration_year)) * 12 + Number(next.expiration_month) - 1 + months;
  return {
    ...next,
    expiration_month: String((index % 12) + 1).padStart(2, '0'),
    expiration_year: String(Math.floor(index / 12) % 100).padStart(2, '0'),
  };
}

/**
 * A quotation's dates move, its decision's too. An example without `decision` is
 * undecided: this API answers `decision: null` (only a backend without quotation decisions leaves it out).
 * @param {SeedRecord} quotation @param {number} days
 */
function shiftQuotation(quotation, days) {
  const next = shiftRecord(quotation, days, ['createdAt', 'validUntil', 'cancelledAt']);
  next.decision = next.decision ? shiftRecord(/** @type {SeedRecord} */ (next.decision), days, ['decidedAt']) : null;
  return next;
}

/**
 * `count` generated pending quotations after the examples, shaped like the first undecided,
 * unpaid one of them (the contract's states, not a copy of them here).
 * @param {SeedRecord[]} quotations @param {number} count @param {string} today
 */
function withExtraQuotations(quotations, count, today) {
  if (count === 0) return quotations;
  const template = quotations.find((q) => q.decision === null && q.paymentId === null && !q.cancelledAt);
  if (!template) throw new Error('Ningún ejemplo de cotización pendiente sirve de modelo para --cotizaciones.');
  return quotations.concat(generateQuotations(count, { template, today }));
}

/**
 * An example invoice's cancellation request moves with the dates; its `respond_by` is the SAT's
 * rule from the moved request (business days do not move with the calendar), so a request the
 * examples show awaiting an answer still awaits it on the seed's day.
 * @param {SeedRecord | null} invoice @param {number} days
 */
function shiftInvoice(invoice, days) {
  const cancellation = /** @type {SeedRecord | null | undefined} */ (invoice?.cancellation);
  if (!invoice || !cancellation) return invoice;
  const moved = shiftRecord(cancellation, days, ['requested_at', 'answered_at']);
  if (moved.respond_by) moved.respond_by = answerDeadline(String(moved.requested_at));
  return { ...invoice, cancellation: moved };
}

/** @param {SeedRecord} payment @param {number} days */
function shiftPayment(payment, days) {
  const next = shiftRecord(payment, days, ['creation_date', 'operation_date']);
  if (next.refund) next.refund = shiftRecord(/** @type {SeedRecord} */ (next.refund), days, ['creation_date']);
  next.invoice = shiftInvoice(/** @type {SeedRecord | null} */ (next.invoice ?? null), days);
  if (Array.isArray(next.credit_notes))
    next.credit_notes = /** @type {SeedRecord[]} */ (next.credit_notes).map((note) => shiftRecord(note, days, ['issued_at']));
  return next;
}

/**
 * The SAT's window to ask for an invoice is the payment's year (invoiceDeadline): a payment the
 * examples leave to invoice stays in today's year, moved to its first minute (Mexico City) when the
 * shift would put it in the year before, so each user has one to invoice on any day, 1 January too.
 * @param {SeedRecord} payment @param {string} today YYYY-MM-DD
 */
function inTodaysYear(payment, today) {
  const year = today.slice(0, 4);
  const paid = String(payment.operation_date ?? payment.creation_date);
  if (mexicoCityDay(new Date(paid)).slice(0, 4) >= year) return payment;
  const newYear = `${year}-01-01T00:00:00-06:00`;
  return { ...payment, creation_date: newYear, operation_date: newYear };
}

/**
 * A payment as the development API answers it: its invoice_deadline (invoicing.mjs),
 * and its invoice, if any, with a status and the receiver's data. The examples' invoices are an
 * older backend's (uuid and files only: stamped and valid), made out to `receiver`. Its credit
 * notes as the examples give them (none: an empty list).
 * @param {SeedRecord} payment @param {Record<string, unknown>} receiver @param {string[]} notInvoiced
 * @returns {SeedRecord}
 */
function withInvoiceFields(payment, receiver, notInvoiced) {
  const { refund, credit_notes: creditNotes, ...rest } = payment;
  const deadline = invoiceDeadline(/** @type {import('./world.mjs').Schemas['Payment']} */ (/** @type {unknown} */ (payment)));
  const old = /** @type {SeedRecord | null} */ (notInvoiced.includes(String(payment.id)) ? null : (payment.invoice ?? null));
  const invoice = old && {
    status: 'vigente',
    status_reason: null,
    rejected_fields: [],
    receiver: { ...receiver },
    issued_at: payment.operation_date ?? payment.creation_date,
    cancellable_until: cancellableUntil(String(payment.operation_date ?? payment.creation_date)),
    replaces: null,
    replaced_by: null,
    ...old,
  };
  // The contract's order: invoice, invoice_deadline, refund, credit_notes.
  return { ...rest, invoice, invoice_deadline: deadline, refund, credit_notes: creditNotes ?? [] };
}

/**
 * Everything the API starts with: the users (with their customer, password and personal data)
 * and their records. `today` (YYYY-MM-DD, Mexico City) decides how far the example dates move;
 * `extraPayments` adds that many generated payments to the employer (volume for Historial),
 * `extraQuotations` that many pending quotations (volume for Inicio).
 * @param {{ doc?: Record<string, unknown>, today?: string, extraPayments?: number, extraQuotations?: number }} [options]
 * @returns {Seed}
 */
export function buildSeed({ doc = loadContract(), today = todayInMexicoCity(), extraPayments = 0, extraQuotations = 0 } = {}) {
  const { asOf, days: shiftDays } = exampleShift(doc, today);
  const { password } = /** @type {{ password: string }} */ (example(doc, PASSWORD_EXAMPLE));
  const resetEmail = /** @type {{ email: string }} */ (example(doc, RESET_EMAIL_EXAMPLE)).email;
  const resetToken = /** @type {{ token: string }} */ (example(doc, RESET_TOKEN_EXAMPLE)).token;
  const emailChangeToken = /** @type {{ token: string }} */ (example(doc, EMAIL_CHANGE_TOKEN_EXAMPLE)).token;
  const { newEmail } = /** @type {{ newEmail: string }} */ (example(doc, EMAIL_CHANGE_EXAMPLE));

  const entries = /** @type {[AccountKind, (typeof EXAMPLE_ACCOUNTS)[AccountKind]][]} */ (Object.entries(EXAMPLE_ACCOUNTS));
  /** @type {SeedAccount[]} */
  const accounts = entries.map(([kind, source]) => {
    /** @type {LoginExample} */
    const login = example(doc, source.login);
    const user = login.user;
    const personal = source.personalData ? example(doc, source.personalData) : null;
    const receiver = /** @type {{ receiver: SeedRecord }} */ (example(doc, source.invoiceReceiver)).receiver;
    let payments = listOf(doc, source.payments)
      .map((p) => shiftPayment(p, shiftDays))
      .map((p) => (source.notInvoiced.includes(String(p.id)) ? inTodaysYear(p, today) : p));
    if (kind === 'employer' && extraPayments > 0) payments = payments.concat(generatePayments(extraPayments, { today }));
    payments = payments.map((p) => withInvoiceFields(p, receiver, source.notInvoiced));
    return {
      kind,
      user: {
        id: user.id,
        email: user.email,
        firstName: user.firstName,
        lastName: user.lastName,
        avatar: user.avatar ?? null,
        customerId: user.customerId,
      },
      customer: user.customer,
      password,
      // Mis datos: the example when there is one, else what the user record knows.
      personalData: personal ?? namesOnlyPersonalData({ ...user, avatar: user.avatar ?? null }),
      sessionToken: login.token,
      cards: listOf(doc, source.cards).map((c) => shiftCard(c, shiftDays)),
      quotations: withExtraQuotations(
        listOf(doc, source.quotations).map((q) => shiftQuotation(q, shiftDays)),
        kind === 'employer' ? extraQuotations : 0,
        today,
      ),
      payments,
      company: source.company ? shiftRecord(example(doc, source.company), shiftDays, ['updatedAt']) : null,
      employees: listOf(doc, source.employees).map((e) => shiftRecord(e, shiftDays, ['createdAt'])),
    };
  });
  const resetOwner = accounts.find((account) => account.user.email === resetEmail);
  const invitationToken = /** @type {{ token: string }} */ (example(doc, INVITATION_TOKEN_EXAMPLE)).token;
  const invited = /** @type {{ email: string, expiresAt: string }} */ (example(doc, INVITATION_EXAMPLE));
  const invitations = accounts.flatMap((account) =>
    account.employees
      .filter((employee) => employee.email === invited.email && employee.status === 'invited')
      .map((employee) => ({
        token: invitationToken,
        userId: account.user.id,
        employeeId: String(employee.id),
        expiresAt: String(shiftExampleDate(invited.expiresAt, shiftDays)),
      })),
  );
  const exampleCardTokens = CARD_TOKEN_EXAMPLES.map(({ request, card }) => {
    const {
      id: _id,
      creation_date: _created,
      holder_name: _holder,
      allows_charges: _charges,
      ...tokenCard
    } = shiftCard(example(doc, card), shiftDays);
    // The add-card answer's example without what only a saved card has: the card the token stands for.
    const token = /** @type {{ token_id: string }} */ (example(doc, request)).token_id;
    return [token, /** @type {import('./openpay-sandbox.mjs').TokenCard} */ (tokenCard)];
  });
  return {
    asOf,
    today,
    shiftDays,
    password,
    accounts,
    resetTokens: resetOwner ? [{ token: resetToken, userId: resetOwner.user.id }] : [],
    emailChanges: resetOwner ? [{ token: emailChangeToken, userId: resetOwner.user.id, newEmail }] : [],
    invitations,
    exampleCardTokens: Object.fromEntries(exampleCardTokens),
  };
}
