// @vitest-environment node
// The accountant's package in the development API, over HTTP (createInvoicePackage,
// getInvoicePackage): a period's CFDI in one ZIP (read with zip.mjs `readZip`), exactly the files
// the contract lists — what to expect is computed from GET /payments, not written by hand.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PERIOD_REFUSALS } from '../../src/features/billing/statement/period-rule.ts';
import type { components } from '../../src/lib/api/schema';
import { mexicoCityDay } from './dates.mjs';
import type { DevApi } from './server.mjs';
import { type Client, exampleOf, expectCovered, INVOICE_PACKAGE_OPERATIONS, messageOf, NOON, startApi, world } from './test-support.ts';
import { readZip } from './zip.mjs';

type Payment = components['schemas']['Payment'];
type InvoicePackage = components['schemas']['InvoicePackage'];
type Receiver = components['schemas']['InvoiceReceiver'];

const HEADER = 'Tipo,UUID,Fecha,RFC receptor,Subtotal,IVA,Total,Estado,Relacionado';
const company = exampleOf<{ receiver: Receiver }>('InvoiceRequestCompany').receiver;
/** Seeded: a completed payment without invoice, a vigente invoice (5 November) and one whose cancellation awaits the answer (14 August). */
const UNINVOICED = 'trq1w9kdv3xyhbg6o2pe';
const VALID = '5FB2822E-396D-4725-8521-CDC4BDD20CCF';
const AWAITING = '2D4F6A8C-1E3B-4D5F-A7C9-E1F3A5B7C9D1';
const STAMPING_MS = 1500;

interface Expected {
  type: 'Ingreso' | 'Egreso';
  uuid: string;
  issuedAt: string;
  total: number;
  status: string;
  related: string;
  pdf: string;
  xml: string;
}

/**
 * Every CFDI GET /payments shows stamped in from..to (Mexico City days): the payments' invoices, the
 * invoices they replaced (a RelatedInvoice has no issued_at: `issuedAt` gives it, from an earlier
 * reading) and their credit notes.
 */
function expectedCfdi(payments: Payment[], from: string, to: string, issuedAt: Record<string, string> = {}): Expected[] {
  const inPeriod = (at: string | null | undefined) => !!at && mexicoCityDay(new Date(at)) >= from && mexicoCityDay(new Date(at)) <= to;
  const found: Expected[] = [];
  const files = (uuid: string) => ({ pdf: `/facturas/${uuid}.pdf`, xml: `/facturas/${uuid}.xml` });
  for (const payment of payments) {
    const invoice = payment.invoice;
    if (invoice?.uuid && inPeriod(invoice.issued_at))
      found.push({
        type: 'Ingreso',
        uuid: invoice.uuid,
        issuedAt: invoice.issued_at as string,
        total: payment.amount,
        status: invoice.status ?? 'vigente',
        related: invoice.replaces?.uuid ?? '',
        ...files(invoice.uuid),
      });
    const replaced = invoice?.replaces;
    if (replaced && inPeriod(issuedAt[replaced.uuid]))
      found.push({
        type: 'Ingreso',
        uuid: replaced.uuid,
        issuedAt: issuedAt[replaced.uuid],
        total: payment.amount,
        status: replaced.status,
        related: '',
        ...files(replaced.uuid),
      });
    for (const note of payment.credit_notes ?? [])
      if (note.uuid && inPeriod(note.issued_at))
        found.push({
          type: 'Egreso',
          uuid: note.uuid,
          issuedAt: note.issued_at as string,
          total: note.total,
          status: note.status,
          related: note.related.uuid,
          ...files(note.uuid),
        });
  }
  return found.sort((a, b) => Date.parse(a.issuedAt) - Date.parse(b.issuedAt));
}

const cents = (text: string) => Math.round(Number(text) * 100);

