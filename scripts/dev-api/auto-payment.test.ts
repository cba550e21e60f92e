// @vitest-environment node
// Automatic payment: the rules (which quotations, when, the 5-day notice, declines,
// turning off) and the API with a world's clock: consent, notice, charge.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CHANGES_ASKED_REASON,
  NOT_CHARGED_REASON,
  TERMS_VERSION,
  autoPaymentJob,
  autoPaymentView,
  disable,
  enable,
  noticeDateOf,
} from './auto-payment.mjs';
import { addDaysToDay } from './dates.mjs';
import type { DevApi } from './server.mjs';
import {
  AUTO_PAYMENT_OPERATIONS,
  as,
  call,
  expectCovered,
  messageOf,
  outbox,
  startApi,
  world,
  type Mail,
  type Payment,
  type Quotation,
} from './test-support.ts';

// --- The rules, on a hand-made account ---------------------------------------------------------

const card = (id: string, card_number: string, expiration_year = '30') => ({
  id,
  card_number,
  holder_name: 'Ana Pérez',
  expiration_month: '12',
  expiration_year,
  brand: 'visa',
  type: 'credit',
  bank_name: 'BBVA',
  allows_charges: true,
  creation_date: '2026-01-01T10:00:00-06:00',
});
const quotation = (id: string, validUntil: string, total: number, extra: Record<string, unknown> = {}) => ({
  id,
  folio: `COT-${id}`,
  concept: `Servicio ${id}`,
  status: 'pendiente',
  total,
  validUntil,
  createdAt: '2026-01-01T10:00:00-06:00',
  pendingPayment: null,
  ...extra,
});
function account(cardNumber = '411111XXXXXX1111', quotations = [quotation('a', '2026-02-03', 1000), quotation('b', '2026-02-03', 250.5)]) {
  return {
    user: { id: 'u1', email: 'ana@example.mx', firstName: 'Ana', lastName: 'Pérez' },
    customer: { openpayCustomerId: 'x', defaultCardId: 'k1', isEmployer: false, autoPaymentEnabled: false },
    cards: [card('k1', cardNumber)],
    quotations,
    payments: [] as Payment[],
  } as never as Parameters<typeof autoPaymentView>[0];
}
const at = (day: string) => new Date(`${day}T15:00:00Z`); // 09:00 Mexico City
const run = (acc: Parameters<typeof autoPaymentView>[0], days: string[], mails: Mail[] = []) => {
  const w = { outbox: mails };
  for (const day of days)
    autoPaymentJob(acc, { world: w, day, at: at(day), appOrigin: 'http://app.test', publicUrl: '', log: () => {} } as never);
  return mails;
};
const kinds = (mails: Mail[]) => mails.map((m) => m.kind);

