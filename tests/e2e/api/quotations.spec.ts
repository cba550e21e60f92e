// Inicio, a quotation's detail and paying it, against the development API: a payment sticks.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { formatMoney } from '../../../src/lib/format';
import type { Payment } from '../../../src/features/billing/payments/types';
import type { Quotation } from '../../../src/features/billing/quotations/types';
import { expectNoSeriousA11yViolations, isPhone } from '../support';
import { addCardOnPage, paymentItems, openWatchedWorld } from './support';

const money = (amount: number) => formatMoney(amount, { forceDecimals: true });
const cents = (amount: number) => Math.round(amount * 100);

/** A row of Inicio, also behind an open dialog (the page is then aria-hidden, but on screen). */
const quotationRow = (page: Page, folio: string) =>
  page.getByTestId('quotation-row').filter({ has: page.getByRole('link', { name: folio, exact: true, includeHidden: true }) });

async function openInicio(page: Page) {
  await page.goto('/app');
  await expect(page.getByRole('heading', { level: 1, name: 'Inicio' })).toBeVisible();
  await expect(page.getByTestId('quotation-row').first()).toBeVisible();
}

/** Chooses a card of the pay dialog by the radio's accessible name (a click on its label, as a customer does). */
async function chooseCard(dialog: Locator, name: RegExp) {
  const radio = dialog.getByRole('radio', { name });
  await radio.locator('xpath=ancestor::label[1]').click();
  await expect(radio).toBeChecked();
}

/** Through the main navigation (the drawer on a phone), without reloading the app. */
async function navigateTo(page: Page, name: string) {
  if (isPhone(page)) await page.getByRole('button', { name: 'Abrir menú' }).click();
  await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name, exact: true }).click();
}

test(
  'paying a pending quotation from Inicio with the default card: paid, summed up, in Historial, its invoice requested',
  { tag: ['@phone', '@seed'] },
  async ({ page }) => {
    const { console, world } = await openWatchedWorld(page, 'employer');
    const before = await world.call<Quotation[]>('GET', '/quotations');
    const pending = before.filter((q) => q.status === 'pendiente');
    const paid = pending.find((q) => q.folio === 'COT-2026-0158')!;
    expect(paid, 'the example has COT-2026-0158 pending').toBeTruthy();
    const pendingCents = pending.reduce((sum, q) => sum + cents(q.total), 0);

    // Historial first, so that the app holds the payments from before the payment.
    await page.goto('/app/historial-de-pagos');
    await expect(paymentItems(page).first()).not.toContainText(paid.folio);
    await navigateTo(page, 'Inicio');
    await expect(page.getByTestId('quotation-row').first()).toBeVisible();
    const summary = page.getByRole('region', { name: 'Resumen de tu cuenta' });
    await expect(summary.getByTestId('pending-amount')).toHaveText(money(pendingCents / 100));
    await expect(summary.getByText(`${pending.length} cotizaciones por pagar`)).toBeVisible();

    await page.getByRole('button', { name: `Pagar ${paid.folio} por ${money(paid.total)}` }).click();
    const dialog = page.getByRole('dialog', { name: `Pagar cotización ${paid.folio}` });
    await expect(dialog.getByRole('radio', { name: /Visa terminación 1111/ })).toBeChecked();
    await dialog.getByRole('button', { name: `Pagar ${money(paid.total)}` }).click();

    await expect(page.getByText(`Pagaste ${money(paid.total)} de la cotización ${paid.folio} con Visa terminación 1111.`)).toBeVisible();
    // The dialog says "Pagado" until "Listo".
    await expect(dialog.getByTestId('pay-paid')).toContainText('Pagado');
    await dialog.getByRole('button', { name: 'Listo' }).click();
    await expect(dialog).toBeHidden();
    const row = quotationRow(page, paid.folio);
    await expect(row).toContainText('Pagada');
    await expect(row.getByRole('button', { name: /^Pagar/ })).toHaveCount(0);
    const remaining = pending.length - 1;
    await expect(summary.getByTestId('pending-amount')).toHaveText(money((pendingCents - cents(paid.total)) / 100));
    await expect(summary.getByText(remaining === 1 ? '1 cotización por pagar' : `${remaining} cotizaciones por pagar`)).toBeVisible();

    await page.reload();
    await expect(quotationRow(page, paid.folio)).toContainText('Pagada');
    await expect(quotationRow(page, paid.folio).getByRole('button', { name: /^Pagar/ })).toHaveCount(0);
    await expect(page.getByTestId('pending-amount')).toHaveText(money((pendingCents - cents(paid.total)) / 100));
    const stored = await world.call<Quotation>('GET', `/quotations/${paid.id}`);
    expect(stored.status).toBe('pagada');
    const payment = await world.call<Payment>('GET', `/payments/${stored.paymentId}`);
    expect(payment).toMatchObject({ status: 'COMPLETED', amount: paid.total, quotation: { id: paid.id, folio: paid.folio } });

    await navigateTo(page, 'Historial de pagos');
    await expect(page.getByRole('heading', { level: 1, name: 'Historial de pagos' })).toBeVisible();
    const first = paymentItems(page).first();
    await expect(first).toContainText(paid.folio);
    await expect(first).toContainText('Pagado');
    await expect(first).toContainText(money(paid.total));

    await first.click();
    await expect(page).toHaveURL(new RegExp(`/app/historial-de-pagos/${payment.id}$`));
    await expect(page.getByRole('heading', { level: 1, name: 'Detalle del pago' })).toBeVisible();
    await expect(page.getByTestId('payment-amount')).toHaveText(`${money(paid.total)} MXN`);
    // No invoice yet: the customer requests it with Mi perfil's data (prefilled) and it is stamped.
    expect(payment.invoice).toBeNull();
    await page.getByRole('button', { name: 'Solicitar factura' }).click();
    const invoiceDialog = page.getByRole('dialog', { name: 'Solicitar factura' });
    await expect(invoiceDialog.getByRole('textbox', { name: 'RFC', exact: true })).not.toHaveValue('');
    await invoiceDialog.getByRole('button', { name: 'Solicitar factura' }).click();
    await expect(invoiceDialog).toBeHidden();
    await expect(page.getByTestId('invoice-status')).toHaveText('Vigente', { timeout: 15_000 });
    const invoiced = await world.call<Payment>('GET', `/payments/${payment.id}`);
    await expect(page.getByTestId('invoice-uuid')).toHaveText(invoiced.invoice!.uuid!);
    const pdfLink = page.getByRole('link', { name: 'Descargar PDF' });
    const xmlLink = page.getByRole('link', { name: 'Descargar XML' });
    await expect(pdfLink).toHaveAttribute('href', invoiced.invoice!.pdf_url!);
    await expect(xmlLink).toHaveAttribute('href', invoiced.invoice!.xml_url!);
    await expectNoSeriousA11yViolations(page);

    const pdf = await fetch((await pdfLink.getAttribute('href'))!);
    expect(pdf.status).toBe(200);
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString('latin1'),
    ).toBe('%PDF-');
    const xml = await fetch((await xmlLink.getAttribute('href'))!);
    expect(xml.status).toBe(200);
    const xmlText = await xml.text();
    expect(xmlText).toMatch(/^<\?xml/);
    expect(xmlText).toContain(`UUID="${invoiced.invoice!.uuid}"`);

    // The quotation, from its payment: paid, and leading back to that payment.
    await page.getByRole('link', { name: paid.folio, exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: `Cotización ${paid.folio}` })).toBeVisible();
    await expect(page.getByText('Esta cotización ya está pagada.')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Ver el pago' })).toHaveAttribute('href', `/app/historial-de-pagos/${payment.id}`);
    console.expectNone();
  },
);

