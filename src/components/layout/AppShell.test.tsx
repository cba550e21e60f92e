import { readFileSync } from 'node:fs';
import { screen, waitFor, within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '@/lib/api';
import { usePageHeader } from '@/lib/page-state';
import { setToken } from '@/lib/session/storage';
import { json, setupTestServer } from '@/test/http-server';
import { MENU_LABELS } from '@/test/menu';
import { renderApp, TEST_USER_EMPLOYER, TEST_USER_NON_EMPLOYER } from '@/test/render';
import { AppShell, LoadingUserScreen } from './AppShell';
import { KindGate, NO_ACCESS_MESSAGE } from './KindGate';

function Section({ label }: { label: string }) {
  usePageHeader(label, [{ label: 'Inicio', href: '/app' }, { label }]);
  return <p>Contenido de {label}</p>;
}

const routes = [
  { path: '/', element: <p>Página pública</p> },
  { path: '/login', element: <p>Pantalla de inicio de sesión</p> },
  {
    path: '/app',
    element: <AppShell />,
    children: [
      { index: true, element: <Section label="Inicio" /> },
      { path: 'metodos-de-pago', element: <Section label="Métodos de pago" /> },
      { element: <KindGate kind="employer" />, children: [{ path: 'empleados', element: <Section label="Empleados" /> }] },
    ],
  },
];

const server = setupTestServer();
beforeEach(() => {
  configureApiClient({ baseUrl: server.url });
  setToken('tok');
  server.handle((_req, res) => json(res, 200, TEST_USER_EMPLOYER));
});

describe('AppShell', () => {
  it('shows "Obteniendo usuario..." while the user loads, then the greeting, full name and avatar initials', async () => {
    renderApp({ path: '/app', routes });
    expect(screen.getByText('Obteniendo usuario...')).toBeInTheDocument();
    expect(await screen.findByTestId('greeting')).toHaveTextContent('Hola María');
    expect(screen.getByTestId('full-name')).toHaveTextContent('María José Hernández Ñúñez');
    expect(screen.getAllByText('MH').length).toBeGreaterThan(0);
  });

  it("shows the screen's header label as h1 with its breadcrumb, and sets the page title", async () => {
    renderApp({ path: '/app/metodos-de-pago', routes });
    expect(await screen.findByRole('heading', { level: 1, name: 'Métodos de pago' })).toBeInTheDocument();
    const breadcrumb = screen.getByRole('navigation', { name: 'Ruta de navegación' });
    expect(within(breadcrumb).getByRole('link', { name: 'Inicio' })).toHaveAttribute('href', '/app');
    await waitFor(() => expect(document.title).toBe('Métodos de pago · Cotiza'));
  });

  it('lists the employer menu with the current entry marked, and navigates on click', async () => {
    const { router } = renderApp({ path: '/app', routes });
    const nav = await screen.findByRole('navigation', { name: 'Navegación principal' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(MENU_LABELS.employer);
    expect(within(nav).getByRole('link', { name: 'Inicio' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(nav).getByRole('link', { name: 'Métodos de pago' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/metodos-de-pago'));
    expect(within(nav).getByRole('link', { name: 'Métodos de pago' })).toHaveAttribute('aria-current', 'page');
    expect(within(nav).getByRole('link', { name: 'Inicio' })).not.toHaveAttribute('aria-current');
  });

  it('the user menu logs out to /login', async () => {
    const { router } = renderApp({ path: '/app', routes });
    await userEvent.click(await screen.findByRole('button', { name: /Menú de usuario/ }));
    await userEvent.click(await screen.findByRole('menuitem', { name: 'Cerrar sesión' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(localStorage.getItem('userToken')).toBeNull();
  });

  it("refuses a section hidden for the user's kind: Inicio and a toast", async () => {
    server.handle((_req, res) => json(res, 200, TEST_USER_NON_EMPLOYER));
    const { router } = renderApp({ path: '/app/empleados', routes });
    expect(await screen.findByText(NO_ACCESS_MESSAGE)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app');
    expect(screen.queryByText('Contenido de Empleados')).not.toBeInTheDocument();
  });
});

describe('LoadingUserScreen', () => {
  it('is what index.html paints before any script runs: the same markup in #root', () => {
    const html = readFileSync('index.html', 'utf8');
    expect(html).toContain(`<div id="root">${renderToStaticMarkup(<LoadingUserScreen />)}</div>`);
  });
});