describe('automatic payment rules', () => {
  it('dates the notice 5 calendar days before the charge, across month and year ends', () => {
    expect(noticeDateOf('2026-03-03')).toBe('2026-02-26');
    expect(noticeDateOf('2028-03-02')).toBe('2028-02-26'); // leap year
    expect(noticeDateOf('2027-01-02')).toBe('2026-12-28');
  });

  it('previews when off, then notifies 5 days before and charges on the last day, once', () => {
    const acc = account();
    const preview = autoPaymentView(acc, at('2026-01-20'));
    expect(preview).toMatchObject({
      enabled: false,
      consent: null,
      nextCharge: { date: '2026-02-03', amount: 1250.5, noticeDate: '2026-01-29' },
    });
    expect(preview.nextCharge?.card).toEqual({ id: 'k1', brand: 'visa', last4: '1111' });
    const mails: Mail[] = [];
    enable(acc, { world: { outbox: mails }, at: at('2026-01-20'), appOrigin: 'http://app.test' });
    run(acc, ['2026-01-21', '2026-01-28'], mails);
    expect(mails).toEqual([]);
    run(acc, ['2026-01-29'], mails);
    expect(kinds(mails)).toEqual(['autoChargeNotice']);
    expect(mails[0]!.text).toContain('$1,250.50 MXN');
    expect(mails[0]!.text).toContain('Visa •••• 1111');
    expect(mails[0]!.text).toContain('COT-a');
    expect(mails[0]!.link).toBe('http://app.test/app/metodos-de-pago');
    expect(autoPaymentView(acc, at('2026-01-30')).nextCharge?.noticeSentAt).toBe('2026-01-29T09:00:00-06:00');
    run(acc, ['2026-02-02'], mails);
    expect(acc.payments).toEqual([]);
    run(acc, ['2026-02-03', '2026-02-04'], mails);
    expect(acc.payments.map((p) => [p.status, p.amount])).toEqual([
      ['COMPLETED', 250.5],
      ['COMPLETED', 1000],
    ]);
    expect(acc.quotations.map((q) => q.status)).toEqual(['pagada', 'pagada']);
    // Each charge that goes through is completed like any payment: its receipt e-mail (paymentReceived).
    expect(kinds(mails)).toEqual(['autoChargeNotice', 'paymentReceived', 'paymentReceived']);
    expect(
      mails
        .slice(1)
        .map((m) => m.link)
        .sort(),
    ).toEqual(acc.payments.map((p) => `http://app.test/app/historial-de-pagos/${p.id}/recibo`).sort());
  });

  it('does not charge a quotation due fewer than 5 days after it was turned on, and says so', () => {
    const acc = account('411111XXXXXX1111', [quotation('soon', '2026-02-03', 500), quotation('later', '2026-02-20', 700)]);
    enable(acc, { world: { outbox: [] }, at: at('2026-01-30'), appOrigin: '' });
    const view = autoPaymentView(acc, at('2026-01-30'));
    expect(view.notChargedAutomatically).toEqual([{ id: 'soon', folio: 'COT-soon', validUntil: '2026-02-03', reason: NOT_CHARGED_REASON }]);
    expect(view.nextCharge?.quotations.map((q) => q.id)).toEqual(['later']);
    run(acc, ['2026-01-31', '2026-02-01', '2026-02-02', '2026-02-03']);
    expect(acc.payments).toEqual([]);
  });

  it('sends the notice at once when turned on on its notice day', () => {
    const acc = account();
    const mails: Mail[] = [];
    enable(acc, { world: { outbox: mails }, at: at('2026-01-29'), appOrigin: '' });
    expect(kinds(mails)).toEqual(['autoChargeNotice']);
    run(acc, ['2026-01-30', '2026-01-31', '2026-02-01', '2026-02-02', '2026-02-03']);
    expect(acc.payments).toHaveLength(2);
  });

  it('leaves a declined charge FAILED, the quotation pendiente, and e-mails how to pay it', () => {
    const acc = account('400000XXXXXX0002', [quotation('a', '2026-02-03', 1000)]);
    const mails: Mail[] = [];
    enable(acc, { world: { outbox: mails }, at: at('2026-01-20'), appOrigin: 'http://app.test' });
    run(acc, ['2026-01-29', '2026-02-03'], mails);
    expect(acc.payments.map((p) => [p.status, p.error_message])).toEqual([['FAILED', 'La tarjeta fue declinada.']]);
    expect(acc.quotations[0]!.status).toBe('pendiente');
    expect(kinds(mails)).toEqual(['autoChargeNotice', 'autoChargeFailed']);
    expect(mails[1]!.link).toBe('http://app.test/app/cotizaciones/a');
  });

  it('charges an expired default card as FAILED, not COMPLETED', () => {
    const acc = account('411111XXXXXX1111', [quotation('a', '2027-01-03', 1000)]);
    acc.cards[0]!.expiration_year = '26';
    enable(acc, { world: { outbox: [] }, at: at('2026-12-20'), appOrigin: '' });
    run(acc, ['2026-12-29', '2027-01-03']);
    expect(acc.payments.map((p) => p.status)).toEqual(['FAILED']);
  });

  it('turning off cancels the notices and charges still to come, and records when', () => {
    const acc = account();
    enable(acc, { world: { outbox: [] }, at: at('2026-01-20'), appOrigin: '' });
    const mails = run(acc, ['2026-01-29']);
    disable(acc, at('2026-01-30'));
    expect(autoPaymentView(acc, at('2026-01-30'))).toMatchObject({ enabled: false, consent: { revokedAt: '2026-01-30T09:00:00-06:00' } });
    run(acc, ['2026-02-03'], mails);
    expect(acc.payments).toEqual([]);
    expect(kinds(mails)).toEqual(['autoChargeNotice']);
    // Turning it on again does not revive the old notice: too late for a new one.
    enable(acc, { world: { outbox: [] }, at: at('2026-01-31'), appOrigin: '' });
    run(acc, ['2026-02-03']);
    expect(acc.payments).toEqual([]);
  });

  it('skips quotations waiting for a reference, paid, declined or vencidas', () => {
    const acc = account('411111XXXXXX1111', [
      quotation('ref', '2026-02-03', 1, { pendingPayment: { id: 'p', method: 'bank_account', due_date: '2026-02-01T23:59:59-06:00' } }),
      quotation('paid', '2026-02-03', 1, { status: 'pagada' }),
      quotation('no', '2026-02-03', 1, { status: 'rechazada' }),
    ]);
    expect(autoPaymentView(acc, at('2026-01-20')).nextCharge).toBeNull();
  });
});

