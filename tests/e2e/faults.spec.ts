// Faults the API can throw at a screen, against Prism's mock with the answer replaced: nothing the
// customer sees is taken from a failed read, nothing is saved over real data, nothing waits forever.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, isPhone, logOut, preferExample, signInAs } from './support';

test('Mi perfil: a 503 on reading the company is an error to retry, never an empty form to save over it', async ({ page }) => {
  await signInAs(page, 'employer');
  let fail = true;
  const puts: string[] = [];
  await page.route(
    (url) => url.pathname.endsWith('/customers/me/company'),
    async (route) => {
      if (route.request().method() === 'PUT') puts.push(route.request().postData() ?? '');
      if (fail && route.request().method() === 'GET') {
        return route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: '{"message":"Mantenimiento"}',
          headers: { 'access-control-allow-origin': '*' },
        });
      }
      return route.fallback();
    },
  );
  await page.goto('/app/mi-perfil');
  const alert = page.getByRole('alert').filter({ hasText: 'No pudimos cargar el perfil de tu empresa' });
  await expect(alert).toContainText('Error (503). Intenta de nuevo en unos minutos.');
  await expect(page.getByRole('button', { name: 'Guardar cambios' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  fail = false;
  await alert.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByLabel('Razón social')).toHaveValue('CONSTRUCTORA DEL BAJIO');
  expect(puts).toEqual([]);
});

test('a list that arrives in the wrong shape is an error with Reintentar, not a broken app', async ({ page }) => {
  await signInAs(page, 'employer');
  let broken = true;
  await page.route(
    (url) => url.pathname.endsWith('/quotations'),
    async (route) =>
      broken
        ? route.fulfill({
            status: 200,
            contentType: 'application/json',
            body: '{"data":[]}',
            headers: { 'access-control-allow-origin': '*' },
          })
        : route.fallback(),
  );
  await page.goto('/app');
  const alert = page.getByRole('alert').filter({ hasText: 'Recibimos una respuesta inesperada del servidor.' }).first();
  await expect(alert).toBeVisible();
  await expect(page.getByText('Algo salió mal')).toHaveCount(0);
  // The shell is still there: the customer can go elsewhere or retry.
  await expect(page.getByTestId('greeting')).toHaveText('Hola María');
  broken = false;
  await alert.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByTestId('quotation-row').first()).toBeVisible();
});

test('a quotation that arrives as null is an error with Reintentar, not a skeleton without end', async ({ page }) => {
  await signInAs(page, 'employer');
  await preferExample(page, '/quotations/6741b2f0c3a4d5e6f7a8b158', 'pending');
  let broken = true;
  await page.route(
    (url) => url.pathname.endsWith('/quotations/6741b2f0c3a4d5e6f7a8b158'),
    async (route) =>
      broken
        ? route.fulfill({ status: 200, contentType: 'application/json', body: 'null', headers: { 'access-control-allow-origin': '*' } })
        : route.fallback(),
  );
  await page.goto('/app/cotizaciones/6741b2f0c3a4d5e6f7a8b158');
  const alert = page.getByRole('alert').filter({ hasText: 'No pudimos cargar la cotización' });
  await expect(alert).toContainText('Recibimos una respuesta inesperada del servidor.');
  broken = false;
  await alert.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cotización COT-2026-0158' })).toBeVisible();
});

test('a 429 on a read (Retry-After: 30) is not retried sooner: "Reintentar" counts the wait down, then works', async ({ page }) => {
  await page.clock.install();
  await signInAs(page, 'employer');
  let limited = true;
  let reads = 0;
  await page.route(
    (url) => url.pathname.endsWith('/customers/me/company'),
    async (route) => {
      if (route.request().method() !== 'GET') return route.fallback();
      reads += 1;
      if (!limited) return route.fallback();
      return route.fulfill({
        status: 429,
        json: { message: 'Demasiadas solicitudes' },
        headers: { 'access-control-allow-origin': '*', 'access-control-expose-headers': 'Retry-After', 'retry-after': '30' },
      });
    },
  );
  await page.goto('/app/mi-perfil');
  const alert = page.getByRole('alert').filter({ hasText: 'No pudimos cargar el perfil de tu empresa' });
  await expect(alert).toContainText('Espera 30 segundos e inténtalo de nuevo.');
  const retry = alert.getByRole('button', { name: /^Reintentar/ });
  await expect(retry).toHaveText('Reintentar en 30 s');
  await expect(retry).toBeDisabled();
  await expectNoSeriousA11yViolations(page);

  // Seconds later nothing was asked again by itself (the default backoff would after 1 s), and
  // the wait counts down (the page's clock also runs on its own meanwhile).
  await page.clock.fastForward(5000);
  await expect(retry).toHaveText(/^Reintentar en ([1-9]|1\d|2[0-5]) s$/);
  await expect(retry).toBeDisabled();
  expect(reads).toBe(1);

  await page.clock.fastForward(25_000);
  await expect(retry).toHaveText('Reintentar');
  await expect(retry).toBeEnabled();
  expect(reads).toBe(1);
  limited = false;
  await retry.click();
  await expect(page.getByLabel('Razón social')).toHaveValue('CONSTRUCTORA DEL BAJIO');
  expect(reads).toBe(2);
});

