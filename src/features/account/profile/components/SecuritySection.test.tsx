import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { answer, jsonBodies, renderApp, requestsTo, setupTestApi, type Routes, TEST_USER_NON_EMPLOYER } from '@/test/render';
import { SecuritySection } from './SecuritySection';

const server = setupTestApi();
beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
});

const FIELDS_ERROR = (field: string, message: string) => ({ message: 'Revisa los datos marcados.', errors: [{ field, message }] });

function render(routes: Routes) {
  answer(server, routes);
  return renderApp({
    path: '/app/mis-datos?seccion=seguridad',
    user: { ...TEST_USER_NON_EMPLOYER },
    routes: [{ path: '/app/mis-datos', element: <SecuritySection /> }],
  });
}

const passwordForm = () => screen.getByRole('form', { name: 'Cambiar contraseña' });
const input = (scope: HTMLElement, label: string) => within(scope).getByLabelText(label, { selector: 'input' });

async function fillPasswords(user: ReturnType<typeof userEvent.setup>, current: string, next: string) {
  const form = passwordForm();
  await user.type(input(form, 'Contraseña actual'), current);
  await user.type(input(form, 'Nueva contraseña'), next);
  await user.type(input(form, 'Confirma la nueva contraseña'), next);
  await user.click(within(form).getByRole('button', { name: 'Cambiar contraseña' }));
}

describe('Cambiar contraseña', () => {
  it('sends the current and new password, toasts the server’s message and clears the form', async () => {
    const user = userEvent.setup();
    render({ 'POST /users/me/password': () => [200, { message: 'Tu contraseña se actualizó. Cerramos tus otras sesiones.' }] });
    await fillPasswords(user, 'Bajio2024!', 'Queretaro2026');
    expect(await screen.findByText('Tu contraseña se actualizó. Cerramos tus otras sesiones.')).toBeInTheDocument();
    expect(jsonBodies(server, 'POST', '/users/me/password')).toEqual([{ currentPassword: 'Bajio2024!', newPassword: 'Queretaro2026' }]);
    await waitFor(() => expect(input(passwordForm(), 'Nueva contraseña')).toHaveValue(''));
    expect(input(passwordForm(), 'Contraseña actual')).toHaveValue('');
  });

  it('checks the rule before sending (the checklist ticks), and focuses the first invalid field', async () => {
    const user = userEvent.setup();
    render({});
    const form = passwordForm();
    await user.type(input(form, 'Nueva contraseña'), 'corta');
    expect(within(form).getByText('Al menos una letra').closest('li')).toHaveAttribute('data-met', 'true');
    expect(within(form).getByText('Al menos un número').closest('li')).toHaveAttribute('data-met', 'false');
    await user.click(within(form).getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await within(form).findByText('Escribe tu contraseña actual.')).toBeInTheDocument();
    expect(input(form, 'Contraseña actual')).toHaveFocus();
    expect(server.requests).toHaveLength(0);
  });

  it('a wrong current password (422) lands on its field, focused, and nothing typed is lost', async () => {
    const user = userEvent.setup();
    render({ 'POST /users/me/password': () => [422, FIELDS_ERROR('currentPassword', 'La contraseña actual no es correcta.')] });
    await fillPasswords(user, 'NoEsLaMia1', 'Queretaro2026');
    const current = input(passwordForm(), 'Contraseña actual');
    await waitFor(() => expect(current).toHaveAttribute('aria-invalid', 'true'));
    expect(current).toHaveAccessibleDescription(expect.stringContaining('La contraseña actual no es correcta.'));
    expect(current).toHaveFocus();
    expect(current).toHaveValue('NoEsLaMia1');
    expect(input(passwordForm(), 'Nueva contraseña')).toHaveValue('Queretaro2026');
  });

  it('a 429 says how long to wait and keeps the form', async () => {
    const user = userEvent.setup();
    render({ 'POST /users/me/password': () => [429, { message: 'Hiciste demasiados intentos.' }, { 'Retry-After': '120' }] });
    await fillPasswords(user, 'Bajio2024!', 'Queretaro2026');
    expect(await within(passwordForm()).findByRole('alert')).toHaveTextContent('Espera 2 minutos e inténtalo de nuevo.');
    expect(input(passwordForm(), 'Nueva contraseña')).toHaveValue('Queretaro2026');
  });
});

