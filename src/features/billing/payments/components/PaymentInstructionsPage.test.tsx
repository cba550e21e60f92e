import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getPageState } from '@/lib/page-state';
import { answer, expectAnnouncedHeading, renderApp, setupTestApi } from '@/test/render';
import { WAITING_REFETCH_MS } from '../api/get-payment';
import { makeBankTransferPayment, makePayment, makeStorePayment, makeUser } from '../test/fixtures';
import { PaymentInstructionsPage } from './PaymentInstructionsPage';

const server = setupTestApi();
afterEach(() => {
  vi.useRealTimers();
});

const routes = [
  { path: '/app/historial-de-pagos/:paymentId/instrucciones', element: <PaymentInstructionsPage /> },
  { path: '/app/historial-de-pagos/:paymentId', element: <p>Detalle del pago</p> },
];

function show(payment: ReturnType<typeof makePayment>) {
  answer(server, { [`GET /payments/${payment.id}`]: () => [200, payment] });
  return renderApp({ path: `/app/historial-de-pagos/${payment.id}/instrucciones`, routes, user: makeUser() });
}

/** A clipboard that records what it was given, or refuses. */
function stubClipboard(refuse = false) {
  const writeText = vi.fn((text: string) => (refuse ? Promise.reject(new Error('denied')) : Promise.resolve(text).then(() => undefined)));
  vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
  return writeText;
}

describe('arriving with nothing focused (the pay dialog closed, the page that led here gone)', () => {
  it.each([
    ['SPEI', makeBankTransferPayment(), 'Datos para tu transferencia'],
    ['store', makeStorePayment(), 'Tu referencia de pago'],
  ])('%s: the reference takes the focus (no toast says it), so Tab goes on to its data', async (_, payment, heading) => {
    show(payment);
    const first = await screen.findByRole('heading', { level: 2, name: heading });
    expect(first).toHaveFocus();
    await userEvent.setup().tab();
    expect(document.activeElement).toHaveAccessibleName(/^Copiar/);
  });

  it('focus the customer has put elsewhere meanwhile stays there', async () => {
    const elsewhere = document.createElement('button');
    document.body.append(elsewhere);
    elsewhere.focus();
    try {
      show(makeStorePayment());
      expect(await screen.findByRole('heading', { level: 2, name: 'Tu referencia de pago' })).not.toHaveFocus();
      expect(elsewhere).toHaveFocus();
    } finally {
      elsewhere.remove();
    }
  });
});

