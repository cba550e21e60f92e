import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { createMemoryRouter, matchRoutes, RouterProvider } from 'react-router-dom';
import { configureApiClient } from '@/lib/api';
import { getQueryClient, setQueryClientFactory } from '@/lib/query-client-store';
import { userQueryKey } from '@/lib/session';
import { setToken } from '@/lib/session/storage';
import { json, setupTestServer } from '@/test/http-server';
import { settledBalance } from '@/features/billing/quotations/test/fixtures';
import { createQueryClient } from './query-client';
import { createRoutes } from './all-routes';
import { createAppRouter, createPublicRoutes } from './router';

const server = setupTestServer();
/** An account with nothing in it: a settled balance, and every list empty. */
const answerEmptyAccount = () =>
  server.handle((req, res) => json(res, 200, req.url?.startsWith('/customers/me/balance') ? settledBalance() : []));
beforeAll(answerEmptyAccount);
beforeEach(() => {
  configureApiClient({ baseUrl: server.url });
  setToken(null);
});
afterEach(() => setToken(null));

/** Starts the router at `path` (its loaders run on creation) without rendering anything. */
async function enter(path: string) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
  await vi.waitFor(() => expect(router.state.initialized).toBe(true), { timeout: 5000 });
  return { router, queryClient };
}

const paths = () => server.requests.map((request) => new URL(request.url, server.url).pathname).sort();

describe('route loaders start the screen’s data with its code', () => {
  it('Inicio: the newest quotations, every pending one, what is owed and the cards, before the screen renders', async () => {
    setToken('tok_ok');
    await enter('/app');
    await vi.waitFor(() => expect(paths()).toEqual(['/customers/me/balance', '/customers/me/cards', '/quotations', '/quotations']));
    const filters = server.requests
      .filter((request) => request.url.startsWith('/quotations'))
      .map((request) => JSON.parse(new URL(request.url, server.url).searchParams.get('filter')!) as unknown);
    expect(filters).toContainEqual({ order: ['createdAt DESC'], limit: 100 });
    expect(filters).toContainEqual({ where: { status: 'pendiente' }, order: ['validUntil ASC', 'createdAt ASC'], limit: 1000, skip: 0 });
    expect(server.requests.every((request) => request.headers.authorization === 'Bearer tok_ok')).toBe(true);
  });

  it('Métodos de pago: the cards', async () => {
    setToken('tok_ok');
    await enter('/app/metodos-de-pago');
    await vi.waitFor(() => expect(paths()).toEqual(['/customers/me/cards']));
  });

  // Notifications
  it('Notificaciones: the preferences', async () => {
    setToken('tok_ok');
    await enter('/app/notificaciones');
    await vi.waitFor(() => expect(paths()).toEqual(['/users/me/notification-preferences']));
  });

  it.each([
    ['/app/cotizaciones/q_1', '/quotations/q_1'],
    ['/app/cotizaciones/q_1/confirmacion?id=tr_1', '/quotations/q_1'],
    ['/app/historial-de-pagos/pay_1', '/payments/pay_1'],
    ['/app/historial-de-pagos/pay_1/recibo', '/payments/pay_1'],
    ['/app/historial-de-pagos/pay_1/instrucciones', '/payments/pay_1'],
  ])('%s: what its URL names (%s)', async (path, read) => {
    setToken('tok_ok');
    await enter(path);
    // A set: the previous case's read may still retry here (the test server's [] is no payment).
    await vi.waitFor(() => expect(new Set(paths())).toEqual(new Set([read])));
  });

  it('Historial: the page and the count its URL names', async () => {
    setToken('tok_ok');
    await enter('/app/historial-de-pagos?estado=pagado&pagina=2');
    // Containing: the previous cases' reads may still retry here.
    await vi.waitFor(() => expect(paths()).toEqual(expect.arrayContaining(['/payments', '/payments/count'])));
    const list = server.requests.find((request) => new URL(request.url, server.url).pathname === '/payments')!;
    const filter = JSON.parse(new URL(list.url, server.url).searchParams.get('filter')!) as { where?: unknown; skip?: number };
    expect(filter.where).toEqual({ status: 'COMPLETED' });
    expect(filter.skip).toBeGreaterThan(0);
  });

  it('an employer-only screen reads nothing before the user is known to be an employer (the call would answer 403)', async () => {
    setToken('tok_ok');
    const { router, queryClient } = await enter('/app/empleados');
    expect(router.state.navigation.state).toBe('idle');
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    // Known as one (a later navigation in the area), the list and its count are read ahead.
    queryClient.setQueryData(userQueryKey(), { id: 'u_1', email: 'ana@example.com', isEmployer: true, customer: { isEmployer: true } });
    // From another screen: a new query string on the same screen runs no loader (revalidateOnNewPath).
    await router.navigate('/app/mi-perfil');
    await router.navigate('/app/empleados?q=ana');
    await vi.waitFor(() => expect(paths().filter((path) => path.startsWith('/employees'))).toEqual(['/employees', '/employees/count']));
  });

  it('a read that fails never fails the route: no router error, the query keeps it for the screen to show', async () => {
    setToken('tok_ok');
    server.handle((_req, res) => json(res, 500, { message: 'Ocurrió un error inesperado.' }));
    try {
      const { router, queryClient } = await enter('/app/historial-de-pagos/pay_1');
      await vi.waitFor(() => expect(queryClient.getQueryCache().getAll()[0]?.state.status).toBe('error'), { timeout: 10_000 });
      expect(router.state.errors).toBeNull();
      expect(router.state.matches.at(-1)?.route.path).toBe('/app/historial-de-pagos/:paymentId');
      // Back on it, the loader leaves the failed read to the screen's «Reintentar»: nothing is asked again.
      await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
      await router.navigate('/app/ayuda');
      await router.navigate('/app/historial-de-pagos/pay_1');
      expect(router.state.navigation.state).toBe('idle');
      expect(queryClient.isFetching()).toBe(0);
    } finally {
      answerEmptyAccount();
    }
  });

  it('signed out, nothing is asked (the session sends the visitor to /)', async () => {
    const { queryClient } = await enter('/app');
    // The loaders have run (the router is initialized): a prefetch would have put its query in the cache.
    expect(queryClient.getQueryCache().getAll()).toEqual([]);
    expect(server.requests).toHaveLength(0);
  });

  it('the prefetched data is what the screen reads: a second visit within the cache time asks nothing', async () => {
    setToken('tok_ok');
    const { router, queryClient } = await enter('/app');
    await vi.waitFor(() => expect(server.requests).toHaveLength(4));
    await vi.waitFor(() => expect(queryClient.isFetching()).toBe(0));
    await router.navigate('/app/ayuda');
    await router.navigate('/app');
    // navigate() resolves once the loaders ran; a prefetch they started would be fetching now.
    expect(router.state.navigation.state).toBe('idle');
    expect(queryClient.isFetching()).toBe(0);
    expect(server.requests).toHaveLength(4);
  });
});

