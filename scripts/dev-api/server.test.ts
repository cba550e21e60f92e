// @vitest-environment node
// The development API over HTTP. Every JSON answer of a contract operation is checked against the
// response schema that openapi.yaml declares for its status (`checkAgainstContract` in test-support.ts),
// so a handler that answers outside the contract fails the test that made the call.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mockTokenId } from '../../src/features/payment-methods/tokenizer/mock-tokenizer.ts';
import { parseDevApiArgs, startDevApi, type DevApi } from './server.mjs';
import {
  operations,
  exampleOf,
  messageOf,
  checked,
  checkAgainstContract,
  type ErrorBody,
  type Customer,
  type User,
  type Card,
  type Quotation,
  type Payment,
  type Employee,
  type ImportResult,
  type PersonalData,
  type Company,
  type Mail,
  type Answer,
  call,
  as,
  type Client,
  silent,
  NOON,
  startApi,
  world,
  cents,
  csvForm,
  signIn,
  outbox,
  ACCOUNT_OPERATIONS,
  PRIVACY_OPERATIONS,
  AUTO_PAYMENT_OPERATIONS,
  INVITATION_OPERATIONS,
  CREDIT_NOTE_OPERATIONS,
  INVOICE_PACKAGE_OPERATIONS,
  startApiForSuite,
} from './test-support.ts';

const EMPLOYER_CARDS = ['kqgykn96i7bcs1wwhvgw', 'k9mrtnzqy8w4bxh2d5je', 'ktr3x7b2mfqz9wv5nc8p'];
const EXPIRED_CARNET = 'ktr3x7b2mfqz9wv5nc8p';
const QUOTATION = {
  pending: '6741b2f0c3a4d5e6f7a8b158',
  pending2: '6741b2f0c3a4d5e6f7a8b161',
  pending3: '6741b2f0c3a4d5e6f7a8b152',
  paid: '6741b2f0c3a4d5e6f7a8b147',
  expired: '6741b2f0c3a4d5e6f7a8b139',
  cancelled: '6741b2f0c3a4d5e6f7a8b131',
};

/** Saves a card from a token of the app's mock tokenizer. */
async function addCard(client: Client, cardNumber: string, expirationMonth = '05', expirationYear = '35', holder_name?: string) {
  const token_id = mockTokenId({ cardNumber, expirationMonth, expirationYear });
  return client.post<Card & ErrorBody>('/customers/me/cards', {
    token_id,
    device_session_id: 'dispositivo-de-prueba',
    ...(holder_name ? { holder_name } : {}),
  });
}

// --- Tests ------------------------------------------------------------------------------------

describe('the contract check used by these tests', () => {
  it('accepts an answer the contract declares', () => {
    expect(checkAgainstContract('GET', '/payments/count', 200, 'application/json; charset=utf-8', '{"count":3}', false)).toBe(
      'countPayments',
    );
    expect(checkAgainstContract('DELETE', '/customers/me/cards/k1', 204, null, '', false)).toBe('deleteCard');
    expect(checkAgainstContract('GET', '/__dev', 200, 'application/json', '{}', false)).toBeNull();
  });

  it('refuses an undeclared status, a body its schema refuses, a body on 204 and an answer that is not JSON', () => {
    expect(() => checkAgainstContract('GET', '/customers/me/cards', 418, 'application/json', '[]', false)).toThrow(/does not declare/);
    expect(() => checkAgainstContract('GET', '/customers/me/cards', 200, 'application/json', '[{"id":"k1"}]', false)).toThrow(
      /outside the contract/,
    );
    expect(() => checkAgainstContract('GET', '/payments/count', 200, 'application/json', '{"count":-1}', false)).toThrow(
      /outside the contract/,
    );
    // A card error needs Openpay's error_code.
    expect(() => checkAgainstContract('POST', '/quotations/q1/pay', 400, 'application/json', '{"message":"No."}', false)).toThrow(
      /error_code/,
    );
    expect(() =>
      checkAgainstContract(
        'POST',
        '/users/me/email-change',
        409,
        'application/json',
        '{"message":"x","errors":[{"field":"newEmail"}]}',
        false,
      ),
    ).toThrow(/outside/);
    expect(() => checkAgainstContract('DELETE', '/employees/e1', 204, null, '{}', false)).toThrow(/no body/);
    expect(() => checkAgainstContract('GET', '/payments/count', 200, 'text/html', '<p>', false)).toThrow(/not JSON/);
  });
});

describe('authentication', () => {
  let api: DevApi;
  beforeAll(async () => {
    // Today's data and the real clock, as `npm run dev` starts it.
    api = await startDevApi({ port: 0, log: silent });
  });
  afterAll(() => api.close());

  it("without a token or with an unknown one, every private call answers 401 with the contract's message", async () => {
    const unauthorized = messageOf('UnauthorizedError');
    for (const [method, path] of [
      ['GET', '/customers/me/cards'],
      ['POST', '/users/user-by-token-app'],
      ['GET', '/quotations'],
      ['GET', '/payments/count'],
      ['GET', '/employees'],
      ['PATCH', '/users/me'],
    ]) {
      const missing = await call(api, method, path);
      expect(missing.status).toBe(401);
      expect(missing.body).toEqual({ message: unauthorized });
      const unknown = await call(api, method, path, { token: 'f'.repeat(64) });
      expect(unknown.status).toBe(401);
      expect(unknown.body.message).toBe(unauthorized);
    }
    const basic = await fetch(`${api.url}/customers/me/cards`, {
      headers: { authorization: `Basic ${api.seed.accounts[0].sessionToken}` },
    });
    expect(basic.status).toBe(401);
  });

  it("each example user signs in with the examples' password, and the token answered works", async () => {
    expect(api.seed.accounts).toHaveLength(2);
    for (const account of api.seed.accounts) {
      const login = await signIn(api, account.user.email, api.seed.password);
      expect(login.status).toBe(200);
      expect(login.body.token).toMatch(/^[0-9a-f]{64}$/);
      expect(login.body.token).not.toBe(account.sessionToken);
      expect(login.body.user).toMatchObject({ id: account.user.id, email: account.user.email, isEmployer: account.kind === 'employer' });
      expect(login.body.user.customer.isEmployer).toBe(account.kind === 'employer');
      const me = await as(api, login.body.token).post<User>('/users/user-by-token-app');
      expect(me.status).toBe(200);
      expect(me.body).toEqual(login.body.user);
    }
  });

  it('the e-mail is not case-sensitive', async () => {
    const account = api.seed.accounts[0];
    const login = await signIn(api, account.user.email.toUpperCase(), api.seed.password);
    expect(login.status).toBe(200);
    expect(login.body.user.id).toBe(account.user.id);
  });

  it('a wrong password or an unknown e-mail answer the same 401', async () => {
    const wrong = await signIn(api, api.seed.accounts[0].user.email, `${api.seed.password}x`);
    const unknown = await signIn(api, 'nadie@ejemplo.mx', api.seed.password);
    expect(wrong.status).toBe(401);
    expect(wrong.body).toEqual({ message: messageOf('InvalidCredentialsError') });
    expect(unknown.status).toBe(401);
    expect(unknown.body).toEqual(wrong.body);
  });

  it('a body that breaks the schema is 422, one that is not JSON is 400', async () => {
    const missing = await call(api, 'POST', '/auth/app-login', { body: { email: api.seed.accounts[0].user.email } });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toContainEqual(expect.objectContaining({ field: 'password' }));
    const notJson = await call(api, 'POST', '/auth/app-login', { rawBody: '{"email":' });
    expect(notJson.status).toBe(400);
    expect(notJson.body).toEqual({ message: messageOf('BadRequestError') });
  });

  it("the examples' session tokens are sessions from the start", async () => {
    for (const account of api.seed.accounts) {
      const me = await as(api, account.sessionToken).post<User>('/users/user-by-token-app');
      expect(me.status).toBe(200);
      expect(me.body.email).toBe(account.user.email);
    }
  });
});

describe('each user sees only their own data', () => {
  const api = startApiForSuite();

  const seedOf = (kind: string) => {
    const account = api.seed.accounts.find((a) => a.kind === kind);
    if (!account) throw new Error(kind);
    return account as unknown as { quotations: Quotation[]; payments: Payment[]; cards: Card[]; user: { id: string } };
  };

  it('the employer: his quotations, payments, the CardList cards, 23 employees and his company', async () => {
    const { client } = world(api, 'employer');
    const own = seedOf('employer');
    expect((await client.get<Quotation[]>('/quotations')).body.map((q) => q.id)).toEqual(own.quotations.map((q) => q.id));
    expect((await client.get<Payment[]>('/payments')).body.map((p) => p.id)).toEqual(own.payments.map((p) => p.id));
    const cards = await client.get<Card[]>('/customers/me/cards');
    expect(cards.body.map((c) => c.id)).toEqual(exampleOf<Card[]>('CardList').map((c) => c.id));
    expect(cards.body.map((c) => c.card_number)).toEqual(['411111XXXXXX1111', '555555XXXXXX4444', '506254XXXXXX5232']);
    expect((await client.get<{ count: number }>('/employees/count')).body).toEqual({ count: 23 });
    expect((await client.get<{ count: number }>('/payments/count')).body).toEqual({ count: 14 });
    const company = await client.get<Company>('/customers/me/company');
    expect(company.status).toBe(200);
    expect(company.body.rfc).toBe('CBA090615K22');
    const me = await client.get<PersonalData>('/users/me');
    expect(me.body.email).toBe('mariajose.hernandez@constructoradelbajio.mx');
  });

  it('the non-employer: no cards, his own 3 quotations and 2 payments, no employees and no company', async () => {
    const { client } = world(api, 'nonEmployer');
    const own = seedOf('nonEmployer');
    expect((await client.get<Card[]>('/customers/me/cards')).body).toEqual([]);
    const quotations = await client.get<Quotation[]>('/quotations');
    expect(quotations.body.map((q) => q.folio)).toEqual(['COT-2026-0163', 'COT-2026-0149', 'COT-2026-0133']);
    expect((await client.get<Payment[]>('/payments')).body.map((p) => p.id)).toEqual(own.payments.map((p) => p.id));
    expect((await client.get<{ count: number }>('/payments/count')).body).toEqual({ count: 2 });
    // Employer-only calls answer a non-employer 403 (the app never makes them for one).
    const employees = await client.get('/employees');
    expect(employees.status).toBe(403);
    expect(employees.body).toEqual(exampleOf('EmployerOnlyError'));
    expect((await client.get('/employees/count')).status).toBe(403);
    expect((await client.get('/customers/me/company')).status).toBe(403);
    expect((await client.get<PersonalData>('/users/me')).body).toEqual(exampleOf('PersonalDataNonEmployer'));
  });

  it("one user cannot reach the other's records by id", async () => {
    const { client } = world(api, 'nonEmployer');
    const employerPayment = seedOf('employer').payments[0].id;
    expect((await client.get(`/quotations/${QUOTATION.pending}`)).status).toBe(404);
    expect((await client.get(`/payments/${employerPayment}`)).status).toBe(404);
    expect((await client.post(`/quotations/${QUOTATION.pending}/pay`, { cardId: EMPLOYER_CARDS[0] })).status).toBe(404);
    expect((await client.delete(`/customers/me/cards/${EMPLOYER_CARDS[0]}`)).status).toBe(404);
    expect((await client.patch('/employees/6651a0c3e2b4d5f6a7b8c901', { status: 'active' })).status).toBe(403);
    expect((await client.delete('/employees/6651a0c3e2b4d5f6a7b8c901')).status).toBe(403);
  });

  it('new worlds are copies, isolated from each other and from the shared world', async () => {
    const a = world(api, 'employer');
    const b = world(api, 'employer');
    expect(a.world).not.toBe(b.world);
    expect((await a.client.delete(`/customers/me/cards/${EMPLOYER_CARDS[1]}`)).status).toBe(204);
    expect((await a.client.patch('/users/me', { firstName: 'Mariajo' })).status).toBe(200);
    expect((await a.client.get<Card[]>('/customers/me/cards')).body).toHaveLength(2);
    expect((await b.client.get<Card[]>('/customers/me/cards')).body).toHaveLength(3);
    expect((await b.client.post<User>('/users/user-by-token-app')).body.firstName).toBe('María José');
    const shared = as(api, api.seed.accounts.find((a) => a.kind === 'employer')!.sessionToken);
    expect((await shared.get<Card[]>('/customers/me/cards')).body).toHaveLength(3);
    expect((await shared.post<User>('/users/user-by-token-app')).body.firstName).toBe('María José');
  });
});