describe('Cambiar contraseña after an unknown outcome (the answer never came)', () => {
  const WRONG_CURRENT = FIELDS_ERROR('currentPassword', 'La contraseña actual no es correcta.');
  const notice = () => within(passwordForm()).getByRole('alert');

  it.each([
    ['no answer', 'drop'],
    ['a server fault (500)', [500, { message: 'Error 500' }]],
    ['a gateway’s 503', [503]],
  ] as const)('%s: it may have changed, and says how to find out; nothing typed is lost', async (_name, reply) => {
    const user = userEvent.setup();
    render({ 'POST /users/me/password': () => (reply === 'drop' ? 'drop' : [reply[0], reply[1]]) });
    await fillPasswords(user, 'Bajio2024!', 'Queretaro2026');
    expect(await within(passwordForm()).findByText('No sabemos si tu contraseña cambió.')).toBeInTheDocument();
    expect(notice()).toHaveTextContent('el cambio pudo hacerse');
    expect(notice()).toHaveTextContent('inicia sesión con la nueva contraseña');
    expect(notice()).toHaveTextContent('Si no entra, tu contraseña no cambió: vuelve a intentarlo aquí.');
    expect(notice()).not.toHaveTextContent('Revisa tu conexión');
    expect(input(passwordForm(), 'Contraseña actual')).toHaveValue('Bajio2024!');
    expect(input(passwordForm(), 'Nueva contraseña')).toHaveValue('Queretaro2026');
  });

  it('a "wrong current password" right after, with the same passwords, reads as "it probably changed", and is not sent a third time', async () => {
    const user = userEvent.setup();
    let calls = 0;
    render({ 'POST /users/me/password': () => (++calls === 1 ? 'drop' : [422, WRONG_CURRENT]) });
    await fillPasswords(user, 'Bajio2024!', 'Queretaro2026');
    await within(passwordForm()).findByText('No sabemos si tu contraseña cambió.');

    await user.click(within(passwordForm()).getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await within(passwordForm()).findByText('Tu contraseña probablemente ya cambió.')).toBeInTheDocument();
    expect(notice()).toHaveTextContent('Inicia sesión con la nueva para comprobarlo.');
    expect(notice()).toHaveTextContent('cuenta para el límite de intentos');
    // Not the customer's mistake: the field is not marked wrong.
    expect(input(passwordForm(), 'Contraseña actual')).not.toHaveAttribute('aria-invalid', 'true');
    expect(within(passwordForm()).queryByText('La contraseña actual no es correcta.')).not.toBeInTheDocument();
    expect(input(passwordForm(), 'Nueva contraseña')).toHaveValue('Queretaro2026');

    await user.click(within(passwordForm()).getByRole('button', { name: 'Cambiar contraseña' }));
    expect(requestsTo(server, 'POST', '/users/me/password')).toHaveLength(2);
    expect(notice()).toHaveTextContent('Tu contraseña probablemente ya cambió.');
  });

  it('other passwords after it are a new attempt: a wrong current password is then the customer’s mistake, on its field', async () => {
    const user = userEvent.setup();
    let calls = 0;
    render({ 'POST /users/me/password': () => (++calls === 1 ? 'drop' : [422, WRONG_CURRENT]) });
    await fillPasswords(user, 'Bajio2024!', 'Queretaro2026');
    await within(passwordForm()).findByText('No sabemos si tu contraseña cambió.');
    await user.clear(input(passwordForm(), 'Contraseña actual'));
    await user.type(input(passwordForm(), 'Contraseña actual'), 'Bajio2023!');
    await user.click(within(passwordForm()).getByRole('button', { name: 'Cambiar contraseña' }));
    await waitFor(() => expect(input(passwordForm(), 'Contraseña actual')).toHaveAttribute('aria-invalid', 'true'));
    expect(within(passwordForm()).getByText('La contraseña actual no es correcta.')).toBeInTheDocument();
    expect(within(passwordForm()).queryByText(/Tu contraseña probablemente ya cambió|No sabemos si/)).not.toBeInTheDocument();
  });

  it('a success after it says the password changed', async () => {
    const user = userEvent.setup();
    let calls = 0;
    render({ 'POST /users/me/password': () => (++calls === 1 ? [503] : [200, {}]) });
    await fillPasswords(user, 'Bajio2024!', 'Queretaro2026');
    await within(passwordForm()).findByText('No sabemos si tu contraseña cambió.');
    await user.click(within(passwordForm()).getByRole('button', { name: 'Cambiar contraseña' }));
    expect(await screen.findByText('Tu contraseña se actualizó.')).toBeInTheDocument();
    expect(within(passwordForm()).queryByText('No sabemos si tu contraseña cambió.')).not.toBeInTheDocument();
  });
});

