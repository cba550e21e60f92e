import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NETWORK_ERROR_MESSAGE } from '@/lib/api/errors';
import { userQueryKey, type User } from '@/lib/session';
import type { CompanyProfile } from '@/features/customer/get-company-profile';
import { BAJIO } from '@/test/contract-examples';
import { answer, elsewhere, jsonBodies, linkToHome, renderApp, requestsTo, type Routes, TEST_USER_EMPLOYER } from '@/test/render';
import { setupUploadTestApi } from '@/test/upload-env';
import { choose, field, fill, fillAndSave, saveButton } from '../test/form';
import { CompanyProfilePage } from './CompanyProfilePage';

const env = vi.hoisted(() => ({ apiBaseUrl: '' }));
vi.mock('@/config/env', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/config/env')>()),
  getEnv: () => ({ apiBaseUrl: env.apiBaseUrl, mockUser: null, sentryDsn: null, openpay: null, mode: 'test' }),
}));

/** The employer's own data (GET /users/me): name and phone, no fiscal data. */
const OWN = {
  id: 'u1',
  email: 'mariajose.hernandez@constructoradelbajio.mx',
  firstName: 'María José',
  lastName: 'Hernández Ñúñez',
  phone: '+524422187654',
  rfc: null,
  curp: null,
  fiscalRegime: null,
  cfdiUse: null,
  address: null,
  avatar: null,
};

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

const server = setupUploadTestApi(env);

function api(overrides: Routes = {}): Routes {
  return {
    'GET /customers/me/company': () => [200, BAJIO],
    'PUT /customers/me/company': ({ body }) => [200, { ...(body as object), updatedAt: '2026-11-22T10:00:00.000Z' }],
    ...overrides,
  };
}

function render() {
  return renderApp({
    path: '/app/mi-perfil',
    user: { ...TEST_USER_EMPLOYER },
    routes: [
      {
        path: '/app/mi-perfil',
        element: (
          <>
            <CompanyProfilePage />
            {linkToHome}
          </>
        ),
      },
      elsewhere,
    ],
  });
}

/** Answers with `routes`, shows Mi perfil and waits for the company's data. */
async function show(routes: Routes = api()) {
  answer(server, routes);
  const user = userEvent.setup();
  const view = render();
  await screen.findByDisplayValue('CONSTRUCTORA DEL BAJIO');
  return { user, ...view };
}

