// A pass-through in front of Prism (mock or proxy, always with --errors). It notes every call
// (method, path, status, Prism's verdict) for whoever asks, and, with `explain`, gives Prism's
// own error answers a Spanish `message`: the app shows a server's `message` as it is, so a
// request or response that breaks openapi.yaml reads as what it is instead of "Error 500".
import { request } from 'node:http';
import { createServer } from 'node:http';

const PRISM_ERROR = /stoplight\.io\/prism\/errors#(\w+)/;

/** @typedef {{ message: string, severity?: string }} Violation */
/** @typedef {{ code: string, title: string, validation: Violation[] }} PrismError */
/**
 * One call through the gateway.
 * @typedef {{ method: string | undefined, path: string, status: number | undefined, prefer: string | string[] | null, prismError: PrismError | null }} GatewayCall
 */

/** @param {Violation[]} [validation] */
function describeViolations(validation = []) {
  const lines = validation.filter((v) => v.severity === 'Error' || v.severity === undefined).map((v) => v.message);
  const shown = lines.slice(0, 3).join('; ');
  return lines.length > 3 ? `${shown}; y ${lines.length - 3} más` : shown;
}

/** Prism's verdict on a call, when its answer is one of Prism's own errors. */
/**
 * @param {import('node:http').IncomingHttpHeaders} headers
 * @param {Buffer} body
 * @returns {(PrismError & { problem: Record<string, unknown> }) | null}
 */
function readPrismError(headers, body) {
  if (!String(headers['content-type'] ?? '').includes('problem+json')) return null;
  try {
    const problem = JSON.parse(body.toString('utf8'));
    const code = PRISM_ERROR.exec(problem.type ?? '')?.[1];
    return code ? { code, title: problem.title, validation: problem.validation ?? [], problem } : null;
  } catch {
    return null;
  }
}

/** What a developer reads in the app and in the terminal for each of Prism's errors. */
/** @param {PrismError} prismError */
export function explainPrismError({ code, title, validation }) {
  const details = describeViolations(validation);
  switch (code) {
    case 'VIOLATIONS':
      return `La respuesta de la API no cumple openapi.yaml: ${details || title}.`;
    case 'UNPROCESSABLE_ENTITY':
      return `La petición no cumple openapi.yaml: ${details || title}.`;
    case 'UNAUTHORIZED':
      return 'La petición no lleva el token de sesión que pide openapi.yaml.';
    case 'NO_PATH_MATCHED_ERROR':
    case 'NO_METHOD_MATCHED_ERROR':
      return 'Esa ruta no está en openapi.yaml.';
    default:
      return `Prism: ${title}${details ? ` (${details})` : ''}.`;
  }
}

/**
 * Listens on `port` and relays to Prism at `upstream` (http://host:port). `onCall` receives one
 * record per call: { method, path, status, prefer, prismError }.
 * @param {{ port: number, host?: string, upstream: string, explain?: boolean, onCall?: (call: GatewayCall) => void }} options
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
export function startContractGateway({ port, host = '127.0.0.1', upstream, explain = false, onCall = () => {} }) {
  const target = new URL(upstream);
  const server = createServer((req, res) => {
    const forward = request(
      { host: target.hostname, port: target.port, method: req.method, path: req.url, headers: req.headers },
      (answer) => {
        /** @type {Buffer[]} */
        const chunks = [];
        answer.on('data', (chunk) => chunks.push(chunk));
        answer.on('end', () => {
          let body = Buffer.concat(chunks);
          const headers = { ...answer.headers };
          const prismError = readPrismError(headers, body);
          const url = new URL(req.url ?? '/', 'http://gateway.invalid');
          onCall({
            method: req.method,
            path: url.pathname,
            status: answer.statusCode,
            prefer: req.headers.prefer ?? null,
            prismError: prismError && { code: prismError.code, title: prismError.title, validation: prismError.validation },
          });
          if (explain && prismError && typeof prismError.problem.message !== 'string') {
            body = Buffer.from(JSON.stringify({ ...prismError.problem, message: explainPrismError(prismError) }));
            headers['content-type'] = 'application/problem+json; charset=utf-8';
            headers['content-length'] = String(body.length);
          }
          res.writeHead(answer.statusCode ?? 502, headers);
          res.end(body);
        });
      },
    );
    forward.on('error', (error) => {
      res.writeHead(502, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': req.headers.origin ?? '*' });
      res.end(JSON.stringify({ message: `Prism no respondió: ${error.message}` }));
    });
    req.pipe(forward);
  });
  return new Promise((resolveStart, reject) => {
    server.once('error', reject);
    server.listen(port, host, () =>
      resolveStart({
        url: `http://${host}:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`,
        close: () =>
          new Promise(
            /** @param {(value?: void) => void} done */ (done) => {
              server.closeAllConnections();
              server.close(() => done());
            },
          ),
      }),
    );
  });
}