describe('SPEI instructions', () => {
  it('shows the exact amount, bank, beneficiary, CLABE grouped, reference, deadline and steps', async () => {
    show(makeBankTransferPayment());
    expect(await screen.findByTestId('payment-amount')).toHaveTextContent('$14,351.52 MXN');
    expect(getPageState().headerLabel).toBe('Paga por transferencia SPEI');
    expect(screen.getByTestId('clabe')).toHaveTextContent('646 180 1103 0021 234 8');
    expect(screen.getByText('STP')).toBeInTheDocument();
    expect(screen.getByText('Beneficiario').nextSibling).toHaveTextContent('Servicios Cotiza S.A. de C.V.');
    expect(screen.getByText('Referencia (concepto)').nextSibling).toHaveTextContent('1103002123');
    expect(screen.getByTestId('payment-deadline')).toHaveTextContent(
      'Paga antes del 25 de noviembre de 2026, 23:59 (hora del centro de México)',
    );
    const steps = within(screen.getByRole('region', { name: 'Cómo pagar' })).getAllByRole('listitem');
    expect(steps).toHaveLength(4);
    expect(steps[1]).toHaveTextContent('tu banco mostrará a Servicios Cotiza S.A. de C.V. como beneficiario.');
    expect(steps[2]).toHaveTextContent('Transfiere exactamente $14,351.52 y escribe la referencia 1103002123 en el concepto.');
    expect(steps[3]).toHaveTextContent('la cotización COT-2026-0158 aparece como «Pago en proceso»');
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.getByRole('button', { name: 'Imprimir o guardar PDF' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Volver al historial de pagos' })).toHaveAttribute('href', '/app/historial-de-pagos');
    expect(screen.getByRole('link', { name: 'Ver la cotización COT-2026-0158' })).toHaveAttribute(
      'href',
      '/app/cotizaciones/6741b2f0c3a4d5e6f7a8b158',
    );
    // Headings in order: the page's h1 (the shell's, from the header label), then its sections.
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Datos para tu transferencia', 'Cómo pagar']);
  });

  it('copies the raw CLABE, reference and amount, and says so politely', async () => {
    const user = userEvent.setup();
    const writeText = stubClipboard();
    show(makeBankTransferPayment());
    await user.click(await screen.findByRole('button', { name: 'Copiar CLABE' }));
    expect(writeText).toHaveBeenLastCalledWith('646180110300212348');
    const status = screen.getAllByRole('status').find((region) => region.textContent === 'CLABE copiada');
    expect(status).toHaveAttribute('aria-live', 'polite');
    await user.click(screen.getByRole('button', { name: 'Copiar referencia' }));
    expect(writeText).toHaveBeenLastCalledWith('1103002123');
    expect(await screen.findByText('Referencia copiada')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copiar monto' }));
    expect(writeText).toHaveBeenLastCalledWith('14351.52');
    expect(await screen.findByText('Monto copiado')).toBeInTheDocument();
  });

  it('when the Clipboard API fails, says so and selects the text to copy by hand', async () => {
    const user = userEvent.setup();
    stubClipboard(true);
    show(makeBankTransferPayment());
    await user.click(await screen.findByRole('button', { name: 'Copiar CLABE' }));
    expect(await screen.findByText('No pudimos copiar; selecciona el texto')).toBeInTheDocument();
    expect(window.getSelection()?.toString()).toBe('646 180 1103 0021 234 8');
  });

  it("warns when the server's CLABE fails its check digit, and still shows it", async () => {
    show(
      makeBankTransferPayment({
        payment_method: {
          type: 'bank_transfer',
          bank: 'STP',
          clabe: '646180110300212347',
          name: '1103002123',
          beneficiary: 'Servicios Cotiza S.A. de C.V.',
        },
      }),
    );
    expect(await screen.findByRole('note')).toHaveTextContent('Esta CLABE no pasó la verificación de su dígito de control');
    expect(screen.getByTestId('clabe')).toHaveTextContent('646 180 1103 0021 234 7');
  });

  it('reads a waiting payment again every 30 s, and says when it was received', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true, toFake: ['setInterval', 'clearInterval', 'setTimeout', 'clearTimeout'] });
    let received = false;
    const pending = makeBankTransferPayment();
    answer(server, {
      [`GET /payments/${pending.id}`]: () => [
        200,
        received ? { ...pending, status: 'COMPLETED', authorization: '7319254', operation_date: '2026-11-23T09:14:52-06:00' } : pending,
      ],
    });
    renderApp({ path: `/app/historial-de-pagos/${pending.id}/instrucciones`, routes, user: makeUser() });
    expect(await screen.findByTestId('clabe')).toBeInTheDocument();
    received = true;
    await act(() => vi.advanceTimersByTimeAsync(WAITING_REFETCH_MS));
    expect(await screen.findByRole('link', { name: 'Ver recibo' })).toHaveAttribute(
      'href',
      '/app/historial-de-pagos/trs5p8e1i4c7l0a3b6d9/recibo',
    );
    expect(screen.getAllByRole('status').some((region) => region.textContent === 'Recibimos tu pago.')).toBe(true);
    const reads = server.requests.filter((r) => r.method === 'GET').length;
    // Received: no more reading.
    await act(() => vi.advanceTimersByTimeAsync(WAITING_REFETCH_MS * 2));
    expect(server.requests.filter((r) => r.method === 'GET')).toHaveLength(reads);
  });
});

