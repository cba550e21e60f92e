import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getPageState } from '@/lib/page-state';
import { BAJIO } from '@/test/contract-examples';
import { answer, expectAnnouncedHeading, renderApp, setupTestApi } from '@/test/render';
import { makeBankTransferPayment, makePayment, makeRefundedPayment, makeStorePayment, makeUser } from '../test/fixtures';
import { PaymentReceiptPage } from './PaymentReceiptPage';

const server = setupTestApi();

const routes = [{ path: '/app/historial-de-pagos/:paymentId/recibo', element: <PaymentReceiptPage /> }];
const UUID = '9A41C7E2-58B3-4D1F-A6E0-3C2B7F9D5E18';

function show(payment: ReturnType<typeof makePayment>) {
  answer(server, { [`GET /payments/${payment.id}`]: () => [200, payment] });
  return renderApp({ path: `/app/historial-de-pagos/${payment.id}/recibo`, routes, user: makeUser() });
}

/** The value of a row of the receipt, by its label. */
const row = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling;

describe('payment receipt', () => {
  it('offers "¿Problema con este pago?": an e-mail to support naming the payment', async () => {
    show(makePayment());
    const link = await screen.findByRole('link', { name: 'Escríbenos a soporte@cotiza.mx' });
    const url = new URL(link.getAttribute('href')!);
    expect(url.protocol).toBe('mailto:');
    expect(decodeURIComponent(url.search.split('&')[0]!)).toBe('?subject=Problema con el pago COT-2026-0158-01');
  });

  it('a card payment in meses sin intereses: folio, date in Mexico City, amount, concept, quotation, method, authorization, issuer and customer', async () => {
    show(makePayment({ id: 'trm6s2k9d4f7h1j3l5n8', authorization: '482913', payment_plan: { payments: 6 } }));
    expect(await screen.findByTestId('receipt-folio')).toHaveTextContent('COT-2026-0158-01');
    expect(getPageState().headerLabel).toBe('Recibo de pago');
    expect(screen.getByTestId('receipt-amount')).toHaveTextContent('$14,351.52 MXN');
    expect(row('Fecha y hora del pago')).toHaveTextContent('22 de noviembre de 2026, 12:31 (hora del centro de México)');
    expect(row('Concepto')).toHaveTextContent('Mantenimiento preventivo de aire acondicionado — Oficinas Querétaro');
    expect(within(row('Cotización') as HTMLElement).getByRole('link', { name: 'COT-2026-0158' })).toHaveAttribute(
      'href',
      '/app/cotizaciones/6741b2f0c3a4d5e6f7a8b158',
    );
    expect(screen.getByTestId('receipt-method')).toHaveTextContent('Visa terminación 1111 · Crédito · 6 meses sin intereses de $2,391.92');
    expect(screen.getByTestId('receipt-authorization')).toHaveTextContent('482913');
    expect(row('Cliente')).toHaveTextContent('María José Hernández Ñúñez');
    // The issuer's fiscal identity (razón social, RFC, domicilio fiscal); this build has the sample, said to be one.
    expect(screen.getByTestId('issuer-identity')).toHaveTextContent(
      'Servicios Cotiza S.A. de C.V.RFC SCO200114H59Av. Paseo de la Reforma 250, piso 8, Juárez, Cuauhtémoc, 06600, Ciudad de MéxicoQuejas y aclaraciones: +52 55 5000 1234 · atencion@cotiza.exampleDatos del comercio de ejemplo',
    );
    expect(row('Factura (CFDI)')).toHaveTextContent('Aún no solicitas la factura.Solicitar factura');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Comprobante de pago');
  });

  it('an SPEI payment received, with its CFDI downloads', async () => {
    show(
      makeBankTransferPayment({
        status: 'COMPLETED',
        authorization: '7319254',
        operation_date: '2026-11-23T09:14:52-06:00',
        invoice: {
          uuid: UUID,
          pdf_url: `https://facturas.cotiza.mx/cfdi/${UUID}.pdf`,
          xml_url: `https://facturas.cotiza.mx/cfdi/${UUID}.xml`,
        },
      }),
    );
    expect(await screen.findByTestId('receipt-method')).toHaveTextContent('Transferencia SPEI (CLABE terminación 2348)');
    expect(row('Fecha y hora del pago')).toHaveTextContent('23 de noviembre de 2026, 09:14');
    expect(row('Factura (CFDI)')).toHaveTextContent(UUID);
    expect(screen.getByRole('link', { name: /Descargar factura PDF/ })).toHaveAttribute(
      'href',
      `https://facturas.cotiza.mx/cfdi/${UUID}.pdf`,
    );
    expect(screen.getByRole('link', { name: /Descargar factura XML/ })).toHaveAttribute(
      'href',
      `https://facturas.cotiza.mx/cfdi/${UUID}.xml`,
    );
  });

  it('CFDI addresses that are not safe are no links: the receipt says to ask support', async () => {
    show(
      makeBankTransferPayment({
        status: 'COMPLETED',
        invoice: { uuid: UUID, pdf_url: 'data:text/html,<h1>x</h1>', xml_url: 'javascript:alert(1)' },
      }),
    );
    expect(await screen.findByTestId('receipt-method')).toBeInTheDocument();
    expect(row('Factura (CFDI)')).toHaveTextContent(`${UUID}Enlace no seguro: pide tu factura a soporte@cotiza.mx`);
    expect(screen.queryByRole('link', { name: /Descargar factura/ })).toBeNull();
  });

  it('a store payment names its reference; without operation_date the creation date is the payment date', async () => {
    show(makeStorePayment({ status: 'COMPLETED', authorization: '5512', operation_date: null }));
    expect(await screen.findByTestId('receipt-method')).toHaveTextContent('Efectivo en tienda (referencia 1010104921375846)');
    expect(row('Fecha y hora del pago')).toHaveTextContent('22 de noviembre de 2026, 12:31');
  });

  it('a refunded payment shows the refund', async () => {
    show(makeRefundedPayment());
    expect(await screen.findByRole('note')).toHaveTextContent(
      'Reembolsado: te devolvimos $12,064.00 MXN el 30 de octubre de 2026, 11:02. Reembolso por cancelación del pedido',
    );
    expect(screen.getByTestId('receipt-amount')).toHaveTextContent('$12,064.00 MXN');
  });

  it('prints with the browser and links back', async () => {
    const user = userEvent.setup();
    const print = vi.fn();
    vi.stubGlobal('print', print);
    show(makePayment());
    await user.click(await screen.findByRole('button', { name: 'Imprimir o guardar PDF' }));
    expect(print).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: 'Ver detalle del pago' })).toHaveAttribute(
      'href',
      '/app/historial-de-pagos/tr9e4r7t0y3u6i1o5p8a',
    );
    expect(screen.getByRole('link', { name: 'Volver al historial de pagos' })).toHaveAttribute('href', '/app/historial-de-pagos');
  });

  it('a reference still waiting has no receipt yet: the way to its instructions', async () => {
    show(makeBankTransferPayment());
    expect(await screen.findByText('Este pago aún no tiene recibo')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver instrucciones de pago' })).toHaveAttribute(
      'href',
      '/app/historial-de-pagos/trs5p8e1i4c7l0a3b6d9/instrucciones',
    );
    expect(screen.queryByTestId('receipt-folio')).toBeNull();
  });

  it('a failed payment has no receipt: the way to its detail', async () => {
    show(makePayment({ status: 'FAILED', authorization: null }));
    expect(await screen.findByText('Solo los pagos completados tienen recibo; este pago no se cobró.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver detalle del pago' })).toHaveAttribute(
      'href',
      '/app/historial-de-pagos/tr9e4r7t0y3u6i1o5p8a',
    );
  });

  it('not found, and Reintentar for anything else', async () => {
    const user = userEvent.setup();
    answer(server, { 'GET /payments/nada': () => [404, { message: 'No encontramos este pago.' }] });
    const { unmount } = renderApp({ path: '/app/historial-de-pagos/nada/recibo', routes, user: makeUser() });
    await expectAnnouncedHeading('No encontramos este pago', 'No encontramos este pago.');
    unmount();

    let fail = true;
    answer(server, { 'GET /payments/trx': () => (fail ? [503, {}] : [200, makePayment({ id: 'trx' })]) });
    renderApp({ path: '/app/historial-de-pagos/trx/recibo', routes, user: makeUser() });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos cargar el recibo');
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByTestId('receipt-folio')).toHaveTextContent('COT-2026-0158-01');
  });
});

