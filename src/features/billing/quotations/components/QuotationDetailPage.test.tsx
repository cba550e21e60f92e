import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getPageState } from '@/lib/page-state';
import { getQuotationStore, resetQuotationStore } from '../quotation-store';
import { CARDS, QUOTATIONS, makePayment, makeQuotation, makeUser } from '../test/fixtures';
import { answer, expectAnnouncedHeading, renderApp, requestsTo, setupTestApi, type Routes } from '@/test/render';
import { HomePage } from './HomePage';
import { QuotationDetailPage } from './QuotationDetailPage';

const server = setupTestApi();
afterEach(() => {
  cleanup();
  resetQuotationStore();
});

const routes = [
  { path: '/app', element: <HomePage /> },
  { path: '/app/cotizaciones/:quotationId', element: <QuotationDetailPage /> },
  { path: '/app/historial-de-pagos/:paymentId', element: <p>Detalle del pago</p> },
];

function api(overrides: Routes = {}): Routes {
  return {
    'GET /quotations': () => [200, QUOTATIONS],
    'GET /quotations/q158': () => [200, makeQuotation({ id: 'q158' })],
    'GET /customers/me/cards': () => [200, CARDS],
    'POST /quotations/q158/pay': () => [200, makePayment()],
    ...overrides,
  };
}