describe('Mi perfil', () => {
  it('shows the company and saves the whole profile (PUT) after a change', async () => {
    const { user } = await show();
    expect(field('Teléfono')).toHaveValue('442 215 6789');
    expect(saveButton()).toBeDisabled();

    await fillAndSave(user, 'Número exterior', '122');

    await screen.findByText('Guardamos el perfil de tu empresa.');
    const { updatedAt: _updatedAt, ...input } = BAJIO;
    expect(jsonBodies(server, 'PUT', '/customers/me/company')).toEqual([
      { ...input, address: { ...BAJIO.address, exteriorNumber: '122' } },
    ]);
    expect(saveButton()).toBeDisabled();
  });

  it("the accountant's e-mail goes in the whole profile; none is left out, so an older backend gets the body it knows", async () => {
    const { user } = await show();
    const accountant = 'Correo de tu contador (opcional)';
    expect(field(accountant)).toHaveValue('');
    await fillAndSave(user, accountant, 'Contabilidad@DespachoFiscal.mx');
    await screen.findByText('Guardamos el perfil de tu empresa.');
    await fillAndSave(user, accountant, '');
    await waitFor(() => expect(requestsTo(server, 'PUT', '/customers/me/company')).toHaveLength(2));
    const [withAccountant, without] = jsonBodies(server, 'PUT', '/customers/me/company') as Record<string, unknown>[];
    expect(withAccountant).toMatchObject({ accountantEmail: 'contabilidad@despachofiscal.mx' });
    expect(without).not.toHaveProperty('accountantEmail');
  });

  it('a 503 on reading the company is not "never registered": no form to save over it, only Reintentar', async () => {
    let fail = true;
    answer(server, api({ 'GET /customers/me/company': () => (fail ? [503, { message: 'Mantenimiento' }] : [200, BAJIO]) }));
    const user = userEvent.setup();
    render();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos cargar el perfil de tu empresa');
    expect(alert).toHaveTextContent('Error (503). Intenta de nuevo en unos minutos.');
    expect(screen.queryByRole('button', { name: 'Guardar cambios' })).not.toBeInTheDocument();
    expect(screen.queryByLabelText('Razón social', { selector: 'input' })).not.toBeInTheDocument();
    expect(requestsTo(server, 'PUT', '/customers/me/company')).toHaveLength(0);

    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByDisplayValue('CONSTRUCTORA DEL BAJIO')).toBeInTheDocument();
  });

  it('a company never registered (404) gets an empty form with the employer as contact', async () => {
    answer(server, api({ 'GET /customers/me/company': () => [404, { message: 'Aún no registras los datos de tu empresa.' }] }));
    const user = userEvent.setup();
    render();
    expect(await screen.findByText('Aún no registras los datos de tu empresa.')).toBeInTheDocument();
    expect(field('Persona de contacto')).toHaveValue('María José Hernández Ñúñez');
    expect(field('Razón social')).toHaveValue('');
    expect(saveButton()).toBeDisabled();

    await fill(user, 'Razón social', 'Constructora del Bajío, S.A. de C.V.');
    await fillAndSave(user, 'RFC de la empresa', 'cba090615k22');
    await waitFor(() => expect(field('Razón social')).toHaveAccessibleDescription(expect.stringContaining('sin el régimen societario')));
    expect(screen.getByText('Elige el régimen fiscal de la empresa.')).toBeInTheDocument();
    expect(screen.getByText('Escribe un teléfono.')).toBeInTheDocument();
    expect(requestsTo(server, 'PUT', '/customers/me/company')).toHaveLength(0);

    await user.clear(field('Razón social'));
    await fill(user, 'Razón social', 'CONSTRUCTORA DEL BAJIO');
    await choose(user, /Régimen fiscal/, /^601/);
    await fill(user, 'Teléfono', '4422156789');
    await fill(user, 'Calle', 'Av. Constituyentes');
    await fill(user, 'Número exterior', '120');
    await fill(user, 'Código postal', '76000');
    await fill(user, 'Colonia', 'Centro');
    await fill(user, 'Municipio o alcaldía', 'Querétaro');
    await choose(user, /Elige un estado/, /^Querétaro$/);
    await user.click(saveButton());

    await screen.findByText('Guardamos el perfil de tu empresa.');
    // The example company as typed: no trade name, uso del CFDI, interior number or logo.
    const { updatedAt: _updatedAt, ...typed } = BAJIO;
    expect(jsonBodies(server, 'PUT', '/customers/me/company')).toEqual([
      { ...typed, tradeName: null, cfdiUse: null, address: { ...BAJIO.address, interiorNumber: null }, logoUrl: null },
    ]);
    expect(screen.queryByText('Aún no registras los datos de tu empresa.')).not.toBeInTheDocument();
    // The first save names no copy to replace (If-Match).
    expect(requestsTo(server, 'PUT', '/customers/me/company')[0]!.headers['if-match']).toBeUndefined();
  });

  it('refuses a person RFC for the company', async () => {
    const { user } = await show();
    await fillAndSave(user, 'RFC de la empresa', 'GODE561231GR8');
    await waitFor(() =>
      expect(field('RFC de la empresa')).toHaveAccessibleDescription(
        expect.stringContaining('Ese RFC es de persona física (13 caracteres); el de una empresa tiene 12.'),
      ),
    );
  });

  it('puts a duplicate RFC (409) on the RFC field and keeps the input', async () => {
    const { user } = await show(
      api({
        'PUT /customers/me/company': () => [
          409,
          {
            message: 'Ese RFC ya está registrado por otra empresa.',
            errors: [{ field: 'rfc', message: 'Ese RFC ya está registrado por otra empresa.' }],
          },
        ],
      }),
    );
    await fillAndSave(user, 'RFC de la empresa', 'EKU9003173C9');
    await waitFor(() =>
      expect(field('RFC de la empresa')).toHaveAccessibleDescription(
        expect.stringContaining('Ese RFC ya está registrado por otra empresa.'),
      ),
    );
    expect(field('RFC de la empresa')).toHaveValue('EKU9003173C9');
  });

  it('a network failure keeps the input', async () => {
    const { user } = await show(api({ 'PUT /customers/me/company': () => 'drop' }));
    await fillAndSave(user, 'Colonia', 'Centro Sur');
    expect(await screen.findByText(NETWORK_ERROR_MESSAGE)).toBeInTheDocument();
    expect(field('Colonia')).toHaveValue('Centro Sur');
  });

  it('a new logo is uploaded, marks the form changed and is saved with it', async () => {
    const stored = {
      name: 'Q7w2Er_logo_bajio.png',
      url: 'https://cdn.cotiza.mx/files/Q7w2Er_logo_bajio.png',
      size: 12,
      mimeType: 'image/png',
    };
    const { user } = await show(api({ 'POST /files': () => [200, stored] }));
    const inputs = document.querySelectorAll<HTMLInputElement>('input[type="file"]');
    // The first uploader is the logo (Empresa); the employer's own photo is in Mis datos personales.
    await user.upload(inputs[0]!, new File([PNG], 'logo bajio.png', { type: 'image/png' }));
    expect(await screen.findByText('Guarda los cambios para usar el nuevo logotipo.')).toBeInTheDocument();
    expect(requestsTo(server, 'POST', '/files')[0]!.text).toMatch(/filename="[A-Za-z0-9]{6}_logo_bajio\.png"/);
    expect(requestsTo(server, 'PATCH', '/users/me')).toHaveLength(0);

    await user.click(saveButton());
    await screen.findByText('Guardamos el perfil de tu empresa.');
    expect(jsonBodies(server, 'PUT', '/customers/me/company')[0]).toMatchObject({ logoUrl: stored.url });
  });

  it('shows an error state with "Reintentar" when the profile cannot be loaded', async () => {
    let fail = true;
    answer(server, api({ 'GET /customers/me/company': () => (fail ? 'drop' : [200, BAJIO]) }));
    const user = userEvent.setup();
    render();
    expect(await screen.findByText(NETWORK_ERROR_MESSAGE)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    await screen.findByDisplayValue('CONSTRUCTORA DEL BAJIO');
  });
});

