// Empleados against the development API: adding, editing, removing and importing stick, and the
// search and the order are the Spanish ones.
import { expect, test, type Page } from '@playwright/test';
import type { Employee } from '../../../src/features/employees/employee-form';
import { expectNoSeriousA11yViolations, isPhone, watchConsole } from '../support';
import { jsonParam, openWorld, type World } from './support';

/** The employees shown: table rows on wide screens, cards on phones. */
const employeeRows = (page: Page) =>
  isPhone(page)
    ? page.getByRole('list', { name: 'Empleados' }).getByRole('listitem')
    : page
        .getByRole('grid', { name: 'Empleados' })
        .getByRole('row')
        .filter({ hasNot: page.getByRole('columnheader') });

const employeeRow = (page: Page, name: string) => employeeRows(page).filter({ hasText: name });

const summary = (page: Page) => page.getByText(/^Mostrando \d+–\d+ de \d+ empleados?$/);

async function openPage(page: Page) {
  await page.goto('/app/empleados');
  await expect(page.getByRole('heading', { level: 1, name: 'Empleados' })).toBeVisible();
  await expect(employeeRows(page).first()).toBeVisible();
}

async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Buscar empleados' }).fill(text);
  await expect(page).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(text)}$`));
  await expect(page.getByText(/^Mostrando /)).toBeVisible();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

const countOnServer = async (world: World) => (await world.call<{ count: number }>('GET', '/employees/count')).count;
const findOnServer = async (world: World, email: string) =>
  (await world.call<Employee[]>('GET', `/employees?filter=${jsonParam({ where: { email } })}`))[0];

test('an employee added through the dialog is listed and counted', async ({ page }) => {
  const console = watchConsole(page);
  const world = await openWorld(page, 'employer');
  const before = await countOnServer(world);
  await openPage(page);
  await expect(summary(page)).toHaveText(`Mostrando 1–10 de ${before} empleados`);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Agregar empleado' }).click();
  const dialog = page.getByRole('dialog', { name: 'Agregar empleado' });
  await dialog.getByLabel('Nombre(s)').fill('Renata');
  await dialog.getByLabel('Apellidos').fill('Quiroz Almanza');
  await dialog.getByLabel('Correo electrónico').fill('renata.quiroz@constructoradelbajio.mx');
  await dialog.getByLabel('Puesto (opcional)').fill('Residente de obra');
  await dialog.getByRole('button', { name: 'Agregar empleado' }).click();
  await expect(
    page.getByText('Agregamos a Renata Quiroz Almanza y le enviamos una invitación a renata.quiroz@constructoradelbajio.mx.'),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(summary(page)).toHaveText(`Mostrando 1–10 de ${before + 1} empleados`);

  await search(page, 'quiroz');
  await expect(employeeRows(page)).toHaveCount(1);
  await expect(employeeRow(page, 'Renata Quiroz Almanza')).toContainText('Invitado');
  await expect(employeeRow(page, 'Renata Quiroz Almanza')).toContainText('Residente de obra');
  expect(await countOnServer(world)).toBe(before + 1);
  console.expectNone();
});

test('editing Óscar Iván Flores Ramírez names him, and the change is kept after a reload', async ({ page }) => {
  const console = watchConsole(page);
  const world = await openWorld(page, 'employer');
  await openPage(page);
  const name = 'Óscar Iván Flores Ramírez';
  await page.getByRole('button', { name: `Acciones para ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Editar' }).click();
  const dialog = page.getByRole('dialog', { name: `Editar a ${name}` });
  await dialog.getByLabel('Puesto (opcional)').fill('Jefe de maquinaria');
  await dialog.getByRole('button', { name: 'Guardar cambios' }).click();

  await expect(page.getByText(`Guardamos los cambios de ${name}.`)).toBeVisible();
  await expect(page.getByText(/Guardamos los cambios de Jorge Alberto Pérez Domínguez/)).toHaveCount(0);
  await expect(dialog).toBeHidden();
  await expect(employeeRow(page, name)).toContainText('Jefe de maquinaria');

  await page.reload();
  await expect(employeeRow(page, name)).toContainText('Jefe de maquinaria');
  await expect(employeeRow(page, 'Jorge Alberto Pérez Domínguez')).toHaveCount(0); // page 2: untouched, not shown
  expect((await findOnServer(world, 'oscar.flores@constructoradelbajio.mx')).position).toBe('Jefe de maquinaria');
  expect((await findOnServer(world, 'jorge.perez@constructoradelbajio.mx')).position).toBe('Topógrafo');
  console.expectNone();
});

