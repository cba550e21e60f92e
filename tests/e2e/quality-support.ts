// Helpers of the quality specs (nginx.spec.ts, security.spec.ts): their ports and builds, and a
// local Sentry sink. Ports follow E2E_APP_PORT so that parallel runs on other ports never collide.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { extname, join, resolve } from 'node:path';
import { inflateSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { listOperations, loadContract, parameterExample } from '../../scripts/openapi-contract.mjs';
import { nginxBasePort, sentryDist, sentryPort } from './quality-ports.mjs';

export const MOCK_ORIGIN = `http://127.0.0.1:${Number(process.env.E2E_MOCK_PORT ?? 4020)}`;
/** The e2e build (the same one `vite preview` serves), served here by nginx. */
export const APP_DIST = resolve(process.env.E2E_DIST ?? 'dist');
/** First nginx port; each worker adds its parallel index. */
export const NGINX_BASE_PORT = nginxBasePort();
/** The Sentry sink, which also serves the build made with VITE_SENTRY_DSN pointing at it (npm run build:e2e). */
export const SENTRY_PORT = sentryPort();
export const SENTRY_DIST = sentryDist();

/** An id from the contract's examples, so detail screens open a record the mock knows. */
export function exampleId(operationId: string, name: string): string {
  const op = listOperations(loadContract()).find((candidate) => candidate.id === operationId);
  const parameter = op?.parameters.find((p) => p.name === name);
  if (!parameter) throw new Error(`openapi.yaml has no ${operationId}.${name}`);
  return String(parameterExample(parameter));
}

/** Records CSP violations in the page (the console also reports them, this names the directive). */
export async function recordCspViolations(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const list: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = list;
    document.addEventListener('securitypolicyviolation', (event) => {
      list.push(
        `${event.violatedDirective} bloqueó ${event.blockedURI || '(en línea)'} en ${event.sourceFile || event.documentURI}:${event.lineNumber}`,
      );
    });
  });
  return () => page.evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? []);
}

// --- Sentry sink ----------------------------------------------------------------------------

interface SentryItem {
  type: string;
  /** The item's payload as text; replay recordings decompressed. */
  text: string;
}

export interface SentryEnvelope {
  url: string;
  /** The whole envelope as received (before decompressing any item). */
  raw: string;
  items: SentryItem[];
}

export interface SentrySink {
  url: string;
  envelopes: SentryEnvelope[];
  /** Every byte received, decompressed where needed: what must never contain a secret. */
  allText: () => string;
  /** The first envelope, from index `since` of `envelopes` on, that matches; waits for it if needed. */
  waitFor: (predicate: (envelope: SentryEnvelope) => boolean, timeoutMs?: number, since?: number) => Promise<SentryEnvelope>;
  close: () => Promise<void>;
}

function decodeReplay(payload: Buffer): string {
  // A replay recording is `{"segment_id":N}\n` followed by the events, zlib-compressed by the SDK's worker or plain JSON.
  const newline = payload.indexOf(0x0a);
  const header = payload.subarray(0, newline).toString('utf8');
  const body = payload.subarray(newline + 1);
  try {
    return `${header}\n${inflateSync(body).toString('utf8')}`;
  } catch {
    return `${header}\n${body.toString('utf8')}`;
  }
}

/** Splits an envelope: a header line, then items, each a header line and a payload (with `length`, bytes). */
function parseEnvelope(body: Buffer): SentryItem[] {
  const items: SentryItem[] = [];
  let offset = body.indexOf(0x0a) + 1; // skip the envelope header
  if (offset === 0) return items;
  while (offset < body.length) {
    const end = body.indexOf(0x0a, offset);
    const headerText = body.subarray(offset, end === -1 ? body.length : end).toString('utf8');
    if (!headerText.trim()) break;
    const header = JSON.parse(headerText) as { type: string; length?: number };
    offset = end === -1 ? body.length : end + 1;
    let payload: Buffer;
    if (typeof header.length === 'number') {
      payload = body.subarray(offset, offset + header.length);
      offset += header.length + 1;
    } else {
      const next = body.indexOf(0x0a, offset);
      payload = body.subarray(offset, next === -1 ? body.length : next);
      offset = next === -1 ? body.length : next + 1;
    }
    items.push({ type: header.type, text: header.type === 'replay_recording' ? decodeReplay(payload) : payload.toString('utf8') });
  }
  return items;
}

const MIME: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.png': 'image/png',
  '.txt': 'text/plain',
  '.csv': 'text/csv',
  '.json': 'application/json',
};

