// @vitest-environment node
// The account's own operations over HTTP: changing the password (current one checked, other
// sessions ended), the sign-in e-mail (a link to the new address, confirmed once, in 24 h), signing
// out (the token ends) and saving the company from a stale copy (refused).
// Every answer goes through the contract check of test-support.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DevApi } from './server.mjs';
import {
  ACCOUNT_OPERATIONS,
  NOON,
  as,
  call,
  expectCovered,
  exampleOf,
  outbox,
  signIn,
  startApi,
  world,
  type Company,
  type PersonalData,
  type User,
} from './test-support.ts';

const EMPLOYER = 'mariajose.hernandez@constructoradelbajio.mx';
const NON_EMPLOYER = 'joseluis.ramirez@gmail.com';

const changePassword = (token: string, currentPassword: string, newPassword: string) =>
  as(apiRef(), token).post('/users/me/password', { currentPassword, newPassword });
const requestEmailChange = (token: string, newEmail: string, currentPassword: string) =>
  as(apiRef(), token).post('/users/me/email-change', { newEmail, currentPassword });
const confirm = (token: string) => call(apiRef(), 'POST', '/auth/app-confirm-email-change', { body: { token } });

let api: DevApi;
let now = NOON;
const apiRef = () => api;
const later = (ms: number) => (now = new Date(now.getTime() + ms));

/** The token of the last confirmation link e-mailed to `to` in `worldId`. */
async function linkTokenFor(worldId: string, to: string) {
  const mails = (await outbox(api, worldId)).filter((mail) => mail.to === to && mail.link?.includes('/confirmar-correo?token='));
  return new URL(mails.at(-1)?.link ?? 'http://x/').searchParams.get('token') ?? '';
}

beforeAll(async () => {
  const small = { max: 3, windowMs: 60_000 };
  api = await startApi({
    clock: () => now,
    appOrigin: 'http://app.test',
    rateLimits: { passwordFailures: small, emailChangeRequests: small, emailChangeFailures: small },
  });
});
afterAll(() => api.close());

describe('changing the password', () => {
  it('needs the current password; this session stays, every other ends; the new one signs in, the old one no more', async () => {
    // A world whose user has an address of its own signs in with it through /auth/app-login.
    const { token, world: worldId } = world(api, 'employer', 'mj.clave@ejemplo.mx');
    const other = await signIn(api, 'mj.clave@ejemplo.mx', api.seed.password);
    expect(other.status).toBe(200);

    const changed = await changePassword(token, api.seed.password, 'Queretaro2026');
    expect(changed.status).toBe(200);
    expect(changed.body).toEqual(exampleOf('PasswordChangedMessage'));
    expect((await as(api, token).post<User>('/users/user-by-token-app')).status).toBe(200);
    expect((await as(api, other.body.token).post('/users/user-by-token-app')).status).toBe(401);
    expect((await outbox(api, worldId)).some((mail) => mail.to === 'mj.clave@ejemplo.mx' && mail.subject === 'Tu contraseña cambió')).toBe(
      true,
    );
    expect((await signIn(api, 'mj.clave@ejemplo.mx', api.seed.password)).status).toBe(401);
    const again = await signIn(api, 'mj.clave@ejemplo.mx', 'Queretaro2026');
    expect(again.status).toBe(200);
    expect(again.body.user.id).toBe(api.seed.accounts.find((a) => a.kind === 'employer')!.user.id);
    // The shared world's example user is another copy: unchanged.
    expect((await signIn(api, EMPLOYER, api.seed.password)).status).toBe(200);
  });

  it('a wrong current password, a new one without a number or the same one are 422 on their field; nothing changes', async () => {
    const { token } = world(api, 'nonEmployer');
    const wrong = await changePassword(token, 'no-es-la-mía', 'Queretaro2026');
    expect(wrong.status).toBe(422);
    expect(wrong.body).toEqual(exampleOf('WrongCurrentPasswordError'));
    const weak = await changePassword(token, api.seed.password, 'solamenteletras');
    expect(weak.status).toBe(422);
    expect(weak.body).toEqual(exampleOf('WeakNewPasswordError'));
    const same = await changePassword(token, api.seed.password, api.seed.password);
    expect(same.status).toBe(422);
    expect(same.body.errors).toEqual([{ field: 'newPassword', message: 'La nueva contraseña debe ser distinta de la actual.' }]);
    const short = await changePassword(token, api.seed.password, 'a1');
    expect(short.status).toBe(422);
    expect(short.body.errors?.map((e) => e.field)).toEqual(['newPassword']);
    // The session is still there (a wrong password is never a 401).
    expect((await as(api, token).post('/users/user-by-token-app')).status).toBe(200);
  });

  it('too many wrong current passwords: 429 with Retry-After, even with the right one, until the window ends', async () => {
    const { token } = world(api, 'nonEmployer');
    for (let i = 0; i < 3; i += 1) expect((await changePassword(token, `mala-${i}`, 'Queretaro2026')).status).toBe(422);
    const limited = await changePassword(token, api.seed.password, 'Queretaro2026');
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual(exampleOf('TooManyRequestsError'));
    expect(limited.headers.get('retry-after')).toBe('60');
    later(60_000);
    expect((await changePassword(token, api.seed.password, 'Queretaro2026')).status).toBe(200);
  });
});

