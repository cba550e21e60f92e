// A proxy in front of the development API that plants one fault at a time, each a way real
// backends break the contract while their happy path still works (an out-of-the-box LoopBack 4
// shows several). contract-verify must fail and name each one; with no fault it must pass.
import { randomUUID } from 'node:crypto';
import { createServer, request } from 'node:http';
import { newInvoice } from '../../scripts/dev-api/invoicing.mjs';
import { readZip, writeZip } from '../../scripts/dev-api/zip.mjs';
import { startDevApi } from '../../scripts/dev-api/server.mjs';

const isJson = (/** @type {import('node:http').IncomingHttpHeaders} */ headers) => /json/i.test(String(headers['content-type'] ?? ''));

/**
 * The API's answer as a fault sees it: `body` is its JSON (undefined when it is not JSON); `proxy`
 * is the proxy's own origin (a fault may send the client back through it).
 * @typedef {{ status: number, method: string | undefined, url: URL, body: unknown, proxy: string }} Answer
 */
/**
 * What a fault knows of the users: every session token the sign-ins relayed, by e-mail, and the
 * example users' addresses.
 * @typedef {{ tokensOf: (email: string) => string[], emailOf: (token: string) => string | undefined, employer: string, nonEmployer: string }} Sessions
 */
/**
 * A request as a fault may rewrite it (headers and body), and how to send it again.
 * @typedef {{ method: string | undefined, url: URL, headers: import('node:http').OutgoingHttpHeaders, body: Buffer }} RelayedRequest
 */
/**
 * A fault: retry a refused call with a valid token, rewrite the request, answer again (with the
 * request resent as `retry` says), or change the answer (null: leave it); `rawAnswer` changes an
 * answer that is not JSON (a file's bytes).
 * @typedef {{
 *   retryUnauthorizedWith?: 'validToken',
 *   request?: (request: RelayedRequest, sessions: Sessions) => RelayedRequest,
 *   retry?: (answer: Answer, request: RelayedRequest, sessions: Sessions) => RelayedRequest[],
 *   answer?: (answer: Answer) => { status: number, body: unknown } | null,
 *   rawAnswer?: (answer: { status: number, url: URL, raw: Buffer }) => Buffer | null,
 *   reset?: () => void,
 * }} Fault
 */

const bearerOf = (/** @type {import('node:http').OutgoingHttpHeaders} */ headers) =>
  /^Bearer\s+(.+)$/i.exec(String(headers.authorization ?? ''))?.[1];
const SIGN_OUT = '/auth/app-logout';
const EMPLOYER_ONLY = /^\/(employees(\/|$)|customers\/me\/company$)/;

/** A fault that drops every e-mail of `kind` from GET /__dev/outbox: as if it was never sent. @param {string} kind @returns {Fault['answer']} */
const outboxWithout =
  (kind) =>
  ({ status, url, body }) =>
    status === 200 && url.pathname === '/__dev/outbox' && Array.isArray(body)
      ? { status, body: body.filter((mail) => !isRecord(mail) || mail.kind !== kind) }
      : null;

/**
 * The faults: `request` may change the request; `answer` may change the answer ({ status, body }).
 * @type {Record<string, Fault>}
 */
