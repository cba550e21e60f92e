// A proxy in front of the development API that plants one fault at a time, each a way real
// backends break the contract while their happy path still works (an out-of-the-box LoopBack 4
// shows several). contract-verify must fail and name each one; with no fault it must pass.
import { createServer, request } from 'node:http';

const isJson = (/** @type {import('node:http').IncomingHttpHeaders} */ headers) => /json/i.test(String(headers['content-type'] ?? ''));

/**
 * The API's answer as a fault sees it: `body` is its JSON (undefined when it is not JSON).
 * @typedef {{ status: number, method: string | undefined, url: URL, body: unknown }} Answer
 */
/**
 * A fault: retry a refused call with a valid token, or change the answer (null: leave it).
 * @typedef {{ retryUnauthorizedWith?: 'validToken', answer?: (answer: Answer) => { status: number, body: unknown } | null }} Fault
 */

/**
 * The faults: `request` may change the request; `answer` may change the answer ({ status, body }).
 * @type {Record<string, Fault>}
 */
const FAULTS = {
  // (a) Ignores tokens: a protected call without a valid token is answered as if signed in.
  ignoresTokens: { retryUnauthorizedWith: 'validToken' },
  // (b) Errors as the framework's default body instead of the contract's { message }.
  frameworkErrors: {
    answer: ({ status, body }) =>
      status >= 400 ? { status, body: { error: { statusCode: status, name: 'Error', message: messageOf(body) ?? 'Error' } } } : null,
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

/** The `message` of a JSON body, when it has one. @param {unknown} body */
function messageOf(body) {
  return body !== null && typeof body === 'object' && 'message' in body ? body.message : undefined;
}

/**
 * Listens on a free port and relays to `upstream` (the development API), planting the fault
 * named by `setFault` (null: none). `validToken` is a session the API knows (for ignoresTokens).
 * @param {{ upstream: string, validToken: string }} options
 * @returns {Promise<{ url: string, setFault: (name: string | null) => void, close: () => Promise<void> }>}
 */
export function startFaultProxy({ upstream, validToken }) {
  const target = new URL(upstream);
  /** @type {Fault | null} */
  let fault = null;
  /**
   * @param {import('node:http').IncomingMessage} req @param {Buffer} body @param {import('node:http').OutgoingHttpHeaders} headers
   * @returns {Promise<{ status: number, headers: import('node:http').IncomingHttpHeaders, raw: Buffer }>}
   */
  const forward = (req, body, headers) =>
    new Promise((resolve, reject) => {
      const outgoing = request(
        { hostname: target.hostname, port: target.port, method: req.method, path: req.url, headers: { ...headers, host: target.host } },
        (answer) => {
          /** @type {Buffer[]} */
          const chunks = [];
          answer.on('data', (chunk) => chunks.push(chunk));
          // statusCode is always set on the answer to a client's request.
          answer.on('end', () =>
            resolve({ status: /** @type {number} */ (answer.statusCode), headers: answer.headers, raw: Buffer.concat(chunks) }),
          );
        },
      );
      outgoing.on('error', reject);
      outgoing.end(body);
    });
  const server = createServer(async (req, res) => {
    try {
      /** @type {Buffer[]} */
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
      return res.end(JSON.stringify({ message: `fault proxy: ${error instanceof Error ? error.message : String(error)}` }));
    }
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () =>
      resolve({
        url: `http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`,
        setFault: (name) => {
          fault = name ? FAULTS[name] : null;
        },
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
