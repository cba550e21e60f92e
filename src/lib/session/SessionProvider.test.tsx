import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router-dom';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api, configureApiClient } from '@/lib/api';
import { json, startTestServer, type TestServer } from '@/test/http-server';
import { prefetchSessionUser, SessionProvider, useSession } from './SessionProvider';
import { getToken, setToken } from './storage';

const USER = {
  id: 'u1',
  email: 'mariajose@constructora.mx',
  firstName: 'María José',
  lastName: 'Hernández Ñúñez',
  name: 'María José Hernández Ñúñez',
  customerId: 'c1',
  isEmployer: true,
  customer: { id: 'c1', openpayCustomerId: 'op1', defaultCardId: null, isEmployer: true, autoPaymentEnabled: false },
};

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  configureApiClient({ baseUrl: server.url });
  setToken(null);
});

function Probe() {
  const { status, user, logout } = useSession();
  return (
    <div>
      <p data-testid="status">{status}</p>
      <p data-testid="user">{user?.name ?? 'sin usuario'}</p>
      <button type="button" onClick={logout}>
        Cerrar sesión
      </button>
    </div>
  );
}

function renderAt(path: string, queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })) {
  const router = createMemoryRouter(
    [
      {
        element: (
          <SessionProvider>
            <Outlet />
          </SessionProvider>
        ),
        children: [
          { path: '/', element: <h1>Inicio público</h1> },
          { path: '/login', element: <h1>Iniciar sesión</h1> },
          { path: '/app/*', element: <Probe /> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <QueryClientProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryClientProvider>,
  );
  return router;
}

const userCalls = () => server.requests.filter((r) => r.url === '/users/user-by-token-app');
const storesAreEmpty = () => {
  expect(localStorage.getItem('userToken')).toBeNull();
  expect(sessionStorage.getItem('userToken')).toBeNull();
  expect(document.cookie).not.toContain('userToken=');
};

describe('SessionProvider transitions (spec section 4)', () => {
  it('no token in either store and a path in /app: goes to /', async () => {
    const router = renderAt('/app/metodos-de-pago');
    expect(await screen.findByRole('heading', { name: 'Inicio público' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(new URLSearchParams(router.state.location.search).get('volver')).toBe('/app/metodos-de-pago');
    expect(userCalls()).toHaveLength(0);
  });

  it('a token and no user: fetches the user by token with the bearer header; 200 stores it, once per load', async () => {
    server.handle((_req, res) => json(res, 200, USER));
    setToken('tok_ok');
    renderAt('/app');
    expect(screen.getByTestId('status')).toHaveTextContent('loading');
    expect(await screen.findByText('María José Hernández Ñúñez')).toBeInTheDocument();
    expect(screen.getByTestId('status')).toHaveTextContent('authenticated');
    expect(userCalls()).toHaveLength(1);
    expect(userCalls()[0]!.method).toBe('POST');
    expect(userCalls()[0]!.headers.authorization).toBe('Bearer tok_ok');
  });

  it.each([
    ['401', (res: Parameters<Parameters<TestServer['handle']>[0]>[1]) => json(res, 401, { message: 'Sesión expirada' })],
    ['404', (res: Parameters<Parameters<TestServer['handle']>[0]>[1]) => json(res, 404, {})],
    ['500', (res: Parameters<Parameters<TestServer['handle']>[0]>[1]) => json(res, 500, {})],
    ['an unknown status (418)', (res: Parameters<Parameters<TestServer['handle']>[0]>[1]) => json(res, 418, {})],
  ])('the session check answers %s: user cleared, both tokens removed, goes to /', async (_name, answer) => {
    server.handle((_req, res) => answer(res));
    setToken('tok_bad');
    const router = renderAt('/app');
    expect(await screen.findByRole('heading', { name: 'Inicio público' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    storesAreEmpty();
    expect(getToken()).toBeNull();
  });

  it('the session check throws (network down): user cleared, both tokens removed, goes to /', async () => {
    configureApiClient({ baseUrl: 'http://127.0.0.1:9' });
    setToken('tok_down');
    const router = renderAt('/app');
    expect(await screen.findByRole('heading', { name: 'Inicio público' }, { timeout: 5000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    storesAreEmpty();
  });

  it('the token set to null: the user is cleared and goes to /login', async () => {
    server.handle((_req, res) => json(res, 200, USER));
    setToken('tok_ok');
    const router = renderAt('/app');
    await screen.findByText('María José Hernández Ñúñez');
    act(() => setToken(null));
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    storesAreEmpty();
  });

  it('log out: token and user cleared, goes to /login', async () => {
    server.handle((_req, res) => json(res, 200, USER));
    setToken('tok_ok');
    const router = renderAt('/app');
    await screen.findByText('María José Hernández Ñúñez');
    act(() => screen.getByRole('button', { name: 'Cerrar sesión' }).click());
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    storesAreEmpty();
  });

  it('a 401 from a later call ends the session and goes to /login', async () => {
    server.handle((req, res) => (req.url === '/users/user-by-token-app' ? json(res, 200, USER) : json(res, 401, {})));
    setToken('tok_ok');
    const router = renderAt('/app');
    await screen.findByText('María José Hernández Ñúñez');
    await act(async () => {
      await (api as unknown as { GET: (p: string) => Promise<unknown> }).GET('/customers/me/cards').catch(() => undefined);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    storesAreEmpty();
  });

  describe('the check started as the app starts (prefetchSessionUser)', () => {
    it('asks for the user before anything renders, and the provider takes that answer: one call', async () => {
      server.handle((_req, res) => json(res, 200, USER));
      setToken('tok_ok');
      const queryClient = new QueryClient();
      prefetchSessionUser(queryClient);
      await waitFor(() => expect(userCalls()).toHaveLength(1));
      renderAt('/app', queryClient);
      expect(await screen.findByText('María José Hernández Ñúñez')).toBeInTheDocument();
      expect(userCalls()).toHaveLength(1);
      expect(userCalls()[0]!.headers.authorization).toBe('Bearer tok_ok');
    });

    it('signed out, it asks nothing', async () => {
      prefetchSessionUser(new QueryClient());
      renderAt('/login');
      expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
      expect(userCalls()).toHaveLength(0);
    });

    it('a failed check is final: the provider ends the session without asking again', async () => {
      server.handle((_req, res) => json(res, 401, { message: 'Sesión expirada' }));
      setToken('tok_bad');
      const queryClient = new QueryClient();
      prefetchSessionUser(queryClient);
      await waitFor(() => expect(queryClient.getQueryCache().getAll()[0]?.state.status).toBe('error'));
      const router = renderAt('/app', queryClient);
      expect(await screen.findByRole('heading', { name: 'Inicio público' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/');
      expect(userCalls()).toHaveLength(1);
      storesAreEmpty();
    });
  });
});
