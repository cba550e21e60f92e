import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '@/lib/api';
import { setupTestServer } from '@/test/http-server';
import { answer, renderApp } from '@/test/render';
import { RESET_SUCCESS_MESSAGE, ResetPasswordPage } from './ResetPasswordPage';

const server = setupTestServer();
beforeEach(() => {
  configureApiClient({ baseUrl: server.url });
});

const TOKEN = 'f3a9c2e1b7d4a6e8c0b2d4f6a8c0e2f4';
const PASSWORD = 'NuevaClave2026';

const routes = [
  { path: '/restablecer-contrasena', element: <ResetPasswordPage /> },
  { path: '/recuperar-contrasena', element: <p>Recuperar contraseña</p> },
  { path: '/login', element: <p>Inicio de sesión</p> },
];

const newPassword = () => screen.getByLabelText('Nueva contraseña', { selector: 'input' });
const confirmation = () => screen.getByLabelText('Confirma la nueva contraseña', { selector: 'input' });

async function typeAndSubmit() {
  await userEvent.type(newPassword(), PASSWORD);
  await userEvent.type(confirmation(), PASSWORD);
  await userEvent.click(screen.getByRole('button', { name: 'Guardar contraseña' }));
}

const sentBodies = () =>
  server.requests.filter((r) => r.url === '/auth/app-reset-password').map((r) => JSON.parse(r.body.toString()) as unknown);

