// @vitest-environment node
// The accountant's monthly package (accountant-package.mjs): on the 1st, the previous month's CFDI
// e-mailed to the accountant the customer registered, by the notification kind accountantPackage.
import { describe, expect, it } from 'vitest';
import type { components } from '../../src/lib/api/schema';
import { accountantEmailOf, previousMonth } from './accountant-package.mjs';
import type { Account } from './world.mjs';
import { call, outbox, startApiForSuite, world } from './test-support.ts';
import { readZip } from './zip.mjs';

type CompanyProfile = components['schemas']['CompanyProfile'];
const ACCOUNTANT = 'contabilidad@despachofiscal.mx';
// AS_OF is 2026-11-22: the 1st of December sends November's package.
const DECEMBER_1 = '2026-12-01';

const api = startApiForSuite();
const moveClock = (worldId: string, to: string) => call(api, 'POST', '/__dev/clock', { body: { world: worldId, to } });
const accountantMails = async (worldId: string) => (await outbox(api, worldId)).filter((mail) => mail.kind === 'accountantPackage');

describe("the accountant's monthly package", () => {
  it("the accountant is the company's for an employer, the personal data's for a person", () => {
    const person = { personalData: { accountantEmail: ACCOUNTANT } } as unknown as Account;
    expect(accountantEmailOf(person)).toBe(ACCOUNTANT);
    expect(accountantEmailOf({ ...person, company: { accountantEmail: null } } as unknown as Account)).toBeNull();
    expect(accountantEmailOf({ personalData: {} } as unknown as Account)).toBeNull();
  });

  it('reads the previous month of any 1st, January included', () => {
    expect(previousMonth('2026-12-01')).toEqual({ from: '2026-11-01', to: '2026-11-30' });
    expect(previousMonth('2027-01-01')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
    expect(previousMonth('2028-03-01')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
  });

  it("an employer's accountant (Mi perfil) gets November's ZIP on 1 December, once, with a link that opens it", async () => {
    const { client, world: id } = world(api, 'employer');
    const company = (await client.get<CompanyProfile>('/customers/me/company')).body;
    const { updatedAt: _updatedAt, ...input } = company;
    const saved = await client.put<CompanyProfile>('/customers/me/company', { ...input, accountantEmail: ACCOUNTANT });
    expect(saved.status).toBe(200);
    expect(saved.body.accountantEmail).toBe(ACCOUNTANT);

    expect((await moveClock(id, '2026-11-30')).status).toBe(200);
    expect(await accountantMails(id)).toEqual([]);
    expect((await moveClock(id, DECEMBER_1)).status).toBe(200);
    const mails = await accountantMails(id);
    expect(mails).toHaveLength(1);
    const [mail] = mails;
    expect(mail).toMatchObject({
      to: ACCOUNTANT,
      subject: 'Facturas de CONSTRUCTORA DEL BAJIO: 1 de noviembre de 2026 al 30 de noviembre de 2026',
    });
    expect(mail!.at.startsWith(DECEMBER_1)).toBe(true);
    const url = /Descárgalas en un ZIP: (\S+) /.exec(mail!.text)?.[1];
    expect(url).toBeTruthy();
    const zip = readZip(Buffer.from(await (await fetch(url!)).arrayBuffer()));
    expect(zip.has('indice.csv')).toBe(true);
    // The example employer's vigente invoice of November.
    expect(zip.has('5FB2822E-396D-4725-8521-CDC4BDD20CCF.xml')).toBe(true);

    // The next days send nothing more.
    expect((await moveClock(id, '2026-12-03')).status).toBe(200);
    expect(await accountantMails(id)).toHaveLength(1);
  });

  it('nothing is sent without an accountant, with the kind turned off, or for a month without CFDI', async () => {
    const none = world(api, 'employer');
    await moveClock(none.world, DECEMBER_1);
    expect(await accountantMails(none.world)).toEqual([]);

    const off = world(api, 'nonEmployer');
    expect((await off.client.patch('/users/me', { accountantEmail: ACCOUNTANT })).status).toBe(200);
    const preferences = await off.client.get<components['schemas']['NotificationPreferences']>('/users/me/notification-preferences');
    expect(preferences.body.email.accountantPackage).toBe(true);
    const { autoChargeNotice: _always, ...choices } = preferences.body.email;
    expect((await off.client.put('/users/me/notification-preferences', { email: { ...choices, accountantPackage: false } })).status).toBe(
      200,
    );
    // An app that predates the kind saves without it: its choice stays.
    const { accountantPackage: _left, ...older } = choices;
    expect((await off.client.put('/users/me/notification-preferences', { email: older })).status).toBe(200);
    const after = await off.client.get<components['schemas']['NotificationPreferences']>('/users/me/notification-preferences');
    expect(after.body.email.accountantPackage).toBe(false);
    await moveClock(off.world, DECEMBER_1);
    expect(await accountantMails(off.world)).toEqual([]);
  });
});