describe('the customer on the receipt', () => {
  const employer = makeUser();
  const person = { ...makeUser(), isEmployer: false, customer: { ...makeUser().customer, isEmployer: false } };
  const personalData = {
    id: person.id,
    email: person.email,
    firstName: 'María José',
    lastName: 'Hernández Ñúñez',
    phone: null,
    rfc: 'HENM850312QK7',
    curp: null,
    fiscalRegime: null,
    cfdiUse: null,
    address: null,
    avatar: null,
  };

  function showAs(user: ReturnType<typeof makeUser>, routesOfTest: Parameters<typeof answer>[1]) {
    const payment = makePayment();
    answer(server, { [`GET /payments/${payment.id}`]: () => [200, payment], ...routesOfTest });
    return renderApp({ path: `/app/historial-de-pagos/${payment.id}/recibo`, routes, user });
  }

  it("an employer: the company's razón social and RFC", async () => {
    showAs(employer, {
      'GET /customers/me/company': () => [200, BAJIO],
    });
    const identity = await screen.findByText('CONSTRUCTORA DEL BAJIO');
    expect(row('Cliente')).toContainElement(identity);
    expect(row('Cliente')).toHaveTextContent('RFC CBA090615K22');
    expect(row('Cliente')).not.toHaveTextContent('María José');
  });

  it('an employer that has not registered the company (404): the name, and no RFC registered', async () => {
    showAs(employer, { 'GET /customers/me/company': () => [404, { message: 'No encontrado' }] });
    expect(await screen.findByText('Sin RFC registrado')).toBeInTheDocument();
    expect(row('Cliente')).toHaveTextContent('María José Hernández Ñúñez');
  });

  it('anyone else: the name and the personal RFC', async () => {
    showAs(person, { 'GET /users/me': () => [200, personalData] });
    expect(await screen.findByText('HENM850312QK7')).toBeInTheDocument();
    expect(row('Cliente')).toHaveTextContent('María José Hernández ÑúñezRFC HENM850312QK7');
  });

  it('a failed read claims nothing: the name, without "Sin RFC registrado"', async () => {
    showAs(employer, { 'GET /customers/me/company': () => [503, { message: 'Servicio no disponible' }] });
    expect(await screen.findByTestId('receipt-folio')).toBeInTheDocument();
    // Let the read fail (with its retries) before looking.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(row('Cliente')).toHaveTextContent('María José Hernández Ñúñez');
    expect(row('Cliente')).not.toHaveTextContent('RFC');
  });
});
