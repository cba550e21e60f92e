import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NETWORK_ERROR_MESSAGE } from '@/lib/api/errors';
import type { Employee } from '../employee-form';
import { DANIELA, makeEmployee, makeEmployees } from '../test/fixtures';
import { failingPage, pagedRoutes, turnToFailingPage } from '@/test/list-pages';
import {
  answer,
  findToast,
  jsonBodies,
  renderApp,
  requestsTo,
  type RenderAppOptions,
  type Routes,
  TEST_USER_EMPLOYER,
  wholeText,
} from '@/test/render';
import { captureDownloads } from '@/test/downloads';
import { setupUploadTestApi } from '@/test/upload-env';
import { EmployeesPage } from './EmployeesPage';

// The CSV import uploads with XMLHttpRequest, which reads the base URL from the validated env.
const env = vi.hoisted(() => ({ apiBaseUrl: '' }));
vi.mock('@/config/env', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/config/env')>()),
  getEnv: () => ({ apiBaseUrl: env.apiBaseUrl, mockUser: null, sentryDsn: null, openpay: null, mode: 'test' }),
}));

const server = setupUploadTestApi(env);

/** A server with `total` employees that honours skip and limit. */
function paged(total: number, overrides: Routes = {}): Routes {
  return pagedRoutes('/employees', makeEmployees, 10, total, overrides);
}

const filters = () =>
  requestsTo(server, 'GET', '/employees').map((r) => JSON.parse(r.parsed.searchParams.get('filter')!) as Record<string, unknown>);
/** The `q` of each list (or count) request, null when none was sent. */
const searches = (path: '/employees' | '/employees/count') => requestsTo(server, 'GET', path).map((r) => r.parsed.searchParams.get('q'));
const wheres = () =>
  requestsTo(server, 'GET', '/employees/count').map((r) => {
    const where = r.parsed.searchParams.get('where');
    return where === null ? null : (JSON.parse(where) as unknown);
  });

function render(path = '/app/empleados', viewport: RenderAppOptions['viewport'] = 'desktop') {
  return renderApp({
    path,
    user: { ...TEST_USER_EMPLOYER },
    routes: [{ path: '/app/empleados', element: <EmployeesPage /> }],
    viewport,
  });
}

async function bodyRows() {
  const results = await screen.findByTestId('employees-results');
  await waitFor(() => expect(results).not.toHaveAttribute('aria-busy'));
  return within(within(results).getByRole('grid', { name: 'Empleados' }))
    .getAllByRole('row')
    .slice(1);
}

type User = ReturnType<typeof userEvent.setup>;

/** Answers with `routes`, shows Empleados at `path` and waits for its rows. */
async function show(routes: Routes, path?: string, user: User = userEvent.setup()) {
  answer(server, routes);
  const view = render(path);
  await bodyRows();
  return { user, ...view };
}

/** Picks `action` in the row menu of the employee `name`. */
async function pick(user: User, name: string, action: string) {
  await user.click(screen.getByRole('button', { name: `Acciones para ${name}` }));
  await user.click(await screen.findByRole('menuitem', { name: action }));
}

/** Opens the removal of `name` from its row menu; the confirmation dialog. */
async function openRemove(user: User, name: string) {
  await pick(user, name, 'Eliminar');
  return screen.findByRole('alertdialog', { name: `¿Eliminar a ${name}?` });
}

/** Opens "Agregar empleado", types `values` and sends them; the dialog. */
async function add(user: User, values: Record<string, string>) {
  await user.click(screen.getByRole('button', { name: 'Agregar empleado' }));
  const dialog = await screen.findByRole('dialog', { name: 'Agregar empleado' });
  await fill(user, dialog, values);
  await user.click(within(dialog).getByRole('button', { name: 'Agregar empleado' }));
  return dialog;
}

/** The text field `label` of `dialog`. */
const field = (dialog: HTMLElement, label: string) => within(dialog).getByLabelText(label, { selector: 'input' });

/** Types each value into its field of `dialog`, by label, in order. */
async function fill(user: User, dialog: HTMLElement, values: Record<string, string>) {
  for (const [label, value] of Object.entries(values)) {
    await user.click(field(dialog, label));
    await user.paste(value);
  }
}

const ANA = 'Ana Sofía Martínez López';

/** Edits Ana's position to "Jefa de obra" and saves; the dialog and its position field. */
async function editAnaPosition(user: User) {
  await pick(user, ANA, 'Editar');
  const dialog = await screen.findByRole('dialog', { name: `Editar a ${ANA}` });
  const position = field(dialog, 'Puesto (opcional)');
  await user.clear(position);
  await user.paste('Jefa de obra');
  await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
  return { dialog, position };
}

