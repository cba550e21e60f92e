// @vitest-environment node
// The development API in the spec's shape (`--shape seed`), over HTTP: every answer is still one the
// contract declares (checked by `call`), and each is what a backend built from the spec's data model gives.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevApi } from './server.mjs';
import { parseShape } from './spec-shape.mjs';
import { as, call, signIn, startApi, world, type Quotation } from './test-support';

const EMPLOYER = 'mariajose.hernandez@constructoradelbajio.mx';
let api: DevApi;
let plain: DevApi;
beforeAll(async () => {
  [api, plain] = await Promise.all([startApi({ shape: 'seed' }), startApi()]);
});
afterAll(() => Promise.all([api.close(), plain.close()]));

describe('--shape seed', () => {
  it('the sign-in answers { token } alone, and that token asks for the spec’s user: numeric ids, its token, a customer of four fields', async () => {
    const signedIn = await signIn(api, EMPLOYER, api.seed.password);
    expect(signedIn.status).toBe(200);
    expect(Object.keys(signedIn.body)).toEqual(['token']);
    const user = await as(api, signedIn.body.token).post<Record<string, unknown>>('/users/user-by-token-app');
    expect(user.body).toMatchObject({ id: 1, customerId: 2, token: signedIn.body.token, isEmployer: true });
    expect(Object.keys(user.body.customer as object).sort()).toEqual([
      'autoPaymentEnabled',
      'defaultCardId',
      'isEmployer',
      'openpayCustomerId',
    ]);
  });

  it('own records have numeric ids that their paths take back; Openpay’s records keep their text ids', async () => {
    const { client } = world(api, 'employer');
    const quotations = await client.list<Quotation[]>('/quotations', 'filter', { limit: 3 });
    const [first] = quotations.body;
    expect(typeof first!.id).toBe('number');
    expect((await client.get<Quotation>(`/quotations/${first!.id}`)).body.folio).toBe(first!.folio);
    const cards = await client.get<{ id: unknown }[]>('/customers/me/cards');
    expect(cards.body.every((card) => typeof card.id === 'string')).toBe(true);
  });

  it('another customer’s quotation number is still not found', async () => {
    const employer = world(api, 'employer');
    const [theirs] = (await employer.client.list<Quotation[]>('/quotations', 'filter', { limit: 1 })).body;
    const other = world(api, 'nonEmployer');
    expect((await other.client.get(`/quotations/${theirs!.id}`)).status).toBe(404);
  });

  it('the calls that only confirm answer {}; PATCH /customers/me answers the spec’s customer (no id)', async () => {
    const reset = await call(api, 'POST', '/auth/app-request-reset-password', { body: { email: EMPLOYER } });
    expect(reset).toMatchObject({ status: 200, body: {} });
    const { client } = world(api, 'employer');
    const customer = await client.patch<Record<string, unknown>>('/customers/me', { autoPaymentEnabled: false });
    expect(customer.body).not.toHaveProperty('id');
    expect(customer.body).toMatchObject({ autoPaymentEnabled: false, isEmployer: true });
  });

  it('the default shape is unchanged: { token, user } with text ids', async () => {
    const signedIn = await signIn(plain, EMPLOYER, plain.seed.password);
    expect(signedIn.body.user.id).toBe('6650f1c2a9b3e4d5f6a7b8c9');
    expect(signedIn.body.user.customer.id).toBe(signedIn.body.user.customerId);
  });

  it('--shape takes contract or seed, and says so otherwise', () => {
    expect(parseShape(undefined)).toBe('contract');
    expect(parseShape('seed')).toBe('seed');
    expect(() => parseShape('mongo')).toThrow('--shape debe ser contract o seed (recibí mongo).');
  });
});
