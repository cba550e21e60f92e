// No screen waits forever: with every call of a screen left unanswered, each one ends in an error
// that can be retried (the client's time limits, shortened here), and the session check ends in a
// signed-out / that says why.
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import { configureApiClient, TIMEOUT_ERROR_MESSAGE } from '@/lib/api';
import { setToken } from '@/lib/session/storage';
import { json, startTestServer, type TestServer } from '@/test/http-server';
import { renderApp, TEST_USER_EMPLOYER, TEST_USER_NON_EMPLOYER } from '@/test/render';

let server: TestServer;
let sessionAnswers = true;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());
beforeEach(() => {
  sessionAnswers = true;
  configureApiClient({ baseUrl: server.url, timeouts: { read: 300, write: 300, charge: 300 } });
});
afterEach(() => {
  // Unmount first: clearing the session under a mounted app re-renders it outside act().
  cleanup();
  setToken(null);
  vi.unstubAllGlobals();
});

function start(path: string, user: typeof TEST_USER_EMPLOYER | typeof TEST_USER_NON_EMPLOYER) {
  // Only the session check answers (when asked to): everything a screen asks for hangs.
  server.handle((req, res) => {
    if (req.url === '/users/user-by-token-app' && sessionAnswers) json(res, 200, user);
  });
  setToken('tok_ok');
  renderApp({ path });
}

describe('a call that never answers', () => {
  it.each([
    ['/app', TEST_USER_EMPLOYER],
    ['/app/metodos-de-pago', TEST_USER_EMPLOYER],
    ['/app/historial-de-pagos', TEST_USER_EMPLOYER],
    ['/app/historial-de-pagos/pay_1', TEST_USER_EMPLOYER],
    ['/app/cotizaciones/q1', TEST_USER_EMPLOYER],
    ['/app/mi-perfil', TEST_USER_EMPLOYER],
    ['/app/empleados', TEST_USER_EMPLOYER],
    ['/app/mis-datos', TEST_USER_NON_EMPLOYER],
  ])('%s ends in an error with Reintentar, not a skeleton without end', async (path, user) => {
    start(path, user);
    // Wait for the screen's own error, whatever alert comes first (on Inicio a tab count can fail
    // before the list): it offers Reintentar and says why.
    await waitFor(
      () => {
        const withRetry = screen.getAllByRole('alert').filter((alert) => within(alert).queryByRole('button', { name: 'Reintentar' }));
        expect(withRetry.some((alert) => alert.textContent?.includes(TIMEOUT_ERROR_MESSAGE))).toBe(true);
      },
      { timeout: 8000 },
    );
    await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).toBeNull());
  });

  it('the session check that never answers ends on / saying why, not on "Obteniendo usuario..." forever', async () => {
    sessionAnswers = false;
    start('/app', TEST_USER_EMPLOYER);
    expect(await screen.findByText('Obteniendo usuario...')).toBeInTheDocument();
    expect(await screen.findByText(/No pudimos comprobar tu sesión/, {}, { timeout: 8000 })).toBeInTheDocument();
  });
});
