import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { configureApiClient } from '@/lib/api';
import { setupTestServer } from '@/test/http-server';
import { answer, renderApp } from '@/test/render';
import { RequestResetPage } from './RequestResetPage';

const server = setupTestServer();
beforeEach(() => {
  configureApiClient({ baseUrl: server.url });
});

const routes = [
  { path: '/recuperar-contrasena', element: <RequestResetPage /> },
  { path: '/login', element: <p>Inicio de sesión</p> },
];

describe('RequestResetPage: the spec does not show the answer, so every success reads the same', () => {
  it.each([
    ['{}', [200, {}]],
    ['a message', [200, { message: 'Si el correo existe, te enviamos un enlace.' }]],
    ['204', [204]],
    ['an empty 200', [200]],
  ] as const)('%s tells the customer the e-mail is on its way', async (_name, reply) => {
    answer(server, { 'POST /auth/app-request-reset-password': () => reply });
    renderApp({ path: '/recuperar-contrasena?correo=ana%40example.mx', routes });
    await userEvent.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Revisa tu correo' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Si ana@example.mx está registrado en Cotiza, te enviamos un enlace');
  });

  it('a refusal keeps the address typed and says why', async () => {
    answer(server, { 'POST /auth/app-request-reset-password': () => [422, { message: 'El correo no es válido.' }] });
    renderApp({ path: '/recuperar-contrasena?correo=ana%40example.mx', routes });
    await userEvent.click(screen.getByRole('button', { name: 'Enviar enlace' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('El correo no es válido.');
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('ana@example.mx');
  });
});
