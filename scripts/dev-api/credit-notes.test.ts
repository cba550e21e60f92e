// @vitest-environment node
// Credit notes (CFDI de egreso) in the development API, over HTTP: the refund control
// (POST /__dev/payments/{id}/refund) and the note by devolución it owes, a correction past the
// cancellation deadline (POST /invoices/{uuid}/credit-note: a note for the whole total and a new
// invoice), their files, e-mails and the statement's creditNoteUuid. Which notes a payment must
// have is the rule of src/features/billing/invoices/credit-notes.ts: every scenario ends by asking it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditNoteProblem, refundCreditNoteProblem } from '../../src/features/billing/invoices/credit-notes.ts';
import type { components } from '../../src/lib/api/schema';
import type { DevApi } from './server.mjs';
import {
  CREDIT_NOTE_OPERATIONS,
  type Client,
  type ErrorBody,
  exampleOf,
  expectCovered,
  messageOf,
  NOON,
  outbox,
  startApi,
  world,
} from './test-support.ts';

type Payment = components['schemas']['Payment'];
type CreditNote = components['schemas']['CreditNote'];
type Invoice = components['schemas']['PaymentInvoice'];
type Receiver = components['schemas']['InvoiceReceiver'];
type StatementEntry = components['schemas']['StatementEntry'];

const company = exampleOf<{ receiver: Receiver }>('InvoiceRequestCompany').receiver;
/** Seeded: the employer's vigente invoice (stamped 5 November 2026: cancellable until 31 March 2027) and its payment. */
const VALID = { uuid: '5FB2822E-396D-4725-8521-CDC4BDD20CCF', payment: 'trzjaozcik8msyqshka4', amount: 27457.2 };
/** Seeded: a completed payment without invoice, a failed one, and one whose invoice's cancellation awaits the answer. */
const UNINVOICED = { payment: 'trq1w9kdv3xyhbg6o2pe', amount: 22618.84 };
const FAILED = 'trgsfp2nuhdmlb6c0xe1';
const AWAITING = '2D4F6A8C-1E3B-4D5F-A7C9-E1F3A5B7C9D1';
/** The examples' refunded payment, its invoice and its credit note by devolución. */
const REFUNDED = {
  payment: 'trw3k6d9q2n8x1v5b7yj',
  invoice: '9A2C4E6B-8D0F-4A1C-B3E5-7F9B1D3F5A70',
  note: '3D5F7B9C-1E3A-4C5E-8F0B-2D4F6A8C0E19',
};
const UUID = /^[0-9A-F]{8}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{4}-[0-9A-F]{12}$/;

