// The one way unit tests render a screen: the app's own tree (src/app: App with its error boundary
// and QueryClientProvider, the data router, RootLayout with the session, AriaLayout with react-aria's
// router — the production useHref — and es-MX) and the app's query client, against the real API
// client over real HTTP to a local test server. What differs between tests is an option: the path,
// the routes (default: the app's own), the signed-in user, the viewport, the query client.
import type { IncomingMessage } from 'node:http';
import type { QueryClient } from '@tanstack/react-query';
import { render, screen, waitFor, type MatcherFunction } from '@testing-library/react';
import { createMemoryRouter, Link, type RouteObject } from 'react-router-dom';
import { afterEach, beforeAll, expect, vi } from 'vitest';
import { App } from '@/app/App';
import { AriaLayout } from '@/app/AriaLayout';
import { createQueryClient } from '@/app/query-client';
import { RootLayout } from '@/app/RootLayout';
import { createRoutes } from '@/app/all-routes';
import { configureApiClient } from '@/lib/api';
import { userQueryKey, type User } from '@/lib/session';
import { setToken } from '@/lib/session/storage';
import { json, setupTestServer, type TestServer } from '@/test/http-server';
import { ToastContainer } from '@/test/toast-container';

/** The token stored for a signed-in `user`; the API client sends it as the app does (from storage). */
export const TOKEN = 'tok';

export const TEST_USER_EMPLOYER = {
  id: 'u1',
  email: 'mariajose.hernandez@constructoradelbajio.mx',
  firstName: 'María José',
  lastName: 'Hernández Ñúñez',
  name: 'María José Hernández Ñúñez',
  avatar: null,
  customerId: 'c1',
  isEmployer: true,
  customer: { id: 'c1', openpayCustomerId: 'ag4nktpdzebjiye1tlze', defaultCardId: 'card_1', isEmployer: true, autoPaymentEnabled: true },
};

export const TEST_USER_NON_EMPLOYER = {
  ...TEST_USER_EMPLOYER,
  id: 'u2',
  email: 'joseluis.ramirez@gmail.com',
  firstName: 'José Luis',
  lastName: 'Ramírez Ortiz',
  name: 'José Luis Ramírez Ortiz',
  isEmployer: false,
  customer: { id: 'c2', openpayCustomerId: 'bq9xk2', defaultCardId: null, isEmployer: false, autoPaymentEnabled: false },
};

/**
 * Screen widths for the viewport option: the spec's mobile is at most 700px; wide tables need 1280px
 * (useMediaQuery), the e2e desktop's width; a tablet is neither.
 */
const VIEWPORT_WIDTHS = { desktop: 1280, tablet: 768, phone: 390 } as const;

export interface RenderAppOptions {
  path: string;
  /** The screens under test, mounted under RootLayout and AriaLayout; without them, the app's own routes. */
  routes?: RouteObject[];
  /** Signed in as this user (in the cache, TOKEN stored), as after the session check; without it, the session starts from whatever token the test stored. */
  user?: User;
  /** The width the media queries see (src/test/setup.ts answers them from window.innerWidth). */
  viewport?: keyof typeof VIEWPORT_WIDTHS;
  queryClient?: QueryClient;
}

