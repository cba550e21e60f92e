// @vitest-environment node
// Over HTTP: paying a quotation by card (meses sin intereses, 3-D Secure through the
// development bank page), by SPEI or cash at a store, and the controls that stand in for the bank
// and the store. Every JSON answer of a contract operation is checked against the schema the
// contract declares for its status, as in server.test.ts.
import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mockTokenId } from '../../src/features/payment-methods/tokenizer/mock-tokenizer.ts';
import { listOperations, loadContract, operationMatcher } from '../openapi-contract.mjs';
import { code128Svg } from './barcode.mjs';
import { escapeHtml } from './dev-pages.mjs';
import { isValidClabe } from './payment-references.mjs';
import { startDevApi, type DevApi, type DevApiOptions } from './server.mjs';

// --- The contract -----------------------------------------------------------------------------

interface Doc {
  components: { examples: Record<string, { value: unknown }>; schemas: Record<string, unknown> };
}
const doc = loadContract();
const contract = doc as unknown as Doc;
const findOperation = operationMatcher(listOperations(doc));
const exampleOf = <T = Record<string, unknown>>(name: string) => structuredClone(contract.components.examples[name].value) as T;
const ajv = new Ajv2020({ allErrors: true, strict: false });
addFormats(ajv);
const validators = new Map<string, ValidateFunction>();
const paymentSchema = ajv.compile({ $ref: '#/components/schemas/Payment', components: contract.components });

type Responses = Record<string, { content?: Record<string, { schema?: object }> }>;

/** Throws unless a contract operation's answer has a declared status and a body its schema accepts. */
function checkAgainstContract(method: string, pathname: string, status: number, text: string) {
  const op = findOperation(method, pathname);
  if (!op) return;
  const declared = (op.operation.responses as Responses)[String(status)];
  if (!declared) throw new Error(`${op.id} answered ${status}, which the contract does not declare: ${text.slice(0, 300)}`);
  const schema = declared.content?.['application/json']?.schema;
  if (!schema) return;
  const key = `${op.id} ${status}`;
  let validate = validators.get(key);
  if (!validate) {
    validate = ajv.compile(schema);
    validators.set(key, validate);
  }
  if (!validate(JSON.parse(text)))
    throw new Error(`${key} is outside the contract: ${ajv.errorsText(validate.errors)}\n${text.slice(0, 600)}`);
}

// --- Shapes and calls -------------------------------------------------------------------------

interface ErrorBody {
  message: string;
  errors?: { field: string; message: string }[];
  error_code?: number;
  category?: string;
  request_id?: string;
}
interface Payment {
  id: string;
  amount: number;
  status: string;
  method: string;
  creation_date: string;
  operation_date: string;
  authorization: string | null;
  error_message: string | null;
  card: { card_number: string; brand: string } | null;
  invoice: { uuid: string; pdf_url: string } | null;
  payment_method:
    | { type: 'redirect'; url: string }
    | { type: 'bank_transfer'; bank: string; clabe: string; name: string; beneficiary: string }
    | { type: 'store'; reference: string; barcode_url: string }
    | null;
  due_date: string | null;
  payment_plan: { payments: number } | null;
}
interface Quotation {
  id: string;
  status: string;
  total: number;
  paymentId?: string | null;
  pendingPayment?: { id: string; method: string; due_date: string } | null;
}
interface Answer<T> {
  status: number;
  body: T;
  headers: Headers;
}

const APP_ORIGIN = 'http://127.0.0.1:4184';
const NOON = new Date('2026-11-22T18:00:00Z');
const silent = () => {};
const startApi = (options: DevApiOptions = {}) =>
  startDevApi({
    port: 0,
    log: silent,
    today: '2026-11-22',
    clock: () => NOON,
    appOrigin: APP_ORIGIN,
    rateLimits: { pay: null },
    ...options,
  });

const Q = { msi: '6741b2f0c3a4d5e6f7a8b158', plain: '6741b2f0c3a4d5e6f7a8b161', other: '6741b2f0c3a4d5e6f7a8b152' };
const VISA_CREDIT = 'kqgykn96i7bcs1wwhvgw';
const MASTERCARD_DEBIT = 'k9mrtnzqy8w4bxh2d5je';
const confirmation = (quotationId: string) => `${APP_ORIGIN}/app/cotizaciones/${quotationId}/confirmacion`;

