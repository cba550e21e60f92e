// Paying a quotation by SPEI transfer or cash at a store, against the development API: the
// instructions page gives the data to pay with, the quotation waits ("Pago en proceso"), and once
// the money arrives (the dev API's control) Historial shows it paid with its receipt, which prints.
import { randomUUID } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { formatDateTime, formatMoney } from '../../../src/lib/format';
import { formatClabe } from '../../../src/features/billing/payments/clabe';
import { receiptMethodLabel } from '../../../src/features/billing/payments/method-label';
import { formatLongDateTime } from '../../../src/features/billing/payments/payment-method';
import type { Payment } from '../../../src/features/billing/payments/types';
import type { Quotation } from '../../../src/features/billing/quotations/types';
import { expectNoSeriousA11yViolations, isPhone } from '../support';
import { openWorld, paymentItems, receivePayment, type World, openWatchedWorld } from './support';

// The copy buttons write to the clipboard, which the test then reads back.
test.use({ permissions: ['clipboard-read', 'clipboard-write'] });
// Each test walks the whole way (instructions, quotation, Historial, receipt, PDF) with two axe scans.
test.describe.configure({ timeout: 90_000 });

/** A pending quotation paid by SPEI or store through the API, as the pay dialog does it. */
async function createReference(world: World, method: 'bank_account' | 'store'): Promise<{ quotation: Quotation; payment: Payment }> {
  const quotations = await world.call<Quotation[]>('GET', '/quotations');
  const quotation = quotations.find((q) => q.status === 'pendiente' && !q.pendingPayment);
  if (!quotation) throw new Error('the example world has no pending quotation without a reference');
  const payment = await world.call<Payment>('POST', `/quotations/${quotation.id}/pay`, { method }, { 'Idempotency-Key': randomUUID() });
  expect(payment).toMatchObject({ method, status: 'IN_PROGRESS', card: null });
  return { quotation, payment };
}

