import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getPageState } from '@/lib/page-state';
import {
  makeBankTransferPayment,
  makePayment,
  makeRefundedPayment,
  makeRefusedInvoicePayment,
  makeStorePayment,
  makeUser,
} from '../test/fixtures';
import { answer, expectAnnouncedHeading, renderApp, setupTestApi } from '@/test/render';
import { PaymentDetailPage } from './PaymentDetailPage';
import { AWAITING_CANCELLATION, COMPANY_RECEIVER } from '@/test/fiscal-fixtures';

const server = setupTestApi();

const routes = [{ path: '/app/historial-de-pagos/:paymentId', element: <PaymentDetailPage /> }];
const UUID = '5FB2822E-396D-4725-8521-CDC4BDD20CCF';
const STAMPED = {
  uuid: UUID,
  pdf_url: `https://facturas.cotiza.mx/cfdi/${UUID}.pdf`,
  xml_url: `https://facturas.cotiza.mx/cfdi/${UUID}.xml`,
};
const RECEIVER = COMPANY_RECEIVER;

function show(payment: ReturnType<typeof makePayment>) {
  answer(server, { [`GET /payments/${payment.id}`]: () => [200, payment] });
  return renderApp({ path: `/app/historial-de-pagos/${payment.id}`, routes, user: makeUser() });
}

