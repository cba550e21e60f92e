import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '@/lib/api';
import { userQueryKey, type User } from '@/lib/session';
import { getToken, setToken } from '@/lib/session/storage';
import { setupTestServer } from '@/test/http-server';
import { answer, renderApp, TEST_USER_EMPLOYER } from '@/test/render';
import { specUser } from '@/test/spec-user';
import { LoginPage } from './LoginPage';

const server = setupTestServer();
beforeEach(() => {
  configureApiClient({ baseUrl: server.url });
  setToken(null);
});

const routes = [
  { path: '/login', element: <LoginPage /> },
  { path: '/app/*', element: <p>Área protegida</p> },
];

async function fillAndSubmit(email: string, password: string) {
  await userEvent.type(screen.getByLabelText('Correo electrónico'), email);
  await userEvent.type(screen.getByLabelText('Contraseña', { selector: 'input' }), password);
  await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
}

describe('LoginPage', () => {
  it('checks the fields in Spanish before sending anything', async () => {
    renderApp({ path: '/login', routes });
    await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
    expect(screen.getByText('Escribe tu correo electrónico.')).toBeInTheDocument();
    expect(screen.getByText('Escribe tu contraseña.')).toBeInTheDocument();
    expect(server.requests).toHaveLength(0);
  });

  it('links the aviso de privacidad right under «Iniciar sesión», and the footer names the merchant', async () => {
    renderApp({ path: '/login', routes });
    const form = screen.getByRole('form', { name: 'Iniciar sesión' });
    const button = screen.getByRole('button', { name: 'Iniciar sesión' });
    const line = screen.getByTestId('privacy-notice-link');
    expect(form).toContainElement(line);
    expect(button.nextElementSibling).toBe(line);
    expect(screen.getByRole('link', { name: 'aviso de privacidad' })).toHaveAttribute('href', '/aviso-de-privacidad/simplificado');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Quejas y aclaraciones');
  });

  it('on success stores the token and user and goes to the return path, with no second user fetch', async () => {
    answer(server, { 'POST /auth/app-login': () => [200, { token: 'tok_nuevo', user: TEST_USER_EMPLOYER }] });
    const { router } = renderApp({ path: '/login?volver=%2Fapp%2Fhistorial-de-pagos', routes });
    await fillAndSubmit('  mariajose@constructora.mx ', 'Secreta2026');
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/historial-de-pagos'));
    expect(getToken()).toBe('tok_nuevo');
    expect(server.requests.map((r) => r.url)).toEqual(['/auth/app-login']);
    expect(JSON.parse(server.requests[0]!.body.toString())).toEqual({ email: 'mariajose@constructora.mx', password: 'Secreta2026' });
  });

  it('fills in the e-mail a link passes (?correo=, after accepting an invitation)', async () => {
    renderApp({ path: `/login?correo=${encodeURIComponent('valeria.torres@constructoradelbajio.mx')}`, routes });
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('valeria.torres@constructoradelbajio.mx');
  });

  it('ignores an external return path', async () => {
    answer(server, { 'POST /auth/app-login': () => [200, { token: 't', user: TEST_USER_EMPLOYER }] });
    const { router } = renderApp({ path: '/login?volver=https%3A%2F%2Fevil.example%2Fapp', routes });
    await fillAndSubmit('a@b.mx', 'x');
    await waitFor(() => expect(router.state.location.pathname).toBe('/app'));
  });

  it.each([
    [401, {}, 'Error en las credenciales'],
    [401, { message: 'Correo o contraseña incorrectos' }, 'Correo o contraseña incorrectos'],
    [500, {}, 'Error 500'],
  ])('a %i shows the normalised message and keeps the typed e-mail', async (status, body, message) => {
    answer(server, { 'POST /auth/app-login': () => [status, body] });
    renderApp({ path: '/login', routes });
    await fillAndSubmit('mariajose@constructora.mx', 'mala');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('mariajose@constructora.mx');
    expect(getToken()).toBeNull();
  });

  it('a 429 (too many failed sign-ins) says how long to wait, not "no connection", and keeps the e-mail', async () => {
    answer(server, { 'POST /auth/app-login': () => [429, { message: 'Demasiados intentos fallidos.' }, { 'Retry-After': '900' }] });
    renderApp({ path: '/login', routes });
    await fillAndSubmit('mariajose@constructora.mx', 'mala');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Error (429): hiciste demasiados intentos. Espera 15 minutos e inténtalo de nuevo.',
    );
    expect(screen.queryByText(/No pudimos conectar/)).not.toBeInTheDocument();
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('mariajose@constructora.mx');
    expect(getToken()).toBeNull();
  });

  it('a network failure in the sign-in call gives "Error" with a connection hint', async () => {
    configureApiClient({ baseUrl: 'http://127.0.0.1:9' });
    renderApp({ path: '/login', routes });
    await fillAndSubmit('mariajose@constructora.mx', 'x');
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Error: No pudimos conectar con el servidor/);
  });

  describe('every sign-in answer the spec allows (“a token and the user are expected, not confirmed”)', () => {
    const SPEC_USER = specUser({
      id: 41,
      email: 'mariajose@constructora.mx',
      firstName: 'María José',
      lastName: 'Hernández Ñúñez',
      name: 'María José Hernández Ñúñez',
      token: 'tok_del_usuario',
      customerId: 7,
      customer: { openpayCustomerId: 'ag4nk', defaultCardId: null, isEmployer: true, autoPaymentEnabled: false },
    });

    const signedInUser = (queryClient: ReturnType<typeof renderApp>['queryClient']) => queryClient.getQueryData(userQueryKey()) as User;

    it('{ token } alone: the user is asked for with that token, once, then the token is stored', async () => {
      answer(server, {
        'POST /auth/app-login': () => [200, { token: 'tok_solo' }],
        'POST /users/user-by-token-app': () => [200, SPEC_USER],
      });
      const { router, queryClient } = renderApp({ path: '/login', routes });
      await fillAndSubmit('mariajose@constructora.mx', 'Secreta2026');
      await waitFor(() => expect(router.state.location.pathname).toBe('/app'));
      expect(server.requests.map((r) => r.url)).toEqual(['/auth/app-login', '/users/user-by-token-app']);
      expect(server.requests[1]!.headers.authorization).toBe('Bearer tok_solo');
      expect(getToken()).toBe('tok_solo');
      expect(signedInUser(queryClient)).toMatchObject({ id: '41', customerId: '7', customer: { id: '7', isEmployer: true } });
    });

    it('the user carrying its token, without an envelope: no second call, the token stored, not kept on the user', async () => {
      answer(server, { 'POST /auth/app-login': () => [200, SPEC_USER] });
      const { router, queryClient } = renderApp({ path: '/login', routes });
      await fillAndSubmit('mariajose@constructora.mx', 'Secreta2026');
      await waitFor(() => expect(router.state.location.pathname).toBe('/app'));
      expect(server.requests.map((r) => r.url)).toEqual(['/auth/app-login']);
      expect(getToken()).toBe('tok_del_usuario');
      expect(signedInUser(queryClient)).not.toHaveProperty('token');
      expect(document.cookie).toContain('userToken=tok_del_usuario');
      expect(sessionStorage.getItem('userToken')).toBe('tok_del_usuario');
    });

    it.each([
      ['a user without a token', () => [200, { user: { ...SPEC_USER, token: undefined } }]],
      ['an empty object', () => [200, {}]],
      ['a 204', () => [204]],
    ] as const)('%s cannot start a session: a clear Spanish message, the e-mail kept, nothing stored', async (_name, reply) => {
      answer(server, { 'POST /auth/app-login': reply as () => [number, unknown?] });
      renderApp({ path: '/login', routes });
      await fillAndSubmit('mariajose@constructora.mx', 'Secreta2026');
      const alert = await screen.findByRole('alert');
      expect(alert).toHaveTextContent('No pudimos iniciar tu sesión: el servidor respondió sin una sesión válida.');
      expect(alert).not.toHaveTextContent(/inesperada/);
      expect(screen.getByLabelText('Correo electrónico')).toHaveValue('mariajose@constructora.mx');
      expect(getToken()).toBeNull();
    });

    it('a user that fails to load after a token-only answer keeps the customer signed out, with the reason', async () => {
      answer(server, {
        'POST /auth/app-login': () => [200, { token: 'tok_solo' }],
        'POST /users/user-by-token-app': () => [500, {}],
      });
      renderApp({ path: '/login', routes });
      await fillAndSubmit('mariajose@constructora.mx', 'Secreta2026');
      expect(await screen.findByRole('alert')).toHaveTextContent('Error 500');
      expect(getToken()).toBeNull();
    });
  });
});