describe('a client-only first render of a lazy public page', () => {
  it.each(['/', '/login', '/recuperar-contrasena'])(
    '%s renders without React Router’s "No HydrateFallback" warning, then the page',
    async (path) => {
      const warn = vi.spyOn(console, 'warn');
      const error = vi.spyOn(console, 'error');
      const queryClient = createQueryClient();
      const router = createMemoryRouter(createRoutes(queryClient), { initialEntries: [path] });
      // What src/main.tsx does when it does not hydrate (npm run dev, a query string): the route is still lazy.
      expect(router.state.initialized).toBe(false);
      render(
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>,
      );
      expect(await screen.findByRole('heading', { level: 1 }, { timeout: 5000 })).toBeInTheDocument();
      const messages = [...warn.mock.calls, ...error.mock.calls].map((args) => args.join(' '));
      expect(messages.filter((message) => message.includes('HydrateFallback'))).toEqual([]);
      warn.mockRestore();
      error.mockRestore();
    },
  );
});

describe('the signed-in area is discovered on navigation, not carried by the public pages', () => {
  const start = async (path: string) => {
    window.history.replaceState(null, '', path);
    setQueryClientFactory(() => Promise.resolve(createQueryClient()));
    const router = createAppRouter(createPublicRoutes());
    await vi.waitFor(() => expect(router.state.initialized).toBe(true), { timeout: 5000 });
    return router;
  };

  it('the public routes alone match no /app path', () => {
    expect(matchRoutes(createPublicRoutes(), '/app')).toBeNull();
    expect(matchRoutes(createPublicRoutes(), '/login')).not.toBeNull();
  });

  it('a first load of an /app screen patches the area in and matches the screen', async () => {
    setToken('tok_ok');
    const router = await start('/app/metodos-de-pago');
    expect(router.state.matches.at(-1)?.route.path).toBe('/app/metodos-de-pago');
    // The area came with the query client its loaders and screens use.
    expect(getQueryClient()).not.toBeNull();
    // Once patched, the next screens match without another discovery.
    await router.navigate('/app/historial-de-pagos');
    expect(router.state.matches.at(-1)?.route.path).toBe('/app/historial-de-pagos');
    router.dispose();
  });

  it('an unknown path finds the 404 page that the area brings', async () => {
    const router = await start('/no-existe');
    expect(router.state.matches.at(-1)?.route.path).toBe('*');
    router.dispose();
  });

  it('a public page starts without it', async () => {
    const router = await start('/login');
    expect(router.routes[0]?.children?.map((route) => route.path)).not.toContain(undefined);
    router.dispose();
  });
});
