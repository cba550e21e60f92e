// A backend that answers every operation of openapi.yaml with the contract's own success
// example, except three answers broken on purpose. contract-verify must pass every other
// operation and name each of these three violations.
import { createServer } from 'node:http';
import { listOperations, loadContract, operationMatcher, successExample } from '../../scripts/openapi-contract.mjs';

/** @typedef {import('../../src/lib/api/schema').components['schemas']} Schemas */
/**
 * How one operation breaks the contract: its success example changed (`change` gets that
 * example, of the operation's own schema), or answered with another status.
 * @typedef {{ kind: 'missing-field' | 'wrong-type', field: string, change: (body: unknown) => unknown } | { kind: 'undeclared-status', status: number }} Breakage
 */

/**
 * The sabotage: which operation breaks the contract, and how. Foundation operations, which stay put.
 * @type {Record<string, Breakage>}
 */
export const BREAKAGES = {
  // A required field is missing.
  userByTokenApp: { kind: 'missing-field', field: 'email', change: (body) => omit(/** @type {Schemas['User']} */ (body), 'email') },
  // A field has the wrong type (the quotation's total as text; an id may be a number, the spec's data model allows it).
  getQuotation: {
    kind: 'wrong-type',
    field: 'total',
    change: (body) => ({ .../** @type {Schemas['Quotation']} */ (body), total: '29147.90' }),
  },
  // A status the contract does not declare.
  appRequestResetPassword: { kind: 'undeclared-status', status: 201 },
};

/** @param {Record<string, unknown>} object @param {string} key */
function omit(object, key) {
  const copy = { ...object };
  delete copy[key];
  return copy;
}

/**
 * @param {number} port @param {{ contract?: string }} [options]
 * @returns {Promise<{ url: string, requests: { method: string | undefined, path: string, authorization: string | null }[],
 *   operations: import('../../scripts/openapi-contract.mjs').ContractOperation[], close: () => Promise<void> }>}
 */
export function startBrokenBackend(port, { contract } = {}) {
  const operations = listOperations(loadContract(contract));
  const match = operationMatcher(operations);
  /** @type {{ method: string | undefined, path: string, authorization: string | null }[]} */
  const requests = [];
  const server = createServer((req, res) => {
    /** @type {Buffer[]} */
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://backend.invalid');
      requests.push({ method: req.method, path: url.pathname, authorization: req.headers.authorization ?? null });
      const op = match(req.method ?? 'GET', url.pathname);
      const send = (/** @type {number} */ status, /** @type {unknown} */ body) => {
        if (body === undefined) {
          res.writeHead(status);
          res.end();
          return;
        }
        res.writeHead(status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (!op) return send(404, { message: 'No Encontrado' });
      const { status, body } = successExample(op);
      const breakage = BREAKAGES[op.id];
      if (!breakage) return send(status, status === 204 ? undefined : body);
      if (breakage.kind === 'undeclared-status') return send(breakage.status, body);
      return send(status, breakage.change(body));
    });
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${port}`,
        requests,
        operations,
        close: () =>
          /** @type {Promise<void>} */ (
            new Promise((done) => {
              server.closeAllConnections();
              server.close(() => done());
            })
          ),
      }),
    );
  });
}
