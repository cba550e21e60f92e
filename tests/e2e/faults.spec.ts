// Faults the API can throw at a screen, against Prism's mock with the answer replaced: nothing the
// customer sees is taken from a failed read, nothing is saved over real data, nothing waits forever.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, preferExample, signInAs } from './support';

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
