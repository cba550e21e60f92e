// Uploads under `npm run dev`: Prism 5.14's proxy re-encodes multipart bodies as UTF-8 text (every
// byte >= 0x80 became EF BF BD), so the contract gateway sends multipart forms straight to the
// development API and judges its answers itself. Through the real stack a PNG and a CSV arrive
// byte for byte; with a fake API, an answer outside the contract becomes Prism's kind of 500.
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import { after, before, describe, it } from 'node:test';
import { startContractGateway } from '../../scripts/contract-gateway.mjs';
import { startDevStack } from '../../scripts/dev-api/stack.mjs';
import { freePort } from '../../scripts/ports.mjs';

const PNG_1X1 = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const EMPLOYER = { email: 'mariajose.hernandez@constructoradelbajio.mx', password: 'Bajio2024!' };
// An origin the requests name (the stack's default app origin, for CORS): nothing listens there.
const APP_ORIGIN = 'http://127.0.0.1:5173';
const CONTRACT_BROKEN = /^La respuesta de la API no cumple openapi\.yaml: /;

/** @param {Buffer<ArrayBuffer> | string} content @param {string} name @param {string} type */
function fileForm(content, name, type) {
  const form = new FormData();
  form.append('file', new Blob([content], { type }), name);
  return form;
}

describe('dev stack: multipart forms skip Prism and arrive untouched', () => {
  /** @type {Awaited<ReturnType<typeof startDevStack>>} */
  let stack;
  /** @type {import('../../scripts/contract-gateway.mjs').GatewayCall[]} */
  const calls = [];
  let token = '';
  before(async () => {
    stack = await startDevStack({
      port: await freePort(),
      apiPort: await freePort(),
      prismPort: await freePort(),
      log: () => {},
      onCall: (call) => calls.push(call),
    });
    const signIn = await fetch(`${stack.url}/auth/app-login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(EMPLOYER),
    });
    assert.equal(signIn.status, 200);
    ({ token } = await signIn.json());
  });
  after(async () => {
    await stack?.close();
  });

  it('a PNG uploaded through the gateway is stored byte for byte, with CORS for the app', async () => {
    assert.ok(
      PNG_1X1.some((byte) => byte >= 0x80),
      'the PNG has the bytes Prism used to corrupt',
    );
    const response = await fetch(`${stack.url}/files`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, Origin: APP_ORIGIN },
      body: fileForm(PNG_1X1, 'a1B2c3_foto_perfil.png', 'image/png'),
    });
    assert.equal(response.status, 200, await response.clone().text());
    assert.equal(response.headers.get('access-control-allow-origin'), APP_ORIGIN);
    const uploaded = await response.json();
    assert.equal(uploaded.size, PNG_1X1.length);
    assert.equal(uploaded.mimeType, 'image/png');
    const served = await fetch(uploaded.url);
    assert.equal(served.status, 200);
    assert.deepEqual(Buffer.from(await served.arrayBuffer()), PNG_1X1);
    assert.deepEqual(
      calls.filter((call) => call.path === '/files').at(-1),
      { method: 'POST', path: '/files', status: 200, prefer: null, prismError: null },
      'the call is still reported for the contract coverage',
    );
  });

  it("the browser's preflight for an upload is still answered (by Prism)", async () => {
    const preflight = await fetch(`${stack.url}/files`, {
      method: 'OPTIONS',
      headers: { Origin: APP_ORIGIN, 'Access-Control-Request-Method': 'POST', 'Access-Control-Request-Headers': 'authorization' },
    });
    assert.ok(preflight.status === 204 || preflight.status === 200, String(preflight.status));
    assert.equal(preflight.headers.get('access-control-allow-origin'), APP_ORIGIN);
  });

  it('a CSV of accented names (UTF-8 and Windows-1252) is imported with its accents', async () => {
    const utf8 = Buffer.from('nombre,apellidos,correo\nSofía,Núñez,sofia.nunez@constructoradelbajio.mx\n', 'utf8');
    // As Excel on Windows saves it: é is one byte (0xE9), which Prism turned into EF BF BD.
    const windows1252 = Buffer.from('nombre,apellidos,correo\nInés,Ibáñez,ines.ibanez@constructoradelbajio.mx\n', 'latin1');
    /** @type {[Buffer<ArrayBuffer>, string, string][]} */
    const files = [
      [utf8, 'Sofía', 'Núñez'],
      [windows1252, 'Inés', 'Ibáñez'],
    ];
    for (const [csv, firstName, lastName] of files) {
      const imported = await fetch(`${stack.url}/employees/import`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        body: fileForm(csv, 'a1B2c3_empleados.csv', 'text/csv'),
      });
      assert.equal(imported.status, 200, await imported.clone().text());
      const result = await imported.json();
      assert.equal(result.added, 1, JSON.stringify(result));
      const { employeeId } = result.rows[0];
      const listed = await fetch(`${stack.url}/employees?q=${encodeURIComponent(lastName)}`, {
        headers: { Authorization: `Bearer ${token}` },
      });
      assert.equal(listed.status, 200);
      const employee = (await listed.json()).find((/** @type {{ id: string }} */ e) => e.id === employeeId);
      assert.equal(employee?.firstName, firstName);
      assert.equal(employee?.lastName, lastName);
    }
  });

  it('a request far over the size limit is refused by the API and the gateway keeps serving', async () => {
    const huge = Buffer.alloc(7_000_000, 0xff);
    PNG_1X1.copy(huge);
    // The API answers before reading it all and closes its connection: the gateway still relays that answer.
    const response = await fetch(`${stack.url}/files`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: fileForm(huge, 'enorme.png', 'image/png'),
    });
    assert.equal(response.status, 400);
    assert.match((await response.json()).message, /demasiado grande/);
    const next = await fetch(`${stack.url}/files`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}` },
      body: fileForm(PNG_1X1, 'otra.png', 'image/png'),
    });
    assert.equal(next.status, 200);
  });
});

