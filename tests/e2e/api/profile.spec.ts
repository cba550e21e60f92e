// Mis datos (non-employer) and Mi perfil (employer) against the development API: what is saved is
// still there after a reload, and the header follows the name.
import { expect, test, type Page } from '@playwright/test';
import type { PersonalData } from '../../../src/features/customer/get-personal-data';
import type { CompanyProfile } from '../../../src/features/customer/get-company-profile';
import { expectNoSeriousA11yViolations, isPhone, watchConsole } from '../support';
import { openWatchedWorld } from './support';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function openPage(page: Page, path: string, heading: string, loadedField: string) {
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
  await expect(field(page, loadedField)).not.toHaveValue('');
}

test('Mis datos: a new phone and street are saved and kept after a reload', { tag: '@seed' }, async ({ page }) => {
  const { console, world } = await openWatchedWorld(page, 'nonEmployer');
  await openPage(page, '/app/mis-datos', 'Mis datos', 'Nombre(s)');
  await expect(field(page, 'Teléfono (opcional)')).toHaveValue('55 4789 1234');
  await expect(field(page, 'Calle')).toHaveValue('Av. Insurgentes Sur');

  await field(page, 'Teléfono (opcional)').fill('442 123 4567');
  await field(page, 'Calle').fill('Calzada de Tlalpan');
  const save = page.getByRole('button', { name: 'Guardar cambios' });
  await save.click();
  await expect(page.getByText('Guardamos tus datos.')).toBeVisible();
  await expect(save).toBeDisabled();

  await page.reload();
  await expect(field(page, 'Teléfono (opcional)')).toHaveValue('442 123 4567');
  await expect(field(page, 'Calle')).toHaveValue('Calzada de Tlalpan');
  // What was not touched is as it was.
  await expect(field(page, 'Número exterior')).toHaveValue('1602');
  const stored = await world.call<PersonalData>('GET', '/users/me');
  expect(stored.phone).toBe('+524421234567');
  expect(stored.address).toMatchObject({ street: 'Calzada de Tlalpan', exteriorNumber: '1602', postalCode: '03940' });
  await expectNoSeriousA11yViolations(page);
  console.expectNone();
});

test('Mis datos: a new first name is greeted in the header, also after a reload', async ({ page }) => {
  const { console, world } = await openWatchedWorld(page, 'nonEmployer');
  await openPage(page, '/app/mis-datos', 'Mis datos', 'Nombre(s)');
  await expect(page.getByTestId('greeting')).toHaveText('Hola José');

  await field(page, 'Nombre(s)').fill('Luis Alberto');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Guardamos tus datos.')).toBeVisible();
  await expect(page.getByTestId('greeting')).toHaveText('Hola Luis');
  if (!isPhone(page)) await expect(page.getByTestId('full-name')).toHaveText('Luis Alberto Ramírez Ortiz');

  await page.reload();
  await expect(page.getByTestId('greeting')).toHaveText('Hola Luis');
  await expect(field(page, 'Nombre(s)')).toHaveValue('Luis Alberto');
  expect((await world.call<PersonalData>('GET', '/users/me')).firstName).toBe('Luis Alberto');
  expect((await world.call<{ firstName: string }>('POST', '/users/user-by-token-app')).firstName).toBe('Luis Alberto');
  console.expectNone();
});

test('Mi perfil: a new trade name and contact phone are saved and kept after a reload', async ({ page }) => {
  const { console, world } = await openWatchedWorld(page, 'employer');
  await openPage(page, '/app/mi-perfil', 'Mi perfil', 'Razón social');
  await expect(field(page, 'Nombre comercial (opcional)')).toHaveValue('Constructora del Bajío');
  await expect(field(page, 'Teléfono')).toHaveValue('442 215 6789');

  await field(page, 'Nombre comercial (opcional)').fill('Bajío Obras y Proyectos');
  await field(page, 'Teléfono').fill('442 987 6543');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Guardamos el perfil de tu empresa.')).toBeVisible();

  await page.reload();
  await expect(field(page, 'Nombre comercial (opcional)')).toHaveValue('Bajío Obras y Proyectos');
  await expect(field(page, 'Teléfono')).toHaveValue('442 987 6543');
  await expect(field(page, 'Razón social')).toHaveValue('CONSTRUCTORA DEL BAJIO');
  const stored = await world.call<CompanyProfile>('GET', '/customers/me/company');
  expect(stored).toMatchObject({ tradeName: 'Bajío Obras y Proyectos', phone: '+524429876543', rfc: 'CBA090615K22' });
  await expectNoSeriousA11yViolations(page);
  console.expectNone();
});

