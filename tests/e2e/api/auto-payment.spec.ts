// Automatic payment with consent (LFPC Art. 76 Bis) against the development API, on the
// phone (390 px) and desktop (1280 px) projects, each test in its own world whose clock it moves:
// turning it on goes through the consent dialog; the next charge shows on Métodos de pago and
// Inicio; the notice goes out 5 days before and the quotation is paid on its last day; turning it
// off is one step and nothing is sent or charged afterwards.
import { expect, test, type Page } from '@playwright/test';
import type { components } from '../../../src/lib/api/schema';
import { formatDate, formatMoney } from '../../../src/lib/format';
import { expectNoSeriousA11yViolations } from '../support';
import { moveClock, openWorld, outboxOf, type World } from './support';

type AutoPayment = components['schemas']['AutoPayment'];
type Quotation = components['schemas']['Quotation'];
type Payment = components['schemas']['Payment'];

const addDays = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
const readAutoPayment = (world: World) => world.call<AutoPayment>('GET', '/customers/me/auto-payment');
const statusOf = async (world: World, id: string) => (await world.call<Quotation>('GET', `/quotations/${id}`)).status;
const nextChargeLine = (next: NonNullable<AutoPayment['nextCharge']>) =>
  `Próximo cargo automático: ${formatDate(next.date)}, ${formatMoney(next.amount, { forceDecimals: true })}, Visa •••• ${next.card?.last4}`;

async function openPaymentMethods(page: Page) {
  await page.goto('/app/metodos-de-pago');
  await expect(page.getByRole('heading', { level: 1, name: 'Métodos de pago' })).toBeVisible();
  await expect(page.getByTestId('saved-card').first()).toBeVisible();
}

test('turning it on asks for consent; the notice goes out 5 days before and the quotation is paid on its last day', async ({ page }) => {
  const world = await openWorld(page, 'employer');
  // The example account was on before consent existed: start from off.
  await world.call('DELETE', '/customers/me/auto-payment/consent');
  await openPaymentMethods(page);

  const toggle = page.getByRole('switch', { name: 'Pago automático' });
  await expect(toggle).not.toBeChecked();
  await expect(page.getByTestId('next-auto-charge')).toHaveCount(0);
  // Keyboard: the switch takes Space (its input is visually hidden under the track).
  await toggle.focus();
  await page.keyboard.press('Space');
  const dialog = page.getByRole('dialog', { name: 'Activar pago automático' });
  await expect(dialog.getByTestId('auto-payment-terms')).toBeVisible();
  const preview = await readAutoPayment(world);
  const first = preview.nextCharge!;
  await expect(dialog.getByTestId('auto-payment-preview')).toContainText(first.quotations[0]!.folio);
  await expect(dialog).toContainText('5 días naturales antes de cada cargo');
  await expect(dialog).toContainText('Es inmediato y sin penalización');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('checkbox', { name: /Acepto que Cotiza cargue/ }).focus();
  await page.keyboard.press('Space');
  await dialog.getByRole('button', { name: 'Activar pago automático' }).click();
  await expect(page.getByText('Activaste el pago automático. Te avisaremos por correo 5 días antes de cada cargo.')).toBeVisible();
  await expect(toggle).toBeChecked();

  const on = await readAutoPayment(world);
  expect(on.consent).toMatchObject({ text: on.terms.text, channel: 'web', revokedAt: null });
  const next = on.nextCharge!;
  await expect(page.getByTestId('next-auto-charge')).toContainText(nextChargeLine(next));
  await expect(page.getByTestId('auto-payment-consent')).toContainText('Aceptaste las condiciones el');
  await expectNoSeriousA11yViolations(page);

  await page.goto('/app');
  const summary = page.getByRole('region', { name: 'Resumen de tu cuenta' });
  await expect(summary.getByTestId('next-auto-charge')).toContainText(nextChargeLine(next));
  await expect(summary.getByTestId('next-auto-charge').getByRole('link', { name: next.quotations[0]!.folio })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The notice day of the next charge (it may be today: then it went out as it was turned on).
  const quotation = next.quotations[0]!;
  if (!next.noticeSentAt) await moveClock(world.world, { to: next.noticeDate });
  const notices = (await outboxOf(world.world)).filter((mail) => mail.kind === 'autoChargeNotice');
  expect(notices.some((mail) => mail.text.includes(quotation.folio))).toBe(true);
  expect(notices.at(-1)!.link).toMatch(/\/app\/metodos-de-pago$/);
  expect(await statusOf(world, quotation.id)).toBe('pendiente');

  await moveClock(world.world, { to: next.date });
  expect(await statusOf(world, quotation.id)).toBe('pagada');
  const payments = await world.call<Payment[]>('GET', `/payments?filter=${encodeURIComponent(JSON.stringify({ limit: 1000 }))}`);
  expect(payments.filter((p) => p.quotation?.id === quotation.id).map((p) => p.status)).toEqual(['COMPLETED']);
  await page.goto(`/app/cotizaciones/${quotation.id}`);
  await expect(page.getByText('Pagada').first()).toBeVisible();
});

test('turning it off is one step: confirmed, the next charge is gone, and nothing is sent or charged afterwards', async ({ page }) => {
  const world = await openWorld(page, 'employer');
  const { terms } = await readAutoPayment(world);
  await world.call('POST', '/customers/me/auto-payment/consent', { termsVersion: terms.version, accepted: true });
  const { schedule } = await readAutoPayment(world);
  await openPaymentMethods(page);
  await expect(page.getByTestId('next-auto-charge')).toBeVisible();

  await page.getByRole('switch', { name: 'Pago automático' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByText('Desactivaste el pago automático. No haremos más cargos automáticos.').first()).toBeVisible();
  await expect(page.getByTestId('auto-payment-revoked')).toContainText('No haremos más cargos automáticos.');
  await expect(page.getByTestId('next-auto-charge')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  // The days passed still send their reminders (Notificaciones); nothing about an automatic charge.
  const chargeMails = async () =>
    (await outboxOf(world.world)).filter((mail) => ['autoChargeNotice', 'autoChargeFailed', 'paymentReceived'].includes(mail.kind ?? ''));
  const sentBefore = (await chargeMails()).length;
  await moveClock(world.world, { to: addDays(schedule.at(-1)!.date, 1) });
  expect(await chargeMails()).toHaveLength(sentBefore);
  for (const charge of schedule) for (const q of charge.quotations) expect(await statusOf(world, q.id)).toBe('vencida');
  await page.goto('/app');
  await expect(page.getByRole('region', { name: 'Resumen de tu cuenta' }).getByText('Desactivado')).toBeVisible();
  await expect(page.getByTestId('next-auto-charge')).toHaveCount(0);
});
