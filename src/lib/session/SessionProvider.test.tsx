import { QueryClient } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { api, configureApiClient } from '@/lib/api';
import { json, setupTestServer, type TestServer } from '@/test/http-server';
import { renderApp } from '@/test/render';
import { getPageState } from '@/lib/page-state';
import { readDraft, keepDraftOnSessionEnd } from './drafts';
import { userQueryKey, useSession } from './SessionProvider';
import { startSessionCheck } from './early-check';
import { prefetchSessionUser, SESSION_CHECK_RETRY_DELAYS_MS } from './user-query';
import { getToken, setToken } from './storage';

// The session check's retries, shortened for the tests (as many, 20 ms each; about 30 s in the app).
const APP_RETRY_DELAYS = [...SESSION_CHECK_RETRY_DELAYS_MS];
const CHECKS = 1 + APP_RETRY_DELAYS.length;
beforeAll(() => SESSION_CHECK_RETRY_DELAYS_MS.fill(20));
afterAll(() => SESSION_CHECK_RETRY_DELAYS_MS.splice(0, APP_RETRY_DELAYS.length, ...APP_RETRY_DELAYS));

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

const server = setupTestServer();
beforeEach(() => {
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

function renderAt(path: string, queryClient?: QueryClient) {
  const { router } = renderApp({
    path,
    routes: [
      { path: '/', element: <h1>Inicio público</h1> },
      { path: '/login', element: <h1>Iniciar sesión</h1> },
      { path: '/app/*', element: <Probe /> },
    ],
    queryClient,
  });
  return router;
}

const userCalls = () => server.requests.filter((r) => r.url === '/users/user-by-token-app');
const storesAreEmpty = () => {
  expect(localStorage.getItem('userToken')).toBeNull();
  expect(sessionStorage.getItem('userToken')).toBeNull();
  expect(document.cookie).not.toContain('userToken=');
};

describe('SessionProvider transitions', () => {
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

  it('a stored token and the spec’s own user (numeric ids, its token, a customer of four fields): signed in as an employer', async () => {
    const specUser = {
      id: 41,
      email: USER.email,
      firstName: USER.firstName,
      lastName: USER.lastName,
      name: USER.name,
      token: 'tok_ok',
      avatar: null,
      customerId: 7,
      customer: { openpayCustomerId: 'op1', defaultCardId: null, isEmployer: true, autoPaymentEnabled: false },
      isEmployer: true,
    };
    server.handle((_req, res) => json(res, 200, specUser));
    setToken('tok_ok');
    renderAt('/app');
    expect(await screen.findByText('María José Hernández Ñúñez')).toBeInTheDocument();
    expect(screen.getByTestId('status')).toHaveTextContent('authenticated');
    expect(getToken()).toBe('tok_ok');
  });

  it.each([
    [
      '401',
      1,
      'check-refused',
      (res: Parameters<Parameters<TestServer['handle']>[0]>[1]) => json(res, 401, { message: 'Sesión expirada' }),
    ],
    ['404', 1, 'check-failed', (res: Parameters<Parameters<TestServer['handle']>[0]>[1]) => json(res, 404, {})],
    ['500', CHECKS, 'check-failed', (res: Parameters<Parameters<TestServer['handle']>[0]>[1]) => json(res, 500, {})],
    ['an unknown status (418)', CHECKS, 'check-failed', (res: Parameters<Parameters<TestServer['handle']>[0]>[1]) => json(res, 418, {})],
    ['422', 1, 'check-failed', (res: Parameters<Parameters<TestServer['handle']>[0]>[1]) => json(res, 422, {})],
    [
      'a 429 asking to wait an hour (not waited for behind "Obteniendo usuario...")',
      1,
      'check-failed',
      (res: Parameters<Parameters<TestServer['handle']>[0]>[1]) => {
        res.setHeader('Retry-After', '3600');
        json(res, 429, {});
      },
    ],
  ])(
    'the session check answers %s: asked %i time(s), user cleared, both tokens removed, goes to / saying why',
    async (_name, calls, notice, answer) => {
      server.handle((_req, res) => answer(res));
      setToken('tok_bad');
      const router = renderAt('/app');
      expect(await screen.findByRole('heading', { name: 'Inicio público' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/');
      expect(router.state.location.state).toEqual({ sessionEndNotice: notice });
      expect(userCalls()).toHaveLength(calls);
      storesAreEmpty();
      expect(getToken()).toBeNull();
    },
  );

  it('a blip: a session check that fails once (500) and then answers keeps the customer signed in', async () => {
    let answered = 0;
    server.handle((_req, res) => (++answered === 1 ? json(res, 500, {}) : json(res, 200, USER)));
    setToken('tok_ok');
    renderAt('/app');
    expect(await screen.findByText('María José Hernández Ñúñez')).toBeInTheDocument();
    expect(screen.getByTestId('status')).toHaveTextContent('authenticated');
    expect(userCalls()).toHaveLength(2);
    expect(getToken()).toBe('tok_ok');
  });

  it('its retries span a real outage: about 30 s, with backoff', () => {
    expect(APP_RETRY_DELAYS).toEqual([...APP_RETRY_DELAYS].sort((a, b) => a - b));
    const total = APP_RETRY_DELAYS.reduce((sum, delay) => sum + delay, 0);
    expect(total).toBeGreaterThanOrEqual(28_000);
    expect(total).toBeLessThanOrEqual(35_000);
  });

  it('an outage of several checks (four 503s, where three used to sign out) keeps the customer signed in, "loading" meanwhile', async () => {
    let answered = 0;
    server.handle((_req, res) => (++answered <= 4 ? json(res, 503, {}) : json(res, 200, USER)));
    setToken('tok_ok');
    renderAt('/app');
    expect(screen.getByTestId('status')).toHaveTextContent('loading');
    expect(await screen.findByText('María José Hernández Ñúñez')).toBeInTheDocument();
    expect(userCalls()).toHaveLength(5);
    expect(getToken()).toBe('tok_ok');
  });

  it('a re-check under a signed-in screen that keeps failing ends the session after its retries, keeping what was typed', async () => {
    let failing = false;
    server.handle((_req, res) => (failing ? json(res, 503, {}) : json(res, 200, USER)));
    setToken('tok_ok');
    const queryClient = new QueryClient();
    const router = renderAt('/app/mis-datos', queryClient);
    await screen.findByText('María José Hernández Ñúñez');
    const stop = keepDraftOnSessionEnd('mis-datos', () => ({ phone: '4421234567' }));
    failing = true;
    await act(() => queryClient.invalidateQueries({ queryKey: userQueryKey() }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    stop();
    expect(userCalls()).toHaveLength(1 + CHECKS);
    expect(router.state.location.state).toEqual({ sessionEndNotice: 'check-failed' });
    expect(new URLSearchParams(router.state.location.search).get('volver')).toBe('/app/mis-datos');
    expect(readDraft('u1', 'mis-datos')).toEqual({ phone: '4421234567' });
    storesAreEmpty();
  });

  it('the session check throws (network down) on every try: user cleared, both tokens removed, goes to / saying why', async () => {
    configureApiClient({ baseUrl: 'http://127.0.0.1:9' });
    setToken('tok_down');
    const router = renderAt('/app');
    expect(await screen.findByRole('heading', { name: 'Inicio público' }, { timeout: 5000 })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    expect(router.state.location.state).toEqual({ sessionEndNotice: 'check-failed' });
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
    // Signing out holds the full-screen spinner until the sign-in page is there.
    expect(getPageState()).toMatchObject({ loadingCount: 1, loadingLabel: 'Cerrando sesión…' });
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
    await waitFor(() => expect(getPageState().loadingCount).toBe(0));
    storesAreEmpty();
  });

  it.each([
    ['never answers', 'hang'],
    ['fails (500)', 500],
    ['gets no answer (network)', 'drop'],
  ] as const)(
    'log out asks the API to end that very token (its own header) and does not wait: the session ends when the call %s',
    async (_name, outcome) => {
      const logoutCalls = () => server.requests.filter((r) => r.url === '/auth/app-logout');
      server.handle((req, res) => {
        if (req.url !== '/auth/app-logout') return json(res, 200, USER);
        if (outcome === 'drop') return void req.socket.destroy();
        if (outcome === 500) return json(res, 500, { message: 'Falla' });
        return undefined; // never answers
      });
      setToken('tok_ok');
      const router = renderAt('/app');
      await screen.findByText('María José Hernández Ñúñez');
      act(() => screen.getByRole('button', { name: 'Cerrar sesión' }).click());
      expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/login');
      storesAreEmpty();
      await waitFor(() => expect(logoutCalls()).toHaveLength(1));
      expect(logoutCalls()[0]!.method).toBe('POST');
      expect(logoutCalls()[0]!.headers.authorization).toBe('Bearer tok_ok');
    },
  );

  it('a 401 from a later call ends the session and goes to /login, with the page to come back to', async () => {
    server.handle((req, res) => (req.url === '/users/user-by-token-app' ? json(res, 200, USER) : json(res, 401, {})));
    setToken('tok_ok');
    const router = renderAt('/app/mis-datos?x=1');
    await screen.findByText('María José Hernández Ñúñez');
    await act(async () => {
      await (api as unknown as { GET: (p: string) => Promise<unknown> }).GET('/customers/me/cards').catch(() => undefined);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(router.state.location.search).get('volver')).toBe('/app/mis-datos?x=1');
    storesAreEmpty();
  });

  it('a 401 keeps what a form with unsaved changes holds, for that user, to offer it back', async () => {
    server.handle((req, res) => (req.url === '/users/user-by-token-app' ? json(res, 200, USER) : json(res, 401, {})));
    setToken('tok_ok');
    const router = renderAt('/app/mis-datos');
    await screen.findByText('María José Hernández Ñúñez');
    const stop = keepDraftOnSessionEnd('mis-datos', () => ({ phone: '4421234567' }));
    await act(async () => {
      await (api as unknown as { GET: (p: string) => Promise<unknown> }).GET('/customers/me/cards').catch(() => undefined);
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    stop();
    expect(readDraft('u1', 'mis-datos')).toEqual({ phone: '4421234567' });
    expect(readDraft('otra-persona', 'mis-datos')).toBeNull();
  });

  it('logging out leaves no draft behind', async () => {
    server.handle((_req, res) => json(res, 200, USER));
    setToken('tok_ok');
    sessionStorage.setItem('cotiza:borrador:u1:mis-datos', JSON.stringify({ savedAt: Date.now(), value: { phone: '1' } }));
    renderAt('/app');
    await screen.findByText('María José Hernández Ñúñez');
    act(() => screen.getByRole('button', { name: 'Cerrar sesión' }).click());
    expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
    expect(readDraft('u1', 'mis-datos')).toBeNull();
  });

  describe('one session across tabs (the storage event)', () => {
    const otherTab = (key: string | null, newValue: string | null) =>
      act(() => {
        if (key === null) localStorage.clear();
        else if (newValue === null) localStorage.removeItem(key);
        else localStorage.setItem(key, newValue);
        window.dispatchEvent(new StorageEvent('storage', { key, newValue, storageArea: localStorage }));
      });

    it("another tab signing out ends the session here too: this tab's own copy goes, and it says why", async () => {
      server.handle((_req, res) => json(res, 200, USER));
      setToken('tok_ok');
      const router = renderAt('/app');
      await screen.findByText('María José Hernández Ñúñez');
      otherTab('userToken', null);
      expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/login');
      expect(getToken()).toBeNull();
      expect(sessionStorage.getItem('userToken')).toBeNull();
    });

    it('another tab clearing the storage, or signing in as someone else, ends it too', async () => {
      server.handle((_req, res) => json(res, 200, USER));
      setToken('tok_ok');
      const router = renderAt('/app');
      await screen.findByText('María José Hernández Ñúñez');
      otherTab('userToken', 'tok_de_otra_cuenta');
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(getToken()).toBeNull();
      // The other tab's session is its own: this tab never removes it.
      expect(localStorage.getItem('userToken')).toBe('tok_de_otra_cuenta');

      localStorage.clear();
      setToken('tok_ok');
      const again = renderAt('/app');
      await screen.findAllByText('María José Hernández Ñúñez');
      otherTab(null, null);
      await waitFor(() => expect(again.state.location.pathname).toBe('/login'));
    });

    it('a change of another key is not a session change', async () => {
      server.handle((_req, res) => json(res, 200, USER));
      setToken('tok_ok');
      const router = renderAt('/app');
      await screen.findByText('María José Hernández Ñúñez');
      otherTab('preferencia', 'x');
      expect(router.state.location.pathname).toBe('/app');
      expect(getToken()).toBe('tok_ok');
    });
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

    it('sent before TanStack Query is loaded (startSessionCheck), the query takes that answer over: one call', async () => {
      server.handle((_req, res) => json(res, 200, USER));
      setToken('tok_ok');
      startSessionCheck();
      await waitFor(() => expect(userCalls()).toHaveLength(1));
      const queryClient = new QueryClient();
      prefetchSessionUser(queryClient);
      renderAt('/app', queryClient);
      expect(await screen.findByText('María José Hernández Ñúñez')).toBeInTheDocument();
      expect(userCalls()).toHaveLength(1);
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