describe('filters over HTTP', () => {
  let api: DevApi;
  let employer: Client;
  let employerPayments: Payment[];
  beforeAll(async () => {
    api = await startApi();
    employer = world(api, 'employer').client;
    employerPayments = (api.seed.accounts.find((a) => a.kind === 'employer') as unknown as { payments: Payment[] }).payments;
  });
  afterAll(() => api.close());

  it('quotations are counted by the same where as their list; a bad where is a 400', async () => {
    const all = (await employer.get<Quotation[]>('/quotations')).body;
    expect((await employer.get<{ count: number }>('/quotations/count')).body).toEqual({ count: all.length });
    const pending = await employer.list<{ count: number }>('/quotations/count', 'where', { status: 'pendiente' });
    expect(pending.body).toEqual({ count: all.filter((q) => q.status === 'pendiente').length });
    const paidOrCancelled = await employer.list<{ count: number }>('/quotations/count', 'where', {
      status: { inq: ['pagada', 'cancelada'] },
    });
    expect(paidOrCancelled.body.count).toBe(all.filter((q) => q.status === 'pagada' || q.status === 'cancelada').length);
    const bad = await employer.list('/quotations/count', 'where', { estado: 'pendiente' });
    expect(bad.status).toBe(400);
  });

  it('status and a creation_date range (as instants), ordered by amount, paged', async () => {
    const completed = employerPayments
      .filter((p) => p.status === 'COMPLETED')
      .sort((a, b) => Date.parse(a.creation_date) - Date.parse(b.creation_date));
    expect(completed.length).toBeGreaterThanOrEqual(4);
    // The range runs from one payment's instant to another's, both written in UTC (the payments are written at -06:00).
    const from = new Date(Date.parse(completed[1].creation_date)).toISOString();
    const to = new Date(Date.parse(completed[completed.length - 1].creation_date)).toISOString();
    const where = { status: 'COMPLETED', creation_date: { between: [from, to] } };
    const inRange = completed.slice(1);
    const byAmount = [...inRange].sort((a, b) => b.amount - a.amount);

    const all = await employer.list<Payment[]>('/payments', 'filter', { where, order: ['amount DESC'] });
    expect(all.status).toBe(200);
    expect(all.body.map((p) => p.id)).toEqual(byAmount.map((p) => p.id));
    const page = await employer.list<Payment[]>('/payments', 'filter', { where, order: ['amount DESC'], limit: 2, skip: 1 });
    expect(page.body.map((p) => p.id)).toEqual(byAmount.slice(1, 3).map((p) => p.id));
    const count = await employer.list<{ count: number }>('/payments/count', 'where', where);
    expect(count.body).toEqual({ count: inRange.length });
    // One millisecond after the first instant leaves that payment out.
    const later = { ...where, creation_date: { between: [new Date(Date.parse(from) + 1).toISOString(), to] } };
    expect((await employer.list<{ count: number }>('/payments/count', 'where', later)).body.count).toBe(inRange.length - 1);
  });

  it('status inq, order ASC and the default order (newest first)', async () => {
    const failedOrRefunded = await employer.list<Payment[]>('/payments', 'filter', {
      where: { status: { inq: ['FAILED', 'REFUNDED'] } },
      order: 'amount ASC',
    });
    expect(failedOrRefunded.body.map((p) => p.status).sort()).toEqual(['FAILED', 'FAILED', 'REFUNDED']);
    expect(failedOrRefunded.body.map((p) => p.amount)).toEqual([6380, 12064, 27457.2]);
    const newest = await employer.list<Payment[]>('/payments', 'filter', { limit: 3 });
    expect(newest.body.map((p) => p.id)).toEqual(employerPayments.slice(0, 3).map((p) => p.id));
    const quotations = await employer.list<Quotation[]>('/quotations', 'filter', {
      where: { status: 'pendiente' },
      order: ['validUntil ASC'],
    });
    expect(quotations.body.map((q) => q.folio)).toEqual([
      'COT-2026-0152',
      'COT-2026-0154',
      'COT-2026-0157',
      'COT-2026-0158',
      'COT-2026-0160',
      'COT-2026-0161',
    ]);
  });

  it('an unknown field or operator, a limit too high or a filter that is not JSON is a 400 with a message', async () => {
    const invalid = messageOf('InvalidFilterError');
    for (const filter of [
      { where: { estado: 'COMPLETED' } },
      { where: { status: { ilike: 'COMP' } } },
      { where: { amount: { eq: 5 } } },
      { limit: 1001 },
      { fields: ['id'] },
      { order: 'description ASC' },
    ]) {
      const answer = await employer.list('/payments', 'filter', filter);
      expect(answer.status).toBe(400);
      expect(answer.body.message).toContain(invalid);
    }
    const notJson = await call(api, 'GET', `/payments?filter=${encodeURIComponent('{where:{status:"FAILED"}}')}`, {
      token: world(api, 'employer').token,
    });
    expect(notJson.status).toBe(400);
    expect(notJson.body.message).toContain(invalid);
    const countNotJson = await call(api, 'GET', '/payments/count?where=status', { token: world(api, 'employer').token });
    expect(countNotJson.status).toBe(400);
    const quotations = await employer.list('/quotations', 'filter', { where: { estado: 'pendiente' } });
    expect(quotations.status).toBe(400);
    const employees = await employer.list('/employees', 'filter', { where: { name: 'Ana' } });
    expect(employees.status).toBe(400);
    expect(employees.body.message).toContain(messageOf('EmployeeInvalidFilterError'));
    expect((await employer.list('/employees', 'filter', { limit: 101 })).status).toBe(400);
    expect((await employer.list('/employees/count', 'where', { status: { like: '(' } })).status).toBe(400);
  });

  const search = (pattern: string) => {
    const like = { like: pattern, options: 'i' };
    return { or: [{ firstName: like }, { lastName: like }, { email: like }] };
  };

  it("the app's accent-insensitive search finds both Sofías", async () => {
    const found = await employer.list<Employee[]>('/employees', 'filter', { where: { and: [search('s[oóòö]f[iíìï][aáàä]')] } });
    expect(found.status).toBe(200);
    expect(found.body.map((e) => `${e.firstName} ${e.lastName}`).sort()).toEqual(['Ana Sofía Martínez López', 'Sofía Ramírez Ortiz']);
    expect(
      (await employer.list<{ count: number }>('/employees/count', 'where', { and: [search('s[oóòö]f[iíìï][aáàä]')] })).body.count,
    ).toBe(2);
  });

  it('a status next to the search still applies (the shape the app sends)', async () => {
    const where = { status: 'active', and: [search('s[oóòö]f[iíìï][aáàä]')] };
    const found = await employer.list<Employee[]>('/employees', 'filter', {
      where,
      order: ['lastName ASC', 'firstName ASC'],
      limit: 10,
      skip: 0,
    });
    expect(found.body.map((e) => e.email)).toEqual(['ana.martinez@constructoradelbajio.mx']);
    expect((await employer.list<{ count: number }>('/employees/count', 'where', where)).body.count).toBe(1);
    const invited = await employer.list<Employee[]>('/employees', 'filter', { where: { status: 'invited', and: [search('sofia')] } });
    expect(invited.body.map((e) => e.email)).toEqual(['sofia.ramirez@constructoradelbajio.mx']);
  });

  it('every word must match (one "or" per word)', async () => {
    const found = await employer.list<Employee[]>('/employees', 'filter', { where: { and: [search('sofia'), search('ramirez')] } });
    expect(found.body.map((e) => e.email)).toEqual(['sofia.ramirez@constructoradelbajio.mx']);
  });

  it('"ÁLVAREZ" and "nunez" find the accented names', async () => {
    const alvarez = await employer.list<Employee[]>('/employees', 'filter', { where: { lastName: { like: 'ÁLVAREZ', options: 'i' } } });
    expect(alvarez.body.map((e) => e.lastName)).toEqual(['Álvarez Rodríguez']);
    const nunez = await employer.list<Employee[]>('/employees', 'filter', { where: { and: [search('nunez')] } });
    expect(nunez.body.map((e) => e.lastName)).toEqual(['Núñez Castañeda']);
  });

  it('employees are in Spanish order by default', async () => {
    const all = await employer.list<Employee[]>('/employees', 'filter', { limit: 100 });
    const lastNames = all.body.map((e) => e.lastName);
    expect(lastNames).toHaveLength(23);
    expect(lastNames[0]).toBe('Álvarez Rodríguez');
    expect(lastNames[lastNames.length - 1]).toBe('Zúñiga Estrada');
    expect(lastNames).toEqual([...lastNames].sort(new Intl.Collator('es-MX').compare));
    expect(lastNames.indexOf('Úbeda Castro')).toBe(lastNames.length - 3);
    const descending = await employer.list<Employee[]>('/employees', 'filter', { order: ['lastName DESC'], limit: 2 });
    expect(descending.body.map((e) => e.lastName)).toEqual(['Zúñiga Estrada', 'Yáñez Olvera']);
    const page = await employer.list<Employee[]>('/employees', 'filter', { order: ['lastName ASC', 'firstName ASC'], limit: 10, skip: 20 });
    expect(page.body.map((e) => e.lastName)).toEqual(lastNames.slice(20));
  });
});

describe('cards', () => {
  const api = startApiForSuite();

  it('a card from a mock token is saved masked, with brand, type and bank, and listed first', async () => {
    const { client } = world(api, 'employer');
    const added = await addCard(client, '4242424242424242', '05', '35', 'María José Hernández');
    expect(added.status).toBe(200);
    expect(added.body).toMatchObject({
      card_number: '424242XXXXXX4242',
      brand: 'visa',
      type: 'credit',
      bank_name: 'Santander',
      expiration_month: '05',
      expiration_year: '35',
      holder_name: 'María José Hernández',
      allows_charges: true,
    });
    const cards = await client.get<Card[]>('/customers/me/cards');
    expect(cards.body.map((c) => c.id)).toEqual([added.body.id, ...EMPLOYER_CARDS]);
    // The employer already has a default card: it stays.
    expect((await client.post<User>('/users/user-by-token-app')).body.customer.defaultCardId).toBe(EMPLOYER_CARDS[0]);
  });

  it('American Express and Carnet tokens', async () => {
    const { client } = world(api, 'employer');
    expect((await addCard(client, '378282246310005')).body).toMatchObject({
      card_number: '378282XXXXX0005',
      brand: 'american_express',
      bank_name: 'American Express',
    });
    expect((await addCard(client, '5062541600005232', '01', '33')).body).toMatchObject({
      card_number: '506254XXXXXX5232',
      brand: 'carnet',
      type: 'debit',
      expiration_year: '33',
    });
  });

  it("the non-employer's first card becomes the default, the second does not", async () => {
    const { client } = world(api, 'nonEmployer');
    const first = await addCard(client, '5555555555554444');
    expect(first.status).toBe(200);
    expect(first.body.holder_name).toBe('José Luis Ramírez Ortiz');
    expect((await client.post<User>('/users/user-by-token-app')).body.customer.defaultCardId).toBe(first.body.id);
    const second = await addCard(client, '4242424242424242');
    expect(second.status).toBe(200);
    expect((await client.post<User>('/users/user-by-token-app')).body.customer.defaultCardId).toBe(first.body.id);
  });

  it('a token works once (1005), the same card again is 2002, a token that is not one is 400', async () => {
    const { client } = world(api, 'nonEmployer');
    const token_id = mockTokenId({ cardNumber: '4242424242424242', expirationMonth: '05', expirationYear: '35' });
    const body = { token_id, device_session_id: 'dispositivo' };
    expect((await client.post('/customers/me/cards', body)).status).toBe(200);
    const reused = await client.post('/customers/me/cards', body);
    expect(reused.status).toBe(400);
    expect(reused.body).toMatchObject({ error_code: 1005, message: messageOf('CardTokenExpiredError') });
    const again = await addCard(client, '4242424242424242');
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ error_code: 2002, message: messageOf('CardAlreadyRegisteredError') });
    // The same number with another expiry is another card.
    expect((await addCard(client, '4242424242424242', '06', '35')).status).toBe(200);
    for (const bad of [
      'tok_visa_4242',
      'kxabcdefghij',
      'constructor',
      '__proto__',
      'toString',
      mockTokenId({ cardNumber: '4242424242424242', expirationMonth: '13', expirationYear: '35' }),
    ]) {
      const refused = await client.post('/customers/me/cards', { token_id: bad, device_session_id: 'dispositivo' });
      expect({ bad, status: refused.status, code: refused.body.error_code }).toEqual({ bad, status: 400, code: 1005 });
    }
    expect((await client.get<Card[]>('/customers/me/cards')).body).toHaveLength(2);
  });

  it("the contract example's token saves the card of CardAdded", async () => {
    const { client } = world(api, 'nonEmployer');
    const added = await client.post<Card>('/customers/me/cards', { ...exampleOf<Record<string, unknown>>('AddCardRequest') });
    expect(added.status).toBe(200);
    const expected = exampleOf<Card>('CardAdded');
    expect(added.body).toMatchObject({
      card_number: expected.card_number,
      brand: expected.brand,
      bank_name: expected.bank_name,
      holder_name: expected.holder_name,
    });
  });

  it('a card body that breaks the schema is 422', async () => {
    const { client } = world(api, 'nonEmployer');
    const answer = await client.post('/customers/me/cards', { token_id: 'kx', card_number: '4242424242424242' });
    expect(answer.status).toBe(422);
    expect(answer.body.errors?.map((e) => e.field).sort()).toEqual(['card_number', 'device_session_id']);
  });

  it('another card as the default shows on the customer and the user', async () => {
    const { client } = world(api, 'employer');
    const updated = await client.patch<Customer>('/customers/me', { defaultCardId: EMPLOYER_CARDS[1] });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ defaultCardId: EMPLOYER_CARDS[1], autoPaymentEnabled: true, isEmployer: true });
    expect((await client.post<User>('/users/user-by-token-app')).body.customer).toEqual(updated.body);
    const added = await addCard(client, '5105105105105100');
    const again = await client.patch<Customer>('/customers/me', { defaultCardId: added.body.id });
    expect(again.body.defaultCardId).toBe(added.body.id);
    expect((await client.post<User>('/users/user-by-token-app')).body.customer).toEqual(again.body);
  });

  it('an expired card cannot be the default; an unknown one is 404; an empty change is 422', async () => {
    const { client } = world(api, 'employer');
    const expired = await client.patch('/customers/me', { defaultCardId: EXPIRED_CARNET });
    expect(expired.status).toBe(400);
    expect(expired.body).toEqual({ message: messageOf('DefaultCardExpiredError') });
    const unknown = await client.patch('/customers/me', { defaultCardId: 'knoexiste0000000000' });
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ message: messageOf('CardNotFoundError') });
    expect((await client.patch('/customers/me', {})).status).toBe(422);
    expect((await client.patch('/customers/me', { autoPaymentEnabled: 'sí' })).status).toBe(422);
    expect((await client.post<User>('/users/user-by-token-app')).body.customer.defaultCardId).toBe(EMPLOYER_CARDS[0]);
  });

  it('deleting the default card clears it and turns automatic payment off', async () => {
    const { client } = world(api, 'employer');
    expect((await client.post<User>('/users/user-by-token-app')).body.customer).toMatchObject({
      defaultCardId: EMPLOYER_CARDS[0],
      autoPaymentEnabled: true,
    });
    const deleted = await client.delete(`/customers/me/cards/${EMPLOYER_CARDS[0]}`);
    expect(deleted.status).toBe(204);
    expect((await client.post<User>('/users/user-by-token-app')).body.customer).toMatchObject({
      defaultCardId: null,
      autoPaymentEnabled: false,
    });
    expect((await client.get<Card[]>('/customers/me/cards')).body.map((c) => c.id)).toEqual(EMPLOYER_CARDS.slice(1));
    const again = await client.delete(`/customers/me/cards/${EMPLOYER_CARDS[0]}`);
    expect(again.status).toBe(404);
    expect(again.body).toEqual({ message: messageOf('CardNotFoundError') });
  });

  it('deleting another card leaves the default alone', async () => {
    const { client } = world(api, 'employer');
    expect((await client.delete(`/customers/me/cards/${EMPLOYER_CARDS[1]}`)).status).toBe(204);
    expect((await client.post<User>('/users/user-by-token-app')).body.customer).toMatchObject({
      defaultCardId: EMPLOYER_CARDS[0],
      autoPaymentEnabled: true,
    });
  });

  it('automatic payment is turned on only with consent, needs a usable default card, and stays on once set', async () => {
    const { client } = world(api, 'nonEmployer');
    const consent = {
      termsVersion: (await client.get<{ terms: { version: string } }>('/customers/me/auto-payment')).body.terms.version,
      accepted: true,
    };
    const byPatch = await client.patch('/customers/me', { autoPaymentEnabled: true });
    expect(byPatch.status).toBe(409);
    expect(byPatch.body).toEqual({ message: messageOf('AutoPaymentConsentRequiredError') });
    const without = await client.post('/customers/me/auto-payment/consent', consent);
    expect(without.status).toBe(400);
    expect(without.body).toEqual({ message: messageOf('AutoPaymentWithoutDefaultCardError') });
    const card = await addCard(client, '4242424242424242');
    const on = await client.post<{ enabled: boolean }>('/customers/me/auto-payment/consent', consent);
    expect(on.status).toBe(200);
    expect(on.body.enabled).toBe(true);
    expect((await client.post<User>('/users/user-by-token-app')).body.customer).toMatchObject({
      defaultCardId: card.body.id,
      autoPaymentEnabled: true,
    });
    const off = await client.patch<Customer>('/customers/me', { autoPaymentEnabled: false });
    expect(off.body.autoPaymentEnabled).toBe(false);
    expect((await client.post<User>('/users/user-by-token-app')).body.customer).toMatchObject({
      defaultCardId: card.body.id,
      autoPaymentEnabled: false,
    });
  });
});

