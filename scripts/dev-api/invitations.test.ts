// @vitest-environment node
// Employee invitations over HTTP: adding an employee e-mails a link to /activar-cuenta; the link
// reads who invited them, and accepting it once (before 7 days on the world's clock) makes the
// person's own non-employer account, which signs in, and the employee active. Sending it again,
// a corrected e-mail or removing the employee ends the earlier link. Every answer goes through
// the contract check of test-support.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevApi } from './server.mjs';
import {
  INVITATION_OPERATIONS,
  call,
  expectCovered,
  exampleOf,
  messageOf,
  outbox,
  signIn,
  startApi,
  world,
  type Client,
  type Employee,
  type User,
} from './test-support.ts';

const PASSWORD = 'Celaya2026';

let api: DevApi;

beforeAll(async () => {
  api = await startApi({ appOrigin: 'http://app.test', rateLimits: { invitationResends: { max: 3, windowMs: 60_000 } } });
});
afterAll(() => api.close());

const read = (token: string) => call<{ message: string }>(api, 'POST', '/auth/app-invitation', { body: { token } });
const accept = (token: string, password = PASSWORD) =>
  call<{ message: string; errors?: { field: string; message: string }[] }>(api, 'POST', '/auth/app-accept-invitation', {
    body: { token, password },
  });

/** The token of the last invitation e-mailed to `to` in `worldId`. */
async function invitationTo(worldId: string, to: string) {
  const mails = (await outbox(api, worldId)).filter((mail) => mail.to === to && mail.kind === 'invitation');
  const link = mails.at(-1)?.link ?? '';
  expect(link).toMatch(/^http:\/\/app\.test\/activar-cuenta\?token=[0-9a-f]{64}$/);
  return new URL(link).searchParams.get('token') ?? '';
}

const unique = (name: string) => `${name}.${Math.random().toString(36).slice(2, 8)}@ejemplo.mx`;

async function addEmployee(client: Client, email: string) {
  const created = await client.post<Employee>('/employees', { firstName: 'Renata', lastName: 'Quiroz Almanza', email });
  expect(created.status).toBe(200);
  return created.body;
}

const employeeByEmail = async (client: Client, email: string) =>
  (await client.list<Employee[]>('/employees', 'filter', { limit: 100 })).body.find((e) => e.email === email);

