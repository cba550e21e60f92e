import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from '@/app/query-client';
import { getPageState, resetPageState } from '@/lib/page-state';
import { answer, expectAnnouncedHeading, renderApp, requestsTo, setupTestApi, type Routes } from '@/test/render';
import { getQuotationStore, resetQuotationStore } from '../quotation-store';
import { CARDS, makePayment, makeQuotation, makeUser } from '../test/fixtures';
import { QuotationConfirmationPage } from './QuotationConfirmationPage';
import { QuotationDetailPage } from './QuotationDetailPage';

const server = setupTestApi();
afterEach(() => {
  cleanup();
  resetQuotationStore();
  resetPageState();
});

const QUOTATION_ID = '6741b2f0c3a4d5e6f7a8b158';
const PAYMENT_ID = 'tr3d7q1w5e9r2t6y0u4i';
const routes = [
  { path: '/app/cotizaciones/:quotationId', element: <QuotationDetailPage /> },
  { path: '/app/cotizaciones/:quotationId/confirmacion', element: <QuotationConfirmationPage /> },
  { path: '/app/historial-de-pagos/:paymentId/recibo', element: <p>Recibo</p> },
];
const confirmation = (id: string) => `/app/cotizaciones/${QUOTATION_ID}/confirmacion?id=${encodeURIComponent(id)}`;

function api(payment: Routes[string], overrides: Routes = {}): Routes {
  return {
    [`GET /payments/${PAYMENT_ID}`]: payment,
    [`GET /quotations/${QUOTATION_ID}`]: () => [200, makeQuotation({ installmentPlans: [3, 6] })],
    'GET /customers/me/cards': () => [200, CARDS],
    ...overrides,
  };
}

const threeDS = (overrides: Parameters<typeof makePayment>[0] = {}) =>
  makePayment({
    id: PAYMENT_ID,
    card: { card_number: '400000XXXXXX3220', brand: 'visa', type: 'credit', holder_name: 'María José', bank_name: 'HSBC' },
    ...overrides,
  });

