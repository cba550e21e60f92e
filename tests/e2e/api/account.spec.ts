// Seguridad against the development API: changing the password and the sign-in e-mail (with the
// link read from the development outbox), and an employer's own data in Mi perfil. Each test's
// user has an address of its own, so signing in again through /login reaches the test's world.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, isPhone, logOut, watchConsole } from '../support';
import { openWorld, outboxOf, uniqueEmail, openWatchedWorld } from './support';

/** The password of the examples (LoginRequestEmployer in openapi.yaml). */
const PASSWORD = 'Bajio2024!';

const field = (page: Page, label: string) => page.getByLabel(label, { exact: true });

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}

/** The address the header's user menu (desktop) or drawer (phone) shows. */
async function expectHeaderEmail(page: Page, email: string) {
  if (isPhone(page)) {
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await expect(page.getByTestId('nav-drawer').getByText(email)).toBeVisible();
    await page.keyboard.press('Escape');
  } else {
    await page.getByRole('button', { name: /Menú de usuario/ }).click();
    await expect(page.getByRole('menu').or(page.getByRole('dialog')).getByText(email)).toBeVisible();
    await page.keyboard.press('Escape');
  }
}

test('Seguridad: change the password; signed in again, the new one works and the old one no more', async ({ page }) => {
  const console = watchConsole(page);
  const email = uniqueEmail('jose.clave');
  await openWorld(page, 'nonEmployer', { email });
  await page.goto('/app/mis-datos?seccion=seguridad');
  await expect(page.getByRole('tab', { name: 'Seguridad', selected: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // A wrong current password lands on its field, and what was typed stays.
  await field(page, 'Contraseña actual').fill('NoEsLaMia1');
  await field(page, 'Nueva contraseña').fill('Queretaro2026');
  await expect(page.getByText('Al menos un número (cumplido)')).toBeAttached();
  await field(page, 'Confirma la nueva contraseña').fill('Queretaro2026');
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(page.getByText('La contraseña actual no es correcta.')).toBeVisible();
  await expect(field(page, 'Contraseña actual')).toBeFocused();
  await expect(field(page, 'Nueva contraseña')).toHaveValue('Queretaro2026');

  await field(page, 'Contraseña actual').fill(PASSWORD);
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(page.getByText('Tu contraseña se actualizó. Cerramos tus otras sesiones.')).toBeVisible();
  await expect(field(page, 'Nueva contraseña')).toHaveValue('');

  await logOut(page);
  await signIn(page, email, PASSWORD);
  await expect(page.getByRole('alert').filter({ hasText: 'Correo o contraseña incorrectos' })).toBeVisible();
  await signIn(page, email, 'Queretaro2026');
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByTestId('greeting')).toHaveText('Hola José');
  // The refused password (422) and sign-in (401) are expected errors: the browser logs them.
  expect(console.errors.filter((error) => !/status of (401|422)/.test(error))).toEqual([]);
});

test('Seguridad: a password change whose answer is lost did happen; the form never says otherwise, and the new password signs in', async ({
  page,
}) => {
  const console = watchConsole(page);
  const email = uniqueEmail('jose.perdida');
  await openWorld(page, 'nonEmployer', { email });
  let answerLost = true;
  let sent = 0;
  await page.route(
    (url) => url.pathname.endsWith('/users/me/password'),
    async (route) => {
      sent += 1;
      if (!answerLost) return route.fallback();
      // The server changes the password; its answer never reaches the app.
      await route.fetch();
      return route.abort('connectionreset');
    },
  );
  await page.goto('/app/mis-datos?seccion=seguridad');
  await field(page, 'Contraseña actual').fill(PASSWORD);
  await field(page, 'Nueva contraseña').fill('Queretaro2026');
  await field(page, 'Confirma la nueva contraseña').fill('Queretaro2026');
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  const form = page.getByRole('form', { name: 'Cambiar contraseña' });
  await expect(form.getByRole('alert')).toContainText('No sabemos si tu contraseña cambió.');

  // Pressed again, the server refuses the old password (it did change): "probably changed", not a mistake.
  answerLost = false;
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(form.getByRole('alert')).toContainText('Tu contraseña probablemente ya cambió.');
  await expect(page.getByText('La contraseña actual no es correcta.')).toHaveCount(0);
  await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
  expect(sent).toBe(2);
  await expectNoSeriousA11yViolations(page);

  await logOut(page);
  await signIn(page, email, 'Queretaro2026');
  await expect(page).toHaveURL(/\/app$/);
  // The one refused password (422) is an expected error; the lost answer is the probe's.
  expect(console.errors.filter((error) => !/status of 422|ERR_CONNECTION_RESET|Failed to fetch/.test(error))).toEqual([]);
});

test('Seguridad: change the sign-in e-mail with the link e-mailed to the new address, then sign in with it', async ({ page }) => {
  const console = watchConsole(page);
  const before = uniqueEmail('mj.antes');
  const after = uniqueEmail('mj.despues');
  const world = await openWorld(page, 'employer', { email: before });
  await page.goto('/app/mi-perfil?seccion=seguridad');
  await expect(page.getByTestId('current-email')).toHaveText(before);

  await page.getByRole('button', { name: 'Cambiar correo' }).click();
  await field(page, 'Nuevo correo electrónico').fill(after);
  await field(page, 'Contraseña actual').first().fill(PASSWORD);
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(page.getByText(`Revisa tu correo: te enviamos un enlace a ${after}.`)).toBeVisible();
  // Nothing changes until the link is opened.
  await expect(page.getByTestId('current-email')).toHaveText(before);
  await expectNoSeriousA11yViolations(page);

  const mail = (await outboxOf(world.world)).find((m) => m.to === after && m.link?.includes('/confirmar-correo?token='));
  expect(mail).toBeDefined();
  const link = new URL(mail!.link!);
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Correo confirmado' })).toBeVisible();
  // The token left the address bar (history, screenshots, monitoring).
  await expect(page).toHaveURL(/\/confirmar-correo$/);
  await expect(page.getByText(`Listo. Ahora inicias sesión con ${after}.`)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Ir a Inicio', exact: true }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expectHeaderEmail(page, after);
  await page.goto('/app/mi-perfil?seccion=seguridad');
  await expect(page.getByTestId('current-email')).toHaveText(after);

  // The link works once; opened again it never says the address did not change: it names the current one.
  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.getByRole('heading', { level: 1, name: 'El enlace ya se usó o venció' })).toBeVisible();
  await expect(page).toHaveURL(/\/confirmar-correo$/);
  const alert = page.getByRole('alert');
  await expect(alert).toContainText(`Tu correo de acceso es ${after}.`);
  await expect(alert).not.toContainText('no cambió');
  await expect(page.getByRole('link', { name: 'Solicita el cambio de nuevo' })).toHaveAttribute('href', '/app/mi-perfil?seccion=seguridad');
  await expectNoSeriousA11yViolations(page);

  await page.goto('/app');
  await logOut(page);
  await signIn(page, after, PASSWORD);
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByTestId('greeting')).toHaveText('Hola María');
  // The used link's 400 is an expected error.
  expect(console.errors.filter((error) => !/status of 400/.test(error))).toEqual([]);
});

test(
  'Mi perfil: the employer edits their own name in "Mis datos personales" and the header greets it',
  { tag: '@phone' },
  async ({ page }) => {
    const { console, world } = await openWatchedWorld(page, 'employer');
    await page.goto('/app/mi-perfil');
    await expect(page.getByRole('tab', { name: 'Empresa', selected: true })).toBeVisible();
    await page.getByRole('tab', { name: 'Mis datos personales' }).click();
    await expect(page).toHaveURL(/\?seccion=mis-datos$/);
    await expect(field(page, 'Nombre(s)')).toHaveValue('María José');
    // The fiscal data is the company's: not asked here.
    await expect(page.getByRole('heading', { name: 'Datos fiscales' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);

    await field(page, 'Nombre(s)').fill('Majo');
    await page.getByRole('button', { name: 'Guardar cambios' }).click();
    await expect(page.getByText('Guardamos tus datos.')).toBeVisible();
    await expect(page.getByTestId('greeting')).toHaveText('Hola Majo');

    await page.reload();
    await expect(page.getByRole('tab', { name: 'Mis datos personales', selected: true })).toBeVisible();
    await expect(field(page, 'Nombre(s)')).toHaveValue('Majo');
    expect((await world.call<{ firstName: string }>('GET', '/users/me')).firstName).toBe('Majo');
    console.expectNone();
  },
);
