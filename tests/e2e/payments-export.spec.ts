// "Exportar CSV" when the server misbehaves: Historial loads from Prism's mock, then the export's
// own calls (`GET /payments/count` and the pages of 1,000) are answered here.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page, type Request, type Route } from '@playwright/test';
import { makePayments } from '../../src/features/billing/payments/test/fixtures';
import { expectNoSeriousA11yViolations, paymentItems, signInAs, watchConsole } from './support';

interface Filter {
  where?: unknown;
  order?: string[];
  limit?: number;
  skip?: number;
}
const filterOf = (url: string): Filter => JSON.parse(new URL(url).searchParams.get('filter') ?? '{}') as Filter;
const isExportPage = (url: URL) => url.pathname === '/payments' && filterOf(url.href).limit === 1000;

/** Answers through Prism (its CORS headers, a logged call) with our own body. */
async function answerWith(route: Route, json: unknown) {
  const response = await route.fetch();
  await route.fulfill({ response, json });
}

/** From now on the server counts `count` payments and answers the export's pages with `page(skip)` ('hang': never). */
async function exportServer(page: Page, count: number, answer: (skip: number) => unknown[] | 'hang') {
  const asked: Filter[] = [];
  await page.route(
    (url) => url.pathname === '/payments/count',
    (route) => answerWith(route, { count }),
  );
  await page.route(isExportPage, async (route) => {
    const filter = filterOf(route.request().url());
    asked.push(filter);
    const rows = answer(filter.skip ?? 0);
    if (rows === 'hang') return; // the request stays in flight until the page drops it
    await answerWith(route, rows);
  });
  return asked;
}

test.beforeEach(async ({ page }) => {
  await signInAs(page, 'employer');
  await page.goto('/app/historial-de-pagos');
  await expect(paymentItems(page)).toHaveCount(14);
});

test('a server that ignores skip: the export stops, downloads what came and says it is short', async ({ page }) => {
  const console = watchConsole(page);
  // Always the same full page, whatever the skip.
  const asked = await exportServer(page, 1500, () => makePayments(1000));
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();

  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^pagos-cotiza-\d{4}-\d{2}-\d{2}\.csv$/);
  const lines = (await readFile((await file.path())!)).subarray(3).toString('utf8').trimEnd().split('\r\n');
  expect(lines).toHaveLength(1001);
  expect(new Set(lines).size).toBe(1001);

  const notice = page.getByRole('alert').filter({ hasText: 'Exportamos 1,000 de 1,500 pagos.' });
  await expect(notice).toHaveText('Exportamos 1,000 de 1,500 pagos. El servidor no envió el resto; intenta de nuevo más tarde.');
  // Bounded: the second page brought nothing new, and nothing was asked after it.
  expect(asked.map((f) => f.skip)).toEqual([0, 1000]);
  expect(asked[0]).toEqual({ order: ['creation_date DESC'], limit: 1000, skip: 0 });
  await expect(page.getByText(/Exportamos 1,000 pagos en/)).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Exportar CSV' })).toBeEnabled();
  await expectNoSeriousA11yViolations(page);

  await notice.getByRole('button', { name: 'Cerrar aviso' }).click();
  await expect(notice).toHaveCount(0);
  console.expectNone();
});

test('shows the progress, and Cancelar (keyboard) drops the request with no file and no error', async ({ page }) => {
  const console = watchConsole(page);
  const asked = await exportServer(page, 2500, (skip) => (skip === 0 ? makePayments(1000) : 'hang'));
  const downloads: unknown[] = [];
  page.on('download', (d) => downloads.push(d));
  const dropped = page.waitForEvent('requestfailed', (r: Request) => isExportPage(new URL(r.url())) && filterOf(r.url()).skip === 1000);

  const exportButton = page.getByRole('button', { name: 'Exportar CSV' });
  await exportButton.focus();
  await page.keyboard.press('Enter');
  const progress = page.getByRole('progressbar', { name: 'Exportando 1,000 de 2,500 pagos…' });
  await expect(progress).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', '1000');
  await expect(progress).toHaveAttribute('aria-valuemax', '2500');
  await expect(exportButton).toBeDisabled();
  await expectNoSeriousA11yViolations(page);

  const cancel = page.getByRole('button', { name: 'Cancelar' });
  await expect(cancel).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Cancelaste la exportación.')).toBeVisible();
  await dropped;
  await expect(progress).toHaveCount(0);
  await expect(exportButton).toBeFocused();
  await page.waitForTimeout(500);
  expect(downloads).toEqual([]);
  expect(asked.map((f) => f.skip)).toEqual([0, 1000]);
  await expect(page.getByText(/No pudimos exportar/)).toHaveCount(0);
  console.expectNone();
});
