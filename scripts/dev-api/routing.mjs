// Which code answers a request: CORS preflight, the development controls (/__dev), the served
// files, invoices and packages, else the contract operation its method and path match (operations.mjs).
import { handleDev } from './dev-controls.mjs';
import { Failure } from './handlers.mjs';
import { describeError, sendJson } from './http.mjs';
import { handleOperation } from './operations.mjs';
import { serveFile, serveInvoice, servePackage } from './served-files.mjs';

/** @typedef {import('./context.mjs').DevApiContext} DevApiContext */
/** @typedef {import('../openapi-contract.mjs').ContractOperation} ContractOperation */

/**
 * (method, pathname) → the operation and its path parameters; literal paths win over templated ones.
 * @param {ContractOperation[]} operations
 */
export function templateMatcher(operations) {
  const compiled = operations
    .map((op) => {
      /** @type {string[]} */
      const names = [];
      const source = op.path.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{([^}]+)\}/g, (_, name) => {
        names.push(name);
        return '([^/]+)';
      });
      return { op, names, regex: new RegExp(`^${source}/?$`) };
    })
    // Literal paths first: /payments/count is not /payments/{paymentId}.
    .sort((a, b) => a.names.length - b.names.length);
  /** @param {string | undefined} method @param {string} pathname */
  return (method, pathname) => {
    for (const { op, names, regex } of compiled) {
      if (op.method !== method) continue;
      const match = regex.exec(pathname);
      if (match) return { op, params: Object.fromEntries(names.map((name, index) => [name, decodeURIComponent(match[index + 1])])) };
    }
    return null;
  };
}

/** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
function allowCrossOrigin(req, res) {
  // Prism answers the browser's CORS itself; these are for calls made straight to this API.
  res.setHeader('Access-Control-Allow-Origin', req.headers.origin ?? '*');
  res.setHeader('Access-Control-Allow-Headers', 'authorization, content-type, prefer, idempotency-key');
  res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE, OPTIONS');
  // The app reads how long to wait after a 429 (the contract asks backends to expose it).
  res.setHeader('Access-Control-Expose-Headers', 'Retry-After');
  res.setHeader('Vary', 'Origin');
}

/**
 * The server's request listener. It answers its own errors (a 500, or a cut answer), so the
 * promise of each request is not awaited by anyone.
 * @param {DevApiContext} app
 * @returns {(req: import('node:http').IncomingMessage, res: import('node:http').ServerResponse) => void}
 */
export function requestListener(app) {
  /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
  const respond = async (req, res) => {
    const started = performance.now();
    const url = new URL(req.url ?? '/', 'http://dev-api.invalid');
    allowCrossOrigin(req, res);
    try {
      if (req.method === 'OPTIONS') return sendJson(res, 204);
      if (url.pathname === '/__dev' || url.pathname.startsWith('/__dev/')) return await handleDev(app, req, res, url);
      const fileMatch = /^\/files\/([^/]+)$/.exec(url.pathname);
      if (req.method === 'GET' && fileMatch) return serveFile(app, res, decodeURIComponent(fileMatch[1]));
      const invoiceMatch = /^\/facturas\/([A-F0-9-]{36})\.(pdf|xml)$/i.exec(url.pathname);
      if (req.method === 'GET' && invoiceMatch) return serveInvoice(app, res, invoiceMatch[1].toUpperCase(), invoiceMatch[2].toLowerCase());
      const packageMatch = /^\/paquetes\/([\w-]{1,64})\/([\w.-]{1,120}\.zip)$/.exec(url.pathname);
      if (req.method === 'GET' && packageMatch) return servePackage(app, res, packageMatch[1], packageMatch[2]);
      const result = await handleOperation(app, req, res, url);
      if (!result) return undefined;
      sendJson(res, result.status, result.body, result.headers);
      const ms = performance.now() - started;
      app.stats.requests += 1;
      app.stats.ms += ms;
      app.log(`${req.method} ${url.pathname} → ${result.status} (${result.op.id}, ${ms.toFixed(0)} ms)`);
    } catch (error) {
      if (error instanceof Failure) {
        // Only reading the body fails here (a request too large): the rest of that body is still on
        // the socket, so the connection must not serve another request.
        res.setHeader('Connection', 'close');
        return sendJson(res, error.status, error.body);
      }
      app.log(`error: ${describeError(error)}`);
      if (!res.headersSent) sendJson(res, 500, app.example('InternalServerError'));
      else res.end();
    }
    return undefined;
  };
  return (req, res) => void respond(req, res);
}