/** indice.csv's rows as cells (no quoting in these files: UUIDs, RFCs, numbers). */
function indexRows(csv: Buffer) {
  const text = csv.toString('utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  expect(text.endsWith('\r\n')).toBe(true);
  const lines = text.slice(1, -2).split('\r\n');
  expect(lines[0]).toBe(HEADER);
  return lines.slice(1).map((line) => line.split(','));
}

describe("the accountant's package", () => {
  let api: DevApi;
  let now = new Date(NOON);
  beforeAll(async () => {
    api = await startApi({ clock: () => now, stampingDelayMs: STAMPING_MS });
  });
  afterAll(() => api.close());
  const later = (ms = STAMPING_MS) => {
    now = new Date(now.getTime() + ms);
  };
  const ask = (client: Client, from: string, to: string) => client.post<InvoicePackage>('/invoice-packages', { from, to });
  const download = async (url: string) => {
    const response = await fetch(url);
    expect(response.status, url).toBe(200);
    return Buffer.from(await response.arrayBuffer());
  };
  const payments = async (client: Client) => (await client.list<Payment[]>('/payments', 'filter', { limit: 1000 })).body;

  /** Asks for from..to and checks the ZIP holds exactly what GET /payments says, byte for byte; answers the rows. */
  /**
   * `sameBytes` says which files to compare with GET /facturas/<uuid>: that route finds a UUID in the
   * first world that has it, and every world has the seed's, as seeded, so a seeded invoice whose
   * status changed in this world prints differently there.
   */
  async function expectPackage(
    client: Client,
    from: string,
    to: string,
    { issuedAt = {}, sameBytes = () => true }: { issuedAt?: Record<string, string>; sameBytes?: (uuid: string) => boolean } = {},
  ) {
    const expected = expectedCfdi(await payments(client), from, to, issuedAt);
    const answer = await ask(client, from, to);
    expect(answer.status).toBe(200);
    const pkg = answer.body;
    expect(pkg).toMatchObject({
      status: 'listo',
      from,
      to,
      invoice_count: expected.filter((e) => e.type === 'Ingreso').length,
      credit_note_count: expected.filter((e) => e.type === 'Egreso').length,
      failure_reason: null,
    });
    // 24 hours from now, written to the second.
    expect(Math.floor(now.getTime() / 1000) * 1000 + 24 * 3_600_000 - Date.parse(pkg.expires_at as string)).toBe(0);
    expect(pkg.download_url).toBe(`${api.url}/paquetes/${pkg.id}/facturas-${from}-a-${to}.zip`);
    expect((await client.get<InvoicePackage>(`/invoice-packages/${pkg.id}`)).body).toEqual(pkg);
    const files = readZip(await download(pkg.download_url as string));
    const names = [
      'indice.csv',
      ...expected.flatMap((e) => [`${e.uuid}.xml`, `${e.uuid}.pdf`, ...(e.status === 'cancelada' ? [`${e.uuid}-acuse.xml`] : [])]),
    ];
    expect([...files.keys()].sort()).toEqual(names.sort());
    // The same bytes the single downloads give.
    for (const e of expected.filter((cfdi) => sameBytes(cfdi.uuid))) {
      expect(files.get(`${e.uuid}.xml`)?.equals(await download(`${api.url}${e.xml}`)), e.uuid).toBe(true);
      expect(files.get(`${e.uuid}.pdf`)?.equals(await download(`${api.url}${e.pdf}`)), e.uuid).toBe(true);
    }
    const rows = indexRows(files.get('indice.csv') as Buffer);
    expect(rows.map((row) => row[1])).toEqual(expected.map((e) => e.uuid));
    rows.forEach(([type, uuid, date, rfc, subtotal, iva, total, status, related], i) => {
      const e = expected[i];
      expect({ type, uuid, status, related, rfc }).toEqual({
        type: e.type,
        uuid: e.uuid,
        status: e.status,
        related: e.related,
        rfc: company.rfc,
      });
      expect(date).toBe(e.issuedAt.slice(0, 16).replace('T', ' '));
      expect([subtotal, iva, total].every((cell) => /^\d+\.\d{2}$/.test(cell))).toBe(true);
      expect(cents(total)).toBe(Math.round(e.total * 100));
      expect(cents(subtotal) + cents(iva)).toBe(cents(total));
      expect(cents(subtotal)).toBe(Math.round((e.total / 1.16) * 100));
    });
    return { pkg, rows, files };
  }

  it("October's package: each invoice and credit note with its XML and PDF, the index in issued_at order, Egreso with its related invoice", async () => {
    const { client } = world(api, 'employer');
    const { rows } = await expectPackage(client, '2026-10-01', '2026-10-31');
    expect(rows.length).toBeGreaterThanOrEqual(3);
    const note = rows.find(([type]) => type === 'Egreso');
    expect(note?.[8]).toBe('9A2C4E6B-8D0F-4A1C-B3E5-7F9B1D3F5A70');
  });

  it('a cancelled invoice has its acknowledgement; one being stamped is left out; a correction names the invoice it replaces', async () => {
    const { client } = world(api, 'employer');
    const before = await payments(client);
    const issuedAt = Object.fromEntries(before.flatMap((p) => (p.invoice?.uuid ? [[p.invoice.uuid, p.invoice.issued_at as string]] : [])));
    // The receiver accepts the cancellation the seed asked for: cancelada once the SAT confirms it.
    expect((await client.post(`/invoices/${AWAITING}/cancellation/answer`, { accept: true })).status).toBe(200);
    // A correction of November's invoice, and a request for the uninvoiced payment, still being stamped.
    expect((await client.post(`/invoices/${VALID}/replace`, { receiver: company })).status).toBe(202);
    later();
    expect((await client.post(`/payments/${UNINVOICED}/invoice`, { receiver: company })).status).toBe(202);
    const list = await payments(client);
    expect(list.find((p) => p.id === UNINVOICED)?.invoice?.status).toBe('en_timbrado');
    const { rows, files } = await expectPackage(client, '2026-06-01', '2026-11-22', {
      issuedAt,
      sameBytes: (uuid) => !(uuid in issuedAt),
    });
    const cancelled = rows.find(([, uuid]) => uuid === AWAITING);
    expect(cancelled?.[7]).toBe('cancelada');
    const ack = files.get(`${AWAITING}-acuse.xml`)?.toString('utf8') ?? '';
    expect(ack).toContain(`UUID="${AWAITING}"`);
    expect(ack).toMatch(/Fecha="\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}"/);
    expect(ack).toContain('Estatus="Cancelado"');
    const replacement = list.find((p) => p.invoice?.replaces?.uuid === VALID)?.invoice;
    expect(rows.find(([, uuid]) => uuid === replacement?.uuid)?.[8]).toBe(VALID);
    // The corrected invoice stays in the package (the API keeps it), with its current status.
    expect(rows.find(([, uuid]) => uuid === VALID)?.[7]).toBe('en_cancelacion');
    expect(rows).toHaveLength(files.size - 1 - rows.length - rows.filter((row) => row[7] === 'cancelada').length);
  });

  it('a period without CFDI: listo at once, counts 0, no URL and no expiry', async () => {
    const { client } = world(api, 'nonEmployer');
    const answer = await ask(client, '2026-01-01', '2026-01-31');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ status: 'listo', invoice_count: 0, credit_note_count: 0, download_url: null, expires_at: null });
  });

  it("the statement's period rules and words: 400 for a date that cannot be read, a reversed period, one after today or longer than 366 days", async () => {
    const { client } = world(api, 'employer');
    const cases: [string, string, keyof typeof PERIOD_REFUSALS][] = [
      ['2026-02-30', '2026-03-01', 'StatementInvalidDateError'],
      ['2026-1-1', '2026-01-31', 'StatementInvalidDateError'],
      ['2026-10-31', '2026-10-01', 'StatementReversedPeriodError'],
      ['2026-11-01', '2026-11-23', 'StatementFuturePeriodError'],
      ['2025-11-21', '2026-11-22', 'StatementPeriodTooLongError'],
    ];
    for (const [from, to, example] of cases) {
      const answer = await ask(client, from, to);
      expect({ from, to, status: answer.status, message: (answer.body as unknown as { message: string }).message }).toEqual({
        from,
        to,
        status: 400,
        message: messageOf(example),
      });
      expect(messageOf(example)).toBe(PERIOD_REFUSALS[example]);
    }
    // 366 days, both ends counted, is the longest.
    expect((await ask(client, '2025-11-22', '2026-11-22')).status).toBe(200);
  });

  it("404 for another customer's package and for an unknown one", async () => {
    const employer = world(api, 'employer').client;
    const other = world(api, 'nonEmployer').client;
    const { body } = await ask(employer, '2026-10-01', '2026-10-31');
    for (const path of [`/invoice-packages/${body.id}`, '/invoice-packages/pkg-2026-10-no-existe']) {
      const answer = await other.get(path);
      expect(answer.status).toBe(404);
      expect(answer.body.message).toBe(messageOf('InvoicePackageNotFoundError'));
    }
    expect((await call401()).status).toBe(401);
  });

  const call401 = () => fetch(`${api.url}/invoice-packages`, { method: 'POST', body: '{}' });
});

