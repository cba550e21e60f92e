// Inicio's status chips when their counts fail against the development API: the failure is said,
// with Reintentar, instead of number placeholders that wait forever.
import { expect, test } from '@playwright/test';
import { expectNoSeriousA11yViolations, watchConsole } from '../support';
import { openWorld } from './support';

test('a failed count of the tabs says so with Reintentar, which brings the numbers', async ({ page }) => {
  const console = watchConsole(page);
  await openWorld(page, 'employer');
  let countsFail = true;
  await page.route(
    (url) => url.pathname === '/quotations/count',
    (route) => (countsFail ? route.fulfill({ status: 503, body: '' }) : route.fallback()),
  );
  await page.goto('/app');
  await expect(page.getByTestId('quotation-row').first()).toBeVisible();
  const chips = page.getByRole('group', { name: 'Filtrar cotizaciones por estado' });
  const problem = page.getByRole('alert').filter({ hasText: 'No pudimos contar tus cotizaciones por estado.' });
  await expect(problem).toBeVisible();
  await expect(chips.getByRole('button', { name: /^Pagadas$/ })).toBeVisible();
  await expect(chips.locator('.animate-pulse')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  countsFail = false;
  await problem.getByRole('button', { name: 'Reintentar' }).click();
  await expect(chips.getByRole('button', { name: /^Pagadas \(\d+\)$/ })).toBeVisible();
  await expect(chips.getByRole('button', { name: /^Todas \(\d+\)$/ })).toBeVisible();
  await expect(problem).toHaveCount(0);
  // The failed counts are the one expected error: the browser logs their 503.
  expect(console.errors.filter((error) => !/status of 503/.test(error))).toEqual([]);
});