test('Seguridad: a password change whose answer is lost may have been made; the same try refused then reads as "it probably changed"', async ({
  page,
}) => {
  await signInAs(page, 'nonEmployer');
  let answerLost = true;
  const sent: unknown[] = [];
  await page.route(
    (url) => url.pathname.endsWith('/users/me/password'),
    async (route) => {
      sent.push(route.request().postDataJSON());
      // The change reaches the server; its answer never reaches the app.
      if (answerLost) {
        await route.fetch();
        return route.abort('connectionreset');
      }
      return route.continue({ headers: { ...route.request().headers(), prefer: 'code=422' } });
    },
  );
  await page.goto('/app/mis-datos?seccion=seguridad');
  const form = page.getByRole('form', { name: 'Cambiar contraseña' });
  await form.getByLabel('Contraseña actual', { exact: true }).fill('Bajio2024!');
  await form.getByLabel('Nueva contraseña', { exact: true }).fill('Queretaro2026');
  await form.getByLabel('Confirma la nueva contraseña', { exact: true }).fill('Queretaro2026');
  await form.getByRole('button', { name: 'Cambiar contraseña' }).click();

  const notice = form.getByRole('alert');
  await expect(notice).toContainText('No sabemos si tu contraseña cambió.');
  await expect(notice).toContainText('inicia sesión con la nueva contraseña');
  await expect(form.getByLabel('Nueva contraseña', { exact: true })).toHaveValue('Queretaro2026');
  await expectNoSeriousA11yViolations(page);

  answerLost = false;
  await form.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(notice).toContainText('Tu contraseña probablemente ya cambió.');
  await expect(form.getByLabel('Contraseña actual', { exact: true })).not.toHaveAttribute('aria-invalid', 'true');
  // A third press with the same passwords is not sent (it would count toward the limit).
  await form.getByRole('button', { name: 'Cambiar contraseña' }).click();
  await expect(notice).toContainText('Tu contraseña probablemente ya cambió.');
  expect(sent).toHaveLength(2);
});

test('a screen whose code does not arrive (a deploy removed it): the shell stays, says why, and Recargar brings it', async ({ page }) => {
  await signInAs(page, 'employer');
  await page.goto('/app');
  await expect(page.getByTestId('greeting')).toHaveText('Hola María');
  let removed = true;
  await page.route(/\/assets\/PaymentHistoryPage-[\w-]+\.js$/, (route) => (removed ? route.abort('failed') : route.fallback()));
  if (isPhone(page)) await page.getByRole('button', { name: 'Abrir menú' }).click();
  await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Historial de pagos' }).click();

  const heading = page.getByRole('heading', { level: 2, name: 'Recarga la página para continuar' });
  await expect(heading).toBeFocused();
  await expect(page.getByRole('heading', { level: 1, name: 'No pudimos abrir esta pantalla' })).toBeVisible();
  await expect(page.getByText('versión nueva de Cotiza')).toBeVisible();
  // The shell is whole: the header, and no whole-page crash screen.
  await expect(page.getByTestId('greeting')).toHaveText('Hola María');
  await expect(page.getByText('Algo salió mal')).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Volver a Inicio' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  removed = false;
  await page.getByRole('button', { name: 'Recargar' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Historial de pagos' })).toBeVisible();
  await expect(page).toHaveURL(/\/app\/historial-de-pagos$/);
});

test(
  'a screen whose code does not arrive: the navigation still leads elsewhere and sign-out still works',
  { tag: '@phone' },
  async ({ page }) => {
    await signInAs(page, 'employer');
    await page.route(/\/assets\/PaymentMethodsPage-[\w-]+\.js$/, (route) => route.abort('failed'));
    // A first load straight onto the screen: the error screen's own code is not preloaded yet.
    await page.goto('/app/metodos-de-pago');
    await expect(page.getByRole('heading', { level: 2, name: 'Recarga la página para continuar' })).toBeFocused();
    await page.getByRole('link', { name: 'Volver a Inicio' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Inicio' })).toBeVisible();
    await logOut(page);
  },
);