describe('changing the sign-in e-mail', () => {
  it('e-mails a link to the new address and a notice to the current one; nothing changes until it is opened', async () => {
    const { token, world: worldId } = world(api, 'employer');
    const asked = await requestEmailChange(token, 'MJ.Nuevo@ConstructoraDelBajio.mx', api.seed.password);
    expect(asked.status).toBe(200);
    expect(asked.body.message).toBe(
      'Te enviamos un enlace a mj.nuevo@constructoradelbajio.mx. Tu correo de acceso cambiará cuando lo abras.',
    );
    const mails = await outbox(api, worldId);
    const link = mails.find((mail) => mail.to === 'mj.nuevo@constructoradelbajio.mx');
    expect(link?.link).toMatch(/^http:\/\/app\.test\/confirmar-correo\?token=[0-9a-f]{64}$/);
    expect(mails.some((mail) => mail.to === EMPLOYER && mail.text.includes('mj.nuevo@constructoradelbajio.mx'))).toBe(true);
    expect((await as(api, token).get<PersonalData>('/users/me')).body.email).toBe(EMPLOYER);

    const confirmed = await confirm(await linkTokenFor(worldId, 'mj.nuevo@constructoradelbajio.mx'));
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.message).toBe('Listo. Ahora inicias sesión con mj.nuevo@constructoradelbajio.mx.');
    // The session stays; the user and the personal data read the new address.
    expect((await as(api, token).post<User>('/users/user-by-token-app')).body.email).toBe('mj.nuevo@constructoradelbajio.mx');
    expect((await as(api, token).get<PersonalData>('/users/me')).body.email).toBe('mj.nuevo@constructoradelbajio.mx');
  });

  it('the link works once; a newer request replaces an older link; after 24 hours it expires', async () => {
    const { token, world: worldId } = world(api, 'nonEmployer');
    expect((await requestEmailChange(token, 'primero@ejemplo.mx', api.seed.password)).status).toBe(200);
    const first = await linkTokenFor(worldId, 'primero@ejemplo.mx');
    expect((await requestEmailChange(token, 'segundo@ejemplo.mx', api.seed.password)).status).toBe(200);
    const second = await linkTokenFor(worldId, 'segundo@ejemplo.mx');
    const replaced = await confirm(first);
    expect(replaced.status).toBe(400);
    expect(replaced.body).toEqual(exampleOf('ExpiredEmailChangeTokenError'));
    expect((await confirm(second)).status).toBe(200);
    expect((await confirm(second)).status).toBe(400);

    expect((await requestEmailChange(token, 'tercero@ejemplo.mx', api.seed.password)).status).toBe(200);
    const third = await linkTokenFor(worldId, 'tercero@ejemplo.mx');
    later(24 * 3_600_000 + 1000);
    expect((await confirm(third)).status).toBe(400);
    expect((await as(api, token).get<PersonalData>('/users/me')).body.email).toBe('segundo@ejemplo.mx');
  });

  it('the link needs no session, and the new address signs in (the old one no more)', async () => {
    const { token, world: worldId } = world(api, 'nonEmployer', 'jl.antes@ejemplo.mx');
    expect((await requestEmailChange(token, 'jl.despues@ejemplo.mx', api.seed.password)).status).toBe(200);
    expect((await confirm(await linkTokenFor(worldId, 'jl.despues@ejemplo.mx'))).status).toBe(200);
    expect((await signIn(api, 'jl.despues@ejemplo.mx', api.seed.password)).status).toBe(200);
    expect((await signIn(api, 'jl.antes@ejemplo.mx', api.seed.password)).status).toBe(401);
  });

  it('refusals: wrong current password (422), the same address (422), one of another account (409), not an e-mail (422)', async () => {
    const { token } = world(api, 'employer');
    const wrong = await requestEmailChange(token, 'nuevo@ejemplo.mx', 'no-es-la-mía');
    expect(wrong.status).toBe(422);
    expect(wrong.body).toEqual(exampleOf('WrongCurrentPasswordError'));
    const same = await requestEmailChange(token, EMPLOYER.toUpperCase(), api.seed.password);
    expect(same.status).toBe(422);
    expect(same.body).toEqual(exampleOf('SameEmailError'));
    const taken = await requestEmailChange(token, NON_EMPLOYER, api.seed.password);
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual(exampleOf('PersonalDataEmailTakenError'));
    const invalid = await requestEmailChange(token, 'no-es-correo', api.seed.password);
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors?.map((e) => e.field)).toEqual(['newEmail']);
  });

  it('an address another account took meanwhile is 409 when the link is opened', async () => {
    // Both example users in the shared world ask for the same address; the first to confirm keeps it.
    await call(api, 'POST', '/__dev/reset');
    const joseLuis = (await signIn(api, NON_EMPLOYER, api.seed.password)).body.token;
    const mariaJose = (await signIn(api, EMPLOYER, api.seed.password)).body.token;
    expect((await requestEmailChange(joseLuis, 'compartido@ejemplo.mx', api.seed.password)).status).toBe(200);
    const his = await linkTokenFor('compartido', 'compartido@ejemplo.mx');
    expect((await requestEmailChange(mariaJose, 'compartido@ejemplo.mx', api.seed.password)).status).toBe(200);
    const hers = await linkTokenFor('compartido', 'compartido@ejemplo.mx');
    expect((await confirm(hers)).status).toBe(200);
    const taken = await confirm(his);
    expect(taken.status).toBe(409);
    expect(taken.body).toEqual(exampleOf('EmailChangeTakenError'));
    expect((await as(api, joseLuis).get<PersonalData>('/users/me')).body.email).toBe(NON_EMPLOYER);
    await call(api, 'POST', '/__dev/reset');
  });

  it('too many requests (429), and too many bad links (429)', async () => {
    const { token } = world(api, 'nonEmployer');
    for (let i = 0; i < 3; i += 1) expect((await requestEmailChange(token, `n${i}@ejemplo.mx`, api.seed.password)).status).toBe(200);
    const limited = await requestEmailChange(token, 'n4@ejemplo.mx', api.seed.password);
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toMatch(/^\d+$/);
    later(60_000);
    for (let i = 0; i < 3; i += 1) expect((await confirm(`adivinado-${i}`)).status).toBe(400);
    const guessed = await confirm('adivinado-4');
    expect(guessed.status).toBe(429);
    expect(guessed.body).toEqual(exampleOf('TooManyRequestsError'));
    later(60_000);
  });
});

