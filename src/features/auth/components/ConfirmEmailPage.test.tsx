import { screen, waitFor } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { userQueryKey, type User } from '@/lib/session';
import { setToken } from '@/lib/session/storage';
import type { TestServer } from '@/test/http-server';
import { answer, jsonBodies, renderApp, requestsTo, startApi, type Routes, TEST_USER_EMPLOYER } from '@/test/render';
import { ConfirmEmailPage } from './ConfirmEmailPage';

let server: TestServer;
beforeAll(async () => {
  server = await startApi();
});
afterAll(() => server.close());
beforeEach(() => {
  server.requests.length = 0;
  // Signed out unless a test signs in (renderApp stores the token of its user).
  setToken(null);
});
afterEach(() => vi.unstubAllGlobals());

const TOKEN = '3b1f7c9e2a6d4f8b0c5e1a7d9f3b6c2e';
const NEW_EMAIL = 'mj.hernandez@constructoradelbajio.mx';

function render(routes: Routes, { signedIn = false, path = `/confirmar-correo?token=${TOKEN}` } = {}) {
  answer(server, routes);
  return renderApp({
    path,
    user: signedIn ? ({ ...TEST_USER_EMPLOYER } as User) : undefined,
    routes: [{ path: '/confirmar-correo', element: <ConfirmEmailPage /> }],
  });
}

describe('/confirmar-correo', () => {
  it('confirms once as it opens, says the server’s message, and refreshes the signed-in user (the header)', async () => {
    const renamed = { ...TEST_USER_EMPLOYER, email: NEW_EMAIL };
    const { queryClient } = render(
      {
        'POST /auth/app-confirm-email-change': () => [200, { message: `Listo. Ahora inicias sesión con ${NEW_EMAIL}.` }],
        'POST /users/user-by-token-app': () => [200, renamed],
      },
      { signedIn: true },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Correo confirmado' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(`Listo. Ahora inicias sesión con ${NEW_EMAIL}.`);
    expect(screen.getByRole('link', { name: 'Ir a Inicio' })).toHaveAttribute('href', '/app');
    await waitFor(() => expect(queryClient.getQueryData<User>(userQueryKey())?.email).toBe(NEW_EMAIL));
    expect(jsonBodies(server, 'POST', '/auth/app-confirm-email-change')).toEqual([{ token: TOKEN }]);
  });

  it('signed out, it leads to sign-in', async () => {
    render({ 'POST /auth/app-confirm-email-change': () => [200, { message: `Listo. Ahora inicias sesión con ${NEW_EMAIL}.` }] });
    expect(await screen.findByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login');
    expect(requestsTo(server, 'POST', '/users/user-by-token-app')).toHaveLength(0);
  });

  it('an expired or used link (400): the message, nothing changed, and a way to ask again in Seguridad', async () => {
    render(
      {
        'POST /auth/app-confirm-email-change': () => [
          400,
          { message: 'El enlace para confirmar tu correo expiró o ya se usó. Solicita el cambio de nuevo.' },
        ],
      },
      { signedIn: true },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'El enlace no es válido' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('expiró o ya se usó. Solicita el cambio de nuevo. Tu correo de acceso no cambió.');
    expect(screen.getByRole('link', { name: 'Solicita el cambio de nuevo' })).toHaveAttribute('href', '/app/mi-perfil?seccion=seguridad');
  });

  it('an address taken meanwhile (409) says so and offers to ask again', async () => {
    render({
      'POST /auth/app-confirm-email-change': () => [
        409,
        { message: 'Ese correo ya pertenece a otra cuenta. Solicita el cambio con otro correo.' },
      ],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Ese correo ya no está disponible' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Ese correo ya pertenece a otra cuenta.');
    expect(screen.getByRole('link', { name: 'Solicita el cambio de nuevo' })).toHaveAttribute('href', '/login');
  });

  it('a server fault is not a bad link: it offers to try again', async () => {
    render({ 'POST /auth/app-confirm-email-change': () => [503] });
    expect(await screen.findByRole('heading', { level: 1, name: 'No pudimos confirmar tu correo' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeInTheDocument();
  });

  it('without a token, nothing is sent', async () => {
    render({}, { path: '/confirmar-correo' });
    expect(await screen.findByRole('heading', { level: 1, name: 'El enlace no es válido' })).toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
  });
});
