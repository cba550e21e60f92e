import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp, setupTestApi, TEST_USER_EMPLOYER } from '@/test/render';
import { NotFoundInApp, NotFoundPage } from './NotFoundPage';

// The app around the pages still asks the API: a test server with no routes answers it.
setupTestApi();

describe('not-found pages', () => {
  it('an unknown /app path: its heading takes the focus and reads with the explanation', async () => {
    renderApp({ path: '/app/no-existe', routes: [{ path: '/app/*', element: <NotFoundInApp /> }], user: TEST_USER_EMPLOYER });
    const heading = await screen.findByRole('heading', { level: 2, name: 'Esta dirección no existe' });
    expect(heading).toHaveFocus();
    expect(heading).toHaveAccessibleDescription('La dirección que abriste no existe o cambió. Revisa el enlace o vuelve al inicio.');
    expect(screen.getByRole('link', { name: 'Volver a Inicio' })).toHaveAttribute('href', '/app');
  });

  it('an unknown public path: its heading takes the focus', async () => {
    renderApp({ path: '/no-existe', routes: [{ path: '*', element: <NotFoundPage /> }] });
    expect(await screen.findByRole('heading', { level: 1, name: 'Página no encontrada' })).toHaveFocus();
    expect(screen.getByRole('link', { name: 'Ir a la página principal' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Quejas y aclaraciones');
  });
});