describe('paying a quotation', () => {
  const api = startApiForSuite();

  const pendingTotal = async (client: Client) =>
    (await client.list<Quotation[]>('/quotations', 'filter', { where: { status: 'pendiente' } })).body.reduce(
      (sum, q) => sum + cents(q.total),
      0,
    );

  it('with a good card: a COMPLETED payment with its invoice, the quotation paid, the history and totals updated', async () => {
    const { client } = world(api, 'employer');
    const card = await addCard(client, '4242424242424242');
    const quotation = (await client.get<Quotation>(`/quotations/${QUOTATION.pending}`)).body;
    expect(quotation.status).toBe('pendiente');
    const countBefore = (await client.get<{ count: number }>('/payments/count')).body.count;
    const pendingBefore = await pendingTotal(client);

    const paid = await client.post<Payment>(`/quotations/${QUOTATION.pending}/pay`, { cardId: card.body.id });
    expect(paid.status).toBe(200);
    expect(paid.body).toMatchObject({
      status: 'COMPLETED',
      amount: quotation.total,
      quotation: { id: quotation.id, folio: quotation.folio },
      card: { card_number: '424242XXXXXX4242' },
    });
    expect(paid.body.error_message).toBeNull();
    // No invoice until the customer requests one with their fiscal data (the invoice tests below).
    expect(paid.body.invoice).toBeNull();
    expect((paid.body as { invoice_deadline?: string }).invoice_deadline).toMatch(/^\d{4}-\d{2}-\d{2}$/);

    const after = (await client.get<Quotation>(`/quotations/${QUOTATION.pending}`)).body;
    expect(after).toMatchObject({ status: 'pagada', paymentId: paid.body.id });
    expect((await client.get<Payment[]>('/payments')).body[0].id).toBe(paid.body.id);
    expect((await client.get<Payment>(`/payments/${paid.body.id}`)).body).toEqual(paid.body);
    expect((await client.get<{ count: number }>('/payments/count')).body.count).toBe(countBefore + 1);
    expect(await pendingTotal(client)).toBe(pendingBefore - cents(quotation.total));

    const again = await client.post(`/quotations/${QUOTATION.pending}/pay`, { cardId: card.body.id });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: messageOf('QuotationAlreadyPaidError') });
  });

  it('is idempotent: the same Idempotency-Key answers the first result and never charges twice', async () => {
    const { client } = world(api, 'employer');
    const key = 'e2d6f0a4-7b1c-4e9a-8c3d-5f2b1a0e9d77';
    const countBefore = (await client.get<{ count: number }>('/payments/count')).body.count;
    const first = await client.post<Payment>(`/quotations/${QUOTATION.pending}/pay`, { cardId: EMPLOYER_CARDS[0] }, key);
    expect(first.status).toBe(200);
    // The answer was lost on the way: the app repeats the same attempt.
    const repeated = await client.post<Payment>(`/quotations/${QUOTATION.pending}/pay`, { cardId: EMPLOYER_CARDS[0] }, key);
    expect(repeated.status).toBe(200);
    expect(repeated.body).toEqual(first.body);
    expect((await client.get<{ count: number }>('/payments/count')).body.count).toBe(countBefore + 1);
    // A new attempt (a new key) meets the paid quotation.
    expect((await client.post(`/quotations/${QUOTATION.pending}/pay`, { cardId: EMPLOYER_CARDS[0] })).status).toBe(409);
  });

  it('a declined attempt repeated with its key gets the same decline, without a second attempt', async () => {
    const { client } = world(api, 'employer');
    const card = await addCard(client, '4222222222222220');
    const key = 'a1b2c3d4-0000-4000-8000-declined0001';
    const countBefore = (await client.get<{ count: number }>('/payments/count')).body.count;
    const first = await client.post(`/quotations/${QUOTATION.pending}/pay`, { cardId: card.body.id }, key);
    const repeated = await client.post(`/quotations/${QUOTATION.pending}/pay`, { cardId: card.body.id }, key);
    expect([first.status, repeated.status]).toEqual([400, 400]);
    expect(repeated.body).toEqual(first.body);
    expect((await client.get<{ count: number }>('/payments/count')).body.count).toBe(countBefore + 1);
  });

  it('a key used for another card or quotation is a 422; a charge without a key is a 422', async () => {
    const { client } = world(api, 'employer');
    const key = 'b7c8d9e0-1111-4222-8333-otherattempt';
    expect((await client.post(`/quotations/${QUOTATION.pending}/pay`, { cardId: EMPLOYER_CARDS[0] }, key)).status).toBe(200);
    const otherQuotation = await client.post(`/quotations/${QUOTATION.pending2}/pay`, { cardId: EMPLOYER_CARDS[0] }, key);
    expect(otherQuotation.status).toBe(422);
    expect(otherQuotation.body).toEqual({ message: messageOf('IdempotencyKeyReusedError') });
    const noKey = await client.post(`/quotations/${QUOTATION.pending2}/pay`, { cardId: EMPLOYER_CARDS[0] }, null);
    expect(noKey.status).toBe(422);
    expect((await client.get<Quotation>(`/quotations/${QUOTATION.pending2}`)).body.status).toBe('pendiente');
  });

  it('an invoice that does not exist is 404', async () => {
    expect((await fetch(`${api.url}/facturas/00000000-0000-0000-0000-000000000000.pdf`)).status).toBe(404);
  });

  it.each([
    ['4222222222222220', 3001, 'PayCardDeclinedError'],
    ['4444444444444448', 3003, 'PayInsufficientFundsError'],
    ['4000000000000069', 3002, 'PayCardExpiredError'],
  ])('the sandbox card %s is declined with %i, and a FAILED payment is recorded', async (number, code, exampleName) => {
    const { client } = world(api, 'employer');
    const card = await addCard(client, number);
    expect(card.status).toBe(200);
    const countBefore = (await client.get<{ count: number }>('/payments/count')).body.count;
    const declined = await client.post(`/quotations/${QUOTATION.pending2}/pay`, { cardId: card.body.id });
    expect(declined.status).toBe(400);
    expect(declined.body).toMatchObject({ error_code: code, message: messageOf(exampleName) });
    const [latest] = (await client.get<Payment[]>('/payments')).body;
    expect(latest).toMatchObject({ status: 'FAILED', error_message: declined.body.message, amount: 5884.1, invoice: null });
    expect((await client.get<{ count: number }>('/payments/count')).body.count).toBe(countBefore + 1);
    expect((await client.get<Quotation>(`/quotations/${QUOTATION.pending2}`)).body.status).toBe('pendiente');
  });

  it('the seeded expired Carnet is declined with 3002', async () => {
    const { client } = world(api, 'employer');
    const declined = await client.post(`/quotations/${QUOTATION.pending3}/pay`, { cardId: EXPIRED_CARNET });
    expect(declined.status).toBe(400);
    expect(declined.body.error_code).toBe(3002);
  });

  it('after a declined attempt the next card pays, with the next order id', async () => {
    const { client } = world(api, 'employer');
    const bad = await addCard(client, '4222222222222220');
    expect((await client.post(`/quotations/${QUOTATION.pending2}/pay`, { cardId: bad.body.id })).status).toBe(400);
    const paid = await client.post<Payment & { order_id: string }>(`/quotations/${QUOTATION.pending2}/pay`, { cardId: EMPLOYER_CARDS[0] });
    expect(paid.status).toBe(200);
    expect(paid.body.order_id).toBe('COT-2026-0161-02');
  });

  it('an unknown quotation or card is 404; an expired or cancelled quotation is 409; a bad body is 422', async () => {
    const { client } = world(api, 'employer');
    const noQuotation = await client.post('/quotations/6741b2f0c3a4d5e6f7a8b999/pay', { cardId: EMPLOYER_CARDS[0] });
    expect(noQuotation.status).toBe(404);
    expect(noQuotation.body).toEqual({ message: messageOf('QuotationNotFoundError') });
    expect((await client.get('/quotations/6741b2f0c3a4d5e6f7a8b999')).status).toBe(404);
    const noCard = await client.post(`/quotations/${QUOTATION.pending}/pay`, { cardId: 'knoexiste' });
    expect(noCard.status).toBe(404);
    expect(noCard.body).toEqual({ message: messageOf('PayCardNotFoundError') });
    const expired = await client.post(`/quotations/${QUOTATION.expired}/pay`, { cardId: EMPLOYER_CARDS[0] });
    expect(expired.status).toBe(409);
    expect(expired.body).toEqual({ message: messageOf('QuotationExpiredError') });
    const cancelled = await client.post(`/quotations/${QUOTATION.cancelled}/pay`, { cardId: EMPLOYER_CARDS[0] });
    expect(cancelled.status).toBe(409);
    expect(cancelled.body.message).toMatch(/cancelada/);
    expect((await client.post(`/quotations/${QUOTATION.pending}/pay`, {})).status).toBe(422);
    expect((await client.post(`/quotations/${QUOTATION.pending}/pay`, { cardId: EMPLOYER_CARDS[0], amount: 1 })).status).toBe(422);
    expect((await client.get(`/payments/trnoexiste`)).status).toBe(404);
    // Nothing was charged.
    expect((await client.get<{ count: number }>('/payments/count')).body.count).toBe(14);
  });
});

// Deciding on a quotation
describe('deciding on a quotation', () => {
  const api = startApiForSuite();
  const UNDECIDED = '6741b2f0c3a4d5e6f7a8b154';
  const ACCEPTED = '6741b2f0c3a4d5e6f7a8b157';
  type Decided = Quotation & {
    decision?: { outcome: string; reason: string | null; comment: string | null; decidedAt: string; decidedBy: { name: string } } | null;
  };

  it('accepting keeps it pendiente and payable, with who decided and when', async () => {
    const { client } = world(api, 'employer');
    const answer = await client.post<Decided>(`/quotations/${QUOTATION.pending}/decision`, { outcome: 'aceptada' });
    expect(answer.status).toBe(200);
    expect(answer.body.status).toBe('pendiente');
    expect(answer.body.decision).toEqual({
      outcome: 'aceptada',
      reason: null,
      comment: null,
      decidedAt: '2026-11-22T12:00:00-06:00',
      decidedBy: { name: 'María José Hernández Ñúñez' },
    });
    expect((await client.get<Decided>(`/quotations/${QUOTATION.pending}`)).body.decision?.outcome).toBe('aceptada');
    expect((await client.post(`/quotations/${QUOTATION.pending}/pay`, { cardId: EMPLOYER_CARDS[0] })).status).toBe(200);
  });

  it('declining makes it rechazada, with its reason and comment, and it can no longer be paid', async () => {
    const { client } = world(api, 'employer');
    const answer = await client.post<Decided>(`/quotations/${UNDECIDED}/decision`, {
      outcome: 'rechazada',
      reason: 'tiempos',
      comment: '  Necesitamos el servicio antes del 1 de diciembre.  ',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.status).toBe('rechazada');
    expect(answer.body.decision).toMatchObject({
      outcome: 'rechazada',
      reason: 'tiempos',
      comment: 'Necesitamos el servicio antes del 1 de diciembre.',
    });
    const pay = await client.post(`/quotations/${UNDECIDED}/pay`, { cardId: EMPLOYER_CARDS[0] });
    expect(pay.status).toBe(409);
    expect(pay.body).toEqual({ message: messageOf('QuotationDeclinedPayError') });
    expect((await client.list<{ count: number }>('/quotations/count', 'where', { status: 'rechazada' })).body.count).toBe(2);
  });

  it('asking for changes keeps it pendiente with the comment; a blank comment is 422 on comment', async () => {
    const { client } = world(api, 'employer');
    const blank = await client.post(`/quotations/${UNDECIDED}/decision`, { outcome: 'cambios_solicitados', comment: '   ' });
    expect(blank.status).toBe(422);
    expect(blank.body).toEqual(exampleOf('DecisionCommentMissingError'));
    const answer = await client.post<Decided>(`/quotations/${UNDECIDED}/decision`, {
      outcome: 'cambios_solicitados',
      comment: 'Cotizar 800 m².',
    });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      status: 'pendiente',
      decision: { outcome: 'cambios_solicitados', reason: null, comment: 'Cotizar 800 m².' },
    });
  });

  it('a second decision, or one on a quotation that is not pendiente, is 409 and changes nothing', async () => {
    const { client } = world(api, 'employer');
    const before = (await client.get<Decided>(`/quotations/${ACCEPTED}`)).body;
    const again = await client.post(`/quotations/${ACCEPTED}/decision`, { outcome: 'rechazada', reason: 'precio' });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: messageOf('QuotationAlreadyDecidedError') });
    expect((await client.get<Decided>(`/quotations/${ACCEPTED}`)).body).toEqual(before);
    for (const id of [QUOTATION.paid, QUOTATION.expired, QUOTATION.cancelled]) {
      const answer = await client.post(`/quotations/${id}/decision`, { outcome: 'aceptada' });
      expect({ id, status: answer.status, body: answer.body }).toEqual({
        id,
        status: 409,
        body: { message: messageOf('QuotationNotDecidableError') },
      });
    }
  });

  it('after asking for changes the customer may still accept or decline this version, but not ask again', async () => {
    const { client } = world(api, 'employer');
    const CHANGES_ASKED = '6741b2f0c3a4d5e6f7a8b160';
    expect((await client.get<Decided>(`/quotations/${CHANGES_ASKED}`)).body.decision?.outcome).toBe('cambios_solicitados');
    const askAgain = await client.post(`/quotations/${CHANGES_ASKED}/decision`, { outcome: 'cambios_solicitados', comment: 'Otra cosa.' });
    expect(askAgain.status).toBe(409);
    expect(askAgain.body).toEqual({ message: messageOf('QuotationAlreadyDecidedError') });
    const accepted = await client.post<Decided>(`/quotations/${CHANGES_ASKED}/decision`, { outcome: 'aceptada' });
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({ status: 'pendiente', decision: { outcome: 'aceptada', comment: null } });
    expect((await client.post(`/quotations/${CHANGES_ASKED}/decision`, { outcome: 'rechazada', reason: 'precio' })).status).toBe(409);

    const other = world(api, 'employer');
    const declined = await other.client.post<Decided>(`/quotations/${CHANGES_ASKED}/decision`, { outcome: 'rechazada', reason: 'precio' });
    expect(declined.status).toBe(200);
    expect(declined.body.status).toBe('rechazada');
  });

  it('a reference waiting for its money cannot be declined (409), but it can be accepted', async () => {
    const { client } = world(api, 'employer');
    expect((await client.post(`/quotations/${UNDECIDED}/pay`, { method: 'bank_account' })).status).toBe(200);
    const decline = await client.post(`/quotations/${UNDECIDED}/decision`, { outcome: 'rechazada', reason: 'otro' });
    expect(decline.status).toBe(409);
    expect(decline.body).toEqual({ message: messageOf('DeclineWithReferencePendingError') });
    expect((await client.post(`/quotations/${UNDECIDED}/decision`, { outcome: 'aceptada' })).status).toBe(200);
  });

  it("refuses: another customer's quotation 404, no reason 422, a field the outcome does not take 422, a bad body 422, not JSON 400", async () => {
    const { client } = world(api, 'nonEmployer');
    const foreign = await client.post(`/quotations/${UNDECIDED}/decision`, { outcome: 'aceptada' });
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ message: messageOf('QuotationNotFoundError') });
    const employer = world(api, 'employer');
    const noReason = await employer.client.post(`/quotations/${UNDECIDED}/decision`, { outcome: 'rechazada', comment: 'Caro.' });
    expect(noReason.status).toBe(422);
    expect(noReason.body).toEqual(exampleOf('DecisionReasonMissingError'));
    const reasonToAccept = await employer.client.post(`/quotations/${UNDECIDED}/decision`, { outcome: 'aceptada', reason: 'precio' });
    expect(reasonToAccept.status).toBe(422);
    expect((reasonToAccept.body as { errors: { field: string }[] }).errors.map((e) => e.field)).toEqual(['reason']);
    const unknownOutcome = await employer.client.post(`/quotations/${UNDECIDED}/decision`, { outcome: 'quizas' });
    expect(unknownOutcome.status).toBe(422);
    const tooLong = await employer.client.post(`/quotations/${UNDECIDED}/decision`, {
      outcome: 'rechazada',
      reason: 'otro',
      comment: 'x'.repeat(1001),
    });
    expect(tooLong.status).toBe(422);
    const notJson = await call(api, 'POST', `/quotations/${UNDECIDED}/decision`, { token: employer.token, rawBody: '{outcome' });
    expect(notJson.status).toBe(400);
    // None of them decided it.
    expect((await employer.client.get<Decided>(`/quotations/${UNDECIDED}`)).body.decision).toBeNull();
  });
});

