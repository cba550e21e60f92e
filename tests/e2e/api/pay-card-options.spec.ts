// Paying a quotation every way the contract allows, against the development API (which keeps the
// charge, its plan and its 3-D Secure state): meses sin intereses on a credit card, none on a debit
// card, 3-D Secure approved and rejected at the development bank, and an SPEI or store reference.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { formatMoney } from '../../../src/lib/format';
import type { Quotation } from '../../../src/features/billing/quotations/types';
import type { Payment } from '../../../src/features/billing/payments/types';
import { expectNoSeriousA11yViolations } from '../support';
import { addCardOnPage, openWorld, type World } from './support';

const FOLIO = 'COT-2026-0158';
const HOLDER = 'María José Hernández Ñúñez';
/** Openpay's sandbox card that asks for 3-D Secure. */
const CARD_3DS = '4000000000003220';

const quotationOf = async (world: World) => (await world.call<Quotation[]>('GET', '/quotations')).find((q) => q.folio === FOLIO)!;

/** A react-aria radio is pressed through its row (the input itself is visually hidden). */
const option = (scope: Locator, name: string | RegExp) => scope.locator('label').filter({ has: scope.page().getByRole('radio', { name }) });

async function openPay(page: Page, quotation: Quotation) {
  await page.goto('/app');
  const total = formatMoney(quotation.total, { forceDecimals: true });
  await page.getByRole('button', { name: `Pagar ${FOLIO} por ${total}` }).click();
  const dialog = page.getByRole('dialog', { name: `Pagar cotización ${FOLIO}` });
  await expect(dialog.getByRole('radio', { name: 'Tarjeta' })).toBeChecked();
  return { total, dialog };
}

