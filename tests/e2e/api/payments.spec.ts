// Historial de pagos against the development API: its filters and sorting reach the server, and the
// rows shown are the server's answer.
import { expect, test, type Page } from '@playwright/test';
import { formatMoney } from '../../../src/lib/format';
import { paymentsWhere } from '../../../src/features/billing/payments/payment-list-state';
import { PAYMENT_STATUSES, paymentStatusDisplay, signedAmount } from '../../../src/features/billing/payments/payment-status';
import type { Payment, PaymentStatus } from '../../../src/features/billing/payments/types';
import { expectNoSeriousA11yViolations, isPhone } from '../support';
import { jsonParam, mexicoCityDay, openWorld, paymentItems, type World, openWatchedWorld } from './support';

const money = (payment: Payment) => formatMoney(signedAmount(payment), { forceDecimals: true });
const AMOUNT = /-?\$[\d,]+\.\d{2}/;

const listPayments = (world: World, filter: object) => world.call<Payment[]>('GET', `/payments?filter=${jsonParam(filter)}`);
const countPayments = async (world: World, where: object | undefined) =>
  (await world.call<{ count: number }>('GET', where ? `/payments/count?where=${jsonParam(where)}` : '/payments/count')).count;

async function openHistory(page: Page, query = '') {
  await page.goto(`/app/historial-de-pagos${query}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Historial de pagos' })).toBeVisible();
}

/** The rows shown, each with the server's payment it must be, in the same order. */
async function expectRows(page: Page, expected: Payment[]) {
  const items = paymentItems(page);
  await expect(items).toHaveCount(expected.length);
  await expect(page.getByTestId('payments-results')).not.toHaveAttribute('aria-busy', 'true');
  // By position on purpose: the server's order (the sort under test) is part of what is checked.
  for (const [index, payment] of expected.entries()) {
    await expect(items.nth(index)).toContainText(payment.description!);
    await expect(items.nth(index)).toContainText(money(payment));
    await expect(items.nth(index)).toContainText(paymentStatusDisplay(payment.status).label);
  }
}

test(
  'status and dates from the URL are the server’s where: the same rows and count; a status without payments is empty',
  { tag: '@seed' },
  async ({ page }) => {
    const { console, world } = await openWatchedWorld(page, 'employer');
    // A range that takes the completed payments but the newest and the oldest, whatever today is.
    const completed = await listPayments(world, { where: { status: 'COMPLETED' }, order: ['creation_date DESC'] });
    expect(completed.length).toBeGreaterThanOrEqual(4);
    const from = mexicoCityDay(completed[completed.length - 2].creation_date);
    const to = mexicoCityDay(completed[1].creation_date);
    expect(from < to).toBe(true);

    const where = paymentsWhere({ status: 'COMPLETED', from, to })!;
    expect(where).toMatchObject({ status: 'COMPLETED', creation_date: { between: [expect.any(String), expect.any(String)] } });
    const expected = await listPayments(world, { where, order: ['creation_date DESC'], limit: 20 });
    const count = await countPayments(world, where);
    expect(expected.length).toBe(count);
    // The range really filters: some completed payments are in it, some out, and so are other statuses.
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(completed.length);
    const allInRange = await countPayments(world, { creation_date: where.creation_date });
    expect(allInRange).toBeGreaterThan(count);

    const listed = page.waitForRequest((r) => new URL(r.url()).pathname === '/payments');
    await openHistory(page, `?estado=pagado&desde=${from}&hasta=${to}`);
    expect(JSON.parse(new URL((await listed).url()).searchParams.get('filter')!).where).toEqual(where);
    await expectRows(page, expected);
    await expect(page.getByTestId('results-summary')).toHaveText(`Mostrando 1–${count} de ${count} ${count === 1 ? 'pago' : 'pagos'}`);
    await expectNoSeriousA11yViolations(page);

    // A status that has no payment in that range.
    const statuses = PAYMENT_STATUSES.filter((status): status is PaymentStatus => status !== 'COMPLETED');
    let empty: PaymentStatus | null = null;
    for (const status of statuses) {
      if ((await countPayments(world, paymentsWhere({ status, from, to }))) === 0) {
        empty = status;
        break;
      }
    }
    expect(empty, 'a status without payments in the range').not.toBeNull();
    await openHistory(page, `?estado=${paymentStatusDisplay(empty!).slug}&desde=${from}&hasta=${to}`);
    await expect(page.getByText('No hay pagos con estos filtros')).toBeVisible();
    await expect(page.getByTestId('results-summary')).toHaveText('Sin resultados');
    await expect(paymentItems(page)).toHaveCount(0);
    console.expectNone();
  },
);

test('"Mayor monto" orders the rows by amount, as the server does', { tag: '@phone' }, async ({ page }) => {
  const { console, world } = await openWatchedWorld(page, 'employer');
  const total = await countPayments(world, undefined);
  const byAmount = await listPayments(world, { order: ['signed_amount DESC', 'creation_date DESC'], limit: 20 });
  const byDate = await listPayments(world, { order: ['creation_date DESC'], limit: 20 });
  // Otherwise the test could not tell the two orders apart.
  expect(byAmount.map((p) => p.id)).not.toEqual(byDate.map((p) => p.id));

  await openHistory(page);
  await expectRows(page, byDate);

  const sorted = page.waitForRequest(
    (r) => new URL(r.url()).pathname === '/payments' && (new URL(r.url()).searchParams.get('filter') ?? '').includes('signed_amount DESC'),
  );
  if (isPhone(page)) {
    await page.getByRole('button', { name: /Ordenar por/ }).click();
    await page.getByRole('option', { name: 'Mayor monto' }).click();
  } else {
    await page.getByRole('columnheader', { name: /Monto/ }).click();
  }
  await sorted;
  await expect(page).toHaveURL(/\?orden=monto-desc$/);
  await expectRows(page, byAmount);
  await expect(page.getByTestId('results-summary')).toHaveText(`Mostrando 1–${Math.min(total, 20)} de ${total} pagos`);

  // Read back from the screen: the amounts as shown never grow down the list.
  const shownAmounts = () =>
    paymentItems(page).evaluateAll(
      (items, pattern) => items.map((item) => new RegExp(pattern).exec(item.textContent ?? '')?.[0] ?? ''),
      AMOUNT.source,
    );
  const asNumbers = (shown: string[]) => shown.map((text) => Number(text.replace(/[$,]/g, '')));
  const shown = await shownAmounts();
  expect(asNumbers(shown)).toEqual([...asNumbers(shown)].sort((a, b) => b - a));
  expect(shown).toEqual(byAmount.map(money));

  await page.reload();
  await expectRows(page, byAmount);

  // "Menor monto": a refund reads negative, so it comes first.
  const ascending = await listPayments(world, { order: ['signed_amount ASC', 'creation_date DESC'], limit: 20 });
  expect(ascending[0]!.status).toBe('REFUNDED');
  await page.goto('/app/historial-de-pagos?orden=monto-asc');
  await expectRows(page, ascending);
  const shownAscending = await shownAmounts();
  expect(shownAscending[0]).toMatch(/^-\$/);
  expect(asNumbers(shownAscending)).toEqual([...asNumbers(shownAscending)].sort((a, b) => a - b));
  console.expectNone();
});

test('when the count fails, the payments still show, the summary says the total could not be counted, and Reintentar counts', async ({
  page,
}) => {
  const world = await openWorld(page, 'employer');
  const total = await countPayments(world, undefined);
  expect(total).toBeLessThanOrEqual(20); // one page: no "Siguiente" to offer
  let countFails = true;
  await page.route(
    (url) => url.pathname === '/payments/count',
    async (route) => {
      if (!countFails) return route.fallback();
      // Counted by the server, the answer lost on the way.
      await route.fetch();
      return route.abort('connectionreset');
    },
  );
  await openHistory(page);
  await expect(paymentItems(page)).toHaveCount(total);
  const problem = page.getByRole('alert').filter({ hasText: 'No pudimos contar cuántos pagos hay en total.' });
  await expect(problem).toBeVisible();
  await expect(page.getByTestId('results-summary')).toHaveText(`Mostrando 1–${total}`);
  // A page that is not full is the last one: no pagination to offer.
  await expect(page.getByRole('navigation', { name: 'Paginación' })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  countFails = false;
  await problem.getByRole('button', { name: 'Reintentar' }).click();
  await expect(page.getByTestId('results-summary')).toHaveText(`Mostrando 1–${total} de ${total} pagos`);
  await expect(problem).toHaveCount(0);
});