const FAULTS = {
  // (a) Ignores tokens: a protected call without a valid token is answered as if signed in.
  // Signing out ends nothing then: answered 204 without using (and ending) the valid session.
  ignoresTokens: {
    retryUnauthorizedWith: 'validToken',
    answer: ({ status, url }) => (status === 401 && url.pathname === SIGN_OUT ? { status: 204, body: undefined } : null),
  },
  // (b) Errors as the framework's default body instead of the contract's { message }.
  frameworkErrors: {
    answer: ({ status, body }) =>
      status >= 400 ? { status, body: { error: { statusCode: status, name: 'Error', message: messageOf(body) ?? 'Error' } } } : null,
  },
  // (c) A `where` the backend cannot read (unknown field or operator) answered 200 with nothing.
  filterSwallowed: {
    answer: ({ status, method, url }) =>
      status === 400 && method === 'GET' && (url.searchParams.has('filter') || url.searchParams.has('where'))
        ? { status: 200, body: url.pathname.endsWith('/count') ? { count: 0 } : [] }
        : null,
  },
  // (d) A payment of GET /payments shows the card's whole number.
  unmaskedCard: {
    answer: ({ status, method, url, body }) => {
      if (status !== 200 || method !== 'GET' || url.pathname !== '/payments' || !Array.isArray(body)) return null;
      const index = body.findIndex((payment) => payment?.card);
      if (index < 0) return null;
      const copy = structuredClone(body);
      copy[index].card.card_number = '4111111111111111';
      return { status, body: copy };
    },
  },
  // (e) 201 for a creation the contract answers with 200 (POST /employees).
  createdStatus: {
    answer: ({ status, method, url, body }) =>
      status === 200 && method === 'POST' && url.pathname === '/employees' ? { status: 201, body } : null,
  },
  // (f) No role check: an employer-only call by the non-employer is answered as the employer's.
  noRoleCheck: {
    request: (request, sessions) => {
      const token = bearerOf(request.headers);
      const employer = sessions.tokensOf(sessions.employer).at(-1);
      if (!token || !employer || sessions.emailOf(token) !== sessions.nonEmployer || !EMPLOYER_ONLY.test(request.url.pathname))
        return request;
      return { ...request, headers: { ...request.headers, authorization: `Bearer ${employer}` } };
    },
  },
  // (g) No ownership check: a record that is not found by id is looked for among the other user's.
  noOwnershipCheck: {
    retry: ({ status }, request, sessions) => {
      const token = bearerOf(request.headers);
      const email = token ? sessions.emailOf(token) : undefined;
      if (status !== 404 || !email || !/\/[^/]+\/[^/]+/.test(request.url.pathname)) return [];
      const other = sessions.tokensOf(email === sessions.employer ? sessions.nonEmployer : sessions.employer).at(-1);
      return other ? [{ ...request, headers: { ...request.headers, authorization: `Bearer ${other}` } }] : [];
    },
  },
  // (n) Notifications: saved preferences ignored on read-back (GET always answers every kind on).
  preferencesIgnored: {
    answer: ({ status, method, url, body }) =>
      status === 200 && method === 'GET' && url.pathname === '/users/me/notification-preferences'
        ? {
            status,
            body: {
              ...(typeof body === 'object' && body !== null ? body : {}),
              email: {
                quotationIssued: true,
                dueSoon: true,
                referenceExpiring: true,
                paymentReceived: true,
                cfdiReady: true,
                autoChargeNotice: true,
              },
            },
          }
        : null,
  },
  // (t) Notifications: If-Match ignored, so a save from a stale copy (a tab opened earlier) replaces a newer one.
  preferencesIfMatchIgnored: {
    request: (request) => {
      if (request.method !== 'PUT' || request.url.pathname !== '/users/me/notification-preferences') return request;
      const { 'if-match': _ignored, ...headers } = request.headers;
      return { ...request, headers };
    },
  },
  // (h) No idempotency: every payment request is a new attempt (its key replaced by a new one).
  noIdempotency: {
    request: (request) =>
      request.method === 'POST' && request.url.pathname.endsWith('/pay')
        ? { ...request, headers: { ...request.headers, 'idempotency-key': randomUUID() } }
        : request,
  },
  // Not a fault: a replay kept as PostgreSQL JSONB comes back with its keys reordered. The first
  // answer to each payment passes as it is; every later one (the replay) has its keys reversed.
  replayReordered: (() => {
    /** @type {Set<string>} */
    const answered = new Set();
    return {
      reset: () => answered.clear(),
      answer: ({ status, method, url, body }) => {
        if (method !== 'POST' || !url.pathname.endsWith('/pay') || status !== 200) return null;
        if (!answered.has(url.pathname)) {
          answered.add(url.pathname);
          return null;
        }
        return { status, body: reversedKeys(body) };
      },
    };
  })(),
  // (i) Sessions not ended: a token the password change ended still works (answered with the user's other session).
  sessionsNotEnded: {
    retry: ({ status }, request, sessions) => {
      const token = bearerOf(request.headers);
      const email = token ? sessions.emailOf(token) : undefined;
      if (status !== 401 || !email || request.url.pathname === SIGN_OUT) return [];
      // The user's other sessions, newest first: the one the password change kept answers.
      const others = sessions.tokensOf(email).filter((other) => other !== token);
      return others.reverse().map((other) => ({ ...request, headers: { ...request.headers, authorization: `Bearer ${other}` } }));
    },
  },
  // (k) Stamps twice: a second invoice request for the same payment is taken as a new one (202).
  stampsTwice: {
    answer: ({ status, method, url }) =>
      status === 409 && method === 'POST' && /^\/payments\/[^/]+\/invoice$/.test(url.pathname)
        ? {
            status: 202,
            // A requested invoice as the development API writes one, with no receiver.
            body: newInvoice(null),
          }
        : null,
  },
  // (j) A proxy that re-encodes uploads as text, as Prism 5.14's does: every byte ≥ 0x80 becomes EF BF BD.
  textDecodingUploads: {
    request: (request) =>
      String(request.headers['content-type'] ?? '').startsWith('multipart/form-data')
        ? { ...request, body: Buffer.from(request.body.toString('utf8'), 'utf8') }
        : request,
  },
  // --- Statement ---
  // (l) A period the backend should refuse (reversed) is answered 200 with an empty statement of it.
  // (n) ARCO requests: the filed request answered without its folio.
  arcoNoFolio: {
    answer: ({ status, method, url, body }) => {
      if (status !== 200 || method !== 'POST' || url.pathname !== '/privacy/arco-requests' || !body || typeof body !== 'object')
        return null;
      const { folio: _dropped, ...rest } = /** @type {Record<string, unknown>} */ (body);
      return { status, body: rest };
    },
  },
  // (s) ARCO requests: any attachmentUrl accepted. A request refused for its attachment is filed
  // anyway (sent again without it), as a backend that never checks where the URL came from.
  arcoAnyAttachment: {
    retry: ({ status, method, url, body }, request) => {
      const errors = body && typeof body === 'object' && 'errors' in body && Array.isArray(body.errors) ? body.errors : [];
      if (status !== 422 || method !== 'POST' || url.pathname !== '/privacy/arco-requests') return [];
      if (!errors.some((error) => error?.field === 'attachmentUrl')) return [];
      const sent = JSON.parse(request.body.toString('utf8') || '{}');
      return [{ ...request, body: Buffer.from(JSON.stringify({ ...sent, attachmentUrl: null }), 'utf8') }];
    },
  },
  periodNotChecked: {
    answer: ({ status, url }) => {
      const from = url.searchParams.get('from') ?? '';
      const to = url.searchParams.get('to') ?? '';
      if (status !== 400 || url.pathname !== '/statements') return null;
      const aging = { current: 0, days1to30: 0, days31to60: 0, days61to90: 0, over90: 0 };
      const body = { period: { from, to }, currency: 'MXN', openingBalance: 0, totalCharges: 0, totalCredits: 0, closingBalance: 0 };
      return { status: 200, body: { ...body, entries: [], aging, generatedAt: '2026-11-22T10:15:00-06:00' } };
    },
  },
  // --- end Statement ---
  // --- Automatic payment with consent ---
  // (n) Turns automatic payment on without recording the consent (who, when, what was accepted).
  consentNotRecorded: {
    answer: ({ status, method, url, body }) =>
      status === 200 && method === 'POST' && url.pathname === '/customers/me/auto-payment/consent' && body && typeof body === 'object'
        ? { status, body: { ...body, consent: null } }
        : null,
  },
  // --- end Automatic payment with consent ---
  // Where features meet: automatic payment that charges every pending quotation, the one the
  // customer asked to change included (its schedule lists what it listed as not charged).
  chargesChangesAsked: {
    answer: ({ status, method, url, body }) => {
      if (status !== 200 || method !== 'GET' || url.pathname !== '/customers/me/auto-payment' || !isRecord(body)) return null;
      const schedule = Array.isArray(body.schedule) ? body.schedule : [];
      const notCharged = Array.isArray(body.notChargedAutomatically) ? body.notChargedAutomatically : [];
      const card = isRecord(schedule[0]) ? schedule[0].card : null;
      const charged = notCharged.filter(isRecord).map((entry) => ({
        date: entry.validUntil,
        amount: 1,
        currency: 'MXN',
        card,
        quotations: [{ id: entry.id, folio: entry.folio, concept: 'Cotización', total: 1, validUntil: entry.validUntil }],
        noticeDate: entry.validUntil,
        noticeSentAt: null,
      }));
      return { status, body: { ...body, schedule: [...schedule, ...charged], notChargedAutomatically: [] } };
    },
  },
  // A request window of 90 days after the payment (what the development API declared before the
  // SAT's rule): every completed payment's invoice_deadline in GET /payments.
  invoiceWindow90Days: {
    answer: ({ status, method, url, body }) => {
      if (status !== 200 || method !== 'GET' || url.pathname !== '/payments' || !Array.isArray(body)) return null;
      const ninetyDaysLater = (/** @type {string} */ instant) => new Date(Date.parse(instant) + 90 * 86_400_000).toISOString().slice(0, 10);
      return {
        status,
        body: body.map((payment) =>
          isRecord(payment) && typeof payment.invoice_deadline === 'string' && typeof payment.creation_date === 'string'
            ? { ...payment, invoice_deadline: ninetyDaysLater(String(payment.operation_date ?? payment.creation_date)) }
            : payment,
        ),
      };
    },
  },
  // Invoices offered for correction until the end of the year after next (past any issuer's annual
  // return month): every stamped invoice's cancellable_until in GET /payments.
  cancellationAfterDeadline: {
    answer: ({ status, method, url, body }) => {
      if (status !== 200 || method !== 'GET' || url.pathname !== '/payments' || !Array.isArray(body)) return null;
      return {
        status,
        body: body.map((payment) => {
          const invoice = isRecord(payment) ? payment.invoice : null;
          if (!isRecord(invoice) || typeof invoice.issued_at !== 'string' || typeof invoice.cancellable_until !== 'string') return payment;
          const late = `${Number(invoice.issued_at.slice(0, 4)) + 2}-12-31`;
          return { ...payment, invoice: { ...invoice, cancellable_until: late } };
        }),
      };
    },
  },
  // Cancels at once and claims no acceptance was needed: every invoice of GET /payments (the
  // payment's, its replaces and replaced_by) whose cancellation awaits the receiver's answer reads
  // cancelada, «sin_aceptacion» by «dia_habil_siguiente», without respond_by.
  cancelsWithoutAcceptance: {
    answer: ({ status, method, url, body }) =>
      status === 200 && method === 'GET' && url.pathname === '/payments' && Array.isArray(body)
        ? {
            status,
            body: body.map((payment) =>
              withEachInvoice(payment, (invoice) =>
                invoice.cancellation?.status === 'esperando_aceptacion'
                  ? {
                      ...invoice,
                      status: 'cancelada',
                      cancellation: {
                        ...invoice.cancellation,
                        status: 'sin_aceptacion',
                        respond_by: null,
                        acceptance_not_needed: 'dia_habil_siguiente',
                      },
                    }
                  : invoice,
              ),
            ),
          }
        : null,
  },
  // Refunds without their credit note, as a backend that never issues one: every credit note by
  // devolución left out of the payments answered (GET /payments and GET /payments/{paymentId}).
  refundWithoutCreditNote: {
    answer: ({ status, method, url, body }) => {
      if (status !== 200 || method !== 'GET' || !/^\/payments(\/[^/]+)?$/.test(url.pathname) || url.pathname === '/payments/count')
        return null;
      /** @param {unknown} payment */
      const stripped = (payment) =>
        isRecord(payment) && Array.isArray(payment.credit_notes)
          ? { ...payment, credit_notes: payment.credit_notes.filter((note) => !isRecord(note) || note.reason !== 'devolucion') }
          : payment;
      return { status, body: Array.isArray(body) ? body.map(stripped) : stripped(body) };
    },
  },
  // The accountant's package without one invoice's PDF, its index untouched: the package's answers
  // send the download through the proxy (download_url on the proxy's origin, same path), and the
  // ZIP it relays loses the first <UUID>.pdf.
  packageMissesFile: {
    answer: ({ status, url, body, proxy }) =>
      url.pathname.startsWith('/invoice-packages') && isRecord(body) && typeof body.download_url === 'string'
        ? { status, body: { ...body, download_url: `${proxy}${new URL(body.download_url).pathname}` } }
        : null,
    rawAnswer: ({ status, url, raw }) => {
      if (status !== 200 || !/^\/paquetes\/[^/]+\/[^/]+\.zip$/.test(url.pathname)) return null;
      const files = readZip(raw);
      const pdf = [...files.keys()].find((name) => /^[0-9A-F-]{36}\.pdf$/i.test(name));
      if (pdf) files.delete(pdf);
      return writeZip(files);
    },
  },
  // What is owed one cent off the statement's closing balance.
  balanceOffByCent: {
    answer: ({ status, method, url, body }) =>
      status === 200 && method === 'GET' && url.pathname === '/customers/me/balance' && isRecord(body) && typeof body.total === 'number'
        ? { status, body: { ...body, total: Math.round(body.total * 100 + 1) / 100 } }
        : null,
  },
  // The statement's closing balance one cent off its movements (the entries and the rest as they are).
  statementOffByCent: {
    answer: ({ status, method, url, body }) =>
      status === 200 && method === 'GET' && url.pathname === '/statements' && isRecord(body) && typeof body.closingBalance === 'number'
        ? { status, body: { ...body, closingBalance: Math.round(body.closingBalance * 100 + 1) / 100 } }
        : null,
  },
  // A receiver check that lets one forbidden pair through: régimen 601 (persona moral) with uso D01
  // (honorarios médicos, for persons only) is read as G03, on a request and on a correction alike.
  satPairLetThrough: {
    request: (request) => {
      if (request.method !== 'POST' || !/^\/(payments\/[^/]+\/invoice|invoices\/[^/]+\/replace)$/.test(request.url.pathname))
        return request;
      const body = JSON.parse(request.body.toString('utf8') || '{}');
      if (body.receiver?.fiscalRegime !== '601' || body.receiver?.cfdiUse !== 'D01') return request;
      return { ...request, body: Buffer.from(JSON.stringify({ ...body, receiver: { ...body.receiver, cfdiUse: 'G03' } })) };
    },
  },
  // (s) Invitation tokens never spent: accepting again (as refused, 400) answered as a success.
  invitationReusable: {
    answer: ({ status, method, url }) =>
      status === 400 && method === 'POST' && url.pathname === '/auth/app-accept-invitation' ? { status: 200, body: {} } : null,
  },
  // --- Over time (contract:verify --clock) ---
  // No test controls: every /__dev path unknown (404), as in production.
  noTestControls: {
    answer: ({ url }) => (url.pathname.startsWith('/__dev/') ? { status: 404, body: { message: 'No encontrado.' } } : null),
  },
  // Charges without the notice: the automatic charge notice never reaches the outbox.
  chargesWithoutNotice: {
    answer: outboxWithout('autoChargeNotice'),
  },
  // Charges a quotation under «cambios solicitados» on its last day (it reads pagada from then on).
  chargesChangesAskedOverTime: {
    answer: ({ status, method, url, body }) => {
      if (url.pathname === '/__dev/reset') clockToday = null;
      if (url.pathname === '/__dev/clock' && isRecord(body) && typeof body.today === 'string') clockToday = body.today;
      if (status !== 200 || method !== 'GET' || url.pathname !== '/quotations' || !Array.isArray(body) || !clockToday) return null;
      const today = clockToday;
      const charged = (/** @type {unknown} */ q) =>
        isRecord(q) && isRecord(q.decision) && q.decision.outcome === 'cambios_solicitados' && q.validUntil <= today;
      return { status, body: body.map((q) => (charged(q) ? { ...q, status: 'pagada' } : q)) };
    },
  },
  // The outbox's e-mails without their text (x-test-controls requires it: a notice names its quotations there).
  outboxWithoutText: {
    answer: ({ status, url, body }) =>
      status === 200 && url.pathname === '/__dev/outbox' && Array.isArray(body)
        ? { status, body: body.map((mail) => (isRecord(mail) ? { ...mail, text: undefined } : mail)) }
        : null,
  },
  // A stamped invoice whose cfdiReady e-mail never goes out.
  noCfdiReady: {
    answer: outboxWithout('cfdiReady'),
  },
  // No dueSoon reminder is ever sent.
  noDueSoon: {
    answer: outboxWithout('dueSoon'),
  },
  // Preferences ignored by the e-mails: saving dueSoon off keeps sending it.
  dueSoonSwitchIgnored: {
    request: (request) => {
      if (request.method !== 'PUT' || request.url.pathname !== '/users/me/notification-preferences') return request;
      const body = JSON.parse(request.body.toString('utf8') || '{}');
      if (!isRecord(body) || !isRecord(body.email) || body.email.dueSoon !== false) return request;
      return { ...request, body: Buffer.from(JSON.stringify({ ...body, email: { ...body.email, dueSoon: true } })) };
    },
  },
  // The receiver's silence never counts: a cancellation whose respond_by passed still awaits the
  // answer (GET /payments and GET /payments/{paymentId} read it back as before the silence).
  silenceIgnored: {
    answer: ({ status, method, url, body }) => {
      if (status !== 200 || method !== 'GET' || !/^\/payments(\/[^/]+)?$/.test(url.pathname) || url.pathname === '/payments/count')
        return null;
      /** @param {unknown} payment */
      const unsilenced = (payment) =>
        withEachInvoice(payment, (invoice) =>
          invoice.cancellation?.status === 'aceptada_sin_respuesta'
            ? {
                ...invoice,
                status: 'en_cancelacion',
                cancellation: { ...invoice.cancellation, status: 'esperando_aceptacion', answered_at: null },
              }
            : invoice,
        );
      return { status, body: Array.isArray(body) ? body.map(unsilenced) : unsilenced(body) };
    },
  },
  // --- end Over time ---
};

