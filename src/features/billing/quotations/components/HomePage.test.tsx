import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { getPageState, resetPageState } from '@/lib/page-state';
import { getQuotationStore, resetQuotationStore } from '../quotation-store';
import { CARDS, QUOTATIONS, makePayment, makeQuotation, makeUser, settledBalance } from '../test/fixtures';
import { openPayDialog, openPayDialogWithoutCards, PAY_PATH, payDialogAnswers } from '../test/pay-dialog';
import { answer, findToast, jsonBodies, renderApp, requestsTo, setupTestApi, type Routes } from '@/test/render';
import { COLLECTIONS, loopbackCount, loopbackList } from '@/test/loopback';
import { HomePage } from './HomePage';
import { QuotationDetailPage } from './QuotationDetailPage';

const server = setupTestApi();
afterEach(() => {
  // Unmount first: resetting the stores under a mounted screen re-renders it outside act().
  cleanup();
  resetQuotationStore();
  resetPageState();
});

const routes = [
  { path: '/app', element: <HomePage /> },
  { path: '/app/cotizaciones/:quotationId', element: <QuotationDetailPage /> },
  { path: '/app/metodos-de-pago', element: <p>Métodos de pago</p> },
];

/** A card charge as the dialog sends it: with the 3-D Secure return to this quotation's confirmation page. */
const cardBody = (cardId: string, extra: Record<string, unknown> = {}) => ({
  method: 'card',
  cardId,
  ...extra,
  redirectUrl: `${window.location.origin}/app/cotizaciones/q158/confirmacion`,
});

function api(overrides: Routes = {}, quotations = QUOTATIONS): Routes {
  return payDialogAnswers({
    // As a LoopBack backend answers: the filter's where, order, limit and skip applied.
    'GET /quotations': ({ url }) => loopbackList(COLLECTIONS.quotations, quotations, url),
    'GET /quotations/count': ({ url }) => loopbackCount(COLLECTIONS.quotations, quotations, url),
    ...overrides,
  });
}