describe('a quotation whose last day has passed', () => {
  let api: DevApi;
  let now = new Date('2026-11-28T05:59:59Z'); // 23:59:59 of 27 November in Mexico City
  beforeAll(async () => {
    api = await startApi({ today: '2026-11-22', clock: () => now });
  });
  afterAll(() => api.close());

  it('reads as vencida from the next day in Mexico City, and cannot be paid', async () => {
    const { client } = world(api, 'employer');
    expect((await client.get<Quotation>(`/quotations/${QUOTATION.pending3}`)).body).toMatchObject({
      validUntil: '2026-11-27',
      status: 'pendiente',
    });
    now = new Date('2026-11-28T06:00:00Z');
    expect((await client.get<Quotation>(`/quotations/${QUOTATION.pending3}`)).body.status).toBe('vencida');
    const expired = await client.list<Quotation[]>('/quotations', 'filter', { where: { status: 'vencida' } });
    expect(expired.body.map((q) => q.folio)).toEqual(['COT-2026-0152', 'COT-2026-0139', 'COT-2026-0129']);
    const pending = await client.list<Quotation[]>('/quotations', 'filter', { where: { status: 'pendiente' } });
    expect(pending.body.map((q) => q.folio)).toEqual(['COT-2026-0161', 'COT-2026-0160', 'COT-2026-0158', 'COT-2026-0157', 'COT-2026-0154']);
    const pay = await client.post(`/quotations/${QUOTATION.pending3}/pay`, { cardId: EMPLOYER_CARDS[0] });
    expect(pay.status).toBe(409);
    expect(pay.body).toEqual({ message: messageOf('QuotationExpiredError') });
  });

  it('a payment made then is dated by the clock, in Mexico City time', async () => {
    const { client } = world(api, 'employer');
    const paid = await client.post<Payment>(`/quotations/${QUOTATION.pending}/pay`, { cardId: EMPLOYER_CARDS[0] });
    expect(paid.status).toBe(200);
    expect(paid.body.creation_date).toBe('2026-11-28T00:00:00-06:00');
    expect((paid.body as { invoice_deadline?: string }).invoice_deadline).toBe('2026-12-31');
  });
});

describe('profile', () => {
  const api = startApiForSuite();

  const address = {
    street: 'Calle Hidalgo',
    exteriorNumber: '12',
    interiorNumber: null,
    neighborhood: 'Centro',
    municipality: 'Querétaro',
    state: 'QUE',
    postalCode: '76000',
  };

  it('a new phone and address are kept', async () => {
    const { client } = world(api, 'nonEmployer');
    const updated = await client.patch<PersonalData>('/users/me', { phone: '+524421234567', address });
    expect(updated.status).toBe(200);
    expect(updated.body).toMatchObject({ phone: '+524421234567', address, rfc: 'RAOL850412HN6' });
    expect((await client.get<PersonalData>('/users/me')).body).toEqual(updated.body);
    const cleared = await client.patch<PersonalData>('/users/me', { phone: null });
    expect(cleared.body.phone).toBeNull();
    expect(cleared.body.address).toEqual(address);
  });

  it('a new first name changes the signed-in user too; the e-mail is not changed here (422)', async () => {
    const { client } = world(api, 'employer');
    const updated = await client.patch<PersonalData>('/users/me', { firstName: 'Majo' });
    expect(updated.status).toBe(200);
    const user = (await client.post<User>('/users/user-by-token-app')).body;
    expect(user).toMatchObject({ firstName: 'Majo', email: 'mariajose.hernandez@constructoradelbajio.mx', name: 'Majo Hernández Ñúñez' });
    const email = await client.patch('/users/me', { email: 'majo@constructoradelbajio.mx' });
    expect(email.status).toBe(422);
    expect(email.body.errors?.map((e) => e.field)).toEqual(['email']);
    expect((await client.get<PersonalData>('/users/me')).body.email).toBe('mariajose.hernandez@constructoradelbajio.mx');
  });

  it('the employer reads and edits their own data (the PersonalDataEmployer example)', async () => {
    const { client } = world(api, 'employer');
    expect((await client.get<PersonalData>('/users/me')).body).toEqual(exampleOf('PersonalDataEmployer'));
    const updated = await client.patch<PersonalData>('/users/me', { lastName: 'Hernández', phone: null });
    expect(updated.body).toMatchObject({ lastName: 'Hernández', phone: null, firstName: 'María José' });
  });

  it('an invalid body is 422 naming each field', async () => {
    const { client } = world(api, 'nonEmployer');
    const invalid = await client.patch('/users/me', {
      phone: '4421234567',
      address: { street: 'Hidalgo', postalCode: '00123' },
      apodo: 'Pepe',
      email: 'no-es-correo',
    });
    expect(invalid.status).toBe(422);
    const fields = invalid.body.errors?.map((e) => e.field).sort();
    expect(fields).toEqual(
      [
        'address.exteriorNumber',
        'address.municipality',
        'address.neighborhood',
        'address.postalCode',
        'address.state',
        'apodo',
        'email',
        'phone',
      ].sort(),
    );
    for (const error of invalid.body.errors ?? []) expect(error.message).toMatch(/\S/);
    expect((await client.patch('/users/me', {})).status).toBe(422);
    expect((await client.get<PersonalData>('/users/me')).body).toEqual(exampleOf('PersonalDataNonEmployer'));
  });

  it('PUT /customers/me/company replaces the whole profile with a new updatedAt', async () => {
    const { client } = world(api, 'employer');
    const before = (await client.get<Company>('/customers/me/company')).body;
    const input = {
      legalName: 'CONSTRUCTORA DEL BAJIO',
      rfc: 'CBA090615K22',
      fiscalRegime: '601',
      contactName: 'Laura Méndez',
      contactEmail: 'laura.mendez@constructoradelbajio.mx',
      phone: '+524422156700',
      address,
    };
    const saved = await client.put<Company>('/customers/me/company', input);
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ ...input, tradeName: null, cfdiUse: null, logoUrl: null });
    expect(Date.parse(saved.body.updatedAt)).toBeGreaterThan(Date.parse(before.updatedAt));
    expect((await client.get<Company>('/customers/me/company')).body).toEqual(saved.body);
    const missing = await client.put('/customers/me/company', { legalName: 'X' });
    expect(missing.status).toBe(422);
    expect(missing.body.errors?.map((e) => e.field)).toEqual(
      expect.arrayContaining(['rfc', 'fiscalRegime', 'contactName', 'contactEmail', 'phone', 'address']),
    );
  });

  it('a non-employer has no company profile to save', async () => {
    const { client } = world(api, 'nonEmployer');
    const answer = await client.put('/customers/me/company', {
      ...exampleOf<Record<string, unknown>>('CompanyProfileInputExample'),
      rfc: 'RAO850412HN6',
    });
    expect(answer.status).toBe(403);
    expect(answer.body).toEqual(exampleOf('EmployerOnlyError'));
    expect((await client.get('/customers/me/company')).status).toBe(403);
  });
});

describe('employees', () => {
  const api = startApiForSuite();

  const newEmployee = {
    firstName: 'Daniela',
    lastName: 'Castro Aguilar',
    email: 'daniela.castro@constructoradelbajio.mx',
    phone: '+524421234567',
    position: 'Residente de obra',
  };
  const count = async (client: Client, where?: unknown) =>
    (where
      ? await client.list<{ count: number }>('/employees/count', 'where', where)
      : await client.get<{ count: number }>('/employees/count')
    ).body.count;

  it('a new employee is invited, counted, found by search and sent an invitation', async () => {
    const { client, world: worldId } = world(api, 'employer');
    const created = await client.post<Employee>('/employees', newEmployee);
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ ...newEmployee, status: 'invited', rfc: null, curp: null });
    expect(await count(client)).toBe(24);
    expect(await count(client, { status: 'invited' })).toBe(5);
    const found = await client.list<Employee[]>('/employees', 'filter', {
      where: { and: [{ or: [{ lastName: { like: 'castro ag', options: 'i' } }] }] },
    });
    expect(found.body.map((e) => e.id)).toEqual([created.body.id]);
    expect((await outbox(api, worldId)).map((m) => m.to)).toContain(newEmployee.email);
  });

  it('an e-mail already used (in any case) is 409 on the email field', async () => {
    const { client } = world(api, 'employer');
    const taken = await client.post('/employees', { ...newEmployee, email: 'ANA.Martinez@constructoradelbajio.mx' });
    expect(taken.status).toBe(409);
    expect(taken.body.errors?.[0].field).toBe('email');
    expect(await count(client)).toBe(23);
  });

  it('an invalid employee is 422 naming the fields', async () => {
    const { client } = world(api, 'employer');
    const invalid = await client.post('/employees', {
      firstName: '',
      lastName: 'X',
      email: 'x@x.mx',
      rfc: 'ABC',
      curp: 'raol850412hdfmrs06',
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors?.map((e) => e.field).sort()).toEqual(['curp', 'firstName', 'rfc']);
  });

  it('PATCH changes that employee and answers it, and no other', async () => {
    const { client } = world(api, 'employer');
    const all = (await client.list<Employee[]>('/employees', 'filter', { limit: 100 })).body;
    const target = all.find((e) => e.lastName === 'Pérez Domínguez')!;
    const updated = await client.patch<Employee>(`/employees/${target.id}`, { status: 'active', position: 'Topógrafo líder' });
    expect(updated.status).toBe(200);
    expect(updated.body).toEqual({ ...target, status: 'active', position: 'Topógrafo líder' });
    const after = (await client.list<Employee[]>('/employees', 'filter', { limit: 100 })).body;
    expect(after.filter((e) => e.id !== target.id)).toEqual(all.filter((e) => e.id !== target.id));
    // invited cannot be set; an e-mail of another employee is a conflict; its own e-mail is not.
    expect((await client.patch(`/employees/${target.id}`, { status: 'invited' })).status).toBe(422);
    expect((await client.patch(`/employees/${target.id}`, {})).status).toBe(422);
    const taken = await client.patch(`/employees/${target.id}`, { email: 'ana.martinez@constructoradelbajio.mx' });
    expect(taken.status).toBe(409);
    expect(taken.body.errors?.[0].field).toBe('email');
    expect((await client.patch(`/employees/${target.id}`, { email: target.email.toUpperCase() })).status).toBe(200);
  });

  it('DELETE removes it: 204, then 404 on a second delete and on PATCH', async () => {
    const { client } = world(api, 'employer');
    const id = '6651a0c3e2b4d5f6a7b8c906';
    expect((await client.delete(`/employees/${id}`)).status).toBe(204);
    const second = await client.delete(`/employees/${id}`);
    expect(second.status).toBe(404);
    expect(second.body).toEqual({ message: messageOf('EmployeeNotFoundError') });
    expect((await client.patch(`/employees/${id}`, { status: 'active' })).status).toBe(404);
    expect(await count(client)).toBe(22);
  });

  it('a non-employer cannot add employees', async () => {
    const { client } = world(api, 'nonEmployer');
    expect((await client.post('/employees', newEmployee)).status).toBe(403);
    expect((await client.upload('/employees/import', csvForm('nombre,apellidos,correo\nAna,López,ana@x.mx'))).status).toBe(403);
  });

  describe('import', () => {
    it('a one-row file adds one employee from line 2', async () => {
      const { client } = world(api, 'employer');
      const result = await client.upload<ImportResult>(
        '/employees/import',
        csvForm(
          'nombre,apellidos,correo,telefono,puesto,rfc,curp\nDaniela,Castro Aguilar,daniela.castro@constructoradelbajio.mx,442 123 4567,Residente,,\n',
        ),
      );
      expect(result.status).toBe(200);
      expect(result.body).toMatchObject({ added: 1, duplicates: 0, invalid: 0 });
      expect(result.body.rows).toEqual([
        {
          row: 2,
          status: 'added',
          email: 'daniela.castro@constructoradelbajio.mx',
          name: 'Daniela Castro Aguilar',
          reason: null,
          employeeId: expect.any(String),
        },
      ]);
      const [employee] = (
        await client.list<Employee[]>('/employees', 'filter', { where: { email: 'daniela.castro@constructoradelbajio.mx' } })
      ).body;
      expect(employee).toMatchObject({
        id: result.body.rows[0].employeeId,
        status: 'invited',
        phone: '+524421234567',
        position: 'Residente',
      });
      expect(await count(client)).toBe(24);
    });

    it('duplicates, repeated rows and invalid rows, by their line in the file', async () => {
      const { client } = world(api, 'employer');
      const file = [
        'nombre,apellidos,correo,telefono,puesto',
        'Ana Sofía,Martínez López,ANA.MARTINEZ@constructoradelbajio.mx,,', // 2: already an employee
        'Héctor,Ibarra Luna,hector.ibarra@constructoradelbajio.mx,442 123 4567,Residente', // 3
        'Héctor,Ibarra,Hector.Ibarra@constructoradelbajio.mx,,', // 4: repeats line 3
        'Pedro,Gómez Treviño,pedro.gomez@,,', // 5: bad e-mail
        'Sofía,Luna,sofia.luna@constructoradelbajio.mx,123,', // 6: bad phone
        'Irma,Peña Soto,irma.pena@constructoradelbajio.mx,,"Jefa de obra', // 7 and 8: a line break inside quotes
        'turno nocturno"',
        'Raúl,Vega,raul.vega@constructoradelbajio.mx,,', // 9
      ].join('\r\n');
      const result = await client.upload<ImportResult>('/employees/import', csvForm(file));
      expect(result.status).toBe(200);
      expect(result.body).toMatchObject({ added: 3, duplicates: 2, invalid: 2 });
      expect(result.body.rows.map((r) => [r.row, r.status])).toEqual([
        [2, 'duplicate'],
        [3, 'added'],
        [4, 'duplicate'],
        [5, 'invalid'],
        [6, 'invalid'],
        [7, 'added'],
        [9, 'added'],
      ]);
      const reason = (line: number) => result.body.rows.find((r) => r.row === line)?.reason;
      expect(reason(2)).toMatch(/Ya tienes un empleado/);
      expect(reason(4)).toBe('Este correo ya aparece en la fila 3.');
      expect(reason(5)).toMatch(/columna «correo»/);
      expect(reason(6)).toMatch(/columna «telefono»/);
      expect(reason(3)).toBeNull();
      expect(result.body.rows.find((r) => r.row === 5)).toMatchObject({
        email: 'pedro.gomez@',
        name: 'Pedro Gómez Treviño',
        employeeId: null,
      });
      expect(await count(client)).toBe(26);
      const irma = (await client.list<Employee[]>('/employees', 'filter', { where: { email: 'irma.pena@constructoradelbajio.mx' } }))
        .body[0];
      // Spaces and line breaks collapsed, as the app's dialog and preview send it.
      expect(irma.position).toBe('Jefa de obra turno nocturno');
    });

    it('a semicolon-separated file', async () => {
      const { client } = world(api, 'employer');
      const result = await client.upload<ImportResult>(
        '/employees/import',
        csvForm(
          'Nombre;Apellidos;Correo;Teléfono;Puesto\nLuis;Pérez Soto;luis.perez@constructoradelbajio.mx;+52 442 765 4321;Compras, almacén\n',
        ),
      );
      expect(result.body).toMatchObject({ added: 1, duplicates: 0, invalid: 0 });
      const [luis] = (await client.list<Employee[]>('/employees', 'filter', { where: { email: 'luis.perez@constructoradelbajio.mx' } }))
        .body;
      expect(luis).toMatchObject({ firstName: 'Luis', lastName: 'Pérez Soto', phone: '+524427654321', position: 'Compras, almacén' });
    });

    it('a Windows-1252 file is read with its accents', async () => {
      const { client } = world(api, 'employer');
      const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));
      const bytes = new Uint8Array([
        ...ascii('nombre,apellidos,correo\r\nJos'),
        0xe9,
        ...ascii(' Mar'),
        0xed,
        ...ascii('a,N'),
        0xfa,
        0xf1,
        ...ascii('ez,jose.nunez@constructoradelbajio.mx\r\n'),
      ]);
      const result = await client.upload<ImportResult>('/employees/import', csvForm(bytes));
      expect(result.body.rows).toEqual([expect.objectContaining({ row: 2, status: 'added', name: 'José María Núñez' })]);
      const [jose] = (
        await client.list<Employee[]>('/employees', 'filter', {
          where: { and: [{ or: [{ lastName: { like: 'nunez$', options: 'i' } }] }] },
        })
      ).body;
      expect(jose).toMatchObject({ firstName: 'José María', lastName: 'Núñez' });
    });

    it('an e-mail the contract does not accept is an invalid row, so every employee keeps to the contract', async () => {
      const { client } = world(api, 'employer');
      const result = await client.upload<ImportResult>(
        '/employees/import',
        csvForm('nombre,apellidos,correo\nJosé,Núñez,josé.núñez@constructoradelbajio.mx\nAna,Ruiz,ana..ruiz@constructoradelbajio.mx\n'),
      );
      expect(result.body).toMatchObject({ added: 0, invalid: 2 });
      for (const row of result.body.rows) expect(row.reason).toMatch(/columna «correo»/);
      // The list is checked against the contract by `call`.
      expect((await client.list<Employee[]>('/employees', 'filter', { limit: 100 })).body).toHaveLength(23);
    });

    it("a row's name and e-mail stay within the contract's 500 characters", async () => {
      const { client } = world(api, 'employer');
      const result = await client.upload<ImportResult>(
        '/employees/import',
        csvForm(`nombre,apellidos,correo\n${'A'.repeat(600)},López,${'b'.repeat(600)}@x.mx\n`),
      );
      expect(result.body.rows[0]).toMatchObject({ status: 'invalid' });
      expect(result.body.rows[0]!.name).toHaveLength(500);
      expect(result.body.rows[0]!.email).toHaveLength(500);
    });

    it('a file without the required columns, an empty file or no file is 400 with a message', async () => {
      const { client } = world(api, 'employer');
      const noColumns = await client.upload('/employees/import', csvForm('name,mail\nAna,ana@x.mx'));
      expect(noColumns.status).toBe(400);
      expect(noColumns.body.message).toMatch(/plantilla/);
      const missingOne = await client.upload('/employees/import', csvForm('nombre,correo\nAna,ana@x.mx'));
      expect(missingOne.status).toBe(400);
      expect(missingOne.body.message).toMatch(/apellidos/);
      expect((await client.upload('/employees/import', csvForm(''))).status).toBe(400);
      expect((await client.upload('/employees/import', csvForm('nombre,apellidos,correo\n'))).status).toBe(400);
      const form = new FormData();
      form.append('archivo', 'nada');
      const noFile = await client.upload('/employees/import', form);
      expect(noFile.status).toBe(400);
      expect(noFile.body).toEqual({ message: messageOf('EmployeeImportInvalidFileError') });
      expect(await count(client)).toBe(23);
    });
  });
});

