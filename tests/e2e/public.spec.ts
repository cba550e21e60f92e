import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, watchConsole } from './support';

const PUBLIC_PAGES = [
  { path: '/', heading: 'Tus cotizaciones, claras y pagadas en minutos.', title: 'Cotiza' },
  { path: '/login', heading: 'Inicia sesión', title: 'Iniciar sesión · Cotiza' },
  { path: '/recuperar-contrasena', heading: 'Recupera tu contraseña', title: 'Recuperar contraseña · Cotiza' },
  { path: '/restablecer-contrasena?token=abc123', heading: 'Crea una nueva contraseña', title: 'Restablecer contraseña · Cotiza' },
  { path: '/restablecer-contrasena', heading: 'El enlace no es válido', title: 'Restablecer contraseña · Cotiza' },
  { path: '/no-existe', heading: 'Página no encontrada', title: 'Página no encontrada · Cotiza' },
];

for (const { path, heading, title } of PUBLIC_PAGES) {
  test(`${path} renders without shell, console errors or serious a11y violations`, async ({ page }) => {
    const console = watchConsole(page);
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(page).toHaveTitle(title);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-MX');
    await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    console.expectNone();
  });
}

test('sign-in form: Spanish validation messages, and a 401 keeps the typed e-mail', async ({ page }) => {
  await page.route(
    (url) => url.pathname.endsWith('/auth/app-login'),
    (route) => route.continue({ headers: { ...route.request().headers(), prefer: 'code=401' } }),
  );
  await page.goto('/login');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByText('Escribe tu correo electrónico.')).toBeVisible();
  await expect(page.getByText('Escribe tu contraseña.')).toBeVisible();
  await page.getByLabel('Correo electrónico').fill('maria@');
  await expect(page.getByText('Escribe un correo electrónico válido, por ejemplo nombre@empresa.mx.')).toBeVisible();
  await page.getByLabel('Correo electrónico').fill('maria@constructora.mx');
  await page.getByLabel('Contraseña', { exact: true }).fill('equivocada1');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Correo o contraseña incorrectos' })).toBeVisible();
  await expect(page.getByLabel('Correo electrónico')).toHaveValue('maria@constructora.mx');
  await expect(page).toHaveURL(/\/login$/);
});

test('password reset: request confirmation does not reveal the account; a rejected token offers a new link', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: '¿Olvidaste tu contraseña?' }).click();
  await expect(page).toHaveURL(/\/recuperar-contrasena/);
  await page.getByLabel('Correo electrónico').fill('alguien@correo.mx');
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  await expect(page.getByRole('heading', { name: 'Revisa tu correo' })).toBeVisible();
  await expect(page.getByText(/Si alguien@correo\.mx está registrado en Cotiza/)).toBeVisible();

  await page.goto('/restablecer-contrasena?token=vencido');
  await page.getByLabel('Nueva contraseña', { exact: true }).fill('corta');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByText('La contraseña debe tener al menos 8 caracteres.')).toBeVisible();
  await page.getByLabel('Nueva contraseña', { exact: true }).fill('NuevaClave2026');
  await page.getByLabel('Confirma la nueva contraseña').fill('NuevaClave2026');
  await page.route(
    (url) => url.pathname.endsWith('/auth/app-reset-password'),
    (route) => route.continue({ headers: { ...route.request().headers(), prefer: 'code=400' } }),
  );
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page.getByRole('heading', { name: 'El enlace no es válido' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Solicitar un enlace nuevo' })).toBeVisible();
});

test('password reset success goes to /login with a toast', async ({ page }) => {
  await page.goto('/restablecer-contrasena?token=abc123');
  await page.getByLabel('Nueva contraseña', { exact: true }).fill('NuevaClave2026');
  await page.getByLabel('Confirma la nueva contraseña').fill('NuevaClave2026');
  await page.getByRole('button', { name: 'Guardar contraseña' }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('Tu contraseña se actualizó. Ya puedes iniciar sesión.')).toBeVisible();
});
