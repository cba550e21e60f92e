// Mis datos (non-employer) and Mi perfil (employer) against the Prism mock, at both sizes.
import { expect, test, type Page } from '@playwright/test';
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations, isPhone, preferCode, preferOn, signInAs, watchConsole } from './support';

// A 1×1 PNG, served as the uploaded avatar (the mock answers a CDN URL that does not exist).
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkaPhfDwAFhwJ/l9rTrQAAAABJRU5ErkJggg==', 'base64');
const AVATAR_URL = 'https://cdn.cotiza.mx/files/a1B2c3_foto_perfil.png';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

test.describe('Mis datos', () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, 'nonEmployer');
  });

  test('shows the data, saves only what changed, and passes axe', async ({ page }) => {
    const console = watchConsole(page);
    await page.goto('/app/mis-datos');
    await expect(page.getByRole('heading', { level: 1, name: 'Mis datos' })).toBeVisible();
    await expect(field(page, 'Nombre(s)')).toHaveValue('José Luis');
    await expect(field(page, 'Teléfono (opcional)')).toHaveValue('55 4789 1234');
    const save = page.getByRole('button', { name: 'Guardar cambios' });
    await expect(save).toBeDisabled();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);

    await field(page, 'Teléfono (opcional)').fill('(442) 123-4567');
    // An RFC whose check digit does not compute: a notice, never a refusal (the SAT has issued some).
    await field(page, 'RFC').fill(' raol850412hn7 ');
    await expect(field(page, 'RFC')).toHaveAccessibleDescription(/^Revisa tu RFC: el dígito verificador no coincide/);
    await expect(save).toBeEnabled();
    const patch = page.waitForRequest((r) => r.method() === 'PATCH' && r.url().endsWith('/users/me'));
    await save.click();
    expect((await patch).postDataJSON()).toEqual({ phone: '+524421234567', rfc: 'RAOL850412HN7' });
    await expect(page.getByText('Guardamos tus datos.')).toBeVisible();
    console.expectNone();
  });

  test('checks the fields before sending; the e-mail is read-only and a taken one (409) shows on its field in Seguridad', async ({
    page,
  }) => {
    await preferOn(page, 'POST', '/users/me/email-change', 'code=409');
    await page.goto('/app/mis-datos');
    await field(page, 'CURP (opcional)').fill('RAOL850412HDFMRS07');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(field(page, 'CURP (opcional)')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('La CURP no es válida: revisa el último carácter (dígito verificador).')).toBeVisible();
    await expect(field(page, 'CURP (opcional)')).toBeFocused();

    // The sign-in e-mail changes in Seguridad, with the current password and a confirmation link.
    await expect(page.getByRole('textbox', { name: 'Correo electrónico' })).toHaveCount(0);
    await page.getByRole('link', { name: 'Cambiar correo' }).click();
    await expect(page.getByRole('tab', { name: 'Seguridad', selected: true })).toBeVisible();
    await expect(field(page, 'Nuevo correo electrónico')).toBeFocused();
    await field(page, 'Nuevo correo electrónico').fill('jl.ramirez@gmail.com');
    await field(page, 'Contraseña actual').first().fill('Bajio2024!');
    await page.getByRole('button', { name: 'Enviar enlace' }).click();
    await expect(page.getByText('Ese correo ya está registrado en otra cuenta. Usa otro.')).toBeVisible();
    await expect(field(page, 'Nuevo correo electrónico')).toHaveAttribute('aria-invalid', 'true');
    await expect(field(page, 'Nuevo correo electrónico')).toHaveValue('jl.ramirez@gmail.com');
    await expectNoSeriousA11yViolations(page);
  });

  test('uploads an avatar named by the spec rule and the header shows it', async ({ page }) => {
    await preferOn(page, 'PATCH', '/users/me', 'example=avatarUpdated');
    await page.route(AVATAR_URL, (route) => route.fulfill({ contentType: 'image/png', body: PNG }));
    await page.goto('/app/mis-datos');
    await expect(field(page, 'Nombre(s)')).toHaveValue('José Luis');

    const upload = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/files'));
    await page.locator('input[type="file"]').first().setInputFiles({ name: 'foto perfil.png', mimeType: 'image/png', buffer: PNG });
    expect((await upload).postDataBuffer()?.toString('latin1')).toMatch(/filename="[A-Za-z0-9]{6}_foto_perfil\.png"/);
    await expect(page.getByText('Tu foto de perfil se actualizó.')).toBeVisible();

    const header = page.locator('header');
    const avatar = isPhone(page)
      ? header.getByRole('link', { name: 'Perfil de usuario' }).locator('img')
      : header.getByRole('button', { name: /Menú de usuario/ }).locator('img');
    await expect(avatar).toHaveAttribute('src', AVATAR_URL);
  });

  test('refuses a file that is not an image', async ({ page }) => {
    await page.goto('/app/mis-datos');
    await expect(field(page, 'Nombre(s)')).toHaveValue('José Luis');
    await page
      .locator('input[type="file"]')
      .first()
      .setInputFiles({ name: 'contrato.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.7') });
    await expect(page.getByText('«contrato.pdf» no es una imagen PNG, JPG o WebP.')).toBeVisible();
  });

  test('asks before leaving with unsaved changes', async ({ page }) => {
    await page.goto('/app/mis-datos');
    await field(page, 'Colonia').fill('Del Valle');
    if (isPhone(page)) await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('link', { name: 'Métodos de pago' }).click();
    const dialog = page.getByRole('alertdialog', { name: '¿Salir sin guardar?' });
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: 'Seguir editando' }).click();
    await expect(page).toHaveURL(/\/app\/mis-datos$/);
    await expect(field(page, 'Colonia')).toHaveValue('Del Valle');
  });
});

