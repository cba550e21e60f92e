import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NETWORK_ERROR_MESSAGE } from '@/lib/api/errors';
import type { ReactNode } from 'react';
import { userQueryKey, useSession, type User } from '@/lib/session';
import { answer, elsewhere, jsonBodies, linkToHome, renderApp, requestsTo, type Routes, TEST_USER_NON_EMPLOYER } from '@/test/render';
import { setupUploadTestApi } from '@/test/upload-env';
import { makeJose } from '@/features/customer/test/fixtures';
import { field, fill, fillAndSave, saveButton } from '../test/form';
import { PersonalDataPage } from './PersonalDataPage';

// Uploads read the base URL from the validated env; point it at the test server.
const env = vi.hoisted(() => ({ apiBaseUrl: '' }));
vi.mock('@/config/env', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/config/env')>()),
  getEnv: () => ({ apiBaseUrl: env.apiBaseUrl, mockUser: null, sentryDsn: null, openpay: null, mode: 'test' }),
}));

const JOSE = makeJose();

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

const server = setupUploadTestApi(env);

/** GET answers José's data; PATCH answers it merged with what was sent, unless overridden. */
function api(overrides: Routes = {}): Routes {
  return {
    'GET /users/me': () => [200, JOSE],
    'PATCH /users/me': ({ body }) => [200, { ...JOSE, ...(body as object) }],
    ...overrides,
  };
}

/** As the app's shell does: the screen shows only while there is a signed-in user. */
function SignedIn({ children }: { children: ReactNode }) {
  return useSession().user ? children : null;
}

function render() {
  const user = { ...TEST_USER_NON_EMPLOYER } as User;
  return renderApp({
    path: '/app/mis-datos',
    user,
    routes: [
      {
        path: '/app/mis-datos',
        element: (
          <SignedIn>
            <PersonalDataPage />
            {linkToHome}
          </SignedIn>
        ),
      },
      elsewhere,
      { path: '/login', element: <p>Iniciar sesión</p> },
    ],
  });
}

async function loaded() {
  await screen.findByDisplayValue('José Luis');
}

/** Answers with `routes`, shows Mis datos and waits for José's data. */
async function show(routes: Routes = api(), user = userEvent.setup()) {
  answer(server, routes);
  const view = render();
  await loaded();
  return { user, ...view };
}