describe('files', () => {
  let api: DevApi;
  let client: Client;
  beforeAll(async () => {
    api = await startApi();
    client = world(api, 'nonEmployer').client;
  });
  afterAll(() => api.close());

  const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3, 255]);

  it('an upload answers its name, url, size and type, and the url serves the same bytes', async () => {
    const uploaded = await client.upload<{ name: string; url: string; size: number; mimeType: string }>(
      '/files',
      csvForm(PNG, 'foto perfil.png', 'image/png'),
    );
    expect(uploaded.status).toBe(200);
    expect(uploaded.body).toMatchObject({ size: PNG.length, mimeType: 'image/png' });
    expect(uploaded.body.name).toMatch(/foto_perfil\.png$/);
    expect(uploaded.body.url.startsWith(`${api.url}/files/`)).toBe(true);
    const served = await fetch(uploaded.body.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(PNG);
  });

  it('the same name twice keeps both files', async () => {
    const other = new Uint8Array([...PNG.slice(0, 19), 7]);
    const first = await client.upload<{ name: string; url: string }>('/files', csvForm(PNG, 'logo.png', 'image/png'));
    const second = await client.upload<{ name: string; url: string }>('/files', csvForm(other, 'logo.png', 'image/png'));
    expect(second.body.name).not.toBe(first.body.name);
    expect(new Uint8Array(await (await fetch(first.body.url)).arrayBuffer())).toEqual(PNG);
    expect(new Uint8Array(await (await fetch(second.body.url)).arrayBuffer())).toEqual(other);
  });

  it('only PNG, JPEG and WebP images, by their content: HTML, SVG and a renamed PDF are 400', async () => {
    const refused = [
      csvForm('<script>alert(1)</script>', 'pagina.html', 'text/html'),
      csvForm('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"/>', 'logo.svg', 'image/svg+xml'),
      csvForm('%PDF-1.7\n', 'foto.png', 'image/png'),
    ];
    for (const form of refused) {
      const answer = await client.upload('/files', form);
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual(exampleOf('FileTypeNotAllowedError'));
    }
    // The type stored (and served) is the content's, whatever the part said.
    const jpeg = await client.upload<{ mimeType: string; url: string }>(
      '/files',
      csvForm(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 1]), 'foto.png', 'image/png'),
    );
    expect(jpeg.body.mimeType).toBe('image/jpeg');
    expect((await fetch(jpeg.body.url)).headers.get('content-type')).toBe('image/jpeg');
  });

  it('a real PNG (bytes of 0x80 and more) is stored byte for byte; the same PNG as Prism 5.14 relayed it is refused', async () => {
    const png = new Uint8Array(
      Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'),
    );
    expect(png.some((byte) => byte >= 0x80)).toBe(true);
    const uploaded = await client.upload<{ url: string; size: number; mimeType: string }>('/files', csvForm(png, 'pixel.png', 'image/png'));
    expect(uploaded.status).toBe(200);
    expect(uploaded.body).toMatchObject({ size: png.length, mimeType: 'image/png' });
    expect(new Uint8Array(await (await fetch(uploaded.body.url)).arrayBuffer())).toEqual(png);
    // Prism's proxy re-encoded multipart bodies as UTF-8 text: every byte >= 0x80 became EF BF BD.
    const mangled = Buffer.from(new TextDecoder().decode(png), 'utf8');
    expect(mangled.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbf, 0xbd]));
    const refused = await client.upload('/files', csvForm(mangled, 'pixel.png', 'image/png'));
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual(exampleOf('FileTypeNotAllowedError'));
  });

  it('an image over 2 MB (its real size) is 400; a request far over it is 400 and the connection still serves the next calls', async () => {
    // High bytes: each one counts once.
    const atLimit = new Uint8Array(2 * 1024 * 1024).fill(0xff);
    atLimit.set(PNG);
    const stored = await client.upload<{ size: number }>('/files', csvForm(atLimit, 'justo.png', 'image/png'));
    expect(stored.status).toBe(200);
    expect(stored.body.size).toBe(atLimit.length);
    const over = new Uint8Array(2 * 1024 * 1024 + 1).fill(0xff);
    over.set(PNG);
    const tooBig = await client.upload('/files', csvForm(over, 'grande.png', 'image/png'));
    expect(tooBig.status).toBe(400);
    expect(tooBig.body).toEqual(exampleOf('FileTooLargeError'));
    const tooLarge = await client.upload('/files', csvForm(new Uint8Array(7_000_000), 'enorme.png', 'image/png'));
    expect(tooLarge.status).toBe(400);
    expect(tooLarge.body.message).toMatch(/demasiado grande/);
    for (let i = 0; i < 4; i += 1) expect((await client.get<Card[]>('/customers/me/cards')).status).toBe(200);
  });

  it('an empty file is 400, no token is 401, an unknown file is 404', async () => {
    const empty = await client.upload('/files', csvForm(new Uint8Array(0), 'vacio.png', 'image/png'));
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({ message: messageOf('InvalidFileError') });
    expect((await call(api, 'POST', '/files', { form: csvForm(PNG, 'a.png', 'image/png') })).status).toBe(401);
    expect((await fetch(`${api.url}/files/no-existe.png`)).status).toBe(404);
  });
});

describe('password reset', () => {
  let now = NOON;
  const api = startApiForSuite({ clock: () => now });

  const request = (email: string) => call(api, 'POST', '/auth/app-request-reset-password', { body: { email } });
  const reset = (token: string, password: string) => call(api, 'POST', '/auth/app-reset-password', { body: { token, password } });
  const tokenIn = (mail: Mail) => new URL(mail.link!).searchParams.get('token')!;

  it('a known and an unknown address get the same answer; only the known one gets a link', async () => {
    const employer = api.seed.accounts.find((a) => a.kind === 'employer')!.user.email;
    const before = (await outbox(api)).length;
    const known = await request(employer);
    const unknown = await request('nadie@ejemplo.mx');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(200);
    expect(unknown.body).toEqual(known.body);
    expect(known.body).toEqual(exampleOf('ResetPasswordRequestedMessage'));
    const mails = (await outbox(api)).slice(before);
    expect(mails.map((m) => m.to)).toEqual([employer]);
    expect(mails[0].link).toMatch(/^http:\/\/127\.0\.0\.1:5173\/restablecer-contrasena\?token=[0-9a-f]{64}$/);
    // Every e-mail shows the link and says who sends it.
    expect(mails[0].text).toContain(`Ver: ${mails[0].link}`);
    expect(mails[0].text).toContain('RFC SCO200114H59');
  });

  it("the link's token sets a new password once", async () => {
    const account = api.seed.accounts.find((a) => a.kind === 'employer')!;
    await request(account.user.email);
    const token = tokenIn((await outbox(api)).at(-1)!);
    const changed = await reset(token, 'OtraClave2026!');
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual(exampleOf('PasswordUpdatedMessage'));
    expect((await signIn(api, account.user.email, 'OtraClave2026!')).status).toBe(200);
    expect((await signIn(api, account.user.email, api.seed.password)).status).toBe(401);
    const again = await reset(token, 'TerceraClave2026!');
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ message: messageOf('InvalidResetTokenError') });
    expect((await signIn(api, account.user.email, 'OtraClave2026!')).status).toBe(200);
  });

  it('an unknown token is 400; a short password is 422', async () => {
    const unknown = await reset('0'.repeat(64), 'NuevaClave2026');
    expect(unknown.status).toBe(400);
    expect(unknown.body).toEqual({ message: messageOf('InvalidResetTokenError') });
    const short = await reset('0'.repeat(64), 'corta');
    expect(short.status).toBe(422);
    expect(short.body.errors?.map((e) => e.field)).toEqual(['password']);
  });

  it('a link expires after an hour', async () => {
    const account = api.seed.accounts.find((a) => a.kind === 'nonEmployer')!;
    await request(account.user.email);
    const token = tokenIn((await outbox(api)).at(-1)!);
    now = new Date(now.getTime() + 3_600_001);
    const expired = await reset(token, 'NuevaClave2026');
    expect(expired.status).toBe(400);
    expect(expired.body).toEqual({ message: messageOf('ExpiredResetTokenError') });
  });

  it("the contract example's token belongs to the non-employer", async () => {
    const example = exampleOf<{ token: string; password: string }>('ResetPasswordRequest');
    const account = api.seed.accounts.find((a) => a.kind === 'nonEmployer')!;
    expect((await reset(example.token, example.password)).status).toBe(200);
    expect((await signIn(api, account.user.email, example.password)).status).toBe(200);
  });
});

describe('development controls', () => {
  const api = startApiForSuite();

  it('GET /__dev lists the users and the password', async () => {
    const dev = await call<{ password: string; users: { kind: string; email: string; name: string }[]; examplesAsOf: string }>(
      api,
      'GET',
      '/__dev',
    );
    expect(dev.status).toBe(200);
    expect(dev.body.password).toBe(api.seed.password);
    expect(dev.body.examplesAsOf).toBe('2026-11-22');
    expect(dev.body.users).toEqual(
      api.seed.accounts.map((a) => ({ kind: a.kind, email: a.user.email, name: `${a.user.firstName} ${a.user.lastName}` })),
    );
  });

  it('POST /__dev/reset brings back the examples, and sessions stay valid', async () => {
    const account = api.seed.accounts.find((a) => a.kind === 'employer')!;
    const login = await signIn(api, account.user.email, api.seed.password);
    const client = as(api, login.body.token);
    expect((await client.delete(`/customers/me/cards/${EMPLOYER_CARDS[1]}`)).status).toBe(204);
    expect((await client.post('/users/me/password', { currentPassword: api.seed.password, newPassword: 'OtraClave2026' })).status).toBe(
      200,
    );
    expect((await signIn(api, account.user.email, 'OtraClave2026')).status).toBe(200);
    expect((await signIn(api, account.user.email, api.seed.password)).status).toBe(401);

    const reset = await call(api, 'POST', '/__dev/reset');
    expect(reset.status).toBe(200);
    expect((await client.get<Card[]>('/customers/me/cards')).body.map((c) => c.id)).toEqual(EMPLOYER_CARDS);
    expect((await client.post<User>('/users/user-by-token-app')).body.email).toBe(account.user.email);
    expect((await signIn(api, account.user.email, api.seed.password)).status).toBe(200);
    expect((await signIn(api, account.user.email, 'OtraClave2026')).status).toBe(401);
  });

  it('POST /__dev/worlds makes a world for the user asked', async () => {
    const made = await call<{ world: string; token: string; user: User }>(api, 'POST', '/__dev/worlds', { body: { user: 'nonEmployer' } });
    expect(made.status).toBe(200);
    expect(made.body.user.isEmployer).toBe(false);
    expect((await as(api, made.body.token).post<User>('/users/user-by-token-app')).body.id).toBe(made.body.user.id);
    expect((await call(api, 'POST', '/__dev/worlds', { body: { user: 'admin' } })).status).toBe(400);
  });

  it('a route outside the contract is a JSON 404', async () => {
    const answer = await call(api, 'GET', '/no-existe');
    expect(answer.status).toBe(404);
    expect(answer.body.message).toMatch(/\S/);
  });
});

describe('volume', () => {
  let api: DevApi;
  let client: Client;
  beforeAll(async () => {
    api = await startApi({ payments: 10_000 });
    client = world(api, 'employer').client;
  });
  afterAll(() => api.close());

  it('counts the generated payments with the examples', async () => {
    expect((await client.get<{ count: number }>('/payments/count')).body).toEqual({ count: 10_014 });
    expect((await as(api, world(api, 'nonEmployer').token).get<{ count: number }>('/payments/count')).body).toEqual({ count: 2 });
  });

  it('a filtered page: COMPLETED, a date range, amount DESC, 20 rows from the 41st', async () => {
    const to = NOON.getTime() - 30 * 86_400_000;
    const from = to - 120 * 86_400_000;
    const where = { status: 'COMPLETED', creation_date: { between: [new Date(from).toISOString(), new Date(to).toISOString()] } };
    const page = await client.list<Payment[]>('/payments', 'filter', { where, order: ['amount DESC'], limit: 20, skip: 40 });
    expect(page.status).toBe(200);
    expect(page.body).toHaveLength(20);
    for (const payment of page.body) {
      expect(payment.status).toBe('COMPLETED');
      expect(Date.parse(payment.creation_date)).toBeGreaterThanOrEqual(from);
      expect(Date.parse(payment.creation_date)).toBeLessThanOrEqual(to);
    }
    const amounts = page.body.map((p) => p.amount);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));

    const all = await client.list<Payment[]>('/payments', 'filter', { where, order: ['amount DESC'], limit: 1000 });
    const total = (await client.list<{ count: number }>('/payments/count', 'where', where)).body.count;
    expect(total).toBeGreaterThan(60);
    expect(total).toBeLessThan(1000);
    expect(all.body).toHaveLength(total);
    expect(page.body.map((p) => p.id)).toEqual(all.body.slice(40, 60).map((p) => p.id));
    expect(Math.min(...all.body.slice(0, 40).map((p) => p.amount))).toBeGreaterThanOrEqual(amounts[0]);
  });
});