test.describe('Mi perfil', () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, 'employer');
  });

  test('shows the company and saves the whole profile', async ({ page }) => {
    const console = watchConsole(page);
    await page.goto('/app/mi-perfil');
    await expect(page.getByRole('heading', { level: 1, name: 'Mi perfil' })).toBeVisible();
    await expect(field(page, 'Razón social')).toHaveValue('CONSTRUCTORA DEL BAJIO');
    await expect(page.getByRole('img', { name: /Logotipo de Constructora del Bajío/ })).toBeVisible();
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);

    await field(page, 'Número exterior').fill('122');
    const put = page.waitForRequest((r) => r.method() === 'PUT' && r.url().endsWith('/customers/me/company'));
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    expect((await put).postDataJSON()).toMatchObject({ rfc: 'CBA090615K22', address: { exteriorNumber: '122', state: 'QUE' } });
    await expect(page.getByText('Guardamos el perfil de tu empresa.')).toBeVisible();
    console.expectNone();
  });

  test('asks before leaving with unsaved changes in Empresa, though the page holds two forms', async ({ page }) => {
    const console = watchConsole(page);
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.goto('/app/mi-perfil');
    await expect(field(page, 'Razón social')).toHaveValue('CONSTRUCTORA DEL BAJIO');
    // Mis datos personales is mounted too (its panel stays), with its own form.
    await expect(field(page, 'Nombre(s)')).not.toHaveValue('');
    await field(page, 'Nombre comercial (opcional)').fill('Bajío Obras');
    if (isPhone(page)) await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('link', { name: 'Métodos de pago' }).click();
    const dialog = page.getByRole('alertdialog', { name: '¿Salir sin guardar?' });
    await expect(dialog).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Seguir editando' }).click();
    await expect(page).toHaveURL(/\/app\/mi-perfil$/);
    await expect(field(page, 'Nombre comercial (opcional)')).toHaveValue('Bajío Obras');
    expect(warnings.filter((text) => /one blocker/.test(text))).toEqual([]);
    console.expectNone();
  });

  test('a company not registered yet gets an empty form', async ({ page }) => {
    await preferCode(page, '/customers/me/company', 404);
    await page.goto('/app/mi-perfil');
    await expect(page.getByText('Aún no registras los datos de tu empresa.')).toBeVisible();
    await expect(field(page, 'Razón social')).toHaveValue('');
    await expect(field(page, 'Persona de contacto')).toHaveValue('María José Hernández Ñúñez');
  });
});
