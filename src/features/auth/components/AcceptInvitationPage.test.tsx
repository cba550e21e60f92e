import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '@/lib/api';
import { getToken, setToken } from '@/lib/session/storage';
import { setupTestServer } from '@/test/http-server';
import { answer, findToast, jsonBodies, renderApp, TEST_USER_EMPLOYER, TEST_USER_NON_EMPLOYER, wholeText } from '@/test/render';
import { AcceptInvitationPage } from './AcceptInvitationPage';

const server = setupTestServer();
beforeEach(() => {
  configureApiClient({ baseUrl: server.url });
  setToken(null);
});

const TOKEN = '8e4b1c7f2a9d3e6b5c0f8a2d7e1b4c9f';
const PASSWORD = 'Celaya2026';
const INVITATION = {
  companyName: 'Constructora del Bajío',
  firstName: 'Valeria',
  lastName: 'Torres Méndez',
  email: 'valeria.torres@constructoradelbajio.mx',
  expiresAt: '2026-11-26T19:48:00.000Z',
};
const VALERIA = {
  ...TEST_USER_NON_EMPLOYER,
  id: 'u9',
  email: INVITATION.email,
  firstName: 'Valeria',
  lastName: 'Torres Méndez',
  name: 'Valeria Torres Méndez',
};

const routes = [
  { path: '/activar-cuenta', element: <AcceptInvitationPage /> },
  { path: '/login', element: <p>Inicio de sesión</p> },
  { path: '/recuperar-contrasena', element: <p>Recuperar contraseña</p> },
  { path: '/app/*', element: <p>Área protegida</p> },
];

const render = (path = `/activar-cuenta?token=${TOKEN}`) => renderApp({ path, routes });
const password = () => screen.getByLabelText('Elige tu contraseña', { selector: 'input' });
const confirmation = () => screen.getByLabelText('Confirma tu contraseña', { selector: 'input' });

async function typeAndSubmit(value = PASSWORD) {
  await userEvent.type(await screen.findByLabelText('Elige tu contraseña', { selector: 'input' }), value);
  await userEvent.type(confirmation(), value);
  await userEvent.click(screen.getByRole('button', { name: 'Activar mi cuenta' }));
}

const signsIn = () => ({
  'POST /auth/app-invitation': () => [200, INVITATION] as const,
  'POST /auth/app-accept-invitation': () => [200, {}] as const,
  'POST /auth/app-login': () => [200, { token: 'tok_valeria', user: VALERIA }] as const,
});