describe('rate limits (429 with Retry-After)', () => {
  let api: DevApi;
  let now = NOON;
  const small = { max: 2, windowMs: 60_000 };
  beforeAll(async () => {
    api = await startApi({
      clock: () => now,
      rateLimits: { signInFailures: small, resetRequests: small, resetFailures: small, addCard: small, pay: small },
    });
  });
  afterAll(() => api.close());
  const later = (ms: number) => (now = new Date(now.getTime() + ms));
  const employerEmail = () => api.seed.accounts.find((a) => a.kind === 'employer')!.user.email;

  function expectLimited(answer: Answer<unknown>, example: string, seconds: number) {
    expect(answer.status).toBe(429);
    expect(answer.body).toEqual(exampleOf(example));
    expect(answer.headers.get('retry-after')).toBe(String(seconds));
    // The browser may read it: the app says how long to wait.
    expect(answer.headers.get('access-control-expose-headers')).toMatch(/Retry-After/i);
  }

  it('sign-in: failures per address, the right password too is refused once over, and the window ends it', async () => {
    const email = employerEmail();
    expect((await signIn(api, email, 'mala-1')).status).toBe(401);
    later(10_000);
    expect((await signIn(api, email.toUpperCase(), 'mala-2')).status).toBe(401);
    expectLimited(await signIn(api, email, api.seed.password), 'TooManySignInsError', 50);
    // Another address is not affected, known or not.
    expect((await signIn(api, 'nadie@ejemplo.mx', 'x')).status).toBe(401);
    later(50_000);
    expect((await signIn(api, email, api.seed.password)).status).toBe(200);
  });

  it('sign-in: a success forgets the failures', async () => {
    const email = employerEmail();
    later(120_000);
    expect((await signIn(api, email, 'mala')).status).toBe(401);
    expect((await signIn(api, email, api.seed.password)).status).toBe(200);
    expect((await signIn(api, email, 'mala')).status).toBe(401);
    expect((await signIn(api, email, 'mala')).status).toBe(401);
    expect((await signIn(api, email, api.seed.password)).status).toBe(429);
    later(60_000);
  });

  it('reset: e-mails asked per address (no e-mail sent past it), and failed tokens', async () => {
    const request = (email: string) => call(api, 'POST', '/auth/app-request-reset-password', { body: { email } });
    const before = (await outbox(api)).length;
    expect((await request('joseluis.ramirez@gmail.com')).status).toBe(200);
    expect((await request('joseluis.ramirez@gmail.com')).status).toBe(200);
    expectLimited(await request('joseluis.ramirez@gmail.com'), 'TooManyRequestsError', 60);
    expect((await outbox(api)).length).toBe(before + 2);
    const reset = (token: string) => call(api, 'POST', '/auth/app-reset-password', { body: { token, password: 'NuevaClave2026' } });
    expect((await reset('adivinado-1')).status).toBe(400);
    expect((await reset('adivinado-2')).status).toBe(400);
    expectLimited(await reset('adivinado-3'), 'TooManyRequestsError', 60);
    later(60_000);
    expect((await reset('adivinado-4')).status).toBe(400);
  });

  it('adding a card: per user, every attempt counts; another user is not affected', async () => {
    const { client } = world(api, 'nonEmployer');
    expect((await client.post('/customers/me/cards', { token_id: 'usado', device_session_id: 'd' })).status).toBe(400);
    expect((await addCard(client, '4242424242424242')).status).toBe(200);
    expectLimited(await addCard(client, '5555555555554444'), 'TooManyCardsError', 60);
    expect((await client.get<Card[]>('/customers/me/cards')).body).toHaveLength(1);
    expect((await addCard(world(api, 'nonEmployer').client, '5555555555554444')).status).toBe(200);
    later(60_000);
    expect((await addCard(client, '5555555555554444')).status).toBe(200);
  });

  it('paying: a 429 charges nothing and is not kept for its key; a key already answered gets its answer', async () => {
    const { client } = world(api, 'employer');
    const paid = await client.post<Payment>(`/quotations/${QUOTATION.pending}/pay`, { cardId: EMPLOYER_CARDS[0] }, 'clave-pagada-1');
    expect(paid.status).toBe(200);
    expect((await client.post(`/quotations/${QUOTATION.pending2}/pay`, { cardId: EMPLOYER_CARDS[0] }, 'clave-segunda-2')).status).toBe(200);
    const payments = (await client.get<{ count: number }>('/payments/count')).body.count;

    const limited = await client.post(`/quotations/${QUOTATION.pending3}/pay`, { cardId: EMPLOYER_CARDS[0] }, 'clave-limitada-3');
    expectLimited(limited, 'TooManyPaymentsError', 60);
    expect((await client.get<Quotation>(`/quotations/${QUOTATION.pending3}`)).body.status).toBe('pendiente');
    expect((await client.get<{ count: number }>('/payments/count')).body.count).toBe(payments);
    // The first key again: its stored answer, over the limit or not, and no second charge.
    const repeated = await client.post<Payment>(`/quotations/${QUOTATION.pending}/pay`, { cardId: EMPLOYER_CARDS[0] }, 'clave-pagada-1');
    expect(repeated.status).toBe(200);
    expect(repeated.body.id).toBe(paid.body.id);

    later(60_000);
    const retried = await client.post<Payment>(`/quotations/${QUOTATION.pending3}/pay`, { cardId: EMPLOYER_CARDS[0] }, 'clave-limitada-3');
    expect(retried.status).toBe(200);
    expect((await client.get<Quotation>(`/quotations/${QUOTATION.pending3}`)).body.status).toBe('pagada');
  });

  it('the defaults are generous (the e2e suites sign in and pay many times) and can be switched off', async () => {
    const generous = await startApi({ clock: () => now });
    try {
      const email = generous.seed.accounts.find((a) => a.kind === 'employer')!.user.email;
      for (let i = 0; i < 10; i += 1) expect((await signIn(generous, email, `mala-${i}`)).status).toBe(401);
      expect((await signIn(generous, email, generous.seed.password)).status).toBe(200);
    } finally {
      await generous.close();
    }
    expect(parseDevApiArgs(['--sin-limites']).rateLimits).toEqual({
      signInFailures: null,
      resetRequests: null,
      resetFailures: null,
      passwordFailures: null,
      emailChangeRequests: null,
      emailChangeFailures: null,
      invitationFailures: null,
      invitationResends: null,
      addCard: null,
      pay: null,
    });
    expect(parseDevApiArgs([], { DEV_API_RATE_LIMITS: 'off' }).rateLimits.pay).toBeNull();
    expect(parseDevApiArgs([]).rateLimits).toEqual({});
  });
});

