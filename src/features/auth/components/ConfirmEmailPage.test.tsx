import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { userQueryKey, type User } from '@/lib/session';
import { setToken } from '@/lib/session/storage';
import { answer, jsonBodies, renderApp, requestsTo, setupTestApi, type Routes, TEST_USER_EMPLOYER } from '@/test/render';
import { ConfirmEmailPage } from './ConfirmEmailPage';

const server = setupTestApi();
beforeEach(() => {
  // Signed out unless a test signs in (renderApp stores the token of its user).
  setToken(null);
});

const TOKEN = '3b1f7c9e2a6d4f8b0c5e1a7d9f3b6c2e';
const NEW_EMAIL = 'mj.hernandez@constructoradelbajio.mx';

function render(routes: Routes, { signedIn = false, path = `/confirmar-correo?token=${TOKEN}` } = {}) {
  answer(server, routes);
  return renderApp({
    path,
    user: signedIn ? { ...TEST_USER_EMPLOYER } : undefined,
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

  it('takes the token out of the address bar at once (kept in the history entry) and confirms once', async () => {
    const { router } = render(
      { 'POST /auth/app-confirm-email-change': () => [200, { message: `Listo. Ahora inicias sesión con ${NEW_EMAIL}.` }] },
      { path: `/confirmar-correo?token=${TOKEN}&origen=correo` },
    );
    await waitFor(() => expect(router.state.location.search).toBe('?origen=correo'));
    expect(router.state.location.pathname).toBe('/confirmar-correo');
    expect(router.state.location.state).toEqual({ token: TOKEN });
    expect(router.state.historyAction).toBe('REPLACE');
    expect(await screen.findByRole('heading', { level: 1, name: 'Correo confirmado' })).toBeInTheDocument();
    expect(jsonBodies(server, 'POST', '/auth/app-confirm-email-change')).toEqual([{ token: TOKEN }]);
  });

  it('a used or expired link (400), signed in: never "nothing changed"; it reads the user again and says which address is current', async () => {
    const renamed = { ...TEST_USER_EMPLOYER, email: NEW_EMAIL };
    render(
      {
        'POST /auth/app-confirm-email-change': () => [
          400,
          { message: 'El enlace para confirmar tu correo expiró o ya se usó. Solicita el cambio de nuevo.' },
        ],
        // The link had already changed the address (opened twice, or on another device).
        'POST /users/user-by-token-app': () => [200, renamed],
      },
      { signedIn: true },
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'El enlace ya se usó o venció' })).toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Si ya confirmaste tu nuevo correo con él, ese es ahora tu correo de acceso.');
    expect(alert).toHaveTextContent(`Tu correo de acceso es ${NEW_EMAIL}.`);
    expect(alert).not.toHaveTextContent('no cambió');
    expect(requestsTo(server, 'POST', '/users/user-by-token-app')).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Solicita el cambio de nuevo' })).toHaveAttribute('href', '/app/mi-perfil?seccion=seguridad');
  });

  it('a used or expired link (400), signed out: which address to sign in with, and a way to ask again', async () => {
    render({ 'POST /auth/app-confirm-email-change': () => [400, { message: 'El enlace expiró o ya se usó.' }] });
    expect(await screen.findByRole('heading', { level: 1, name: 'El enlace ya se usó o venció' })).toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(
      'Inicia sesión con tu nuevo correo; si no entra, usa el de siempre y solicita el cambio de nuevo en Seguridad.',
    );
    expect(alert).not.toHaveTextContent('no cambió');
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login');
    expect(requestsTo(server, 'POST', '/users/user-by-token-app')).toHaveLength(0);
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

  it('a server fault is not a bad link, nor "nothing changed" (it may have gone through): it offers to try again', async () => {
    render({ 'POST /auth/app-confirm-email-change': () => [503] });
    expect(await screen.findByRole('heading', { level: 1, name: 'No pudimos confirmar tu correo' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('No sabemos si tu correo se confirmó: inténtalo de nuevo para saberlo.');
    expect(screen.getByRole('alert')).not.toHaveTextContent('no cambió');
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeInTheDocument();
  });

  it('without a token, nothing is sent', async () => {
    render({}, { path: '/confirmar-correo' });
    expect(await screen.findByRole('heading', { level: 1, name: 'El enlace no es válido' })).toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
  });
});