/** Copies with a button, and checks the announcement and what the clipboard holds. */
async function expectCopies(page: Page, button: string, announced: string, raw: string) {
  await page.getByRole('button', { name: button }).click();
  await expect(page.getByRole('status').filter({ hasText: announced })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(raw);
}

/** The server holds the quotation pending, waiting for this reference. */
async function expectQuotationWaits(world: World, quotation: Quotation, payment: Payment) {
  const held = await world.call<Quotation>('GET', `/quotations/${quotation.id}`);
  expect(held.status).toBe('pendiente');
  expect(held.pendingPayment).toMatchObject({ id: payment.id, method: payment.method });
}

/** Historial shows the payment paid, with its receipt; the receipt names it as the server does; it prints. */
async function expectReceipt(page: Page, world: World, paymentId: string) {
  const paid = await world.call<Payment>('GET', `/payments/${paymentId}`);
  expect(paid.status).toBe('COMPLETED');

  await page.goto('/app/historial-de-pagos');
  await expect(page.getByRole('heading', { level: 1, name: 'Historial de pagos' })).toBeVisible();
  const item = paymentItems(page).filter({ hasText: paid.description }).first();
  await expect(item).toContainText('Pagado');
  await item.getByRole('link', { name: `Recibo del pago del ${formatDateTime(paid.creation_date)}` }).click();

  await expect(page).toHaveURL(new RegExp(`/app/historial-de-pagos/${paymentId}/recibo$`));
  await expect(page.getByRole('heading', { level: 1, name: 'Recibo de pago' })).toBeVisible();
  await expect(page.getByTestId('receipt-folio')).toHaveText(paid.order_id || paid.id);
  await expect(page.getByTestId('receipt-method')).toHaveText(receiptMethodLabel(paid));
  await expect(page.getByTestId('receipt-authorization')).toHaveText(paid.authorization || '—');
  expect(paid.authorization).toBeTruthy();
  await expect(page.getByTestId('receipt-amount')).toContainText(formatMoney(paid.amount, { forceDecimals: true }));
  await expectNoSeriousA11yViolations(page);

  // On paper: the receipt alone, black on white.
  await page.emulateMedia({ media: 'print' });
  await expect(page.getByTestId('receipt-folio')).toBeVisible();
  await expect(page.getByTestId('greeting')).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Ruta de navegación' })).toBeHidden();
  await expect(page.getByRole('button', { name: 'Imprimir o guardar PDF' })).toBeHidden();
  if (!isPhone(page)) await expect(page.getByTestId('side-nav')).toBeHidden();
  await test.info().attach('recibo-impreso.png', { body: await page.screenshot({ fullPage: true }), contentType: 'image/png' });
  const pdf = await page.pdf({ format: 'Letter' });
  expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  expect(pdf.length).toBeGreaterThan(10_000);
  await test.info().attach('recibo.pdf', { body: pdf, contentType: 'application/pdf' });
  await page.emulateMedia({ media: 'screen' });
}

test('SPEI: the instructions give the CLABE, amount and deadline to copy; once the transfer arrives, the receipt prints', async ({
  page,
}) => {
  const { console, world } = await openWatchedWorld(page, 'employer');
  const { quotation, payment } = await createReference(world, 'bank_account');
  const transfer = payment.payment_method;
  if (transfer?.type !== 'bank_transfer') throw new Error('an SPEI payment carries its bank transfer');

  await page.goto(`/app/historial-de-pagos/${payment.id}/instrucciones`);
  await expect(page.getByRole('heading', { level: 1, name: 'Paga por transferencia SPEI' })).toBeVisible();
  await expect(page.getByTestId('clabe')).toHaveText(formatClabe(transfer.clabe));
  await expect(page.getByTestId('clabe')).toHaveText(/^\d{3} \d{3} \d{4} \d{4} \d{3} \d$/);
  await expect(page.getByTestId('payment-amount')).toHaveText(`${formatMoney(payment.amount, { forceDecimals: true })} MXN`);
  await expect(page.getByTestId('payment-deadline')).toHaveText(
    `Paga antes del ${formatLongDateTime(payment.due_date)} (hora del centro de México)`,
  );
  await expect(page.getByText(transfer.bank, { exact: true })).toBeVisible();
  await expect(page.getByRole('note')).toHaveCount(0); // the server's CLABE passes its check digit
  await expectCopies(page, 'Copiar CLABE', 'CLABE copiada', transfer.clabe);
  await expectCopies(page, 'Copiar referencia', 'Referencia copiada', transfer.name);
  await expectCopies(page, 'Copiar monto', 'Monto copiado', payment.amount.toFixed(2));
  await expectNoSeriousA11yViolations(page);

  await expectQuotationWaits(world, quotation, payment);
  await page.goto('/app/historial-de-pagos');
  await expect(paymentItems(page).filter({ hasText: payment.description }).first()).toContainText('Pendiente de pago');

  await receivePayment(payment.id);
  await expectReceipt(page, world, payment.id);
  console.expectNone();
});

test('store: the barcode loads with its reference as text; once paid in cash, the receipt prints', async ({ page }) => {
  const { console, world } = await openWatchedWorld(page, 'employer');
  const { quotation, payment } = await createReference(world, 'store');
  const store = payment.payment_method;
  if (store?.type !== 'store') throw new Error('a store payment carries its reference');

  await page.goto(`/app/historial-de-pagos/${payment.id}/instrucciones`);
  await expect(page.getByRole('heading', { level: 1, name: 'Paga en efectivo en tienda' })).toBeVisible();
  const barcode = page.getByRole('img', { name: `Código de barras de la referencia ${store.reference}` });
  await expect(barcode).toHaveAttribute('src', store.barcode_url);
  await expect.poll(() => barcode.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBeGreaterThan(0);
  await expect(page.getByTestId('store-reference')).toHaveText(store.reference);
  await expect(page.getByTestId('payment-amount')).toHaveText(`${formatMoney(payment.amount, { forceDecimals: true })} MXN`);
  await expect(page.getByTestId('payment-deadline')).toContainText(formatLongDateTime(payment.due_date));
  await expect(page.getByRole('region', { name: 'Dónde pagar' })).toContainText('7-Eleven');
  await expectCopies(page, 'Copiar referencia', 'Referencia copiada', store.reference);
  await expectNoSeriousA11yViolations(page);

  await expectQuotationWaits(world, quotation, payment);

  // Received while the instructions are open: the page finds out on its own (it reads again every 30 s).
  await page.clock.install();
  await page.goto(`/app/historial-de-pagos/${payment.id}/instrucciones`);
  await expect(page.getByTestId('store-reference')).toBeVisible();
  await receivePayment(payment.id);
  await page.clock.fastForward(31_000);
  await expect(page.getByRole('link', { name: 'Ver recibo' })).toBeVisible({ timeout: 15_000 });

  await expectReceipt(page, world, payment.id);
  console.expectNone();
});

// What the instructions page promises in its steps: the quotation says it waits, and offers the
// instructions instead of a second payment.
test('a quotation waiting for a reference reads "Pago en proceso"', async ({ page }) => {
  const world = await openWorld(page, 'employer');
  const { quotation } = await createReference(world, 'bank_account');
  await page.goto(`/app/cotizaciones/${quotation.id}`);
  await expect(page.getByText('Pago en proceso').first()).toBeVisible();
  await expect(page.getByRole('link', { name: /Ver instrucciones/ }).first()).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pagar/ })).toHaveCount(0);
});