describe('Mis datos', () => {
  it('shows the saved data, formatted, and keeps "Guardar cambios" disabled until something changes', async () => {
    const { user } = await show();
    expect(field('Teléfono (opcional)')).toHaveValue('55 4789 1234');
    expect(field('RFC')).toHaveValue('RAOL850412HN6');
    expect(field('Código postal')).toHaveValue('03940');
    expect(screen.getByRole('button', { name: /Régimen fiscal/ })).toHaveTextContent(
      '612 · Personas Físicas con Actividades Empresariales',
    );
    expect(screen.getByRole('button', { name: /Estado/ })).toHaveTextContent('Ciudad de México');
    expect(saveButton()).toBeDisabled();

    // Typing something and undoing it is no change.
    await user.type(field('Colonia'), 'x');
    expect(saveButton()).toBeEnabled();
    await user.type(field('Colonia'), '{Backspace}');
    expect(saveButton()).toBeDisabled();
  });

  it('sends only what changed, normalised, and updates the header user', async () => {
    const { user, queryClient } = await show();

    await fill(user, 'Nombre(s)', '  Luis  ');
    await fill(user, 'Teléfono (opcional)', '(442) 123-4567');
    await fill(user, 'RFC', ' xaxx-010101-000 ');
    await user.click(screen.getByRole('button', { name: /Régimen fiscal/ }));
    await user.click(screen.getByRole('option', { name: /^616/ }));
    // With régimen 616 the SAT allows only S01: G03 stays shown, with why, until another is chosen.
    expect(screen.getByRole('button', { name: /Uso de CFDI/ })).toHaveTextContent('G03');
    await user.click(saveButton());
    expect(
      await screen.findByText('Con el RFC genérico XAXX010101000 el SAT solo permite el uso S01 (Sin efectos fiscales).'),
    ).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Uso de CFDI/ }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Sin especificar',
      'S01 · Sin efectos fiscales',
      'G03 · Gastos en general',
    ]);
    await user.click(screen.getByRole('option', { name: /^S01/ }));
    await user.click(saveButton());

    await screen.findByText('Guardamos tus datos.');
    expect(jsonBodies(server, 'PATCH', '/users/me')).toEqual([
      { firstName: 'Luis', phone: '+524421234567', rfc: 'XAXX010101000', fiscalRegime: '616', cfdiUse: 'S01' },
    ]);
    expect(queryClient.getQueryData<User>(userQueryKey())).toMatchObject({ firstName: 'Luis', name: 'Luis Ramírez Ortiz' });
    expect(field('Teléfono (opcional)')).toHaveValue('442 123 4567');
    expect(saveButton()).toBeDisabled();
  });

  it("an accountant's e-mail: a wrong one is refused in Spanish and kept; a right one is sent alone, lower-cased; cleared, it is sent as null", async () => {
    const { user } = await show();
    const accountant = 'Correo de tu contador (opcional)';
    expect(field(accountant)).toHaveValue('');
    await fill(user, accountant, 'contador@despacho');
    await user.click(saveButton());
    expect(await screen.findByText('Escribe un correo válido, por ejemplo nombre@empresa.mx.')).toBeInTheDocument();
    expect(field(accountant)).toHaveValue('contador@despacho');
    expect(requestsTo(server, 'PATCH', '/users/me')).toHaveLength(0);

    await fill(user, accountant, ' Contabilidad@DespachoFiscal.mx ');
    await user.click(saveButton());
    await screen.findByText('Guardamos tus datos.');
    await fill(user, accountant, '');
    await user.click(saveButton());
    await waitFor(() => expect(requestsTo(server, 'PATCH', '/users/me')).toHaveLength(2));
    expect(jsonBodies(server, 'PATCH', '/users/me')).toEqual([
      { accountantEmail: 'contabilidad@despachofiscal.mx' },
      { accountantEmail: null },
    ]);
  });

  it('takes an RFC whose check digit does not compute, with a gentle notice (the SAT has issued some)', async () => {
    const { user } = await show();
    await fill(user, 'RFC', 'RAOL850412HN7');
    expect(field('RFC')).toHaveAccessibleDescription(
      'Revisa tu RFC: el dígito verificador no coincide; si así aparece en tu constancia, puedes continuar.',
    );
    await user.click(saveButton());
    await screen.findByText('Guardamos tus datos.');
    expect(jsonBodies(server, 'PATCH', '/users/me')).toEqual([{ rfc: 'RAOL850412HN7' }]);
  });

  it('checks fields before sending, with Spanish messages, and focuses the first wrong one', async () => {
    const { user } = await show();

    await fill(user, 'RFC', 'RAOL851312HN6');
    await fill(user, 'CURP (opcional)', 'RAOL8504');
    await fillAndSave(user, 'Código postal', '0a39');

    await waitFor(() =>
      expect(field('RFC')).toHaveAccessibleDescription(
        expect.stringContaining('La fecha del RFC (caracteres 5 a 10) no es una fecha válida.'),
      ),
    );
    expect(screen.getByText('La CURP tiene 18 caracteres (escribiste 8).')).toBeInTheDocument();
    expect(screen.getByText('El código postal tiene 5 dígitos.')).toBeInTheDocument();
    expect(field('Código postal')).toHaveValue('039');
    expect(field('RFC')).toHaveAttribute('aria-invalid', 'true');
    await waitFor(() => expect(field('RFC')).toHaveFocus());
    expect(requestsTo(server, 'PATCH', '/users/me')).toHaveLength(0);
  });

  it('asks for the whole invoicing data once part of it is given', async () => {
    const { user } = await show(
      api({ 'GET /users/me': () => [200, { ...JOSE, rfc: null, fiscalRegime: null, cfdiUse: null, address: null }] }),
    );
    await fillAndSave(user, 'RFC', 'RAOL850412HN6');
    expect(await screen.findByText('Elige tu régimen fiscal para poder facturar.')).toBeInTheDocument();
    expect(screen.getByText('Elige el uso de CFDI para tus facturas.')).toBeInTheDocument();
    expect(screen.getByText('Escribe la calle.')).toBeInTheDocument();
    expect(requestsTo(server, 'PATCH', '/users/me')).toHaveLength(0);
  });

  it('shows the sign-in e-mail as text, never sends it, and "Cambiar correo" opens its form in Seguridad', async () => {
    const { user, router } = await show();
    expect(screen.queryByLabelText('Correo electrónico', { selector: 'input' })).not.toBeInTheDocument();
    const shown = screen.getByRole('group', { name: 'Correo electrónico' });
    expect(shown).toHaveTextContent('joseluis.ramirez@gmail.com');
    expect(screen.getByRole('tab', { name: 'Datos personales' })).toHaveAttribute('aria-selected', 'true');

    await fillAndSave(user, 'Nombre(s)', 'Luis');
    await screen.findByText('Guardamos tus datos.');
    expect(jsonBodies(server, 'PATCH', '/users/me')).toEqual([{ firstName: 'Luis' }]);

    await user.click(within(shown).getByRole('link', { name: 'Cambiar correo' }));
    await waitFor(() => expect(router.state.location.search).toBe('?seccion=seguridad&cambiar=correo'));
    expect(screen.getByRole('tab', { name: 'Seguridad' })).toHaveAttribute('aria-selected', 'true');
    await waitFor(() => expect(screen.getByLabelText('Nuevo correo electrónico', { selector: 'input' })).toHaveFocus());
    // The other tab is out of sight but keeps what it holds.
    expect(screen.queryByRole('button', { name: 'Guardar cambios' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('tab', { name: 'Datos personales' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(field('Nombre(s)')).toHaveValue('Luis');
  });

  it('opens Seguridad from the URL, and an unknown section shows Datos personales', async () => {
    answer(server, api());
    const { unmount } = renderApp({
      path: '/app/mis-datos?seccion=seguridad',
      user: { ...TEST_USER_NON_EMPLOYER },
      routes: [{ path: '/app/mis-datos', element: <PersonalDataPage /> }],
    });
    expect(await screen.findByRole('tab', { name: 'Seguridad', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Cambiar contraseña' })).toBeInTheDocument();
    unmount();
    renderApp({
      path: '/app/mis-datos?seccion=otra',
      user: { ...TEST_USER_NON_EMPLOYER },
      routes: [{ path: '/app/mis-datos', element: <PersonalDataPage /> }],
    });
    expect(await screen.findByRole('tab', { name: 'Datos personales', selected: true })).toBeInTheDocument();
  });

  it('lands 422 field errors on their fields, nested ones included', async () => {
    const { user } = await show(
      api({
        'PATCH /users/me': () => [
          422,
          {
            message: 'Algunos datos no son válidos.',
            errors: [{ field: 'address.postalCode', message: 'No encontramos ese código postal en el catálogo del SAT.' }],
          },
        ],
      }),
    );
    await fillAndSave(user, 'Código postal', '99999');
    await waitFor(() => expect(field('Código postal')).toHaveAttribute('aria-invalid', 'true'));
    expect(field('Código postal')).toHaveAccessibleDescription(
      expect.stringContaining('No encontramos ese código postal en el catálogo del SAT.'),
    );
  });

  it('a network failure keeps the input, says so, and a second try saves it', async () => {
    let fail = true;
    const { user } = await show(api({ 'PATCH /users/me': ({ body }) => (fail ? 'drop' : [200, { ...JOSE, ...(body as object) }]) }));
    await fillAndSave(user, 'Apellidos', 'Ramírez Ortega');

    expect(await screen.findByText(NETWORK_ERROR_MESSAGE)).toBeInTheDocument();
    expect(field('Apellidos')).toHaveValue('Ramírez Ortega');
    expect(saveButton()).toBeEnabled();

    fail = false;
    await user.click(saveButton());
    await screen.findByText('Guardamos tus datos.');
    expect(jsonBodies(server, 'PATCH', '/users/me').at(-1)).toEqual({ lastName: 'Ramírez Ortega' });
  });

  it('shows an error state with "Reintentar" when the data cannot be loaded', async () => {
    let fail = true;
    answer(server, api({ 'GET /users/me': () => (fail ? [500, { message: 'Servicio no disponible.' }] : [200, JOSE]) }));
    const user = userEvent.setup();
    render();
    expect(await screen.findByText('Servicio no disponible.')).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await loaded();
  });

  it('a 503 on reading the data shows no form (nothing to save over the real data), only Reintentar', async () => {
    let fail = true;
    answer(server, api({ 'GET /users/me': () => (fail ? [503, {}] : [200, JOSE]) }));
    const user = userEvent.setup();
    render();
    expect(await screen.findByText('Error (503). Intenta de nuevo en unos minutos.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Guardar cambios' })).not.toBeInTheDocument();
    expect(requestsTo(server, 'PATCH', '/users/me')).toHaveLength(0);
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await loaded();
  });

  it('a 401 while saving keeps what was typed, and the page offers it back after signing in again', async () => {
    answer(server, api({ 'PATCH /users/me': () => [401, { message: 'Sesión expirada' }] }));
    const user = userEvent.setup();
    const first = render();
    await loaded();
    await fill(user, 'Teléfono (opcional)', '4429876543');
    await fillAndSave(user, 'Apellidos', 'Ramírez Ortega');
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(first.router.state.location.search).get('volver')).toBe('/app/mis-datos');
    first.unmount();

    // Signed in again, back on the same page.
    answer(server, api());
    render();
    await loaded();
    const notice = await screen.findByRole('status', { name: 'Cambios recuperados' });
    expect(notice).toHaveTextContent('Tu sesión expiró antes de que guardaras tus cambios.');
    expect(field('Apellidos')).toHaveValue('Ramírez Ortiz');
    await user.click(within(notice).getByRole('button', { name: 'Recuperar cambios' }));
    expect(field('Apellidos')).toHaveValue('Ramírez Ortega');
    expect(field('Teléfono (opcional)')).toHaveValue('442 987 6543');
    expect(screen.queryByText(/Tu sesión expiró antes/)).not.toBeInTheDocument();
    await user.click(saveButton());
    await screen.findByText('Guardamos tus datos.');
    expect(jsonBodies(server, 'PATCH', '/users/me').at(-1)).toEqual({ lastName: 'Ramírez Ortega', phone: '+524429876543' });
  });

  it('a kept draft can be discarded: the saved data stays as it was', async () => {
    sessionStorage.setItem('cotiza:borrador:u2:mis-datos', JSON.stringify({ savedAt: Date.now(), value: { nada: 1 } }));
    const { user } = await show();
    const notice = await screen.findByRole('status', { name: 'Cambios recuperados' });
    await user.click(within(notice).getByRole('button', { name: 'Descartar' }));
    expect(screen.queryByText(/Tu sesión expiró antes/)).not.toBeInTheDocument();
    expect(sessionStorage.getItem('cotiza:borrador:u2:mis-datos')).toBeNull();
    expect(saveButton()).toBeDisabled();
  });

  it('asks before leaving with unsaved changes', async () => {
    const { user, router } = await show();
    await user.type(field('Colonia'), ' Norte');
    await user.click(screen.getByRole('link', { name: 'Ir a Inicio' }));

    const dialog = await screen.findByRole('alertdialog', { name: '¿Salir sin guardar?' });
    await user.click(within(dialog).getByRole('button', { name: 'Seguir editando' }));
    expect(router.state.location.pathname).toBe('/app/mis-datos');
    expect(field('Colonia')).toHaveValue('Crédito Constructor Norte');

    await user.click(screen.getByRole('link', { name: 'Ir a Inicio' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Salir sin guardar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app'));
  });

  it('does not ask when nothing changed', async () => {
    const { user, router } = await show();
    await user.click(screen.getByRole('link', { name: 'Ir a Inicio' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app'));
  });
});

describe('Mis datos: avatar', () => {
  const STORED = {
    name: 'a1B2c3_foto_perfil.png',
    url: 'https://cdn.cotiza.mx/files/a1B2c3_foto_perfil.png',
    size: 12,
    mimeType: 'image/png',
  };

  it('uploads the image with the spec file name, saves it and updates the header user', async () => {
    const { user, queryClient } = await show(api({ 'POST /files': () => [200, STORED] }));

    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input, new File([PNG], 'foto perfil.png', { type: 'image/png' }));

    await screen.findByText('Tu foto de perfil se actualizó.');
    const upload = requestsTo(server, 'POST', '/files')[0]!;
    expect(upload.headers.authorization).toBe('Bearer tok');
    expect(upload.text).toMatch(/name="file"; filename="[A-Za-z0-9]{6}_foto_perfil\.png"/);
    expect(jsonBodies(server, 'PATCH', '/users/me')).toEqual([{ avatar: STORED.url }]);
    expect(queryClient.getQueryData<User>(userQueryKey())?.avatar).toBe(STORED.url);
    // The form was not touched by the avatar.
    expect(saveButton()).toBeDisabled();
  });

  it.each([
    [new File(['%PDF'], 'contrato.pdf', { type: 'application/pdf' }), '«contrato.pdf» no es una imagen PNG, JPG o WebP.'],
    [new File([PNG, new Uint8Array(2 * 1024 * 1024)], 'grande.png', { type: 'image/png' }), 'La imagen pesa 2 MB; el máximo es 2 MB.'],
  ])('refuses %#  with a clear message and sends nothing', async (file, message) => {
    const { user } = await show(api(), userEvent.setup({ applyAccept: false }));
    await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, file);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(requestsTo(server, 'POST', '/files')).toHaveLength(0);
  });

  it('a failed upload says why and saves nothing', async () => {
    const { user, queryClient } = await show(api({ 'POST /files': () => [400, { message: 'El archivo está vacío o no es válido.' }] }));
    await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, new File([PNG], 'a.png', { type: 'image/png' }));
    expect(await screen.findByText('No pudimos guardar la imagen. El archivo está vacío o no es válido.')).toBeInTheDocument();
    expect(requestsTo(server, 'PATCH', '/users/me')).toHaveLength(0);
    expect(queryClient.getQueryData<User>(userQueryKey())?.avatar).toBeNull();
  });

  it('removes the avatar', async () => {
    answer(server, api());
    const user = userEvent.setup();
    const { queryClient } = render();
    act(() => {
      queryClient.setQueryData<User>(userQueryKey(), (u) => (u ? { ...u, avatar: STORED.url } : u));
    });
    await loaded();
    await user.click(screen.getByRole('button', { name: 'Quitar foto' }));
    await screen.findByText('Quitamos tu foto de perfil.');
    expect(jsonBodies(server, 'PATCH', '/users/me')).toEqual([{ avatar: null }]);
    expect(queryClient.getQueryData<User>(userQueryKey())?.avatar).toBeNull();
  });
});
