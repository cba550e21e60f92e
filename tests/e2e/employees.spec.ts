// Empleados (employers) against the Prism mock, at both sizes.
import { expect, test, type Page } from '@playwright/test';
import {
  expectNoHorizontalScroll,
  expectNoSeriousA11yViolations,
  fillNewEmployee,
  isPhone,
  preferExample,
  preferOn,
  signInAs,
  watchConsole,
} from './support';
import { DANIELA } from '../../src/features/employees/test/fixtures';

/** The list: a table on wide screens, a list of cards on phones. */
const employeeList = (page: Page) =>
  isPhone(page) ? page.getByRole('list', { name: 'Empleados' }) : page.getByRole('grid', { name: 'Empleados' });

async function openPage(page: Page, path = '/app/empleados') {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Empleados' })).toBeVisible();
  await expect(employeeList(page).getByText('Ana Sofía Martínez López')).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await signInAs(page, 'employer');
});

test('lists employees with server pagination and the filter in the URL, and passes axe', { tag: '@phone' }, async ({ page }) => {
  const console = watchConsole(page);
  const firstList = page.waitForRequest((r) => r.method() === 'GET' && new URL(r.url()).pathname === '/employees');
  await openPage(page);
  const filter = JSON.parse(new URL((await firstList).url()).searchParams.get('filter')!);
  expect(filter).toEqual({ order: ['lastName ASC', 'firstName ASC'], limit: 10, skip: 0 });

  const list = employeeList(page);
  await expect(list.getByText('Invitado').first()).toBeVisible();
  await expect(list.getByText('442 158 7734')).toBeVisible();
  await expect(page.getByText('Mostrando 1–10 de 23 empleados')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Paginación' })).toContainText('Página 1 de 3');
  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);

  // The search is debounced, sent as q (the words as typed, for the server to fold), and kept in the URL.
  const searched = page.waitForRequest((r) => new URL(r.url()).pathname === '/employees' && new URL(r.url()).searchParams.has('q'));
  await page.getByRole('searchbox', { name: 'Buscar empleados' }).fill('núñez');
  const sent = new URL((await searched).url()).searchParams;
  expect(sent.get('q')).toBe('núñez');
  expect(JSON.parse(sent.get('filter')!)).not.toHaveProperty('where');
  await expect(page).toHaveURL(/\?q=n%C3%BA%C3%B1ez$/);

  await page.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page).toHaveURL(/\?q=n%C3%BA%C3%B1ez&pagina=2$/);
  console.expectNone();
});

test('adds an employee, and a duplicate e-mail (409) shows on its field', async ({ page }) => {
  await openPage(page);
  const dialog = await fillNewEmployee(page, {
    firstName: 'Daniela',
    lastName: 'Castro Aguilar',
    email: 'daniela.castro@constructoradelbajio.mx',
    phone: '442 123 4567',
    position: 'Residente de obra',
  });
  await expectNoSeriousA11yViolations(page);

  const post = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/employees'));
  await dialog.getByRole('button', { name: 'Agregar empleado' }).click();
  expect((await post).postDataJSON()).toEqual(DANIELA);
  await expect(
    page.getByText('Agregamos a Daniela Castro Aguilar y le enviamos una invitación a daniela.castro@constructoradelbajio.mx.'),
  ).toBeVisible();
  await expect(dialog).toBeHidden();

  await preferOn(page, 'POST', '/employees', 'code=409');
  await fillNewEmployee(page, { firstName: 'Ana Sofía', lastName: 'Martínez López', email: 'ana.martinez@constructoradelbajio.mx' });
  await dialog.getByRole('button', { name: 'Agregar empleado' }).click();
  await expect(dialog.getByText('Ya tienes un empleado con ese correo.').last()).toBeVisible();
  await expect(dialog.getByLabel('Correo electrónico')).toHaveAttribute('aria-invalid', 'true');
  await expect(dialog.getByLabel('Correo electrónico')).toHaveValue('ana.martinez@constructoradelbajio.mx');
});