describe('a large package (more than 200 CFDI) is made later', () => {
  let api: DevApi;
  let now = new Date(NOON);
  beforeAll(async () => {
    api = await startApi({ clock: () => now, stampingDelayMs: STAMPING_MS, payments: 2500 });
  });
  afterAll(() => api.close());

  it('202 preparando (no counts, no URL), then listo once the delay passed, with every CFDI', async () => {
    const { client } = world(api, 'employer');
    const answer = await client.post<InvoicePackage>('/invoice-packages', { from: '2025-11-22', to: '2026-11-22' });
    expect(answer.status).toBe(202);
    expect(answer.body).toMatchObject({
      status: 'preparando',
      invoice_count: 0,
      credit_note_count: 0,
      download_url: null,
      expires_at: null,
    });
    const path = `/invoice-packages/${answer.body.id}`;
    expect((await client.get<InvoicePackage>(path)).body.status).toBe('preparando');
    now = new Date(now.getTime() + STAMPING_MS);
    const ready = (await client.get<InvoicePackage>(path)).body;
    expect(ready.status).toBe('listo');
    expect(ready.invoice_count + ready.credit_note_count).toBeGreaterThan(200);
    const response = await fetch(ready.download_url as string);
    const files = readZip(Buffer.from(await response.arrayBuffer()));
    const rows = indexRows(files.get('indice.csv') as Buffer);
    expect(rows).toHaveLength(ready.invoice_count + ready.credit_note_count);
    for (const row of rows) expect(cents(row[4]) + cents(row[5]), row[1]).toBe(cents(row[6]));
  });
});

describe('coverage', () => {
  it('both operations were checked against the contract', () => {
    expectCovered(INVOICE_PACKAGE_OPERATIONS, { createInvoicePackage: [200, 202, 400], getInvoicePackage: [200, 404] });
  });
});