describe('payment detail', () => {
  it('shows amount, status, card, authorization, order and the invoice downloads', async () => {
    show(
      makePayment({
        invoice: {
          uuid: UUID,
          pdf_url: `https://facturas.cotiza.mx/cfdi/${UUID}.pdf`,
          xml_url: `https://facturas.cotiza.mx/cfdi/${UUID}.xml`,
        },
      }),
    );
    expect(await screen.findByTestId('payment-amount')).toHaveTextContent('$14,351.52 MXN');
    expect(screen.getByText('Pagado')).toBeInTheDocument();
    expect(screen.getByText('4111 11•• •••• 1111')).toBeInTheDocument();
    expect(screen.getByText('938271')).toBeInTheDocument();
    expect(screen.getByText('COT-2026-0158-01')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'COT-2026-0158' })).toHaveAttribute('href', '/app/cotizaciones/6741b2f0c3a4d5e6f7a8b158');
    expect(screen.getByTestId('invoice-uuid')).toHaveTextContent(UUID);
    const pdf = screen.getByRole('link', { name: 'Descargar PDF' });
    expect(pdf).toHaveAttribute('href', `https://facturas.cotiza.mx/cfdi/${UUID}.pdf`);
    expect(pdf).toHaveAttribute('target', '_blank');
    expect(screen.getByRole('link', { name: 'Descargar XML' })).toHaveAttribute('href', `https://facturas.cotiza.mx/cfdi/${UUID}.xml`);
    expect(getPageState().breadcrumb).toEqual([
      { label: 'Inicio', href: '/app' },
      { label: 'Historial de pagos', href: '/app/historial-de-pagos' },
      { label: 'Pago de COT-2026-0158' },
    ]);
  });

  it('an invoice whose addresses are not safe (a data: page, http elsewhere) becomes no link, and says how to get it', async () => {
    show(
      makePayment({
        invoice: {
          uuid: UUID,
          pdf_url: 'data:text/html,<h1>Factura</h1><form action="https://evil.example">',
          xml_url: `http://facturas.evil.example/cfdi/${UUID}.xml`,
        },
      }),
    );
    expect(await screen.findByTestId('invoice-uuid')).toHaveTextContent(UUID);
    expect(screen.queryByRole('link', { name: 'Descargar PDF' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Descargar XML' })).toBeNull();
    expect(screen.getByText(/no son direcciones seguras\. Pídela a soporte@cotiza\.mx/)).toBeInTheDocument();
    expect(document.querySelector('a[href^="data:"], a[href^="http:"]')).toBeNull();
  });

  it('a paid card payment links to its receipt and shows its plan of meses sin intereses', async () => {
    show(makePayment({ payment_plan: { payments: 6 } }));
    expect(await screen.findByRole('link', { name: 'Ver recibo' })).toHaveAttribute(
      'href',
      '/app/historial-de-pagos/tr9e4r7t0y3u6i1o5p8a/recibo',
    );
    expect(screen.getByText('Meses sin intereses').nextSibling).toHaveTextContent('6 meses sin intereses de $2,391.92');
    expect(screen.queryByRole('link', { name: 'Ver instrucciones de pago' })).toBeNull();
  });

  it('a waiting SPEI reference: "Pendiente de pago", its CLABE and deadline, and the way to its instructions', async () => {
    show(makeBankTransferPayment());
    expect(await screen.findByText('Pendiente de pago')).toBeInTheDocument();
    expect(screen.getByText('Método de pago').nextSibling).toHaveTextContent('Transferencia SPEI (CLABE terminación 2348)');
    expect(screen.getByText('Fecha límite de pago').nextSibling).toHaveTextContent('25 de noviembre de 2026, 23:59');
    expect(screen.getByRole('note')).toHaveTextContent(
      'Esperamos tu transferencia SPEI antes del 25 de noviembre de 2026, 23:59 (hora del centro de México).',
    );
    expect(screen.getByRole('link', { name: 'Ver instrucciones de pago' })).toHaveAttribute(
      'href',
      '/app/historial-de-pagos/trs5p8e1i4c7l0a3b6d9/instrucciones',
    );
    expect(screen.queryByRole('link', { name: 'Ver recibo' })).toBeNull();
    expect(screen.queryByText('Tarjeta')).toBeNull();
    // Its invoice can be asked for once the money arrives; it does not come on its own.
    expect(screen.getByTestId('invoice-state')).toHaveTextContent('Podrás solicitar la factura de este pago en cuanto se confirme.');
  });

  it('a store reference shows its reference; once paid, its receipt', async () => {
    show(makeStorePayment({ status: 'COMPLETED', authorization: '5512' }));
    expect(await screen.findByText('Efectivo en tienda (referencia 1010104921375846)')).toBeInTheDocument();
    expect(screen.getByText('Pagado')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver recibo' })).toHaveAttribute('href', '/app/historial-de-pagos/trk2n5q8t1w4z7c0f3h6/recibo');
    expect(screen.queryByRole('link', { name: 'Ver instrucciones de pago' })).toBeNull();
  });

  it('a failed payment gives the reason and no invoice', async () => {
    show(makePayment({ id: 'trfail', status: 'FAILED', authorization: null, error_message: 'La tarjeta no tiene fondos suficientes.' }));
    expect(await screen.findByTestId('failure-reason')).toHaveTextContent('La tarjeta no tiene fondos suficientes.');
    expect(screen.getByText('Fallido')).toBeInTheDocument();
    // No money was taken: nothing about an invoice at all.
    expect(screen.queryByRole('heading', { name: 'Factura (CFDI)' })).toBeNull();
    expect(screen.queryByText(/factura/i)).toBeNull();
  });

  it('a refund shows as negative, with when and why', async () => {
    show(makeRefundedPayment({ id: 'trrefund' }));
    expect(await screen.findByTestId('payment-amount')).toHaveTextContent('-$12,064.00 MXN');
    const note = screen.getByRole('note');
    expect(note).toHaveTextContent('Te reembolsamos $12,064.00 el 30 oct 2026, 11:02.');
    expect(note).toHaveTextContent('Reembolso por cancelación del pedido');
  });

  it('any payment offers "¿Problema con este pago?": an e-mail to support with the payment’s data', async () => {
    show(makePayment());
    const link = await screen.findByRole('link', { name: 'Escríbenos a soporte@cotiza.mx' });
    const href = link.getAttribute('href')!;
    expect(href.startsWith('mailto:soporte@cotiza.mx?subject=Problema%20con%20el%20pago%20COT-2026-0158-01&body=')).toBe(true);
    const body = decodeURIComponent(href.split('&body=')[1]!);
    expect(body).toContain('Cotización: COT-2026-0158\r\nMonto: $14,351.52 MXN\r\n');
    expect(body).toContain('Estado: Pagado');
    expect(screen.queryByTestId('chargeback-note')).toBeNull();
  });

  it.each([
    ['CHARGEBACK_PENDING', 'la está revisando'],
    ['CHARGEBACK_ACCEPTED', 'a tu favor'],
    ['CHARGEBACK_ADJUSTMENT', 'ajustó la aclaración'],
  ] as const)('a chargeback (%s) says what it means and puts the e-mail to support first', async (status, meaning) => {
    show(makePayment({ status }));
    const note = await screen.findByTestId('chargeback-note');
    expect(note).toHaveTextContent('¿Qué significa este estado?');
    expect(note).toHaveTextContent(meaning);
    const write = within(note).getByRole('link', { name: 'Escribir a soporte sobre este pago' });
    expect(write.getAttribute('href')).toMatch(/^mailto:soporte@cotiza\.mx\?subject=Problema%20con%20el%20pago%20COT-2026-0158-01&body=/);
    // One path, not two.
    expect(screen.queryByRole('link', { name: 'Escríbenos a soporte@cotiza.mx' })).toBeNull();
  });

  it('a completed payment without invoice offers to request it, until its deadline', async () => {
    show(makePayment({ invoice_deadline: '2999-11-30' }));
    expect(await screen.findByTestId('invoice-state')).toHaveTextContent('Aún no solicitas la factura de este pago.');
    expect(screen.getByText('Puedes solicitar tu factura hasta el 30 de noviembre de 2999.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Solicitar factura' })).toBeInTheDocument();
  });

  it('past its deadline, a payment without invoice says when and why, offers no request, and whom to ask', async () => {
    show(makePayment({ invoice_deadline: '2025-12-31' }));
    expect(await screen.findByTestId('invoice-state')).toHaveTextContent(
      'El plazo para solicitar la factura de este pago venció el 31 de diciembre de 2025. El SAT permite emitir la factura de un pago después de hacerlo, pero dentro del mismo año.',
    );
    expect(screen.queryByRole('button', { name: 'Solicitar factura' })).toBeNull();
    const ask = screen.getByRole('link', { name: 'pregunta a soporte por la factura de este pago' });
    expect(ask.getAttribute('href')).toMatch(/^mailto:soporte@cotiza\.mx\?subject=Factura%20del%20pago%20/);
    expect(decodeURIComponent(ask.getAttribute('href') ?? '')).toContain('Tengo una pregunta sobre la factura de este pago:');
  });

  it('a deadline the business set on another day than a year end says only when', async () => {
    show(makePayment({ invoice_deadline: '2026-10-31' }));
    expect(await screen.findByTestId('invoice-state')).toHaveTextContent(
      /^El plazo para solicitar la factura de este pago venció el 31 de octubre de 2026\.$/,
    );
  });

  it('a refused invoice: its status, the reason, and the way to correct and ask again', async () => {
    show(makeRefusedInvoicePayment(RECEIVER));
    expect(await screen.findByTestId('invoice-status')).toHaveTextContent('Rechazada');
    expect(screen.getByTestId('invoice-rejection')).toHaveTextContent('El código postal no corresponde');
    expect(screen.getByRole('button', { name: 'Corregir y volver a solicitar' })).toBeInTheDocument();
    expect(screen.queryByTestId('invoice-uuid')).toBeNull();
    expect(screen.queryByRole('link', { name: 'Descargar PDF' })).toBeNull();
  });

  it('a vigente invoice shows its status, receiver and the way to correct it', async () => {
    show(makePayment({ invoice: { ...STAMPED, status: 'vigente', receiver: RECEIVER } }));
    expect(await screen.findByTestId('invoice-status')).toHaveTextContent('Vigente');
    expect(screen.getByTestId('invoice-receiver')).toHaveTextContent('CONSTRUCTORA DEL BAJIO · CBA090615K22');
    expect(screen.getByTestId('invoice-receiver')).toHaveTextContent('Uso del CFDI:G03');
    expect(screen.getByRole('button', { name: 'Corregir factura' })).toBeInTheDocument();
  });

  it('a vigente invoice says until when it can be corrected (the day the business may still cancel it)', async () => {
    show(makePayment({ invoice: { ...STAMPED, status: 'vigente', receiver: RECEIVER, cancellable_until: '2999-03-31' } }));
    expect(await screen.findByTestId('invoice-correction-note')).toHaveTextContent(
      '¿Algún dato fiscal está mal? Emitimos una nueva factura que sustituye a esta. Puedes corregirla hasta el 31 de marzo de 2999.',
    );
    expect(screen.getByRole('button', { name: 'Corregir factura' })).toBeInTheDocument();
  });

  it('past the day it could be cancelled, a vigente invoice offers a credit note instead of a substitution, and says why', async () => {
    show(makePayment({ invoice: { ...STAMPED, status: 'vigente', receiver: RECEIVER, cancellable_until: '2025-03-31' } }));
    expect(await screen.findByTestId('invoice-status')).toHaveTextContent('Vigente');
    expect(screen.queryByRole('button', { name: 'Corregir factura' })).toBeNull();
    const closed = screen.getByTestId('invoice-correction-closed');
    expect(closed).toHaveTextContent('Ya no se puede sustituir: el plazo para cancelarla venció el 31 de marzo de 2025.');
    expect(closed).toHaveTextContent('emitimos una nota de crédito por su importe y una nueva factura');
    expect(within(closed).getByRole('button', { name: 'Corregir con nota de crédito' })).toBeInTheDocument();
    // Its files are still there to download.
    expect(screen.getByRole('link', { name: 'Descargar PDF' })).toBeInTheDocument();
  });

  it("shows each credit note: why, how much, the invoice it offsets, its files, and the offset invoice's files", async () => {
    const related = {
      uuid: STAMPED.uuid,
      status: 'vigente' as const,
      cancellation_reason: null,
      pdf_url: STAMPED.pdf_url,
      xml_url: STAMPED.xml_url,
    };
    show(
      makePayment({
        status: 'REFUNDED',
        invoice: { ...STAMPED, status: 'vigente', receiver: RECEIVER, cancellable_until: '2099-03-31' },
        credit_notes: [
          {
            uuid: 'C0FFEE00-0000-4000-8000-0000000000C1',
            status: 'vigente',
            reason: 'devolucion',
            total: 1234.5,
            issued_at: '2026-10-30T11:20:05-06:00',
            pdf_url: 'https://facturas.cotiza.mx/cfdi/C0FFEE00-0000-4000-8000-0000000000C1.pdf',
            xml_url: 'https://facturas.cotiza.mx/cfdi/C0FFEE00-0000-4000-8000-0000000000C1.xml',
            related,
          },
          {
            uuid: null,
            status: 'en_timbrado',
            reason: 'correccion_fuera_de_plazo',
            total: 8120,
            issued_at: null,
            pdf_url: null,
            xml_url: null,
            related,
          },
        ],
      }),
    );
    const notes = await screen.findAllByTestId('credit-note');
    expect(screen.getByRole('region', { name: 'Notas de crédito' })).toBeInTheDocument();
    expect(notes[0]).toHaveTextContent('Devolución · $1,234.50');
    expect(notes[0]).toHaveTextContent('Vigente');
    expect(notes[0]).toHaveTextContent(`Relacionada con la factura ${STAMPED.uuid}`);
    expect(notes[0]).toHaveTextContent('Folio fiscal C0FFEE00-0000-4000-8000-0000000000C1, timbrada el');
    expect(within(notes[0]!).getByRole('link', { name: 'Descargar PDF de la nota de crédito' })).toHaveAttribute(
      'href',
      'https://facturas.cotiza.mx/cfdi/C0FFEE00-0000-4000-8000-0000000000C1.pdf',
    );
    expect(within(notes[0]!).queryByRole('link', { name: /factura compensada/ })).toBeNull();
    // Being stamped: no folio and no files of its own yet, but the offset invoice's files are there.
    expect(notes[1]).toHaveTextContent('Corrección fuera de plazo · $8,120.00');
    expect(notes[1]).toHaveTextContent('En timbrado');
    expect(notes[1]).not.toHaveTextContent('Folio fiscal');
    expect(within(notes[1]!).queryByRole('link', { name: /de la nota de crédito/ })).toBeNull();
    expect(within(notes[1]!).getByRole('link', { name: 'Descargar XML de la factura compensada' })).toHaveAttribute(
      'href',
      STAMPED.xml_url,
    );
  });

  it('a payment without credit notes, or from a backend that sends none, shows no such section', async () => {
    show(makePayment({ invoice: { ...STAMPED, status: 'vigente', receiver: RECEIVER }, credit_notes: [] }));
    expect(await screen.findByTestId('invoice-status')).toHaveTextContent('Vigente');
    expect(screen.queryByRole('region', { name: /Notas? de crédito/ })).toBeNull();
  });

  it('an invoice being stamped is read again every ~2 s until it is vigente, and the change is announced', async () => {
    let reads = 0;
    const payment = makePayment();
    answer(server, {
      [`GET /payments/${payment.id}`]: () => {
        reads += 1;
        const invoice =
          reads === 1
            ? { uuid: null, pdf_url: null, xml_url: null, status: 'en_timbrado' as const, receiver: RECEIVER }
            : { ...STAMPED, status: 'vigente' as const, receiver: RECEIVER };
        return [200, { ...payment, invoice }];
      },
    });
    renderApp({ path: `/app/historial-de-pagos/${payment.id}`, routes, user: makeUser() });
    expect(await screen.findByTestId('invoice-status')).toHaveTextContent('En timbrado');
    const status = screen.getByTestId('invoice-status').closest('[role="status"]');
    expect(status).not.toBeNull();
    expect(await screen.findByRole('link', { name: 'Descargar PDF' }, { timeout: 4000 })).toBeInTheDocument();
    expect(screen.getByTestId('invoice-status')).toHaveTextContent('Vigente');
    expect(screen.getByTestId('invoice-status').closest('[role="status"]')).toBe(status);
  });

  it('after a correction: the new invoice, and the one it replaces with its status and files', async () => {
    show(
      makePayment({
        invoice: {
          uuid: 'A1B2C3D4-0000-4000-8000-000000000001',
          pdf_url: 'https://facturas.cotiza.mx/cfdi/A1B2C3D4-0000-4000-8000-000000000001.pdf',
          xml_url: 'https://facturas.cotiza.mx/cfdi/A1B2C3D4-0000-4000-8000-000000000001.xml',
          status: 'vigente',
          receiver: { ...RECEIVER, cfdiUse: 'I04' },
          replaces: { uuid: UUID, status: 'cancelada', cancellation_reason: '01', pdf_url: STAMPED.pdf_url, xml_url: STAMPED.xml_url },
        },
      }),
    );
    expect(await screen.findByTestId('invoice-uuid')).toHaveTextContent('A1B2C3D4-0000-4000-8000-000000000001');
    const replaced = screen.getByTestId('replaced-invoice');
    expect(replaced).toHaveTextContent(`Sustituye a la factura ${UUID} — Cancelada`);
    expect(replaced).toHaveTextContent('Motivo de cancelación 01');
    expect(within(replaced).getByRole('link', { name: 'Descargar PDF de la factura sustituida' })).toHaveAttribute('href', STAMPED.pdf_url);
    expect(within(replaced).getByRole('link', { name: 'Descargar XML de la factura sustituida' })).toHaveAttribute('href', STAMPED.xml_url);
    expect(screen.getByRole('link', { name: 'Descargar PDF' })).toHaveAttribute(
      'href',
      'https://facturas.cotiza.mx/cfdi/A1B2C3D4-0000-4000-8000-000000000001.pdf',
    );
  });

  describe('a cancellation the customer must answer (the receiver’s acceptance)', () => {
    // The examples' days: asked on Friday the 20th, until the end of Wednesday the 25th.
    const AWAITING = {
      ...AWAITING_CANCELLATION,
      requested_at: '2026-11-20T11:20:00-06:00',
      respond_by: '2026-11-25T23:59:59-06:00',
    } as const;
    const asked = (cancellation: Record<string, unknown> = AWAITING, status = 'en_cancelacion') =>
      makePayment({ invoice: { ...STAMPED, status, receiver: RECEIVER, cancellation } as never });

    it('shows why and until when, with both answers; no download while it is being cancelled', async () => {
      show(asked());
      const request = await screen.findByTestId('invoice-cancellation');
      expect(screen.getByTestId('invoice-status')).toHaveTextContent('En cancelación');
      expect(screen.getByTestId('invoice-state')).toHaveTextContent('Se pidió al SAT cancelar esta factura; falta tu respuesta.');
      expect(within(request).getByTestId('invoice-cancellation-status')).toHaveTextContent('Esperando aceptación');
      expect(request).toHaveTextContent('Motivo 02: comprobante emitido con errores sin relación.');
      expect(within(request).getByTestId('invoice-cancellation-text')).toHaveTextContent(
        'Puedes aceptar o rechazar hasta el 25 nov 2026, 23:59; si no respondes, se da por aceptada.',
      );
      expect(within(request).getByRole('button', { name: 'Aceptar cancelación' })).toBeInTheDocument();
      expect(within(request).getByRole('button', { name: 'Rechazar cancelación' })).toBeInTheDocument();
      expect(screen.queryByRole('link', { name: 'Descargar PDF' })).not.toBeInTheDocument();
    });

    it('accepting asks first, sends accept: true for that UUID, and says what the server recorded', async () => {
      const user = userEvent.setup();
      const sent: unknown[] = [];
      let answered = false;
      answer(server, {
        [`GET /payments/trx`]: () => [
          200,
          answered
            ? { ...asked({ ...AWAITING, status: 'aceptada', answered_at: '2026-11-22T09:05:12-06:00' }), id: 'trx' }
            : { ...asked(), id: 'trx' },
        ],
        [`POST /invoices/${UUID}/cancellation/answer`]: ({ body }) => {
          sent.push(body);
          answered = true;
          return [
            200,
            {
              ...STAMPED,
              status: 'en_cancelacion',
              cancellation: { ...AWAITING, status: 'aceptada', answered_at: '2026-11-22T09:05:12-06:00' },
            },
          ];
        },
      });
      renderApp({ path: '/app/historial-de-pagos/trx', routes, user: makeUser() });
      await user.click(await screen.findByRole('button', { name: 'Aceptar cancelación' }));
      const dialog = await screen.findByRole('alertdialog', { name: '¿Aceptar la cancelación?' });
      expect(dialog).toHaveTextContent(`La factura ${UUID} quedará cancelada ante el SAT. No se puede deshacer.`);
      expect(sent).toEqual([]);
      await user.click(within(dialog).getByRole('button', { name: 'Aceptar cancelación' }));
      expect(
        await screen.findByText('aceptaste la cancelación. El SAT la cancela en unos momentos.', { exact: false }),
      ).toBeInTheDocument();
      expect(sent).toEqual([{ accept: true }]);
      expect(await screen.findByTestId('invoice-cancellation-text')).toHaveTextContent('Aceptaste la cancelación el 22 nov 2026, 09:05.');
      expect(screen.queryByRole('button', { name: 'Aceptar cancelación' })).not.toBeInTheDocument();
    });

    it('a lost answer is settled by reading the payment: the answer it shows is the one told', async () => {
      const user = userEvent.setup();
      let posted = false;
      const rejected = { ...AWAITING, status: 'rechazada', answered_at: '2026-11-22T09:06:40-06:00' };
      answer(server, {
        [`GET /payments/trx`]: () => [200, { ...(posted ? asked(rejected, 'vigente') : asked()), id: 'trx' }],
        [`POST /invoices/${UUID}/cancellation/answer`]: () => {
          posted = true;
          return 'drop';
        },
      });
      renderApp({ path: '/app/historial-de-pagos/trx', routes, user: makeUser() });
      await user.click(await screen.findByRole('button', { name: 'Rechazar cancelación' }));
      const dialog = await screen.findByRole('alertdialog', { name: '¿Rechazar la cancelación?' });
      expect(dialog).toHaveTextContent(`La factura ${UUID} seguirá vigente.`);
      await user.click(within(dialog).getByRole('button', { name: 'Rechazar cancelación' }));
      expect(await screen.findByText('Confirmamos tu respuesta: rechazaste la cancelación. La factura sigue vigente.')).toBeInTheDocument();
      expect(await screen.findByTestId('invoice-cancellation-text')).toHaveTextContent(
        'Rechazaste la cancelación el 22 nov 2026, 09:06: la factura sigue vigente.',
      );
      expect(screen.getByTestId('invoice-status')).toHaveTextContent('Vigente');
    });

    it('a refusal (409) keeps the dialog open with the server’s words; an answer not recorded says so', async () => {
      const user = userEvent.setup();
      let reply: 'refuse' | 'drop' = 'refuse';
      answer(server, {
        [`GET /payments/trx`]: () => [200, { ...asked(), id: 'trx' }],
        [`POST /invoices/${UUID}/cancellation/answer`]: () =>
          reply === 'refuse' ? [409, { message: 'La cancelación de esta factura ya no espera tu respuesta.' }] : 'drop',
      });
      renderApp({ path: '/app/historial-de-pagos/trx', routes, user: makeUser() });
      await user.click(await screen.findByRole('button', { name: 'Aceptar cancelación' }));
      const dialog = await screen.findByRole('alertdialog', { name: '¿Aceptar la cancelación?' });
      await user.click(within(dialog).getByRole('button', { name: 'Aceptar cancelación' }));
      expect(await within(dialog).findByRole('alert')).toHaveTextContent('La cancelación de esta factura ya no espera tu respuesta.');
      reply = 'drop';
      await user.click(within(dialog).getByRole('button', { name: 'Aceptar cancelación' }));
      expect(await within(dialog).findByText('Tu respuesta no se registró. Intenta de nuevo.')).toBeInTheDocument();
    });

    it.each([
      [
        { ...AWAITING, status: 'aceptada_sin_respuesta', answered_at: AWAITING.respond_by },
        'cancelada',
        'Se dio por aceptada porque no hubo respuesta antes del 25 nov 2026, 23:59.',
      ],
      [
        { ...AWAITING, status: 'sin_aceptacion', respond_by: null, acceptance_not_needed: 'monto_hasta_1000' },
        'cancelada',
        'No requiere tu aceptación: el total de la factura es de $1,000.00 o menos.',
      ],
    ])('an answered or unneeded request says how it ended (%#)', async (cancellation, status, text) => {
      show(asked(cancellation, status));
      expect(await screen.findByTestId('invoice-cancellation-text')).toHaveTextContent(text);
      expect(screen.queryByRole('button', { name: 'Aceptar cancelación' })).not.toBeInTheDocument();
    });

    it('a correction awaiting the answer for the invoice it replaces: the request on the replaced one, and no re-reading every 2 s', async () => {
      let reads = 0;
      answer(server, {
        'GET /payments/trx': () => {
          reads += 1;
          return [
            200,
            makePayment({
              id: 'trx',
              invoice: {
                uuid: 'A1B2C3D4-0000-4000-8000-000000000001',
                pdf_url: 'https://facturas.cotiza.mx/cfdi/A1B2C3D4-0000-4000-8000-000000000001.pdf',
                xml_url: 'https://facturas.cotiza.mx/cfdi/A1B2C3D4-0000-4000-8000-000000000001.xml',
                status: 'vigente',
                receiver: { ...RECEIVER, cfdiUse: 'I04' },
                replaces: {
                  uuid: UUID,
                  status: 'en_cancelacion',
                  cancellation_reason: '01',
                  pdf_url: STAMPED.pdf_url,
                  xml_url: STAMPED.xml_url,
                  cancellation: { ...AWAITING, reason: '01', replacement_uuid: 'A1B2C3D4-0000-4000-8000-000000000001' },
                },
              },
            }),
          ];
        },
      });
      renderApp({ path: '/app/historial-de-pagos/trx', routes, user: makeUser() });
      const replaced = await screen.findByTestId('replaced-invoice');
      expect(within(replaced).getByTestId('invoice-cancellation-text')).toHaveTextContent(
        'Para sustituirla por la factura corregida, el SAT necesita que aceptes su cancelación.',
      );
      expect(within(replaced).getByRole('button', { name: 'Rechazar cancelación' })).toBeInTheDocument();
      await new Promise((resolve) => setTimeout(resolve, 2_500));
      expect(reads).toBe(1);
    });
  });

  it('an unknown payment is not found, with the way back', async () => {
    answer(server, { 'GET /payments/nada': () => [404, { message: 'No encontramos este pago.' }] });
    renderApp({ path: '/app/historial-de-pagos/nada', routes, user: makeUser() });
    await expectAnnouncedHeading('No encontramos este pago', 'No encontramos este pago.');
    expect(screen.getByRole('link', { name: 'Volver al historial' })).toHaveAttribute('href', '/app/historial-de-pagos');
  });

  it('a 503 is not "not found": it offers Reintentar', async () => {
    const user = userEvent.setup();
    let fail = true;
    answer(server, { 'GET /payments/trx': () => (fail ? [503, {}] : [200, makePayment({ id: 'trx' })]) });
    renderApp({ path: '/app/historial-de-pagos/trx', routes, user: makeUser() });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos cargar el pago');
    expect(screen.queryByText('No encontramos este pago')).not.toBeInTheDocument();
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByTestId('payment-amount')).toHaveTextContent('$14,351.52');
  });

  it('a network failure offers Reintentar', async () => {
    const user = userEvent.setup();
    let calls = 0;
    answer(server, { 'GET /payments/trx': () => (++calls === 1 ? 'drop' : [200, makePayment({ id: 'trx' })]) });
    renderApp({ path: '/app/historial-de-pagos/trx', routes, user: makeUser() });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos conectar con el servidor.');
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByTestId('payment-amount')).toHaveTextContent('$14,351.52');
  });
});