describe('Empleados: list', () => {
  it('asks for the first 10 by name and counts them all; the table shows each column', async () => {
    answer(server, paged(23));
    render();
    const rows = await bodyRows();
    expect(rows).toHaveLength(10);
    expect(filters()).toEqual([{ order: ['lastName ASC', 'firstName ASC'], limit: 10, skip: 0 }]);
    expect(wheres()).toEqual([null]);
    const first = within(rows[0]!);
    expect(first.getByText('Ana Sofía Martínez López')).toBeInTheDocument();
    expect(first.getByText('empleado0@constructoradelbajio.mx')).toBeInTheDocument();
    expect(first.getByText('442 158 7734')).toBeInTheDocument();
    expect(first.getByText('Ingeniera residente')).toBeInTheDocument();
    expect(first.getByText('Activo')).toBeInTheDocument();
    expect(first.getByText('5 feb 2024')).toBeInTheDocument();
    // The count is its own request: it may land after the rows.
    await waitFor(() => expect(screen.getByTestId('results-summary')).toHaveTextContent(/^Mostrando 1–10 de 23 empleados$/));
    expect(screen.getByRole('navigation', { name: 'Paginación' })).toHaveTextContent('Página 1 de 3');
  });

  it('pages on the server and keeps the page in the URL', async () => {
    const { user, router } = await show(paged(23));
    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(router.state.location.search).toBe('?pagina=2'));
    await waitFor(() => expect(screen.getByTestId('results-summary')).toHaveTextContent(/^Mostrando 11–20 de 23 empleados$/));
    expect(filters().at(-1)).toEqual({ order: ['lastName ASC', 'firstName ASC'], limit: 10, skip: 10 });
  });

  it('reads search, status, order and page from the URL', async () => {
    answer(server, paged(23));
    render('/app/empleados?q=ana&estado=invitado&orden=-alta&pagina=2');
    await bodyRows();
    const where = { status: 'invited' };
    expect(filters()).toEqual([{ where, order: ['createdAt DESC'], limit: 10, skip: 10 }]);
    expect(wheres()).toEqual([where]);
    // The search goes as q, the same on the list and its count, never as a pattern in the where.
    expect(searches('/employees')).toEqual(['ana']);
    expect(searches('/employees/count')).toEqual(['ana']);
    expect(screen.getByRole('searchbox', { name: 'Buscar empleados' })).toHaveValue('ana');
  });

  it('debounces the search, sends it as q and goes back to page 1', async () => {
    const { user, router } = await show(paged(23), '/app/empleados?pagina=3');
    await user.type(screen.getByRole('searchbox', { name: 'Buscar empleados' }), 'nuñez');
    await waitFor(() => expect(router.state.location.search).toBe('?q=nu%C3%B1ez'));
    await waitFor(() => expect(filters().at(-1)).toMatchObject({ skip: 0 }));
    const searched = searches('/employees').filter((q) => q !== null);
    // One request for the whole word, not one per key, as typed (the server folds the accents).
    expect(searched).toEqual(['nuñez']);
    expect(filters().at(-1)).toEqual({ order: ['lastName ASC', 'firstName ASC'], limit: 10, skip: 0 });
    expect(searches('/employees/count').at(-1)).toBe('nuñez');
  });

  it('filters by status and sorts by a column', async () => {
    const { user, router } = await show(paged(23));
    await user.click(screen.getByRole('button', { name: /Estado/ }));
    await user.click(await screen.findByRole('option', { name: 'Inactivo' }));
    await waitFor(() => expect(router.state.location.search).toBe('?estado=inactivo'));
    await waitFor(() => expect(wheres().at(-1)).toEqual({ status: 'inactive' }));

    await user.click(screen.getByRole('columnheader', { name: /Alta/ }));
    await waitFor(() => expect(router.state.location.search).toBe('?estado=inactivo&orden=alta'));
    await waitFor(() => expect(filters().at(-1)).toEqual({ where: { status: 'inactive' }, order: ['createdAt ASC'], limit: 10, skip: 0 }));
    await user.click(screen.getByRole('columnheader', { name: /Alta/ }));
    await waitFor(() => expect(filters().at(-1)).toMatchObject({ order: ['createdAt DESC'] }));
  });

  it('with no employees at all, invites to add or import', async () => {
    answer(server, paged(0));
    render();
    expect(await screen.findByText('Aún no tienes empleados')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'Agregar empleado' })).toHaveLength(2);
  });

  it('with filters that match nothing, offers to clear them', async () => {
    answer(server, paged(0));
    const user = userEvent.setup();
    const { router } = render('/app/empleados?q=zzz&estado=activo');
    expect(await screen.findByText('No encontramos empleados con esos filtros')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('searchbox', { name: 'Buscar empleados' })).toHaveValue('');
  });

  it('shows an error state, and "Reintentar" loads the list', async () => {
    let fail = true;
    answer(server, paged(3, { 'GET /employees': () => (fail ? 'drop' : [200, makeEmployees(3)]) }));
    const user = userEvent.setup();
    render();
    expect(await screen.findByText(NETWORK_ERROR_MESSAGE)).toBeInTheDocument();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await bodyRows()).toHaveLength(3);
  });

  it('a page that fails keeps the rows shown, says it failed, and Reintentar loads it', async () => {
    let fails = true;
    answer(
      server,
      failingPage(paged(23), 'GET /employees', 10, () => fails),
    );
    const user = userEvent.setup();
    const { router } = render();
    const first = (await bodyRows())[0]!.textContent;
    const alert = await turnToFailingPage(user, router, 'No pudimos cargar tus empleados');
    expect((await bodyRows())[0]).toHaveTextContent(first);

    fails = false;
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(summary()).toHaveTextContent('Mostrando 11–20 de 23 empleados'));
    expect((await bodyRows())[0]).not.toHaveTextContent(first);
    expect(screen.queryByText('No pudimos cargar tus empleados')).not.toBeInTheDocument();
  });

  it('a page past the end goes to the last page, replacing the URL', async () => {
    answer(server, paged(23));
    const { router } = render('/app/empleados?pagina=9');
    await waitFor(() => expect(router.state.location.search).toBe('?pagina=3'));
    expect(router.state.historyAction).toBe('REPLACE');
    await waitFor(() => expect(summary()).toHaveTextContent('Mostrando 21–23 de 23 empleados'));
  });

  it('on a phone, the table becomes a list with a sort choice', async () => {
    answer(server, paged(2));
    render('/app/empleados', 'phone');
    const list = await screen.findByRole('list', { name: 'Empleados' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.queryByRole('grid')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Ordenar por/ })).toBeInTheDocument();
  });

  it('on a phone, every e-mail is whole: it wraps (after the «@» first) instead of being cut', async () => {
    answer(server, paged(2));
    render('/app/empleados', 'phone');
    const list = await screen.findByRole('list', { name: 'Empleados' });
    for (const item of within(list).getAllByRole('listitem')) {
      const email = within(item).getByTestId('employee-email');
      expect(email.textContent).toMatch(/^[^@\s]+@[^@\s]+$/);
      // A break opportunity right after the «@», and nothing that clips (truncate, ellipsis, nowrap).
      expect(email.querySelector('wbr')?.previousSibling?.textContent).toMatch(/@$/);
      for (let node: HTMLElement | null = email; node && node !== item; node = node.parentElement) {
        expect(node.className).not.toMatch(/truncate|text-ellipsis|whitespace-nowrap|line-clamp/);
      }
    }
  });

  it('on a phone, the name sort says it sorts by apellidos, and does', async () => {
    answer(server, paged(12));
    const user = userEvent.setup();
    render('/app/empleados', 'phone');
    await screen.findByRole('list', { name: 'Empleados' });
    expect(screen.getByRole('button', { name: /Ordenar por/ })).toHaveTextContent('Apellidos (A-Z)');
    await user.click(screen.getByRole('button', { name: /Ordenar por/ }));
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual(
      expect.arrayContaining(['Apellidos (A-Z)', 'Apellidos (Z-A)']),
    );
    await user.click(screen.getByRole('option', { name: 'Apellidos (Z-A)' }));
    await waitFor(() => expect(filters().at(-1)).toMatchObject({ order: ['lastName DESC', 'firstName ASC'] }));
  });
});