test('edits and removes an employee from the row menu', { tag: '@phone' }, async ({ page }) => {
  await openPage(page);
  await page.getByRole('button', { name: 'Acciones para Jorge Alberto Pérez Domínguez' }).click();
  await page.getByRole('menuitem', { name: 'Editar' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar a Jorge Alberto Pérez Domínguez' });
  await dialog.getByLabel('Puesto (opcional)').fill('Topógrafo sénior');
  const patch = page.waitForRequest((r) => r.method() === 'PATCH' && r.url().endsWith('/employees/6651a0c3e2b4d5f6a7b8c907'));
  await dialog.getByRole('button', { name: 'Guardar cambios' }).click();
  expect((await patch).postDataJSON()).toEqual({ position: 'Topógrafo sénior' });
  await expect(page.getByText('Guardamos los cambios de Jorge Alberto Pérez Domínguez.')).toBeVisible();

  await page.getByRole('button', { name: 'Acciones para Valeria Torres Méndez' }).click();
  await page.getByRole('menuitem', { name: 'Eliminar' }).click();
  const confirm = page.getByRole('alertdialog', { name: '¿Eliminar a Valeria Torres Méndez?' });
  const remove = page.waitForResponse((r) => r.request().method() === 'DELETE' && r.url().endsWith('/employees/6651a0c3e2b4d5f6a7b8c910'));
  await confirm.getByRole('button', { name: 'Eliminar' }).click();
  expect((await remove).status()).toBe(204);
  await expect(page.getByText('Eliminamos a Valeria Torres Méndez de tus empleados.')).toBeVisible();
});

test('imports a CSV: preview per row, then the result per row', async ({ page }) => {
  await openPage(page);
  await page.getByRole('button', { name: 'Importar CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importar empleados' });
  await expect(dialog.getByRole('link', { name: 'Descargar plantilla' })).toHaveAttribute('href', '/plantilla-empleados.csv');
  const csv = [
    'nombre,apellidos,correo,telefono,puesto,rfc,curp',
    'Daniela,Castro Aguilar,daniela.castro@constructoradelbajio.mx,442 123 4567,Residente de obra,,',
    'Héctor,Ibarra Luna,hector.ibarra@constructoradelbajio.mx,,,,',
    'Dani,Castro,daniela.castro@constructoradelbajio.mx,,,,',
    'Pedro,Gómez Treviño,pedro.gomez@,,,,',
  ].join('\r\n');
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'empleados bajio.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });

  const preview = dialog.getByRole('list', { name: 'Vista previa por fila' });
  await expect(preview.getByRole('listitem')).toHaveCount(4);
  await expect(preview.getByRole('listitem').filter({ hasText: 'Dani Castro' })).toContainText('Este correo ya aparece en la fila 2.');
  await expect(preview.getByRole('listitem').filter({ hasText: 'Pedro Gómez Treviño' })).toContainText('Con errores');
  await expectNoSeriousA11yViolations(page);

  const upload = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/employees/import'));
  await dialog.getByRole('button', { name: 'Importar 2 empleados' }).click();
  expect((await upload).postDataBuffer()?.toString('utf8')).toMatch(/filename="[A-Za-z0-9]{6}_empleados_bajio\.csv"/);
  const result = dialog.getByRole('list', { name: 'Resultado por fila' });
  await expect(result.getByRole('listitem')).toHaveCount(5);
  // The mock's example answer: its duplicate is Ana Sofía, whatever the file said.
  await expect(result.getByRole('listitem').filter({ hasText: 'Ana Sofía Martínez López' })).toContainText(
    'Ya tienes un empleado con este correo.',
  );
  await expect(dialog.getByText(/Agregamos 2 empleados/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Listo' }).click();
  await expect(dialog).toBeHidden();
});

test('without employees, invites to add or import', async ({ page }) => {
  await preferExample(page, '/employees', 'empty');
  await preferExample(page, '/employees/count', 'empty');
  await page.goto('/app/empleados');
  await expect(page.getByText('Aún no tienes empleados')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Importar CSV' })).toHaveCount(2);
  await expectNoSeriousA11yViolations(page);
});