test('Mi perfil from a stale tab: its save is refused, nothing typed is lost, and it cannot put back what the other tab saved', async ({
  page,
}) => {
  const { console, world } = await openWatchedWorld(page, 'employer');
  // Tab A, then tab B: both load the same copy of the company.
  await openPage(page, '/app/mi-perfil', 'Mi perfil', 'Razón social');
  const tabB = await page.context().newPage();
  const consoleB = watchConsole(tabB);
  await openPage(tabB, '/app/mi-perfil', 'Mi perfil', 'Razón social');
  await expect(field(tabB, 'Nombre comercial (opcional)')).toHaveValue('Constructora del Bajío');

  await field(page, 'Nombre comercial (opcional)').fill('Bajío Obras y Proyectos');
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Guardamos el perfil de tu empresa.')).toBeVisible();

  // Tab B, from its older copy, saves only a new phone.
  await field(tabB, 'Teléfono').fill('442 987 6543');
  const refused = tabB.waitForResponse((r) => r.request().method() === 'PUT' && new URL(r.url()).pathname === '/customers/me/company');
  await tabB.getByRole('button', { name: 'Guardar cambios' }).click();
  expect((await refused).status()).toBe(409);
  const notice = tabB.getByRole('alert').filter({ hasText: 'Otra pestaña o persona guardó cambios en los datos de la empresa' });
  await expect(notice).toContainText('Tu versión y los datos actuales difieren en: Nombre comercial y Teléfono.');
  await expect(field(tabB, 'Teléfono')).toHaveValue('442 987 6543');
  await expectNoSeriousA11yViolations(tabB);
  // The other tab's save stands.
  expect(await world.call<CompanyProfile>('GET', '/customers/me/company')).toMatchObject({
    tradeName: 'Bajío Obras y Proyectos',
    phone: '+524422156789',
  });

  // Tab B looks at the current data (its edit discarded), then makes its change on it.
  await notice.getByRole('button', { name: 'Ver los datos actuales' }).click();
  await expect(field(tabB, 'Nombre comercial (opcional)')).toHaveValue('Bajío Obras y Proyectos');
  await expect(field(tabB, 'Teléfono')).toHaveValue('442 215 6789');
  await field(tabB, 'Teléfono').fill('442 987 6543');
  await tabB.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(tabB.getByText('Guardamos el perfil de tu empresa.')).toBeVisible();
  expect(await world.call<CompanyProfile>('GET', '/customers/me/company')).toMatchObject({
    tradeName: 'Bajío Obras y Proyectos',
    phone: '+524429876543',
  });
  // The refused save (409) is the one expected error: the browser logs it.
  expect(consoleB.errors.filter((error) => !/status of 409/.test(error))).toEqual([]);
  console.expectNone();
});

test('Mis datos: an uploaded photo reaches the API byte for byte, shows in the header and survives a reload', async ({ page }) => {
  const { console, world } = await openWatchedWorld(page, 'nonEmployer');
  await openPage(page, '/app/mis-datos', 'Mis datos', 'Nombre(s)');
  // A real 2×2 PNG: its bytes ≥ 0x80 are what a text-decoding relay (Prism's proxy) used to corrupt.
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGM4IdcDRAwQCgApdgXJCkgH0wAAAABJRU5ErkJggg==', 'base64');
  expect(png.some((byte) => byte >= 0x80)).toBe(true);
  const uploaded = page.waitForResponse((r) => new URL(r.url()).pathname === '/files' && r.request().method() === 'POST');
  await page.locator('input[type="file"]').first().setInputFiles({ name: 'mi foto.png', mimeType: 'image/png', buffer: png });
  const file = (await (await uploaded).json()) as { url: string; size: number };
  expect(file.size).toBe(png.length);
  await expect(page.getByText('Tu foto de perfil se actualizó.')).toBeVisible();

  const stored = await world.call<PersonalData>('GET', '/users/me');
  expect(stored.avatar).toBe(file.url);
  expect(Buffer.from(await (await fetch(file.url)).arrayBuffer()).equals(png)).toBe(true);

  const headerPhoto = page.getByRole('banner').locator('img').first();
  const loaded = () => headerPhoto.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth === 2);
  await expect.poll(loaded).toBe(true);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Quitar foto' })).toBeVisible();
  await expect.poll(loaded).toBe(true);
  console.expectNone();
});
