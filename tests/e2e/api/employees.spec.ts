// Empleados against the development API: adding, editing, removing and importing stick, and the
// search and the order are the Spanish ones.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import type { Employee } from '../../../src/features/employees/employee-form';
import {
  expectEmployeeAdded,
  expectNoHorizontalScroll,
  expectNoSeriousA11yViolations,
  fillNewEmployee,
  isPhone,
  watchConsole,
} from '../support';
import { jsonParam, openWorld, uniqueEmail, type World, openWatchedWorld } from './support';

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

const RENATA = {
  firstName: 'Renata',
  lastName: 'Quiroz Almanza',
  email: 'renata.quiroz@constructoradelbajio.mx',
  position: 'Residente de obra',
};

/**
 * A fresh world's Empleados with a CSV chosen in «Importar empleados»: the header, Emiliano Vargas
 * Ochoa's valid row, then `rows`. `before` is how many employees the server had.
 */
async function importCsv(page: Page, name: string, rows: string[]) {
  const world = await openWorld(page, 'employer');
  const before = await countOnServer(world);
  await openPage(page);
  await page.getByRole('button', { name: 'Importar CSV' }).click();
  const dialog = page.getByRole('dialog', { name: 'Importar empleados' });
  const csv = [
    'nombre,apellidos,correo,telefono,puesto,rfc,curp',
    'Emiliano,Vargas Ochoa,emiliano.vargas@constructoradelbajio.mx,442 555 0101,Topógrafo,,',
    ...rows,
  ].join('\r\n');
  await dialog.locator('input[type="file"]').setInputFiles({ name, mimeType: 'text/csv', buffer: Buffer.from(csv) });
  return { world, before, dialog };
}

const countOnServer = async (world: World) => (await world.call<{ count: number }>('GET', '/employees/count')).count;
const findOnServer = async (world: World, email: string) =>
  (await world.call<Employee[]>('GET', `/employees?filter=${jsonParam({ where: { email } })}`))[0];

test('an employee added through the dialog is listed and counted', { tag: '@phone' }, async ({ page }) => {
  const { console, world } = await openWatchedWorld(page, 'employer');
  const before = await countOnServer(world);
  await openPage(page);
  await expect(summary(page)).toHaveText(`Mostrando 1–10 de ${before} empleados`);
  await expectNoSeriousA11yViolations(page);

  const dialog = await fillNewEmployee(page, RENATA);
  await expectEmployeeAdded(page, dialog, RENATA);
  await expect(summary(page)).toHaveText(`Mostrando 1–10 de ${before + 1} empleados`);

  await search(page, 'quiroz');
  await expect(employeeRows(page)).toHaveCount(1);
  await expect(employeeRow(page, 'Renata Quiroz Almanza')).toContainText('Invitado');
  await expect(employeeRow(page, 'Renata Quiroz Almanza')).toContainText('Residente de obra');
  expect(await countOnServer(world)).toBe(before + 1);
  console.expectNone();
});