function client(api: DevApi) {
  const { token } = api.newWorld('employer');
  async function call<T>(method: string, path: string, body?: unknown, idempotencyKey?: string): Promise<Answer<T>> {
    const headers: Record<string, string> = { authorization: `Bearer ${token}` };
    if (path.endsWith('/pay')) headers['idempotency-key'] = idempotencyKey ?? crypto.randomUUID();
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await fetch(`${api.url}${path}`, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const text = await response.text();
    checkAgainstContract(method, new URL(path, api.url).pathname, response.status, text);
    return { status: response.status, body: (text ? JSON.parse(text) : undefined) as T, headers: response.headers };
  }
  return {
    pay: <T = Payment>(quotationId: string, body: unknown, key?: string) =>
      call<T & ErrorBody>('POST', `/quotations/${quotationId}/pay`, body, key),
    quotation: async (id: string) => (await call<Quotation>('GET', `/quotations/${id}`)).body,
    payment: async (id: string) => (await call<Payment>('GET', `/payments/${id}`)).body,
    payments: async () => (await call<Payment[]>('GET', '/payments')).body,
    count: async () => (await call<{ count: number }>('GET', '/payments/count')).body.count,
    addCard: async (cardNumber: string) => {
      const token_id = mockTokenId({ cardNumber, expirationMonth: '05', expirationYear: '35' });
      return (await call<{ id: string }>('POST', '/customers/me/cards', { token_id, device_session_id: 'dispositivo-de-prueba' })).body.id;
    },
  };
}
type Client = ReturnType<typeof client>;

/** The bank page's form, as the browser posts it; redirects are not followed. */
const decide = (url: string, decision: string) =>
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ decision }).toString(),
    redirect: 'manual',
  });
const receive = async (api: DevApi, id: string) => {
  const response = await fetch(`${api.url}/__dev/payments/${id}/receive`, { method: 'POST' });
  return { status: response.status, body: (await response.json()) as { message: string; payment?: Payment } };
};

/** A charge of the card that always asks for 3-D Secure, waiting at the bank's page. */
async function awaiting3dSecure(you: Client, quotationId = Q.msi, extra: Record<string, unknown> = {}) {
  const cardId = await you.addCard('4000000000003220');
  const pending = await you.pay(quotationId, { method: 'card', cardId, redirectUrl: confirmation(quotationId), ...extra });
  expect(pending.status).toBe(200);
  return { cardId, payment: pending.body };
}

// --- Tests ------------------------------------------------------------------------------------

