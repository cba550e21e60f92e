// Notificaciones against the development API: a preference saved on the screen sticks, and the
// e-mails the API sends follow it (a payment's receipt, a quotation about to fall due), each with
// a link to its screen and the merchant's identity.
import { expect, test, type Page } from '@playwright/test';
import { formatMoney } from '../../../src/lib/format';
import type { Quotation } from '../../../src/features/billing/quotations/types';
import { expectNoSeriousA11yViolations } from '../support';
import { issueQuotation, moveClock, openWorld, outboxOf, openWatchedWorld } from './support';

const money = (amount: number) => formatMoney(amount, { forceDecimals: true });

async function openNotifications(page: Page) {
  await page.goto('/app/notificaciones');
  await expect(page.getByRole('heading', { level: 1, name: 'Notificaciones' })).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Pago recibido' })).toBeVisible();
}

/** Flips a switch as a customer does (a click on its label) and checks where it ended. */
async function setSwitch(page: Page, name: string, on: boolean) {
  const control = page.getByRole('switch', { name });
  if ((await control.isChecked()) !== on) await page.getByText(name, { exact: true }).click();
  await expect(control).toBeChecked({ checked: on });
}

async function save(page: Page) {
  await page.getByRole('button', { name: 'Guardar preferencias' }).click();
  await expect(page.getByTestId('preferences-saved')).toHaveText('Guardamos tus preferencias.');
}

/** Pays a pending quotation from Inicio with the default card. */
async function payFromInicio(page: Page, quotation: Quotation) {
  await page.goto('/app');
  await page.getByRole('button', { name: `Pagar ${quotation.folio} por ${money(quotation.total)}` }).click();
  const dialog = page.getByRole('dialog', { name: `Pagar cotización ${quotation.folio}` });
  await dialog.getByRole('button', { name: `Pagar ${money(quotation.total)}` }).click();
  await expect(dialog.getByTestId('pay-paid')).toContainText('Pagado');
  await dialog.getByRole('button', { name: 'Listo' }).click();
  await expect(dialog).toBeHidden();
}

test('«Pago recibido» off is saved and sends no receipt; on again, the next payment e-mails its receipt link and the merchant', async ({
  page,
}) => {
  const { console, world } = await openWatchedWorld(page, 'employer');
  const pending = (await world.call<Quotation[]>('GET', '/quotations')).filter((q) => q.status === 'pendiente' && !q.pendingPayment);
  expect(pending.length, 'two payable quotations in the example').toBeGreaterThanOrEqual(2);

  await openNotifications(page);
  const notice = page.getByRole('switch', { name: 'Aviso de cargo automático' });
  await expect(notice).toBeChecked();
  await expect(notice).toBeDisabled();
  await expect(page.getByText('Siempre activo: la ley nos pide avisarte 5 días antes de cada cargo automático.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // By keyboard: Tab reaches a switch, Space flips it.
  const invoices = page.getByRole('switch', { name: 'Factura lista' });
  await invoices.focus();
  await page.keyboard.press('Space');
  await expect(invoices).not.toBeChecked();
  await page.keyboard.press('Space');
  await expect(invoices).toBeChecked();

  await setSwitch(page, 'Pago recibido', false);
  await save(page);
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Pago recibido' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Cotización nueva' })).toBeChecked();

  await payFromInicio(page, pending[0]!);
  expect((await outboxOf(world.world)).filter((mail) => mail.kind === 'paymentReceived')).toEqual([]);

  await openNotifications(page);
  await setSwitch(page, 'Pago recibido', true);
  await save(page);
  await payFromInicio(page, pending[1]!);
  const paid = await world.call<Quotation>('GET', `/quotations/${pending[1]!.id}`);
  const receipts = (await outboxOf(world.world)).filter((mail) => mail.kind === 'paymentReceived');
  expect(receipts).toHaveLength(1);
  const [receipt] = receipts;
  expect(receipt!.to).toBe(world.user.email);
  expect(new URL(receipt!.link!).pathname).toBe(`/app/historial-de-pagos/${paid.paymentId}/recibo`);
  expect(receipt!.text).toContain(money(pending[1]!.total));
  expect(receipt!.text).toContain(pending[1]!.folio);
  expect(receipt!.text).toContain('RFC');

  // The link opens the receipt.
  await page.goto(new URL(receipt!.link!).pathname);
  await expect(page.getByText(pending[1]!.folio).first()).toBeVisible();
  console.expectNone();
});

