// @vitest-environment node
// Notificaciones: the e-mails' texts, the daily reminders on a fake account, and the dev
// API sending (or not) each kind as the customer's preferences say.
import { describe, expect, it } from 'vitest';
import type { Account, World } from './world.mjs';
import { DAILY_JOBS, type DayContext } from './scheduler.mjs';
import { NOTIFICATION_KIND_LIST } from '../../src/features/account/notifications/notification-kinds.ts';
import { notifyCustomer } from './mail.mjs';
import {
  dueSoonMail,
  longDay,
  money,
  paymentReceivedMail,
  quotationIssuedMail,
  referenceExpiringMail,
  remindDueSoon,
  remindReferenceExpiring,
} from './notifications.mjs';
import type { components } from '../../src/lib/api/schema';
import { REFERENCE_METHOD_LIST, referenceFacts } from '../../src/features/billing/payments/methods.ts';
import { call, exampleOf, outbox, startApi, world, type Mail, startApiForSuite } from './test-support.ts';

type Quotation = components['schemas']['Quotation'];
type Payment = components['schemas']['Payment'];

const ORIGIN = 'https://app.example.mx';
const QUOTATION = {
  id: 'q1',
  folio: 'COT-2026-0201',
  concept: 'Impermeabilización de azotea',
  status: 'pendiente',
  total: 29529.6,
  validUntil: '2026-12-10',
} as unknown as Quotation;
const SPEI = {
  id: 'trx1',
  amount: 1234.5,
  method: 'bank_account',
  status: 'IN_PROGRESS',
  due_date: '2026-12-01T23:59:59-06:00',
  quotation: { id: 'q1', folio: 'COT-2026-0201' },
} as unknown as Payment;

describe('the texts', () => {
  it('write amounts as $1,234.56 MXN and days in Spanish', () => {
    expect(money(1234.5)).toBe('$1,234.50 MXN');
    expect(money(29529.6)).toBe('$29,529.60 MXN');
    expect(longDay('2026-12-02')).toBe('2 de diciembre de 2026');
  });

  it('say what each e-mail is about and link to its screen', () => {
    expect(quotationIssuedMail(QUOTATION, ORIGIN)).toEqual({
      kind: 'quotationIssued',
      subject: 'Nueva cotización COT-2026-0201',
      body: expect.stringContaining('Total: $29,529.60 MXN (IVA incluido). Vigente hasta el 10 de diciembre de 2026.'),
      link: `${ORIGIN}/app/cotizaciones/q1`,
    });
    expect(dueSoonMail(QUOTATION, ORIGIN)).toMatchObject({
      kind: 'dueSoon',
      subject: 'Tu cotización COT-2026-0201 vence en 3 días',
      link: `${ORIGIN}/app/cotizaciones/q1`,
    });
    expect(dueSoonMail(QUOTATION, ORIGIN).body).toContain('vence el 10 de diciembre de 2026');
    const expiring = referenceExpiringMail(SPEI, ORIGIN);
    expect(expiring).toMatchObject({
      kind: 'referenceExpiring',
      subject: 'Mañana vence tu referencia SPEI de COT-2026-0201',
      link: `${ORIGIN}/app/historial-de-pagos/trx1/instrucciones`,
    });
    expect(expiring.body).toContain('$1,234.50 MXN');
    expect(expiring.body).toContain('vence el 1 de diciembre de 2026 a las 23:59');
    expect(referenceExpiringMail({ ...SPEI, method: 'store' }, ORIGIN).subject).toBe(
      'Mañana vence tu referencia de pago en tienda de COT-2026-0201',
    );
    // Each reference method is named as the app's methods table names it: a new one needs no change here.
    for (const method of REFERENCE_METHOD_LIST) {
      const mail = referenceExpiringMail({ ...SPEI, method }, ORIGIN);
      const name = referenceFacts(method).referenceName;
      expect(mail.subject).toBe(`Mañana vence ${name} de COT-2026-0201`);
      expect(mail.body).toContain(`${name[0]!.toUpperCase()}${name.slice(1)} vence el 1 de diciembre de 2026`);
    }
    const received = paymentReceivedMail({ ...SPEI, status: 'COMPLETED', authorization: '801585' }, ORIGIN);
    expect(received).toMatchObject({
      kind: 'paymentReceived',
      subject: 'Recibimos tu pago de COT-2026-0201',
      link: `${ORIGIN}/app/historial-de-pagos/trx1/recibo`,
    });
    expect(received.body).toContain('Recibimos tu pago de $1,234.50 MXN por la cotización COT-2026-0201.');
    expect(received.body).toContain('Autorización: 801585.');
  });
});