describe('paying by card, SPEI or store', () => {
  let api: DevApi;
  beforeAll(async () => {
    api = await startApi();
  });
  afterAll(() => api.close());

  describe('the body', () => {
    it('card (or no method) needs cardId; SPEI and store take no card, plan nor return address (422 naming each)', async () => {
      const you = client(api);
      const noCard = await you.pay(Q.plain, { method: 'card' });
      expect(noCard.status).toBe(422);
      expect(noCard.body.errors).toEqual([{ field: 'cardId', message: expect.stringMatching(/tarjeta/) }]);
      expect((await you.pay(Q.plain, { installments: 3 })).status).toBe(422);
      const spei = await you.pay(Q.msi, { method: 'bank_account', cardId: VISA_CREDIT, installments: 3, redirectUrl: confirmation(Q.msi) });
      expect(spei.status).toBe(422);
      expect(spei.body.errors?.map((e) => e.field)).toEqual(['cardId', 'installments', 'redirectUrl']);
      const store = await you.pay(Q.msi, { method: 'store', installments: 6 });
      expect(store.status).toBe(422);
      expect(store.body.errors?.map((e) => e.field)).toEqual(['installments']);
      expect(await you.count()).toBe(14);
    });

    it.each([
      ['another origin', `https://evil.example/app/cotizaciones/${Q.msi}/confirmacion`],
      ['the default Vite origin', `http://127.0.0.1:5173/app/cotizaciones/${Q.msi}/confirmacion`],
      ['another path', `${APP_ORIGIN}/app/historial-de-pagos`],
      ["another quotation's page", confirmation(Q.plain)],
      ['a query', `${confirmation(Q.msi)}?next=https://evil.example`],
      ['a trailing slash', `${confirmation(Q.msi)}/`],
    ])('a redirectUrl with %s is 422 with the contract example', async (_, redirectUrl) => {
      const you = client(api);
      const refused = await you.pay(Q.msi, { cardId: VISA_CREDIT, redirectUrl });
      expect(refused.status).toBe(422);
      expect(refused.body).toEqual(exampleOf('RedirectUrlNotAllowedError'));
      expect((await you.quotation(Q.msi)).status).toBe('pendiente');
    });

    it("the quotation's own confirmation page is accepted; a card that needs no 3-D Secure pays at once", async () => {
      const you = client(api);
      const paid = await you.pay(Q.msi, { cardId: VISA_CREDIT, redirectUrl: confirmation(Q.msi) });
      expect(paid.status).toBe(200);
      expect(paid.body).toMatchObject({ status: 'COMPLETED', payment_method: null, due_date: null, payment_plan: null });
      expect(JSON.stringify(paid.body)).not.toContain('confirmacion');
    });

    it('an Idempotency-Key identifies the quotation, method, card and plan: the same attempt gets its answer, any other a 422', async () => {
      const you = client(api);
      const key = 'c0ffee00-1111-4222-8333-idempotency1';
      const first = await you.pay(Q.msi, { cardId: VISA_CREDIT, installments: 6 }, key);
      expect(first.status).toBe(200);
      expect((await you.pay(Q.msi, { method: 'card', cardId: VISA_CREDIT, installments: 6 }, key)).body).toEqual(first.body);
      for (const other of [
        { cardId: VISA_CREDIT, installments: 3 },
        { cardId: VISA_CREDIT },
        { cardId: MASTERCARD_DEBIT, installments: 6 },
        { method: 'bank_account' },
      ]) {
        const reused = await you.pay(Q.msi, other, key);
        expect(reused.status).toBe(422);
        expect(reused.body).toEqual(exampleOf('IdempotencyKeyReusedError'));
      }
      const speiKey = 'c0ffee00-1111-4222-8333-idempotency2';
      const spei = await you.pay(Q.plain, { method: 'bank_account' }, speiKey);
      expect((await you.pay(Q.plain, { method: 'bank_account' }, speiKey)).body).toEqual(spei.body);
      expect((await you.pay(Q.plain, { method: 'store' }, speiKey)).status).toBe(422);
      expect(await you.count()).toBe(16);
    });
  });

  describe('meses sin intereses', () => {
    it('a plan the quotation offers, on a credit card: COMPLETED with payment_plan', async () => {
      const you = client(api);
      const paid = await you.pay(Q.msi, { cardId: VISA_CREDIT, installments: 18 });
      expect(paid.status).toBe(200);
      expect(paid.body).toMatchObject({ status: 'COMPLETED', payment_plan: { payments: 18 }, method: 'card' });
      expect(paid.body.authorization).toMatch(/^\d{6}$/);
      expect(await you.quotation(Q.msi)).toMatchObject({ status: 'pagada', paymentId: paid.body.id, pendingPayment: null });
    });

    it.each([
      ['a plan the quotation does not offer', Q.plain, VISA_CREDIT, 3, 'InstallmentsNotOfferedError', 3205],
      ['a debit card', Q.msi, MASTERCARD_DEBIT, 3, 'InstallmentsNotForCardError', 3203],
    ])('%s is 400 with its code, and no payment is recorded', async (_, quotationId, cardId, installments, exampleName, code) => {
      const you = client(api);
      const refused = await you.pay(quotationId, { cardId, installments });
      expect(refused.status).toBe(400);
      const { request_id: _id, ...expected } = exampleOf<ErrorBody>(exampleName);
      expect(refused.body).toMatchObject({ ...expected, error_code: code });
      expect(refused.body.request_id).toMatch(/^[0-9a-f-]{36}$/);
      expect(await you.count()).toBe(14);
      expect((await you.quotation(quotationId)).status).toBe('pendiente');
    });

    it('American Express up to 12 months, a Carnet never', async () => {
      const you = client(api);
      const amex = await you.addCard('378282246310005');
      expect((await you.pay(Q.msi, { cardId: amex, installments: 18 })).body.error_code).toBe(3203);
      const carnet = await you.addCard('5062541600005895');
      expect((await you.pay(Q.msi, { cardId: carnet, installments: 3 })).body.error_code).toBe(3203);
      expect((await you.pay(Q.msi, { cardId: amex, installments: 12 })).body.payment_plan).toEqual({ payments: 12 });
    });
  });

  describe('3-D Secure', () => {
    it('without a return address the card that needs it is 400 with 3012 (category gateway)', async () => {
      const you = client(api);
      const cardId = await you.addCard('4000000000003220');
      const refused = await you.pay(Q.msi, { cardId });
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({
        error_code: 3012,
        category: 'gateway',
        message: 'Se requiere solicitar al banco autorización para realizar este pago.',
      });
      expect(refused.body.request_id).toMatch(/\S/);
    });

    it('with it: CHARGE_PENDING with the bank page to go to, listed in the history, the return address kept out of it', async () => {
      const you = client(api);
      const { payment } = await awaiting3dSecure(you, Q.msi, { installments: 6 });
      expect(payment).toMatchObject({
        status: 'CHARGE_PENDING',
        authorization: null,
        invoice: null,
        card: { card_number: '400000XXXXXX3220', brand: 'visa' },
        payment_method: { type: 'redirect', url: `${api.url}/__dev/3ds/${payment.id}` },
        payment_plan: { payments: 6 },
      });
      expect(JSON.stringify(payment)).not.toContain('confirmacion');
      expect((await you.payments())[0].id).toBe(payment.id);
      expect(await you.quotation(Q.msi)).toMatchObject({ status: 'pendiente', paymentId: null });
    });

    it("the bank page: Spanish, accessible, self-contained, the charge's merchant, amount and card, three answers", async () => {
      const you = client(api);
      const { payment } = await awaiting3dSecure(you);
      const page = await fetch(`${api.url}/__dev/3ds/${payment.id}`);
      expect(page.status).toBe(200);
      expect(page.headers.get('content-type')).toBe('text/html; charset=utf-8');
      const csp = page.headers.get('content-security-policy') ?? '';
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain("style-src 'unsafe-inline'");
      expect(csp).toContain(`form-action 'self' ${APP_ORIGIN}`);
      const html = await page.text();
      expect(html).toContain('<html lang="es">');
      expect(html).toMatch(/<h1>[^<]+<\/h1>/);
      expect(html).toMatch(/Simulación de desarrollo/);
      expect(html).toContain('Cotiza');
      expect(html).toContain('$14,351.52 MXN');
      expect(html).toContain('Visa •••• 3220');
      expect(html).toContain(`<form method="post" action="/__dev/3ds/${payment.id}">`);
      expect(html).toContain('name="decision" value="approve">Autorizar pago</button>');
      expect(html).toContain('name="decision" value="reject">Rechazar</button>');
      expect(html).toContain('name="decision" value="abandon">Cancelar y volver a la tienda</button>');
      expect(html).not.toMatch(/<script|<link|<img|src=|https?:\/\/(?!www\.w3\.org)/);
    });

    it('approve: 303 back to the confirmation page with ?id=, COMPLETED with its authorization (the invoice is requested later), the quotation paid', async () => {
      const you = client(api);
      const { payment } = await awaiting3dSecure(you);
      const back = await decide(`${api.url}/__dev/3ds/${payment.id}`, 'approve');
      expect(back.status).toBe(303);
      expect(back.headers.get('location')).toBe(`${confirmation(Q.msi)}?id=${payment.id}`);
      const paid = await you.payment(payment.id);
      expect(paid).toMatchObject({ status: 'COMPLETED', payment_method: null, error_message: null });
      expect(paid.authorization).toMatch(/^\d{6}$/);
      expect(paid.invoice).toBeNull();
      expect((paid as { invoice_deadline?: string }).invoice_deadline).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(await you.quotation(Q.msi)).toMatchObject({ status: 'pagada', paymentId: payment.id });
      // Answering again changes nothing, and still leads back.
      const again = await decide(`${api.url}/__dev/3ds/${payment.id}`, 'reject');
      expect(again.status).toBe(303);
      expect((await you.payment(payment.id)).status).toBe('COMPLETED');
      const page = await (await fetch(`${api.url}/__dev/3ds/${payment.id}`)).text();
      expect(page).not.toContain('Autorizar pago');
    });

    it("reject: FAILED with the contract's sentence, the quotation still pending; the next attempt can pay", async () => {
      const you = client(api);
      const { payment } = await awaiting3dSecure(you);
      const back = await decide(`${api.url}/__dev/3ds/${payment.id}`, 'reject');
      expect(back.status).toBe(303);
      expect(back.headers.get('location')).toBe(`${confirmation(Q.msi)}?id=${payment.id}`);
      const failed = await you.payment(payment.id);
      expect(failed).toMatchObject({
        status: 'FAILED',
        authorization: null,
        payment_method: null,
        invoice: null,
        error_message: exampleOf<{ error_message: string }>('PaymentAuthenticationFailed').error_message,
      });
      expect(await you.quotation(Q.msi)).toMatchObject({ status: 'pendiente', paymentId: null });
      expect((await you.pay(Q.msi, { cardId: VISA_CREDIT })).status).toBe(200);
    });

    it('abandon: back to the app, the charge still waiting', async () => {
      const you = client(api);
      const { payment } = await awaiting3dSecure(you);
      const back = await decide(`${api.url}/__dev/3ds/${payment.id}`, 'abandon');
      expect(back.status).toBe(303);
      expect(back.headers.get('location')).toBe(`${confirmation(Q.msi)}?id=${payment.id}`);
      expect(await you.payment(payment.id)).toEqual(payment);
      const nonsense = await decide(`${api.url}/__dev/3ds/${payment.id}`, 'pagar');
      expect(nonsense.status).toBe(400);
      expect((await you.payment(payment.id)).status).toBe('CHARGE_PENDING');
    });

    it('a new attempt cancels the charge still waiting; approving it afterwards changes nothing', async () => {
      const you = client(api);
      const { payment, cardId } = await awaiting3dSecure(you);
      const second = await you.pay(Q.msi, { cardId, redirectUrl: confirmation(Q.msi) });
      expect(second.body.status).toBe('CHARGE_PENDING');
      expect(await you.payment(payment.id)).toMatchObject({
        status: 'CANCELLED',
        payment_method: null,
        operation_date: payment.creation_date,
      });
      const stale = await decide(`${api.url}/__dev/3ds/${payment.id}`, 'approve');
      expect(stale.status).toBe(303);
      expect((await you.payment(payment.id)).status).toBe('CANCELLED');
      expect((await you.quotation(Q.msi)).status).toBe('pendiente');
      // Paying by another card cancels the second one too.
      expect((await you.pay(Q.msi, { cardId: VISA_CREDIT })).body.status).toBe('COMPLETED');
      expect((await you.payment(second.body.id)).status).toBe('CANCELLED');
    });

    it('an unknown charge, or one that never went through 3-D Secure, is a Spanish 404 page', async () => {
      const you = client(api);
      const plain = await you.pay(Q.plain, { cardId: VISA_CREDIT });
      for (const id of ['trnoexiste', plain.body.id]) {
        const page = await fetch(`${api.url}/__dev/3ds/${id}`);
        expect(page.status).toBe(404);
        const html = await page.text();
        expect(html).toContain('<html lang="es">');
        expect(html).toMatch(/<h1>No encontramos este pago<\/h1>/);
        expect((await decide(`${api.url}/__dev/3ds/${id}`, 'approve')).status).toBe(404);
      }
    });

    it('every value on the page is escaped', () => {
      expect(escapeHtml(`<b a="1">'&`)).toBe('&#60;b a=&#34;1&#34;&#62;&#39;&#38;');
    });
  });

  describe('SPEI and store', () => {
    it('SPEI: IN_PROGRESS with an STP CLABE, its reference and the beneficiary, due at 23:59:59 three days on; the quotation waits', async () => {
      const you = client(api);
      const spei = await you.pay(Q.msi, { method: 'bank_account' });
      expect(spei.status).toBe(200);
      expect(paymentSchema(spei.body)).toBe(true);
      expect(spei.body).toMatchObject({
        status: 'IN_PROGRESS',
        method: 'bank_account',
        card: null,
        authorization: null,
        invoice: null,
        payment_plan: null,
        due_date: '2026-11-25T23:59:59-06:00',
        payment_method: { type: 'bank_transfer', bank: 'STP', beneficiary: 'Servicios Cotiza S.A. de C.V.' },
      });
      const method = spei.body.payment_method as { clabe: string; name: string };
      expect(method.clabe).toMatch(/^646180\d{12}$/);
      expect(isValidClabe(method.clabe)).toBe(true);
      expect(method.name).toMatch(/^\d{10}$/);
      expect(await you.quotation(Q.msi)).toMatchObject({
        status: 'pendiente',
        paymentId: null,
        pendingPayment: { id: spei.body.id, method: 'bank_account', due_date: '2026-11-25T23:59:59-06:00' },
      });
      expect((await you.payments())[0]).toEqual(spei.body);
      // Another quotation gets another CLABE.
      const other = await you.pay(Q.plain, { method: 'bank_account' });
      expect((other.body.payment_method as { clabe: string }).clabe).not.toBe(method.clabe);
    });

    it('store: a 16-digit reference and its Code 128 barcode, served as a cacheable cross-origin SVG', async () => {
      const you = client(api);
      const store = await you.pay(Q.plain, { method: 'store' });
      expect(store.status).toBe(200);
      expect(paymentSchema(store.body)).toBe(true);
      const method = store.body.payment_method as { type: string; reference: string; barcode_url: string };
      expect(method.type).toBe('store');
      expect(method.reference).toMatch(/^101010\d{10}$/);
      expect(method.barcode_url).toBe(`${api.url}/__dev/barcode/${method.reference}.svg`);
      expect(await you.quotation(Q.plain)).toMatchObject({ status: 'pendiente', pendingPayment: { id: store.body.id, method: 'store' } });
      const svg = await fetch(method.barcode_url);
      expect(svg.status).toBe(200);
      expect(svg.headers.get('content-type')).toBe('image/svg+xml');
      expect(svg.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
      expect(svg.headers.get('x-content-type-options')).toBe('nosniff');
      expect(svg.headers.get('cache-control')).toMatch(/public, max-age=\d+/);
      expect(await svg.text()).toBe(code128Svg(method.reference));
    });

    it('while a reference is pending, any new attempt is 409 with the contract example', async () => {
      const you = client(api);
      const spei = await you.pay(Q.msi, { method: 'bank_account' });
      for (const body of [{ method: 'store' }, { method: 'bank_account' }, { cardId: VISA_CREDIT }]) {
        const refused = await you.pay(Q.msi, body);
        expect(refused.status).toBe(409);
        expect(refused.body).toEqual(exampleOf('PaymentReferencePendingError'));
      }
      expect((await you.quotation(Q.msi)).pendingPayment?.id).toBe(spei.body.id);
    });

    it('quotations without a reference answer pendingPayment null', async () => {
      const you = client(api);
      expect((await you.quotation(Q.other)).pendingPayment).toBeNull();
    });
  });

  describe('POST /__dev/payments/:id/receive', () => {
    it('the money arrives: COMPLETED with a 7-digit authorization and its invoice, the quotation paid and no longer waiting', async () => {
      const you = client(api);
      for (const [quotationId, method] of [
        [Q.msi, 'bank_account'],
        [Q.plain, 'store'],
      ]) {
        const pending = await you.pay(quotationId, { method });
        const received = await receive(api, pending.body.id);
        expect(received.status).toBe(200);
        expect(received.body.message).toBe('Pago recibido.');
        const payment = received.body.payment!;
        expect(paymentSchema(payment)).toBe(true);
        expect(payment).toMatchObject({ id: pending.body.id, status: 'COMPLETED', payment_method: pending.body.payment_method });
        expect(payment.authorization).toMatch(/^\d{7}$/);
        expect(payment.invoice).toBeNull();
        expect(await you.payment(pending.body.id)).toEqual(payment);
        expect(await you.quotation(quotationId)).toMatchObject({ status: 'pagada', paymentId: payment.id, pendingPayment: null });
        const twice = await receive(api, pending.body.id);
        expect(twice.status).toBe(409);
        expect(twice.body.message).toMatch(/\S/);
      }
    });

    it('an unknown charge is 404; a card charge is 409', async () => {
      const you = client(api);
      const unknown = await receive(api, 'trnoexiste');
      expect(unknown.status).toBe(404);
      expect(unknown.body.message).toMatch(/\S/);
      const card = await you.pay(Q.msi, { cardId: VISA_CREDIT });
      expect((await receive(api, card.body.id)).status).toBe(409);
      const { payment } = await awaiting3dSecure(you, Q.plain);
      expect((await receive(api, payment.id)).status).toBe(409);
    });

    it('GET /__dev lists the controls', async () => {
      const dev = (await (await fetch(`${api.url}/__dev`)).json()) as { controls: string[] };
      expect(dev.controls.join('\n')).toMatch(/\/__dev\/3ds\/.*\n?/);
      expect(dev.controls.some((c) => c.startsWith('POST /__dev/payments/<id del cargo>/receive'))).toBe(true);
      expect(dev.controls.some((c) => c.includes('/__dev/barcode/'))).toBe(true);
    });
  });
});

describe('a reference whose due date has passed', () => {
  let api: DevApi;
  let now = NOON;
  beforeAll(async () => {
    api = await startApi({ clock: () => now });
  });
  afterAll(() => api.close());

  it('is CANCELLED (dated then), the quotation no longer waits for it and can be paid another way', async () => {
    const you = client(api);
    now = NOON;
    const spei = await you.pay(Q.msi, { method: 'bank_account' });
    expect(spei.body.due_date).toBe('2026-11-25T23:59:59-06:00');
    now = new Date('2026-11-26T05:59:59Z'); // its last second in Mexico City
    expect((await you.pay(Q.msi, { method: 'store' })).status).toBe(409);
    now = new Date('2026-11-26T06:00:00Z');
    expect((await you.quotation(Q.msi)).pendingPayment).toBeNull();
    expect(await you.payment(spei.body.id)).toMatchObject({ status: 'CANCELLED', operation_date: '2026-11-26T00:00:00-06:00' });
    expect((await receive(api, spei.body.id)).status).toBe(409);
    const store = await you.pay(Q.msi, { method: 'store' });
    expect(store.status).toBe(200);
    expect(store.body.due_date).toBe('2026-11-29T23:59:59-06:00');
  });

  it('the payment reads CANCELLED from the history alone, before any quotation is read', async () => {
    const you = client(api);
    now = NOON;
    const store = await you.pay(Q.plain, { method: 'store' });
    now = new Date('2026-11-27T12:00:00Z');
    expect((await you.payments()).find((p) => p.id === store.body.id)?.status).toBe('CANCELLED');
    // The receive control runs the same clock.
    expect((await receive(api, store.body.id)).status).toBe(409);
  });
});

describe('meses sin intereses below the minimum', () => {
  let api: DevApi;
  beforeAll(async () => {
    api = await startApi();
    // A quotation of $1,799.99 with every plan: 18 months need $1,800.00. The seed is what each new
    // world copies, so only this API's worlds see it.
    const quotation = api.seed.accounts.find((a) => a.kind === 'employer')!.quotations.find((q) => q.id === Q.msi)!;
    Object.assign(quotation, { total: 1799.99 });
  });
  afterAll(() => api.close());

  it('is 400 with 3204 and records nothing; fewer months pay', async () => {
    const you = client(api);
    const refused = await you.pay(Q.msi, { cardId: VISA_CREDIT, installments: 18 });
    expect(refused.status).toBe(400);
    const { request_id: _id, ...expected } = exampleOf<ErrorBody>('InstallmentsBelowMinimumError');
    expect(refused.body).toMatchObject({ ...expected, error_code: 3204 });
    expect(refused.body.request_id).toMatch(/\S/);
    expect(await you.count()).toBe(14);
    expect((await you.pay(Q.msi, { cardId: VISA_CREDIT, installments: 12 })).body.payment_plan).toEqual({ payments: 12 });
  });
});
