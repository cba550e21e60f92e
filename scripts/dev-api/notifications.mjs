// The customer's notification e-mails (Notificaciones): their texts in one place, the
// daily reminders (a quotation 3 days before its last day, an SPEI or store reference the day
// before its due date) and the receipt of a completed payment. Every one goes through
// notifyCustomer (mail.mjs), which honours the customer's preferences by kind.
import { randomBytes } from 'node:crypto';
import { canPayByHand, DUE_SOON_REMINDER_DAYS } from '../../src/features/billing/quotations/quotation-lifecycle.ts';
import { PAYMENT_METHODS } from '../../src/features/billing/payments/methods.ts';
import { CREDIT_NOTE_REASON_WORDS } from '../../src/features/billing/invoices/credit-notes.ts';
import { formatMoney } from '../../src/lib/format.ts';
import { addDaysToDay, mexicoCityDay, mexicoCityIso } from './dates.mjs';
import { NOTIFICATION_KINDS, NOTIFICATION_KIND_LIST } from '../../src/features/account/notifications/notification-kinds.ts';
import { notifyCustomer } from './mail.mjs';
import { isReferenceMethod } from './payment-references.mjs';

/** @typedef {import('./world.mjs').Schemas} Schemas */
/** @typedef {import('./world.mjs').Account} Account */
/** @typedef {import('./world.mjs').World} World */
/** @typedef {{ kind: import('./mail.mjs').MailKind, subject: string, body: string, link: string }} Notification */