/** The backend clock's day as the last /__dev/clock answer said (chargesChangesAskedOverTime). @type {string | null} */
let clockToday = null;

/** @param {unknown} value @returns {value is Record<string, any>} */
const isRecord = (value) => value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * `payment` with its invoice and the ones it names (replaces, replaced_by) as `change` makes each.
 * @param {unknown} payment @param {(invoice: Record<string, any>) => Record<string, any>} change
 */
function withEachInvoice(payment, change) {
  const invoice = isRecord(payment) ? payment.invoice : null;
  if (!isRecord(payment) || !isRecord(invoice)) return payment;
  const changed = { ...change(invoice) };
  for (const key of ['replaces', 'replaced_by']) if (isRecord(invoice[key])) changed[key] = change(invoice[key]);
  return { ...payment, invoice: changed };
}

/** The same JSON with every object's keys in reverse order. @param {unknown} value @returns {unknown} */
function reversedKeys(value) {
  if (Array.isArray(value)) return value.map(reversedKeys);
  if (!isRecord(value)) return value;
  return Object.fromEntries(
    Object.entries(value)
      .reverse()
      .map(([key, item]) => [key, reversedKeys(item)]),
  );
}

/** The `message` of a JSON body, when it has one. @param {unknown} body */
function messageOf(body) {
  return body !== null && typeof body === 'object' && 'message' in body ? body.message : undefined;
}