describe('accepting an invitation', () => {
  it('the link greets the person; accepting makes their own non-employer account, which signs in, and the employee active', async () => {
    const { client, world: worldId } = world(api, 'employer');
    const email = unique('renata');
    const employee = await addEmployee(client, email);
    const token = await invitationTo(worldId, email);
    const mail = (await outbox(api, worldId)).find((m) => m.kind === 'invitation' && m.to === email);
    expect(mail?.subject).toBe('Constructora del Bajío te invitó a Cotiza');

    const invitation = await read(token);
    expect(invitation.status).toBe(200);
    expect(invitation.body).toEqual({
      companyName: 'Constructora del Bajío',
      firstName: 'Renata',
      lastName: 'Quiroz Almanza',
      email,
      expiresAt: '2026-11-29T18:00:00.000Z',
    });

    const accepted = await accept(token);
    expect(accepted.status).toBe(200);
    expect(accepted.body.message).toBe(messageOf('InvitationAcceptedMessage'));
    expect((await employeeByEmail(client, email))?.status).toBe('active');
    expect((await employeeByEmail(client, email))?.id).toBe(employee.id);

    const session = await signIn(api, email, PASSWORD);
    expect(session.status).toBe(200);
    const user: User = session.body.user;
    expect(user).toMatchObject({ email, firstName: 'Renata', lastName: 'Quiroz Almanza', isEmployer: false });
    expect(user.customer).toMatchObject({ isEmployer: false, defaultCardId: null, autoPaymentEnabled: false });
    // Their own, empty account: nothing of the company's, and no employer-only calls.
    const own = { token: session.body.token };
    expect((await call<unknown[]>(api, 'GET', '/quotations', own)).body).toEqual([]);
    expect((await call<unknown[]>(api, 'GET', '/payments', own)).body).toEqual([]);
    expect((await call(api, 'GET', '/employees', own)).status).toBe(403);
    expect((await call<{ phone: unknown; rfc: unknown }>(api, 'GET', '/users/me', own)).body).toMatchObject({ phone: null, rfc: null });

    // Once only: the link is refused, read or accepted again, and nothing changes.
    const again = await accept(token, 'OtraClave2027');
    expect(again).toMatchObject({ status: 400, body: { message: messageOf('InvitationUsedError') } });
    expect((await read(token)).status).toBe(400);
    expect((await signIn(api, email, 'OtraClave2027')).status).toBe(401);
  });

  it('an unknown token is 404; a weak password is 422 on «password» and the link still works', async () => {
    expect(await read('f'.repeat(64))).toMatchObject({ status: 404, body: { message: messageOf('InvitationNotFoundError') } });
    expect((await accept('f'.repeat(64))).status).toBe(404);

    const { client, world: worldId } = world(api, 'employer');
    const email = unique('debil');
    await addEmployee(client, email);
    const token = await invitationTo(worldId, email);
    const weak = await accept(token, 'soloLetras');
    expect(weak.status).toBe(422);
    expect(weak.body.errors).toEqual([{ field: 'password', message: 'La contraseña debe incluir al menos una letra y un número.' }]);
    const short = await accept(token, 'a1');
    expect(short.status).toBe(422);
    expect(short.body.errors?.map((e) => e.field)).toEqual(['password']);
    expect((await employeeByEmail(client, email))?.status).toBe('invited');
    expect((await accept(token)).status).toBe(200);
  });

  it('expires 7 days after it was sent, by the world’s clock', async () => {
    const { client, world: worldId } = world(api, 'employer');
    const email = unique('vencida');
    await addEmployee(client, email);
    const token = await invitationTo(worldId, email);
    expect((await call(api, 'POST', '/__dev/clock', { body: { world: worldId, days: 6 } })).status).toBe(200);
    expect((await read(token)).status).toBe(200);
    expect((await call(api, 'POST', '/__dev/clock', { body: { world: worldId, days: 1 } })).status).toBe(200);
    expect(await read(token)).toMatchObject({ status: 400, body: { message: messageOf('InvitationExpiredError') } });
    expect((await accept(token)).status).toBe(400);
    expect((await employeeByEmail(client, email))?.status).toBe('invited');
  });

  it('an address that already has an account is 409 and nothing changes', async () => {
    const { client, world: worldId } = world(api, 'employer');
    // The example non-employer's address: a copy of that user lives in this world too.
    const email = 'joseluis.ramirez@gmail.com';
    await addEmployee(client, email);
    const token = await invitationTo(worldId, email);
    expect(await accept(token)).toMatchObject({ status: 409, body: { message: messageOf('InvitationAccountExistsError') } });
    expect((await employeeByEmail(client, email))?.status).toBe('invited');
    expect((await read(token)).status).toBe(200);
  });

  it('the example token invites the example employee until the example date', async () => {
    const { token } = exampleOf<{ token: string }>('AcceptInvitationRequest');
    expect((await read(token)).body).toEqual(exampleOf('InvitationExample'));
  });
});

