// One copy of the example accounts and everything they own. The API keeps a shared world (what
// `npm run dev` shows) and can make isolated ones, each reached only through its own session
// token, so that tests running side by side never see each other's changes.
import { randomBytes, randomInt } from 'node:crypto';

const LOWER = 'abcdefghijklmnopqrstuvwxyz';
const LOWER_AND_DIGITS = `${LOWER}0123456789`;

/** @typedef {import('../../src/lib/api/schema').components['schemas']} Schemas */
/** @typedef {import('./seed.mjs').SeedAccount} SeedAccount */
/**
 * The first answer given to an Idempotency-Key of a charge (see handlers/payments.mjs payQuotation).
 * @typedef {{ quotationId: string | undefined, method: string, cardId: string | undefined, installments: number | undefined, at: number, status: number, body: unknown }} IdempotentAnswer
 */
/**
 * An example account as the API keeps it: the seed's account, whose records are the contract's
 * examples (seed.test.ts checks each against its schema), with what the API remembers per account.
 * @typedef {Omit<SeedAccount, 'personalData' | 'cards' | 'quotations' | 'payments' | 'company' | 'employees'> & {
 *   personalData: Schemas['PersonalData'],
 *   cards: Schemas['Card'][],
 *   quotations: Schemas['Quotation'][],
 *   payments: Schemas['Payment'][],
 *   company: Schemas['CompanyProfile'] | null,
 *   employees: Schemas['Employee'][],
 *   usedCardTokens: Set<string>,
 *   idempotency: Map<string, IdempotentAnswer>,
 *   redirects: Map<string, string>,
 *   pastInvoices: { paymentId: string, invoice: Schemas['PaymentInvoice'] }[],
 *   invoiceJobs: import('./invoicing.mjs').InvoiceJob[],
 *   invoicePackages: Map<string, import('./invoice-package.mjs').StoredPackage>,
 *   notificationPreferences?: Partial<Record<string, boolean>>,
 *   notificationPreferencesSavedAt?: string | null,
 *   notificationPreferencesVersion?: number,
 *   sentReminders?: Set<string>,
 *   autoPayment?: import('./auto-payment.mjs').AutoPaymentState,
 * }} Account
 */
/** @typedef {import('./mail.mjs').Mail} Mail */
/** @typedef {ReturnType<typeof createWorld>} World */

/** @param {number} length @param {string} [alphabet] */
export function randomText(length, alphabet = LOWER_AND_DIGITS) {
  return Array.from({ length }, () => alphabet[randomInt(alphabet.length)]).join('');
}

/** A Mongo-style 24-hex id, as the contract's users, quotations and employees have. */
export function objectId() {
  return randomBytes(12).toString('hex');
}

/** An opaque session or reset token (64 hex characters, like the examples). */
export function opaqueToken() {
  return randomBytes(32).toString('hex');
}

/**
 * @param {import('./seed.mjs').Seed} seed @param {string} id
 * @param {string} today YYYY-MM-DD in Mexico City: the daily jobs (scheduler.mjs) run from the day after
 */