test('a declined card leaves the quotation pending and the dialog open; the default card then pays it', async ({ page, context }) => {
  const { console, world } = await openWatchedWorld(page, 'employer');
  await addCardOnPage(page, '4222222222222220', 'María José Hernández Ñúñez');
  await expect(page.getByText('Agregamos tu tarjeta Visa terminación 2220.')).toBeVisible();

  await openInicio(page);
  const folio = 'COT-2026-0161';
  const quotation = (await world.call<Quotation[]>('GET', '/quotations')).find((q) => q.folio === folio)!;
  await page.getByRole('button', { name: `Pagar ${folio} por ${money(quotation.total)}` }).click();
  const dialog = page.getByRole('dialog', { name: `Pagar cotización ${folio}` });
  await chooseCard(dialog, /Visa terminación 2220/);
  await dialog.getByRole('button', { name: `Pagar ${money(quotation.total)}` }).click();

  await expect(dialog.getByTestId('pay-error')).toHaveText('La tarjeta fue declinada. Puedes elegir otra tarjeta.');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: `Pagar ${money(quotation.total)}` })).toBeEnabled();
  await expect(quotationRow(page, folio)).toContainText('Pendiente');
  expect((await world.call<Quotation>('GET', `/quotations/${quotation.id}`)).status).toBe('pendiente');

  // Historial, in another tab of the same session, while the dialog stays open here.
  const history = await context.newPage();
  await history.goto('/app/historial-de-pagos');
  const failed = paymentItems(history).first();
  await expect(failed).toContainText(folio);
  await expect(failed).toContainText('Fallido');
  await expect(failed).toContainText(money(quotation.total));
  await history.close();

  await chooseCard(dialog, /Visa terminación 1111/);
  await dialog.getByRole('button', { name: `Pagar ${money(quotation.total)}` }).click();
  await expect(page.getByText(`Pagaste ${money(quotation.total)} de la cotización ${folio} con Visa terminación 1111.`)).toBeVisible();
  // The dialog says "Pagado" until "Listo".
  await expect(dialog.getByTestId('pay-paid')).toContainText('Pagado');
  await dialog.getByRole('button', { name: 'Listo' }).click();
  await expect(dialog).toBeHidden();
  await expect(quotationRow(page, folio)).toContainText('Pagada');
  expect((await world.call<Quotation>('GET', `/quotations/${quotation.id}`)).status).toBe('pagada');
  const payments = await world.call<Payment[]>('GET', `/payments?filter=${encodeURIComponent(JSON.stringify({ limit: 2 }))}`);
  expect(payments.map((p) => [p.status, p.quotation?.folio])).toEqual([
    ['COMPLETED', folio],
    ['FAILED', folio],
  ]);
  // The declined charge is the one expected error: the browser logs its 400.
  expect(console.errors.filter((error) => !/status of 400/.test(error))).toEqual([]);
});