describe('invoices: the customer requests and corrects their CFDI', () => {
  let api: DevApi;
  let now = new Date(NOON);
  const STAMPING_MS = 1500;
  beforeAll(async () => {
    api = await startApi({ clock: () => now, stampingDelayMs: STAMPING_MS });
  });
  afterAll(() => api.close());
  /** The PAC (and the SAT) answer after STAMPING_MS: time moves on by that much. */
  const later = (ms = STAMPING_MS) => {
    now = new Date(now.getTime() + ms);
  };

  interface Receiver {
    rfc: string;
    name: string;
    fiscalRegime: string;
    postalCode: string;
    cfdiUse: string;
    email: string;
  }
  interface Cancellation {
    status: string;
    reason: string;
    requested_at: string;
    respond_by: string | null;
    answered_at: string | null;
    acceptance_not_needed: string | null;
    replacement_uuid?: string | null;
  }
  interface Related {
    uuid: string;
    status: string;
    cancellation_reason: string | null;
    pdf_url: string | null;
    xml_url: string | null;
    cancellation?: Cancellation | null;
  }
  interface Invoice {
    uuid: string | null;
    pdf_url: string | null;
    xml_url: string | null;
    status: string;
    status_reason: string | null;
    rejected_fields: { field: string; message: string }[];
    receiver: Receiver | null;
    issued_at: string | null;
    cancellable_until?: string | null;
    replaces: Related | null;
    replaced_by: Related | null;
    cancellation?: Cancellation | null;
  }
  type InvoicedPayment = Omit<Payment, 'invoice'> & { invoice: Invoice | null; invoice_deadline: string | null };

  const company = exampleOf<{ receiver: Receiver }>('InvoiceRequestCompany').receiver;
  const person = exampleOf<{ receiver: Receiver }>('InvoiceRequestPerson').receiver;
  /** Seeded: the employer's completed payment without invoice (within its deadline), and José Luis's. */
  const TO_INVOICE = { employer: 'trq1w9kdv3xyhbg6o2pe', nonEmployer: 'trp4s7v0y3b6e9h2k5nq' };
  const VALID_INVOICE = { uuid: '5FB2822E-396D-4725-8521-CDC4BDD20CCF', payment: 'trzjaozcik8msyqshka4' };
  const request = (client: Client, paymentId: string, receiver: Partial<Receiver> = {}, saveToProfile?: boolean) =>
    client.post<Invoice & ErrorBody>(`/payments/${paymentId}/invoice`, {
      receiver: { ...company, ...receiver },
      ...(saveToProfile === undefined ? {} : { saveToProfile }),
    });
  const replace = (client: Client, uuid: string, receiver: Partial<Receiver> = {}) =>
    client.post<{ replacement: Invoice; original: Invoice } & ErrorBody>(`/invoices/${uuid}/replace`, {
      receiver: { ...company, ...receiver },
    });
  const invoiceOf = async (client: Client, paymentId: string) => (await client.get<InvoicedPayment>(`/payments/${paymentId}`)).body.invoice;
  const answerCancellation = (client: Client, uuid: string, accept: boolean) =>
    client.post<Invoice & ErrorBody>(`/invoices/${uuid}/cancellation/answer`, { accept });
  /** The examples' invoices whose cancellation the business asked, awaiting the employer's answer. */
  const AWAITING = { accept: '2D4F6A8C-1E3B-4D5F-A7C9-E1F3A5B7C9D1', reject: '7E9A1C3E-5F7B-4A9C-B1D3-F5A7C9E1B3D5' };
  const download = async (url: string) => {
    const response = await fetch(url);
    expect(response.status).toBe(200);
    return Buffer.from(await response.arrayBuffer()).toString('latin1');
  };

  it("every payment answers its invoice_deadline: 31 December of a completed payment's year, null for any other", async () => {
    const { client } = world(api, 'employer');
    const payments = (await client.get<InvoicedPayment[]>('/payments')).body;
    expect(payments.find((p) => p.id === TO_INVOICE.employer)?.invoice_deadline).toBe('2026-12-31');
    expect(payments.find((p) => p.id === 'trx5c8v1b4n7m0q3w6er')?.invoice_deadline).toBe('2025-12-31');
    for (const payment of payments.filter((p) => p.status !== 'COMPLETED')) expect(payment.invoice_deadline).toBeNull();
  });

  it('requested: 202 en_timbrado; the PAC stamps it later: vigente with a UUID, its files (with the receiver) and an e-mail with both links', async () => {
    const { client, world: worldId } = world(api, 'employer');
    const requested = await request(client, TO_INVOICE.employer);
    expect(requested.status).toBe(202);
    expect(requested.body).toEqual({ ...exampleOf('InvoiceStamping'), receiver: company });
    expect(await invoiceOf(client, TO_INVOICE.employer)).toMatchObject({ status: 'en_timbrado', uuid: null });
    later(STAMPING_MS - 1);
    expect((await invoiceOf(client, TO_INVOICE.employer))?.status).toBe('en_timbrado');
    later(1);
    // The list shows it too, without the payment being read first.
    const listed = (await client.get<InvoicedPayment[]>('/payments')).body.find((p) => p.id === TO_INVOICE.employer);
    const invoice = listed?.invoice as Invoice;
    expect(invoice).toMatchObject({ status: 'vigente', status_reason: null, rejected_fields: [], receiver: company });
    expect(invoice.uuid).toMatch(/^[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}$/);
    expect(invoice.pdf_url).toBe(`${api.url}/facturas/${invoice.uuid}.pdf`);
    expect(invoice.xml_url).toBe(`${api.url}/facturas/${invoice.uuid}.xml`);
    expect(Date.parse(invoice.issued_at as string)).toBe(now.getTime() - (now.getTime() % 1000));
    // The sample merchant is a company: it may cancel (so correct) it until 31 March of the next year.
    expect(invoice.cancellable_until).toBe(`${Number((invoice.issued_at as string).slice(0, 4)) + 1}-03-31`);

    const xml = Buffer.from(await download(invoice.xml_url as string), 'latin1').toString('utf8');
    expect(xml).toContain(
      '<cfdi:Receptor Rfc="CBA090615K22" Nombre="CONSTRUCTORA DEL BAJIO" DomicilioFiscalReceptor="76000" RegimenFiscalReceptor="601" UsoCFDI="G03"/>',
    );
    expect(xml).toContain(`UUID="${invoice.uuid}"`);
    expect(xml).not.toContain('CfdiRelacionados');
    const pdf = await download(invoice.pdf_url as string);
    for (const text of ['CBA090615K22', 'CONSTRUCTORA DEL BAJIO', '601', '76000', 'G03', invoice.uuid as string])
      expect(pdf).toContain(text);

    const mails = (await outbox(api, worldId)).filter((m) => m.to === company.email);
    expect(mails).toHaveLength(1);
    expect(mails[0].text).toContain(invoice.pdf_url);
    expect(mails[0].text).toContain(invoice.xml_url);
  });

  it('never stamps twice: a second request while being stamped, or once stamped, is 409 and changes nothing', async () => {
    const { client } = world(api, 'employer');
    expect((await request(client, TO_INVOICE.employer)).status).toBe(202);
    const again = await request(client, TO_INVOICE.employer);
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: messageOf('InvoiceAlreadyRequestedError') });
    later();
    const stamped = await invoiceOf(client, TO_INVOICE.employer);
    const third = await request(client, TO_INVOICE.employer, { cfdiUse: 'I04' });
    expect(third.status).toBe(409);
    expect(await invoiceOf(client, TO_INVOICE.employer)).toEqual(stamped);
    expect((await request(client, VALID_INVOICE.payment)).status).toBe(409);
  });

  it("404 for a payment that does not exist or is another customer's, with the contract's message", async () => {
    const { client } = world(api, 'employer');
    for (const id of ['tr-no-existe', TO_INVOICE.nonEmployer]) {
      const answer = await request(client, id);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ message: messageOf('PaymentNotFoundError') });
    }
  });

  it('409 for a payment that is not completed, or past its deadline (named in Spanish)', async () => {
    const { client } = world(api, 'employer');
    const failed = await request(client, 'trgsfp2nuhdmlb6c0xe1');
    expect(failed.status).toBe(409);
    expect(failed.body).toEqual({ message: messageOf('PaymentNotInvoiceableError') });
    const late = await request(client, 'trx5c8v1b4n7m0q3w6er');
    expect(late.status).toBe(409);
    expect(late.body).toEqual({ message: 'El plazo para solicitar la factura de este pago venció el 31 de diciembre de 2025.' });
    expect(await invoiceOf(client, 'trx5c8v1b4n7m0q3w6er')).toBeNull();
  });

  it.each<[string, Partial<Receiver>, string, RegExp]>([
    [
      'G03 with régimen 605',
      { rfc: person.rfc, name: person.name, postalCode: person.postalCode, fiscalRegime: '605' },
      'cfdiUse',
      /G03 \(Gastos en general\) no está permitido para el régimen 605/,
    ],
    [
      "a company's regime for a person's RFC",
      { rfc: person.rfc, name: person.name, fiscalRegime: '601' },
      'fiscalRegime',
      /601.*persona física/,
    ],
    ["a person's use (D01) for a company", { cfdiUse: 'D01' }, 'cfdiUse', /D01 .* no es para persona moral/],
    ['the generic RFC with G03', { rfc: 'XAXX010101000', name: 'PUBLICO EN GENERAL', fiscalRegime: '616' }, 'cfdiUse', /S01/],
    [
      'the generic RFC with régimen 612',
      { rfc: 'XAXX010101000', name: 'PUBLICO EN GENERAL', cfdiUse: 'S01', fiscalRegime: '612' },
      'fiscalRegime',
      /616/,
    ],
    ['a razón social with its capital regime', { name: 'Constructora del Bajío, S.A. de C.V.' }, 'name', /sin el régimen capital/],
    ['CP01, the use of payment receipts', { cfdiUse: 'CP01' }, 'cfdiUse', /complementos de pago/],
    ['CN01, the use of payroll receipts', { cfdiUse: 'CN01' }, 'cfdiUse', /nómina/],
  ])('422 for %s, on the field it names, and nothing is requested', async (_case, receiver, field, message) => {
    const { client } = world(api, 'employer');
    const refused = await request(client, TO_INVOICE.employer, receiver, true);
    expect(refused.status).toBe(422);
    expect(refused.body.errors?.find((e) => e.field === field)?.message).toMatch(message);
    expect(await invoiceOf(client, TO_INVOICE.employer)).toBeNull();
    expect((await client.get<Company>('/customers/me/company')).body).toMatchObject({ cfdiUse: 'G03' });
  });

  it('a body that breaks the schema is refused before anything (field errors named as the receiver properties); malformed JSON is 400', async () => {
    const { client, token } = world(api, 'employer');
    const refused = await request(client, TO_INVOICE.employer, { rfc: 'cba090615k22', postalCode: '7600' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors?.map((e) => e.field).sort()).toEqual(['postalCode', 'rfc']);
    const malformed = await call(api, 'POST', `/payments/${TO_INVOICE.employer}/invoice`, { token, rawBody: '{"receiver":' });
    expect(malformed.status).toBe(400);
    expect(await invoiceOf(client, TO_INVOICE.employer)).toBeNull();
  });

  it('the RFC check digit is not a reason to refuse: an RFC the SAT does not list is refused later by the PAC (rechazada), and may be requested again', async () => {
    const { client } = world(api, 'employer');
    // CBA090615K21: the registered RFC with another check digit.
    const requested = await request(client, TO_INVOICE.employer, { rfc: 'CBA090615K21' });
    expect(requested.status).toBe(202);
    expect(requested.body.status).toBe('en_timbrado');
    later();
    const refused = await invoiceOf(client, TO_INVOICE.employer);
    expect(refused).toMatchObject({ status: 'rechazada', uuid: null, pdf_url: null, xml_url: null, issued_at: null });
    expect(refused?.status_reason).toMatch(/no está en la lista de contribuyentes inscritos/);
    expect(refused?.rejected_fields).toEqual([exampleOf<{ errors: unknown[] }>('InvoiceRfcNotRegisteredError').errors[0]]);
    const again = await request(client, TO_INVOICE.employer);
    expect(again.status).toBe(202);
    later();
    expect((await invoiceOf(client, TO_INVOICE.employer))?.status).toBe('vigente');
  });

  it.each<[string, Partial<Receiver>, string]>([
    ['a name that is not the constancia’s', { name: 'CONSTRUCTORA DEL BAJIO NORTE' }, 'name'],
    ['another postal code', { postalCode: '76100' }, 'postalCode'],
    ['a regime the taxpayer does not have', { fiscalRegime: '626' }, 'fiscalRegime'],
  ])('the PAC refuses %s: rechazada on that field', async (_case, receiver, field) => {
    const { client } = world(api, 'employer');
    expect((await request(client, TO_INVOICE.employer, receiver)).status).toBe(202);
    later();
    const invoice = await invoiceOf(client, TO_INVOICE.employer);
    expect(invoice?.status).toBe('rechazada');
    expect(invoice?.rejected_fields.map((f) => f.field)).toEqual([field]);
  });

  it('names are compared ignoring case, accents and repeated spaces', async () => {
    const { client } = world(api, 'employer');
    expect((await request(client, TO_INVOICE.employer, { name: '  Constructora   del Bajío ' })).status).toBe(202);
    later();
    expect((await invoiceOf(client, TO_INVOICE.employer))?.status).toBe('vigente');
  });

  it('the generic RFC with S01 and 616 (público en general) is stamped', async () => {
    const { client } = world(api, 'employer');
    const generic = { rfc: 'XAXX010101000', name: 'PUBLICO EN GENERAL', fiscalRegime: '616', cfdiUse: 'S01', postalCode: '76000' };
    expect((await request(client, TO_INVOICE.employer, generic)).status).toBe(202);
    later();
    expect((await invoiceOf(client, TO_INVOICE.employer))?.status).toBe('vigente');
  });

  it('saveToProfile saves the data in Mis datos (a person) once accepted; without it nothing changes', async () => {
    const { client } = world(api, 'nonEmployer');
    expect((await client.patch('/users/me', { fiscalRegime: '626', cfdiUse: 'G01' })).status).toBe(200);
    const requested = await client.post<Invoice>(`/payments/${TO_INVOICE.nonEmployer}/invoice`, exampleOf('InvoiceRequestPerson'));
    expect(requested.status).toBe(202);
    const data = (await client.get<PersonalData & Record<string, unknown>>('/users/me')).body;
    expect(data).toMatchObject({ rfc: person.rfc, fiscalRegime: person.fiscalRegime, cfdiUse: person.cfdiUse });
    expect(data.address).toMatchObject({ postalCode: person.postalCode });
    later();
    expect((await invoiceOf(client, TO_INVOICE.nonEmployer))?.status).toBe('vigente');
  });

  it("saveToProfile of an employer with a company's RFC saves it in the company profile (legalName as in the constancia)", async () => {
    const { client } = world(api, 'employer');
    const before = (await client.get<Company>('/customers/me/company')).body;
    expect((await request(client, TO_INVOICE.employer, { cfdiUse: 'I04' }, false)).status).toBe(202);
    expect((await client.get<Company>('/customers/me/company')).body).toEqual(before);
    const { client: other } = world(api, 'employer');
    expect((await request(other, TO_INVOICE.employer, { cfdiUse: 'I04' }, true)).status).toBe(202);
    const saved = (await other.get<Company & Record<string, unknown>>('/customers/me/company')).body;
    expect(saved).toMatchObject({ legalName: company.name, rfc: company.rfc, fiscalRegime: company.fiscalRegime, cfdiUse: 'I04' });
    expect(saved.address).toMatchObject({ postalCode: company.postalCode });
    expect(saved.updatedAt).not.toBe(before.updatedAt);
  });

  it('correcting a vigente invoice: a replacement related by substitution (04), the original en_cancelacion awaiting the receiver, cancelada once accepted', async () => {
    const { client, world: worldId } = world(api, 'employer');
    const answer = await replace(client, VALID_INVOICE.uuid, { cfdiUse: 'I04' });
    expect(answer.status).toBe(202);
    const { replacement, original } = answer.body;
    expect(replacement).toMatchObject({ status: 'en_timbrado', uuid: null, receiver: { ...company, cfdiUse: 'I04' } });
    expect(replacement.replaces).toMatchObject({ uuid: VALID_INVOICE.uuid, status: 'en_cancelacion', cancellation_reason: '01' });
    expect(original).toMatchObject({ uuid: VALID_INVOICE.uuid, status: 'en_cancelacion', replaced_by: null });
    // The payment's invoice is the replacement from now on.
    expect((await invoiceOf(client, VALID_INVOICE.payment))?.replaces?.uuid).toBe(VALID_INVOICE.uuid);
    // The original is found by its UUID, and can no longer be corrected.
    const twice = await replace(client, VALID_INVOICE.uuid);
    expect(twice.status).toBe(409);
    expect(twice.body).toEqual({ message: messageOf('InvoiceNotReplaceableError') });
    expect((await request(client, VALID_INVOICE.payment)).status).toBe(409);
    // Nothing to answer before the SAT is asked (the replacement is not stamped yet).
    expect((await answerCancellation(client, VALID_INVOICE.uuid, true)).status).toBe(409);

    later();
    const stamped = (await invoiceOf(client, VALID_INVOICE.payment)) as Invoice;
    expect(stamped.status).toBe('vigente');
    // Sunday 22 November at noon: the receiver has until the end of Wednesday the 25th (three business days).
    expect(stamped.replaces).toMatchObject({
      uuid: VALID_INVOICE.uuid,
      status: 'en_cancelacion',
      cancellation_reason: '01',
      cancellation: {
        status: 'esperando_aceptacion',
        reason: '01',
        respond_by: '2026-11-25T23:59:59-06:00',
        answered_at: null,
        acceptance_not_needed: null,
        replacement_uuid: stamped.uuid,
      },
    });
    const xml = await download(stamped.xml_url as string);
    expect(xml).toContain(`<cfdi:CfdiRelacionados TipoRelacion="04">\n    <cfdi:CfdiRelacionado UUID="${VALID_INVOICE.uuid}"/>`);
    expect(xml).toContain('UsoCFDI="I04"');
    const mails = await outbox(api, worldId);
    const asked = mails.find((mail) => mail.kind === 'cfdiCancellationRequested');
    expect(asked?.subject).toBe('Confirma la cancelación de tu factura');
    expect(asked?.text).toContain(`cancelar tu factura ${VALID_INVOICE.uuid}, que se sustituye por la factura ${stamped.uuid}`);
    expect(asked?.text).toContain('a más tardar el 25 de noviembre de 2026');
    expect(mails.some((mail) => mail.text.includes(stamped.pdf_url as string))).toBe(true);

    // Days pass without an answer within the time: still awaiting.
    later(2 * 86_400_000);
    expect((await invoiceOf(client, VALID_INVOICE.payment))?.replaces?.status).toBe('en_cancelacion');
    const accepted = await answerCancellation(client, VALID_INVOICE.uuid, true);
    expect(accepted.status).toBe(200);
    expect(accepted.body).toMatchObject({
      uuid: VALID_INVOICE.uuid,
      status: 'en_cancelacion',
      cancellation: { status: 'aceptada', answered_at: expect.any(String) },
    });
    expect((await answerCancellation(client, VALID_INVOICE.uuid, false)).body).toEqual({
      message: messageOf('InvoiceCancellationNotAwaitingError'),
    });
    later();
    const settled = (await invoiceOf(client, VALID_INVOICE.payment)) as Invoice;
    expect(settled.replaces).toMatchObject({
      uuid: VALID_INVOICE.uuid,
      status: 'cancelada',
      cancellation_reason: '01',
      cancellation: { status: 'aceptada' },
    });
    // The cancelled original's files are still served (the examples' links are the production host's; the dev API serves the same path).
    expect((await fetch(`${api.url}/facturas/${VALID_INVOICE.uuid}.xml`)).status).toBe(200);
    const cancelled = await replace(client, VALID_INVOICE.uuid);
    expect(cancelled.status).toBe(409);
    // The replacement can be corrected in turn (within the business day after it was stamped: no acceptance); once cancelled, its PDF says so.
    now = new Date(Date.parse(stamped.issued_at as string) + 60_000);
    expect((await replace(client, stamped.uuid as string, { cfdiUse: 'G03' })).status).toBe(202);
    later();
    expect((await invoiceOf(client, VALID_INVOICE.payment))?.replaces?.cancellation).toMatchObject({
      status: 'sin_aceptacion',
      acceptance_not_needed: 'dia_habil_siguiente',
      respond_by: null,
    });
    later();
    expect(await download(stamped.pdf_url as string)).toContain('CANCELADA');
  });

  it('no answer by respond_by: accepted by silence (aceptada_sin_respuesta, answered at respond_by) and cancelada; answering then is 409 saying so', async () => {
    const { client } = world(api, 'employer');
    expect((await replace(client, VALID_INVOICE.uuid, { cfdiUse: 'I04' })).status).toBe(202);
    later();
    const respondBy = (await invoiceOf(client, VALID_INVOICE.payment))?.replaces?.cancellation?.respond_by as string;
    expect(respondBy).toBe('2026-11-25T23:59:59-06:00');
    const before = now;
    now = new Date(Date.parse(respondBy));
    expect((await invoiceOf(client, VALID_INVOICE.payment))?.replaces?.status).toBe('en_cancelacion');
    now = new Date(Date.parse(respondBy) + 1000);
    const silent = (await invoiceOf(client, VALID_INVOICE.payment))?.replaces;
    expect(silent).toMatchObject({ status: 'cancelada', cancellation: { status: 'aceptada_sin_respuesta', answered_at: respondBy } });
    const late = await answerCancellation(client, VALID_INVOICE.uuid, false);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(
      'El plazo para responder venció el 25 de noviembre de 2026 a las 23:59; la cancelación se dio por aceptada.',
    );
    now = before;
  });

  it("rejected: the original vigente again and the payment's invoice, the correction withdrawn (cancelled with reason 02, no acceptance within the next business day)", async () => {
    const { client } = world(api, 'employer');
    expect((await replace(client, VALID_INVOICE.uuid, { cfdiUse: 'I04' })).status).toBe(202);
    later();
    const corrected = (await invoiceOf(client, VALID_INVOICE.payment)) as Invoice;
    const rejected = await answerCancellation(client, VALID_INVOICE.uuid, false);
    expect(rejected.status).toBe(200);
    expect(rejected.body).toMatchObject({
      uuid: VALID_INVOICE.uuid,
      status: 'vigente',
      cancellation: { status: 'rechazada', reason: '01' },
    });
    const invoice = (await invoiceOf(client, VALID_INVOICE.payment)) as Invoice;
    expect(invoice).toMatchObject({ uuid: VALID_INVOICE.uuid, status: 'vigente' });
    expect(invoice.replaced_by).toMatchObject({
      uuid: corrected.uuid,
      status: 'en_cancelacion',
      cancellation_reason: '02',
      cancellation: { status: 'sin_aceptacion', reason: '02', acceptance_not_needed: 'dia_habil_siguiente' },
    });
    later();
    expect(((await invoiceOf(client, VALID_INVOICE.payment)) as Invoice).replaced_by?.status).toBe('cancelada');
    // The original may be corrected again.
    expect((await replace(client, VALID_INVOICE.uuid, { cfdiUse: 'G03' })).status).toBe(202);
  });

  it("a cancellation the business asks (dev control): the receiver is asked by e-mail; 404 for another customer's invoice, 409 for none awaiting", async () => {
    const { client, world: worldId } = world(api, 'employer');
    const other = world(api, 'nonEmployer');
    // The examples' two requests await the employer's answer; José Luis cannot answer them.
    expect((await answerCancellation(other.client, AWAITING.accept, true)).status).toBe(404);
    expect((await client.post<ErrorBody>(`/invoices/${AWAITING.accept}/cancellation/answer`, { accept: 'sí' })).status).toBe(422);
    expect((await answerCancellation(client, VALID_INVOICE.uuid, true)).body).toEqual({
      message: messageOf('InvoiceCancellationNotAwaitingError'),
    });
    const asked = await fetch(`${api.url}/__dev/invoices/${VALID_INVOICE.uuid}/cancel`, {
      method: 'POST',
      body: JSON.stringify({ world: worldId, reason: '03' }),
    });
    expect(asked.status).toBe(200);
    expect(await asked.json()).toMatchObject({
      status: 'en_cancelacion',
      cancellation: { status: 'esperando_aceptacion', reason: '03', replacement_uuid: null },
    });
    expect((await outbox(api, worldId)).at(-1)).toMatchObject({ kind: 'cfdiCancellationRequested', to: company.email });
    const again = await fetch(`${api.url}/__dev/invoices/${VALID_INVOICE.uuid}/cancel`, {
      method: 'POST',
      body: JSON.stringify({ world: worldId }),
    });
    expect(again.status).toBe(409);
    expect((await answerCancellation(client, VALID_INVOICE.uuid, true)).status).toBe(200);
    later();
    expect(await invoiceOf(client, VALID_INVOICE.payment)).toMatchObject({
      status: 'cancelada',
      cancellation: { status: 'aceptada', reason: '03' },
    });
  });

  it('a replacement the PAC refuses: rechazada, the original vigente again with nothing replacing it; it can still be corrected, never requested anew', async () => {
    const { client } = world(api, 'employer');
    expect((await replace(client, VALID_INVOICE.uuid, { postalCode: '76100' })).status).toBe(202);
    later();
    const refused = (await invoiceOf(client, VALID_INVOICE.payment)) as Invoice;
    expect(refused).toMatchObject({ status: 'rechazada', rejected_fields: [{ field: 'postalCode' }] });
    expect(refused.replaces).toMatchObject({ uuid: VALID_INVOICE.uuid, status: 'vigente', cancellation_reason: null });
    expect((await request(client, VALID_INVOICE.payment)).status).toBe(409);
    const again = await replace(client, VALID_INVOICE.uuid, { cfdiUse: 'I04' });
    expect(again.status).toBe(202);
    expect(again.body.original).toMatchObject({ status: 'en_cancelacion', replaced_by: null });
  });

  it("a correction after the invoice's cancellable_until is 409, naming the day, and stamps nothing", async () => {
    const { client } = world(api, 'employer');
    const invoice = (await invoiceOf(client, VALID_INVOICE.payment)) as Invoice;
    const until = invoice.cancellable_until as string;
    expect(until).toMatch(/^\d{4}-03-31$/);
    const before = now;
    try {
      // The last second of that day in Mexico City: still allowed.
      now = new Date(`${until}T23:59:59-06:00`);
      expect((await replace(client, VALID_INVOICE.uuid, { postalCode: '76100' })).status).toBe(202);
      later();
      expect((await invoiceOf(client, VALID_INVOICE.payment))?.replaces).toMatchObject({ uuid: VALID_INVOICE.uuid, status: 'vigente' });
      // A second later, the next day: refused.
      now = new Date(`${until}T23:59:59-06:00`);
      later(1000);
      const refused = await invoiceOf(client, VALID_INVOICE.payment);
      const answer = await replace(client, VALID_INVOICE.uuid, { cfdiUse: 'I04' });
      expect(answer.status).toBe(409);
      expect(answer.body).toEqual({
        message: `Esta factura ya no se puede corregir porque el plazo para cancelarla venció el 31 de marzo de ${until.slice(0, 4)}.`,
      });
      expect(await invoiceOf(client, VALID_INVOICE.payment)).toEqual(refused);
    } finally {
      now = before;
    }
  });

  it("404 for a UUID that does not exist or is another customer's; 422 as for a request", async () => {
    const { client } = world(api, 'nonEmployer');
    for (const uuid of ['00000000-0000-4000-8000-000000000000', VALID_INVOICE.uuid]) {
      const answer = await replace(client, uuid);
      expect(answer.status).toBe(404);
      expect(answer.body).toEqual({ message: messageOf('InvoiceNotFoundError') });
    }
    const { client: employer } = world(api, 'employer');
    const refused = await replace(employer, VALID_INVOICE.uuid, { cfdiUse: 'D01' });
    expect(refused.status).toBe(422);
    expect((await invoiceOf(employer, VALID_INVOICE.payment))?.status).toBe('vigente');
  });

  it('with no stamping delay the answer is already vigente', async () => {
    const instant = await startApi({ clock: () => now, stampingDelayMs: 0 });
    try {
      const { client } = world(instant, 'employer');
      const requested = await request(client, TO_INVOICE.employer);
      expect(requested.status).toBe(202);
      expect(requested.body.status).toBe('vigente');
      const replaced = await replace(client, requested.body.uuid as string, { cfdiUse: 'I04' });
      expect(replaced.body.replacement.status).toBe('vigente');
      expect(replaced.body.original.status).toBe('cancelada');
    } finally {
      await instant.close();
    }
    expect(parseDevApiArgs(['--cotizaciones', '24']).quotations).toBe(24);
    expect(parseDevApiArgs([], { DEV_API_QUOTATIONS: '3' }).quotations).toBe(3);
    expect(parseDevApiArgs([]).quotations).toBe(0);
    expect(() => parseDevApiArgs(['--quotations', '2.5'])).toThrow(/--quotations/);
    expect(parseDevApiArgs(['--stamping', '0']).stampingDelayMs).toBe(0);
    expect(parseDevApiArgs([], { DEV_API_STAMPING_MS: '250' }).stampingDelayMs).toBe(250);
    expect(parseDevApiArgs([]).stampingDelayMs).toBe(1500);
    expect(() => parseDevApiArgs(['--stamping', '-1'])).toThrow(/--stamping/);
  });
});

