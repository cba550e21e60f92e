// @vitest-environment node
// Over HTTP: a customer files ARCO requests (POST /privacy/arco-requests) and lists
// theirs; the folio comes from the world's sequence, the deadline is 20 business days after
// receipt, and the acknowledgment e-mail carries both. Every answer goes through the contract
// check of test-support.ts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../../src/lib/api/schema';
import type { DevApi } from './server.mjs';
import { PRIVACY_OPERATIONS, call, expectCovered, csvForm, outbox, startApi, world } from './test-support.ts';

type ArcoRequest = components['schemas']['ArcoRequest'];
type FieldErrors = { message: string; errors?: { field: string; message: string }[] };

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3, 255]);
const ACCESS = {
  right: 'acceso',
  data: 'Mis datos de contacto y el historial de pagos.',
  description: 'Quiero saber qué datos personales míos conservan y para qué los usan.',
};

let api: DevApi;
let now = new Date('2026-11-22T18:00:00Z'); // Sunday November 22, 2026, noon in Mexico City

beforeAll(async () => {
  api = await startApi({ clock: () => now, appOrigin: 'http://app.test' });
});
afterAll(() => api.close());

describe('filing an ARCO request', () => {
  it('answers 200 with a folio, status recibida and the deadline 20 business days later; the list has it; an e-mail acknowledges it', async () => {
    const { client, world: worldId } = world(api, 'nonEmployer');
    expect((await client.get<ArcoRequest[]>('/privacy/arco-requests')).body).toEqual([]);

    const uploaded = await client.upload<{ url: string }>('/files', csvForm(PNG, 'ine frente.png', 'image/png'));
    expect(uploaded.status).toBe(200);
    const created = await client.post<ArcoRequest>('/privacy/arco-requests', { ...ACCESS, attachmentUrl: uploaded.body.url });
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      folio: 'ARCO-2026-000001',
      right: 'acceso',
      data: ACCESS.data,
      description: ACCESS.description,
      attachmentUrl: uploaded.body.url,
      status: 'recibida',
      // Received on a Sunday: counted from Monday the 23rd, 20 weekdays with no rest day in between.
      responseDueDate: '2026-12-18',
      answeredAt: null,
      answer: null,
    });
    expect(created.body.submittedAt).toBe('2026-11-22T12:00:00-06:00');

    const listed = await client.get<ArcoRequest[]>('/privacy/arco-requests');
    expect(listed.body).toEqual([created.body]);

    const mail = (await outbox(api, worldId)).find((m) => m.kind === 'arcoReceived');
    expect(mail).toBeDefined();
    expect(mail!.to).toBe('joseluis.ramirez@gmail.com');
    expect(mail!.subject).toContain('ARCO-2026-000001');
    expect(mail!.text).toContain('18 de diciembre de 2026');
    expect(mail!.link).toBe('http://app.test/app/privacidad');
  });

  it('numbers the folios per world and lists newest first; the deadline skips the third Monday of November', async () => {
    const { client } = world(api, 'employer');
    const first = await client.post<ArcoRequest>('/privacy/arco-requests', { ...ACCESS, attachmentUrl: null });
    now = new Date('2026-11-12T18:00:00Z'); // a Thursday: Monday the 16th is a rest day
    try {
      const second = await client.post<ArcoRequest>('/privacy/arco-requests', {
        right: 'rectificacion',
        data: 'Mi segundo apellido.',
        description: 'Dice «Hernandes»; lo correcto es «Hernández».',
      });
      expect(first.body.folio).toBe('ARCO-2026-000001');
      expect(second.body.folio).toBe('ARCO-2026-000002');
      expect(second.body.responseDueDate).toBe('2026-12-11');
      expect(second.body.attachmentUrl).toBeNull();
      const listed = await client.get<ArcoRequest[]>('/privacy/arco-requests');
      expect(listed.body.map((r) => r.folio)).toEqual(['ARCO-2026-000002', 'ARCO-2026-000001']);
    } finally {
      now = new Date('2026-11-22T18:00:00Z');
    }
  });

  it('a missing or blank description, missing data or an unknown right is 422 on its field; nothing is stored', async () => {
    const { client, world: worldId } = world(api, 'nonEmployer');
    const missing = await client.post<FieldErrors>('/privacy/arco-requests', { right: 'acceso', data: 'Mi correo.' });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual([{ field: 'description', message: 'Falta este dato.' }]);

    const blank = await client.post<FieldErrors>('/privacy/arco-requests', { right: 'acceso', data: '   ', description: 'Algo' });
    expect(blank.status).toBe(422);
    expect(blank.body.errors?.map((e) => e.field)).toEqual(['data']);

    const wrongRight = await client.post<FieldErrors>('/privacy/arco-requests', { ...ACCESS, right: 'portabilidad' });
    expect(wrongRight.status).toBe(422);
    expect(wrongRight.body.errors?.map((e) => e.field)).toEqual(['right']);

    const tooLong = await client.post<FieldErrors>('/privacy/arco-requests', { ...ACCESS, description: 'x'.repeat(2001) });
    expect(tooLong.status).toBe(422);
    expect(tooLong.body.errors?.map((e) => e.field)).toEqual(['description']);

    expect((await client.get<ArcoRequest[]>('/privacy/arco-requests')).body).toEqual([]);
    expect((await outbox(api, worldId)).some((m) => m.kind === 'arcoReceived')).toBe(false);
  });

  it.each([
    'javascript:alert(1)',
    'data:image/png;base64,iVBORw0KGgo=',
    'https://evil.example/x.png',
    // An address on this API's own /files that it never answered to this customer.
    'files/a1B2c3_otro.png',
  ])('an attachment at %s, which /files did not answer, is 422 naming attachmentUrl; nothing is filed', async (url) => {
    const { client, world: worldId } = world(api, 'nonEmployer');
    const attachmentUrl = url.startsWith('files/') ? `${api.url}/${url}` : url;
    const refused = await client.post<FieldErrors>('/privacy/arco-requests', { ...ACCESS, attachmentUrl });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([{ field: 'attachmentUrl', message: 'No recibimos este archivo en Cotiza. Vuelve a adjuntarlo.' }]);
    expect((await client.get<ArcoRequest[]>('/privacy/arco-requests')).body).toEqual([]);
    expect((await outbox(api, worldId)).some((m) => m.kind === 'arcoReceived')).toBe(false);
  });

  it("another customer's upload is not this customer's attachment", async () => {
    const employer = world(api, 'employer').client;
    const uploaded = await employer.upload<{ url: string }>('/files', csvForm(PNG, 'ine.png', 'image/png'));
    expect(uploaded.status).toBe(200);
    const { client } = world(api, 'nonEmployer');
    const refused = await client.post<FieldErrors>('/privacy/arco-requests', { ...ACCESS, attachmentUrl: uploaded.body.url });
    expect(refused.status).toBe(422);
    expect(refused.body.errors?.map((e) => e.field)).toEqual(['attachmentUrl']);
    // Its owner may attach it.
    expect((await employer.post<ArcoRequest>('/privacy/arco-requests', { ...ACCESS, attachmentUrl: uploaded.body.url })).status).toBe(200);
  });

  it("a request still recibida goes en_revision on the next business day as the world's clock passes it", async () => {
    const { client, world: worldId } = world(api, 'nonEmployer');
    // Filed on Sunday the 22nd: Monday the 23rd is the next business day.
    const filed = await client.post<ArcoRequest>('/privacy/arco-requests', ACCESS);
    expect(filed.body.status).toBe('recibida');
    expect((await call(api, 'POST', '/__dev/clock', { body: { world: worldId, days: 1 } })).status).toBe(200);
    const [moved] = (await client.get<ArcoRequest[]>('/privacy/arco-requests')).body;
    expect(moved).toMatchObject({ folio: filed.body.folio, status: 'en_revision', responseDueDate: filed.body.responseDueDate });
  });

  it('without a session both calls are 401', async () => {
    expect((await call(api, 'POST', '/privacy/arco-requests', { body: ACCESS })).status).toBe(401);
    expect((await call(api, 'GET', '/privacy/arco-requests')).status).toBe(401);
  });

  it('each privacy operation was checked with its success and its refusals', () => {
    expectCovered(PRIVACY_OPERATIONS, {
      listArcoRequests: [200, 401],
      createArcoRequest: [200, 401, 422],
    });
  });
});
