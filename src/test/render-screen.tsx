// Renders a feature's screens as the app does (real API client over real HTTP
// to a local test server, React Query with the app's toasts, the data router,
// the session with a seeded user), plus helpers to answer and inspect requests.
import type { IncomingMessage } from 'node:http';
import { configure } from '@testing-library/react';
import { Link, type RouteObject } from 'react-router-dom';
import { vi } from 'vitest';
import { createQueryClient } from '@/app/query-client';
import { configureApiClient } from '@/lib/api';
import { userQueryKey, type User } from '@/lib/session';
import { setToken } from '@/lib/session/storage';
import { renderRoutes } from '@/test/render-app';
import { json, startTestServer, type TestServer } from '@/test/http-server';

// The machine is shared with other test runs: allow slow renders.
configure({ asyncUtilTimeout: 5000 });

export async function startApi(): Promise<TestServer> {
  const server = await startTestServer();
  configureApiClient({ baseUrl: server.url, getToken: () => 'tok' });
  return server;
}

interface Received {
  url: URL;
  /** Parsed JSON, or the raw text of anything else (multipart). */
  body: unknown;
  headers: IncomingMessage['headers'];
}

export type Routes = Record<string, (request: Received) => [number, unknown?] | 'hang' | 'drop'>;

/** Answers by "METHOD /path"; anything else is a 404. CORS is answered, since jsdom's XHR (uploads) checks it. */
export function answer(server: TestServer, routes: Routes): void {
  server.handle((req, res, raw) => {
    res.setHeader('Access-Control-Allow-Origin', '*');
    if (req.method === 'OPTIONS') {
      res.setHeader('Access-Control-Allow-Methods', 'GET, POST, PUT, PATCH, DELETE');
      res.setHeader('Access-Control-Allow-Headers', 'authorization, accept, content-type');
      res.statusCode = 204;
      return res.end();
    }
    const url = new URL(req.url ?? '/', server.url);
    const route = routes[`${req.method} ${url.pathname}`];
    if (!route) return json(res, 404, { message: `Sin ruta de prueba para ${req.method} ${url.pathname}` });
    const text = raw.toString('utf8');
    let body: unknown = text === '' ? undefined : text;
    if (String(req.headers['content-type']).startsWith('application/json')) body = JSON.parse(text) as unknown;
    const result = route({ url, body, headers: req.headers });
    if (result === 'hang') return undefined;
    if (result === 'drop') return void req.socket.destroy();
    return json(res, result[0], result[1]);
  });
}

export function requestsTo(server: TestServer, method: string, pathname: string) {
  return server.requests
    .map((r) => ({ ...r, parsed: new URL(r.url, server.url), text: r.body.toString('utf8') }))
    .filter((r) => r.method === method && r.parsed.pathname === pathname);
}

export function jsonBodies(server: TestServer, method: string, pathname: string): unknown[] {
  return requestsTo(server, method, pathname).map((r) => JSON.parse(r.text) as unknown);
}

/** jsdom has no matchMedia. */
export function stubMatchMedia(matches = false) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches,
      media: query,
      onchange: null,
      addEventListener: () => {},
      removeEventListener: () => {},
      addListener: () => {},
      removeListener: () => {},
      dispatchEvent: () => false,
    })),
  );
}

/** A page elsewhere in the app, to leave the form by a link. */
export const elsewhere: RouteObject = { path: '/app', element: <p>Inicio</p> };
export const linkToHome = <Link to="/app">Ir a Inicio</Link>;

export function renderScreen(options: { path: string; routes: RouteObject[]; user: User }) {
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
    mutations: { retry: false },
  });
  queryClient.setQueryData(userQueryKey(), options.user);
  setToken('tok');
  return renderRoutes(options.routes, options.path, queryClient);
}
