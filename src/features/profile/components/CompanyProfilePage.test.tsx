import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { NETWORK_ERROR_MESSAGE } from '@/lib/api/errors';
import { userQueryKey, type User } from '@/lib/session';
import type { TestServer } from '@/test/http-server';
import type { CompanyProfile } from '../api/get-company-profile';
import { answer, jsonBodies, renderApp, requestsTo, startApi, type Routes, TEST_USER_EMPLOYER } from '@/test/render';
import { CompanyProfilePage } from './CompanyProfilePage';

const env = vi.hoisted(() => ({ apiBaseUrl: '' }));
vi.mock('@/config/env', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/config/env')>()),
  getEnv: () => ({ apiBaseUrl: env.apiBaseUrl, mockUser: null, sentryDsn: null, openpay: null, mode: 'test' }),
}));

const BAJIO: CompanyProfile = {
  legalName: 'CONSTRUCTORA DEL BAJIO',
  tradeName: 'Constructora del Bajío',
  rfc: 'CBA090615K22',
  fiscalRegime: '601',
  cfdiUse: 'G03',
  contactName: 'María José Hernández Ñúñez',
  contactEmail: 'mariajose.hernandez@constructoradelbajio.mx',
  phone: '+524422156789',
  address: {
    street: 'Av. Constituyentes',
    exteriorNumber: '120',
    interiorNumber: 'Piso 3',
    neighborhood: 'Centro',
    municipality: 'Querétaro',
    state: 'QUE',
    postalCode: '76000',
  },
  logoUrl: '/logos/constructora-del-bajio.png',
  updatedAt: '2026-10-14T17:32:08.000Z',
};

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

let server: TestServer;
beforeAll(async () => {
  server = await startApi();
  env.apiBaseUrl = server.url;
});
afterAll(() => server.close());
beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
  server.requests.length = 0;
});
afterEach(() => vi.unstubAllGlobals());

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
    user: { ...TEST_USER_EMPLOYER } as User,
    routes: [{ path: '/app/mi-perfil', element: <CompanyProfilePage /> }],
  });
}

const saveButton = () => screen.getByRole('button', { name: 'Guardar cambios' });
const field = (label: string) => screen.getByLabelText(label, { selector: 'input' });

/** Pastes instead of typing key by key: the same events for the field, much faster in jsdom. */
async function fill(user: ReturnType<typeof userEvent.setup>, label: string, value: string) {
  await user.clear(field(label));
  if (value !== '') await user.paste(value);
}

async function choose(user: ReturnType<typeof userEvent.setup>, select: RegExp, option: RegExp) {
  await user.click(screen.getByRole('button', { name: select }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('Mi perfil', () => {
  it('shows the company and saves the whole profile (PUT) after a change', async () => {
    answer(server, api());
    const user = userEvent.setup();
    render();
    await screen.findByDisplayValue('CONSTRUCTORA DEL BAJIO');
    expect(field('Teléfono')).toHaveValue('442 215 6789');
    expect(saveButton()).toBeDisabled();

    await fill(user, 'Número exterior', '122');
    await user.click(saveButton());

    await screen.findByText('Guardamos el perfil de tu empresa.');
    const { updatedAt: _updatedAt, ...input } = BAJIO;
    expect(jsonBodies(server, 'PUT', '/customers/me/company')).toEqual([
      { ...input, address: { ...BAJIO.address, exteriorNumber: '122' } },
    ]);
    expect(saveButton()).toBeDisabled();
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
    await fill(user, 'RFC de la empresa', 'cba090615k22');
    await user.click(saveButton());
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
    expect(jsonBodies(server, 'PUT', '/customers/me/company')).toEqual([
      {
        legalName: 'CONSTRUCTORA DEL BAJIO',
        tradeName: null,
        rfc: 'CBA090615K22',
        fiscalRegime: '601',
        cfdiUse: null,
        contactName: 'María José Hernández Ñúñez',
        contactEmail: 'mariajose.hernandez@constructoradelbajio.mx',
        phone: '+524422156789',
        address: {
          street: 'Av. Constituyentes',
          exteriorNumber: '120',
          interiorNumber: null,
          neighborhood: 'Centro',
          municipality: 'Querétaro',
          state: 'QUE',
          postalCode: '76000',
        },
        logoUrl: null,
      },
    ]);
    expect(screen.queryByText('Aún no registras los datos de tu empresa.')).not.toBeInTheDocument();
  });

  it('refuses a person RFC for the company', async () => {
    answer(server, api());
    const user = userEvent.setup();
    render();
    await screen.findByDisplayValue('CONSTRUCTORA DEL BAJIO');
    await fill(user, 'RFC de la empresa', 'GODE561231GR8');
    await user.click(saveButton());
    await waitFor(() =>
      expect(field('RFC de la empresa')).toHaveAccessibleDescription(
        expect.stringContaining('Ese RFC es de persona física (13 caracteres); el de una empresa tiene 12.'),
      ),
    );
  });

  it('puts a duplicate RFC (409) on the RFC field and keeps the input', async () => {
    answer(
      server,
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
    const user = userEvent.setup();
    render();
    await screen.findByDisplayValue('CONSTRUCTORA DEL BAJIO');
    await fill(user, 'RFC de la empresa', 'EKU9003173C9');
    await user.click(saveButton());
    await waitFor(() =>
      expect(field('RFC de la empresa')).toHaveAccessibleDescription(
        expect.stringContaining('Ese RFC ya está registrado por otra empresa.'),
      ),
    );
    expect(field('RFC de la empresa')).toHaveValue('EKU9003173C9');
  });

  it('a network failure keeps the input', async () => {
    answer(server, api({ 'PUT /customers/me/company': () => 'drop' }));
    const user = userEvent.setup();
    render();
    await screen.findByDisplayValue('CONSTRUCTORA DEL BAJIO');
    await fill(user, 'Colonia', 'Centro Sur');
    await user.click(saveButton());
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
    answer(server, api({ 'POST /files': () => [200, stored] }));
    const user = userEvent.setup();
    render();
    await screen.findByDisplayValue('CONSTRUCTORA DEL BAJIO');
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

describe('Mi perfil: Mis datos personales', () => {
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

  it('edits the employer’s own name and phone (no fiscal data), and the header’s user follows', async () => {
    answer(server, api({ 'GET /users/me': () => [200, OWN], 'PATCH /users/me': ({ body }) => [200, { ...OWN, ...(body as object) }] }));
    const user = userEvent.setup();
    const { router, queryClient } = render();
    await screen.findByDisplayValue('CONSTRUCTORA DEL BAJIO');
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