test('a removed employee is gone, also after a reload', async ({ page }) => {
  const console = watchConsole(page);
  const world = await openWorld(page, 'employer');
  const before = await countOnServer(world);
  await openPage(page);
  const name = 'Andrés Bautista León';
  await expect(employeeRow(page, name)).toHaveCount(1);

  await page.getByRole('button', { name: `Acciones para ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Eliminar' }).click();
  await page
    .getByRole('alertdialog', { name: `¿Eliminar a ${name}?` })
    .getByRole('button', { name: 'Eliminar' })
    .click();
  await expect(page.getByText(`Eliminamos a ${name} de tus empleados.`)).toBeVisible();
  await expect(employeeRow(page, name)).toHaveCount(0);

  await page.reload();
  await expect(employeeRows(page).first()).toBeVisible();
  await expect(employeeRow(page, name)).toHaveCount(0);
  await expect(summary(page)).toHaveText(`Mostrando 1–10 de ${before - 1} empleados`);
  expect(await findOnServer(world, 'andres.bautista@constructoradelbajio.mx')).toBeUndefined();
  console.expectNone();
});

test('search ignores accents and case; the list starts in Spanish order', async ({ page }) => {
  const console = watchConsole(page);
  await openWorld(page, 'employer');
  await openPage(page);
  // Spanish order by last name: "Álvarez" first, not after "Zúñiga" as character codes would put it.
  // By position on purpose: the order is what is checked.
  await expect(employeeRows(page).nth(0)).toContainText('Daniela Álvarez Rodríguez');
  await expect(employeeRows(page).nth(1)).toContainText('Andrés Bautista León');
  await expect(employeeRows(page).nth(2)).toContainText('Itzel Cárdenas Muñoz');

  // Upper case without accents finds "Sofía": the server folds both, on any database.
  await search(page, 'SOFIA');
  await expect(employeeRows(page)).toHaveCount(2);
  await expect(employeeRow(page, 'Ana Sofía Martínez López')).toHaveCount(1);
  await expect(employeeRow(page, 'Sofía Ramírez Ortiz')).toHaveCount(1);
  await expect(summary(page)).toHaveText('Mostrando 1–2 de 2 empleados');

  await search(page, 'ÁLVAREZ');
  await expect(employeeRows(page)).toHaveCount(1);
  await expect(employeeRow(page, 'Daniela Álvarez Rodríguez')).toHaveCount(1);

  // "_" and "%" are text, not SQL wildcards: no name has them, so nothing is found.
  for (const wildcard of ['_', '%']) {
    await page.getByRole('searchbox', { name: 'Buscar empleados' }).fill(wildcard);
    await expect(page).toHaveURL(new RegExp(`\\?q=${encodeURIComponent(wildcard)}$`));
    await expect(page.getByText('No encontramos empleados con esos filtros')).toBeVisible();
  }
  await expectNoSeriousA11yViolations(page);
  console.expectNone();
});

test('a one-row CSV import adds the employee', async ({ page }) => {
  const console = watchConsole(page);
  const world = await openWorld(page, 'employer');
  const before = await countOnServer(world);
  await openPage(page);
  await page.getByRole('button', { name: 'Importar CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importar empleados' });
  const csv = [
    'nombre,apellidos,correo,telefono,puesto,rfc,curp',
    'Emiliano,Vargas Ochoa,emiliano.vargas@constructoradelbajio.mx,442 555 0101,Topógrafo,,',
  ].join('\r\n');
  await dialog.locator('input[type="file"]').setInputFiles({ name: 'nuevos.csv', mimeType: 'text/csv', buffer: Buffer.from(csv) });
  await expect(dialog.getByRole('list', { name: 'Vista previa por fila' }).getByRole('listitem')).toHaveCount(1);

  const answered = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/employees/import');
  await dialog.getByRole('button', { name: 'Importar 1 empleado' }).click();
  const result = await (await answered).json();
  expect(result).toMatchObject({ added: 1, duplicates: 0, invalid: 0 });
  await expect(dialog.getByRole('status')).toHaveText('Agregamos 1 empleado; les enviamos una invitación.');
  const rows = dialog.getByRole('list', { name: 'Resultado por fila' }).getByRole('listitem');
  await expect(rows).toHaveCount(1);
  await expect(rows.first()).toContainText('Agregado');
  await expect(rows.first()).toContainText('Emiliano Vargas Ochoa');
  await dialog.getByRole('button', { name: 'Listo' }).click();
  await expect(dialog).toBeHidden();

  await expect(summary(page)).toHaveText(`Mostrando 1–10 de ${before + 1} empleados`);
  await search(page, 'vargas');
  await expect(employeeRow(page, 'Emiliano Vargas Ochoa')).toContainText('Topógrafo');
  expect(await countOnServer(world)).toBe(before + 1);
  console.expectNone();
});
