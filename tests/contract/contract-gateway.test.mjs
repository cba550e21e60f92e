// The contract gateway of `npm run dev`, in front of the real `prism proxy --errors`: a response
// or a request that breaks openapi.yaml reaches the app as an error whose `message` (the field
// the app shows) says what broke, and every call is reported with Prism's verdict.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { startContractGateway } from '../../scripts/contract-gateway.mjs';
import { freePort } from '../../scripts/ports.mjs';
import { startPrism } from '../../scripts/prism.mjs';
import { startBrokenBackend } from './broken-backend.mjs';

describe('contract gateway (explain) in front of prism proxy --errors', () => {
  /** @type {Awaited<ReturnType<typeof startBrokenBackend>>} */
  let backend;
  /** @type {Awaited<ReturnType<typeof startPrism>>} */
  let prism;
  /** @type {Awaited<ReturnType<typeof startContractGateway>>} */
  let gateway;
  /** @type {import('../../scripts/contract-gateway.mjs').GatewayCall[]} */
  const calls = [];
  before(async () => {
    backend = await startBrokenBackend(await freePort());
    prism = await startPrism({ port: await freePort(), upstream: backend.url });
    gateway = await startContractGateway({
      port: await freePort(),
      upstream: prism.url,
      explain: true,
      onCall: (call) => calls.push(call),
    });
  });
  after(async () => {
    await gateway?.close();
    await prism?.stop();
    await backend?.close();
  });

  it('a response outside the contract becomes an error with a Spanish message naming the violation', async () => {
    // The broken backend leaves out the user's e-mail.
    const response = await fetch(`${gateway.url}/users/user-by-token-app`, { method: 'POST', headers: { Authorization: 'Bearer t' } });
    assert.equal(response.status, 500);
    const body = await response.json();
    assert.match(body.message, /^La respuesta de la API no cumple openapi\.yaml: .*required property 'email'/);
    const call = calls.find((c) => c.path === '/users/user-by-token-app');
    assert.equal(call?.prismError?.code, 'VIOLATIONS');
  });

  it('a request outside the contract is refused before the API, with a message naming the field', async () => {
    const before = backend.requests.length;
    const response = await fetch(`${gateway.url}/quotations/q1/pay`, {
      method: 'POST',
      headers: { Authorization: 'Bearer t', 'Content-Type': 'application/json' },
      body: JSON.stringify({ card: 'k1' }),
    });
    assert.equal(response.status, 422);
    const body = await response.json();
    // `card` is not a field of PayQuotationRequest (cardId is no longer required: SPEI and store take none).
    assert.match(body.message, /^La petición no cumple openapi\.yaml: .*'card'/);
    assert.equal(backend.requests.length, before, 'the API never saw it');
  });

  it('an answer inside the contract passes unchanged', async () => {
    const response = await fetch(`${gateway.url}/customers/me/cards`, { headers: { Authorization: 'Bearer t' } });
    assert.equal(response.status, 200);
    const body = await response.json();
    assert.ok(Array.isArray(body));
    assert.equal(calls.at(-1)?.prismError, null);
  });
});