describe('credit notes: refunds and corrections past the cancellation deadline', () => {
  let api: DevApi;
  let now = new Date(NOON);
  const STAMPING_MS = 1500;
  beforeAll(async () => {
    api = await startApi({ clock: () => now, stampingDelayMs: STAMPING_MS });
  });
  afterAll(() => api.close());
  /** The PAC answers after STAMPING_MS: time moves on by that much. */
  const later = (ms = STAMPING_MS) => {
    now = new Date(now.getTime() + ms);
  };
  /** Runs `steps` with the clock at the first second of 1 April 2027, past VALID's cancellable_until; back after. */
  async function pastTheDeadline(steps: () => Promise<void>) {
    const before = now;
    try {
      now = new Date('2027-04-01T00:00:00-06:00');
      await steps();
    } finally {
      now = before;
    }
  }

  const paymentOf = async (client: Client, id: string) => (await client.get<Payment>(`/payments/${id}`)).body;
  const payments = async (client: Client) => (await client.get<Payment[]>('/payments')).body;
  const reissue = (client: Client, uuid: string, receiver: Partial<Receiver> = {}) =>
    client.post<{ invoice: Invoice; credit_note: CreditNote } & ErrorBody>(`/invoices/${uuid}/credit-note`, {
      receiver: { ...company, ...receiver },
    });
  /** The refund control, in the world `worldId`. */
  const refund = async (worldId: string, paymentId: string, body: Record<string, unknown> = {}) => {
    const response = await fetch(`${api.url}/__dev/payments/${paymentId}/refund`, {
      method: 'POST',
      body: JSON.stringify({ world: worldId, ...body }),
    });
    return { status: response.status, body: (await response.json()) as Payment & ErrorBody };
  };
  const download = async (url: string) => {
    const response = await fetch(url);
    expect(response.status).toBe(200);
    return Buffer.from(await response.arrayBuffer()).toString('latin1');
  };
  /** What the rule (credit-notes.ts) finds wrong in the customer's payments: nothing, always. */
  const ruleProblems = (list: Payment[]) =>
    list.flatMap((payment) => [
      refundCreditNoteProblem(payment),
      ...(payment.credit_notes ?? []).map((note) => creditNoteProblem(note, payment)),
    ]);
  const expectTheRuleHolds = async (client: Client) => expect(ruleProblems(await payments(client)).filter(Boolean)).toEqual([]);

  it('every payment answers credit_notes right after refund ([] when none); the examples keep theirs', async () => {
    const { client } = world(api, 'employer');
    const list = await payments(client);
    for (const payment of list) {
      const keys = Object.keys(payment);
      expect(payment.credit_notes, payment.id).toBeInstanceOf(Array);
      expect(keys.indexOf('credit_notes'), payment.id).toBe(keys.indexOf('refund') + 1);
    }
    const refunded = list.find((p) => p.id === REFUNDED.payment);
    expect(refunded?.credit_notes).toEqual(exampleOf<Payment[]>('PaymentListExample').find((p) => p.id === REFUNDED.payment)?.credit_notes);
    expect(list.filter((p) => p.id !== REFUNDED.payment).every((p) => p.credit_notes?.length === 0)).toBe(true);
    await expectTheRuleHolds(client);
  });

  it('a whole refund of an invoiced payment: REFUNDED, signed_amount minus it, and a credit note by devolución for it on its invoice', async () => {
    const { client, world: worldId } = world(api, 'employer');
    const answer = await refund(worldId, VALID.payment, { description: 'Pedido cancelado' });
    expect(answer.status).toBe(200);
    const payment = await paymentOf(client, VALID.payment);
    expect(payment).toMatchObject({
      status: 'REFUNDED',
      signed_amount: -VALID.amount,
      invoice_deadline: null,
      refund: { amount: VALID.amount, description: 'Pedido cancelado', creation_date: '2026-11-22T12:00:00-06:00' },
    });
    expect(payment.refund?.id).toMatch(/^rf/);
    expect(payment.refund?.authorization).toMatch(/^\d{6}$/);
    expect(payment.credit_notes).toHaveLength(1);
    const [note] = payment.credit_notes ?? [];
    expect(note).toMatchObject({
      status: 'vigente',
      reason: 'devolucion',
      total: VALID.amount,
      issued_at: '2026-11-22T12:00:00-06:00',
      related: { uuid: VALID.uuid, status: 'vigente', cancellation_reason: null },
    });
    expect(note.uuid).toMatch(UUID);
    expect(note.pdf_url).toBe(`${api.url}/facturas/${note.uuid}.pdf`);
    expect(note.xml_url).toBe(`${api.url}/facturas/${note.uuid}.xml`);
    expect(answer.body.credit_notes).toEqual(payment.credit_notes);
    // Its files, like an invoice's: an egreso related to the invoice (TipoRelacion 01) for the refunded amount.
    const xml = await download(note.xml_url as string);
    expect(xml).toContain('TipoDeComprobante="E"');
    expect(xml).toContain(`<cfdi:CfdiRelacionados TipoRelacion="01">\n    <cfdi:CfdiRelacionado UUID="${VALID.uuid}"/>`);
    expect(xml).toContain('Total="27457.20"');
    expect(xml).toContain(`UUID="${note.uuid}"`);
    expect(await download(note.pdf_url as string)).toContain(VALID.uuid);
    // The receiver is told, as for an invoice.
    expect((await outbox(api, worldId)).at(-1)).toMatchObject({
      to: company.email,
      kind: 'cfdiReady',
      subject: `Tu nota de crédito ${note.uuid}`,
    });
    // The statement's refund names it; every other movement says null.
    const statement = await client.get<{ entries: StatementEntry[] }>('/statements?from=2026-11-01&to=2026-11-22');
    const refunds = statement.body.entries.filter((entry) => entry.kind === 'refund');
    expect(refunds).toEqual([expect.objectContaining({ paymentId: VALID.payment, creditNoteUuid: note.uuid })]);
    expect(statement.body.entries.filter((entry) => entry.kind !== 'refund').every((entry) => entry.creditNoteUuid === null)).toBe(true);
    await expectTheRuleHolds(client);
  });

  it('a partial refund: the note is for the refunded part', async () => {
    const { client, world: worldId } = world(api, 'employer');
    expect((await refund(worldId, VALID.payment, { amount: 1000.5 })).status).toBe(200);
    const payment = await paymentOf(client, VALID.payment);
    expect(payment).toMatchObject({ status: 'REFUNDED', signed_amount: -1000.5, refund: { amount: 1000.5 } });
    expect(payment.credit_notes).toEqual([
      expect.objectContaining({ reason: 'devolucion', total: 1000.5, related: expect.objectContaining({ uuid: VALID.uuid }) }),
    ]);
    await expectTheRuleHolds(client);
  });

  it('the refund of a payment without invoice owes no note', async () => {
    const { client, world: worldId } = world(api, 'employer');
    expect((await refund(worldId, UNINVOICED.payment)).status).toBe(200);
    const payment = await paymentOf(client, UNINVOICED.payment);
    expect(payment).toMatchObject({ status: 'REFUNDED', signed_amount: -UNINVOICED.amount, invoice: null, credit_notes: [] });
    await expectTheRuleHolds(client);
  });

  it('refunded while its invoice is being stamped: the note comes once the invoice is vigente, related to it', async () => {
    const { client, world: worldId } = world(api, 'employer');
    expect((await client.post(`/payments/${UNINVOICED.payment}/invoice`, { receiver: company })).status).toBe(202);
    expect((await refund(worldId, UNINVOICED.payment)).status).toBe(200);
    expect(await paymentOf(client, UNINVOICED.payment)).toMatchObject({ invoice: { status: 'en_timbrado' }, credit_notes: [] });
    later();
    const payment = await paymentOf(client, UNINVOICED.payment);
    expect(payment.invoice).toMatchObject({ status: 'vigente' });
    expect(payment.credit_notes).toEqual([
      expect.objectContaining({
        reason: 'devolucion',
        total: UNINVOICED.amount,
        status: 'vigente',
        issued_at: payment.invoice?.issued_at,
        related: expect.objectContaining({ uuid: payment.invoice?.uuid, status: 'vigente' }),
      }),
    ]);
    await expectTheRuleHolds(client);
  });

  it('the refund control: 404 for an unknown payment or world, 409 for a payment not completed, 400 for an amount out of range', async () => {
    const { client, world: worldId } = world(api, 'employer');
    expect((await refund(worldId, 'tr-no-existe')).status).toBe(404);
    expect((await refund('mundo-que-no-existe', VALID.payment)).status).toBe(404);
    for (const id of [FAILED, REFUNDED.payment]) {
      const answer = await refund(worldId, id);
      expect(answer.status, id).toBe(409);
      expect(answer.body.message).toMatch(/^Solo se reembolsa un pago completado/);
    }
    for (const amount of [0, -5, VALID.amount + 0.01, 'mil'])
      expect((await refund(worldId, VALID.payment, { amount })).status, String(amount)).toBe(400);
    expect((await paymentOf(client, VALID.payment)).status).toBe('COMPLETED');
  });

  it('past the deadline: 202 with the new invoice and a note for the whole total on the original, which stays vigente', async () => {
    const { client, world: worldId } = world(api, 'employer');
    await pastTheDeadline(async () => {
      const answer = await reissue(client, VALID.uuid, { cfdiUse: 'I04' });
      expect(answer.status).toBe(202);
      const { invoice, credit_note: note } = answer.body;
      expect(invoice).toMatchObject({ uuid: null, status: 'en_timbrado', receiver: { ...company, cfdiUse: 'I04' }, replaces: null });
      expect(note).toMatchObject({
        status: 'vigente',
        reason: 'correccion_fuera_de_plazo',
        total: VALID.amount,
        issued_at: '2027-04-01T00:00:00-06:00',
        related: { uuid: VALID.uuid, status: 'vigente', cancellation_reason: null },
      });
      expect(note.uuid).toMatch(UUID);
      expect(note.pdf_url).toBe(`${api.url}/facturas/${note.uuid}.pdf`);
      const xml = await download(note.xml_url as string);
      expect(xml).toContain('TipoDeComprobante="E"');
      expect(xml).toContain(`<cfdi:CfdiRelacionado UUID="${VALID.uuid}"/>`);
      expect(xml).toContain('Total="27457.20"');

      // The payment's invoice is the new one, stamped as a requested invoice is, with its own deadline.
      expect(await paymentOf(client, VALID.payment)).toMatchObject({ invoice: { status: 'en_timbrado' }, credit_notes: [note] });
      later();
      const payment = await paymentOf(client, VALID.payment);
      expect(payment.invoice).toMatchObject({ status: 'vigente', cancellable_until: '2028-03-31', receiver: { cfdiUse: 'I04' } });
      expect(payment.invoice?.uuid).toMatch(UUID);
      expect(payment.invoice?.uuid).not.toBe(VALID.uuid);
      expect(payment.credit_notes).toEqual([note]);
      // The original stays vigente (found by its UUID, its files too), and can be neither reissued nor corrected again.
      expect(await download(`${api.url}/facturas/${VALID.uuid}.xml`)).toContain(`UUID="${VALID.uuid}"`);
      const again = await reissue(client, VALID.uuid);
      expect(again.status).toBe(409);
      expect(again.body.message).toMatch(/ya no es la del pago/);
      const replaced = await client.post<ErrorBody>(`/invoices/${VALID.uuid}/replace`, { receiver: company });
      expect(replaced.status).toBe(409);
      expect(replaced.body.message).toBe(
        'Esta factura ya no se puede corregir porque el plazo para cancelarla venció el 31 de marzo de 2027.',
      );
      // E-mails: the note, then the new invoice.
      const mails = (await outbox(api, worldId)).filter((mail) => mail.to === company.email);
      expect(mails.map((mail) => mail.subject)).toEqual([`Tu nota de crédito ${note.uuid}`, `Tu factura ${payment.invoice?.uuid}`]);
      // A later refund lowers the new invoice.
      expect((await refund(worldId, VALID.payment, { amount: 500 })).status).toBe(200);
      const refunded = await paymentOf(client, VALID.payment);
      expect(refunded.credit_notes?.map((n) => [n.reason, n.total, n.related.uuid])).toEqual([
        ['correccion_fuera_de_plazo', VALID.amount, VALID.uuid],
        ['devolucion', 500, payment.invoice?.uuid],
      ]);
      await expectTheRuleHolds(client);
    });
  });

  it('within the deadline: 409 naming the day and «Corregir factura», and nothing is stamped', async () => {
    const { client } = world(api, 'employer');
    const before = await paymentOf(client, VALID.payment);
    const answer = await reissue(client, VALID.uuid);
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({
      message: 'Esta factura todavía se puede cancelar hasta el 31 de marzo de 2027: corrígela con «Corregir factura».',
    });
    expect(answer.body.message.replace(/\d+ de \w+ de \d{4}/, 'DÍA')).toBe(
      messageOf('InvoiceStillCancellableError').replace(/\d+ de \w+ de \d{4}/, 'DÍA'),
    );
    expect(await paymentOf(client, VALID.payment)).toEqual(before);
  });

  it('409 for an invoice that is not vigente, or a refunded payment’s; 404 for an unknown UUID or another customer’s; 422 as for a request', async () => {
    const { client } = world(api, 'employer');
    const other = world(api, 'nonEmployer');
    await pastTheDeadline(async () => {
      const notVigente = await reissue(client, AWAITING);
      expect(notVigente.status).toBe(409);
      expect(notVigente.body).toEqual({ message: messageOf('InvoiceNotReplaceableError') });
      const refunded = await reissue(client, REFUNDED.invoice);
      expect(refunded.status).toBe(409);
      expect(refunded.body.message).toMatch(/^Este pago se reembolsó/);
      for (const [who, uuid] of [
        [client, '00000000-0000-4000-8000-000000000000'],
        [other.client, VALID.uuid],
      ] as const) {
        const answer = await reissue(who, uuid);
        expect(answer.status).toBe(404);
        expect(answer.body).toEqual({ message: messageOf('InvoiceNotFoundError') });
      }
      const before = await paymentOf(client, VALID.payment);
      const refused = await reissue(client, VALID.uuid, { cfdiUse: 'D01' });
      expect(refused.status).toBe(422);
      expect(refused.body.errors?.map((error) => error.field)).toEqual(['cfdiUse']);
      const schema = await reissue(client, VALID.uuid, { rfc: 'NO-ES-RFC' });
      expect(schema.status).toBe(422);
      expect(schema.body.errors?.[0]?.field).toBe('rfc');
      expect(await paymentOf(client, VALID.payment)).toEqual(before);
    });
  });

  it('a new invoice the PAC refuses: rechazada; the original is reissued again with the same credit note, never a second one', async () => {
    const { client } = world(api, 'employer');
    await pastTheDeadline(async () => {
      const first = await reissue(client, VALID.uuid, { postalCode: '76100' });
      expect(first.status).toBe(202);
      later();
      expect((await paymentOf(client, VALID.payment)).invoice).toMatchObject({
        status: 'rechazada',
        rejected_fields: [{ field: 'postalCode' }],
      });
      const second = await reissue(client, VALID.uuid);
      expect(second.status).toBe(202);
      expect(second.body.credit_note).toEqual(first.body.credit_note);
      later();
      const payment = await paymentOf(client, VALID.payment);
      expect(payment.invoice).toMatchObject({ status: 'vigente' });
      expect(payment.credit_notes).toHaveLength(1);
      await expectTheRuleHolds(client);
    });
  });

  it('covers the operation with its success and refusals', () => {
    expectCovered(CREDIT_NOTE_OPERATIONS, { reissueInvoiceWithCreditNote: [202, 404, 409, 422] });
  });
});