test('editing Óscar Iván Flores Ramírez names him, and the change is kept after a reload', { tag: '@seed' }, async ({ page }) => {
  const { console, world } = await openWatchedWorld(page, 'employer');
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
  const { console, world } = await openWatchedWorld(page, 'employer');
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

test('on a phone every e-mail reads whole, wrapped inside its card, never cut', { tag: '@phone' }, async ({ page }) => {
  test.skip(!isPhone(page), 'phones: the desktop table has room for the e-mail under the name');
  await openWorld(page, 'employer');
  await openPage(page);
  const emails = page.getByTestId('employee-email');
  await expect(emails.first()).toBeVisible();
  const shapes = await emails.evaluateAll((nodes) =>
    nodes.map((node) => {
      const box = node.getBoundingClientRect();
      const card = node.closest('li')!.getBoundingClientRect();
      const line = node.parentElement!;
      return {
        text: node.textContent,
        inside: box.left >= card.left && box.right <= card.right,
        clipped: line.scrollWidth > line.clientWidth || getComputedStyle(line).textOverflow === 'ellipsis',
      };
    }),
  );
  expect(shapes.length).toBeGreaterThan(0);
  for (const shape of shapes) expect(shape, shape.text ?? '').toMatchObject({ inside: true, clipped: false });
  await expectNoHorizontalScroll(page);
});

test('a one-row CSV import adds the employee', async ({ page }) => {
  const console = watchConsole(page);
  const { world, before, dialog } = await importCsv(page, 'nuevos.csv', []);
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

test('a removal whose answer is lost: the list and the count read again show it gone, never "No pudimos eliminar"', async ({ page }) => {
  const world = await openWorld(page, 'employer');
  const before = await countOnServer(world);
  await openPage(page);
  const name = 'Andrés Bautista León';
  // The DELETE reaches the server; its answer never reaches the app.
  await page.route(
    (url) => url.pathname.startsWith('/employees/') && !url.pathname.endsWith('/import'),
    async (route) => {
      if (route.request().method() !== 'DELETE') return route.fallback();
      await route.fetch();
      await route.abort('connectionreset');
    },
  );
  await page.getByRole('button', { name: `Acciones para ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Eliminar' }).click();
  const dialog = page.getByRole('alertdialog', { name: `¿Eliminar a ${name}?` });
  await dialog.getByRole('button', { name: 'Eliminar' }).click();

  await expect(page.getByText(`Eliminamos a ${name} de tus empleados.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(/No pudimos eliminar/)).toHaveCount(0);
  await expect(employeeRow(page, name)).toHaveCount(0);
  await expect(summary(page)).toHaveText(`Mostrando 1–10 de ${before - 1} empleados`);
  expect(await countOnServer(world)).toBe(before - 1);
  expect(await findOnServer(world, 'andres.bautista@constructoradelbajio.mx')).toBeUndefined();
});

test('an addition whose answer comes emptied (502, no body): the list read again shows it added', async ({ page }) => {
  const world = await openWorld(page, 'employer');
  const before = await countOnServer(world);
  await openPage(page);
  await page.route(
    (url) => url.pathname === '/employees',
    async (route) => {
      if (route.request().method() !== 'POST') return route.fallback();
      await route.fetch();
      await route.fulfill({ status: 502, body: '' });
    },
  );
  const ximena = { firstName: 'Ximena', lastName: 'Olvera Cano', email: 'ximena.olvera@constructoradelbajio.mx' };
  await expectEmployeeAdded(page, await fillNewEmployee(page, ximena), ximena);
  await expect(summary(page)).toHaveText(`Mostrando 1–10 de ${before + 1} empleados`);
  expect(await countOnServer(world)).toBe(before + 1);
});

test('CSV import: rows the preview marks "Con errores" (a formula, an RFC with an impossible date) are refused by the server with the same reasons', async ({
  page,
}) => {
  const console = watchConsole(page);
  const { world, before, dialog } = await importCsv(page, 'con-errores.csv', [
    '"=HYPERLINK(""https://malo.example"",""clic"")",Gómez,hiper.gomez@constructoradelbajio.mx,,,,',
    'Renata,Quiroz,renata.quiroz@constructoradelbajio.mx,,@SUMA(A1:A9),,',
    'Pablo,Ruiz,pablo.ruiz@constructoradelbajio.mx,,,RAOL851312HN6,',
    'Inés,Lara,inés.lara@constructoradelbajio.mx,,,,',
  ]);
  const preview = dialog.getByRole('list', { name: 'Vista previa por fila' }).getByRole('listitem');
  await expect(preview).toHaveCount(5);
  const previewed = await preview.evaluateAll((items) => items.map((item) => item.textContent ?? ''));
  expect(previewed.filter((text) => text.includes('Con errores'))).toHaveLength(4);
  await expect(preview.nth(1)).toContainText('Empieza con «=», que una hoja de cálculo tomaría como fórmula: quítalo (columna «nombre»).');

  const answered = page.waitForResponse((r) => r.request().method() === 'POST' && new URL(r.url()).pathname === '/employees/import');
  await dialog.getByRole('button', { name: 'Importar 1 empleado' }).click();
  const result = (await (await answered).json()) as {
    added: number;
    invalid: number;
    rows: { row: number; status: string; reason: string }[];
  };
  expect(result).toMatchObject({ added: 1, invalid: 4, duplicates: 0 });
  const rows = dialog.getByRole('list', { name: 'Resultado por fila' }).getByRole('listitem');
  await expect(rows).toHaveCount(5);
  // Each refused row is one the preview marked "Con errores", with the reason the preview gave it.
  for (const { row, reason } of result.rows.filter((r) => r.status === 'invalid')) {
    expect(previewed[row - 2]).toContain('Con errores');
    expect(previewed[row - 2]).toContain(reason);
  }
  await expect(rows.nth(1)).toContainText('Con errores');
  expect(await countOnServer(world)).toBe(before + 1);
  expect(await findOnServer(world, 'hiper.gomez@constructoradelbajio.mx')).toBeUndefined();
  expect(await findOnServer(world, 'pablo.ruiz@constructoradelbajio.mx')).toBeUndefined();
  console.expectNone();
});

test('Exportar CSV downloads every employee of the search and status shown, as Excel es-MX opens it', async ({ page }) => {
  const { console, world } = await openWatchedWorld(page, 'employer');
  await page.goto('/app/empleados?estado=activo');
  await expect(employeeRows(page).first()).toBeVisible();
  const expected = await world.call<Employee[]>(
    'GET',
    `/employees?filter=${jsonParam({ where: { status: 'active' }, order: ['lastName ASC', 'firstName ASC'], limit: 100 })}`,
  );
  expect(expected.length).toBeGreaterThan(10); // more than the page on screen

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^empleados-cotiza-\d{4}-\d{2}-\d{2}\.csv$/);
  await expect(page.getByText(`Exportamos ${expected.length} empleados en ${file.suggestedFilename()}.`)).toBeVisible();
  const bytes = await readFile((await file.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
  expect(lines[0]).toBe('Nombre(s),Apellidos,Correo electrónico,Teléfono,Puesto,RFC,CURP,Estado,Fecha de alta');
  expect(lines).toHaveLength(expected.length + 1);
  // In the list's order (Spanish, by apellidos), active ones only.
  expect(lines.slice(1).map((line) => line.split(',')[2])).toEqual(expected.map((employee) => employee.email));
  expect(lines.slice(1).every((line) => /,Activo,\d{2}\/\d{2}\/\d{4}$/.test(line))).toBe(true);
  console.expectNone();
});

test('a session that expires while "Agregar empleado" is open keeps what was typed, offered back after signing in again', async ({
  page,
}) => {
  const email = uniqueEmail('empleador');
  const world = await openWorld(page, 'employer', { email });
  await openPage(page);
  const dialog = await fillNewEmployee(page, RENATA);
  // The session ends on the server while the dialog is open (its first save answers 401).
  let expired = false;
  await page.route(
    (url) => url.pathname === '/employees',
    (route) => {
      if (route.request().method() !== 'POST' || expired) return route.fallback();
      expired = true;
      return route.fulfill({ status: 401, contentType: 'application/json', body: JSON.stringify({ message: 'Tu sesión expiró.' }) });
    },
  );
  await dialog.getByRole('button', { name: 'Agregar empleado' }).click();
  await expect(page).toHaveURL(/\/login\?volver=%2Fapp%2Fempleados$/);

  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill('Bajio2024!');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/app\/empleados$/);
  const notice = page.getByRole('status', { name: 'Cambios recuperados' });
  await expect(notice).toContainText('Tu sesión expiró antes de que guardaras el empleado que estabas agregando.');
  await expectNoSeriousA11yViolations(page);
  await notice.getByRole('button', { name: 'Recuperar' }).click();
  await expect(dialog.getByLabel('Nombre(s)')).toHaveValue('Renata');
  await expect(dialog.getByLabel('Puesto (opcional)')).toHaveValue('Residente de obra');
  await dialog.getByRole('button', { name: 'Agregar empleado' }).click();
  await expect(page.getByText(/^Agregamos a Renata Quiroz Almanza/)).toBeVisible();
  expect((await findOnServer(world, 'renata.quiroz@constructoradelbajio.mx')).position).toBe('Residente de obra');
});

test('when the count fails the list still pages, says so with Reintentar; a search pasted with a zero-width space finds', async ({
  page,
}) => {
  const world = await openWorld(page, 'employer');
  const total = await countOnServer(world);
  let countFails = true;
  await page.route(
    (url) => url.pathname === '/employees/count',
    (route) => (countFails ? route.fulfill({ status: 500, body: '' }) : route.fallback()),
  );
  await openPage(page);
  await expect(page.getByText('No pudimos contar cuántos empleados hay en total.')).toBeVisible();
  await expect(summary(page)).toHaveCount(0);
  await expect(page.getByTestId('results-summary')).toHaveText('Mostrando 1–10');
  await expectNoSeriousA11yViolations(page);
  const pager = page.getByRole('navigation', { name: 'Paginación' });
  await pager.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page).toHaveURL(/\?pagina=2$/);
  await pager.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page.getByTestId('results-summary')).toHaveText(`Mostrando 21–${total}`);
  await expect(pager.getByRole('button', { name: 'Siguiente' })).toBeDisabled();

  countFails = false;
  await page.getByRole('alert').filter({ hasText: 'No pudimos contar' }).getByRole('button', { name: 'Reintentar' }).click();
  await expect(summary(page)).toHaveText(`Mostrando 21–${total} de ${total} empleados`);
  await expect(pager).toContainText('Página 3 de 3');

  await page.getByRole('searchbox', { name: 'Buscar empleados' }).fill('ÁLVA\u200BREZ');
  await expect(employeeRows(page)).toHaveCount(1);
  await expect(employeeRow(page, 'Daniela Álvarez Rodríguez')).toHaveCount(1);
});