describe('Correo de acceso', () => {
  async function openAndSend(user: ReturnType<typeof userEvent.setup>, newEmail: string) {
    expect(await screen.findByTestId('current-email')).toHaveTextContent('joseluis.ramirez@gmail.com');
    await user.click(screen.getByRole('button', { name: 'Cambiar correo' }));
    const form = screen.getByRole('form', { name: 'Cambiar correo' });
    expect(input(form, 'Nuevo correo electrónico')).toHaveFocus();
    await user.type(input(form, 'Nuevo correo electrónico'), newEmail);
    await user.type(input(form, 'Contraseña actual'), 'Bajio2024!');
    await user.click(within(form).getByRole('button', { name: 'Enviar enlace' }));
    return form;
  }

  it('sends the new address and the current password, then says to check the new inbox (nothing changed yet)', async () => {
    const user = userEvent.setup();
    render({ 'POST /users/me/email-change': () => [200, { message: 'Te enviamos un enlace.' }] });
    await openAndSend(user, ' JL.Nuevo@Gmail.com ');
    expect(await screen.findByRole('status')).toHaveTextContent('Revisa tu correo: te enviamos un enlace a jl.nuevo@gmail.com.');
    expect(screen.getByRole('status')).toHaveTextContent('Tu correo de acceso no cambia hasta que abras ese enlace');
    expect(jsonBodies(server, 'POST', '/users/me/email-change')).toEqual([
      { newEmail: 'jl.nuevo@gmail.com', currentPassword: 'Bajio2024!' },
    ]);
    expect(screen.getByTestId('current-email')).toHaveTextContent('joseluis.ramirez@gmail.com');
  });

  it('an address of another account (409) lands on the new e-mail, with what was typed', async () => {
    const user = userEvent.setup();
    render({
      'POST /users/me/email-change': () => [
        409,
        {
          message: 'Ese correo ya está registrado en otra cuenta.',
          errors: [{ field: 'newEmail', message: 'Ese correo ya está registrado en otra cuenta. Usa otro.' }],
        },
      ],
    });
    const form = await openAndSend(user, 'otra@gmail.com');
    const newEmail = input(form, 'Nuevo correo electrónico');
    await waitFor(() => expect(newEmail).toHaveAttribute('aria-invalid', 'true'));
    expect(newEmail).toHaveAccessibleDescription(expect.stringContaining('Usa otro.'));
    expect(newEmail).toHaveValue('otra@gmail.com');
    expect(input(form, 'Contraseña actual')).toHaveValue('Bajio2024!');
  });

  it('a wrong current password (422) lands on its field; the same address is refused before sending', async () => {
    const user = userEvent.setup();
    render({ 'POST /users/me/email-change': () => [422, FIELDS_ERROR('currentPassword', 'La contraseña actual no es correcta.')] });
    const form = await openAndSend(user, 'nuevo@gmail.com');
    await waitFor(() => expect(input(form, 'Contraseña actual')).toHaveAttribute('aria-invalid', 'true'));
    expect(input(form, 'Contraseña actual')).toHaveFocus();

    await user.clear(input(form, 'Nuevo correo electrónico'));
    await user.type(input(form, 'Nuevo correo electrónico'), 'JoseLuis.Ramirez@gmail.com');
    await user.click(within(form).getByRole('button', { name: 'Enviar enlace' }));
    expect(await within(form).findByText('Ese ya es tu correo de acceso.')).toBeInTheDocument();
    expect(jsonBodies(server, 'POST', '/users/me/email-change')).toHaveLength(1);
  });

  it('a 429 says how long to wait', async () => {
    const user = userEvent.setup();
    render({ 'POST /users/me/email-change': () => [429, {}, { 'Retry-After': '30' }] });
    const form = await openAndSend(user, 'nuevo@gmail.com');
    expect(await within(form).findByRole('alert')).toHaveTextContent('Espera 30 segundos e inténtalo de nuevo.');
  });
});
