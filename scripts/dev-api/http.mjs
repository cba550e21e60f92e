// Reading requests and writing answers: the body (with its size limit), JSON and HTML answers.
import { Failure } from './handlers.mjs';

// The largest upload (a 2 MB image) plus room for its multipart envelope; bodies beyond are refused unread.
const MAX_BODY_BYTES = 2 * 1024 * 1024 + 64 * 1024;

/** An error as the log shows it: its stack when it has one. @param {unknown} error */
export const describeError = (error) => (error && typeof error === 'object' && 'stack' in error ? error.stack : undefined) ?? error;

/** @param {import('node:http').IncomingMessage} req @returns {Promise<Buffer<ArrayBuffer>>} */
export async function readBody(req) {
  /** @type {Buffer[]} */
  const chunks = [];
  let size = 0;
  for await (const chunk of req) {
    size += chunk.length;
    if (size > MAX_BODY_BYTES) throw new Failure(400, { message: 'La solicitud es demasiado grande.' });
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

/**
 * @param {import('node:http').ServerResponse} res @param {number} status @param {unknown} [body]
 * @param {Record<string, string>} [headers]
 */
export function sendJson(res, status, body, headers = {}) {
  res.statusCode = status;
  for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
  if (status === 204) {
    res.end();
    return;
  }
  res.setHeader('Content-Type', 'application/json; charset=utf-8');
  res.end(JSON.stringify(body));
}

/**
 * A development page (the bank's 3-D Secure page, its messages).
 * @param {import('node:http').ServerResponse} res @param {number} status @param {string} html
 * @param {string} appOrigin where its form may send the customer back to
 */
export function sendHtml(res, status, html, appOrigin) {
  res.statusCode = status;
  res.setHeader('Content-Type', 'text/html; charset=utf-8');
  res.setHeader('Cache-Control', 'no-store');
  res.setHeader('X-Content-Type-Options', 'nosniff');
  res.setHeader('Referrer-Policy', 'no-referrer');
  // Its own inline style, nothing else; the form posts here and Chrome also applies form-action
  // to the redirect that follows the post, back to the app.
  res.setHeader(
    'Content-Security-Policy',
    `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${new URL(appOrigin).origin}; base-uri 'none'; frame-ancestors 'none'`,
  );
  res.end(html);
}