describe('Mi perfil from a stale copy (another tab or person saved since it loaded)', () => {
  const SAVED_ELSEWHERE: CompanyProfile = { ...BAJIO, tradeName: 'Bajío Obras', updatedAt: '2026-11-22T09:00:00.000Z' };
  const STALE = {
    message:
      'Otra pestaña o persona cambió los datos de la empresa mientras los editabas. No se guardó nada; revisa los datos actuales y vuelve a guardar.',
  };
  const ifMatchOf = (request: { headers: Record<string, unknown> }) => request.headers['if-match'];
  const staleNotice = async () => {
    const title = await screen.findByText('Otra pestaña o persona guardó cambios en los datos de la empresa mientras los editabas.');
    const notice = title.closest<HTMLElement>('[role="alert"]');
    if (!notice) throw new Error('The stale-copy notice is not an alert');
    return notice;
  };

  it('each save names the copy it replaces (If-Match: its updatedAt); the next one names the copy just saved', async () => {
    const { user } = await show();
    await fillAndSave(user, 'Número exterior', '122');
    await screen.findByText('Guardamos el perfil de tu empresa.');
    await fillAndSave(user, 'Número exterior', '124');
    await waitFor(() => expect(requestsTo(server, 'PUT', '/customers/me/company')).toHaveLength(2));
    expect(requestsTo(server, 'PUT', '/customers/me/company').map(ifMatchOf)).toEqual([BAJIO.updatedAt, '2026-11-22T10:00:00.000Z']);
  });

  it('a 409 without errors: nothing typed is lost, it says so and what differs; "Ver los datos actuales" shows them', async () => {
    let current = BAJIO;
    const { user } = await show(
      api({
        'GET /customers/me/company': () => [200, current],
        'PUT /customers/me/company': () => [409, STALE],
      }),
    );
    current = SAVED_ELSEWHERE;
    await fillAndSave(user, 'Teléfono', '4421234567');

    const notice = await staleNotice();
    await waitFor(() => expect(notice).toHaveTextContent('Tu versión y los datos actuales difieren en: Nombre comercial y Teléfono.'));
    expect(notice).toHaveTextContent('No guardamos tus cambios, y lo que escribiste sigue aquí.');
    expect(field('Teléfono')).toHaveValue('442 123 4567');
    expect(field('Nombre comercial (opcional)')).toHaveValue('Constructora del Bajío');
    // A stale copy's 409 is not the RFC's.
    expect(field('RFC de la empresa')).not.toHaveAttribute('aria-invalid', 'true');

    await user.click(within(notice).getByRole('button', { name: 'Ver los datos actuales' }));
    await waitFor(() => expect(field('Nombre comercial (opcional)')).toHaveValue('Bajío Obras'));
    expect(field('Teléfono')).toHaveValue('442 215 6789');
    expect(saveButton()).toBeDisabled();
    expect(screen.queryByText(/difieren en/)).not.toBeInTheDocument();
    expect(requestsTo(server, 'PUT', '/customers/me/company')).toHaveLength(1);
  });

  it('"Guardar mi versión" reads the current copy again and replaces it knowingly (If-Match of that copy)', async () => {
    let current = BAJIO;
    const { user } = await show(
      api({
        'GET /customers/me/company': () => [200, current],
        'PUT /customers/me/company': ({ body, headers }) =>
          headers['if-match'] === current.updatedAt ? [200, { ...(body as object), updatedAt: '2026-11-22T11:00:00.000Z' }] : [409, STALE],
      }),
    );
    current = SAVED_ELSEWHERE;
    await fillAndSave(user, 'Teléfono', '4421234567');
    const notice = await staleNotice();
    await within(notice).findByText(/difieren en/);

    await user.click(within(notice).getByRole('button', { name: 'Guardar mi versión' }));
    await screen.findByText('Guardamos el perfil de tu empresa.');
    const puts = requestsTo(server, 'PUT', '/customers/me/company');
    expect(puts.map(ifMatchOf)).toEqual([BAJIO.updatedAt, SAVED_ELSEWHERE.updatedAt]);
    expect(jsonBodies(server, 'PUT', '/customers/me/company')[1]).toMatchObject({
      tradeName: 'Constructora del Bajío',
      phone: '+524421234567',
    });
    expect(requestsTo(server, 'GET', '/customers/me/company').length).toBeGreaterThanOrEqual(3);
    expect(screen.queryByText(/difieren en/)).not.toBeInTheDocument();
    expect(saveButton()).toBeDisabled();
  });

  it('when the current data already is what was sent (an earlier answer lost), the form simply stands on it', async () => {
    let current = BAJIO;
    const { user } = await show(
      api({
        'GET /customers/me/company': () => [200, current],
        'PUT /customers/me/company': ({ body }) => {
          // The save went through, but its answer was lost on the way.
          current = { ...(body as CompanyProfile), updatedAt: '2026-11-22T11:00:00.000Z' };
          return 'drop';
        },
      }),
    );
    await fillAndSave(user, 'Teléfono', '4421234567');
    expect(await screen.findByText(NETWORK_ERROR_MESSAGE)).toBeInTheDocument();

    answer(server, api({ 'GET /customers/me/company': () => [200, current], 'PUT /customers/me/company': () => [409, STALE] }));
    await user.click(saveButton());
    expect(await screen.findByText('El perfil de tu empresa ya tiene estos datos guardados.')).toBeInTheDocument();
    expect(field('Teléfono')).toHaveValue('442 123 4567');
    expect(saveButton()).toBeDisabled();
    expect(screen.queryByText(/Otra pestaña o persona/)).not.toBeInTheDocument();
  });
});

