// The quotation as a document: printed (or saved as PDF from the print dialog) the page is the
// quotation alone, without the shell, with its totals. The PDF is Chromium's, as a customer's.
import { expect, test } from '@playwright/test';
import type { Quotation } from '../../../src/features/billing/quotations/types';

import { openWatchedWorld } from './support';

test('the quotation prints as a clean document and saves as a PDF', async ({ page }) => {
  const { console, world } = await openWatchedWorld(page, 'employer');
  const quotations = await world.call<Quotation[]>('GET', '/quotations');
  const quotation = quotations.find((q) => q.folio === 'COT-2026-0158');
  if (!quotation) throw new Error('the example has no COT-2026-0158');

  await page.goto(`/app/cotizaciones/${quotation.id}`);
  const print = page.getByRole('button', { name: 'Imprimir o guardar PDF' });
  await expect(print).toBeVisible();
  // The button opens the browser's print dialog.
  await page.evaluate(() => {
    (window as unknown as { printed: number }).printed = 0;
    window.print = () => void (window as unknown as { printed: number }).printed++;
  });
  await print.click();
  expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);

  await page.emulateMedia({ media: 'print' });
  // The shell is off paper (navigation, header, breadcrumb: what it marks data-print="hide"),
  // and so are the pay panel, the pay bar and every button.
  await expect(page.locator('[data-print="hide"]').first()).toBeAttached();
  await expect(page.locator('[data-print="hide"]:visible')).toHaveCount(0);
  await expect(page.locator('button:visible')).toHaveCount(0);
  await expect(page.getByText('IVA incluido', { exact: true })).toBeHidden();
  // The document: issuer, folio, dates in Mexico City, unit prices, totals and status.
  const header = page.getByTestId('print-header');
  await expect(header).toBeVisible();
  await expect(header).toContainText('Servicios Cotiza S.A. de C.V.');
  await expect(header).toContainText('COT-2026-0158');
  // And the customer: the employer's company, by razón social and RFC as the server has them.
  const company = await world.call<{ legalName: string; rfc: string }>('GET', '/customers/me/company');
  await expect(page.getByTestId('customer-identity')).toHaveText(`${company.legalName}RFC ${company.rfc}`);
  await expect(page.getByText('(hora del centro de México)')).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Precio unitario' })).toBeVisible();
  const totals = page.getByTestId('quotation-totals');
  await expect(totals).toBeVisible();
  await expect(totals).toContainText('Subtotal$12,372.00');
  await expect(totals).toContainText('IVA (16 %)$1,979.52');
  await expect(totals).toContainText('Total$14,351.52 MXN');
  await expect(page.getByText('Estado:')).toBeVisible();

  const pdf = await page.pdf({ format: 'Letter', printBackground: true });
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  expect(pdf.length).toBeGreaterThan(15_000);
  console.expectNone();
});