describe('ResetPasswordPage', () => {
  it('takes the token out of the address bar at once and keeps it in the history entry', async () => {
    answer(server, { 'POST /auth/app-reset-password': () => [200, { message: 'Contraseña actualizada' }] });
    const { router } = renderApp({ path: `/restablecer-contrasena?token=${TOKEN}&origen=correo`, routes });
    await waitFor(() => expect(router.state.location.search).toBe('?origen=correo'));
    expect(router.state.location.pathname).toBe('/restablecer-contrasena');
    expect(router.state.location.state).toEqual({ token: TOKEN });
    expect(router.state.historyAction).toBe('REPLACE');

    await typeAndSubmit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText(RESET_SUCCESS_MESSAGE)).toBeInTheDocument();
    expect(sentBodies()).toEqual([{ token: TOKEN, password: PASSWORD }]);
  });

  it('a 503 is not a bad link: it says so, keeps the typed password, and trying again works', async () => {
    answer(server, { 'POST /auth/app-reset-password': () => [503, { message: 'Mantenimiento' }] });
    const { router } = renderApp({ path: `/restablecer-contrasena?token=${TOKEN}`, routes });
    await typeAndSubmit();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Tu contraseña no se cambió. Error (503). Intenta de nuevo en unos minutos.');
    expect(screen.queryByText('El enlace no es válido')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Solicitar un enlace nuevo' })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1, name: 'Crea una nueva contraseña' })).toBeInTheDocument();
    expect(newPassword()).toHaveValue(PASSWORD);
    expect(confirmation()).toHaveValue(PASSWORD);

    answer(server, { 'POST /auth/app-reset-password': () => [200, { message: 'Contraseña actualizada' }] });
    await userEvent.click(screen.getByRole('button', { name: 'Intentar de nuevo' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText(RESET_SUCCESS_MESSAGE)).toBeInTheDocument();
    expect(sentBodies()).toEqual([
      { token: TOKEN, password: PASSWORD },
      { token: TOKEN, password: PASSWORD },
    ]);
  });

  it('a 429 is not a bad link: nothing changed, wait (Retry-After) and try again', async () => {
    answer(server, { 'POST /auth/app-reset-password': () => [429, { message: 'Demasiados intentos.' }, { 'Retry-After': '300' }] });
    renderApp({ path: `/restablecer-contrasena?token=${TOKEN}`, routes });
    await typeAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Tu contraseña no se cambió. Error (429): hiciste demasiados intentos. Espera 5 minutos e inténtalo de nuevo.',
    );
    expect(screen.queryByText('El enlace no es válido')).not.toBeInTheDocument();
    expect(newPassword()).toHaveValue(PASSWORD);
  });

  it.each([502, 504, 403])('a %i is not a bad link either', async (status) => {
    answer(server, { 'POST /auth/app-reset-password': () => [status] });
    renderApp({ path: `/restablecer-contrasena?token=${TOKEN}`, routes });
    await typeAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(`Error (${status}). Intenta de nuevo en unos minutos.`);
    expect(screen.queryByText('El enlace no es válido')).not.toBeInTheDocument();
    expect(newPassword()).toHaveValue(PASSWORD);
  });

  it('no answer at all is not a bad link: the connection hint, and the form stays', async () => {
    configureApiClient({ baseUrl: 'http://127.0.0.1:9' });
    renderApp({ path: `/restablecer-contrasena?token=${TOKEN}`, routes });
    await typeAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Tu contraseña no se cambió\. Error: No pudimos conectar con el servidor/);
    expect(screen.queryByText('El enlace no es válido')).not.toBeInTheDocument();
    expect(newPassword()).toHaveValue(PASSWORD);
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeEnabled();
  });

  it.each([
    [400, { message: 'El enlace ya venció.' }, 'El enlace ya venció.'],
    [400, {}, 'Error 400 Bad Request'],
    [404, { message: 'La cuenta ya no existe.' }, 'La cuenta ya no existe.'],
    [404, {}, 'No Encontrado'],
  ])('a real %i says the link is not valid and offers a new one', async (status, body, message) => {
    answer(server, { 'POST /auth/app-reset-password': () => [status, body] });
    renderApp({ path: `/restablecer-contrasena?token=${TOKEN}`, routes });
    await typeAndSubmit();
    expect(await screen.findByRole('heading', { level: 1, name: 'El enlace no es válido' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(message);
    expect(screen.getByRole('link', { name: 'Solicitar un enlace nuevo' })).toHaveAttribute('href', '/recuperar-contrasena');
  });

  it('a message without its final period still reads as two sentences', async () => {
    answer(server, { 'POST /auth/app-reset-password': () => [400, { message: 'El enlace expiró' }] });
    renderApp({ path: `/restablecer-contrasena?token=${TOKEN}`, routes });
    await typeAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('El enlace expiró. Los enlaces vencen después de un tiempo');
  });

  it('states the rule once, as a checklist that ticks as the customer types and describes the field', async () => {
    renderApp({ path: `/restablecer-contrasena?token=${TOKEN}`, routes });
    await screen.findByRole('heading', { level: 1, name: 'Crea una nueva contraseña' });
    expect(screen.getAllByText('Al menos 8 caracteres')).toHaveLength(1);
    expect(screen.queryByText(/con una letra y un número/)).not.toBeInTheDocument();
    expect(newPassword()).toHaveAccessibleDescription(expect.stringContaining('Al menos una letra'));
    await userEvent.type(newPassword(), 'abc');
    expect(screen.getByText('Al menos una letra').closest('li')).toHaveAttribute('data-met', 'true');
    expect(screen.getByText('Al menos un número').closest('li')).toHaveAttribute('data-met', 'false');
  });

  it('without a token the link is not valid, and nothing is sent', async () => {
    renderApp({ path: '/restablecer-contrasena', routes });
    expect(await screen.findByRole('heading', { level: 1, name: 'El enlace no es válido' })).toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
  });

  it.each([
    ['{}', [200, {}]],
    ['204', [204]],
  ] as const)('a reset answered with %s is a success too (the spec does not show the answer)', async (_name, reply) => {
    answer(server, { 'POST /auth/app-reset-password': () => reply });
    const { router } = renderApp({ path: `/restablecer-contrasena?token=${TOKEN}`, routes });
    await typeAndSubmit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(await screen.findByText(RESET_SUCCESS_MESSAGE)).toBeInTheDocument();
  });
});