describe('sending an invitation again', () => {
  it('sends a new link and ends the earlier one; once accepted, there is nothing to send (409)', async () => {
    const { client, world: worldId } = world(api, 'employer');
    const email = unique('reenvio');
    const employee = await addEmployee(client, email);
    const first = await invitationTo(worldId, email);
    const resent = await client.post<{ message: string }>(`/employees/${employee.id}/invitation`);
    expect(resent).toMatchObject({ status: 200, body: { message: `Enviamos de nuevo la invitación a ${email}.` } });
    const second = await invitationTo(worldId, email);
    expect(second).not.toBe(first);
    expect((await read(first)).status).toBe(404);
    expect((await accept(second)).status).toBe(200);
    expect(await client.post(`/employees/${employee.id}/invitation`)).toMatchObject({
      status: 409,
      body: { message: messageOf('InvitationNotPendingError') },
    });
  });

  it('is the employer’s: 404 for an unknown employee, 403 for a non-employer, 429 past the limit', async () => {
    const { client } = world(api, 'employer');
    expect((await client.post('/employees/000000000000000000000000/invitation')).status).toBe(404);
    const other = world(api, 'nonEmployer');
    expect((await other.client.post('/employees/6651a0c3e2b4d5f6a7b8c905/invitation')).status).toBe(403);
    expect((await call(api, 'POST', '/employees/6651a0c3e2b4d5f6a7b8c905/invitation')).status).toBe(401);
    // The limit (3 here) counts requests per employer, found or not.
    expect((await client.post('/employees/6651a0c3e2b4d5f6a7b8c905/invitation')).status).toBe(200);
    expect((await client.post('/employees/6651a0c3e2b4d5f6a7b8c905/invitation')).status).toBe(200);
    const limited = await client.post('/employees/6651a0c3e2b4d5f6a7b8c905/invitation');
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('a corrected e-mail ends the first link and invites the new address; removing the employee ends it', async () => {
    const { client, world: worldId } = world(api, 'employer');
    const mistyped = unique('erratta');
    const employee = await addEmployee(client, mistyped);
    const first = await invitationTo(worldId, mistyped);
    const corrected = unique('errata');
    expect((await client.patch(`/employees/${employee.id}`, { email: corrected })).status).toBe(200);
    expect((await read(first)).status).toBe(404);
    const second = await invitationTo(worldId, corrected);
    expect((await read(second)).body).toMatchObject({ email: corrected });
    // Another field leaves the link as it was.
    expect((await client.patch(`/employees/${employee.id}`, { position: 'Residente' })).status).toBe(200);
    expect((await read(second)).status).toBe(200);
    expect((await client.delete(`/employees/${employee.id}`)).status).toBe(204);
    expect((await read(second)).status).toBe(404);
  });

  it('an invited employee’s status cannot be set: only accepting makes them active', async () => {
    const { client } = world(api, 'employer');
    const invited = (await client.list<Employee[]>('/employees', 'filter', { where: { status: 'invited' }, limit: 100 })).body[0]!;
    const refused = await client.patch<{ errors?: { field: string }[] }>(`/employees/${invited.id}`, { status: 'active' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors?.map((e) => e.field)).toEqual(['status']);
    expect((await employeeByEmail(client, invited.email))?.status).toBe('invited');
  });
});

describe('guessing tokens', () => {
  it('unknown tokens count across both calls until 429 with Retry-After', async () => {
    const limited = await startApi({ rateLimits: { invitationFailures: { max: 2, windowMs: 60_000 } } });
    try {
      const guess = (path: string) => call(limited, 'POST', path, { body: { token: crypto.randomUUID() } });
      expect((await guess('/auth/app-invitation')).status).toBe(404);
      expect((await guess('/auth/app-accept-invitation')).status).toBe(422); // no password: the schema first, not counted
      expect((await call(limited, 'POST', '/auth/app-accept-invitation', { body: { token: 'x', password: PASSWORD } })).status).toBe(404);
      const refused = await guess('/auth/app-invitation');
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
    } finally {
      await limited.close();
    }
  });
});

describe('coverage of the contract', () => {
  it('each invitation operation was checked with its success and its refusals', () => {
    expectCovered(INVITATION_OPERATIONS, {
      getInvitation: [200, 400, 404, 429],
      acceptInvitation: [200, 400, 404, 409, 422],
      resendEmployeeInvitation: [200, 401, 403, 404, 409, 429],
      updateEmployee: [422],
    });
  });
});