const dayFormat = new Intl.DateTimeFormat('es-MX', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "$1,234.56 MXN": the app's money format (src/lib/format.ts), cents always shown, as in every e-mail and document. @param {number} amount */
export const money = (amount) => `${formatMoney(amount, { forceDecimals: true })} MXN`;
/** "2 de diciembre de 2026" for a calendar day YYYY-MM-DD. @param {string} day */
export const longDay = (day) => dayFormat.format(new Date(`${day}T00:00:00Z`));

/** The app's screens the e-mails link to (the same paths as src/config/app-paths.ts). */
export const LINKS = {
  /** @param {string} origin @param {string} id */
  quotation: (origin, id) => `${origin}/app/cotizaciones/${encodeURIComponent(id)}`,
  /** @param {string} origin @param {string} id */
  payment: (origin, id) => `${origin}/app/historial-de-pagos/${encodeURIComponent(id)}`,
  /** @param {string} origin @param {string} id */
  receipt: (origin, id) => `${origin}/app/historial-de-pagos/${encodeURIComponent(id)}/recibo`,
  /** @param {string} origin @param {string} id */
  instructions: (origin, id) => `${origin}/app/historial-de-pagos/${encodeURIComponent(id)}/instrucciones`,
};

/** @param {Schemas['Quotation']} quotation @param {string} origin @returns {Notification} */
export function quotationIssuedMail(quotation, origin) {
  return {
    kind: 'quotationIssued',
    subject: `Nueva cotización ${quotation.folio}`,
    body: [
      `Tienes una nueva cotización: ${quotation.folio} — ${quotation.concept}.`,
      `Total: ${money(quotation.total)} (IVA incluido). Vigente hasta el ${longDay(quotation.validUntil)}.`,
      'Revísala y, si estás de acuerdo, págala desde Cotiza.',
    ].join('\n'),
    link: LINKS.quotation(origin, quotation.id),
  };
}

/** @param {Schemas['Quotation']} quotation @param {string} origin @returns {Notification} */
export function dueSoonMail(quotation, origin) {
  return {
    kind: 'dueSoon',
    subject: `Tu cotización ${quotation.folio} vence en 3 días`,
    body: [
      `La cotización ${quotation.folio} — ${quotation.concept} vence el ${longDay(quotation.validUntil)}.`,
      `Total: ${money(quotation.total)}. Después de esa fecha ya no podrás pagarla.`,
    ].join('\n'),
    link: LINKS.quotation(origin, quotation.id),
  };
}

/** @param {Schemas['Payment']} payment @param {string} origin @returns {Notification} */
export function referenceExpiringMail(payment, origin) {
  const facts = PAYMENT_METHODS[payment.method];
  const how = facts.reference ? facts.referenceName : 'tu referencia de pago';
  const folio = payment.quotation?.folio;
  const dueDay = payment.due_date ? mexicoCityDay(new Date(payment.due_date)) : '';
  return {
    kind: 'referenceExpiring',
    subject: `Mañana vence ${how}${folio ? ` de ${folio}` : ''}`,
    body: [
      `Aún no recibimos el pago de ${money(payment.amount)}${folio ? ` de la cotización ${folio}` : ''}.`,
      `${how[0].toUpperCase()}${how.slice(1)} vence el ${longDay(dueDay)} a las 23:59 (hora de la Ciudad de México); después tendrás que generar otra.`,
    ].join('\n'),
    link: LINKS.instructions(origin, payment.id),
  };
}

/** @param {Schemas['Payment']} payment @param {string} origin @returns {Notification} */
export function paymentReceivedMail(payment, origin) {
  const folio = payment.quotation?.folio;
  return {
    kind: 'paymentReceived',
    subject: `Recibimos tu pago${folio ? ` de ${folio}` : ''}`,
    body: [
      `Recibimos tu pago de ${money(payment.amount)}${folio ? ` por la cotización ${folio}` : ''}.`,
      `Autorización: ${payment.authorization ?? '—'}. Tu recibo está en Cotiza; desde ahí también puedes solicitar tu factura.`,
    ].join('\n'),
    link: LINKS.receipt(origin, payment.id),
  };
}

/**
 * @param {{ uuid: string, pdfUrl: string, xmlUrl: string, paymentId: string, replaces?: string | null }} invoice
 * @param {string} origin @returns {Notification}
 */
export function cfdiReadyMail({ uuid, pdfUrl, xmlUrl, paymentId, replaces }, origin) {
  return {
    kind: 'cfdiReady',
    subject: `Tu factura ${uuid}`,
    body: `Tu factura (CFDI) está lista. PDF: ${pdfUrl} XML: ${xmlUrl}${replaces ? ` Sustituye a la factura ${replaces}, que se cancela.` : ''}`,
    link: LINKS.payment(origin, paymentId),
  };
}

/**
 * A credit note (CFDI de egreso) was stamped on one of the customer's invoices: to the invoice's
 * receiver, as an invoice's own e-mail (kind cfdiReady), with its files and why it was issued (the
 * words of credit-notes.ts).
 * @param {{ note: Schemas['CreditNote'], paymentId: string }} stamped @param {string} origin @returns {Notification}
 */
export function creditNoteMail({ note, paymentId }, origin) {
  const words = CREDIT_NOTE_REASON_WORDS[note.reason];
  return {
    kind: 'cfdiReady',
    subject: `Tu nota de crédito ${note.uuid}`,
    body: [
      `Emitimos una nota de crédito (CFDI de egreso) por ${money(note.total)} relacionada con tu factura ${note.related.uuid}. ${words.label}: ${words.text}`,
      `PDF: ${note.pdf_url} XML: ${note.xml_url}`,
    ].join('\n'),
    link: LINKS.payment(origin, paymentId),
  };
}

/**
 * A payment became COMPLETED: its receipt, if the customer wants it. Every completion calls this
 * (charges.mjs completeCharge), whoever completes the charge.
 * @param {{ world: World, account: Account, appOrigin: string, log?: (line: string) => void }} where
 * @param {Schemas['Payment']} payment @param {Date} at
 */
export function notifyPaymentReceived({ world, account, appOrigin, log }, payment, at) {
  return notifyCustomer(world, account, { ...paymentReceivedMail(payment, appOrigin), at }, log);
}

/** Whether `key` was already sent to the account; remembers it. @param {Account} account @param {string} key */
function firstTime(account, key) {
  account.sentReminders ??= new Set();
  if (account.sentReminders.has(key)) return false;
  account.sentReminders.add(key);
  return true;
}

/** Days before a quotation's last day that dueSoon is sent: the contract's (Quotation.x-lifecycle.days). */
const DUE_SOON_DAYS = DUE_SOON_REMINDER_DAYS;

/**
 * Daily job: on day D, each quotation the customer can pay by hand whose last day is D+DUE_SOON_DAYS.
 * @type {import('./scheduler.mjs').DailyJob}
 */
export function remindDueSoon(account, { world, day, at, appOrigin, log }) {
  const lastDay = addDaysToDay(day, DUE_SOON_DAYS);
  for (const quotation of account.quotations) {
    // Only what the customer can still pay by hand (quotation-lifecycle.ts): a reference waiting has its own reminder.
    if (!canPayByHand(quotation) || quotation.validUntil !== lastDay) continue;
    if (!firstTime(account, `dueSoon:${quotation.id}:${quotation.validUntil}`)) continue;
    notifyCustomer(world, account, { ...dueSoonMail(quotation, appOrigin), at }, log);
  }
}

/**
 * Daily job: on day D, each SPEI or store payment still waiting for its money whose due date falls
 * on D+1 (Mexico City).
 * @type {import('./scheduler.mjs').DailyJob}
 */
export function remindReferenceExpiring(account, { world, day, at, appOrigin, log }) {
  const tomorrow = addDaysToDay(day, 1);
  for (const payment of account.payments) {
    if (payment.status !== 'IN_PROGRESS' || !isReferenceMethod(payment.method) || !payment.due_date) continue;
    if (mexicoCityDay(new Date(payment.due_date)) !== tomorrow) continue;
    if (!firstTime(account, `referenceExpiring:${payment.id}`)) continue;
    notifyCustomer(world, account, { ...referenceExpiringMail(payment, appOrigin), at }, log);
  }
}

/**
 * The account's preferences as the contract's NotificationPreferences (a kind never saved is as the
 * table's default; one always sent is true).
 * @param {Account} account @returns {Schemas['NotificationPreferences']}
 */
export function preferencesView(account) {
  const saved = account.notificationPreferences ?? {};
  const email = /** @type {Schemas['NotificationPreferences']['email']} */ (
    Object.fromEntries(
      NOTIFICATION_KIND_LIST.map((kind) => {
        const row = NOTIFICATION_KINDS[kind];
        return [kind, row.alwaysSent || (saved[kind] ?? row.byDefault)];
      }),
    )
  );
  return {
    email,
    updatedAt: account.notificationPreferencesSavedAt ?? null,
    version: account.notificationPreferencesVersion ?? 0,
  };
}

/** What the business quotes in POST /__dev/quotations: a few realistic services, one picked per quotation. */
const SAMPLE_QUOTES = [
  {
    concept: 'Impermeabilización de azotea — Bodega Querétaro',
    items: [
      { description: 'Impermeabilizante acrílico 10 años (m²)', quantity: 120, unitPrice: 185 },
      { description: 'Limpieza y preparación de superficie (m²)', quantity: 120, unitPrice: 32.5 },
    ],
  },
  {
    concept: 'Instalación eléctrica de oficina — Piso 3',
    items: [
      { description: 'Salida eléctrica con cableado calibre 12', quantity: 18, unitPrice: 640 },
      { description: 'Centro de carga 12 polos', quantity: 1, unitPrice: 2890 },
      { description: 'Mano de obra y pruebas', quantity: 1, unitPrice: 4500 },
    ],
  },
  {
    concept: 'Mantenimiento correctivo de elevador',
    items: [
      { description: 'Cambio de botonera de cabina', quantity: 1, unitPrice: 7850 },
      { description: 'Visita técnica', quantity: 1, unitPrice: 950 },
    ],
  },
];

const cents = (/** @type {number} */ amount) => Math.round(amount * 100) / 100;

/**
 * The business issues a new pending quotation to the account (validUntil today + 15, IVA 16 %),
 * and the customer gets its e-mail (quotationIssued) if they want it. Answers the quotation. With
 * `replaces`, it is the new version of that one (its concept and lines; the customer may have asked
 * for changes), which is cancelled: the lifecycle's reissue.
 * @param {World} world @param {Account} account
 * @param {{ now: Date, appOrigin: string, log?: (line: string) => void, replaces?: Schemas['Quotation'] | null }} how
 */
export function issueQuotation(world, account, { now, appOrigin, log, replaces = null }) {
  const today = mexicoCityDay(now);
  const year = today.slice(0, 4);
  const numbers = account.quotations
    .map((q) => /^COT-(\d{4})-(\d+)$/.exec(q.folio))
    .filter((match) => match?.[1] === year)
    .map((match) => Number(match?.[2]));
  const next = Math.max(0, ...numbers) + 1;
  const sample = replaces ? { concept: replaces.concept, items: replaces.items } : SAMPLE_QUOTES[(next - 1) % SAMPLE_QUOTES.length];
  const subtotal = cents(sample.items.reduce((sum, item) => sum + item.quantity * item.unitPrice, 0));
  const tax = cents(subtotal * 0.16);
  /** @type {Schemas['Quotation']} */
  const quotation = {
    id: randomBytes(12).toString('hex'),
    folio: `COT-${year}-${String(next).padStart(4, '0')}`,
    concept: sample.concept,
    status: 'pendiente',
    items: sample.items.map((item) => ({ ...item })),
    subtotal,
    taxRate: 0.16,
    tax,
    total: cents(subtotal + tax),
    currency: 'MXN',
    createdAt: mexicoCityIso(now),
    validUntil: addDaysToDay(today, 15),
    paymentId: null,
    installmentPlans: [3, 6],
    pendingPayment: null,
    // Undecided: the customer can answer it (a backend without answering leaves the field out).
    decision: null,
    cancelledAt: null,
  };
  account.quotations.unshift(quotation);
  if (replaces) Object.assign(replaces, { status: 'cancelada', cancelledAt: quotation.createdAt });
  log?.(`cotización ${quotation.folio} emitida a ${account.user.email}${replaces ? `, nueva versión de ${replaces.folio}` : ''}`);
  notifyCustomer(world, account, { ...quotationIssuedMail(quotation, appOrigin), at: now }, log);
  return quotation;
}