describe('3-D Secure return', () => {
  it('COMPLETED: "Pagado" with amount, card, plan and authorization, the receipt and the way back; the lists are refreshed', async () => {
    answer(
      server,
      api(() => [200, threeDS({ authorization: '482913', payment_plan: { payments: 6 } })]),
    );
    // A list seen before leaving for the bank: arriving back marks it stale.
    const queryClient = createQueryClient();
    queryClient.setQueryData(['get', '/quotations', { params: { query: { filter: '{}' } } }], []);
    renderApp({ path: confirmation(PAYMENT_ID), routes, user: makeUser(), queryClient });

    const outcome = await screen.findByTestId('confirmation-outcome');
    expect(within(outcome).getByRole('heading', { name: 'Pagado' })).toBeInTheDocument();
    expect(outcome).toHaveTextContent(
      'Cobramos $14,351.52 a tu Visa terminación 3220 en 6 meses sin intereses de $2,391.92. Tu cotización COT-2026-0158 quedó pagada.',
    );
    expect(outcome).toHaveTextContent('Autorización 482913');
    expect(outcome).toHaveAttribute('role', 'status');
    expect(screen.getByRole('link', { name: 'Ver recibo' })).toHaveAttribute('href', `/app/historial-de-pagos/${PAYMENT_ID}/recibo`);
    expect(screen.getByRole('link', { name: 'Volver a la cotización' })).toHaveAttribute('href', `/app/cotizaciones/${QUOTATION_ID}`);
    expect(queryClient.getQueryState(['get', '/quotations', { params: { query: { filter: '{}' } } }])?.isInvalidated).toBe(true);
    await waitFor(() =>
      expect(getPageState().breadcrumb).toEqual([
        { label: 'Inicio', href: '/app' },
        { label: 'COT-2026-0158', href: `/app/cotizaciones/${QUOTATION_ID}` },
        { label: 'Confirmación del pago' },
      ]),
    );
  });

  it('FAILED: "No se realizó el pago" with the reason; "Intentar de nuevo" opens the pay dialog on the quotation', async () => {
    const user = userEvent.setup();
    answer(
      server,
      api(() => [
        200,
        threeDS({
          status: 'FAILED',
          authorization: null,
          error_message: 'La autenticación 3D Secure falló. Intenta de nuevo o usa otra tarjeta.',
        }),
      ]),
    );
    renderApp({ path: confirmation(PAYMENT_ID), routes, user: makeUser() });
    const outcome = await screen.findByTestId('confirmation-outcome');
    expect(within(outcome).getByRole('heading', { name: 'No se realizó el pago' })).toBeInTheDocument();
    expect(outcome).toHaveTextContent('La autenticación 3D Secure falló. Intenta de nuevo o usa otra tarjeta.');
    expect(outcome).toHaveTextContent('No se hizo ningún cargo a tu Visa terminación 3220.');
    // The quotation is read, so the dialog can open at once.
    await screen.findByRole('button', { name: 'Intentar de nuevo' });
    await expectQuotationRead();
    await user.click(screen.getByRole('button', { name: 'Intentar de nuevo' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pagar cotización COT-2026-0158' });
    expect(await within(dialog).findByRole('radio', { name: /Visa terminación 1111/ })).toBeChecked();
    expect(getQuotationStore().inPayment?.quotation.id).toBe(QUOTATION_ID);
  });

  it('FAILED with Openpay’s 3-D Secure rejection, which already says nothing was charged: said once', async () => {
    // The contract's example (PaymentAuthenticationFailed), as the development API answers it.
    const rejection = 'Tu banco no autenticó el pago (3-D Secure). No se hizo ningún cargo; intenta de nuevo o usa otra tarjeta.';
    answer(
      server,
      api(() => [200, threeDS({ status: 'FAILED', authorization: null, error_message: rejection })]),
    );
    renderApp({ path: confirmation(PAYMENT_ID), routes, user: makeUser() });
    const outcome = await screen.findByTestId('confirmation-outcome');
    expect(outcome).toHaveTextContent(rejection);
    expect(outcome.textContent?.match(/ningún cargo/g)).toHaveLength(1);
  });

  it('CHARGE_PENDING: the authentication did not finish; nothing charged; try again', async () => {
    answer(
      server,
      api(() => [200, threeDS({ status: 'CHARGE_PENDING', authorization: null })]),
    );
    renderApp({ path: confirmation(PAYMENT_ID), routes, user: makeUser() });
    const outcome = await screen.findByTestId('confirmation-outcome');
    expect(within(outcome).getByRole('heading', { name: 'La autenticación con tu banco no se completó' })).toBeInTheDocument();
    expect(outcome).toHaveTextContent('no se ha hecho ningún cargo');
    expect(screen.getByRole('button', { name: 'Intentar de nuevo' })).toBeInTheDocument();
  });

  it('CANCELLED: the attempt was replaced or cancelled, nothing was charged', async () => {
    answer(
      server,
      api(() => [200, threeDS({ status: 'CANCELLED', authorization: null })]),
    );
    renderApp({ path: confirmation(PAYMENT_ID), routes, user: makeUser() });
    const outcome = await screen.findByTestId('confirmation-outcome');
    expect(within(outcome).getByRole('heading', { name: 'Este intento de pago se canceló' })).toBeInTheDocument();
    expect(outcome).toHaveTextContent('Lo reemplazó un intento más reciente');
    expect(outcome).toHaveTextContent('No se hizo ningún cargo');
    expect(screen.getByRole('link', { name: 'Volver a la cotización' })).toBeInTheDocument();
  });

  it('404: "No encontramos este pago", with the way back', async () => {
    answer(
      server,
      api(() => [404, { message: 'No encontramos el pago.' }]),
    );
    renderApp({ path: confirmation(PAYMENT_ID), routes, user: makeUser() });
    await expectAnnouncedHeading('No encontramos este pago', 'Revisa el estado de tu pago en la cotización o en tu Historial de pagos.');
    expect(screen.getByRole('link', { name: 'Volver a la cotización' })).toHaveAttribute('href', `/app/cotizaciones/${QUOTATION_ID}`);
  });

  it('another error says so and offers Reintentar, which reads the payment again', async () => {
    const user = userEvent.setup();
    let calls = 0;
    answer(
      server,
      api(() => (++calls === 1 ? [503, { message: 'Servicio no disponible.' }] : [200, threeDS()])),
    );
    renderApp({ path: confirmation(PAYMENT_ID), routes, user: makeUser() });
    expect(await screen.findByText('No pudimos confirmar tu pago')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Pagado' })).toBeInTheDocument();
  });

  it.each([
    ['no id', `/app/cotizaciones/${QUOTATION_ID}/confirmacion`],
    ['an empty id', `/app/cotizaciones/${QUOTATION_ID}/confirmacion?id=`],
    ['a path in the id', confirmation('../../customers/me')],
    ['a URL in the id', confirmation('https://evil.example/phish')],
    ['an id too long', confirmation('a'.repeat(65))],
  ])('%s: the link is not valid, and nothing is read', async (_case, path) => {
    answer(
      server,
      api(() => [200, threeDS()]),
    );
    renderApp({ path, routes, user: makeUser() });
    expect(await screen.findByText('El enlace de confirmación no es válido')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver la cotización' })).toHaveAttribute('href', `/app/cotizaciones/${QUOTATION_ID}`);
    expect(server.requests.filter((r) => r.url.includes('/payments'))).toHaveLength(0);
  });

  it('a payment of another quotation is not shown: the link is not valid', async () => {
    answer(
      server,
      api(() => [200, threeDS({ quotation: { id: 'otra', folio: 'COT-2026-0999' } })]),
    );
    renderApp({ path: confirmation(PAYMENT_ID), routes, user: makeUser() });
    expect(await screen.findByText('El enlace de confirmación no es válido')).toBeInTheDocument();
    expect(screen.queryByText('Pagado')).not.toBeInTheDocument();
    expect(screen.queryByText(/COT-2026-0999/)).not.toBeInTheDocument();
  });

  it('follows no address given in the query string', async () => {
    answer(
      server,
      api(() => [200, threeDS()]),
    );
    const { router } = renderApp({
      path: `${confirmation(PAYMENT_ID)}&redirect=https://evil.example&next=//evil.example`,
      routes,
      user: makeUser(),
    });
    expect(await screen.findByRole('heading', { name: 'Pagado' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe(`/app/cotizaciones/${QUOTATION_ID}/confirmacion`);
    for (const link of screen.getAllByRole('link')) expect(link.getAttribute('href')).not.toContain('evil');
  });
});

async function expectQuotationRead() {
  await waitFor(() => expect(requestsTo(server, 'GET', `/quotations/${QUOTATION_ID}`).length).toBeGreaterThanOrEqual(1));
}