describe('the daily reminders', () => {
  const fake = (quotations: Quotation[], payments: Payment[], preferences?: Record<string, boolean>) =>
    ({ user: { email: 'cliente@example.mx' }, quotations, payments, notificationPreferences: preferences }) as unknown as Account;
  const dayOf = (day: string) => {
    const target = { outbox: [] as Mail[] } as unknown as World;
    const context: DayContext = {
      world: target,
      day,
      at: new Date(`${day}T09:00:00-06:00`),
      appOrigin: ORIGIN,
      publicUrl: 'http://api',
      log: () => {},
    };
    return context;
  };

  it('tell about a pending quotation exactly 3 days before its last day, once', () => {
    const account = fake([QUOTATION, { ...QUOTATION, id: 'q2', status: 'pagada' }], []);
    for (const day of ['2026-12-06', '2026-12-08']) {
      const context = dayOf(day);
      remindDueSoon(account, context);
      expect(context.world.outbox).toEqual([]);
    }
    const on = dayOf('2026-12-07');
    remindDueSoon(account, on);
    expect(on.world.outbox.map((mail) => [mail.kind, mail.link, mail.at])).toEqual([
      ['dueSoon', `${ORIGIN}/app/cotizaciones/q1`, '2026-12-07T15:00:00.000Z'],
    ]);
    // Run again for the same day (a restart): not twice.
    remindDueSoon(account, on);
    expect(on.world.outbox).toHaveLength(1);
  });

  it('tell about an SPEI or store reference the day before its due date (Mexico City), once, and not about a paid one', () => {
    const paid = { ...SPEI, id: 'trx2', status: 'COMPLETED' } as Payment;
    const card = { ...SPEI, id: 'trx3', method: 'card' } as Payment;
    const account = fake([], [SPEI, paid, card]);
    const before = dayOf('2026-11-29');
    remindReferenceExpiring(account, before);
    expect(before.world.outbox).toEqual([]);
    const eve = dayOf('2026-11-30');
    remindReferenceExpiring(account, eve);
    remindReferenceExpiring(account, eve);
    expect(eve.world.outbox.map((mail) => [mail.kind, mail.link])).toEqual([
      ['referenceExpiring', `${ORIGIN}/app/historial-de-pagos/trx1/instrucciones`],
    ]);
  });

  it('respect a kind turned off', () => {
    const account = fake([QUOTATION], [SPEI], { dueSoon: false, referenceExpiring: false });
    const first = dayOf('2026-11-30');
    remindReferenceExpiring(account, first);
    const second = dayOf('2026-12-07');
    remindDueSoon(account, second);
    expect([...first.world.outbox, ...second.world.outbox]).toEqual([]);
  });
});

describe('the gate', () => {
  it('runs both reminders every day, and never holds back the automatic charge notice', () => {
    expect(DAILY_JOBS).toEqual(expect.arrayContaining([remindDueSoon, remindReferenceExpiring]));
    const everythingOff = Object.fromEntries([...NOTIFICATION_KIND_LIST, 'autoChargeFailed'].map((kind) => [kind, false]));
    const target = { outbox: [] as Mail[] } as unknown as World;
    const account = { user: { email: 'cliente@example.mx' }, notificationPreferences: everythingOff };
    const at = new Date('2026-11-22T15:00:00Z');
    expect(notifyCustomer(target, account, { kind: 'paymentReceived', subject: 'a', body: 'b', at })).toBe(false);
    expect(notifyCustomer(target, account, { kind: 'autoChargeNotice', subject: 'Aviso', body: 'b', at })).toBe(true);
    expect(target.outbox.map((mail) => mail.kind)).toEqual(['autoChargeNotice']);
  });
});

