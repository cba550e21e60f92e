// Where features meet, one rule (src/features/billing/quotations/quotation-lifecycle.ts, from the contract's
// Quotation.x-lifecycle), against the development API with each world's clock:
// - a quotation the customer asked to change is never scheduled nor charged by automatic payment,
//   and the customer can still accept or decline it;
// - Inicio's balance is Estado de cuenta's closing balance, its parts named;
// - Inicio claims nothing about automatic payment before it knows whether consent was given.
import { expect, test, type Page } from '@playwright/test';
import type { components } from '../../../src/lib/api/schema';
import { formatMoney } from '../../../src/lib/format';
import { expectNoSeriousA11yViolations } from '../support';
import { moveClock, openWorld, outboxOf, type World } from './support';

type AutoPayment = components['schemas']['AutoPayment'];
type Balance = components['schemas']['Balance'];
type Quotation = components['schemas']['Quotation'];
type Payment = components['schemas']['Payment'];

const money = (amount: number) => formatMoney(amount, { forceDecimals: true });
const addDays = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
const all = encodeURIComponent(JSON.stringify({ limit: 1000 }));
const covered = (autoPayment: AutoPayment) => autoPayment.schedule.flatMap((charge) => charge.quotations.map((q) => q.id));

/** An undecided pending quotation far enough ahead for automatic payment to schedule it. */
async function undecidedQuotation(world: World): Promise<Quotation> {
  const quotations = await world.call<Quotation[]>('GET', `/quotations?filter=${all}`);
  const { schedule } = await world.call<AutoPayment>('GET', '/customers/me/auto-payment');
  const scheduled = new Set(schedule.flatMap((charge) => charge.quotations.map((q) => q.id)));
  const found = quotations.find((q) => q.status === 'pendiente' && q.decision === null && !q.pendingPayment && scheduled.has(q.id));
  if (!found) throw new Error('the examples have an undecided pending quotation automatic payment would charge');
  return found;
}

async function askForChanges(page: Page, quotation: Quotation, comment: string) {
  await page.goto(`/app/cotizaciones/${quotation.id}`);
  const section = page.getByTestId('quotation-decision');
  await section.getByRole('button', { name: 'Pedir cambios' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('textbox').fill(comment);
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  await expect(dialog).toContainText('no la cobraremos automáticamente');
  await dialog.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(section).toContainText(`Pediste cambios: «${comment}»`);
}

test('a quotation under changes is never scheduled nor charged automatically, and can still be answered', async ({ page }) => {
  const world = await openWorld(page, 'employer');
  const quotation = await undecidedQuotation(world);
  await askForChanges(page, quotation, 'Cotizar también la bodega.');
  await expect(page.getByText('Cambios solicitados').first()).toBeVisible();
  // The customer may still accept or decline this version, not ask again.
  const section = page.getByTestId('quotation-decision');
  await expect(section.getByRole('button', { name: 'Aceptar' })).toBeVisible();
  await expect(section.getByRole('button', { name: 'Rechazar' })).toBeVisible();
  await expect(section.getByRole('button', { name: 'Pedir cambios' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  const { terms } = await world.call<AutoPayment>('GET', '/customers/me/auto-payment');
  const on = await world.call<AutoPayment>('POST', '/customers/me/auto-payment/consent', { termsVersion: terms.version, accepted: true });
  expect(covered(on)).not.toContain(quotation.id);
  expect(on.notChargedAutomatically.map((q) => q.id)).toContain(quotation.id);
  await page.goto('/app/metodos-de-pago');
  await expect(page.getByTestId('not-charged-automatically')).toContainText(`${quotation.folio} (vence el`);
  await expect(page.getByTestId('not-charged-automatically')).toContainText('Pediste cambios');

  // Every day up to and past its last day: its notice never goes out, and nothing charges it.
  await moveClock(world.world, { to: addDays(quotation.validUntil, 1) });
  const notices = (await outboxOf(world.world)).filter((mail) => mail.kind === 'autoChargeNotice' && mail.text.includes(quotation.folio));
  expect(notices).toEqual([]);
  const payments = await world.call<Payment[]>('GET', `/payments?filter=${all}`);
  expect(payments.filter((p) => p.quotation?.id === quotation.id && p.status === 'COMPLETED')).toEqual([]);
  expect((await world.call<Quotation>('GET', `/quotations/${quotation.id}`)).status).toBe('vencida');
});

test('after asking for changes the customer accepts this version, and automatic payment then schedules it', async ({ page }) => {
  const world = await openWorld(page, 'employer');
  const quotation = await undecidedQuotation(world);
  await askForChanges(page, quotation, 'Agregar pintura.');
  const section = page.getByTestId('quotation-decision');
  await section.getByRole('button', { name: 'Aceptar' }).click();
  const dialog = page.getByRole('dialog', { name: `Aceptar la cotización ${quotation.folio}` });
  await dialog.getByRole('button', { name: 'Aceptar cotización' }).click();
  await expect(section).toContainText('Aceptaste esta cotización el');
  await expect(page.getByText('Aceptada').first()).toBeVisible();
  await expect(section.getByRole('button', { name: 'Rechazar' })).toHaveCount(0);
  const preview = await world.call<AutoPayment>('GET', '/customers/me/auto-payment');
  expect(covered(preview)).toContain(quotation.id);
});

test("Inicio's balance is Estado de cuenta's closing balance, with its parts named", async ({ page }) => {
  const world = await openWorld(page, 'employer');
  const balance = await world.call<Balance>('GET', '/customers/me/balance');
  expect(balance.overdue.count).toBeGreaterThan(0);
  await page.goto('/app');
  const summary = page.getByRole('region', { name: 'Resumen de tu cuenta' });
  await expect(summary.getByTestId('balance-total')).toHaveText(money(balance.total));
  await expect(summary.getByText(`${balance.pending.count} cotizaciones por pagar`)).toBeVisible();
  await expect(summary.getByTestId('pending-amount')).toHaveText(money(balance.pending.amount));
  await expect(summary.getByText(`${balance.overdue.count} cotizaciones vencidas`)).toBeVisible();
  await expect(summary.getByText(money(balance.overdue.amount))).toBeVisible();

  await summary.getByRole('link', { name: 'Ver estado de cuenta' }).click();
  const figures = page.getByTestId('statement-summary');
  await expect(figures.getByRole('definition').last()).toHaveText(money(balance.total));
  await expect(page.getByText('Es lo que debes hoy: el mismo saldo pendiente que ves en Inicio.')).toBeVisible();
});

test('Inicio claims nothing about automatic payment before it knows whether consent was given', async ({ page }) => {
  await openWorld(page, 'employer');
  // The example employer has it on from before consent was asked for: it charges nothing.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/customers/me/auto-payment', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/app');
  const summary = page.getByRole('region', { name: 'Resumen de tu cuenta' });
  await expect(summary.getByRole('status', { name: 'Comprobando el pago automático' })).toBeVisible();
  await expect(summary.getByText('Activado', { exact: true })).toHaveCount(0);
  release();
  await expect(summary.getByText('Sin aceptar', { exact: true })).toBeVisible();
  await expect(summary.getByText('Activado', { exact: true })).toHaveCount(0);
});