function readBody(req: IncomingMessage): Promise<Buffer> {
  return new Promise((done) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => done(Buffer.concat(chunks)));
  });
}

/**
 * Sentry's ingest for a DSN `http://publickey@127.0.0.1:<port>/1`: records each envelope. It also
 * serves the Sentry build (`root`, with the history fallback), so the app and its DSN share an origin.
 */
export async function startSentrySink(port: number, root: string): Promise<SentrySink> {
  const envelopes: SentryEnvelope[] = [];
  const waiters = new Set<() => void>();
  const respond = async (req: IncomingMessage, res: ServerResponse) => {
    const url = new URL(req.url ?? '/', `http://127.0.0.1:${port}`);
    if (req.method === 'POST' && /^\/api\/\d+\/envelope\/?$/.test(url.pathname)) {
      const body = await readBody(req);
      envelopes.push({ url: url.toString(), raw: body.toString('utf8'), items: parseEnvelope(body) });
      waiters.forEach((wake) => wake());
      res.writeHead(200, { 'Content-Type': 'application/json', 'Access-Control-Allow-Origin': '*' });
      res.end('{}');
      return;
    }
    if (req.method === 'OPTIONS') {
      res.writeHead(204, {
        'Access-Control-Allow-Origin': '*',
        'Access-Control-Allow-Headers': '*',
        'Access-Control-Allow-Methods': 'POST',
      });
      res.end();
      return;
    }
    const file = join(root, decodeURIComponent(url.pathname));
    const path = file.startsWith(root) && existsSync(file) && statSync(file).isFile() ? file : join(root, 'index.html');
    res.writeHead(200, { 'Content-Type': MIME[extname(path)] ?? 'application/octet-stream' });
    res.end(readFileSync(path));
  };
  // The server does not wait for a listener's promise: respond() runs on its own.
  const server: Server = createServer((req, res) => void respond(req, res));
  await new Promise<void>((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', done);
  });
  return {
    url: `http://127.0.0.1:${port}`,
    envelopes,
    allText: () => envelopes.map((e) => [e.url, e.raw, ...e.items.map((item) => item.text)].join('\n')).join('\n'),
    waitFor: (predicate, timeoutMs = 15_000, since = 0) =>
      new Promise((done, fail) => {
        const check = () => {
          const hit = envelopes.slice(since).find(predicate);
          if (!hit) return false;
          waiters.delete(check);
          clearTimeout(timer);
          done(hit);
          return true;
        };
        const timer = setTimeout(() => {
          waiters.delete(check);
          fail(
            new Error(
              `El sumidero de Sentry no recibió el envío esperado en ${timeoutMs} ms (recibió ${envelopes.length}); ¿la compilación apunta a este puerto? (npm run build:e2e)`,
            ),
          );
        }, timeoutMs);
        if (!check()) waiters.add(check);
      }),
    close: () =>
      new Promise<void>((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

/**
 * Where each secret appears in what the sink received (an envelope's address, its raw bytes, any
 * item decompressed), with some text around it: what a failing check prints. Empty: nowhere.
 */
export function secretLeaks(envelopes: SentryEnvelope[], secrets: string[]): string[] {
  const leaks: string[] = [];
  envelopes.forEach((envelope, index) => {
    const parts = [
      { where: 'url', text: envelope.url },
      { where: 'raw', text: envelope.raw },
      ...envelope.items.map((item) => ({ where: item.type, text: item.text })),
    ];
    for (const { where, text } of parts) {
      for (const secret of secrets) {
        for (let at = text.indexOf(secret); at !== -1; at = text.indexOf(secret, at + 1)) {
          leaks.push(`envío ${index} (${where}): …${text.slice(Math.max(0, at - 120), at + secret.length + 20)}…`);
        }
      }
    }
  });
  return leaks;
}

/**
 * Makes Sentry's sampling certain in the page: `Math.random` answers below 0.1 (every rate of the
 * app's Sentry set-up samples: spans, a replay from the first moment) or at 0.5 and above (no spans,
 * the replay kept in memory and sent only with an error), still varying.
 */
export async function sampleSentry(page: Page, mode: 'everything' | 'replay-on-error'): Promise<void> {
  await page.addInitScript((low) => {
    let n = 0;
    Math.random = () => {
      n += 1;
      const spread = (n * 0.6180339887) % 1;
      return low ? spread * 0.09 : 0.5 + spread * 0.49;
    };
  }, mode === 'everything');
}