describe('signing out', () => {
  it('ends the token it is sent with (401 from then on); the user’s other sessions stay', async () => {
    const { token } = world(api, 'employer', 'mj.salida@ejemplo.mx');
    const other = await signIn(api, 'mj.salida@ejemplo.mx', api.seed.password);
    expect((await as(api, token).post('/auth/app-logout')).status).toBe(204);
    expect((await as(api, token).post('/users/user-by-token-app')).status).toBe(401);
    expect((await as(api, token).post('/auth/app-logout')).status).toBe(401);
    expect((await as(api, other.body.token).post('/users/user-by-token-app')).status).toBe(200);
  });
});

describe('saving the company from a stale copy', () => {
  it('If-Match with the copy’s updatedAt: the newer save is kept (409, nothing changed); the current copy saves', async () => {
    const { client, token } = world(api, 'employer');
    const loaded = (await client.get<Company>('/customers/me/company')).body;
    const { updatedAt: _updatedAt, ...input } = loaded;
    const put = (body: unknown, ifMatch: string) =>
      call<Company>(api, 'PUT', '/customers/me/company', { token, body, headers: { 'If-Match': ifMatch } });
    // Tab A saves a new trade name; tab B, loaded before, then saves its old copy with a new phone.
    later(1000);
    const tabA = await put({ ...input, tradeName: 'Bajío Obras' }, `"${loaded.updatedAt}"`);
    expect(tabA.status).toBe(200);
    const tabB = await put({ ...input, phone: '+524421234567' }, loaded.updatedAt);
    expect(tabB.status).toBe(409);
    expect(tabB.body).toEqual(exampleOf('CompanyProfileChangedError'));
    expect((await client.get<Company>('/customers/me/company')).body).toEqual(tabA.body);
    // With the copy it now has, tab B saves both changes.
    later(1000);
    const again = await put({ ...input, tradeName: 'Bajío Obras', phone: '+524421234567' }, tabA.body.updatedAt);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ tradeName: 'Bajío Obras', phone: '+524421234567' });
  });
});

describe('coverage of the contract', () => {
  it('each account operation was checked with its success and its refusals', () => {
    expectCovered(ACCOUNT_OPERATIONS, {
      changePassword: [200, 422, 429],
      requestEmailChange: [200, 409, 422, 429],
      confirmEmailChange: [200, 400, 409, 429],
      appLogout: [204, 401],
      saveCompanyProfile: [409],
    });
  });
});