describe('Inicio', () => {
  it('asks for the quotations newest first and sums up the account', async () => {
    answer(server, api());
    renderApp({ path: '/app', routes, user: makeUser() });

    expect(await screen.findByTestId('pending-amount')).toHaveTextContent('$49,383.52');
    const summary = screen.getByRole('region', { name: 'Resumen de tu cuenta' });
    expect(within(summary).getByText('3 cotizaciones por pagar')).toBeInTheDocument();
    // Next due: the pending quotation whose validity ends first.
    expect(within(summary).getByRole('link', { name: 'COT-2026-0152' })).toHaveAttribute('href', '/app/cotizaciones/q152');
    expect(within(summary).getByText('Vence el 27 nov 2026')).toBeInTheDocument();
    expect(within(summary).getByRole('button', { name: 'Pagar $29,147.90' })).toBeInTheDocument();
    expect(await within(summary).findByTestId('default-card')).toHaveTextContent('Visa terminación 1111');
    expect(within(summary).getByText('Activado')).toBeInTheDocument();

    const [request] = requestsTo(server, 'GET', '/quotations');
    if (!request) throw new Error('no GET /quotations');
    expect(JSON.parse(request.parsed.searchParams.get('filter')!)).toEqual({ order: ['createdAt DESC'], limit: 100 });
    expect(request.headers.authorization).toBe('Bearer tok');
  });

  it('a long-standing customer: the balance, the count and the next due date come from every pending quotation', async () => {
    // 150 quotations, one a day; 41 pending, 30 of them older than the newest 100 (the list's page).
    const pendingIndexes = new Set([...Array.from({ length: 11 }, (_, i) => i * 9), ...Array.from({ length: 30 }, (_, i) => 110 + i)]);
    const many = Array.from({ length: 150 }, (_, i) =>
      makeQuotation({
        id: `q${1000 + i}`,
        folio: `COT-2024-${String(1000 + i)}`,
        status: pendingIndexes.has(i) ? 'pendiente' : i % 3 === 0 ? 'vencida' : 'pagada',
        createdAt: new Date(Date.UTC(2026, 10, 20) - i * 86_400_000).toISOString(),
        // The oldest pending quotation is the one due first.
        validUntil: i === 139 ? '2026-11-24' : '2026-12-31',
        total: 1000 + i + 0.37,
        subtotal: 0,
        tax: 0,
      }),
    );
    const pending = many.filter((q) => q.status === 'pendiente');
    expect(pending).toHaveLength(41);
    expect(pending.filter((q) => many.indexOf(q) >= 100)).toHaveLength(30);
    const expectedCents = pending.reduce((sum, q) => sum + Math.round(q.total * 100), 0);

    answer(server, api({}, many));
    renderApp({ path: '/app', routes, user: makeUser() });
    const amount = new Intl.NumberFormat('es-MX', { style: 'currency', currency: 'MXN', minimumFractionDigits: 2 }).format(
      expectedCents / 100,
    );
    expect(await screen.findByTestId('pending-amount')).toHaveTextContent(amount);
    const summary = screen.getByRole('region', { name: 'Resumen de tu cuenta' });
    expect(within(summary).getByText('41 cotizaciones por pagar')).toBeInTheDocument();
    expect(within(summary).getByRole('link', { name: 'COT-2024-1139' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Todas (150)' })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Pendientes (41)' })).toBeInTheDocument();
    expect(screen.getByText('Mostramos las 100 más recientes de 150.')).toBeInTheDocument();
  });

  it('lists the quotations newest first with Spanish status badges and totals', async () => {
    // The server order is not trusted: the list sorts by creation date.
    answer(server, api({ 'GET /quotations': () => [200, [...QUOTATIONS].reverse()] }));
    renderApp({ path: '/app', routes, user: makeUser() });

    const rows = await screen.findAllByTestId('quotation-row');
    expect(rows.map((row) => within(row).getByRole('link').textContent)).toEqual([
      'COT-2026-0161',
      'COT-2026-0158',
      'COT-2026-0152',
      'COT-2026-0147',
      'COT-2026-0139',
    ]);
    expect(rows[1]).toHaveTextContent('Pendiente');
    expect(rows[1]).toHaveTextContent('$14,351.52');
    expect(rows[3]).toHaveTextContent('Pagada');
    expect(rows[4]).toHaveTextContent('Vencida');
    expect(rows[4]).toHaveTextContent('Venció el 28 oct 2026');
    // Only pending quotations can be paid.
    expect(within(rows[3]!).queryByRole('button', { name: /Pagar/ })).toBeNull();
    expect(within(rows[1]!).getByRole('button', { name: /Pagar/ })).toBeInTheDocument();
  });

  it('a quotation whose SPEI or store reference waits for the money shows "Pago en proceso" and its instructions, not "Pagar"', async () => {
    // The deadline is an instant; it shows in Mexico City time (UTC-6).
    const pendingPayment = { id: 'trspei1', method: 'bank_account' as const, due_date: '2026-11-26T05:59:00Z' };
    const quotations = QUOTATIONS.map((q) => (q.id === 'q158' ? { ...q, pendingPayment } : q));
    answer(server, api({}, quotations));
    renderApp({ path: '/app', routes, user: makeUser() });

    const row = (await screen.findAllByTestId('quotation-row')).find((r) => r.textContent?.includes('COT-2026-0158'))!;
    // One badge for its stage: «Pago en proceso», not «Pendiente» beside it.
    expect(row).toHaveTextContent('Pago en proceso');
    expect(row).not.toHaveTextContent('Pendiente');
    expect(row).toHaveTextContent('Paga la referencia antes del 25 nov 2026, 23:59');
    expect(within(row).queryByRole('button', { name: /Pagar/ })).toBeNull();
    expect(within(row).getByRole('link', { name: 'Ver instrucciones de pago de COT-2026-0158' })).toHaveAttribute(
      'href',
      '/app/historial-de-pagos/trspei1/instrucciones',
    );
    // The balance is unchanged: the money has not arrived.
    expect(screen.getByTestId('pending-amount')).toHaveTextContent('$49,383.52');
  });

  it('a declined quotation is under Rechazadas and in Todas, never in Pendientes nor the balance; answered ones carry a badge', async () => {
    const user = userEvent.setup();
    const by = { name: 'María José Hernández Ñúñez' };
    const at = '2026-11-21T10:00:00-06:00';
    const quotations = [
      makeQuotation({
        id: 'q154',
        folio: 'COT-2026-0154',
        status: 'rechazada',
        decision: { outcome: 'rechazada', reason: 'precio', comment: null, decidedAt: at, decidedBy: by },
      }),
      makeQuotation({
        id: 'q157',
        folio: 'COT-2026-0157',
        decision: { outcome: 'aceptada', reason: null, comment: null, decidedAt: at, decidedBy: by },
      }),
      makeQuotation({
        id: 'q160',
        folio: 'COT-2026-0160',
        decision: { outcome: 'cambios_solicitados', reason: null, comment: 'Otro día', decidedAt: at, decidedBy: by },
      }),
    ];
    answer(server, api({}, quotations));
    renderApp({ path: '/app', routes, user: makeUser() });
    expect(await screen.findByRole('button', { name: 'Todas (3)' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('button', { name: 'Rechazadas (1)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Pendientes (2)' })).toBeInTheDocument();
    expect(screen.getByText('2 cotizaciones por pagar')).toBeInTheDocument();
    const rowOf = (folio: string) => screen.getAllByTestId('quotation-row').find((row) => row.textContent?.includes(folio))!;
    await waitFor(() => expect(screen.getAllByTestId('quotation-row')).toHaveLength(3));
    expect(rowOf('COT-2026-0154')).toHaveTextContent('Rechazada');
    expect(within(rowOf('COT-2026-0154')).queryByRole('button', { name: /Pagar/ })).toBeNull();
    expect(rowOf('COT-2026-0157')).toHaveTextContent('Aceptada');
    expect(rowOf('COT-2026-0160')).toHaveTextContent('Cambios solicitados');
    await user.click(screen.getByRole('button', { name: 'Pendientes (2)' }));
    await waitFor(() => expect(screen.getAllByTestId('quotation-row')).toHaveLength(2));
    expect(screen.queryByText('COT-2026-0154')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Rechazadas (1)' }));
    await waitFor(() => expect(screen.getAllByTestId('quotation-row')).toHaveLength(1));
    expect(screen.getByTestId('quotation-row')).toHaveTextContent('COT-2026-0154');
  });

  it('filters the list by status', async () => {
    const user = userEvent.setup();
    answer(server, api());
    renderApp({ path: '/app', routes, user: makeUser() });
    expect(await screen.findByRole('button', { name: 'Todas (5)' })).toHaveAttribute('aria-pressed', 'true');
    await user.click(await screen.findByRole('button', { name: 'Vencidas (1)' }));
    expect(screen.getByRole('button', { name: 'Vencidas (1)' })).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: 'Todas (5)' })).toHaveAttribute('aria-pressed', 'false');
    // Each tab is the server's list for its status.
    await waitFor(() => expect(screen.getAllByTestId('quotation-row')).toHaveLength(1));
    expect(screen.getByTestId('quotation-row')).toHaveTextContent('COT-2026-0139');
    await user.click(screen.getByRole('button', { name: 'Canceladas (0)' }));
    expect(await screen.findByText('No tienes cotizaciones canceladas')).toBeInTheDocument();
  });

  it('keeps the filter in the URL: a link opens on its tab, "Todas" leaves a clean URL', async () => {
    const user = userEvent.setup();
    answer(server, api());
    const { router } = renderApp({ path: '/app?estado=vencidas', routes, user: makeUser() });
    expect(await screen.findByRole('button', { name: 'Vencidas (1)' })).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(screen.getAllByTestId('quotation-row')).toHaveLength(1));

    await user.click(screen.getByRole('button', { name: 'Pendientes (3)' }));
    expect(router.state.location.search).toBe('?estado=pendientes');
    await user.click(screen.getByRole('button', { name: 'Todas (5)' }));
    expect(router.state.location.search).toBe('');
    // Back returns to the previous tab.
    await router.navigate(-1);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pendientes (3)' })).toHaveAttribute('aria-pressed', 'true'));
  });

  it("the pay dialog names each card's type from its data, in Métodos de pago's words", async () => {
    answer(server, api());
    renderApp({ path: '/app', routes, user: makeUser() });
    const { dialog } = await openPayDialog();
    const details = within(dialog)
      .getAllByTestId('card-choice-details')
      .map((el) => el.textContent?.replace(/\s+/g, ' '));
    expect(details).toEqual([
      'Crédito · Vence 12/29 · BBVA México',
      'Débito · Vence 07/28 · Banorte',
      'Débito · Vence 08/24 · Banco Azteca',
    ]);
  });

  it('an unknown filter in the URL shows every quotation', async () => {
    answer(server, api());
    renderApp({ path: '/app?estado=archivadas', routes, user: makeUser() });
    expect(await screen.findByRole('button', { name: 'Todas (5)' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('without any card, invites to add one; automatic payment off', async () => {
    answer(server, api({ 'GET /customers/me/cards': () => [200, []] }));
    renderApp({ path: '/app', routes, user: makeUser({ defaultCardId: null, autoPaymentEnabled: false, isEmployer: false }) });

    expect(await screen.findByText('Aún no tienes una tarjeta guardada. Agrégala para pagar en un clic.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Agregar tarjeta' })).toHaveAttribute('href', '/app/metodos-de-pago');
    expect(screen.getByText('Desactivado')).toBeInTheDocument();
  });

  it('with saved cards but none the default, asks to choose one of them, not to add another', async () => {
    answer(server, api({ 'GET /customers/me/cards': () => [200, CARDS] }));
    renderApp({ path: '/app', routes, user: makeUser({ defaultCardId: null, autoPaymentEnabled: false, isEmployer: false }) });

    const summary = await screen.findByRole('region', { name: 'Resumen de tu cuenta' });
    expect(await within(summary).findByTestId('default-card')).toHaveTextContent(
      `Tienes ${CARDS.length} tarjetas guardadas, pero ninguna es la predeterminada. Elige una para pagar en un clic.`,
    );
    expect(within(summary).getByRole('link', { name: 'Elegir tarjeta predeterminada' })).toHaveAttribute('href', '/app/metodos-de-pago');
    expect(within(summary).queryByRole('link', { name: 'Agregar tarjeta' })).toBeNull();
  });

  it('while the cards load, it does not yet invite to add one', async () => {
    answer(server, api({ 'GET /customers/me/cards': () => 'hang' }));
    renderApp({ path: '/app', routes, user: makeUser({ defaultCardId: null, autoPaymentEnabled: false, isEmployer: false }) });

    expect(await screen.findByRole('status', { name: 'Cargando tarjeta predeterminada' })).toBeInTheDocument();
    expect(screen.queryByText(/Aún no tienes/)).toBeNull();
  });

  it('cards that fail to load are announced, with Reintentar, which loads them again', async () => {
    const user = userEvent.setup();
    // Every read fails until the customer retries (the route's loader and the tile may each read once).
    let down = true;
    answer(server, api({ 'GET /customers/me/cards': () => (down ? [500, { message: 'Servicio no disponible' }] : [200, CARDS]) }));
    renderApp({ path: '/app', routes, user: makeUser() });

    const summary = await screen.findByRole('region', { name: 'Resumen de tu cuenta' });
    expect(await within(summary).findByRole('alert')).toHaveTextContent('No pudimos cargar tu tarjeta.');
    down = false;
    await user.click(within(summary).getByRole('button', { name: 'Reintentar' }));
    expect(await within(summary).findByTestId('default-card')).toBeInTheDocument();
    expect(within(summary).queryByRole('alert')).toBeNull();
  });

  it('a failing list shows an error with Reintentar, which loads it again', async () => {
    const user = userEvent.setup();
    let down = true;
    answer(server, api({ 'GET /quotations': () => (down ? [500, { message: 'Servicio no disponible' }] : [200, QUOTATIONS]) }));
    renderApp({ path: '/app', routes, user: makeUser() });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos cargar tus cotizaciones');
    expect(alert).toHaveTextContent('Servicio no disponible');
    down = false;
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findAllByTestId('quotation-row')).toHaveLength(5);
  });

  it('an empty account says so', async () => {
    answer(server, api({ 'GET /quotations': () => [200, []], 'GET /customers/me/balance': () => [200, settledBalance()] }));
    renderApp({ path: '/app', routes, user: makeUser() });
    expect(await screen.findByText('Aún no tienes cotizaciones')).toBeInTheDocument();
    expect(await screen.findByTestId('balance-total')).toHaveTextContent('$0.00');
    expect(screen.getByText('Estás al corriente.')).toBeInTheDocument();
  });
});

describe('Inicio: the tabs when their counts fail', () => {
  it('says the counts could not be read, with Reintentar, instead of placeholders that never end', async () => {
    const user = userEvent.setup();
    let countsFail = true;
    const working = api();
    answer(server, {
      ...working,
      'GET /quotations/count': (request) => (countsFail ? [503, {}] : working['GET /quotations/count']!(request)),
    });
    renderApp({ path: '/app', routes, user: makeUser() });
    const chips = await screen.findByRole('group', { name: 'Filtrar cotizaciones por estado' });
    const problem = await screen.findByRole('alert');
    expect(problem).toHaveTextContent('No pudimos contar tus cotizaciones por estado.');
    // No placeholder waiting forever: the chips without a number show none.
    expect(within(chips).getByRole('button', { name: /^Pagadas/ })).toHaveTextContent(/^Pagadas\s*$/);
    expect(chips.querySelector('.animate-pulse')).toBeNull();
    // Pending ones are all read for the balance, so that chip keeps its number.
    await waitFor(() => expect(within(chips).getByRole('button', { name: /^Pendientes/ })).toHaveTextContent('(3)'));

    countsFail = false;
    await user.click(within(problem).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(within(chips).getByRole('button', { name: /^Pagadas/ })).toHaveTextContent(/\(\d+\)/));
    expect(screen.queryByText('No pudimos contar tus cotizaciones por estado.')).not.toBeInTheDocument();
  });
});

describe('paying a quotation', () => {
  it('preselects the default card, disables an expired one, and pays with the chosen card', async () => {
    answer(server, api());
    const { queryClient } = renderApp({ path: '/app', routes, user: makeUser() });
    // A payments page in the cache: paying must invalidate it.
    queryClient.setQueryData(['get', '/payments', { params: { query: { filter: '{}' } } }], []);
    const { user, dialog } = await openPayDialog();

    expect(within(dialog).getByTestId('pay-total')).toHaveTextContent('$14,351.52 MXN');
    expect(within(dialog).getByRole('radio', { name: /Visa terminación 1111/ })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: /Carnet terminación 5232/ })).toBeDisabled();
    expect(within(dialog).getByText('Cobraremos $14,351.52 a tu Visa terminación 1111.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('radio', { name: /Mastercard terminación 4444/ }));
    expect(within(dialog).getByText('Cobraremos $14,351.52 a tu Mastercard terminación 4444.')).toBeInTheDocument();
    const quotationCalls = requestsTo(server, 'GET', '/quotations').length;
    await user.click(within(dialog).getByRole('button', { name: 'Pagar $14,351.52' }));

    expect(await findToast('Pagaste $14,351.52 de la cotización COT-2026-0158 con Visa terminación 1111.')).toHaveAttribute(
      'role',
      'status',
    );
    // The dialog says "Pagado", with the receipt; "Listo" closes it.
    const paid = await within(dialog).findByTestId('pay-paid');
    expect(paid).toHaveTextContent('Pagado');
    expect(paid).toHaveTextContent('Cobramos $14,351.52 a tu Visa terminación 1111. Tu cotización COT-2026-0158 quedó pagada.');
    expect(within(dialog).getByRole('link', { name: 'Ver recibo' })).toHaveAttribute(
      'href',
      '/app/historial-de-pagos/tr9e4r7t0y3u6i1o5p8a/recibo',
    );
    expect(within(dialog).getByRole('button', { name: 'Listo' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Listo' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const [pay] = requestsTo(server, 'POST', PAY_PATH);
    if (!pay) throw new Error('no POST to pay');
    expect(JSON.parse(pay.body.toString())).toEqual(cardBody('k9mrtnzqy8w4bxh2d5je'));
    expect(pay.headers['content-type']).toContain('application/json');
    // Both quotation lists (the newest and every pending one, so the summary) are fetched again; payments are invalidated.
    await waitFor(() => expect(requestsTo(server, 'GET', '/quotations').length).toBe(quotationCalls + 2));
    expect(queryClient.getQueryState(['get', '/payments', { params: { query: { filter: '{}' } } }])?.isInvalidated).toBe(true);
    expect(getQuotationStore().inPayment).toBeNull();
  });

  it('holds the full-screen spinner while the charge and its check run, and only then', async () => {
    answer(server, api({ [`POST ${PAY_PATH}`]: () => 'drop', 'GET /quotations/q158': () => 'hang' }));
    renderApp({ path: '/app', routes, user: makeUser() });
    const { user, dialog } = await openPayDialog();
    expect(getPageState().loadingCount).toBe(0);
    await user.click(within(dialog).getByRole('button', { name: 'Pagar $14,351.52' }));
    expect(getPageState()).toMatchObject({ loadingCount: 1, loadingLabel: 'Procesando tu pago…' });
    // The charge got no answer; while its check is under way the spinner stays.
    await waitFor(() => expect(getQuotationStore().inPayment?.phase).toBe('checking'));
    expect(getPageState().loadingCount).toBe(1);
  });

  it('cannot be sent twice, nor closed, while the charge is on its way', async () => {
    answer(server, api({ [`POST ${PAY_PATH}`]: () => 'hang' }));
    renderApp({ path: '/app', routes, user: makeUser() });
    const { user, dialog } = await openPayDialog();

    const payButton = within(dialog).getByRole('button', { name: 'Pagar $14,351.52' });
    await user.click(payButton);
    await user.click(payButton);
    await user.keyboard('{Enter}');
    await user.keyboard('{Escape}');

    await waitFor(() => expect(requestsTo(server, 'POST', PAY_PATH)).toHaveLength(1));
    // RootLayout's full-screen spinner ("Procesando tu pago…") covers the dialog meanwhile, as in
    // the app, hiding it from the accessibility tree: hence `hidden: true`.
    expect(screen.getByRole('dialog', { hidden: true })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Cancelar', hidden: true })).toBeDisabled();
    expect(within(dialog).getByRole('radio', { name: /Mastercard/, hidden: true })).toBeDisabled();
    expect(getQuotationStore().inPayment?.phase).toBe('paying');
    // The row's button shows the same payment as pending.
    expect(screen.getByRole('button', { name: /Pagar COT-2026-0158 por \$14,351\.52/, hidden: true })).toHaveAttribute(
      'data-pending',
      'true',
    );
  });

  it.each([
    [
      'a declined card (Openpay 3001)',
      () => [400, { message: 'Card declined', error_code: 3001 }] as [number, unknown],
      'La tarjeta fue declinada.',
    ],
    [
      'insufficient funds (3003)',
      () => [400, { message: 'x', error_code: 3003, category: 'gateway' }] as [number, unknown],
      'La tarjeta no tiene fondos suficientes.',
    ],
    ['an expired card (3002)', () => [400, { message: 'x', error_code: 3002 }] as [number, unknown], 'La tarjeta ha expirado.'],
    [
      'a charge answered as FAILED',
      () =>
        [200, makePayment({ status: 'FAILED', authorization: null, error_message: 'El banco emisor rechazó la tarjeta.' })] as [
          number,
          unknown,
        ],
      'El banco emisor rechazó la tarjeta.',
    ],
  ])('shows %s in Spanish, in the dialog and as a toast, and lets the customer try again', async (_case, reply, message) => {
    let attempts = 0;
    answer(server, api({ [`POST ${PAY_PATH}`]: () => (++attempts === 1 ? reply() : [200, makePayment()]) }));
    renderApp({ path: '/app', routes, user: makeUser() });
    const { user, dialog } = await openPayDialog();
    const quotationCalls = requestsTo(server, 'GET', '/quotations').length;

    await user.click(within(dialog).getByRole('button', { name: 'Pagar $14,351.52' }));
    expect(await within(dialog).findByTestId('pay-error')).toHaveTextContent(message);
    expect(screen.getAllByText(message, { exact: false }).length).toBeGreaterThanOrEqual(2); // dialog + toast
    expect(getQuotationStore().inPayment?.phase).toBe('confirming');
    // A failed attempt refreshes the lists too (it may have changed the quotation or left a failed payment).
    await waitFor(() => expect(requestsTo(server, 'GET', '/quotations').length).toBe(quotationCalls + 2));

    // Another card, another attempt: this time it goes through.
    await user.click(within(dialog).getByRole('radio', { name: /Mastercard terminación 4444/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Pagar $14,351.52' }));
    expect(await within(dialog).findByTestId('pay-paid')).toBeInTheDocument();
    expect(jsonBodies(server, 'POST', PAY_PATH)).toEqual([cardBody('kqgykn96i7bcs1wwhvgw'), cardBody('k9mrtnzqy8w4bxh2d5je')]);
    // A definite answer ends an attempt: the next one is a new charge, with a new key.
    const keys = requestsTo(server, 'POST', PAY_PATH).map((r) => r.headers['idempotency-key']);
    expect(keys).toEqual([expect.stringMatching(/^[\w-]{8,}$/), expect.stringMatching(/^[\w-]{8,}$/)]);
    expect(keys[0]).not.toBe(keys[1]);
  });

  const q158 = () => QUOTATIONS.find((q) => q.id === 'q158')!;

  it('a 429 on the charge is a definite "no charge": it says to wait, checks nothing, offers no other card, and the same card works later', async () => {
    let attempts = 0;
    answer(
      server,
      api({
        [`POST ${PAY_PATH}`]: () =>
          ++attempts === 1 ? [429, { message: 'Hiciste demasiados intentos de pago.' }, { 'Retry-After': '60' }] : [200, makePayment()],
      }),
    );
    renderApp({ path: '/app', routes, user: makeUser() });
    const { user, dialog } = await openPayDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Pagar $14,351.52' }));

    const message = 'Error (429): hiciste demasiados intentos de pago y no se realizó ningún cargo. Espera 1 minuto e inténtalo de nuevo.';
    expect(await within(dialog).findByTestId('pay-error')).toHaveTextContent(message);
    // Answered before charging: nothing to check, not "not found", not the card's fault.
    expect(requestsTo(server, 'GET', '/quotations/q158')).toHaveLength(0);
    expect(within(dialog).queryByTestId('pay-check')).not.toBeInTheDocument();
    expect(screen.queryByText(/Puedes elegir otra tarjeta|No Encontrado|declinada/)).not.toBeInTheDocument();
    expect(getQuotationStore().inPayment?.phase).toBe('confirming');
    await waitFor(() => expect(getPageState().loadingCount).toBe(0));

    await user.click(within(dialog).getByRole('button', { name: 'Pagar $14,351.52' }));
    expect(await findToast('Pagaste $14,351.52 de la cotización COT-2026-0158 con Visa terminación 1111.')).toHaveAttribute(
      'role',
      'status',
    );
    expect(jsonBodies(server, 'POST', PAY_PATH)).toEqual([cardBody('kqgykn96i7bcs1wwhvgw'), cardBody('kqgykn96i7bcs1wwhvgw')]);
  });

  it('a declined card suggests another card; a refusal that is not the card’s does not', async () => {
    let attempts = 0;
    answer(
      server,
      api({
        [`POST ${PAY_PATH}`]: () =>
          ++attempts === 1
            ? [400, { message: 'x', error_code: 3001 }]
            : [409, { message: 'Esta cotización venció y ya no se puede pagar. Solicita una nueva.' }],
        // A 409 is read against the quotation: expired, so it is a refusal.
        'GET /quotations/q158': () => [200, { ...q158(), status: 'vencida' }],
      }),
    );
    renderApp({ path: '/app', routes, user: makeUser() });
    const { user, dialog } = await openPayDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Pagar $14,351.52' }));
    expect(await within(dialog).findByTestId('pay-error')).toHaveTextContent('La tarjeta fue declinada. Puedes elegir otra tarjeta.');
    await user.click(within(dialog).getByRole('button', { name: 'Pagar $14,351.52' }));
    await waitFor(() =>
      expect(within(dialog).getByTestId('pay-error')).toHaveTextContent('Esta cotización venció y ya no se puede pagar.'),
    );
    expect(within(dialog).getByTestId('pay-error')).not.toHaveTextContent('Puedes elegir otra tarjeta');
  });

  it.each([
    ['a server error (500)', () => [500, {}] as [number, unknown]],
    ['the network failing', () => 'drop' as const],
    ['a status outside the catalogue (502)', () => [502, {}] as [number, unknown]],
  ])('%s on the charge is not a decline: it checks, says "Aún no vemos el cargo", and repeats the same attempt', async (_case, reply) => {
    let attempts = 0;
    answer(
      server,
      api({
        [`POST ${PAY_PATH}`]: () => (++attempts === 1 ? reply() : [200, makePayment()]),
        'GET /quotations/q158': () => [200, q158()],
      }),
    );
    renderApp({ path: '/app', routes, user: makeUser() });
    const { user, dialog } = await openPayDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Pagar $14,351.52' }));

    expect(await within(dialog).findByText('Aún no vemos el cargo')).toBeInTheDocument();
    expect(requestsTo(server, 'GET', '/quotations/q158').length).toBeGreaterThanOrEqual(1);
    // The verdict is there: the full-screen spinner is not.
    await waitFor(() => expect(getPageState().loadingCount).toBe(0));
    // Never a card problem, never another card: that could charge twice.
    expect(screen.queryByText(/Puedes elegir otra tarjeta/)).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByText(/Error 500/)).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Intentar de nuevo' }));
    expect(await findToast('Pagaste $14,351.52 de la cotización COT-2026-0158 con Visa terminación 1111.')).toHaveAttribute(
      'role',
      'status',
    );
    const pays = requestsTo(server, 'POST', PAY_PATH);
    expect(pays).toHaveLength(2);
    expect(pays[1]!.headers['idempotency-key']).toBe(pays[0]!.headers['idempotency-key']);
    expect(pays.map((r) => JSON.parse(r.text) as unknown)).toEqual([cardBody('kqgykn96i7bcs1wwhvgw'), cardBody('kqgykn96i7bcs1wwhvgw')]);
  });

  it('a charge whose answer was lost but went through: the check says "Pagado", with its payment', async () => {
    answer(
      server,
      api({
        [`POST ${PAY_PATH}`]: () => 'drop',
        'GET /quotations/q158': () => [200, { ...q158(), status: 'pagada', paymentId: 'tr9e4r7t0y3u6i1o5p8a' }],
      }),
    );
    renderApp({ path: '/app', routes, user: makeUser() });
    const { user, dialog } = await openPayDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Pagar $14,351.52' }));

    expect(await within(dialog).findByText('Pagado')).toBeInTheDocument();
    expect(within(dialog).getByText(/Confirmamos el cargo de \$14,351\.52 a tu Visa terminación 1111/)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Ver el pago' })).toHaveAttribute(
      'href',
      '/app/historial-de-pagos/tr9e4r7t0y3u6i1o5p8a',
    );
    expect(await findToast('Confirmamos tu pago de $14,351.52 de la cotización COT-2026-0158.')).toHaveAttribute('role', 'status');
    expect(requestsTo(server, 'POST', PAY_PATH)).toHaveLength(1);
    await user.click(within(dialog).getByRole('button', { name: 'Listo' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('when the check fails too, it says it could not confirm, offers no other card, and checks again on demand', async () => {
    let reachable = false;
    answer(
      server,
      api({
        [`POST ${PAY_PATH}`]: () => 'drop',
        'GET /quotations/q158': () => (reachable ? [200, q158()] : 'drop'),
      }),
    );
    renderApp({ path: '/app', routes, user: makeUser() });
    const { user, dialog } = await openPayDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Pagar $14,351.52' }));

    expect(await within(dialog).findByText('No pudimos confirmar si se realizó el cargo')).toBeInTheDocument();
    expect(within(dialog).queryByRole('radio')).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: /^Pagar/ })).not.toBeInTheDocument();
    reachable = true;
    await user.click(within(dialog).getByRole('button', { name: 'Volver a comprobar' }));
    expect(await within(dialog).findByText('Aún no vemos el cargo')).toBeInTheDocument();
    expect(requestsTo(server, 'POST', PAY_PATH)).toHaveLength(1);
  });

  it('a charge left in progress is announced as such and the dialog closes', async () => {
    answer(server, api({ [`POST ${PAY_PATH}`]: () => [200, makePayment({ status: 'IN_PROGRESS', authorization: null })] }));
    renderApp({ path: '/app', routes, user: makeUser() });
    const { user, dialog } = await openPayDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Pagar $14,351.52' }));
    expect(await findToast(/Tu pago de \$14,351\.52 de la cotización COT-2026-0158 está en proceso/)).toHaveAttribute('role', 'status');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });

  it('without saved cards, the dialog sends the customer to add one', async () => {
    answer(server, api({ 'GET /customers/me/cards': () => [200, []] }));
    renderApp({ path: '/app', routes, user: makeUser({ defaultCardId: null }) });
    const { user, dialog } = await openPayDialogWithoutCards();
    expect(within(dialog).getByRole('button', { name: 'Pagar $14,351.52' })).toBeDisabled();
    await user.click(within(dialog).getByRole('link', { name: 'Agregar tarjeta' }));
    expect(await screen.findByText('Métodos de pago')).toBeInTheDocument();
    expect(getQuotationStore().inPayment).toBeNull();
  });
});