/**
 * Listens on a free port and relays to `upstream` (the development API), planting the fault
 * named by `setFault` (null: none). `validToken` is a session the API knows (for ignoresTokens);
 * `users` the example users' addresses (the faults that mix up users learn their tokens from the
 * sign-ins they relay).
 * @param {{ upstream: string, validToken: string, users?: { employer: string, nonEmployer: string } }} options
 * @returns {Promise<{ url: string, setFault: (name: string | null) => void, close: () => Promise<void> }>}
 */
export function startFaultProxy({ upstream, validToken, users = { employer: '', nonEmployer: '' } }) {
  const target = new URL(upstream);
  /** @type {Fault | null} */
  let fault = null;
  /** @type {Map<string, string>} */
  const emailByToken = new Map();
  /** The proxy's own origin, once it listens. */
  let selfUrl = '';
  /** @type {Sessions} */
  const sessions = {
    ...users,
    tokensOf: (email) => [...emailByToken].filter(([, owner]) => owner === email).map(([token]) => token),
    emailOf: (token) => emailByToken.get(token),
  };
  /**
   * @param {import('node:http').IncomingMessage} req @param {Buffer} body @param {import('node:http').OutgoingHttpHeaders} headers
   * @returns {Promise<{ status: number, headers: import('node:http').IncomingHttpHeaders, raw: Buffer }>}
   */
  const forward = (req, body, headers) =>
    new Promise((resolve, reject) => {
      const outgoing = request(
        { hostname: target.hostname, port: target.port, method: req.method, path: req.url, headers: { ...headers, host: target.host } },
        (answer) => {
          /** @type {Buffer[]} */
          const chunks = [];
          answer.on('data', (chunk) => chunks.push(chunk));
          // statusCode is always set on the answer to a client's request.
          answer.on('end', () =>
            resolve({ status: /** @type {number} */ (answer.statusCode), headers: answer.headers, raw: Buffer.concat(chunks) }),
          );
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
  const respond = async (req, res) => {
    try {
      /** @type {Buffer[]} */
      const chunks = [];
      for await (const chunk of req) chunks.push(chunk);
      const url = new URL(req.url ?? '/', 'http://fault-proxy.invalid');
      /** @type {RelayedRequest} */
      let relayed = { method: req.method, url, headers: { ...req.headers }, body: Buffer.concat(chunks) };
      if (fault?.request) relayed = fault.request(relayed, sessions);
      const withLength = (/** @type {RelayedRequest} */ r) => {
        const headers = { ...r.headers };
        delete headers['content-length'];
        if (r.body.length) headers['content-length'] = String(r.body.length);
        return headers;
      };
      let answer = await forward(req, relayed.body, withLength(relayed));
      if (fault?.retryUnauthorizedWith && answer.status === 401 && url.pathname !== SIGN_OUT)
        answer = await forward(req, relayed.body, { ...withLength(relayed), authorization: `Bearer ${validToken}` });
      const parse = () => (isJson(answer.headers) && answer.raw.length ? JSON.parse(answer.raw.toString('utf8')) : undefined);
      // Sent again as each alternative says, until one is answered otherwise.
      for (const again of fault?.retry?.(
        { status: answer.status, method: req.method, url, body: parse(), proxy: selfUrl },
        relayed,
        sessions,
      ) ?? []) {
        const other = await forward(req, again.body, withLength(again));
        if (other.status !== answer.status) {
          answer = other;
          break;
        }
      }
      const json = parse();
      // The sign-ins it relays tell which token is whose.
      if (req.method === 'POST' && url.pathname === '/auth/app-login' && answer.status === 200) {
        const email = String(JSON.parse(relayed.body.toString('utf8') || '{}').email ?? '').toLowerCase();
        const token = JSON.parse(answer.raw.toString('utf8') || '{}').token;
        if (email && typeof token === 'string') emailByToken.set(token, email);
      }
      const changed = fault?.answer?.({ status: answer.status, method: req.method, url, body: json, proxy: selfUrl }) ?? null;
      if (!changed) {
        const raw = (json === undefined && fault?.rawAnswer?.({ status: answer.status, url, raw: answer.raw })) || null;
        if (raw) {
          res.writeHead(answer.status, { ...answer.headers, 'content-length': raw.length });
          return res.end(raw);
        }
        res.writeHead(answer.status, answer.headers);
        return res.end(answer.raw);
      }
      if (changed.body === undefined) {
        res.writeHead(changed.status);
        return res.end();
      }
      const text = JSON.stringify(changed.body);
      res.writeHead(changed.status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
      return res.end(text);
    } catch (error) {
      res.writeHead(502, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ message: `fault proxy: ${error instanceof Error ? error.message : String(error)}` }));
    }
  };
  // respond() answers its own errors (a 502).
  const server = createServer((req, res) => void respond(req, res));
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      selfUrl = `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`;
      resolve({
        url: selfUrl,
        setFault: (name) => {
          fault = name ? FAULTS[name] : null;
          fault?.reset?.();
        },
        close: () =>
          /** @type {Promise<void>} */ (
            new Promise((done) => {
              server.closeAllConnections();
              server.close(() => done());
            })
          ),
      });
    });
  });
}

// The verifier sends the contract's examples, whose 3-D Secure return address is on the contract's app origin.
export const EXAMPLE_APP_ORIGIN = 'https://app.cotiza.mx';

/**
 * The development API behind a fault proxy that knows the seed's two example users: what both
 * verifier test files plant their faults in.
 * @param {{ port: number }} options
 */
export async function startFaultedDevApi({ port }) {
  const api = await startDevApi({ port, log: () => {}, appOrigin: EXAMPLE_APP_ORIGIN });
  const [employer, nonEmployer] = ['employer', 'nonEmployer'].map((kind) => api.seed.accounts.find((account) => account.kind === kind));
  if (!employer || !nonEmployer) throw new Error('the seed lacks one of the two example users');
  const proxy = await startFaultProxy({
    upstream: api.url,
    validToken: employer.sessionToken,
    users: { employer: employer.user.email, nonEmployer: nonEmployer.user.email },
  });
  return { api, proxy };
}