// --- Statement ---
describe('the statement (GET /statements)', () => {
  const api = startApiForSuite();

  it("answers the contract's example for the employer's October, made at the API's clock", async () => {
    const { client } = world(api, 'employer');
    const answer = await client.get<Record<string, unknown>>('/statements?from=2026-10-01&to=2026-10-31');
    expect(answer.status).toBe(200);
    const example = exampleOf<{ entries: { kind: string }[] }>('StatementExample');
    // The example leaves out creditNoteUuid (optional): the refund's names its credit note, every other movement null.
    const entries = example.entries.map((entry) => ({
      ...entry,
      creditNoteUuid: entry.kind === 'refund' ? '3D5F7B9C-1E3A-4C5E-8F0B-2D4F6A8C0E19' : null,
    }));
    expect(answer.body).toEqual({ ...example, entries, generatedAt: '2026-11-22T12:00:00-06:00' });
  });

  it('refuses a reversed, future, too long or unreadable period with 400 and its message, and answers 401 without a session', async () => {
    const { client } = world(api, 'employer');
    for (const [query, example] of [
      ['from=2026-10-31&to=2026-10-01', 'StatementReversedPeriodError'],
      ['from=2026-11-01&to=2026-11-23', 'StatementFuturePeriodError'],
      ['from=2025-01-01&to=2026-01-02', 'StatementPeriodTooLongError'],
      ['from=2026-10-01', 'StatementInvalidDateError'],
      ['from=2026-02-30&to=2026-03-01', 'StatementInvalidDateError'],
    ]) {
      const answer = await client.get(`/statements?${query}`);
      expect({ query, status: answer.status, message: answer.body.message }).toEqual({ query, status: 400, message: messageOf(example) });
    }
    expect((await call(api, 'GET', '/statements?from=2026-10-01&to=2026-10-31')).status).toBe(401);
  });

  it("answers the balance as the contract's example: the closing balance of a statement ending today, by part", async () => {
    const { client } = world(api, 'employer');
    const balance = await client.get<Record<string, unknown>>('/customers/me/balance');
    expect(balance.status).toBe(200);
    expect(balance.body).toEqual({ ...exampleOf<Record<string, unknown>>('BalanceEmployer'), asOf: '2026-11-22T12:00:00-06:00' });
    const statement = await client.get<{ closingBalance: number }>('/statements?from=2026-11-01&to=2026-11-22');
    expect(statement.body.closingBalance).toBe(balance.body.total);
    expect((await call(api, 'GET', '/customers/me/balance')).status).toBe(401);
  });

  it("moves a quotation between the parts of the balance as its stage changes, the total always the statement's", async () => {
    const { client } = world(api, 'nonEmployer');
    const pending = (await client.get<{ id: string; status: string; total: number }[]>('/quotations')).body.find(
      (q) => q.status === 'pendiente',
    );
    if (!pending) throw new Error('the non-employer has a pending quotation in the examples');
    const before = (
      await client.get<{ total: number; pending: { amount: number; count: number }; inProcess: { amount: number } }>(
        '/customers/me/balance',
      )
    ).body;
    const reference = await client.post(`/quotations/${pending.id}/pay`, { method: 'bank_account' }, 'balance-test-key-1');
    expect(reference.status).toBe(200);
    const after = (
      await client.get<{ total: number; pending: { amount: number; count: number }; inProcess: { amount: number; count: number } }>(
        '/customers/me/balance',
      )
    ).body;
    expect(after.total).toBe(before.total);
    expect(after.pending.count).toBe(before.pending.count - 1);
    expect(after.inProcess).toEqual({ amount: pending.total, count: 1 });
    const statement = await client.get<{ closingBalance: number }>('/statements?from=2026-11-22&to=2026-11-22');
    expect(statement.body.closingBalance).toBe(after.total);
  });
});
// --- end Statement ---

// --- Notifications ---
describe('the notification preferences (GET/PUT /users/me/notification-preferences)', () => {
  const api = startApiForSuite();

  const CHOICE = {
    quotationIssued: true,
    dueSoon: false,
    referenceExpiring: true,
    paymentReceived: false,
    cfdiReady: true,
    accountantPackage: true,
  };

  it("answers every kind on until the customer saves, then what they saved (the contract's example)", async () => {
    const { client } = world(api, 'nonEmployer');
    expect((await client.get('/users/me/notification-preferences')).body).toEqual(exampleOf('NotificationPreferencesDefaults'));
    const saved = await client.put<Record<string, unknown>>('/users/me/notification-preferences', { email: CHOICE });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ email: { ...CHOICE, autoChargeNotice: true }, updatedAt: '2026-11-22T12:00:00-06:00', version: 1 });
    expect((await client.get('/users/me/notification-preferences')).body).toEqual(saved.body);
  });

  it('If-Match with the copy’s version: a save from an older copy is refused (409, nothing changed); the current copy saves', async () => {
    const { client, token } = world(api, 'nonEmployer');
    const put = (email: Record<string, boolean>, ifMatch: string) =>
      call<Record<string, unknown>>(api, 'PUT', '/users/me/notification-preferences', {
        token,
        body: { email },
        headers: { 'If-Match': ifMatch },
      });
    const loaded = (await client.get<{ version: number }>('/users/me/notification-preferences')).body;
    expect(loaded.version).toBe(0);
    // Tab A turns «Cotización nueva» off; tab B, loaded before, then turns «por vencer» off from its old copy.
    const ALL_ON = { ...CHOICE, dueSoon: true, paymentReceived: true };
    const tabA = await put({ ...ALL_ON, quotationIssued: false }, `"${loaded.version}"`);
    expect(tabA.status).toBe(200);
    expect(tabA.body.version).toBe(1);
    const tabB = await put({ ...ALL_ON, dueSoon: false }, String(loaded.version));
    expect(tabB.status).toBe(409);
    expect(tabB.body).toEqual(exampleOf('NotificationPreferencesChangedError'));
    expect((await client.get('/users/me/notification-preferences')).body).toEqual(tabA.body);
    // With the copy it now has, tab B keeps both changes; * and no header replace whatever is there.
    const again = await put({ ...ALL_ON, quotationIssued: false, dueSoon: false }, 'W/"1"');
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ email: { quotationIssued: false, dueSoon: false }, version: 2 });
    expect((await put(ALL_ON, '*')).status).toBe(200);
    expect((await client.put<{ version: number }>('/users/me/notification-preferences', { email: ALL_ON })).body.version).toBe(4);
  });

  it('refuses turning off the automatic charge notice, a missing kind or an unknown one with 422 on the field, saving nothing; 401 without a session', async () => {
    const { client } = world(api, 'employer');
    const off = await client.put<{ errors: { field: string; message: string }[] }>('/users/me/notification-preferences', {
      email: { ...CHOICE, autoChargeNotice: false },
    });
    expect(off.status).toBe(422);
    expect(off.body.errors).toEqual([
      {
        field: 'email.autoChargeNotice',
        message: 'El aviso de cargo automático no se puede desactivar; la ley nos pide avisarte 5 días antes de cada cargo automático.',
      },
    ]);
    const { cfdiReady: _missing, ...fourKinds } = CHOICE;
    expect((await client.put('/users/me/notification-preferences', { email: fourKinds })).status).toBe(422);
    expect((await client.put('/users/me/notification-preferences', { email: { ...CHOICE, sms: true } })).status).toBe(422);
    // The notice sent as on is accepted.
    expect((await client.put('/users/me/notification-preferences', { email: { ...CHOICE, autoChargeNotice: true } })).status).toBe(200);
    expect((await call(api, 'GET', '/users/me/notification-preferences')).status).toBe(401);
    expect((await call(api, 'PUT', '/users/me/notification-preferences', { body: { email: CHOICE } })).status).toBe(401);
  });
});
// --- end Notifications ---

describe('coverage of the contract', () => {
  it('every operation was checked against the contract, with its success and the main refusals', () => {
    // The account's own operations (password, sign-in e-mail) are covered in account.test.ts.
    // The ARCO requests in privacy.test.ts, automatic payment in auto-payment.test.ts, invitations in invitations.test.ts,
    // the correction with a credit note in credit-notes.test.ts, the accountant's package in invoice-package.test.ts.
    for (const op of operations.filter(
      (o) =>
        !ACCOUNT_OPERATIONS.includes(o.id) &&
        !PRIVACY_OPERATIONS.includes(o.id) &&
        !AUTO_PAYMENT_OPERATIONS.includes(o.id) &&
        !INVITATION_OPERATIONS.includes(o.id) &&
        !CREDIT_NOTE_OPERATIONS.includes(o.id) &&
        !INVOICE_PACKAGE_OPERATIONS.includes(o.id),
    )) {
      const success = op.successStatuses.some((status) => checked.has(`${op.id} ${status}`));
      expect({ operation: op.id, success }).toEqual({ operation: op.id, success: true });
    }
    const refusals = [
      'appLogin 401',
      'appLogin 422',
      'appLogin 400',
      'userByTokenApp 401',
      'appResetPassword 400',
      'appResetPassword 422',
      'uploadFile 400',
      'uploadFile 401',
      'listQuotations 400',
      'getQuotation 404',
      'payQuotation 400',
      'payQuotation 404',
      'payQuotation 409',
      'payQuotation 422',
      'listPayments 400',
      'countPayments 400',
      'getPayment 404',
      'requestInvoice 400',
      'requestInvoice 404',
      'requestInvoice 409',
      'requestInvoice 422',
      'replaceInvoice 404',
      'replaceInvoice 409',
      'replaceInvoice 422',
      'answerInvoiceCancellation 422',
      'answerInvoiceCancellation 404',
      'answerInvoiceCancellation 409',
      'addCard 400',
      'addCard 409',
      'addCard 422',
      'deleteCard 404',
      'updateCustomer 400',
      'updateCustomer 404',
      'updateCustomer 409',
      'updateCustomer 422',
      'updatePersonalData 422',
      'getCompanyProfile 403',
      'saveCompanyProfile 403',
      'saveCompanyProfile 422',
      'listEmployees 400',
      'listEmployees 403',
      'countEmployees 400',
      'countEmployees 403',
      'createEmployee 403',
      'createEmployee 409',
      'updateEmployee 403',
      'deleteEmployee 403',
      'importEmployees 403',
      'appLogin 429',
      'appRequestResetPassword 429',
      'appResetPassword 429',
      'addCard 429',
      'payQuotation 429',
      'decideQuotation 400',
      'decideQuotation 404',
      'decideQuotation 409',
      'decideQuotation 422',
      'createEmployee 422',
      'updateEmployee 404',
      'updateEmployee 409',
      'updateEmployee 422',
      'deleteEmployee 404',
      'importEmployees 400',
      // Statement
      'getStatement 400',
      'getStatement 401',
      // Notifications
      'getNotificationPreferences 401',
      'updateNotificationPreferences 401',
      'updateNotificationPreferences 409',
      'updateNotificationPreferences 422',
    ];
    // Not in the list: getCompanyProfile 404 (an employer who never registered his company): the
    // example employer has one, and the non-employer, who used to get that 404, now gets a 403.
    expect(refusals.filter((key) => !checked.has(key))).toEqual([]);
  });
});