describe('contract gateway: a direct answer outside the contract', () => {
  /** @type {import('node:http').Server} */
  let fakeApi;
  /** @type {import('node:http').Server} */
  let fakePrism;
  /** @type {Awaited<ReturnType<typeof startContractGateway>>} */
  let gateway;
  /** What the fake API received, and what it answers next. */
  const api = { bodies: /** @type {Buffer[]} */ ([]), status: 200, type: 'application/json', body: '' };
  let prismHits = 0;
  /** @type {import('../../scripts/contract-gateway.mjs').GatewayCall[]} */
  const calls = [];

  /** @param {import('node:http').Server} server @returns {Promise<string>} */
  const listen = async (server) => {
    const port = await freePort();
    await new Promise((done) => server.listen(port, '127.0.0.1', () => done(undefined)));
    return `http://127.0.0.1:${port}`;
  };
  /** @param {import('node:http').Server} server */
  const close = (server) => new Promise((done) => (server ? server.close(() => done(undefined)) : done(undefined)));

  before(async () => {
    fakeApi = createServer((req, res) => {
      /** @type {Buffer[]} */
      const chunks = [];
      req.on('data', (chunk) => chunks.push(chunk));
      req.on('end', () => {
        api.bodies.push(Buffer.concat(chunks));
        res.writeHead(api.status, { 'Content-Type': api.type });
        res.end(api.body);
      });
    });
    fakePrism = createServer((req, res) => {
      prismHits += 1;
      req.resume();
      res.writeHead(200, { 'Content-Type': 'application/json' });
      res.end('[]');
    });
    const apiUrl = await listen(fakeApi);
    const prismUrl = await listen(fakePrism);
    gateway = await startContractGateway({
      port: await freePort(),
      upstream: prismUrl,
      explain: true,
      direct: { url: apiUrl },
      onCall: (call) => calls.push(call),
    });
  });
  after(async () => {
    await gateway?.close();
    await close(fakeApi);
    await close(fakePrism);
  });

  /** @param {{ status: number, type?: string, body: unknown }} answer */
  async function upload(answer) {
    api.status = answer.status;
    api.type = answer.type ?? 'application/json';
    api.body = typeof answer.body === 'string' ? answer.body : JSON.stringify(answer.body);
    return fetch(`${gateway.url}/files`, {
      method: 'POST',
      headers: { Authorization: 'Bearer t', Origin: APP_ORIGIN },
      body: fileForm(PNG_1X1, 'a1B2c3_foto_perfil.png', 'image/png'),
    });
  }

  it('an answer inside the contract passes unchanged, the file reached the API untouched, and CORS is added', async () => {
    const good = { name: 'a1B2c3_foto_perfil.png', url: 'http://127.0.0.1/files/a1B2c3_foto_perfil.png', size: 70, mimeType: 'image/png' };
    const response = await upload({ status: 200, body: good });
    assert.equal(response.status, 200);
    assert.deepEqual(await response.json(), good);
    assert.equal(response.headers.get('access-control-allow-origin'), APP_ORIGIN);
    assert.ok(api.bodies.at(-1)?.includes(PNG_1X1), 'the multipart body carries the PNG byte for byte');
    assert.equal(prismHits, 0, 'Prism never saw the upload');
    assert.deepEqual(calls.at(-1), { method: 'POST', path: '/files', status: 200, prefer: null, prismError: null });
  });

  /** @type {[string, { status: number, type?: string, body: unknown }, RegExp][]} */
  const broken = [
    ['a body its schema refuses', { status: 200, body: { name: 7 } }, /«name» debe ser de tipo texto|propiedad obligatoria «url»/],
    ['an undeclared status', { status: 418, body: { message: 'Soy una tetera.' } }, /no declara el estado 418/],
    ['a body that is not JSON', { status: 200, type: 'text/html', body: '<h1>Hola</h1>' }, /Content-Type es «text\/html»/],
    ['JSON that does not parse', { status: 400, body: '{"message":' }, /no es JSON/],
  ];
  for (const [what, answer, detail] of broken) {
    it(`${what} becomes a 500 problem with a Spanish message, and the call reports the violation`, async () => {
      const response = await upload(answer);
      assert.equal(response.status, 500);
      assert.match(response.headers.get('content-type') ?? '', /^application\/problem\+json/);
      assert.equal(response.headers.get('access-control-allow-origin'), APP_ORIGIN);
      const problem = await response.json();
      assert.match(problem.message, CONTRACT_BROKEN);
      assert.match(problem.message, detail);
      const call = calls.at(-1);
      assert.equal(call?.status, 500);
      assert.equal(call?.prismError?.code, 'VIOLATIONS');
      assert.ok(call?.prismError?.validation.length);
      assert.ok(call?.prismError?.validation.every((v) => v.severity === 'Error' && typeof v.message === 'string'));
    });
  }

  it('other requests still go to Prism', async () => {
    const before = prismHits;
    const response = await fetch(`${gateway.url}/customers/me/cards`, { headers: { Authorization: 'Bearer t' } });
    assert.equal(response.status, 200);
    assert.equal(prismHits, before + 1);
  });
});