describe('/activar-cuenta', () => {
  it('greets with who invited them and the account; the password makes it, and they are signed in on Inicio', async () => {
    answer(server, signsIn());
    const { router } = render(`/activar-cuenta?token=${TOKEN}&origen=correo`);
    expect(await screen.findByRole('heading', { level: 1, name: 'Activa tu cuenta' })).toBeInTheDocument();
    // The token leaves the address bar at once (the reset link's rule).
    await waitFor(() => expect(router.state.location.search).toBe('?origen=correo'));
    expect(router.state.location.state).toEqual({ token: TOKEN });
    expect(await screen.findByText('Valeria Torres Méndez')).toBeInTheDocument();
    expect(screen.getByText('Constructora del Bajío', { selector: 'strong > bdi' })).toBeInTheDocument();
    expect(screen.getByText(INVITATION.email)).toBeInTheDocument();
    expect(screen.getByText(/Tu invitación vence el 26 nov 2026\./)).toBeInTheDocument();
    expect(screen.getByText(/en ella consultas y pagas tus propias cotizaciones/)).toBeInTheDocument();
    expect(screen.getByTestId('privacy-notice-link')).toBeInTheDocument();
    expect(jsonBodies(server, 'POST', '/auth/app-invitation')).toEqual([{ token: TOKEN }]);

    // The reset's checklist, ticking as they type.
    await userEvent.type(password(), 'Celaya');
    const numberRule = () => screen.getByText('Al menos un número').closest('li');
    expect(numberRule()).toHaveTextContent('Al menos un número (pendiente)');
    await userEvent.type(password(), '2026');
    expect(numberRule()).toHaveTextContent('Al menos un número (cumplido)');
    await userEvent.type(confirmation(), PASSWORD);
    await userEvent.click(screen.getByRole('button', { name: 'Activar mi cuenta' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/app'));
    expect(getToken()).toBe('tok_valeria');
    expect(await findToast('Tu cuenta está lista. Te damos la bienvenida a Cotiza, Valeria.')).toBeInTheDocument();
    expect(jsonBodies(server, 'POST', '/auth/app-accept-invitation')).toEqual([{ token: TOKEN, password: PASSWORD }]);
    expect(jsonBodies(server, 'POST', '/auth/app-login')).toEqual([{ email: INVITATION.email, password: PASSWORD }]);
  });

  it('checks the password in Spanish before sending, as the reset does', async () => {
    answer(server, signsIn());
    render();
    await typeAndSubmit('corta1');
    expect(screen.getByText('La contraseña debe tener al menos 8 caracteres.')).toBeInTheDocument();
    expect(password()).toHaveFocus();
    expect(jsonBodies(server, 'POST', '/auth/app-accept-invitation')).toEqual([]);
  });

  it('a 422 lands on the password field, and what was typed stays', async () => {
    answer(server, {
      ...signsIn(),
      'POST /auth/app-accept-invitation': () => [
        422,
        { message: 'Revisa los datos marcados.', errors: [{ field: 'password', message: 'Esa contraseña es demasiado común.' }] },
      ],
    });
    render();
    await typeAndSubmit();
    expect(await screen.findByText('Esa contraseña es demasiado común.')).toBeInTheDocument();
    expect(password()).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(password()).toHaveFocus());
    expect(password()).toHaveValue(PASSWORD);
    expect(confirmation()).toHaveValue(PASSWORD);
    expect(getToken()).toBeNull();
  });

  it.each([
    [400, 'Esta invitación ya no es válida', 'Tu invitación venció. Pide a la empresa que te invitó que te la envíe de nuevo.'],
    [404, 'No encontramos tu invitación', 'No encontramos esta invitación.'],
  ])('a link the server refuses (%i) says why and what to do', async (status, title, message) => {
    answer(server, { 'POST /auth/app-invitation': () => [status, { message }] });
    render();
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(message);
    expect(alert).toHaveTextContent('la empresa que te invitó puede enviarte una nueva desde Cotiza');
    expect(within(alert).getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login');
    expect(screen.queryByLabelText('Elige tu contraseña')).not.toBeInTheDocument();
  });

  it('without a token, the link is incomplete', async () => {
    render('/activar-cuenta');
    expect(await screen.findByRole('heading', { level: 1, name: 'El enlace no es válido' })).toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
  });

  it('a failed read is not a bad link: it says so, and trying again reads it', async () => {
    answer(server, { 'POST /auth/app-invitation': () => [503, { message: 'Mantenimiento' }] });
    render();
    expect(await screen.findByRole('heading', { level: 1, name: 'No pudimos abrir tu invitación' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Error (503). Intenta de nuevo en unos minutos.');
    answer(server, signsIn());
    await userEvent.click(screen.getByRole('button', { name: 'Intentar de nuevo' }));
    expect(await screen.findByLabelText('Elige tu contraseña', { selector: 'input' })).toBeInTheDocument();
  });

  it('an acceptance without an answer may have happened: it says so, keeps the password, and trying again tells', async () => {
    answer(server, { ...signsIn(), 'POST /auth/app-accept-invitation': () => [503, {}] });
    render();
    await typeAndSubmit();
    expect(await screen.findByRole('alert')).toHaveTextContent('No sabemos si tu cuenta se activó: inténtalo de nuevo para saberlo.');
    expect(password()).toHaveValue(PASSWORD);
    // It had been made: the link is used now, and the page says to sign in, with the address.
    answer(server, {
      'POST /auth/app-accept-invitation': () => [
        400,
        { message: 'Ya aceptaste esta invitación. Inicia sesión con tu correo y la contraseña que elegiste.' },
      ],
    });
    await userEvent.click(screen.getByRole('button', { name: 'Intentar de nuevo' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Esta invitación ya no es válida' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute(
      'href',
      `/login?correo=${encodeURIComponent(INVITATION.email)}`,
    );
  });

  it('an address that already has an account (409) offers to sign in or reset, with the address', async () => {
    answer(server, {
      ...signsIn(),
      'POST /auth/app-accept-invitation': () => [409, { message: 'Ya existe una cuenta de Cotiza con este correo' }],
    });
    render();
    await typeAndSubmit();
    expect(await screen.findByRole('heading', { level: 1, name: 'Ya tienes una cuenta de Cotiza' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('Ya existe una cuenta de Cotiza con este correo.');
    const email = encodeURIComponent(INVITATION.email);
    expect(screen.getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', `/login?correo=${email}`);
    expect(screen.getByRole('link', { name: '¿Olvidaste tu contraseña?' })).toHaveAttribute(
      'href',
      `/recuperar-contrasena?correo=${email}`,
    );
  });

  it('when the sign-in after the account fails, they go to sign in with the address filled in', async () => {
    answer(server, { ...signsIn(), 'POST /auth/app-login': () => [500, {}] });
    const { router } = render();
    await typeAndSubmit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe(`?correo=${encodeURIComponent(INVITATION.email)}`);
    expect(await findToast('Tu cuenta está lista. Inicia sesión con tu correo y tu nueva contraseña.')).toBeInTheDocument();
    expect(getToken()).toBeNull();
  });

  it('over another account’s session it says that one will close; after, only the new account’s data is kept', async () => {
    answer(server, { ...signsIn(), 'POST /auth/app-logout': () => [204] });
    const { router, queryClient } = renderApp({ path: `/activar-cuenta?token=${TOKEN}`, routes, user: TEST_USER_EMPLOYER });
    queryClient.setQueryData(['get', '/quotations', {}], [{ id: 'q-del-empleador' }]);
    expect(
      await screen.findByText(
        wholeText(`En este navegador está abierta la sesión de ${TEST_USER_EMPLOYER.email}. Al activar tu cuenta, esa sesión se cerrará.`),
      ),
    ).toBeInTheDocument();
    await typeAndSubmit();
    await waitFor(() => expect(router.state.location.pathname).toBe('/app'));
    expect(getToken()).toBe('tok_valeria');
    expect(queryClient.getQueryData(['get', '/quotations', {}])).toBeUndefined();
    await waitFor(() =>
      expect(server.requests.filter((r) => r.url === '/auth/app-logout').map((r) => r.headers.authorization)).toEqual(['Bearer tok']),
    );
  });
});
