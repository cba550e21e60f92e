// @ts-nocheck -- not yet typed for checkJs (issue 16); see docs/decisions.md
// A backend that answers every operation of openapi.yaml with the contract's own success
// example, except three answers broken on purpose. contract-verify must pass every other
// operation and name each of these three violations.
import { createServer } from 'node:http';
import { listOperations, loadContract, operationMatcher, successExample } from '../../scripts/openapi-contract.mjs';

/** The sabotage: which operation breaks the contract, and how. Foundation operations, which stay put. */
export const BREAKAGES = {
  // A required field is missing.
  userByTokenApp: { kind: 'missing-field', field: 'email', change: (body) => omit(body, 'email') },
  // A field has the wrong type (the user's id as a number).
  appLogin: { kind: 'wrong-type', field: 'user.id', change: (body) => ({ ...body, user: { ...body.user, id: 73021 } }) },
  // A status the contract does not declare.
  appRequestResetPassword: { kind: 'undeclared-status', status: 201 },
};

function omit(object, key) {
  const copy = { ...object };
  delete copy[key];
  return copy;
}

export function startBrokenBackend(port, { contract } = {}) {
  const operations = listOperations(loadContract(contract));
  const match = operationMatcher(operations);
  const requests = [];
  const server = createServer((req, res) => {
    const chunks = [];
    req.on('data', (chunk) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://backend.invalid');
      requests.push({ method: req.method, path: url.pathname, authorization: req.headers.authorization ?? null });
      const op = match(req.method ?? 'GET', url.pathname);
      const send = (status, body) => {
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
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      }),
    );
  });
}