describe('store instructions', () => {
  it('shows the barcode with the reference as text, the amount, deadline, where to pay and the steps', async () => {
    show(
      makeStorePayment({
        payment_method: {
          type: 'store',
          reference: '1010104921375846',
          barcode_url: 'https://sandbox-api.openpay.mx/barcode/1010104921375846?width=1&height=45&text=false',
          url_store: 'https://sandbox-api.openpay.mx/paynet-pdf/m/1010104921375846',
        },
      }),
    );
    const barcode = await screen.findByRole('img', { name: 'Código de barras de la referencia 1010104921375846' });
    expect(barcode).toHaveAttribute('src', 'https://sandbox-api.openpay.mx/barcode/1010104921375846?width=1&height=45&text=false');
    expect(getPageState().headerLabel).toBe('Paga en efectivo en tienda');
    expect(screen.getByTestId('store-reference')).toHaveTextContent('1010104921375846');
    expect(screen.getByTestId('payment-amount')).toHaveTextContent('$14,351.52 MXN');
    expect(screen.getByTestId('payment-deadline')).toHaveTextContent(
      'Paga antes del 25 de noviembre de 2026, 23:59 (hora del centro de México)',
    );
    const stores = within(screen.getByRole('region', { name: 'Dónde pagar' }));
    expect(stores.getAllByRole('listitem').map((item) => item.textContent)).toContain('7-Eleven');
    expect(stores.getByText(/puede cobrarte una comisión/)).toBeInTheDocument();
    expect(within(screen.getByRole('region', { name: 'Cómo pagar' })).getAllByRole('listitem')).toHaveLength(4);
    expect(screen.getByRole('link', { name: 'Ficha de Openpay (PDF)' })).toHaveAttribute(
      'href',
      'https://sandbox-api.openpay.mx/paynet-pdf/m/1010104921375846',
    );
    expect(screen.getByRole('button', { name: 'Imprimir o guardar PDF' })).toBeInTheDocument();
  });

  it('copies the reference; without a voucher there is no Openpay link', async () => {
    const user = userEvent.setup();
    const writeText = stubClipboard();
    show(makeStorePayment());
    await user.click(await screen.findByRole('button', { name: 'Copiar referencia' }));
    expect(writeText).toHaveBeenLastCalledWith('1010104921375846');
    expect(await screen.findByText('Referencia copiada')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Ficha de Openpay (PDF)' })).toBeNull();
  });

  it('a voucher address that is not safe (javascript:, data:, http elsewhere) is no link', async () => {
    for (const url_store of ['data:text/html,<h1>Ficha</h1>', 'http://openpay.evil.example/ficha.pdf']) {
      const payment = makeStorePayment();
      const view = show({ ...payment, payment_method: { ...payment.payment_method!, url_store } } as typeof payment);
      expect(await screen.findByRole('button', { name: 'Copiar referencia' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Ficha de Openpay (PDF)' })).toBeNull();
      view.unmount();
    }
  });

  it('prints with the browser', async () => {
    const user = userEvent.setup();
    const print = vi.fn();
    vi.stubGlobal('print', print);
    show(makeStorePayment());
    await user.click(await screen.findByRole('button', { name: 'Imprimir o guardar PDF' }));
    expect(print).toHaveBeenCalledOnce();
  });
});

describe('a reference that is no longer waiting', () => {
  it('received: "Recibimos tu pago" and the receipt', async () => {
    show(makeBankTransferPayment({ status: 'COMPLETED', authorization: '7319254' }));
    expect(await screen.findByText('Recibimos tu pago', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver recibo' })).toHaveAttribute('href', '/app/historial-de-pagos/trs5p8e1i4c7l0a3b6d9/recibo');
    expect(screen.queryByTestId('clabe')).toBeNull();
  });

  it('expired: nothing was charged, choose another way in the quotation', async () => {
    show(makeStorePayment({ status: 'CANCELLED' }));
    expect(await screen.findByText('Esta referencia venció; no se cobró nada')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a la cotización COT-2026-0158' })).toHaveAttribute(
      'href',
      '/app/cotizaciones/6741b2f0c3a4d5e6f7a8b158',
    );
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('a card payment goes to its detail', async () => {
    const { router } = show(makePayment());
    expect(await screen.findByText('Detalle del pago')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/app/historial-de-pagos/tr9e4r7t0y3u6i1o5p8a');
  });
});

describe('errors', () => {
  it('an unknown payment is not found, with the way back', async () => {
    answer(server, { 'GET /payments/nada': () => [404, { message: 'No encontramos este pago.' }] });
    renderApp({ path: '/app/historial-de-pagos/nada/instrucciones', routes, user: makeUser() });
    await expectAnnouncedHeading('No encontramos este pago', 'No encontramos este pago.');
    expect(screen.getByRole('link', { name: 'Volver al historial' })).toHaveAttribute('href', '/app/historial-de-pagos');
  });

  it('another failure offers Reintentar', async () => {
    const user = userEvent.setup();
    let fail = true;
    answer(server, { 'GET /payments/trs5p8e1i4c7l0a3b6d9': () => (fail ? [503, {}] : [200, makeBankTransferPayment()]) });
    renderApp({ path: '/app/historial-de-pagos/trs5p8e1i4c7l0a3b6d9/instrucciones', routes, user: makeUser() });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos cargar las instrucciones de pago');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByTestId('clabe')).toHaveTextContent('646 180 1103 0021 234 8');
  });
});
