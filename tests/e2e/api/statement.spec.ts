// Estado de cuenta against the development API: a period with a payment, a refund and pending
// quotations shows the running and closing balances and the aging that follow from the seed's
// quotations and payments (read through the API, not written here); the CSV and the printed page
// carry the same figures.
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { formatMoney } from '../../../src/lib/format';
import type { components } from '../../../src/lib/api/schema';
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations, isPhone, watchConsole } from '../support';
import { mexicoCityDay, openWorld, type World, openWatchedWorld } from './support';

type Statement = components['schemas']['Statement'];
type Quotation = components['schemas']['Quotation'];
type Payment = components['schemas']['Payment'];

const money = (value: number) => formatMoney(value, { forceDecimals: true });
const cents = (value: number) => Math.round(value * 100);
const addDays = (day: string, days: number) => {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};
const daysBetween = (from: string, to: string) =>
  Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);

/** What the seed says the period must show: computed from its quotations and payments. */
async function expectedFigures(world: World, from: string, to: string) {
  const quotations = await world.call<Quotation[]>('GET', `/quotations?filter=${encodeURIComponent(JSON.stringify({ limit: 1000 }))}`);
  const payments = await world.call<Payment[]>('GET', `/payments?filter=${encodeURIComponent(JSON.stringify({ limit: 1000 }))}`);
  const inPeriod = (iso: string) => mexicoCityDay(iso) >= from && mexicoCityDay(iso) <= to;
  const refunded = payments.find(
    (p) => p.status === 'REFUNDED' && p.refund && inPeriod(p.refund.creation_date) && inPeriod(p.creation_date),
  );
  if (!refunded?.refund) throw new Error('the seed has no payment refunded in the period');
  const pending = quotations.filter((q) => q.status === 'pendiente' && inPeriod(q.createdAt));
  expect(pending.length, 'pending quotations issued in the period').toBeGreaterThan(0);
  // At the end of the period what is owed is every quotation not paid nor cancelled: the
  // pendientes and the vencidas (a refunded and cancelled one nets to zero).
  const owed = quotations.filter((q) => q.status === 'pendiente' || q.status === 'vencida');
  const closing = owed.reduce((sum, q) => sum + cents(q.total), 0) / 100;
  // In cents, by days past validUntil at the end of the period.
  const agingCents = { current: 0, days1to30: 0, days31to60: 0, days61to90: 0, over90: 0 };
  for (const q of owed) {
    const late = daysBetween(q.validUntil, to);
    const bucket = late <= 0 ? 'current' : late <= 30 ? 'days1to30' : late <= 60 ? 'days31to60' : late <= 90 ? 'days61to90' : 'over90';
    agingCents[bucket] += cents(q.total);
  }
  const aging = Object.fromEntries(Object.entries(agingCents).map(([key, value]) => [key, value / 100])) as Statement['aging'];
  return { refunded, refund: refunded.refund, pending, closing, aging };
}