test('a credit card in 6 meses sin intereses: "Pagado" with the plan, and the payment keeps it', async ({ page }) => {
  const world = await openWorld(page, 'employer');
  const quotation = await quotationOf(world);
  const { total, dialog } = await openPay(page, quotation);
  await expect(dialog.getByRole('radio', { name: /Visa terminación 1111/ })).toBeChecked();

  const plans = dialog.getByRole('radiogroup', { name: 'Meses sin intereses' });
  await expect(plans.getByRole('radio', { name: 'Una sola exhibición' })).toBeChecked();
  await option(plans, /^6 meses de/).click();
  await expect(plans.getByRole('radio', { name: /^6 meses de/ })).toBeChecked();
  await expect(dialog.getByTestId('pay-summary')).toContainText(
    `Cobraremos ${total} a tu Visa terminación 1111 en 6 meses sin intereses de`,
  );
  await expectNoSeriousA11yViolations(page);

  await dialog.getByRole('button', { name: `Pagar ${total}` }).click();
  const paid = dialog.getByTestId('pay-paid');
  await expect(paid).toContainText('Pagado');
  await expect(paid).toContainText('en 6 meses sin intereses de');
  await expectNoSeriousA11yViolations(page);
  const receipt = await dialog.getByRole('link', { name: 'Ver recibo' }).getAttribute('href');
  const paymentId = /\/app\/historial-de-pagos\/([^/]+)\/recibo$/.exec(receipt ?? '')?.[1];
  expect(paymentId).toBeTruthy();
  await dialog.getByRole('button', { name: 'Listo' }).click();
  await expect(dialog).toBeHidden();

  const payment = await world.call<Payment>('GET', `/payments/${paymentId}`);
  expect(payment).toMatchObject({ status: 'COMPLETED', payment_plan: { payments: 6 } });
  expect((await world.call<Quotation>('GET', `/quotations/${quotation.id}`)).status).toBe('pagada');
  await page.goto(`/app/historial-de-pagos/${paymentId}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Detalle del pago' })).toBeVisible();
});

test('"Pagar" stays in view at the foot of the dialog, however long the choices are', { tag: '@phone' }, async ({ page }) => {
  const world = await openWorld(page, 'employer');
  const { total, dialog } = await openPay(page, await quotationOf(world));
  const pay = dialog.getByRole('button', { name: `Pagar ${total}` });
  await expect(dialog.getByRole('radiogroup', { name: 'Meses sin intereses' })).toBeVisible();
  await expect(pay).toBeInViewport({ ratio: 1 });
  // At the top of the dialog, and at its foot: the button does not move away.
  await dialog.getByRole('radio', { name: 'Tarjeta' }).focus();
  await expect(pay).toBeInViewport({ ratio: 1 });
  await option(dialog, /^18 meses de/).click();
  await expect(pay).toBeInViewport({ ratio: 1 });
  await expectNoSeriousA11yViolations(page);
});

test('a debit card is offered no meses sin intereses', async ({ page }) => {
  const world = await openWorld(page, 'employer');
  const { total, dialog } = await openPay(page, await quotationOf(world));
  await expect(dialog.getByRole('radiogroup', { name: 'Meses sin intereses' })).toBeVisible();
  await option(dialog, /Mastercard terminación 4444/).click();
  await expect(dialog.getByRole('radio', { name: /Mastercard terminación 4444/ })).toBeChecked();
  await expect(dialog.getByRole('radiogroup', { name: 'Meses sin intereses' })).toHaveCount(0);
  await expect(dialog.getByTestId('pay-summary')).toHaveText(`Cobraremos ${total} a tu Mastercard terminación 4444.`);
});

/** Pays with the 3-D Secure card and lands on the development bank's page. */
async function payAtBank(page: Page, world: World) {
  await addCardOnPage(page, CARD_3DS, HOLDER);
  const quotation = await quotationOf(world);
  const { total, dialog } = await openPay(page, quotation);
  await option(dialog, /terminación 3220/).click();
  await dialog.getByRole('button', { name: `Pagar ${total}` }).click();
  await page.waitForURL(/\/__dev\/3ds\//);
  return quotation;
}

test('3-D Secure approved at the bank: back on the confirmation page, "Pagado"', async ({ page }) => {
  const world = await openWorld(page, 'employer');
  const quotation = await payAtBank(page, world);
  await page.getByRole('button', { name: 'Autorizar pago' }).click();

  await page.waitForURL(new RegExp(`/app/cotizaciones/${quotation.id}/confirmacion\\?id=[A-Za-z0-9_-]+$`));
  const outcome = page.getByTestId('confirmation-outcome');
  await expect(outcome.getByRole('heading', { name: 'Pagado' })).toBeVisible();
  await expect(outcome).toContainText('Visa terminación 3220');
  await expect(page.getByRole('link', { name: 'Ver recibo' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  expect((await world.call<Quotation>('GET', `/quotations/${quotation.id}`)).status).toBe('pagada');
});

test('3-D Secure rejected at the bank: "No se realizó el pago", and "Intentar de nuevo" opens the payment again', async ({ page }) => {
  const world = await openWorld(page, 'employer');
  const quotation = await payAtBank(page, world);
  await page.getByRole('button', { name: /Rechazar/ }).click();

  await page.waitForURL(new RegExp(`/app/cotizaciones/${quotation.id}/confirmacion\\?id=`));
  const outcome = page.getByTestId('confirmation-outcome');
  await expect(outcome.getByRole('heading', { name: 'No se realizó el pago' })).toBeVisible();
  // The bank's message already says no charge was made: said once, not twice.
  await expect(outcome).toContainText('No se hizo ningún cargo');
  expect((await outcome.textContent())?.match(/ningún cargo/g)).toHaveLength(1);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Intentar de nuevo' }).click();
  await expect(page).toHaveURL(new RegExp(`/app/cotizaciones/${quotation.id}$`));
  await expect(page.getByRole('dialog', { name: `Pagar cotización ${FOLIO}` })).toBeVisible();
  expect((await world.call<Quotation>('GET', `/quotations/${quotation.id}`)).status).toBe('pendiente');
});

test('SPEI: the reference is made and the customer lands on its instructions', async ({ page }) => {
  const world = await openWorld(page, 'employer');
  const quotation = await quotationOf(world);
  const { dialog } = await openPay(page, quotation);
  await option(dialog, 'Transferencia SPEI').click();
  await expect(dialog.getByTestId('pay-method-explanation')).toContainText('CLABE');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Generar datos de transferencia' }).click();

  await page.waitForURL(/\/app\/historial-de-pagos\/[A-Za-z0-9_-]+\/instrucciones$/);
  const after = await world.call<Quotation>('GET', `/quotations/${quotation.id}`);
  expect(after.status).toBe('pendiente');
  expect(after.pendingPayment?.method).toBe('bank_account');
  expect(page.url()).toContain(`/app/historial-de-pagos/${after.pendingPayment!.id}/instrucciones`);
});

test(
  'store: the reference is made, its page takes the focus, and no toast covers «Ver la cotización» at its foot',
  { tag: '@phone' },
  async ({ page }) => {
    const world = await openWorld(page, 'employer');
    const quotation = await quotationOf(world);
    const { dialog } = await openPay(page, quotation);
    await option(dialog, 'Efectivo en tienda').click();
    await dialog.getByRole('button', { name: 'Generar referencia de pago' }).click();
    await page.waitForURL(/\/app\/historial-de-pagos\/[A-Za-z0-9_-]+\/instrucciones$/);
    // The page says what was made (no toast repeats it): its first heading has the focus.
    await expect(page.getByRole('heading', { level: 2, name: 'Tu referencia de pago' })).toBeFocused();
    // Within a toast's 5 s, the link at the foot of the page is the element under its own centre.
    const link = page.getByRole('link', { name: `Ver la cotización ${FOLIO}` });
    await link.scrollIntoViewIfNeeded();
    const onTop = await link.evaluate((element) => {
      const box = element.getBoundingClientRect();
      return element.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
    });
    expect(onTop).toBe(true);
    await expect(page.locator('.Toastify__toast')).toHaveCount(0);
    await expectNoSeriousA11yViolations(page);
    await link.click();
    await expect(page).toHaveURL(new RegExp(`/app/cotizaciones/${quotation.id}$`));
  },
);