export function renderApp({ path, routes, user, viewport = 'desktop', queryClient = createQueryClient() }: RenderAppOptions) {
  vi.stubGlobal('innerWidth', VIEWPORT_WIDTHS[viewport]);
  // The app's client, but a failed query fails at once: the app's one retry would only slow the tests.
  queryClient.setDefaultOptions({
    ...queryClient.getDefaultOptions(),
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  if (user) {
    queryClient.setQueryData(userQueryKey(), user);
    setToken(TOKEN);
  }
  const tree: RouteObject[] = routes
    ? [
        {
          element: (
            <>
              <RootLayout />
              {/* RootLayout's ToastHost waits for the facade, which src/test/setup.ts bypasses. */}
              <ToastContainer position="bottom-right" autoClose={5000} />
            </>
          ),
          children: [{ element: <AriaLayout />, children: routes }],
        },
      ]
    : createRoutes(queryClient);
  const router = createMemoryRouter(tree, { initialEntries: [path] });
  const view = render(<App queryClient={queryClient} router={router} />);
  return { ...view, router, queryClient };
}

/**
 * The toast that says `text`, read whole: its folios and amounts are spans of their own (kept on one
 * line), which `findByText` would not join. Check its role: status for news, alert for failures.
 */
/** A screen's level-2 heading that is announced: it takes the focus and reads with its explanation. */
export async function expectAnnouncedHeading(name: string, description: string): Promise<void> {
  const heading = await screen.findByRole('heading', { level: 2, name });
  expect(heading).toHaveFocus();
  expect(heading).toHaveAccessibleDescription(description);
}

/**
 * A text matcher for words split across elements (server text in a <bdi>, a folio kept whole), which
 * `findByText('…')` would not join: the innermost element whose whole text says `text`.
 */
export function wholeText(text: string | RegExp): MatcherFunction {
  const says = (content: string | null | undefined) => {
    const normalized = (content ?? '').replace(/\s+/g, ' ').trim();
    return typeof text === 'string' ? normalized === text : text.test(normalized);
  };
  return (_content, element) =>
    Boolean(element && says(element.textContent) && ![...element.children].some((child) => says(child.textContent)));
}

export function findToast(text: string | RegExp): Promise<HTMLElement> {
  const says = (content: string) => (typeof text === 'string' ? content === text : text.test(content));
  return waitFor(() => {
    const toast = [...document.querySelectorAll<HTMLElement>('.Toastify__toast')].find((element) => says(element.textContent ?? ''));
    if (!toast) throw new Error(`Ningún aviso dice «${String(text)}».`);
    return toast;
  });
}

/**
 * The test file's server (setupTestServer) with the API client pointed at it (the token comes from
 * storage, as in the app); the globals a test stubs are restored after it.
 */
export function setupTestApi(): TestServer {
  const server = setupTestServer();
  beforeAll(() => configureApiClient({ baseUrl: server.url }));
  afterEach(() => vi.unstubAllGlobals());
  return server;
}

interface Received {
  url: URL;
  /** Parsed JSON, or the raw text of anything else (multipart). */
  body: unknown;
  headers: IncomingMessage['headers'];
}

/** A reply: status, body and (optionally) headers; or never answering ('hang'), or a failing network ('drop'). */
export type Reply = readonly [number, unknown?, Record<string, string>?] | 'hang' | 'drop';

/** Each route replies at once, or later (a promise: to hold a request until the test lets it go). */
export type Routes = Record<string, (request: Received) => Reply | Promise<Reply>>;

/** Answers by "METHOD /path" (the path of the contract, ids included); anything else is a 404. CORS is answered, since jsdom's XHR (uploads) checks it. */
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
    const send = (result: Reply) => {
      if (result === 'hang') return undefined; // never answers: a request in flight
      if (result === 'drop') return void req.socket.destroy(); // the network fails
      for (const [name, value] of Object.entries(result[2] ?? {})) res.setHeader(name, value);
      return json(res, result[0], result[1]);
    };
    const result = route({ url, body, headers: req.headers });
    return result instanceof Promise ? void result.then(send) : send(result);
  });
}

/** The requests the app made to a path, with their decoded query and body text. */
export function requestsTo(server: TestServer, method: string, pathname: string) {
  return server.requests
    .map((r) => ({ ...r, parsed: new URL(r.url, server.url), text: r.body.toString('utf8') }))
    .filter((r) => r.method === method && r.parsed.pathname === pathname);
}

export function jsonBodies(server: TestServer, method: string, pathname: string): unknown[] {
  return requestsTo(server, method, pathname).map((r) => JSON.parse(r.text) as unknown);
}

/** A page elsewhere in the app, to leave the form by a link. */
export const elsewhere: RouteObject = { path: '/app', element: <p>Inicio</p> };
export const linkToHome = <Link to="/app">Ir a Inicio</Link>;