describe('Mi perfil: leaving with unsaved changes', () => {
  it('asks once for the whole page, whichever of its forms holds the changes (Empresa, Mis datos personales)', async () => {
    const { user, router } = await show(api({ 'GET /users/me': () => [200, OWN] }));
    // Both forms are mounted (tab panels stay), each with its own changes to guard.
    await screen.findByDisplayValue('María José');
    await fill(user, 'Nombre comercial (opcional)', 'Bajío Obras');
    await user.click(screen.getByRole('link', { name: 'Ir a Inicio' }));

    const dialog = await screen.findByRole('alertdialog', { name: '¿Salir sin guardar?' });
    await user.click(within(dialog).getByRole('button', { name: 'Seguir editando' }));
    expect(router.state.location.pathname).toBe('/app/mi-perfil');
    expect(field('Nombre comercial (opcional)')).toHaveValue('Bajío Obras');

    // Undone there, changed in the other tab: still asked.
    await fill(user, 'Nombre comercial (opcional)', 'Constructora del Bajío');
    await user.click(screen.getByRole('tab', { name: 'Mis datos personales' }));
    const panel = screen.getByRole('tabpanel', { name: 'Mis datos personales' });
    await user.clear(within(panel).getByLabelText('Nombre(s)', { selector: 'input' }));
    await user.type(within(panel).getByLabelText('Nombre(s)', { selector: 'input' }), 'Majo');
    await user.click(screen.getByRole('link', { name: 'Ir a Inicio' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Salir sin guardar' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app'));
  });

  it('does not ask when no form has changes', async () => {
    answer(server, api({ 'GET /users/me': () => [200, OWN] }));
    const user = userEvent.setup();
    const { router } = render();
    await screen.findByDisplayValue('María José');
    await user.click(screen.getByRole('link', { name: 'Ir a Inicio' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app'));
  });
});

describe('Mi perfil: Mis datos personales', () => {
  it('edits the employer’s own name and phone (no fiscal data), and the header’s user follows', async () => {
    const { user, router, queryClient } = await show(
      api({ 'GET /users/me': () => [200, OWN], 'PATCH /users/me': ({ body }) => [200, { ...OWN, ...(body as object) }] }),
    );
    expect(screen.getByRole('tab', { name: 'Empresa' })).toHaveAttribute('aria-selected', 'true');
    await user.click(screen.getByRole('tab', { name: 'Mis datos personales' }));
    await waitFor(() => expect(router.state.location.search).toBe('?seccion=mis-datos'));

    const panel = screen.getByRole('tabpanel', { name: 'Mis datos personales' });
    await within(panel).findByDisplayValue('María José');
    expect(within(panel).queryByText('Datos fiscales')).not.toBeInTheDocument();
    expect(within(panel).queryByLabelText('RFC', { selector: 'input' })).not.toBeInTheDocument();
    expect(within(panel).getByRole('group', { name: 'Correo electrónico' })).toHaveTextContent(OWN.email);
    expect(within(panel).getByRole('link', { name: 'Cambiar correo' })).toHaveAttribute(
      'href',
      '/app/mi-perfil?seccion=seguridad&cambiar=correo',
    );

    const firstName = within(panel).getByLabelText('Nombre(s)', { selector: 'input' });
    await user.clear(firstName);
    await user.type(firstName, 'Majo');
    await user.click(within(panel).getByRole('button', { name: 'Guardar cambios' }));
    await screen.findByText('Guardamos tus datos.');
    expect(jsonBodies(server, 'PATCH', '/users/me')).toEqual([{ firstName: 'Majo' }]);
    expect(queryClient.getQueryData<User>(userQueryKey())?.firstName).toBe('Majo');
    expect(requestsTo(server, 'PUT', '/customers/me/company')).toHaveLength(0);
  });
});