describe('quotation detail', () => {
  it("prints it, or saves it as PDF, through the browser's print dialog, with the issuer's header for paper", async () => {
    const print = vi.fn();
    vi.stubGlobal('print', print);
    answer(server, api());
    renderApp({ path: '/app/cotizaciones/q158', routes, user: makeUser() });

    await userEvent.click(await screen.findByRole('button', { name: 'Imprimir o guardar PDF' }));
    expect(print).toHaveBeenCalledTimes(1);
    // Only print media shows the header (print:flex); it names the issuer and the folio.
    expect(screen.getByTestId('print-header')).toHaveTextContent(
      'CotizaServicios Cotiza S.A. de C.V.RFC SCO200114H59Av. Paseo de la Reforma 250, piso 8, Juárez, Cuauhtémoc, 06600, Ciudad de MéxicoQuejas y aclaraciones: +52 55 5000 1234 · atencion@cotiza.exampleDatos del comercio de ejemplo',
    );
    expect(screen.getByTestId('print-header')).toHaveTextContent('Cotización COT-2026-0158');
    vi.unstubAllGlobals();
  });

  it('the printed quotation names the customer: name and personal RFC as the server has them', async () => {
    const user = makeUser({ isEmployer: false });
    answer(
      server,
      api({
        'GET /users/me': () => [
          200,
          { ...user, phone: null, rfc: 'HENM850312QK7', curp: null, fiscalRegime: null, cfdiUse: null, address: null, avatar: null },
        ],
      }),
    );
    renderApp({ path: '/app/cotizaciones/q158', routes, user });
    expect(await within(await screen.findByTestId('print-header')).findByText('HENM850312QK7')).toBeInTheDocument();
    expect(screen.getByTestId('customer-identity')).toHaveTextContent(`${user.firstName} ${user.lastName}RFC HENM850312QK7`);
  });

  it('shows the lines, subtotal, IVA and total, and names the page after the folio', async () => {
    answer(server, api());
    renderApp({ path: '/app/cotizaciones/q158', routes, user: makeUser() });

    const table = await screen.findByRole('table', { name: 'Conceptos de la cotización COT-2026-0158' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      ),
    ).toEqual([
      ['Mantenimiento preventivo minisplit 2 TR$1,450.00 c/u', '6', '$1,450.00', '$8,700.00'],
      ['Recarga de gas refrigerante R-410A (kg)$680.50 c/u', '4', '$680.50', '$2,722.00'],
      ['Visita técnica y diagnóstico$950.00 c/u', '1', '$950.00', '$950.00'],
    ]);
    const totals = screen.getByTestId('quotation-totals');
    expect(totals).toHaveTextContent('Subtotal$12,372.00');
    expect(totals).toHaveTextContent('IVA (16 %)$1,979.52');
    expect(totals).toHaveTextContent('Total$14,351.52 MXN');
    expect(getPageState().headerLabel).toBe('Cotización COT-2026-0158');
    expect(getPageState().breadcrumb).toEqual([{ label: 'Inicio', href: '/app' }, { label: 'COT-2026-0158' }]);
    // The shared holder has the quotation in view.
    expect(getQuotationStore().inView?.id).toBe('q158');
  });

  it('pays from the detail and reloads the quotation', async () => {
    const user = userEvent.setup();
    let paid = false;
    answer(
      server,
      api({
        'GET /quotations/q158': () => [
          200,
          makeQuotation({ id: 'q158', ...(paid ? { status: 'pagada', paymentId: 'tr9e4r7t0y3u6i1o5p8a' } : {}) }),
        ],
        'POST /quotations/q158/pay': () => {
          paid = true;
          return [200, makePayment()];
        },
      }),
    );
    renderApp({ path: '/app/cotizaciones/q158', routes, user: makeUser() });

    await user.click(await screen.findByRole('button', { name: 'Pagar $14,351.52' }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('radio', { name: /Visa terminación 1111/ });
    await user.click(within(dialog).getByRole('button', { name: 'Pagar $14,351.52' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Listo' }));

    // The detail reloads and now says it is paid, with a way to the payment.
    const link = await screen.findByRole('link', { name: 'Ver el pago' });
    expect(link).toHaveAttribute('href', '/app/historial-de-pagos/tr9e4r7t0y3u6i1o5p8a');
    expect(screen.getByText('Esta cotización ya está pagada.')).toBeInTheDocument();
    expect(requestsTo(server, 'GET', '/quotations/q158')).toHaveLength(2);
  });

  it.each([
    ['desktop', 'bank_account', 'por transferencia SPEI'],
    ['phone', 'store', 'en efectivo en tienda'],
  ] as const)(
    'a pending reference (%s): "Pago en proceso", the deadline in Mexico City time and "Ver instrucciones" instead of "Pagar"',
    async (viewport, method, how) => {
      const pendingPayment = { id: 'trspei1', method, due_date: '2026-11-26T05:59:00Z' };
      answer(server, api({ 'GET /quotations/q158': () => [200, makeQuotation({ id: 'q158', pendingPayment })] }));
      renderApp({ path: '/app/cotizaciones/q158', routes, user: makeUser(), viewport });

      expect(await screen.findByText('Pago en proceso')).toBeInTheDocument();
      expect(screen.queryByText('Pendiente')).toBeNull();
      expect(
        screen.getByText(new RegExp(`Generaste una referencia para pagarla ${how}\\. Págala antes del 25 nov 2026, 23:59`)),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Ver instrucciones' })).toHaveAttribute(
        'href',
        '/app/historial-de-pagos/trspei1/instrucciones',
      );
      expect(screen.queryByRole('button', { name: /Pagar/ })).toBeNull();
      expect(screen.queryByTestId('pay-bar')).toBeNull();
    },
  );

  it('with the panel below the lines (phone, tablet), the amount and "Pagar" sit in a bar at the foot, one "Pagar" in all', async () => {
    const user = userEvent.setup();
    answer(server, api({}));
    renderApp({ path: '/app/cotizaciones/q158', routes, user: makeUser(), viewport: 'phone' });

    const bar = await screen.findByTestId('pay-bar');
    expect(bar).toHaveTextContent('Total · IVA incluido$14,351.52 MXN');
    expect(screen.getAllByRole('button', { name: 'Pagar $14,351.52' })).toHaveLength(1);
    await user.click(within(bar).getByRole('button', { name: 'Pagar $14,351.52' }));
    expect(await screen.findByRole('dialog', { name: 'Pagar cotización COT-2026-0158' })).toBeInTheDocument();
  });

  it('a quotation that cannot be paid has no bar; beside the lines (desktop) neither', async () => {
    answer(server, api({ 'GET /quotations/q158': () => [200, makeQuotation({ id: 'q158', status: 'pagada', paymentId: 'tr1' })] }));
    const { unmount } = renderApp({ path: '/app/cotizaciones/q158', routes, user: makeUser(), viewport: 'phone' });
    expect(await screen.findByText('Esta cotización ya está pagada.')).toBeInTheDocument();
    expect(screen.queryByTestId('pay-bar')).toBeNull();
    unmount();

    answer(server, api({}));
    renderApp({ path: '/app/cotizaciones/q158', routes, user: makeUser() });
    expect(await screen.findByRole('button', { name: 'Pagar $14,351.52' })).toBeInTheDocument();
    expect(screen.queryByTestId('pay-bar')).toBeNull();
  });

  it.each([
    ['vencida', 'Esta cotización venció el 2 dic 2026 y ya no se puede pagar. Pide una nueva a tu asesor.'],
    ['cancelada', 'Esta cotización fue cancelada y no se puede pagar.'],
  ] as const)('a %s quotation explains why it cannot be paid', async (status, text) => {
    answer(server, api({ 'GET /quotations/q158': () => [200, makeQuotation({ id: 'q158', status })] }));
    renderApp({ path: '/app/cotizaciones/q158', routes, user: makeUser() });
    expect(await screen.findByText(text)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Pagar/ })).toBeNull();
  });

  it('opened from the list, shows the row at once while it loads', async () => {
    const user = userEvent.setup();
    answer(server, api({ 'GET /quotations/q158': () => 'hang' }));
    renderApp({ path: '/app', routes, user: makeUser() });
    await user.click(await screen.findByRole('link', { name: 'COT-2026-0158' }));
    expect(await screen.findByRole('table', { name: /COT-2026-0158/ })).toBeInTheDocument();
    expect(screen.getByTestId('quotation-totals')).toHaveTextContent('$14,351.52');
  });

  it('an unknown quotation says it was not found, with the way back', async () => {
    answer(server, api({ 'GET /quotations/nada': () => [404, { message: 'No encontramos esta cotización.' }] }));
    renderApp({ path: '/app/cotizaciones/nada', routes, user: makeUser() });
    // The server's message says what the title says: a hint instead of the same words twice.
    await expectAnnouncedHeading(
      'No encontramos esta cotización',
      'Puede que el enlace esté incompleto o que la cotización sea de otra cuenta. Tus cotizaciones están en Inicio.',
    );
    expect(screen.getByRole('link', { name: 'Volver a Inicio' })).toHaveAttribute('href', '/app');
  });

  it('a 503 is not "not found": it offers Reintentar, and the quotation shows when it works', async () => {
    const user = userEvent.setup();
    let fail = true;
    answer(server, api({ 'GET /quotations/q158': () => (fail ? [503, {}] : [200, makeQuotation({ id: 'q158' })]) }));
    renderApp({ path: '/app/cotizaciones/q158', routes, user: makeUser() });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos cargar la cotización');
    expect(alert).toHaveTextContent('Error (503)');
    expect(screen.queryByText('No encontramos esta cotización')).not.toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByTestId('quotation-totals')).toBeInTheDocument();
  });

  it('a server error offers Reintentar', async () => {
    const user = userEvent.setup();
    let calls = 0;
    answer(server, api({ 'GET /quotations/q158': () => (++calls === 1 ? [500, {}] : [200, makeQuotation({ id: 'q158' })]) }));
    renderApp({ path: '/app/cotizaciones/q158', routes, user: makeUser() });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos cargar la cotización');
    expect(alert).toHaveTextContent('Error 500');
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByTestId('quotation-totals')).toBeInTheDocument();
  });
});