describe('the dev API sends each notification as the preferences say', () => {
  const api = startApiForSuite();

  const ALL_ON = {
    quotationIssued: true,
    dueSoon: true,
    referenceExpiring: true,
    paymentReceived: true,
    cfdiReady: true,
    accountantPackage: true,
  };
  const PENDING = ['6741b2f0c3a4d5e6f7a8b158', '6741b2f0c3a4d5e6f7a8b161'];
  const CARD = 'kqgykn96i7bcs1wwhvgw';
  const kinds = (mails: Mail[], kind: string) => mails.filter((mail) => mail.kind === kind);

  it('saves the preferences and reads them back', async () => {
    const { client } = world(api, 'employer');
    const choice = { ...ALL_ON, cfdiReady: false };
    await client.put('/users/me/notification-preferences', { email: choice });
    const read = await client.get<{ email: Record<string, boolean> }>('/users/me/notification-preferences');
    expect(read.body.email).toEqual({ ...choice, autoChargeNotice: true });
    expect(exampleOf<{ email: object }>('NotificationPreferencesDefaults').email).toEqual({ ...ALL_ON, autoChargeNotice: true });
  });

  it('with «Pago recibido» off a card payment sends no receipt; on, it sends one with the receipt link and the merchant', async () => {
    const { client, world: id } = world(api, 'employer');
    await client.put('/users/me/notification-preferences', { email: { ...ALL_ON, paymentReceived: false } });
    const first = await client.post<Payment>(`/quotations/${PENDING[0]}/pay`, { cardId: CARD });
    expect(first.body.status).toBe('COMPLETED');
    expect(kinds(await outbox(api, id), 'paymentReceived')).toEqual([]);
    await client.put('/users/me/notification-preferences', { email: ALL_ON });
    const second = await client.post<Payment>(`/quotations/${PENDING[1]}/pay`, { cardId: CARD });
    const [mail] = kinds(await outbox(api, id), 'paymentReceived');
    expect(mail.link).toMatch(new RegExp(`/app/historial-de-pagos/${second.body.id}/recibo$`));
    expect(mail.text).toContain(`Autorización: ${second.body.authorization}.`);
    expect(mail.text).toContain('RFC');
  });

  it('an SPEI payment whose money arrives sends the receipt, and one still waiting is told the day before it lapses', async () => {
    const { client, world: id } = world(api, 'employer');
    const spei = await client.post<Payment>(`/quotations/${PENDING[0]}/pay`, { method: 'bank_account' });
    expect(spei.body.status).toBe('IN_PROGRESS');
    // Due at the end of today + 3: the reminder goes on today + 2.
    await call(api, 'POST', '/__dev/clock', { body: { world: id, days: 1 } });
    expect(kinds(await outbox(api, id), 'referenceExpiring')).toEqual([]);
    await call(api, 'POST', '/__dev/clock', { body: { world: id, days: 1 } });
    const reminders = kinds(await outbox(api, id), 'referenceExpiring');
    expect(reminders.map((mail) => mail.link?.replace(/^.*\/app/, '/app'))).toEqual([
      `/app/historial-de-pagos/${spei.body.id}/instrucciones`,
    ]);
    await call(api, 'POST', `/__dev/payments/${spei.body.id}/receive`);
    expect(kinds(await outbox(api, id), 'paymentReceived').map((mail) => mail.link?.replace(/^.*\/app/, '/app'))).toEqual([
      `/app/historial-de-pagos/${spei.body.id}/recibo`,
    ]);
  });

  it('POST /__dev/quotations issues a pending quotation and tells the customer, unless turned off; 12 days later it is due soon', async () => {
    const { client, world: id } = world(api, 'nonEmployer');
    const issued = await call<Quotation>(api, 'POST', '/__dev/quotations', { body: { world: id } });
    expect(issued.status).toBe(200);
    expect(issued.body).toMatchObject({ status: 'pendiente', taxRate: 0.16, validUntil: '2026-12-07', currency: 'MXN' });
    expect(issued.body.total).toBeCloseTo(issued.body.subtotal * 1.16, 2);
    // The customer sees it.
    expect((await client.get<Quotation>(`/quotations/${issued.body.id}`)).status).toBe(200);
    const [told] = kinds(await outbox(api, id), 'quotationIssued');
    expect(told.link).toMatch(new RegExp(`/app/cotizaciones/${issued.body.id}$`));
    expect(told.subject).toBe(`Nueva cotización ${issued.body.folio}`);

    await client.put('/users/me/notification-preferences', { email: { ...ALL_ON, quotationIssued: false } });
    const silentOne = await call<Quotation>(api, 'POST', '/__dev/quotations', { body: { world: id } });
    expect(silentOne.body.folio).not.toBe(issued.body.folio);
    expect(kinds(await outbox(api, id), 'quotationIssued')).toHaveLength(1);

    await call(api, 'POST', '/__dev/clock', { body: { world: id, days: 11 } });
    const dueSoonLinks = async () => kinds(await outbox(api, id), 'dueSoon').map((mail) => mail.link?.replace(/^.*\/app/, '/app'));
    expect(await dueSoonLinks()).not.toContain(`/app/cotizaciones/${issued.body.id}`);
    await call(api, 'POST', '/__dev/clock', { body: { world: id, days: 1 } });
    expect(await dueSoonLinks()).toContain(`/app/cotizaciones/${issued.body.id}`);
  });

  it('with «Cotización por vencer» off, moving the clock sends that customer no dueSoon (the other user of the world still gets theirs)', async () => {
    const { client, world: id, user } = world(api, 'employer');
    await client.put('/users/me/notification-preferences', { email: { ...ALL_ON, dueSoon: false } });
    await call(api, 'POST', '/__dev/clock', { body: { world: id, days: 14 } });
    const dueSoon = kinds(await outbox(api, id), 'dueSoon');
    expect(dueSoon.filter((mail) => mail.to === user.email)).toEqual([]);
    expect(dueSoon.filter((mail) => mail.to !== user.email).length).toBeGreaterThan(0);
  });

  it("«Factura lista» decides the stamped invoice's e-mail (to its receiver, linking to the payment)", async () => {
    const instant = await startApi({ stampingDelayMs: 0 });
    try {
      const paymentId = 'trp4s7v0y3b6e9h2k5nq';
      const invoiceMails = async (id: string) => (await outbox(instant, id)).filter((mail) => mail.kind === 'cfdiReady');
      const off = world(instant, 'nonEmployer');
      await off.client.put('/users/me/notification-preferences', { email: { ...ALL_ON, cfdiReady: false } });
      expect((await off.client.post(`/payments/${paymentId}/invoice`, exampleOf('InvoiceRequestPerson'))).status).toBe(202);
      expect(await invoiceMails(off.world)).toEqual([]);
      const on = world(instant, 'nonEmployer');
      const requested = await on.client.post<{ uuid: string }>(`/payments/${paymentId}/invoice`, exampleOf('InvoiceRequestPerson'));
      const [mail] = await invoiceMails(on.world);
      expect(mail.subject).toBe(`Tu factura ${requested.body.uuid}`);
      expect(mail.link).toMatch(new RegExp(`/app/historial-de-pagos/${paymentId}$`));
      expect(mail.to).toBe(exampleOf<{ receiver: { email: string } }>('InvoiceRequestPerson').receiver.email);
    } finally {
      await instant.close();
    }
  });

  it('reissues a quotation the customer asked to change: a new undecided version with its lines, the old one cancelled', async () => {
    const { client, world: id } = world(api, 'employer');
    const changed = (await client.get<(Quotation & { concept: string; decision: { outcome: string } | null })[]>('/quotations')).body.find(
      (q) => q.decision?.outcome === 'cambios_solicitados',
    );
    if (!changed) throw new Error('the examples have a quotation under changes');
    const issued = await call<Quotation & { concept: string; decision: null }>(api, 'POST', '/__dev/quotations', {
      body: { world: id, reissues: changed.id },
    });
    expect(issued.status).toBe(200);
    expect(issued.body).toMatchObject({ status: 'pendiente', concept: changed.concept, total: changed.total, decision: null });
    expect((await client.get<Quotation>(`/quotations/${changed.id}`)).body.status).toBe('cancelada');
    const again = await call(api, 'POST', '/__dev/quotations', { body: { world: id, reissues: changed.id } });
    expect(again.status).toBe(409);
  });

  it('refuses an unknown world or user', async () => {
    expect((await call(api, 'POST', '/__dev/quotations', { body: { world: 'nope' } })).status).toBe(404);
    const { world: id } = world(api, 'employer');
    expect((await call(api, 'POST', '/__dev/quotations', { body: { world: id, email: 'nadie@example.mx' } })).status).toBe(404);
  });
});
