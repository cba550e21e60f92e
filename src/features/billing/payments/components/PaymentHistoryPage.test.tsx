import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { today } from '@internationalized/date';
import type { components } from '@/lib/api';
import { COLLECTIONS, loopbackCount, loopbackList } from '@/test/loopback';
import { periodRange } from '@/features/billing/periods';
import { TIME_ZONE } from '@/config/time-zone';
import { dayEndIso, dayStartIso } from '../payment-list-state';
import { makeBankTransferPayment, makePayment, makePayments, makeStorePayment, makeUser } from '../test/fixtures';
import { failingPage, nextPage, pagedRoutes, turnToFailingPage } from '@/test/list-pages';
import { answer, renderApp, requestsTo, setupTestApi, type RenderAppOptions, type Routes } from '@/test/render';
import { captureDownloads } from '@/test/downloads';
import { AWAITING_CANCELLATION } from '@/test/fiscal-fixtures';
import { PaymentHistoryPage } from './PaymentHistoryPage';

const server = setupTestApi();
beforeEach(() => {
  // jsdom does not lay out, so it has no scrollIntoView.
  Element.prototype.scrollIntoView = vi.fn();
});

const routes = [
  { path: '/app/historial-de-pagos', element: <PaymentHistoryPage /> },
  { path: '/app/historial-de-pagos/:paymentId', element: <p>Detalle</p> },
  { path: '/app/historial-de-pagos/:paymentId/recibo', element: <p>Recibo</p> },
  { path: '/app/historial-de-pagos/:paymentId/instrucciones', element: <p>Instrucciones</p> },
];

/** A server with `total` payments that honours skip and limit. */
function paged(total: number, overrides: Routes = {}): Routes {
  return pagedRoutes('/payments', makePayments, 20, total, overrides);
}

const filters = () =>
  requestsTo(server, 'GET', '/payments').map(
    (r) => JSON.parse(r.parsed.searchParams.get('filter')!) as components['schemas']['PaymentFilter'],
  );
/** The requests for page `skip / 20 + 1` only: the screen prefetches its next page whenever it is idle, at any moment. */
const pageFilters = (skip: number) => filters().filter((filter) => filter.limit === 20 && filter.skip === skip);
/** The export's pages of 1,000 only: the screen prefetches its next page of 20 whenever it is idle. */
const exportFilters = () => filters().filter((filter) => filter.limit === 1000);
const wheres = () =>
  requestsTo(server, 'GET', '/payments/count').map((r) => {
    const where = r.parsed.searchParams.get('where');
    return where === null ? null : (JSON.parse(where) as components['schemas']['PaymentWhere']);
  });

function render(path = '/app/historial-de-pagos', viewport: RenderAppOptions['viewport'] = 'desktop') {
  return renderApp({ path, routes, user: makeUser(), viewport });
}

/** The button in a sortable column's header. */
const sortButton = (column: string) => within(screen.getByRole('columnheader', { name: new RegExp(column) })).getByRole('button');

async function bodyRows() {
  const results = await screen.findByTestId('payments-results');
  await waitFor(() => expect(results).not.toHaveAttribute('aria-busy'));
  return within(within(results).getByRole('table', { name: 'Pagos' }))
    .getAllByRole('row')
    .slice(1);
}