test('each quotation opened shows its own folio and concept', async ({ page }) => {
  const { console, world } = await openWatchedWorld(page, 'employer');
  const quotations = await world.call<Quotation[]>('GET', '/quotations');
  await openInicio(page);

  for (const folio of ['COT-2026-0152', 'COT-2026-0161']) {
    const quotation = quotations.find((q) => q.folio === folio)!;
    const loaded = page.waitForResponse((r) => new URL(r.url()).pathname === `/quotations/${quotation.id}` && r.ok());
    await page.getByRole('list', { name: 'Cotizaciones' }).getByRole('link', { name: folio, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/app/cotizaciones/${quotation.id}$`));
    await loaded;
    await expect(page.getByRole('heading', { level: 1, name: `Cotización ${folio}` })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: quotation.concept })).toBeVisible();
    await expect(page.getByRole('table', { name: `Conceptos de la cotización ${folio}` })).toBeVisible();
    await expect(page.getByTestId('quotation-totals')).toContainText(`Total${money(quotation.total)} MXN`);

    // Straight from the server, without the row just opened to show while it loads.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: `Cotización ${folio}` })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: quotation.concept })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/app$/);
  }
  await expectNoSeriousA11yViolations(page);
  console.expectNone();
});

test('the non-employer sees only his own quotations, payments and cards', async ({ page }) => {
  const { console, world } = await openWatchedWorld(page, 'nonEmployer');
  const quotations = await world.call<Quotation[]>('GET', '/quotations');
  const payments = await world.call<Payment[]>('GET', '/payments');
  expect(quotations.map((q) => q.folio)).toEqual(['COT-2026-0163', 'COT-2026-0149', 'COT-2026-0133']);

  await openInicio(page);
  await expect(page.getByTestId('greeting')).toHaveText('Hola José');
  const rows = page.getByTestId('quotation-row');
  await expect(rows).toHaveCount(3);
  for (const folio of ['COT-2026-0163', 'COT-2026-0149', 'COT-2026-0133']) {
    await expect(quotationRow(page, folio)).toBeVisible();
  }
  const pending = quotations.filter((q) => q.status === 'pendiente');
  await expect(page.getByTestId('pending-amount')).toHaveText(money(pending.reduce((sum, q) => sum + cents(q.total), 0) / 100));

  // The pay dialog offers no card: the employer's are not his.
  await page.getByRole('button', { name: `Pagar COT-2026-0163 por ${money(pending[0].total)}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Pagar cotización COT-2026-0163' });
  await expect(dialog.getByText('Aún no tienes tarjetas guardadas')).toBeVisible();
  await expect(dialog.getByRole('radiogroup', { name: 'Tarjeta' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();

  await page.goto('/app/historial-de-pagos');
  const items = paymentItems(page);
  await expect(items).toHaveCount(payments.length);
  await expect(page.getByTestId('results-summary')).toHaveText(`Mostrando 1–${payments.length} de ${payments.length} pagos`);
  // Both of his payments are for COT-2026-0149: the card's last four digits tell them apart.
  for (const payment of payments) {
    await expect(
      items.filter({ hasText: payment.description! }).filter({ hasText: `terminación ${payment.card?.card_number?.slice(-4)}` }),
    ).toHaveCount(1);
    expect(payment.quotation?.folio).toBe('COT-2026-0149');
  }
  await expectNoSeriousA11yViolations(page);

  await page.goto('/app/metodos-de-pago');
  await expect(page.getByText('Aún no tienes tarjetas guardadas')).toBeVisible();
  await expect(page.getByTestId('saved-card')).toHaveCount(0);
  await expect(page.getByText(/terminación (1111|4444|5232)/)).toHaveCount(0);
  if (isPhone(page)) await expect(page.getByTestId('side-nav')).toHaveCount(0);
  console.expectNone();
});
