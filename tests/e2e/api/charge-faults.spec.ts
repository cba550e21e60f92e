// Paying when the answer does not come back, against the development API (which keeps the charge
// and honours the Idempotency-Key): the customer is told plainly whether they were charged, and
// repeating the attempt never charges twice.
import { expect, test, type Page } from '@playwright/test';
import { formatMoney } from '../../../src/lib/format';
import type { Quotation } from '../../../src/features/billing/quotations/types';
import { expectNoSeriousA11yViolations } from '../support';
import { openWorld, type World } from './support';

const FOLIO = 'COT-2026-0158';

/** A fresh world, its payments counted, and the pay dialog of FOLIO open with the Visa chosen. */
async function openPay(page: Page) {
  const world = await openWorld(page, 'employer');
  const before = await payments(world);
  const quotation = (await world.call<Quotation[]>('GET', '/quotations')).find((q) => q.folio === FOLIO)!;
  await page.goto('/app');
  const total = formatMoney(quotation.total, { forceDecimals: true });
  await page.getByRole('button', { name: `Pagar ${FOLIO} por ${total}` }).click();
  const dialog = page.getByRole('dialog', { name: `Pagar cotización ${FOLIO}` });
  await expect(dialog.getByRole('radio', { name: /Visa terminación 1111/ })).toBeChecked();
  /** Charged once: one payment more than before, and the quotation paid. */
  const expectChargedOnce = async () => {
    expect(await payments(world)).toBe(before + 1);
    expect((await world.call<Quotation>('GET', `/quotations/${quotation.id}`)).status).toBe('pagada');
  };
  return { world, before, total, dialog, expectChargedOnce };
}

const payments = async (world: World) => (await world.call<{ count: number }>('GET', '/payments/count')).count;