// --- The API, with a world's clock ----------------------------------------------------------------

let api: DevApi;
beforeAll(async () => {
  api = await startApi();
});
afterAll(() => api.close());

interface Charge {
  date: string;
  amount: number;
  noticeDate: string;
  noticeSentAt: string | null;
  quotations: { folio: string }[];
  card: { last4: string } | null;
}
interface AutoPayment {
  enabled: boolean;
  terms: { version: string; text: string };
  consent: {
    acceptedAt: string;
    text: string;
    termsVersion: string;
    channel: string;
    cardId: string | null;
    revokedAt: string | null;
    acceptedBy: { email: string };
  } | null;
  nextCharge: Charge | null;
  schedule: Charge[];
  notChargedAutomatically: { folio: string; reason: string }[];
}
const moveClock = (worldId: string, body: Record<string, unknown>) =>
  call(api, 'POST', '/__dev/clock', { body: { world: worldId, ...body } });
const quotationStatus = async (client: ReturnType<typeof as>, id: string) => (await client.get<Quotation>(`/quotations/${id}`)).body.status;
const Q0152 = '6741b2f0c3a4d5e6f7a8b152';
const Q0154 = '6741b2f0c3a4d5e6f7a8b154';

describe('automatic payment over HTTP', () => {
  it('turns on only with consent to the current wording, recorded whole', async () => {
    const { client } = world(api, 'employer');
    const before = await client.get<AutoPayment>('/customers/me/auto-payment');
    expect(before.status).toBe(200);
    // The example's account was on before consent existed: nothing is charged until it is given.
    expect(before.body).toMatchObject({ enabled: true, consent: null, terms: { version: TERMS_VERSION } });
    expect((await client.patch('/customers/me', { autoPaymentEnabled: true })).body).toEqual({
      message: messageOf('AutoPaymentConsentRequiredError'),
    });
    const stale = await client.post('/customers/me/auto-payment/consent', { termsVersion: '2020-01', accepted: true });
    expect([stale.status, stale.body.message]).toEqual([409, messageOf('AutoPaymentTermsChangedError')]);
    expect((await client.post('/customers/me/auto-payment/consent', { termsVersion: TERMS_VERSION, accepted: false })).status).toBe(422);
    const on = await client.post<AutoPayment>('/customers/me/auto-payment/consent', { termsVersion: TERMS_VERSION, accepted: true });
    expect(on.status).toBe(200);
    expect(on.body.consent).toMatchObject({
      acceptedAt: '2026-11-22T12:00:00-06:00',
      text: before.body.terms.text,
      termsVersion: TERMS_VERSION,
      channel: 'web',
      cardId: 'kqgykn96i7bcs1wwhvgw',
      revokedAt: null,
      acceptedBy: { email: 'mariajose.hernandez@constructoradelbajio.mx' },
    });
    expect(on.body.nextCharge).toMatchObject({
      date: '2026-11-27',
      amount: 29147.9,
      card: { last4: '1111' },
      quotations: [{ folio: 'COT-2026-0152' }],
    });
  });

  it('notifies on D-5, leaves the quotation pendiente, and charges it on D', async () => {
    const mine = world(api, 'employer');
    await mine.client.post('/customers/me/auto-payment/consent', { termsVersion: TERMS_VERSION, accepted: true });
    // 0152's notice day is today: sent as it was turned on.
    expect((await outbox(api, mine.world)).filter((m) => m.kind === 'autoChargeNotice').map((m) => m.subject)).toEqual([
      'Aviso de cargo automático el 27 de noviembre de 2026 por $29,147.90 MXN',
    ]);
    await moveClock(mine.world, { to: '2026-11-24' });
    const notices = (await outbox(api, mine.world)).filter((m) => m.kind === 'autoChargeNotice');
    expect(notices).toHaveLength(2);
    expect(notices[1]!.text).toContain('COT-2026-0154');
    expect(notices[1]!.text).toContain('29 de noviembre de 2026');
    expect(await quotationStatus(mine.client, Q0154)).toBe('pendiente');
    await moveClock(mine.world, { to: '2026-11-27' });
    expect(await quotationStatus(mine.client, Q0152)).toBe('pagada');
    expect(await quotationStatus(mine.client, Q0154)).toBe('pendiente');
    const payments = (await mine.client.get<Payment[]>('/payments')).body.filter((p) => p.quotation?.folio === 'COT-2026-0152');
    expect(payments.map((p) => [p.status, p.amount])).toEqual([['COMPLETED', 29147.9]]);
    const view = (await mine.client.get<AutoPayment>('/customers/me/auto-payment')).body;
    expect(view.nextCharge).toMatchObject({ date: '2026-11-29', noticeSentAt: '2026-11-24T09:00:00-06:00' });
  });

  it('turned off before D: no notice, no charge; PATCH false does the same', async () => {
    const mine = world(api, 'employer');
    await mine.client.post('/customers/me/auto-payment/consent', { termsVersion: TERMS_VERSION, accepted: true });
    const off = await mine.client.delete<AutoPayment>('/customers/me/auto-payment/consent');
    expect(off.status).toBe(200);
    expect(off.body).toMatchObject({ enabled: false, consent: { revokedAt: '2026-11-22T12:00:00-06:00' } });
    expect((await mine.client.delete<AutoPayment>('/customers/me/auto-payment/consent')).status).toBe(200);
    const autoChargeMails = async () =>
      (await outbox(api, mine.world)).filter((m) => m.kind === 'autoChargeNotice' || m.kind === 'paymentReceived').length;
    const sentBefore = await autoChargeMails();
    await moveClock(mine.world, { to: '2026-12-06' });
    // The days passed send their reminders (Notificaciones), but no charge notice and no receipt.
    expect(await autoChargeMails()).toBe(sentBefore);
    expect(await quotationStatus(mine.client, Q0152)).toBe('vencida');
    const customer = (await mine.client.post<{ customer: { autoPaymentEnabled: boolean } }>('/users/user-by-token-app')).body.customer;
    expect(customer.autoPaymentEnabled).toBe(false);

    const other = world(api, 'employer');
    await other.client.post('/customers/me/auto-payment/consent', { termsVersion: TERMS_VERSION, accepted: true });
    expect((await other.client.patch('/customers/me', { autoPaymentEnabled: false })).status).toBe(200);
    expect((await other.client.get<AutoPayment>('/customers/me/auto-payment')).body.consent?.revokedAt).not.toBeNull();
  });

  it('never charges a quotation the customer asked to change, and charges it once they accept this version', async () => {
    const mine = world(api, 'employer');
    const quotations = (await mine.client.get<Quotation[]>('/quotations')).body;
    const changed = quotations.find((q) => q.decision?.outcome === 'cambios_solicitados');
    const other = quotations.find((q) => q.status === 'pendiente' && q.decision === null && q.validUntil > '2026-11-27');
    if (!changed || !other) throw new Error('the examples have a quotation under changes and an undecided one');
    const on = await mine.client.post<AutoPayment>('/customers/me/auto-payment/consent', { termsVersion: TERMS_VERSION, accepted: true });
    const covered = (view: AutoPayment) => view.schedule.flatMap((charge) => charge.quotations.map((q) => q.folio));
    expect(covered(on.body)).not.toContain(changed.folio);
    expect(covered(on.body)).toContain(other.folio);
    expect(on.body.notChargedAutomatically).toContainEqual({
      id: changed.id,
      folio: changed.folio,
      validUntil: changed.validUntil,
      reason: CHANGES_ASKED_REASON,
    });

    await moveClock(mine.world, { to: addDaysToDay(changed.validUntil, 1) });
    const automaticCharges = async (folio: string) =>
      (await mine.client.get<Payment[]>('/payments')).body.filter(
        (p) => p.quotation?.folio === folio && /pago automático/.test(p.description),
      );
    expect(await automaticCharges(changed.folio)).toEqual([]);
    expect(await quotationStatus(mine.client, changed.id)).toBe('vencida');
    expect((await outbox(api, mine.world)).filter((m) => m.kind === 'autoChargeNotice' && m.text.includes(changed.folio))).toEqual([]);

    // Answered again (accepted), the next one under changes is charged like any other.
    const second = world(api, 'employer');
    const again = (await second.client.get<Quotation[]>('/quotations')).body.find((q) => q.id === changed.id);
    expect(again?.decision?.outcome).toBe('cambios_solicitados');
    const accepted = await second.client.post<Quotation>(`/quotations/${changed.id}/decision`, { outcome: 'aceptada' });
    expect(accepted.status).toBe(200);
    const view = await second.client.post<AutoPayment>('/customers/me/auto-payment/consent', {
      termsVersion: TERMS_VERSION,
      accepted: true,
    });
    expect(covered(view.body)).toContain(changed.folio);
  });

  it('does not charge what is due fewer than 5 days after turning it on', async () => {
    const mine = world(api, 'employer');
    await moveClock(mine.world, { to: '2026-11-24' });
    const on = await mine.client.post<AutoPayment>('/customers/me/auto-payment/consent', { termsVersion: TERMS_VERSION, accepted: true });
    expect(on.body.notChargedAutomatically).toContainEqual({
      id: Q0152,
      folio: 'COT-2026-0152',
      validUntil: '2026-11-27',
      reason: NOT_CHARGED_REASON,
    });
    expect(on.body.notChargedAutomatically.filter((q) => q.reason === NOT_CHARGED_REASON)).toHaveLength(1);
    await moveClock(mine.world, { to: '2026-11-27' });
    expect(await quotationStatus(mine.client, Q0152)).toBe('pendiente');
  });

  it('refuses to turn on without a default card (400), and the preview has no card', async () => {
    const { client } = world(api, 'nonEmployer');
    const view = (await client.get<AutoPayment>('/customers/me/auto-payment')).body;
    expect(view).toMatchObject({ enabled: false, nextCharge: { date: '2026-12-05', card: null } });
    const refused = await client.post('/customers/me/auto-payment/consent', { termsVersion: TERMS_VERSION, accepted: true });
    expect([refused.status, refused.body.message]).toEqual([400, messageOf('AutoPaymentWithoutDefaultCardError')]);
  });
});

describe('coverage of the contract', () => {
  it('each automatic payment operation answers 401 without a session', async () => {
    expect((await call(api, 'GET', '/customers/me/auto-payment')).status).toBe(401);
    expect(
      (await call(api, 'POST', '/customers/me/auto-payment/consent', { body: { termsVersion: TERMS_VERSION, accepted: true } })).status,
    ).toBe(401);
    expect((await call(api, 'DELETE', '/customers/me/auto-payment/consent')).status).toBe(401);
  });

  it('each automatic payment operation was checked with its success and its refusals', () => {
    expectCovered(AUTO_PAYMENT_OPERATIONS, {
      getAutoPayment: [200, 401],
      enableAutoPayment: [200, 400, 401, 409, 422],
      disableAutoPayment: [200, 401],
    });
  });
});