async function openStatement(page: Page, from: string, to: string) {
  await page.goto(`/app/estado-de-cuenta?periodo=personalizado&desde=${from}&hasta=${to}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Estado de cuenta' })).toBeVisible();
  await expect(page.getByTestId('statement-summary')).toBeVisible();
}

const figure = (page: Page, testId: string, label: string) =>
  page
    .getByTestId(testId)
    .locator('div')
    .filter({ has: page.getByText(label, { exact: true }) })
    .locator('dd');

test(
  'a period with a payment, a refund and pending quotations: running and closing balances, aging, CSV and print agree',
  { tag: '@phone' },
  async ({ page }) => {
    const { console, world } = await openWatchedWorld(page, 'employer');
    const to = mexicoCityDay(new Date().toISOString());
    const from = addDays(to, -60);
    const expected = await expectedFigures(world, from, to);
    // The API's statement, to compare the screen with row by row once its sums are checked.
    const statement = await world.call<Statement>('GET', `/statements?from=${from}&to=${to}`);
    expect(statement.closingBalance).toBe(expected.closing);
    expect(statement.aging).toEqual(expected.aging);
    let running = cents(statement.openingBalance);
    for (const entry of statement.entries) {
      running += cents(entry.charge) - cents(entry.credit);
      expect(cents(entry.balance)).toBe(running);
    }
    expect(running).toBe(cents(expected.closing));
    const payment = statement.entries.find((e) => e.kind === 'payment' && e.paymentId === expected.refunded.id);
    const refund = statement.entries.find((e) => e.kind === 'refund' && e.paymentId === expected.refunded.id);
    expect(payment?.credit).toBe(expected.refunded.amount);
    expect(refund?.charge).toBe(expected.refund.amount);
    for (const q of expected.pending) {
      expect(statement.entries.find((e) => e.kind === 'quotation' && e.folio === q.folio)?.charge).toBe(q.total);
    }

    await openStatement(page, from, to);
    await expect(figure(page, 'statement-summary', 'Saldo inicial')).toHaveText(money(statement.openingBalance));
    await expect(figure(page, 'statement-summary', 'Cargos')).toHaveText(money(statement.totalCharges));
    await expect(figure(page, 'statement-summary', 'Abonos')).toHaveText(money(statement.totalCredits));
    await expect(figure(page, 'statement-summary', 'Saldo final')).toHaveText(money(expected.closing));
    await expect(figure(page, 'statement-aging', 'Al corriente')).toHaveText(money(expected.aging.current));
    await expect(figure(page, 'statement-aging', '1 a 30 días vencido')).toHaveText(money(expected.aging.days1to30));
    await expect(figure(page, 'statement-aging', '31 a 60 días vencido')).toHaveText(money(expected.aging.days31to60));

    // Every movement with its running balance, in the API's order; the refund's and the last one's.
    const items = isPhone(page) ? page.getByTestId('statement-card') : page.getByTestId('statement-row');
    await expect(items).toHaveCount(statement.entries.length);
    const refundIndex = statement.entries.indexOf(refund!);
    await expect(items.nth(refundIndex)).toContainText('Reembolso');
    await expect(items.nth(refundIndex)).toContainText(money(refund!.balance));
    // A refund reads as money given back, in the Cargo column (a phone's card names the column): never «+$».
    await expect(items.nth(refundIndex)).toContainText('Te devolvimos este pago, así que su monto vuelve a lo que debes.');
    if (isPhone(page)) await expect(items.nth(refundIndex)).toContainText(`Cargo${money(refund!.charge)}`);
    await expect(items.filter({ hasText: /[+−]\$/ })).toHaveCount(0);
    await expect(items.last()).toContainText(money(expected.closing));
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);

    // The CSV: the same figures, as numbers Excel es-MX reads.
    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Descargar CSV' }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`estado-de-cuenta-${from}-a-${to}.csv`);
    const csv = await readFile((await file.path())!, 'utf8');
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const lines = csv
      .replace(/^\uFEFF/, '')
      .trimEnd()
      .split('\r\n');
    expect(lines).toHaveLength(1 + 1 + statement.entries.length + 1 + 1 + 5);
    // The last column is a refund's credit note (folio fiscal), empty elsewhere.
    expect(lines[1]).toMatch(new RegExp(`,Saldo inicial,,,,,,${statement.openingBalance.toFixed(2)},$`));
    expect(lines[2 + refundIndex]).toContain(`,Reembolso,`);
    expect(lines[2 + refundIndex]).toMatch(
      new RegExp(`,${refund!.charge.toFixed(2)},0\\.00,${refund!.balance.toFixed(2)},${refund!.creditNoteUuid ?? ''}$`),
    );
    expect(lines).toContain(`,Total del periodo,,,,${statement.totalCharges.toFixed(2)},${statement.totalCredits.toFixed(2)},,`);
    expect(lines.find((l) => l.includes(',Saldo final,'))).toMatch(new RegExp(`,${expected.closing.toFixed(2)},$`));
    expect(lines.find((l) => l.includes('Pendiente: 1 a 30 días vencido'))).toMatch(
      new RegExp(`,${expected.aging.days1to30.toFixed(2)},$`),
    );

    // Printed (or saved as PDF from the print dialog): the same figures, the movements as a table.
    await page.evaluate(() => {
      (window as unknown as { printed: number }).printed = 0;
      window.print = () => void (window as unknown as { printed: number }).printed++;
    });
    await page.getByRole('button', { name: 'Imprimir o guardar PDF' }).click();
    expect(await page.evaluate(() => (window as unknown as { printed: number }).printed)).toBe(1);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByTestId('statement-print-header')).toBeVisible();
    await expect(page.locator('button:visible')).toHaveCount(0);
    await expect(page.locator('[data-print="hide"]:visible')).toHaveCount(0);
    await expect(figure(page, 'statement-summary', 'Saldo final')).toHaveText(money(expected.closing));
    const printedRows = page.getByTestId('statement-row');
    await expect(printedRows.first()).toBeVisible();
    await expect(printedRows.nth(refundIndex)).toContainText(money(refund!.balance));
    await expect(printedRows.last()).toContainText(money(expected.closing));
    const pdf = await page.pdf({ format: 'Letter', printBackground: true });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    test.info().annotations.push({ type: 'pdf-bytes', description: String(pdf.length) });
    console.expectNone();
  },
);

test('a period the API refuses cannot be applied, and an empty one says so', async ({ page }) => {
  const console = watchConsole(page);
  await openWorld(page, 'employer');
  const to = mexicoCityDay(new Date().toISOString());
  // Years before any movement of the seed: nothing moved, the balance stays at zero.
  await openStatement(page, '2020-01-01', '2020-01-31');
  await expect(page.getByText('No hubo movimientos en este periodo')).toBeVisible();
  await expect(figure(page, 'statement-summary', 'Saldo final')).toHaveText(money(0));
  // By keyboard: Enter in a date applies the period; a refused one says why and changes nothing.
  await page.getByLabel('Hasta').fill(addDays(to, 1));
  await page.getByLabel('Hasta').press('Enter');
  await expect(page.getByRole('alert')).toHaveText('El periodo no puede terminar después de hoy.');
  await expect(page).toHaveURL(/hasta=2020-01-31/);
  await page.getByLabel('Hasta').fill('2020-02-29');
  await page.getByRole('button', { name: 'Aplicar' }).press('Enter');
  await expect(page).toHaveURL(/desde=2020-01-01&hasta=2020-02-29/);
  // The control used keeps the focus once the new period shows.
  await expect(page.getByRole('button', { name: 'Aplicar' })).toBeFocused();
  await page.getByLabel('Periodo').focus();
  await page.getByLabel('Periodo').selectOption({ label: 'Mes anterior' });
  await expect(page).toHaveURL(/periodo=mes-anterior/);
  await expect(page.getByLabel('Periodo')).toBeFocused();
  await expect(page.getByTestId('statement-summary')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  console.expectNone();
});

test('a refused period in a link: the address is replaced with what is shown, and the form keeps the period with why', async ({ page }) => {
  const console = watchConsole(page);
  await openWorld(page, 'employer');
  const to = mexicoCityDay(new Date().toISOString());
  await page.goto(`/app/estado-de-cuenta?periodo=personalizado&desde=2016-01-01&hasta=${to}`);
  await expect(page.getByTestId('statement-summary')).toBeVisible();
  await expect(page).toHaveURL(/\/app\/estado-de-cuenta$/);
  await expect(page.getByRole('alert')).toHaveText(
    /^No mostramos el periodo del enlace \(1 ene 2016 – .+\)\. El periodo puede abarcar como máximo un año \(366 días\)\. Mientras lo corriges, ves Este mes\.$/,
  );
  await expect(page.getByLabel('Periodo')).toHaveValue('personalizado');
  await expect(page.getByLabel('Desde')).toHaveValue('2016-01-01');
  await expect(page.getByLabel('Desde')).toHaveAttribute('aria-invalid', 'true');
  await expectNoSeriousA11yViolations(page);
  // A reload keeps the notice (the replaced entry carries it); correcting the period clears it.
  await page.reload();
  await expect(page.getByRole('alert')).toContainText('No mostramos el periodo del enlace');
  await page.getByLabel('Desde').fill(addDays(to, -30));
  await page.getByRole('button', { name: 'Aplicar' }).click();
  await expect(page).toHaveURL(new RegExp(`desde=${addDays(to, -30)}&hasta=${to}$`));
  await expect(page.getByRole('alert')).toHaveCount(0);
  console.expectNone();
});