test('the charge went through but its answer was lost: the dialog checks and says "Pagado", charged once', async ({ page }) => {
  const { total, dialog, expectChargedOnce } = await openPay(page);
  // The server charges; the answer never reaches the browser.
  await page.route('**/quotations/*/pay', async (route) => {
    await route.fetch();
    await route.fulfill({ status: 500, contentType: 'application/json', body: '{}', headers: { 'access-control-allow-origin': '*' } });
  });

  await dialog.getByRole('button', { name: `Pagar ${total}` }).click();
  await expect(dialog.getByText('Pagado', { exact: true })).toBeVisible();
  await expect(
    dialog.getByText(new RegExp(`Confirmamos el cargo de \\${total.replace(/[.,]/g, '\\$&')} a tu Visa terminación 1111`)),
  ).toBeVisible();
  await expect(dialog.getByText(/Puedes elegir otra tarjeta|Error 500/)).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('link', { name: 'Ver el pago' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Detalle del pago' })).toBeVisible();

  await expectChargedOnce();
});

test('the charge never left: "Aún no vemos el cargo" (never "nothing was charged"), and trying again sends the same attempt once', async ({
  page,
}) => {
  const { world, before, total, dialog } = await openPay(page);
  const keys: string[] = [];
  let first = true;
  await page.route('**/quotations/*/pay', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    if (first) {
      first = false;
      await new Promise((resolve) => setTimeout(resolve, 400));
      return route.abort('connectionreset');
    }
    return route.fallback();
  });

  await dialog.getByRole('button', { name: `Pagar ${total}` }).click();
  // While the charge is on its way nothing can be pressed: the full-screen spinner.
  await expect(page.getByRole('status', { name: 'Procesando tu pago…' })).toBeVisible();
  const verdict = dialog.getByRole('heading', { name: 'Aún no vemos el cargo' });
  await expect(verdict).toBeVisible();
  await expect(page.getByRole('status', { name: 'Procesando tu pago…' })).toHaveCount(0);
  // Focus on the verdict, visible, not on the dialog's hidden "Descartar".
  await expect(verdict).toBeFocused();
  await expect(dialog.getByTestId('pay-check')).not.toContainText(/no se cobró nada|No se realizó el cargo/);
  await expect(dialog.getByRole('radio')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Intentar de nuevo' }).click();
  await expect(page.getByText(`Pagaste ${total} de la cotización ${FOLIO} con Visa terminación 1111.`)).toBeVisible();
  // The dialog says "Pagado" until "Listo".
  await expect(dialog.getByTestId('pay-paid')).toContainText('Pagado');
  await dialog.getByRole('button', { name: 'Listo' }).click();
  await expect(dialog).toBeHidden();

  expect(keys).toHaveLength(2);
  expect(keys[0]).toMatch(/^[\w-]{8,}$/);
  expect(keys[1]).toBe(keys[0]);
  expect(await payments(world)).toBe(before + 1);
});

test('the same request arriving twice (a retrying proxy) is charged once: the API honours its key', async ({ page }) => {
  const { world, before, total, dialog } = await openPay(page);
  await page.route('**/quotations/*/pay', async (route) => {
    await route.fetch();
    await route.continue();
  });
  await dialog.getByRole('button', { name: `Pagar ${total}` }).click();
  await expect(page.getByText(`Pagaste ${total} de la cotización ${FOLIO} con Visa terminación 1111.`)).toBeVisible();
  expect(await payments(world)).toBe(before + 1);
});

for (const status of [400, 404, 409, 422]) {
  test(`a charge that went through, answered by an intermediary with an empty ${status}: "Pagado", no refusal, no Pagar again`, async ({
    page,
  }) => {
    const { total, dialog, expectChargedOnce } = await openPay(page);
    await page.route('**/quotations/*/pay', async (route) => {
      await route.fetch();
      await route.fulfill({ status, body: '', headers: { 'access-control-allow-origin': '*' } });
    });

    await dialog.getByRole('button', { name: `Pagar ${total}` }).click();
    const verdict = dialog.getByRole('heading', { name: 'Pagado' });
    await expect(verdict).toBeVisible();
    await expect(verdict).toBeFocused();
    await expect(dialog.getByTestId('pay-check')).toContainText(`a tu Visa terminación 1111. Tu cotización ${FOLIO} quedó pagada.`);
    await expect(dialog.getByTestId('pay-error')).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: /^Pagar/ })).toHaveCount(0);
    await expect(page.getByText(/Bad Request|No Encontrado|Conflicto|Unprocessable/)).toHaveCount(0);
    await expectChargedOnce();
  });
}

test('"payment in progress" (409): the same attempt is asked about again with its key, no card is offered meanwhile, and it is charged once', async ({
  page,
}) => {
  const { world, before, total, dialog } = await openPay(page);
  const keys: string[] = [];
  await page.route('**/quotations/*/pay', async (route) => {
    keys.push(route.request().headers()['idempotency-key'] ?? '');
    // The first request with this key is still being processed: the contract's 409 (attemptInProgress).
    if (keys.length === 1) {
      return route.fulfill({
        status: 409,
        contentType: 'application/json',
        headers: { 'access-control-allow-origin': '*' },
        body: JSON.stringify({
          message: 'Tu pago aún se está procesando. Espera unos segundos y revisa tu historial antes de intentar de nuevo.',
        }),
      });
    }
    return route.fallback();
  });

  await dialog.getByRole('button', { name: `Pagar ${total}` }).click();
  const waiting = dialog.getByRole('heading', { name: 'Tu pago aún se está procesando' });
  await expect(waiting).toBeVisible();
  await expect(waiting).toBeFocused();
  await expect(dialog.getByRole('radio')).toHaveCount(0);
  await expect(dialog.getByTestId('pay-error')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await expect(dialog.getByTestId('pay-paid')).toContainText('Pagado');
  await expect(dialog.getByRole('button', { name: 'Listo' })).toBeFocused();

  expect(keys).toHaveLength(2);
  expect(keys[1]).toBe(keys[0]);
  expect(await payments(world)).toBe(before + 1);
});
