// A real local HTTP server for tests of the API client (no mocked fetch).
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach } from 'vitest';

export type Handler = (req: IncomingMessage, res: ServerResponse, body: Buffer) => void;

export interface TestServer {
  url: string;
  handle: (handler: Handler) => void;
  requests: { method: string; url: string; headers: IncomingMessage['headers']; body: Buffer }[];
  close: () => Promise<void>;
}

export async function startTestServer(): Promise<TestServer> {
  let handler: Handler = (_req, res) => {
    res.statusCode = 500;
    res.end();
  };
  const requests: TestServer['requests'] = [];
  const server: Server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      requests.push({ method: req.method ?? '', url: req.url ?? '', headers: req.headers, body });
      handler(req, res, body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    handle: (next) => {
      handler = next;
    },
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/**
 * The test file's server: started before its tests, closed after them, its requests forgotten before
 * each test. Stands in for the server it starts (set only once beforeAll has run).
 */
export function setupTestServer(): TestServer {
  let started: TestServer | undefined;
  const current = () => {
    if (!started) throw new Error('The test server starts in beforeAll: use it from a hook or a test.');
    return started;
  };
  beforeAll(async () => {
    started = await startTestServer();
  });
  afterAll(() => current().close());
  beforeEach(() => {
    current().requests.length = 0;
  });
  return {
    get url() {
      return current().url;
    },
    get requests() {
      return current().requests;
    },
    handle: (handler) => current().handle(handler),
    close: () => current().close(),
  };
}

export function json(res: ServerResponse, status: number, body?: unknown): void {
  res.statusCode = status;
  if (body === undefined) {
    res.end();
    return;
  }
  res.setHeader('Content-Type', 'application/json');
  res.end(JSON.stringify(body));
}