export function createWorld(seed, id, today) {
  /** @type {Map<string, Account>} */
  const accounts = new Map();
  for (const source of structuredClone(seed.accounts)) {
    // idempotency: Idempotency-Key of a charge → its first answer (see handlers/payments.mjs payQuotation).
    // redirects: 3-D Secure charge id → where the bank's page sends the customer back (its redirectUrl).
    // pastInvoices: invoices a correction replaced (no longer their payment's `invoice`, still found by UUID).
    // invoiceJobs: what the PAC and the SAT answer later (invoicing.mjs settleInvoices).
    // invoicePackages: the accountant's packages asked for, by id (invoice-package.mjs).
    // Quotations always answer pendingPayment, null while none waits for money.
    const quotations = source.quotations.map((quotation) => ({ ...quotation, pendingPayment: quotation.pendingPayment ?? null }));
    accounts.set(
      source.user.id,
      /** @type {Account} */ (
        /** @type {unknown} */ ({
          ...source,
          quotations,
          usedCardTokens: new Set(),
          idempotency: new Map(),
          redirects: new Map(),
          pastInvoices: [],
          invoiceJobs: [],
          invoicePackages: new Map(),
        })
      ),
    );
  }
  return {
    id,
    createdAt: Date.now(),
    accounts,
    // Reset tokens: token → { userId, expiresAt, used }. The example's token never expires.
    resetTokens: new Map(seed.resetTokens.map(({ token, userId }) => [token, { userId, expiresAt: Infinity, used: false }])),
    // Links to confirm a new sign-in e-mail: token → { userId, newEmail, expiresAt, used }. The
    // example's token never expires.
    emailChanges: new Map(
      seed.emailChanges.map(({ token, userId, newEmail }) => [token, { userId, newEmail, expiresAt: Infinity, used: false }]),
    ),
    // Employee invitations: link token → { userId (the employer), employeeId, expiresAt, used }.
    // Sending one again, changing the e-mail or removing the employee deletes the earlier token.
    invitations: new Map(
      seed.invitations.map(({ token, userId, employeeId, expiresAt }) => [
        token,
        { userId, employeeId, expiresAt: Date.parse(expiresAt), used: false },
      ]),
    ),
    // What the API "sent" by e-mail (reset links, invitations): GET /__dev/outbox.
    outbox: /** @type {Mail[]} */ ([]),
    // How far POST /__dev/clock moved this world's "now" (dev-clock.mjs), and the last day whose
    // daily jobs ran (scheduler.mjs).
    clockOffsetMs: 0,
    scheduledThrough: today,
  };
}

/**
 * Mis datos of a user who has filled in nothing yet: what the user record knows, the rest null.
 * @param {{ id: string, email: string, firstName: string, lastName: string, avatar: string | null }} user
 * @returns {Schemas['PersonalData']}
 */
export function namesOnlyPersonalData({ id, email, firstName, lastName, avatar }) {
  return { id, email, firstName, lastName, phone: null, rfc: null, curp: null, fiscalRegime: null, cfdiUse: null, address: null, avatar };
}

/**
 * A new customer who is not an employer, with nothing yet (an accepted invitation): their own
 * quotations, cards and payments start empty; their personal data holds only the names and e-mail.
 * @param {World} world @param {{ email: string, firstName: string, lastName: string, password: string }} person
 * @returns {Account}
 */
export function addCustomerAccount(world, { email, firstName, lastName, password }) {
  const id = objectId();
  const customerId = objectId();
  /** @type {Account} */
  const account = {
    kind: 'nonEmployer',
    user: { id, email, firstName, lastName, avatar: null, customerId },
    customer: {
      id: customerId,
      openpayCustomerId: randomText(20, LOWER),
      defaultCardId: null,
      isEmployer: false,
      autoPaymentEnabled: false,
    },
    password,
    // Only the example users have a session from the start.
    sessionToken: '',
    personalData: namesOnlyPersonalData({ id, email, firstName, lastName, avatar: null }),
    cards: [],
    quotations: [],
    payments: [],
    company: null,
    employees: [],
    usedCardTokens: new Set(),
    idempotency: new Map(),
    redirects: new Map(),
    pastInvoices: [],
    invoiceJobs: [],
    invoicePackages: new Map(),
  };
  world.accounts.set(id, account);
  return account;
}

/** @param {World} world @param {string} email */
export function findAccountByEmail(world, email) {
  const wanted = String(email).trim().toLowerCase();
  for (const account of world.accounts.values()) if (account.user.email.toLowerCase() === wanted) return account;
  return null;
}

/** @param {Account} account */
export function isEmployer(account) {
  return account.customer.isEmployer === true;
}

/**
 * The contract's User: the user record, its combined name and its customer.
 * @param {Account} account
 * @returns {Schemas['User']}
 */
export function userView(account) {
  const { user, customer } = account;
  return {
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    name: `${user.firstName} ${user.lastName}`,
    ...(user.avatar ? { avatar: user.avatar } : {}),
    customerId: user.customerId,
    customer: { ...customer },
    isEmployer: customer.isEmployer,
  };
}

/**
 * The contract's PersonalData: names, e-mail and avatar live on the user record, the rest here.
 * @param {Account} account
 * @returns {Schemas['PersonalData']}
 */
export function personalDataView(account) {
  const { user, personalData } = account;
  return {
    ...personalData,
    id: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    avatar: user.avatar ?? null,
    accountantEmail: personalData.accountantEmail ?? null,
  };
}