test('a quotation about to fall due is e-mailed 3 days before its last day only while «Cotización por vencer» is on', async ({ page }) => {
  const { console, world } = await openWatchedWorld(page, 'nonEmployer');
  const mine = async (kind: string) => (await outboxOf(world.world)).filter((mail) => mail.kind === kind && mail.to === world.user.email);

  await openNotifications(page);
  await setSwitch(page, 'Cotización por vencer', false);
  await save(page);

  const first = await issueQuotation(world.world);
  const [issued] = await mine('quotationIssued');
  expect(new URL(issued!.link!).pathname).toBe(`/app/cotizaciones/${first.id}`);
  await moveClock(world.world, { days: 12 });
  expect(await mine('dueSoon')).toEqual([]);

  await page.reload();
  await expect(page.getByRole('switch', { name: 'Cotización por vencer' })).not.toBeChecked();
  await setSwitch(page, 'Cotización por vencer', true);
  await save(page);
  const second = await issueQuotation(world.world);
  await moveClock(world.world, { days: 12 });
  const dueSoon = await mine('dueSoon');
  expect(dueSoon.map((mail) => new URL(mail.link!).pathname)).toEqual([`/app/cotizaciones/${second.id}`]);
  expect(dueSoon[0]!.subject).toBe(`Tu cotización ${second.folio} vence en 3 días`);
  expect(dueSoon[0]!.text).toContain('RFC');

  // The link opens the quotation.
  await page.goto(`/app/cotizaciones/${second.id}`);
  await expect(page.getByText(second.folio).first()).toBeVisible();
  console.expectNone();
});

interface Preferences {
  email: Record<string, boolean>;
  version?: number;
}

test('a save whose answer was lost after the server saved it: read again, «Confirmamos que guardamos tus preferencias», never sent twice', async ({
  page,
}) => {
  const world = await openWorld(page, 'nonEmployer');
  await openNotifications(page);
  let puts = 0;
  await page.route('**/users/me/notification-preferences', async (route) => {
    if (route.request().method() !== 'PUT') return route.fallback();
    puts += 1;
    // The server saves; its answer never reaches the browser.
    await route.fetch();
    return route.abort('connectionreset');
  });

  await setSwitch(page, 'Pago recibido', false);
  await page.getByRole('button', { name: 'Guardar preferencias' }).click();
  await expect(page.getByTestId('preferences-saved')).toHaveText('Confirmamos que guardamos tus preferencias.');
  await expect(page.getByText(/No pudimos guardar|No sabemos/)).toHaveCount(0);
  await expect(page.getByRole('switch', { name: 'Pago recibido' })).not.toBeChecked();
  expect(puts).toBe(1);
  expect((await world.call<Preferences>('GET', '/users/me/notification-preferences')).email.paymentReceived).toBe(false);
  await expectNoSeriousA11yViolations(page);
});

test('two tabs: the one opened before is told its copy is stale, sees the other tab’s change with its own on top, and saving keeps both', async ({
  page,
  context,
}) => {
  const world = await openWorld(page, 'nonEmployer');
  await openNotifications(page);
  // The same customer's second tab, opened before the first one saves.
  const other = await context.newPage();
  await openNotifications(other);

  await setSwitch(page, 'Cotización nueva', false);
  await save(page);

  await setSwitch(other, 'Cotización por vencer', false);
  await other.getByRole('button', { name: 'Guardar preferencias' }).click();
  const notice = other.getByTestId('preferences-changed');
  await expect(notice).toContainText('Tus preferencias cambiaron en otra pestaña o dispositivo mientras las editabas.');
  await expect(notice).toContainText('Se guardó en otra parte: no recibir «Cotización nueva».');
  await expect(notice).toContainText('aún sin guardar: no recibir «Cotización por vencer»');
  // Nothing was undone: the first tab's change stands on the server and shows here.
  expect((await world.call<Preferences>('GET', '/users/me/notification-preferences')).email).toMatchObject({
    quotationIssued: false,
    dueSoon: true,
  });
  await expect(other.getByRole('switch', { name: 'Cotización nueva' })).not.toBeChecked();
  await expect(other.getByRole('switch', { name: 'Cotización por vencer' })).not.toBeChecked();
  await expectNoSeriousA11yViolations(other);

  await save(other);
  await expect(notice).toBeHidden();
  expect((await world.call<Preferences>('GET', '/users/me/notification-preferences')).email).toMatchObject({
    quotationIssued: false,
    dueSoon: false,
  });
  // The first tab, reloaded, shows both.
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Cotización nueva' })).not.toBeChecked();
  await expect(page.getByRole('switch', { name: 'Cotización por vencer' })).not.toBeChecked();
});