describe('Historial de pagos', () => {
  it('asks for the first 20, newest first, and counts them all', async () => {
    answer(server, paged(45));
    render();
    const rows = await bodyRows();
    expect(rows).toHaveLength(20);
    expect(filters()).toEqual([{ order: ['creation_date DESC'], limit: 20, skip: 0 }]);
    expect(wheres()).toEqual([null]);
    // The count is its own request: it may land after the rows.
    await waitFor(() => expect(screen.getByTestId('results-summary')).toHaveTextContent('Mostrando 1–20 de 45 pagos'));
    expect(screen.getByRole('navigation', { name: 'Paginación' })).toHaveTextContent('Página 1 de 3');
  });

  it('shows date and time in Mexico City, concept, card, amount (negative for a refund) and a Spanish status', async () => {
    answer(
      server,
      paged(2, {
        'GET /payments': () => [
          200,
          [
            makePayment({ creation_date: '2026-11-05T16:42:18Z' }),
            makePayment({
              id: 'trrefund',
              status: 'REFUNDED',
              amount: 12064,
              card: { card_number: '378282XXXXX0005', brand: 'american_express' },
              description: 'Cotización COT-2026-0135 · Mobiliario de oficina',
            }),
          ],
        ],
      }),
    );
    render();
    const [paid, refunded] = await bodyRows();
    if (!paid || !refunded) throw new Error('two payment rows expected');
    // Text of each cell, without the brand artwork's own SVG text.
    const cells = (row: HTMLElement) =>
      [...row.querySelectorAll('td, th')].map((cell) => {
        const copy = cell.cloneNode(true) as HTMLElement;
        copy.querySelectorAll('svg').forEach((svg) => svg.remove());
        return copy.textContent;
      });
    expect(cells(paid)).toEqual([
      '5 nov 202610:42',
      'Cotización COT-2026-0158 · Mantenimiento preventivo de aire acondicionado — Oficinas Querétaro',
      'Visa terminación 1111•••• 1111',
      '$14,351.52',
      'PagadoRecibo',
      // Completed, no invoice, no deadline known: the customer may request it.
      'Solicitar factura',
    ]);
    expect(cells(refunded)).toEqual([
      '22 nov 202612:31',
      'Cotización COT-2026-0135 · Mobiliario de oficina',
      'American Express terminación 0005•••• 0005',
      '-$12,064.00',
      'ReembolsadoRecibo',
      'Sin factura',
    ]);
  });

  it('each row says whether its CFDI is ready: PDF and XML downloads; nothing on a charge that took no money', async () => {
    const user = userEvent.setup();
    const invoice = {
      uuid: '5FB2822E-396D-4725-8521-CDC4BDD20CCF',
      pdf_url: 'https://facturas.example.mx/cfdi/5FB2822E.pdf',
      xml_url: 'https://facturas.example.mx/cfdi/5FB2822E.xml',
    };
    answer(
      server,
      paged(2, {
        'GET /payments': () => [
          200,
          [
            makePayment({ id: 'tr_invoiced', creation_date: '2026-11-05T16:42:18Z', invoice }),
            makePayment({ id: 'tr_pending', status: 'IN_PROGRESS' }),
            makePayment({ id: 'tr_failed', status: 'FAILED', authorization: null }),
            makePayment({ id: 'tr_cancelled', status: 'CANCELLED', authorization: null }),
          ],
        ],
      }),
    );
    const { router } = render();
    const [invoiced, inProgress, failed, cancelled] = await bodyRows();
    if (!invoiced || !inProgress || !failed || !cancelled) throw new Error('four payment rows expected');
    // A charge that took no money says nothing of an invoice: its cell is empty.
    for (const row of [inProgress, failed, cancelled]) expect(within(row).getAllByRole('cell').at(-1)).toBeEmptyDOMElement();
    const pdf = within(invoiced).getByRole('link', { name: 'Descargar factura PDF del pago del 5 nov 2026, 10:42' });
    expect(pdf).toHaveAttribute('href', invoice.pdf_url);
    expect(within(invoiced).getByRole('link', { name: /Descargar factura XML/ })).toHaveAttribute('href', invoice.xml_url);
    expect(within(inProgress).queryByRole('link', { name: /Descargar factura/ })).toBeNull();

    // A download is its own action: the row behind it does not open the payment.
    const block = (event: Event) => event.preventDefault();
    document.addEventListener('click', block);
    try {
      await user.click(pdf);
      pdf.focus();
      await user.keyboard('{Enter}');
    } finally {
      document.removeEventListener('click', block);
    }
    expect(router.state.location.pathname).toBe('/app/historial-de-pagos');
  });

  it('a row whose invoice (or the one it replaced) waits for the customer to answer a cancellation says so; none else does', async () => {
    const awaiting = AWAITING_CANCELLATION;
    const files = (uuid: string) => ({
      uuid,
      pdf_url: `https://facturas.example.mx/cfdi/${uuid}.pdf`,
      xml_url: `https://facturas.example.mx/cfdi/${uuid}.xml`,
    });
    answer(
      server,
      paged(3, {
        'GET /payments': () => [
          200,
          [
            makePayment({
              id: 'tr_asked',
              invoice: { ...files('2D4F6A8C-1E3B-4D5F-A7C9-E1F3A5B7C9D1'), status: 'en_cancelacion', cancellation: awaiting },
            }),
            makePayment({
              id: 'tr_corrected',
              invoice: {
                ...files('A1B2C3D4-0000-4000-8000-000000000001'),
                status: 'vigente',
                replaces: {
                  uuid: '5FB2822E-396D-4725-8521-CDC4BDD20CCF',
                  status: 'en_cancelacion',
                  cancellation: { ...awaiting, reason: '01' },
                },
              },
            }),
            makePayment({ id: 'tr_plain', invoice: files('7E9A1C3E-5F7B-4A9C-B1D3-F5A7C9E1B3D5') }),
          ],
        ],
      }),
    );
    render();
    const [asked, corrected, plain] = await bodyRows();
    if (!asked || !corrected || !plain) throw new Error('three payment rows expected');
    expect(within(asked).getByTestId('invoice-answer-needed')).toHaveTextContent('Cancelación por responder');
    expect(asked).toHaveTextContent('En cancelación');
    // The corrected invoice keeps its downloads; the answer asked is the replaced one's.
    expect(within(corrected).getByRole('link', { name: /Descargar factura PDF/ })).toBeInTheDocument();
    expect(within(corrected).getByTestId('invoice-answer-needed')).toBeInTheDocument();
    expect(within(plain).queryByTestId('invoice-answer-needed')).toBeNull();
  });

  it('a row with credit notes says so under its invoice, with or without its downloads; a cancelled note is not said', async () => {
    const files = (uuid: string) => ({
      uuid,
      pdf_url: `https://facturas.example.mx/cfdi/${uuid}.pdf`,
      xml_url: `https://facturas.example.mx/cfdi/${uuid}.xml`,
    });
    const INVOICE = '9A2C4E6B-8D0F-4A1C-B3E5-7F9B1D3F5A70';
    const note = (status: 'vigente' | 'cancelada') => ({
      ...files('3D5F7B9C-1E3A-4C5E-8F0B-2D4F6A8C0E19'),
      status,
      reason: 'devolucion' as const,
      total: 100,
      issued_at: '2026-10-30T11:20:05-06:00',
      related: { uuid: INVOICE, status: 'vigente' as const },
    });
    const refund = { id: 'rf1', amount: 100, creation_date: '2026-10-30T11:02:44-06:00' };
    answer(
      server,
      paged(2, {
        'GET /payments': () => [
          200,
          [
            makePayment({ id: 'tr_noted', status: 'REFUNDED', refund, invoice: files(INVOICE), credit_notes: [note('vigente')] }),
            makePayment({ id: 'tr_withdrawn', status: 'REFUNDED', refund, invoice: files(INVOICE), credit_notes: [note('cancelada')] }),
          ],
        ],
      }),
    );
    render();
    const [noted, withdrawn] = await bodyRows();
    if (!noted || !withdrawn) throw new Error('two payment rows expected');
    expect(within(noted).getByTestId('credit-notes-row')).toHaveTextContent('Con nota de crédito por devolución');
    expect(within(noted).getByRole('link', { name: /Descargar factura PDF/ })).toBeInTheDocument();
    expect(within(withdrawn).queryByTestId('credit-notes-row')).toBeNull();
  });

  it('a row offers "Solicitar factura" within the deadline (also after a refusal), and says when the deadline passed or it is stamping', async () => {
    const user = userEvent.setup();
    const refused = { uuid: null, pdf_url: null, xml_url: null, status: 'rechazada' as const, status_reason: 'CP' };
    answer(
      server,
      paged(5, {
        'GET /payments': () => [
          200,
          [
            makePayment({ id: 'tr_open', creation_date: '2026-11-05T16:42:18Z', invoice_deadline: '2999-11-30' }),
            makePayment({ id: 'tr_refused', invoice_deadline: '2999-11-30', invoice: refused }),
            makePayment({ id: 'tr_late', invoice_deadline: '2026-10-31' }),
            makePayment({ id: 'tr_stamping', invoice: { uuid: null, pdf_url: null, xml_url: null, status: 'en_timbrado' } }),
            makePayment({ id: 'tr_refused_late', invoice_deadline: '2026-10-31', invoice: refused }),
          ],
        ],
      }),
    );
    const { router } = render();
    const [open, rejected, late, stamping, refusedLate] = await bodyRows();
    if (!open || !rejected || !late || !stamping || !refusedLate) throw new Error('five payment rows expected');
    expect(refusedLate).toHaveTextContent('Rechazada · Plazo para facturar vencido');
    expect(within(refusedLate).queryByRole('button')).toBeNull();
    const action = within(open).getByRole('button', { name: 'Solicitar factura del pago del 5 nov 2026, 10:42' });
    expect(rejected).toHaveTextContent('RechazadaSolicitar factura');
    expect(late).toHaveTextContent('Plazo para facturar vencido');
    expect(within(late).queryByRole('button')).toBeNull();
    expect(stamping).toHaveTextContent('En timbrado');
    // The action is its own: the row behind it does not open the payment.
    await user.click(action);
    expect(router.state.location.pathname).toBe('/app/historial-de-pagos');
  });

  it('a row whose invoice is being stamped is read again until it is vigente', async () => {
    let reads = 0;
    const stamping = { uuid: null, pdf_url: null, xml_url: null, status: 'en_timbrado' as const };
    const vigente = {
      uuid: 'U1',
      pdf_url: 'https://facturas.cotiza.mx/cfdi/U1.pdf',
      xml_url: 'https://facturas.cotiza.mx/cfdi/U1.xml',
      status: 'vigente' as const,
    };
    answer(
      server,
      paged(1, {
        'GET /payments': () => [200, [makePayment({ id: 'tr_stamping', invoice: reads++ === 0 ? stamping : vigente })]],
      }),
    );
    render();
    const [row] = await bodyRows();
    expect(row).toHaveTextContent('En timbrado');
    expect(await screen.findByRole('link', { name: /Descargar factura PDF/ }, { timeout: 4000 })).toBeInTheDocument();
  });

  it('SPEI and store payments show their method; a waiting one is "Pendiente de pago" with its instructions, a paid one its receipt', async () => {
    const user = userEvent.setup();
    answer(
      server,
      paged(4, {
        'GET /payments': () => [
          200,
          [
            makeBankTransferPayment({ creation_date: '2026-11-05T16:42:18Z' }),
            makeStorePayment({ creation_date: '2026-11-04T16:42:18Z' }),
            makeStorePayment({ id: 'trstorepaid', status: 'COMPLETED', creation_date: '2026-11-03T16:42:18Z' }),
            makePayment({ id: 'trfail', status: 'FAILED', creation_date: '2026-11-02T16:42:18Z' }),
          ],
        ],
      }),
    );
    const { router } = render();
    const [spei, store, storePaid, failed] = await bodyRows();
    if (!spei || !store || !storePaid || !failed) throw new Error('four payment rows expected');
    expect(spei).toHaveTextContent('Transferencia SPEI');
    expect(within(spei).getByText('Pendiente de pago')).toBeInTheDocument();
    expect(within(spei).getByRole('link', { name: 'Instrucciones para pagar la referencia del 5 nov 2026, 10:42' })).toHaveAttribute(
      'href',
      '/app/historial-de-pagos/trs5p8e1i4c7l0a3b6d9/instrucciones',
    );
    expect(store).toHaveTextContent('Efectivo en tienda');
    expect(within(store).getByText('Pendiente de pago')).toBeInTheDocument();
    expect(within(storePaid).getByText('Pagado')).toBeInTheDocument();
    const receipt = within(storePaid).getByRole('link', { name: 'Recibo del pago del 3 nov 2026, 10:42' });
    expect(receipt).toHaveAttribute('href', '/app/historial-de-pagos/trstorepaid/recibo');
    expect(within(failed).queryByRole('link', { name: /Recibo|Instrucciones/ })).toBeNull();

    // The link is its own action: it opens the receipt, not the row's detail.
    await user.click(receipt);
    expect(router.state.location.pathname).toBe('/app/historial-de-pagos/trstorepaid/recibo');
  });

  it('on a phone, a card links to the receipt or the instructions too', async () => {
    answer(
      server,
      paged(2, {
        'GET /payments': () => [200, [makeBankTransferPayment({ creation_date: '2026-11-05T16:42:18Z' }), makePayment()]],
      }),
    );
    render('/app/historial-de-pagos', 'phone');
    const [spei, paid] = await screen.findAllByTestId('payment-card');
    expect(spei).toHaveTextContent('Transferencia SPEI');
    expect(spei).toHaveTextContent('Pendiente de pago');
    expect(within(spei!).getByRole('link', { name: /^Instrucciones para pagar la referencia/ })).toHaveAttribute(
      'href',
      '/app/historial-de-pagos/trs5p8e1i4c7l0a3b6d9/instrucciones',
    );
    expect(within(paid!).getByRole('link', { name: 'Recibo del pago del 22 nov 2026, 12:31' })).toHaveAttribute(
      'href',
      '/app/historial-de-pagos/tr9e4r7t0y3u6i1o5p8a/recibo',
    );
  });

  it('reads the view from the URL and sends exactly that filter', async () => {
    answer(server, paged(45));
    render('/app/historial-de-pagos?estado=fallido&desde=2026-11-01&hasta=2026-11-30&orden=monto-asc&pagina=2');
    await bodyRows();
    const where = {
      status: 'FAILED',
      creation_date: { between: ['2026-11-01T06:00:00.000Z', '2026-12-01T05:59:59.999Z'] },
    };
    expect(filters()).toEqual([{ where, order: ['signed_amount ASC', 'creation_date DESC'], limit: 20, skip: 20 }]);
    expect(wheres()).toEqual([where]);
    await waitFor(() => expect(screen.getByTestId('results-summary')).toHaveTextContent('Mostrando 21–40 de 45 pagos'));
    expect(screen.getByRole('combobox', { name: 'Estado' })).toHaveDisplayValue('Fallido');
    expect(screen.getByRole('columnheader', { name: /Monto/ })).toHaveAttribute('aria-sort', 'ascending');
  });

  it('a status filter goes to the URL, back to page 1, and to the API', async () => {
    const user = userEvent.setup();
    answer(server, paged(45));
    const { router } = render('/app/historial-de-pagos?pagina=2');
    await bodyRows();
    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'Reembolsado');

    await waitFor(() => expect(router.state.location.search).toBe('?estado=reembolsado'));
    await waitFor(() =>
      expect(pageFilters(0).at(-1)).toEqual({ where: { status: 'REFUNDED' }, order: ['creation_date DESC'], limit: 20, skip: 0 }),
    );
    expect(wheres().at(-1)).toEqual({ status: 'REFUNDED' });
  });

  it("fetches a status's rows and count when the pointer reaches its option, so choosing it asks nothing more", async () => {
    const user = userEvent.setup();
    answer(server, paged(45));
    render();
    await bodyRows();
    const refunded = { where: { status: 'REFUNDED' }, order: ['creation_date DESC'], limit: 20, skip: 0 };

    // A native select whose list the browser draws in the page (customizable selects): its options take the pointer.
    await user.hover(screen.getByRole('option', { name: 'Reembolsado' }));
    await waitFor(() => expect(filters()).toContainEqual(refunded));
    await waitFor(() => expect(wheres()).toContainEqual({ status: 'REFUNDED' }));
    const asked = [filters().length, wheres().length];

    await user.selectOptions(screen.getByRole('combobox', { name: 'Estado' }), 'Reembolsado');
    await waitFor(() => expect(screen.getByTestId('payments-results')).not.toHaveAttribute('aria-busy'));
    expect([filters().length, wheres().length]).toEqual(asked);
  });

  it('a custom period typed in the date picker applies with Aplicar', async () => {
    const user = userEvent.setup();
    answer(server, paged(45));
    const { router } = render();
    await bodyRows();
    await user.click(screen.getByRole('button', { name: 'Fechas Cualquier fecha' }));
    const dialog = await screen.findByRole('dialog', { name: 'Filtrar por fechas' });
    const period = await within(dialog).findByRole('group', { name: 'Periodo personalizado' });
    expect(within(dialog).getByRole('button', { name: 'Aplicar' })).toBeDisabled();
    await user.click(within(period).getAllByRole('spinbutton')[0]!); // getAllBy* throws when there is none
    await user.keyboard('01102026');
    await user.keyboard('31102026');
    // Nothing is sent while typing.
    expect(filters().filter((f) => f.where)).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar' }));

    const where = { creation_date: { between: ['2026-10-01T06:00:00.000Z', '2026-11-01T05:59:59.999Z'] } };
    await waitFor(() => expect(router.state.location.search).toBe('?desde=2026-10-01&hasta=2026-10-31'));
    await waitFor(() => expect(pageFilters(0).at(-1)).toEqual({ where, order: ['creation_date DESC'], limit: 20, skip: 0 }));
    expect(wheres()).toEqual([null, where]);
    expect(screen.getByRole('button', { name: 'Fechas 1 oct 2026 – 31 oct 2026' })).toBeInTheDocument();
  }, 30_000);

  it('a quick period applies at once', async () => {
    const user = userEvent.setup();
    answer(server, paged(45));
    const { router } = render();
    await bodyRows();
    const lastMonth = periodRange('mes-anterior', today(TIME_ZONE));
    await user.click(screen.getByRole('button', { name: 'Fechas Cualquier fecha' }));
    await user.click(await screen.findByRole('button', { name: 'Mes anterior' }));
    await waitFor(() => expect(router.state.location.search).toBe(`?desde=${lastMonth.from}&hasta=${lastMonth.to}`));
    await waitFor(() =>
      expect(pageFilters(0).at(-1)?.where).toEqual({ creation_date: { between: [dayStartIso(lastMonth.from), dayEndIso(lastMonth.to)] } }),
    );
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('pages forward and back through the server', async () => {
    const user = userEvent.setup();
    answer(server, paged(45));
    const { router } = render();
    await bodyRows();
    expect(screen.getByRole('button', { name: 'Anterior' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(screen.getByRole('navigation', { name: 'Paginación' })).toHaveTextContent('Página 2 de 3'));
    expect(router.state.location.search).toBe('?pagina=2');
    expect(pageFilters(20).at(-1)).toEqual({ order: ['creation_date DESC'], limit: 20, skip: 20 });
    expect((await bodyRows())[0]).toHaveTextContent('Servicio 21');

    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(screen.getByTestId('results-summary')).toHaveTextContent('Mostrando 41–45 de 45 pagos'));
    expect(await bodyRows()).toHaveLength(5);
    expect(screen.getByRole('button', { name: 'Siguiente' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Anterior' }));
    await waitFor(() => expect(router.state.location.search).toBe('?pagina=2'));
    // The count does not change with the page: it is asked once.
    expect(wheres()).toEqual([null]);

    // Rows keep their places from page to page (cheaper to update): each still opens its own payment.
    const [first] = await bodyRows();
    expect(first).toHaveTextContent('Servicio 21');
    await user.click(within(first!).getByText(/Servicio 21/));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/historial-de-pagos/tr0020'));
  });

  it('fetches the next page when the pointer reaches "Siguiente", so the click shows it without asking again', async () => {
    const user = userEvent.setup();
    answer(server, paged(45));
    render();
    await bodyRows();
    const page2 = { order: ['creation_date DESC'], limit: 20, skip: 20 };

    await user.hover(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(filters()).toContainEqual(page2));
    const asked = filters().length;

    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(screen.getByRole('navigation', { name: 'Paginación' })).toHaveTextContent('Página 2 de 3'));
    expect((await bodyRows())[0]).toHaveTextContent('Servicio 21');
    expect(filters()).toHaveLength(asked);
  });

  it('reads the next page once the page has settled, and nothing past the last one', async () => {
    const user = userEvent.setup();
    answer(server, paged(45));
    render('/app/historial-de-pagos?pagina=2');
    await bodyRows();
    const page3 = { order: ['creation_date DESC'], limit: 20, skip: 40 };
    // «Siguiente» is the likeliest next step: asked for at idle, without the pointer on it.
    await waitFor(() => expect(filters()).toContainEqual(page3), { timeout: 3000 });
    const asked = filters().length;

    await user.click(screen.getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(screen.getByTestId('results-summary')).toHaveTextContent('Mostrando 41–45 de 45 pagos'));
    // The last page: nothing after it is asked for.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(filters()).toHaveLength(asked);
  });

  it('sorts by amount from the column header (largest first, then smallest)', async () => {
    const user = userEvent.setup();
    answer(server, paged(45));
    const { router } = render();
    await bodyRows();
    await user.click(sortButton('Monto'));
    await waitFor(() => expect(router.state.location.search).toBe('?orden=monto-desc'));
    await waitFor(() => expect(pageFilters(0).at(-1)?.order).toEqual(['signed_amount DESC', 'creation_date DESC']));
    await user.click(sortButton('Monto'));
    await waitFor(() => expect(router.state.location.search).toBe('?orden=monto-asc'));
    await user.click(sortButton('Fecha'));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    // Newest first again: that page is still cached, so no new request is needed.
    expect(screen.getByRole('columnheader', { name: /Fecha/ })).toHaveAttribute('aria-sort', 'descending');
  });

  it('sorts refunds where their negative amount reads: "Menor monto" puts −$1,482.35 first (a LoopBack server sorting)', async () => {
    const payments = [
      makePayment({ id: 'tr_a', amount: 870.13, creation_date: '2026-11-20T10:00:00-06:00' }),
      makePayment({ id: 'tr_b', amount: 1100.92, creation_date: '2026-11-19T10:00:00-06:00' }),
      makePayment({
        id: 'tr_c',
        amount: 1482.35,
        status: 'REFUNDED',
        refund: { id: 'rf_c', amount: 1482.35, creation_date: '2026-11-18T10:00:00-06:00' },
        creation_date: '2026-11-17T10:00:00-06:00',
      }),
      makePayment({ id: 'tr_d', amount: 2000, creation_date: '2026-11-16T10:00:00-06:00' }),
    ];
    answer(server, {
      'GET /payments': ({ url }) => loopbackList(COLLECTIONS.payments, payments, url),
      'GET /payments/count': ({ url }) => loopbackCount(COLLECTIONS.payments, payments, url),
    });
    const shown = async () => (await bodyRows()).map((row) => row.textContent?.match(/[-−]?\$[\d,]+\.\d\d/)?.[0]);
    render('/app/historial-de-pagos?orden=monto-asc');
    await waitFor(async () => expect(await shown()).toEqual(['-$1,482.35', '$870.13', '$1,100.92', '$2,000.00']));
  });

  it('a page past the end goes to the last page', async () => {
    answer(server, paged(45));
    const { router } = render('/app/historial-de-pagos?pagina=9');
    await waitFor(() => expect(router.state.location.search).toBe('?pagina=3'));
    await waitFor(() => expect(filters().at(-1)?.skip).toBe(40));
  });

  it('no results for the filters: says so and clears them', async () => {
    const user = userEvent.setup();
    answer(server, paged(0));
    const { router } = render('/app/historial-de-pagos?estado=contracargo-aceptado');
    expect(await screen.findByText('No hay pagos con estos filtros')).toBeInTheDocument();
    expect(screen.getByTestId('results-summary')).toHaveTextContent('Sin resultados');
    expect(screen.getByRole('button', { name: 'Exportar CSV' })).toBeDisabled();
    await user.click(screen.getAllByRole('button', { name: 'Limpiar filtros' })[0]!); // getAllBy* throws when there is none
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('no payments at all: says so', async () => {
    answer(server, paged(0));
    render();
    expect(await screen.findByText('Aún no tienes pagos')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver mis cotizaciones' })).toHaveAttribute('href', '/app');
  });

  it('a failing list shows the error with Reintentar', async () => {
    const user = userEvent.setup();
    let calls = 0;
    answer(
      server,
      paged(45, { 'GET /payments': () => (++calls === 1 ? [500, { message: 'Ocurrió un error inesperado.' }] : [200, makePayments(20)]) }),
    );
    render();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos cargar tus pagos');
    expect(alert).toHaveTextContent('Ocurrió un error inesperado.');
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await bodyRows()).toHaveLength(20);
  });

  it('a page that fails keeps the rows shown, says it failed, and Reintentar loads it', async () => {
    const user = userEvent.setup();
    let pageTwoFails = true;
    answer(
      server,
      failingPage(paged(45), 'GET /payments', 20, () => pageTwoFails),
    );
    const { router } = render();
    expect(await bodyRows()).toHaveLength(20);
    const alert = await turnToFailingPage(user, router, 'No pudimos cargar tus pagos');
    // The first page's rows stay.
    expect((await bodyRows())[0]).toHaveTextContent('Servicio 1');

    pageTwoFails = false;
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(screen.getByTestId('results-summary')).toHaveTextContent('Mostrando 21–40 de 45 pagos'));
    expect((await bodyRows())[0]).toHaveTextContent('Servicio 21');
    expect(screen.queryByText('No pudimos cargar tus pagos')).not.toBeInTheDocument();
  });

  it('numbers in the summary are written as in Mexico, and say nothing while the next page loads', async () => {
    const user = userEvent.setup();
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const routes = paged(1234);
    answer(server, {
      ...routes,
      'GET /payments': (request) =>
        request.url.searchParams.get('filter')?.includes('"skip":1220')
          ? held.then(() => routes['GET /payments']!(request))
          : routes['GET /payments']!(request),
    });
    const { router } = render('/app/historial-de-pagos?pagina=60');
    await waitFor(() => expect(screen.getByTestId('results-summary')).toHaveTextContent(/^Mostrando 1,181–1,200 de 1,234 pagos$/));
    await nextPage(user);
    await waitFor(() => expect(router.state.location.search).toBe('?pagina=61'));
    await nextPage(user);
    await waitFor(() => expect(router.state.location.search).toBe('?pagina=62'));
    expect(screen.getByTestId('results-summary')).not.toHaveTextContent(/Mostrando/);
    expect(screen.getByTestId('results-summary')).toHaveTextContent('Cargando…');
    release();
    await waitFor(() => expect(screen.getByTestId('results-summary')).toHaveTextContent(/^Mostrando 1,221–1,234 de 1,234 pagos$/));
  });

  it('when the count fails, the list still pages (a full page offers Siguiente) and Reintentar counts again', async () => {
    const user = userEvent.setup();
    let countFails = true;
    answer(server, paged(45, { 'GET /payments/count': () => (countFails ? [500, { message: 'Error 500' }] : [200, { count: 45 }]) }));
    const { router } = render();
    expect(await bodyRows()).toHaveLength(20);
    const problem = await screen.findByRole('alert');
    expect(problem).toHaveTextContent('No pudimos contar cuántos pagos hay en total.');
    expect(screen.getByTestId('results-summary')).toHaveTextContent(/^Mostrando 1–20$/);
    const pager = screen.getByRole('navigation', { name: 'Paginación' });
    expect(pager).toHaveTextContent(/Página 1Siguiente$/);

    await user.click(within(pager).getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(router.state.location.search).toBe('?pagina=2'));
    expect((await bodyRows())[0]).toHaveTextContent('Servicio 21');
    await user.click(within(pager).getByRole('button', { name: 'Siguiente' }));
    await waitFor(() => expect(screen.getByTestId('results-summary')).toHaveTextContent(/^Mostrando 41–45$/));
    // A page that is not full is the last one.
    expect(within(pager).getByRole('button', { name: 'Siguiente' })).toBeDisabled();

    countFails = false;
    await user.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Reintentar' }));
    await waitFor(() => expect(screen.getByTestId('results-summary')).toHaveTextContent('Mostrando 41–45 de 45 pagos'));
    expect(screen.queryByText(/No pudimos contar/)).not.toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Paginación' })).toHaveTextContent('Página 3 de 3');
  });

  it('without the count, an empty page past the end says so and leads back', async () => {
    const user = userEvent.setup();
    answer(server, paged(40, { 'GET /payments/count': () => 'drop' }));
    const { router } = render('/app/historial-de-pagos?pagina=3');
    expect(await screen.findByText('No hay más pagos')).toBeInTheDocument();
    expect(screen.getByText('La página 3 está vacía: tus pagos terminan en la página anterior.')).toBeInTheDocument();
    expect(screen.queryByText('Aún no tienes pagos')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Ir a la página anterior' }));
    await waitFor(() => expect(router.state.location.search).toBe('?pagina=2'));
    expect(await bodyRows()).toHaveLength(20);
  });

  it('exports every payment of the current filter as CSV, page by page', async () => {
    const user = userEvent.setup();
    const { blobs, click } = captureDownloads();
    answer(server, paged(1005));
    render('/app/historial-de-pagos?estado=pagado');
    await bodyRows();
    server.requests.length = 0;

    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    expect(await screen.findByText(/Exportamos 1,005 pagos en pagos-cotiza-\d{4}-\d{2}-\d{2}\.csv\./)).toBeInTheDocument();
    expect(exportFilters()).toEqual([
      { where: { status: 'COMPLETED' }, order: ['creation_date DESC'], limit: 1000, skip: 0 },
      { where: { status: 'COMPLETED' }, order: ['creation_date DESC'], limit: 1000, skip: 1000 },
    ]);
    expect(click).toHaveBeenCalledTimes(1);
    const [blob] = blobs;
    if (!blob) throw new Error('no download');
    const bytes = new Uint8Array(await blob.arrayBuffer());
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(blob.type).toBe('text/csv;charset=utf-8');
    expect(Array.from(bytes.slice(0, 3))).toEqual([0xef, 0xbb, 0xbf]);
    expect(text.startsWith('\uFEFFFecha (hora de la Ciudad de México),Concepto,')).toBe(true);
    expect(text.trimEnd().split('\r\n')).toHaveLength(1006);
  });

  it('a failed export says why, offers no file, and Reintentar exports again', async () => {
    const user = userEvent.setup();
    const downloads = captureDownloads();
    answer(server, paged(45));
    render();
    await bodyRows();
    answer(server, paged(45, { 'GET /payments': () => [500, {}] }));
    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    const failure = await screen.findByText('No pudimos exportar tus pagos. Error 500.');
    expect(failure.closest('[role=alert]')).not.toBeNull();
    expect(downloads.click).not.toHaveBeenCalled();
    // Focus lands on Reintentar, so the keyboard can try again at once.
    const retry = screen.getByRole('button', { name: 'Reintentar' });
    expect(retry).toHaveFocus();

    answer(server, paged(45));
    await user.keyboard('{Enter}');
    expect(await screen.findByText(/Exportamos 45 pagos en pagos-cotiza-/)).toBeInTheDocument();
    expect(screen.queryByText(/No pudimos exportar/)).toBeNull();
    expect(downloads.click).toHaveBeenCalledTimes(1);
    downloads.restore();
  });

  it('a server that ignores skip: the export stops, the file downloads, and the screen says it is short', async () => {
    const user = userEvent.setup();
    const downloads = captureDownloads();
    // The screen's page of 20 is honest; the export's pages of 1,000 are always the first one.
    answer(
      server,
      paged(1500, {
        'GET /payments': ({ url }) => {
          const filter = JSON.parse(url.searchParams.get('filter')!) as { skip: number; limit: number };
          return [200, filter.limit === 1000 ? makePayments(1000) : makePayments(filter.limit, filter.skip)];
        },
      }),
    );
    render();
    await bodyRows();
    server.requests.length = 0;

    await user.click(screen.getByRole('button', { name: 'Exportar CSV' }));
    const notice = await screen.findByText('Exportamos 1,000 de 1,500 pagos. El servidor no envió el resto; intenta de nuevo más tarde.');
    expect(notice.closest('[role=alert]')).not.toBeNull();
    expect(exportFilters().map((f) => f.skip)).toEqual([0, 1000]);
    expect(wheres()).toEqual([null]);
    expect(downloads.click).toHaveBeenCalledTimes(1);
    expect((await downloads.text(0)).trimEnd().split('\r\n')).toHaveLength(1001);
    expect(screen.queryByText(/Exportamos 1,000 pagos en/)).toBeNull();

    // The notice stays until it is closed.
    await user.click(screen.getByRole('button', { name: 'Cerrar aviso' }));
    expect(screen.queryByText(/Exportamos 1,000 de 1,500/)).toBeNull();
    downloads.restore();
  });

  it('shows the progress while exporting; Cancelar (keyboard) stops it with no file and no error', async () => {
    const user = userEvent.setup();
    const downloads = captureDownloads();
    answer(
      server,
      paged(2500, {
        'GET /payments': ({ url }) => {
          const filter = JSON.parse(url.searchParams.get('filter')!) as { skip: number; limit: number };
          if (filter.limit === 1000 && filter.skip > 0) return 'hang';
          return [200, makePayments(filter.limit, filter.skip)];
        },
      }),
    );
    render();
    await bodyRows();
    server.requests.length = 0;

    const exportButton = screen.getByRole('button', { name: 'Exportar CSV' });
    exportButton.focus();
    await user.keyboard('{Enter}');
    const progress = await screen.findByRole('progressbar', { name: 'Exportando 1,000 de 2,500 pagos…' });
    expect(progress).toHaveAttribute('aria-valuenow', '1000');
    expect(progress).toHaveAttribute('aria-valuemax', '2500');
    expect(progress).toHaveAttribute('aria-valuetext', '1,000 de 2,500');
    // One export at a time.
    expect(exportButton).toBeDisabled();
    await waitFor(() => expect(exportFilters()).toHaveLength(2));

    const cancel = screen.getByRole('button', { name: 'Cancelar' });
    expect(cancel).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Cancelaste la exportación.')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: /Exportando/ })).toBeNull();
    expect(screen.queryByText(/No pudimos exportar/)).toBeNull();
    expect(downloads.click).not.toHaveBeenCalled();
    await waitFor(() => expect(exportButton).toHaveFocus());
    expect(exportButton).toBeEnabled();
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(exportFilters()).toHaveLength(2);
    downloads.restore();
  });

  it('on a phone, payments are cards and the sort is a select', async () => {
    const user = userEvent.setup();
    answer(server, paged(45));
    const { router } = render('/app/historial-de-pagos', 'phone');
    const cards = await screen.findAllByTestId('payment-card');
    expect(cards).toHaveLength(20);
    expect(within(cards[0]!).getByRole('link', { name: /Servicio 1$/ })).toHaveAttribute('href', '/app/historial-de-pagos/tr0000');
    // Completed, failed, refunded, in process: only the ones that took money have a «Factura» line.
    expect(cards.slice(0, 4).map((card) => card.textContent?.match(/Factura(Solicitar factura|Sin factura)?/)?.[0] ?? null)).toEqual([
      'FacturaSolicitar factura',
      null,
      'FacturaSin factura',
      null,
    ]);
    await user.click(screen.getByRole('button', { name: /Ordenar por/ }));
    await user.click(await screen.findByRole('option', { name: 'Mayor monto' }));
    await waitFor(() => expect(router.state.location.search).toBe('?orden=monto-desc'));
  });
});
