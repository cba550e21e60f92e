import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, signInAs, watchConsole } from './support';

const PUBLIC_PAGES = [
  { path: '/', heading: 'Tus cotizaciones, claras y pagadas en minutos.', title: 'Cotiza' },
  { path: '/login', heading: 'Inicia sesión', title: 'Iniciar sesión · Cotiza' },
  { path: '/recuperar-contrasena', heading: 'Recupera tu contraseña', title: 'Recuperar contraseña · Cotiza' },
  { path: '/restablecer-contrasena?token=abc123', heading: 'Crea una nueva contraseña', title: 'Restablecer contraseña · Cotiza' },
  { path: '/restablecer-contrasena', heading: 'El enlace no es válido', title: 'Restablecer contraseña · Cotiza' },
  { path: '/activar-cuenta?token=abc123', heading: 'Activa tu cuenta', title: 'Activar cuenta · Cotiza' },
  { path: '/activar-cuenta', heading: 'El enlace no es válido', title: 'Activar cuenta · Cotiza' },
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

  // Readable: at least 15 px and 4.5:1 against the toast's own background (src/styles.css).
  const toast = page.locator('.Toastify__toast').filter({ hasText: 'Tu contraseña se actualizó.' });
  const { fontSize, ratio } = await toast.evaluate((element) => {
    const rgb = (colour: string) => (colour.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
    const luminance = (colour: string) => {
      const [r, g, b] = rgb(colour).map((v) => {
        const c = v / 255;
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
      });
      return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
    };
    const style = getComputedStyle(element);
    const [light, dark] = [luminance(style.backgroundColor), luminance(style.color)].sort((a, b) => b - a);
    return { fontSize: parseFloat(style.fontSize), ratio: (light! + 0.05) / (dark! + 0.05) };
  });
  expect(fontSize).toBeGreaterThanOrEqual(15);
  expect(ratio).toBeGreaterThanOrEqual(4.5);
});

// React Router's "No `HydrateFallback` element provided to render during initial hydration": the
// pre-rendered pages hydrate, and with a query string (not the pre-rendered HTML) they render afresh
// while their route's code loads.
for (const path of ['/', '/login', '/recuperar-contrasena', '/?volver=%2Fapp', '/login?volver=%2Fapp%2Fhistorial-de-pagos']) {
  test(`${path} logs no HydrateFallback warning`, async ({ page }) => {
    const messages: string[] = [];
    page.on('console', (message) => messages.push(`${message.type()}: ${message.text()}`));
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(messages.filter((message) => /HydrateFallback/.test(message))).toEqual([]);
  });
}

test(
  'a signed-in visitor of / is offered "Ir a mi cuenta" in the header and the hero, which opens Inicio',
  { tag: '@phone' },
  async ({ page }) => {
    const console = watchConsole(page);
    await signInAs(page, 'employer');
    await page.goto('/');
    const header = page.getByRole('banner');
    const main = page.getByRole('main');
    await expect(header.getByRole('link', { name: 'Ir a mi cuenta' })).toHaveAttribute('href', '/app');
    await expect(main.getByRole('link', { name: 'Ir a mi cuenta' })).toHaveAttribute('href', '/app');
    await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await main.getByRole('link', { name: 'Ir a mi cuenta' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Inicio' })).toBeVisible();
    // The hydration matched (a mismatch is a console error) though the HTML was the signed-out page.
    console.expectNone();
  },
);

test('signed out, / offers "Iniciar sesión" in the header and the hero, and shows a sample quotation', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login');
  await expect(page.getByRole('main').getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute('href', '/login');
  await expect(page.getByRole('img', { name: /Ejemplo de una cotización.*\$14,351\.52 MXN/ })).toBeVisible();
});

test('"Saltar al contenido" is the first Tab of the landing, shows when focused and moves the focus into the content', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const skip = page.getByRole('link', { name: 'Saltar al contenido' });
  // Hidden (one clipped pixel, for screen readers) until it has the focus.
  expect((await skip.boundingBox())?.width ?? 0).toBeLessThanOrEqual(1);
  await page.keyboard.press('Tab');
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  expect((await skip.boundingBox())?.width ?? 0).toBeGreaterThan(100);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
  // Hydrated, the link keeps the URL; pressed before hydration its #fragment does the same job.
  await expect(page).toHaveURL(/\/(#contenido)?$/);
  await page.keyboard.press('Tab');
  await expect(page.getByRole('main').getByRole('link', { name: 'Iniciar sesión' })).toBeFocused();
});
