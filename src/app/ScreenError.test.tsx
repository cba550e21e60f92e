import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { reportError } from '@/lib/monitoring';
import { answer, renderApp, setupTestApi, TEST_USER_EMPLOYER } from '@/test/render';
import { isChunkLoadError } from './ScreenError';

// Chrome's words when a chunk does not arrive (a deploy removed it, or the connection dropped).
const CHUNK_GONE = 'Failed to fetch dynamically imported module: http://127.0.0.1:4183/assets/PaymentHistoryPage-D1x2y3z4.js';
const screenState = vi.hoisted(() => ({ broken: true }));

vi.mock('@/lib/monitoring', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/monitoring')>()),
  reportError: vi.fn(),
}));

// Métodos de pago breaks while rendering, until the test mends it.
vi.mock('@/features/payment-methods/components/PaymentMethodsPage', () => ({
  PaymentMethodsPage: () => {
    if (screenState.broken) throw new Error('Cannot read properties of undefined (reading "brand")');
    return <p>Tus tarjetas</p>;
  },
}));

// Historial's code never arrives: reading its export throws the browser's error, so the route's
// lazy() rejects with it as for a removed chunk (a throwing factory would reach the app wrapped).
vi.mock('@/features/billing/payments/components/PaymentHistoryPage', () => ({
  get PaymentHistoryPage() {
    throw new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1:4183/assets/PaymentHistoryPage-D1x2y3z4.js');
  },
}));

// A public page that breaks: no shell there, the root route's crash screen.
vi.mock('@/features/auth/components/RequestResetPage', () => ({
  RequestResetPage: () => {
    throw new Error('Cannot read properties of null (reading "email")');
  },
}));

const server = setupTestApi();
beforeAll(() => {
  answer(server, { 'GET /users/me': () => [200, TEST_USER_EMPLOYER], 'GET /customers/me/cards': () => [200, []] });
});
beforeEach(() => {
  screenState.broken = true;
  vi.mocked(reportError).mockClear();
});

/** The shell around the screen: its navigation, its header and the way to sign out. */
async function expectShell() {
  const nav = await screen.findByRole('navigation', { name: 'Navegación principal' });
  expect(within(nav).getByRole('link', { name: 'Historial de pagos' })).toBeInTheDocument();
  expect(screen.getByTestId('greeting')).toHaveTextContent('Hola María');
  expect(screen.getByRole('button', { name: /Menú de usuario/ })).toBeInTheDocument();
}

describe('a signed-in screen that breaks', () => {
  it('renders inside the shell: its heading takes the focus, with Reintentar and a way back to Inicio', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp({ path: '/app/metodos-de-pago', user: TEST_USER_EMPLOYER });
    const heading = await screen.findByRole('heading', { level: 2, name: 'No pudimos mostrar esta pantalla' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAccessibleDescription(/Ocurrió un error inesperado y ya lo reportamos/);
    expect(screen.getByRole('heading', { level: 1, name: 'Algo salió mal' })).toBeInTheDocument();
    await expectShell();
    expect(screen.getByRole('link', { name: 'Volver a Inicio' })).toHaveAttribute('href', '/app');
    expect(screen.queryByRole('button', { name: 'Recargar' })).not.toBeInTheDocument();
    // Reported once per error, with no more than the error itself.
    await waitFor(() => expect(reportError).toHaveBeenCalled());
    expect(vi.mocked(reportError).mock.calls[0]).toEqual([
      expect.objectContaining({ message: 'Cannot read properties of undefined (reading "brand")' }),
      { boundary: 'screen', chunkLoad: false },
    ]);

    // Reintentar renders the screen again.
    screenState.broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Tus tarjetas')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'No pudimos mostrar esta pantalla' })).not.toBeInTheDocument();
    error.mockRestore();
  });

  it('another screen opened from the navigation replaces the error', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router } = renderApp({ path: '/app/metodos-de-pago', user: TEST_USER_EMPLOYER });
    await screen.findByRole('heading', { level: 2, name: 'No pudimos mostrar esta pantalla' });
    screenState.broken = false;
    await userEvent.click(screen.getByRole('link', { name: 'Mi perfil' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/mi-perfil'));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'No pudimos mostrar esta pantalla' })).not.toBeInTheDocument());
    error.mockRestore();
  });
});

describe('a screen whose code does not arrive', () => {
  it('says so inside the shell and offers Recargar (a full reload), reported to Sentry', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const reload = vi.fn();
    vi.stubGlobal('location', { ...window.location, reload });
    renderApp({ path: '/app/historial-de-pagos', user: TEST_USER_EMPLOYER });
    const heading = await screen.findByRole('heading', { level: 2, name: 'Recarga la página para continuar' });
    await waitFor(() => expect(heading).toHaveFocus());
    expect(heading).toHaveAccessibleDescription(/versión nueva de Cotiza o que tu conexión se haya interrumpido/);
    expect(screen.getByRole('heading', { level: 1, name: 'No pudimos abrir esta pantalla' })).toBeInTheDocument();
    await expectShell();
    expect(screen.queryByRole('button', { name: 'Reintentar' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Recargar' }));
    expect(reload).toHaveBeenCalledOnce();
    await waitFor(() => expect(reportError).toHaveBeenCalledWith(expect.any(Error), { boundary: 'screen', chunkLoad: true }));
    error.mockRestore();
  });
});

describe('a public page that breaks', () => {
  it('shows the whole-page crash screen with a reload, reported to Sentry', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    renderApp({ path: '/recuperar-contrasena' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Algo salió mal' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Recargar la página' })).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Navegación principal' })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(reportError).toHaveBeenCalledWith(expect.objectContaining({ message: 'Cannot read properties of null (reading "email")' })),
    );
    error.mockRestore();
  });
});

describe('isChunkLoadError', () => {
  it.each([
    [CHUNK_GONE, true],
    ['error loading dynamically imported module: https://cotiza.mx/assets/HomePage-x.js', true],
    ['Importing a module script failed.', true],
    ['Unable to preload CSS for /assets/HomePage-x.css', true],
    ['Cannot read properties of undefined (reading "brand")', false],
    ['Failed to fetch', false],
  ])('%s → %s', (message, expected) => {
    expect(isChunkLoadError(new TypeError(message))).toBe(expected);
  });

  it('only errors: a thrown text or an answer is not a chunk', () => {
    expect(isChunkLoadError(CHUNK_GONE)).toBe(false);
    expect(isChunkLoadError(undefined)).toBe(false);
  });
});
