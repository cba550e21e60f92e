// @ts-nocheck -- not yet typed for checkJs (issue 16); see docs/decisions.md
// A proxy in front of the development API that plants one fault at a time, each a way real
// backends break the contract while their happy path still works (an out-of-the-box LoopBack 4
// shows several). contract-verify must fail and name each one; with no fault it must pass.
import { createServer, request } from 'node:http';

const isJson = (headers) => /json/i.test(String(headers['content-type'] ?? ''));

/** The faults: `request` may change the request; `answer` may change the answer ({ status, body }). */
const FAULTS = {
  // (a) Ignores tokens: a protected call without a valid token is answered as if signed in.
  ignoresTokens: { retryUnauthorizedWith: 'validToken' },
  // (b) Errors as the framework's default body instead of the contract's { message }.
  frameworkErrors: {
    answer: ({ status, body }) =>
      status >= 400 ? { status, body: { error: { statusCode: status, name: 'Error', message: body?.message ?? 'Error' } } } : null,
  },
  // (c) A `where` the backend cannot read (unknown field or operator) answered 200 with nothing.
  filterSwallowed: {
    answer: ({ status, method, url }) =>
      status === 400 && method === 'GET' && (url.searchParams.has('filter') || url.searchParams.has('where'))
        ? { status: 200, body: url.pathname.endsWith('/count') ? { count: 0 } : [] }
        : null,
  },
  // (d) A payment of GET /payments shows the card's whole number.
  unmaskedCard: {
    answer: ({ status, method, url, body }) => {
      if (status !== 200 || method !== 'GET' || url.pathname !== '/payments' || !Array.isArray(body)) return null;
      const index = body.findIndex((payment) => payment?.card);
      if (index < 0) return null;
      const copy = structuredClone(body);
      copy[index].card.card_number = '4111111111111111';
      return { status, body: copy };
    },
  },
  // (e) 201 for a creation the contract answers with 200 (POST /employees).
  createdStatus: {
    answer: ({ status, method, url, body }) =>
      status === 200 && method === 'POST' && url.pathname === '/employees' ? { status: 201, body } : null,
  },
};

/**
 * Listens on a free port and relays to `upstream` (the development API), planting the fault
 * named by `setFault` (null: none). `validToken` is a session the API knows (for ignoresTokens).
 */
export function startFaultProxy({ upstream, validToken }) {
  const target = new URL(upstream);
  let fault = null;
  const forward = (req, body, headers) =>
    new Promise((resolve, reject) => {
      const outgoing = request(
        { hostname: target.hostname, port: target.port, method: req.method, path: req.url, headers: { ...headers, host: target.host } },
        (answer) => {
          const chunks = [];
          answer.on('data', (chunk) => chunks.push(chunk));
          answer.on('end', () => resolve({ status: answer.statusCode, headers: answer.headers, raw: Buffer.concat(chunks) }));
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  const server = createServer(async (req, res) => {
    try {
      const chunks = [];
      for await (const chunk of req) chunks.push(chunk);
      const body = Buffer.concat(chunks);
      const headers = { ...req.headers };
      delete headers['content-length'];
      if (body.length) headers['content-length'] = String(body.length);
      let answer = await forward(req, body, headers);
      if (fault?.retryUnauthorizedWith && answer.status === 401)
        answer = await forward(req, body, { ...headers, authorization: `Bearer ${validToken}` });
      const url = new URL(req.url ?? '/', 'http://fault-proxy.invalid');
      const json = isJson(answer.headers) && answer.raw.length ? JSON.parse(answer.raw.toString('utf8')) : undefined;
      const changed = fault?.answer?.({ status: answer.status, method: req.method, url, body: json }) ?? null;
      if (!changed) {
        res.writeHead(answer.status, answer.headers);
        return res.end(answer.raw);
      }
      const text = JSON.stringify(changed.body);
      res.writeHead(changed.status, { 'content-type': 'application/json; charset=utf-8', 'content-length': Buffer.byteLength(text) });
      return res.end(text);
    } catch (error) {
      res.writeHead(502, { 'content-type': 'application/json' });
      return res.end(JSON.stringify({ message: `fault proxy: ${error.message}` }));
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${server.address().port}`,
        setFault: (name) => {
          fault = name ? FAULTS[name] : null;
        },
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(() => done());
          }),
      }),
    );
  });
}
