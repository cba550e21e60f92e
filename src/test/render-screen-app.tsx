// Renders a feature's screens as the app does: real API client over real
// HTTP (a local test server), React Query, the data router, the session with a
// seeded user, react-aria's router and i18n, and the toast container.
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { configure, render } from '@testing-library/react';
import { I18nProvider, RouterProvider as AriaRouterProvider } from 'react-aria-components';
import { Outlet, RouterProvider, createMemoryRouter, useHref, useNavigate, type RouteObject } from 'react-router-dom';
import { ToastContainer } from '@/test/toast-container';
import { vi } from 'vitest';
import { createQueryClient } from '@/app/query-client';
import { configureApiClient } from '@/lib/api';
import { SessionProvider, userQueryKey, type User } from '@/lib/session';
import { setToken } from '@/lib/session/storage';
import { json, startTestServer, type TestServer } from '@/test/http-server';

// Several engineers run tests on the same two cores: give async queries room.
configure({ asyncUtilTimeout: 4000 });

function Root() {
  const navigate = useNavigate();
  return (
    <AriaRouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useHref}>
      <I18nProvider locale="es-MX">
        <SessionProvider>
          <Outlet />
          <ToastContainer position="bottom-right" autoClose={5000} />
        </SessionProvider>
      </I18nProvider>
    </AriaRouterProvider>
  );
}

/** jsdom has no matchMedia; the shell asks for the mobile query. */
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

export async function startApi(): Promise<TestServer> {
  const server = await startTestServer();
  configureApiClient({ baseUrl: server.url, getToken: () => 'tok' });
  return server;
}

/** A reply: status, body and (optionally) headers; or never answering ('hang'), or a failing network ('drop'). */
export type Routes = Record<string, (url: URL, body: unknown) => [number, unknown?, Record<string, string>?] | 'hang' | 'drop'>;

/** Answers by "METHOD /path" (the path of the contract, ids included); anything else is a 404. */
export function answer(server: TestServer, routes: Routes): void {
  server.handle((req, res, body) => {
    const url = new URL(req.url ?? '/', server.url);
    const route = routes[`${req.method} ${url.pathname}`];
    if (!route) return json(res, 404, { message: `Sin ruta de prueba para ${req.method} ${url.pathname}` });
    const parsed = body.length ? (JSON.parse(body.toString()) as unknown) : undefined;
    const result = route(url, parsed);
    if (result === 'hang') return; // never answers: a request in flight
    if (result === 'drop') return void req.socket.destroy(); // the network fails
    for (const [name, value] of Object.entries(result[2] ?? {})) res.setHeader(name, value);
    json(res, result[0], result[1]);
  });
}

export function renderApp(options: { path: string; routes: RouteObject[]; user: User; queryClient?: QueryClient }) {
  const queryClient = options.queryClient ?? createQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
    mutations: { retry: false },
  });
  queryClient.setQueryData(userQueryKey(), options.user);
  setToken('tok');
  const router = createMemoryRouter([{ element: <Root />, children: options.routes }], { initialEntries: [options.path] });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}

/** The requests the app made to a path, with their decoded query. */
export function requestsTo(server: TestServer, method: string, pathname: string) {
  return server.requests
    .map((r) => ({ ...r, parsed: new URL(r.url, server.url) }))
    .filter((r) => r.method === method && r.parsed.pathname === pathname);
}