describe('Empleados: add, edit, remove', () => {
  it('adds an employee with the exact body, a toast, and reloads the list', async () => {
    const { user } = await show(
      paged(3, { 'POST /employees': ({ body }) => [200, { ...makeEmployee(9), ...(body as object), id: 'new', status: 'invited' }] }),
    );
    const listRequests = filters().length;
    await add(user, {
      'Nombre(s)': 'Daniela',
      Apellidos: 'Castro  Aguilar',
      'Correo electrónico': 'Daniela.Castro@ConstructoraDelBajio.mx',
      'Teléfono (opcional)': '442 123 4567',
      'Puesto (opcional)': 'Residente de obra',
    });

    await findToast('Agregamos a Daniela Castro Aguilar y le enviamos una invitación a daniela.castro@constructoradelbajio.mx.');
    expect(jsonBodies(server, 'POST', '/employees')).toEqual([DANIELA]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(filters().length).toBeGreaterThan(listRequests));
  });

  it('checks the fields first and shows a duplicate e-mail (409) on its field, keeping the input', async () => {
    const { user } = await show(
      paged(3, {
        'POST /employees': () => [
          409,
          {
            message: 'Ya tienes un empleado con ese correo.',
            errors: [{ field: 'email', message: 'Ya tienes un empleado con ese correo.' }],
          },
        ],
      }),
    );
    const dialog = await add(user, { 'Correo electrónico': 'ana@x', 'RFC (opcional)': 'GODE561231GR' });
    expect(within(dialog).getByText('Escribe el nombre.')).toBeInTheDocument();
    expect(within(dialog).getByText('Escribe un correo válido, por ejemplo nombre@empresa.mx.')).toBeInTheDocument();
    expect(within(dialog).getByText('Ese RFC es de persona moral (12 caracteres); el de persona física tiene 13.')).toBeInTheDocument();
    await waitFor(() => expect(field(dialog, 'Nombre(s)')).toHaveFocus());
    expect(requestsTo(server, 'POST', '/employees')).toHaveLength(0);

    await fill(user, dialog, { 'Nombre(s)': 'Ana', Apellidos: 'López', 'Correo electrónico': '.mx' });
    await user.clear(field(dialog, 'RFC (opcional)'));
    await user.click(within(dialog).getByRole('button', { name: 'Agregar empleado' }));
    await waitFor(() =>
      expect(field(dialog, 'Correo electrónico')).toHaveAccessibleDescription(
        expect.stringContaining('Ya tienes un empleado con ese correo.'),
      ),
    );
    expect(field(dialog, 'Correo electrónico')).toHaveValue('ana@x.mx');
    expect(field(dialog, 'Nombre(s)')).toHaveValue('Ana');
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('a network failure keeps the dialog and what was typed', async () => {
    const { user } = await show(paged(3, { 'POST /employees': () => 'drop' }));
    const dialog = await add(user, {
      'Nombre(s)': 'Héctor',
      Apellidos: 'Ibarra Luna',
      'Correo electrónico': 'hector.ibarra@constructoradelbajio.mx',
    });
    // The answer was lost: the list, searched for the e-mail, says whether it was added (it was not).
    expect(
      await within(dialog).findByText(
        wholeText(`No agregamos a Héctor Ibarra Luna: comprobamos que no está en tu lista. ${NETWORK_ERROR_MESSAGE}`),
      ),
    ).toBeInTheDocument();
    expect(searches('/employees')).toContain('hector.ibarra@constructoradelbajio.mx');
    expect(field(dialog, 'Nombre(s)')).toHaveValue('Héctor');
    expect(field(dialog, 'Correo electrónico')).toHaveValue('hector.ibarra@constructoradelbajio.mx');
    expect(within(dialog).getByRole('button', { name: 'Agregar empleado' })).toBeEnabled();
  });

  it('edits an employee: only what changed is sent', async () => {
    const employees = [makeEmployee(0, { status: 'active' })];
    const { user } = await show({
      'GET /employees': () => [200, employees],
      'GET /employees/count': () => [200, { count: 1 }],
      'PATCH /employees/emp-0': ({ body }) => [200, { ...employees[0], ...(body as object) }],
    });
    await pick(user, 'Ana Sofía Martínez López', 'Editar');
    const dialog = await screen.findByRole('dialog', { name: 'Editar a Ana Sofía Martínez López' });
    const save = within(dialog).getByRole('button', { name: 'Guardar cambios' });
    expect(save).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: /Estado/ }));
    await user.click(await screen.findByRole('option', { name: 'Inactivo' }));
    await user.click(save);
    await findToast('Guardamos los cambios de Ana Sofía Martínez López.');
    expect(jsonBodies(server, 'PATCH', '/employees/emp-0')).toEqual([{ status: 'inactive' }]);
  });

  it('removes an employee after confirming', async () => {
    const { user } = await show(paged(3, { 'DELETE /employees/emp-1': () => [204] }));
    const dialog = await openRemove(user, 'Carlos Eduardo Gutiérrez Salinas');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    await findToast('Eliminamos a Carlos Eduardo Gutiérrez Salinas de tus empleados.');
    expect(requestsTo(server, 'DELETE', '/employees/emp-1')).toHaveLength(1);
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });

  it('sends an invited employee their invitation again, with a toast; only invited ones offer it', async () => {
    const { user } = await show(paged(3, { 'POST /employees/emp-2/invitation': () => [200, {}] }));
    await user.click(screen.getByRole('button', { name: 'Acciones para Ana Sofía Martínez López' }));
    expect(await screen.findByRole('menuitem', { name: 'Editar' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Reenviar invitación' })).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await pick(user, 'Guadalupe Hernández Cruz', 'Reenviar invitación');
    expect(
      await findToast('Enviamos de nuevo la invitación a empleado2@constructoradelbajio.mx. El enlace anterior ya no funciona.'),
    ).toBeInTheDocument();
    expect(requestsTo(server, 'POST', '/employees/emp-2/invitation')).toHaveLength(1);
  });

  it('an invitation already accepted (409) says so and reads the list again', async () => {
    const { user } = await show(
      paged(3, {
        'POST /employees/emp-2/invitation': () => [409, { message: 'Este empleado ya aceptó su invitación; no hay nada que reenviar.' }],
      }),
    );
    const lists = requestsTo(server, 'GET', '/employees').length;
    await pick(user, 'Guadalupe Hernández Cruz', 'Reenviar invitación');
    expect(await screen.findByText('Este empleado ya aceptó su invitación; no hay nada que reenviar.')).toBeInTheDocument();
    await waitFor(() => expect(requestsTo(server, 'GET', '/employees').length).toBeGreaterThan(lists));
  });

  it('a resend whose answer was lost claims no failure: it may have been sent', async () => {
    const { user } = await show(paged(3, { 'POST /employees/emp-2/invitation': () => 'drop' }));
    await pick(user, 'Guadalupe Hernández Cruz', 'Reenviar invitación');
    expect(await screen.findByText(/^No sabemos si se envió la invitación/)).toBeInTheDocument();
    expect(screen.queryByText(/No pudimos/)).not.toBeInTheDocument();
  });

  it('a removal the server refused stays in the dialog and says why', async () => {
    const { user } = await show(paged(3, { 'DELETE /employees/emp-1': () => [409, { message: 'Tiene pagos pendientes.' }] }));
    const dialog = await openRemove(user, 'Carlos Eduardo Gutiérrez Salinas');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await within(dialog).findByText('No pudimos eliminarlo. Tiene pagos pendientes.')).toBeInTheDocument();
  });

  it('a 500 on removing: the list, read again, says it is still there', async () => {
    const { user } = await show(paged(3, { 'DELETE /employees/emp-1': () => [500, { message: 'Intenta más tarde.' }] }));
    const dialog = await openRemove(user, 'Carlos Eduardo Gutiérrez Salinas');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(
      await within(dialog).findByText(
        wholeText('No pudimos eliminarlo: comprobamos que Carlos Eduardo Gutiérrez Salinas sigue en tu lista. Intenta más tarde.'),
      ),
    ).toBeInTheDocument();
  });

  it('a 503 on removing is not "ya no estaba": the dialog stays and says it was not removed', async () => {
    const { user } = await show(paged(3, { 'DELETE /employees/emp-1': () => [503, {}] }));
    const dialog = await openRemove(user, 'Carlos Eduardo Gutiérrez Salinas');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(
      await within(dialog).findByText(
        wholeText(
          'No pudimos eliminarlo: comprobamos que Carlos Eduardo Gutiérrez Salinas sigue en tu lista. Error (503). Intenta de nuevo en unos minutos.',
        ),
      ),
    ).toBeInTheDocument();
    expect(screen.queryByText(/ya no estaba en tu lista/)).not.toBeInTheDocument();
  });

  it('a real 404 on removing means it was already gone: the dialog closes and says so', async () => {
    const { user } = await show(paged(3, { 'DELETE /employees/emp-1': () => [404, { message: 'No encontramos a ese empleado.' }] }));
    const dialog = await openRemove(user, 'Carlos Eduardo Gutiérrez Salinas');
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await findToast('Carlos Eduardo Gutiérrez Salinas ya no estaba en tu lista.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  });
});

describe('Empleados: import', () => {
  const CSV = [
    'nombre,apellidos,correo,telefono,puesto,rfc,curp',
    'Daniela,Castro Aguilar,daniela.castro@constructoradelbajio.mx,442 123 4567,Residente de obra,,',
    'Héctor,Ibarra Luna,hector.ibarra@constructoradelbajio.mx,,,,',
    'Dani,Castro,daniela.castro@constructoradelbajio.mx,,,,',
    'Pedro,Gómez Treviño,pedro.gomez@,,,,',
  ].join('\n');

  it('previews each row, sends the file, and shows what the server did with each row', async () => {
    const { user } = await show(
      paged(3, {
        'POST /employees/import': () => [
          200,
          {
            added: 1,
            duplicates: 2,
            invalid: 1,
            rows: [
              {
                row: 2,
                status: 'added',
                email: 'daniela.castro@constructoradelbajio.mx',
                name: 'Daniela Castro Aguilar',
                reason: null,
                employeeId: 'e1',
              },
              {
                row: 3,
                status: 'duplicate',
                email: 'hector.ibarra@constructoradelbajio.mx',
                name: 'Héctor Ibarra Luna',
                reason: 'Ya tienes un empleado con este correo.',
                employeeId: null,
              },
              {
                row: 4,
                status: 'duplicate',
                email: 'daniela.castro@constructoradelbajio.mx',
                name: 'Dani Castro',
                reason: 'Este correo ya aparece en la fila 2.',
                employeeId: null,
              },
              {
                row: 5,
                status: 'invalid',
                email: 'pedro.gomez@',
                name: 'Pedro Gómez Treviño',
                reason: 'El correo no es válido.',
                employeeId: null,
              },
            ],
          },
        ],
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Importar CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Importar empleados' });
    expect(within(dialog).getByRole('link', { name: 'Descargar plantilla' })).toHaveAttribute('href', '/plantilla-empleados.csv');
    await user.upload(
      dialog.querySelector<HTMLInputElement>('input[type="file"]')!,
      new File([CSV], 'empleados.csv', { type: 'text/csv' }),
    );

    const preview = await within(dialog).findByRole('list', { name: 'Vista previa por fila' });
    const rows = within(preview).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/Fila 2.*Lista.*Daniela Castro Aguilar/),
      expect.stringMatching(/Fila 3.*Lista.*Héctor Ibarra Luna/),
      expect.stringMatching(/Fila 4.*Duplicado.*Este correo ya aparece en la fila 2\./),
      expect.stringMatching(/Fila 5.*Con errores.*Escribe un correo válido, por ejemplo nombre@empresa\.mx \(columna «correo»\)\./),
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Importar 2 empleados' }));

    const result = await within(dialog).findByRole('list', { name: 'Resultado por fila' });
    expect(within(result).getAllByRole('listitem')[1]).toHaveTextContent(/Duplicado.*Ya tienes un empleado con este correo\./);
    expect(within(dialog).getByText(/Agregamos 1 empleado; les enviamos una invitación\./)).toBeInTheDocument();
    const sent = requestsTo(server, 'POST', '/employees/import')[0]!;
    expect(sent.headers['content-type']).toMatch(/^multipart\/form-data/);
    expect(sent.text).toMatch(/name="file"; filename="[A-Za-z0-9]{6}_empleados\.csv"/);
    expect(sent.text).toContain('Héctor,Ibarra Luna');
  });

  it('reads a file Excel saved on Windows (Windows-1252) with its accents and sends its original bytes', async () => {
    // "CSV (delimitado por comas)" from Excel es-MX: one byte per character (é 0xE9, í 0xED, ú 0xFA, ñ 0xF1).
    const text = [
      'nombre,apellidos,correo,telefono,puesto,rfc,curp',
      'José María,Núñez,jose.nunez@constructoradelbajio.mx,442 123 4567,Almacén,,',
      'Íñigo,Peña Ruíz,inigo.pena@constructoradelbajio.mx,,,,',
    ].join('\r\n');
    const bytes = Uint8Array.from(text, (char) => char.charCodeAt(0));
    const { user } = await show(
      paged(3, {
        'POST /employees/import': () => [
          200,
          {
            added: 2,
            duplicates: 0,
            invalid: 0,
            rows: [
              {
                row: 2,
                status: 'added',
                email: 'jose.nunez@constructoradelbajio.mx',
                name: 'José María Núñez',
                reason: null,
                employeeId: 'e1',
              },
              {
                row: 3,
                status: 'added',
                email: 'inigo.pena@constructoradelbajio.mx',
                name: 'Íñigo Peña Ruíz',
                reason: null,
                employeeId: 'e2',
              },
            ],
          },
        ],
      }),
    );
    await user.click(screen.getByRole('button', { name: 'Importar CSV' }));
    const dialog = await screen.findByRole('dialog', { name: 'Importar empleados' });
    await user.upload(
      dialog.querySelector<HTMLInputElement>('input[type="file"]')!,
      new File([bytes], 'empleados excel.csv', { type: 'text/csv' }),
    );

    const preview = await within(dialog).findByRole('list', { name: 'Vista previa por fila' });
    const rows = within(preview).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringMatching(/^Fila 2ListaJosé María Núñezjose\.nunez@constructoradelbajio\.mx$/),
      expect.stringMatching(/^Fila 3ListaÍñigo Peña Ruízinigo\.pena@constructoradelbajio\.mx$/),
    ]);
    expect(within(dialog).queryByText('Con errores')).not.toBeInTheDocument();
    expect(within(dialog).queryByText(/�/)).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Importar 2 empleados' }));

    await within(dialog).findByRole('list', { name: 'Resultado por fila' });
    const sent = requestsTo(server, 'POST', '/employees/import')[0]!;
    // The file as it was chosen, not re-encoded: the server reads it and counts its lines itself.
    expect(sent.body.indexOf(Buffer.from(bytes))).toBeGreaterThan(0);
    expect(sent.body.indexOf(Buffer.from('José', 'utf8'))).toBe(-1);
  });

  it('refuses a file that is not the template before sending anything', async () => {
    const { user } = await show(paged(3), undefined, userEvent.setup({ applyAccept: false }));
    await user.click(screen.getByRole('button', { name: 'Importar CSV' }));
    const dialog = await screen.findByRole('dialog');
    const input = () => dialog.querySelector<HTMLInputElement>('input[type="file"]')!;
    await user.upload(input(), new File(['x'], 'empleados.xlsx', { type: 'application/vnd.ms-excel.sheet' }));
    expect(await within(dialog).findByText(/no es un archivo CSV/)).toBeInTheDocument();
    await user.upload(input(), new File(['nombre,puesto\nAna,Compras'], 'lista.csv', { type: 'text/csv' }));
    expect(
      await within(dialog).findByText('Faltan las columnas «apellidos», «correo» en la primera fila. Usa la plantilla.'),
    ).toBeInTheDocument();
    expect(requestsTo(server, 'POST', '/employees/import')).toHaveLength(0);
  });
});

/**
 * A server holding `employees` (changed by the writes the test routes make): the search `q` (every
 * word in the name, e-mail or RFC), `skip` and `limit`, and the count.
 */
function holding(employees: Employee[], routes: Routes = {}): Routes {
  const matching = (url: URL) => {
    const words = (url.searchParams.get('q') ?? '').toLowerCase().split(/\s+/u).filter(Boolean);
    return employees.filter((e) =>
      words.every((word) => `${e.firstName} ${e.lastName} ${e.email} ${e.rfc ?? ''}`.toLowerCase().includes(word)),
    );
  };
  return {
    'GET /employees': ({ url }) => {
      const filter = JSON.parse(url.searchParams.get('filter') ?? '{}') as { skip?: number; limit?: number };
      const skip = filter.skip ?? 0;
      return [200, matching(url).slice(skip, skip + (filter.limit ?? 10))];
    },
    'GET /employees/count': ({ url }) => [200, { count: matching(url).length }],
    ...routes,
  };
}

const summary = () => screen.getByTestId('results-summary');

describe('Empleados: a write whose answer is lost shows what the server did', () => {
  const CARLOS = 'Carlos Eduardo Gutiérrez Salinas';

  it('a removal whose answer never came: the list, read again, shows it gone, and the count follows', async () => {
    const employees = makeEmployees(12);
    const { user } = await show(
      holding(employees, {
        'DELETE /employees/emp-1': () => {
          employees.splice(1, 1); // removed on the server, then the answer is lost
          return 'drop';
        },
      }),
    );
    await waitFor(() => expect(summary()).toHaveTextContent('Mostrando 1–10 de 12 empleados'));
    const dialog = await openRemove(user, CARLOS);
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));

    expect(await findToast(`Eliminamos a ${CARLOS} de tus empleados.`)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(screen.queryByText(/No pudimos eliminar/)).not.toBeInTheDocument();
    await waitFor(() => expect(summary()).toHaveTextContent('Mostrando 1–10 de 11 empleados'));
    expect((await bodyRows()).map((row) => row.textContent)).not.toContainEqual(expect.stringContaining(CARLOS));
    // It was searched for by its e-mail, not assumed.
    expect(searches('/employees')).toContain('empleado1@constructoradelbajio.mx');
  });

  it('an emptied 404 (no message: a proxy, not the server) is not "ya no estaba": the list says it is still there', async () => {
    const { user } = await show(holding(makeEmployees(3), { 'DELETE /employees/emp-1': () => [404] }));
    const dialog = await openRemove(user, CARLOS);
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(
      await within(dialog).findByText(wholeText(`No pudimos eliminarlo: comprobamos que ${CARLOS} sigue en tu lista. No Encontrado.`)),
    ).toBeInTheDocument();
    expect(screen.queryByText(/ya no estaba/)).not.toBeInTheDocument();
  });

  it('when the list cannot be read again either, it says it could not confirm; trying again tells', async () => {
    const employees = makeEmployees(3);
    let deletes = 0;
    const routes = holding(employees);
    const { user } = await show({
      ...routes,
      // The search that would confirm fails; the list itself loads.
      'GET /employees': (request) =>
        request.url.searchParams.get('q') ? [500, { message: 'Error 500' }] : routes['GET /employees']!(request),
      'DELETE /employees/emp-1': () => {
        deletes += 1;
        if (deletes === 1) {
          employees.splice(1, 1);
          return 'drop';
        }
        return [404, { message: 'No encontramos a ese empleado.' }];
      },
    });
    const dialog = await openRemove(user, CARLOS);
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(
      await within(dialog).findByText(
        wholeText(
          `No pudimos confirmar si se eliminó. ${NETWORK_ERROR_MESSAGE} Puedes intentarlo de nuevo: si ya se eliminó, te lo diremos.`,
        ),
      ),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await findToast(`${CARLOS} ya no estaba en tu lista.`)).toBeInTheDocument();
  });

  it('an addition whose answer never came: found in the list, so it was added', async () => {
    const employees = makeEmployees(3);
    const { user } = await show(
      holding(employees, {
        'POST /employees': ({ body }) => {
          employees.push({ ...makeEmployee(9), ...(body as object), id: 'new', status: 'invited' });
          return 'drop';
        },
      }),
    );
    await add(user, {
      'Nombre(s)': 'Héctor',
      Apellidos: 'Ibarra Luna',
      'Correo electrónico': 'Hector.Ibarra@constructoradelbajio.mx',
    });
    expect(
      await findToast('Agregamos a Héctor Ibarra Luna y le enviamos una invitación a hector.ibarra@constructoradelbajio.mx.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(summary()).toHaveTextContent('Mostrando 1–4 de 4 empleados'));
  });

  it('a change whose answer came emptied (a 502 with no body): read again, it was saved', async () => {
    const employees = [makeEmployee(0, { status: 'active' })];
    const { user } = await show(
      holding(employees, {
        'PATCH /employees/emp-0': ({ body }) => {
          Object.assign(employees[0]!, body);
          return [502];
        },
      }),
    );
    await editAnaPosition(user);
    expect(await findToast('Guardamos los cambios de Ana Sofía Martínez López.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('a change whose answer never came and was not saved: the dialog keeps it and says so', async () => {
    const { user } = await show(holding([makeEmployee(0, { status: 'active' })], { 'PATCH /employees/emp-0': () => 'drop' }));
    const { dialog, position } = await editAnaPosition(user);
    expect(
      await within(dialog).findByText(wholeText(`No se guardaron los cambios: lo comprobamos en tu lista. ${NETWORK_ERROR_MESSAGE}`)),
    ).toBeInTheDocument();
    expect(position).toHaveValue('Jefa de obra');
  });
});

describe('Empleados: search and summary', () => {
  it('drops invisible characters from the search before sending it', async () => {
    const { user, router } = await show(holding(makeEmployees(12)));
    await user.click(screen.getByRole('searchbox', { name: 'Buscar empleados' }));
    // Pasted from a chat: a zero-width space inside the word and a soft hyphen.
    await user.paste('Mar\u200Btí\u00ADnez');
    await waitFor(() => expect(searches('/employees').at(-1)).toBe('Martínez'));
    expect(searches('/employees/count').at(-1)).toBe('Martínez');
    await waitFor(() => expect(router.state.location.search).toContain('q='));
    expect(await bodyRows()).toHaveLength(2);
  });

  it('says nothing about the rows while the next list or its count loads (never "1–10 de 1")', async () => {
    const employees = makeEmployees(12);
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const routes = holding(employees);
    const { user } = await show({
      ...routes,
      'GET /employees': (request) =>
        request.url.searchParams.get('q') ? held.then(() => routes['GET /employees']!(request)) : routes['GET /employees']!(request),
    });
    await user.type(screen.getByRole('searchbox', { name: 'Buscar empleados' }), 'ríos');
    // The count of the search has answered (1); its rows have not: the old page is still shown.
    await waitFor(() => expect(searches('/employees/count').at(-1)).toBe('ríos'));
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(summary()).not.toHaveTextContent(/Mostrando/);
    expect(summary()).toHaveTextContent('Cargando…');
    release();
    await waitFor(() => expect(summary()).toHaveTextContent(/^Mostrando 1–1 de 1 empleado$/));
  });

  it('numbers in the summary are written as in Mexico', async () => {
    answer(server, paged(1234));
    render('/app/empleados?pagina=101');
    await waitFor(() => expect(summary()).toHaveTextContent(/^Mostrando 1,001–1,010 de 1,234 empleados$/));
  });

  it('when the count fails, the list still pages and Reintentar counts again', async () => {
    let countFails = true;
    const routes = holding(makeEmployees(23));
    answer(server, { ...routes, 'GET /employees/count': (request) => (countFails ? 'drop' : routes['GET /employees/count']!(request)) });
    const user = userEvent.setup();
    const { router } = render();
    expect(await bodyRows()).toHaveLength(10);
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos contar cuántos empleados hay en total.');
    expect(summary()).toHaveTextContent(/^Mostrando 1–10$/);
    expect(screen.queryByText('No pudimos cargar tus empleados')).not.toBeInTheDocument();

    const pager = () => screen.getByRole('navigation', { name: 'Paginación' });
    await user.click(within(pager()).getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(router.state.location.search).toBe('?pagina=2'));
    await user.click(within(pager()).getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(summary()).toHaveTextContent(/^Mostrando 21–23$/));
    expect(within(pager()).getByRole('button', { name: 'Siguiente' })).toBeDisabled();

    countFails = false;
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(summary()).toHaveTextContent('Mostrando 21–23 de 23 empleados'));
    expect(pager()).toHaveTextContent('Página 3 de 3');
  });

  it('without the count, an empty page past the end says so and leads back', async () => {
    const routes = holding(makeEmployees(20));
    answer(server, { ...routes, 'GET /employees/count': () => [503, {}] });
    const user = userEvent.setup();
    const { router } = render('/app/empleados?pagina=3');
    expect(await screen.findByText('No hay más empleados')).toBeInTheDocument();
    expect(screen.queryByText('Aún no tienes empleados')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ir a la página anterior' }));
    await waitFor(() => expect(router.state.location.search).toBe('?pagina=2'));
    expect(await bodyRows()).toHaveLength(10);
  });
});

describe('Empleados: a session that expires in the dialog', () => {
  it('keeps what was typed in "Agregar empleado" and offers it back after signing in again', async () => {
    answer(server, paged(3, { 'POST /employees': () => [401, { message: 'Sesión expirada' }] }));
    const user = userEvent.setup();
    const first = render();
    await bodyRows();
    let dialog = await add(user, {
      'Nombre(s)': 'Renata',
      Apellidos: 'Quiroz Almanza',
      'Correo electrónico': 'renata.quiroz@constructoradelbajio.mx',
      'Puesto (opcional)': 'Residente de obra',
    });
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/login'));
    expect(new URLSearchParams(first.router.state.location.search).get('volver')).toBe('/app/empleados');
    first.unmount();

    // Signed in again, back on Empleados.
    answer(
      server,
      paged(3, { 'POST /employees': ({ body }) => [200, { ...makeEmployee(9), ...(body as object), id: 'new', status: 'invited' }] }),
    );
    render();
    await bodyRows();
    const notice = await screen.findByRole('status', { name: 'Cambios recuperados' });
    expect(notice).toHaveTextContent('Tu sesión expiró antes de que guardaras el empleado que estabas agregando.');
    await user.click(within(notice).getByRole('button', { name: 'Recuperar' }));
    dialog = await screen.findByRole('dialog', { name: 'Agregar empleado' });
    expect(field(dialog, 'Nombre(s)')).toHaveValue('Renata');
    expect(field(dialog, 'Correo electrónico')).toHaveValue('renata.quiroz@constructoradelbajio.mx');
    expect(screen.queryByRole('status', { name: 'Cambios recuperados' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Agregar empleado' }));
    await findToast(/Agregamos a Renata Quiroz Almanza/);
    expect(jsonBodies(server, 'POST', '/employees').at(-1)).toEqual({
      firstName: 'Renata',
      lastName: 'Quiroz Almanza',
      email: 'renata.quiroz@constructoradelbajio.mx',
      phone: null,
      position: 'Residente de obra',
      rfc: null,
      curp: null,
    });
  });

  it('keeps the changes typed while editing, for that employee', async () => {
    const ana = makeEmployee(0, { status: 'active' });
    answer(server, holding([ana], { 'PATCH /employees/emp-0': () => [401, {}] }));
    const user = userEvent.setup();
    const first = render();
    await bodyRows();
    let { dialog } = await editAnaPosition(user);
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/login'));
    first.unmount();

    answer(server, holding([ana], { 'PATCH /employees/emp-0': ({ body }) => [200, { ...ana, ...(body as object) }] }));
    render();
    const notice = await screen.findByRole('status', { name: 'Cambios recuperados' });
    expect(notice).toHaveTextContent('antes de que guardaras los cambios de Ana Sofía Martínez López.');
    await user.click(within(notice).getByRole('button', { name: 'Recuperar' }));
    dialog = await screen.findByRole('dialog', { name: 'Editar a Ana Sofía Martínez López' });
    expect(field(dialog, 'Puesto (opcional)')).toHaveValue('Jefa de obra');
    await user.click(within(dialog).getByRole('button', { name: 'Guardar cambios' }));
    await findToast('Guardamos los cambios de Ana Sofía Martínez López.');
    expect(jsonBodies(server, 'PATCH', '/employees/emp-0').at(-1)).toEqual({ position: 'Jefa de obra' });
  });

  it('a kept draft can be discarded', async () => {
    answer(server, paged(3));
    sessionStorage.setItem(
      `cotiza:borrador:${TEST_USER_EMPLOYER.id}:empleado`,
      JSON.stringify({ savedAt: Date.now(), value: { employee: null, values: { firstName: 'Renata' } } }),
    );
    const user = userEvent.setup();
    render();
    const notice = await screen.findByRole('status', { name: 'Cambios recuperados' });
    await user.click(within(notice).getByRole('button', { name: 'Descartar' }));
    expect(screen.queryByRole('status', { name: 'Cambios recuperados' })).not.toBeInTheDocument();
    expect(sessionStorage.getItem(`cotiza:borrador:${TEST_USER_EMPLOYER.id}:empleado`)).toBeNull();
  });
});

describe('Empleados: export', () => {
  it('exports every employee of the search and status shown, in the list order, as a CSV Excel opens', async () => {
    const employees = makeEmployees(230).map((employee, index) =>
      index === 3 ? { ...employee, position: '=HYPERLINK("https://malo.example")' } : employee,
    );
    const downloads = captureDownloads();
    const { user } = await show(holding(employees), '/app/empleados?q=constructoradelbajio&estado=activo&orden=-alta');
    const before = filters().length;
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    await screen.findByText(/^Exportamos 230 empleados en empleados-cotiza-\d{4}-\d{2}-\d{2}\.csv\.$/);

    // The count with the same conditions, then pages of 100 in the list's order.
    const exportPages = filters().slice(before);
    expect(exportPages).toEqual(
      [0, 100, 200].map((skip) => ({ where: { status: 'active' }, order: ['createdAt DESC'], limit: 100, skip })),
    );
    expect(searches('/employees').slice(-3)).toEqual(['constructoradelbajio', 'constructoradelbajio', 'constructoradelbajio']);
    expect(wheres().at(-1)).toEqual({ status: 'active' });

    const text = await downloads.text(0);
    expect(text.startsWith('\uFEFF')).toBe(true);
    const lines = text.slice(1).trimEnd().split('\r\n');
    expect(lines).toHaveLength(231);
    expect(lines[0]).toBe('Nombre(s),Apellidos,Correo electrónico,Teléfono,Puesto,RFC,CURP,Estado,Fecha de alta');
    expect(lines[1]).toBe(
      'Ana Sofía,Martínez López,empleado0@constructoradelbajio.mx,442 158 7734,Ingeniera residente,,,Activo,05/02/2024',
    );
    // A cell a spreadsheet would run as a formula is written as text.
    expect(lines[4]).toContain(`,"'=HYPERLINK(""https://malo.example"")",`);
    downloads.restore();
  });

  it('a failed page gives no file, says why, and Reintentar exports again', async () => {
    let fail = true;
    const routes = holding(makeEmployees(120));
    const downloads = captureDownloads();
    const { user } = await show({
      ...routes,
      'GET /employees': (request) => {
        const filter = JSON.parse(request.url.searchParams.get('filter') ?? '{}') as { skip?: number };
        return fail && filter.skip === 100 ? [500, { message: 'Error 500' }] : routes['GET /employees']!(request);
      },
    });
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    const problem = await screen.findByText('No pudimos exportar tus empleados. Error 500.');
    expect(downloads.blobs).toHaveLength(0);
    fail = false;
    await user.click(within(problem.closest('[role="alert"]') as HTMLElement).getByRole('button', { name: 'Reintentar' }));
    await screen.findByText(/^Exportamos 120 empleados en /);
    expect(await downloads.text(0)).toContain('empleado119@constructoradelbajio.mx');
    downloads.restore();
  });
});
