import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Payment } from '@/features/billing/payments/types';
import type { User } from '@/lib/session';
import { BAJIO, makeEmployer } from '@/test/contract-examples';
import { answer, findToast, jsonBodies, renderApp, setupTestApi, TEST_USER_NON_EMPLOYER, type Routes } from '@/test/render';
import { makePayment, makeRefusedInvoicePayment } from '@/features/billing/payments/test/fixtures';
import { PaymentDetailPage } from '@/features/billing/payments/components/PaymentDetailPage';
import { InvoiceRequestLayout } from './InvoiceRequestLayout';
import { COMPANY_RECEIVER } from '@/test/fiscal-fixtures';
import { makeJose } from '@/features/customer/test/fixtures';

const server = setupTestApi();

// pdf.js needs a browser's worker: here the PDF's text is what the test says (the e2e reads real PDFs).
const pdfText = vi.hoisted(() => vi.fn<(file: Blob) => Promise<string>>());
vi.mock('@/features/customer/fiscal/constancia-pdf', () => ({ pdfText }));

const CONSTANCIA = `CÉDULA DE IDENTIFICACIÓN FISCAL
Datos de Identificación del Contribuyente:
RFC: RAOJ850312HQ7
Nombre (s): JOSÉ LUIS
Primer Apellido: RAMÍREZ
Segundo Apellido: ORTIZ
Código Postal:76090 Tipo de Vialidad: AVENIDA
Regímenes:
Régimen de Sueldos y Salarios e Ingresos Asimilados a Salarios 01/03/2010
Régimen Simplificado de Confianza 01/01/2022
Obligaciones:`;

const UUID = '5FB2822E-396D-4725-8521-CDC4BDD20CCF';
const FILES = { pdf_url: `https://facturas.cotiza.mx/cfdi/${UUID}.pdf`, xml_url: `https://facturas.cotiza.mx/cfdi/${UUID}.xml` };
const RECEIVER = COMPANY_RECEIVER;
const STAMPING = { uuid: null, pdf_url: null, xml_url: null, status: 'en_timbrado', receiver: RECEIVER } as const;
const JOSE = makeJose({ cfdiUse: 'D01' });

const routes = [
  { element: <InvoiceRequestLayout />, children: [{ path: '/app/historial-de-pagos/:paymentId', element: <PaymentDetailPage /> }] },
];

/** The payment's detail, with the API answering `extra` and the payment as `reads` says (the last one repeats). */
function show(payments: Payment[], extra: Routes = {}, user: User = makeEmployer()) {
  let reads = 0;
  const id = payments[0]!.id;
  answer(server, {
    [`GET /payments/${id}`]: () => [200, payments[Math.min(reads++, payments.length - 1)]],
    'GET /customers/me/company': () => [200, { ...BAJIO, legalName: 'Constructora del Bajío, S.A. de C.V.' }],
    'GET /users/me': () => [200, JOSE],
    ...extra,
  });
  const view = renderApp({ path: `/app/historial-de-pagos/${id}`, routes, user });
  return { ...view, reads: () => reads };
}

const open = makePayment({ invoice_deadline: '2999-11-30' });
const field = (name: string) => screen.getByRole('textbox', { name });

async function openDialog(name = 'Solicitar factura') {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name }));
  const titles: Record<string, string> = {
    'Corregir y volver a solicitar': 'Solicitar factura',
    'Corregir y volver a emitir': 'Corregir con nota de crédito',
  };
  const dialog = await screen.findByRole('dialog', { name: titles[name] ?? name });
  await within(dialog).findByRole('textbox', { name: 'RFC' });
  return { user, dialog };
}

describe('InvoiceRequestDialog', () => {
  it('an employer requests it with Mi perfil’s data (razón social without «S.A. de C.V.»): the card then says «En timbrado»', async () => {
    show([open, { ...open, invoice: STAMPING }], {
      'POST /payments/tr9e4r7t0y3u6i1o5p8a/invoice': () => [202, STAMPING],
    });
    const { user, dialog } = await openDialog();
    expect(within(dialog).getByRole('heading', { name: 'Solicitar factura' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('Puedes solicitar tu factura hasta el 30 de noviembre de 2999.');
    expect(field('RFC')).toHaveValue('CBA090615K22');
    expect(field('Nombre o razón social')).toHaveValue('Constructora del Bajío');
    expect(field('Código postal fiscal')).toHaveValue('76000');
    expect(field('Correo para recibir la factura')).toHaveValue(BAJIO.contactEmail);
    expect(within(dialog).getByRole('checkbox', { name: 'Guardar estos datos en Mi perfil' })).not.toBeChecked();
    await user.clear(field('Nombre o razón social'));
    await user.type(field('Nombre o razón social'), 'CONSTRUCTORA DEL BAJIO');
    await user.click(within(dialog).getByRole('button', { name: 'Solicitar factura' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(jsonBodies(server, 'POST', '/payments/tr9e4r7t0y3u6i1o5p8a/invoice')).toEqual([
      {
        receiver: { ...RECEIVER, email: BAJIO.contactEmail },
        saveToProfile: false,
      },
    ]);
    await findToast(/Pedimos tu factura/);
    expect(await screen.findByTestId('invoice-status')).toHaveTextContent('En timbrado');
  });

  describe('«Llenar con mi constancia (PDF)»: optional, read in the browser', () => {
    const choose = async (user: ReturnType<typeof userEvent.setup>, dialog: HTMLElement, name = 'constancia.pdf') =>
      user.upload(dialog.querySelector<HTMLInputElement>('input[type="file"]')!, new File(['%PDF-1.4'], name, { type: 'application/pdf' }));

    it('fills RFC, name, postal code and a régimen it lists; the use the new régimen no longer allows is cleared; nothing is sent', async () => {
      pdfText.mockResolvedValueOnce(CONSTANCIA);
      show([open], {}, TEST_USER_NON_EMPLOYER);
      const { user, dialog } = await openDialog();
      expect(within(dialog).getByText('Opcional. El archivo no se envía: lo leemos en tu navegador.')).toBeInTheDocument();
      await choose(user, dialog);
      expect(await within(dialog).findByTestId('constancia-note')).toHaveTextContent(
        'Llenamos con tu constancia: RFC, nombre, código postal y régimen fiscal. Revísalos antes de enviar. Tu constancia tiene 2 regímenes (605, 626): elegimos el 605; cámbialo si esta factura corresponde a otro.',
      );
      expect(field('RFC')).toHaveValue('RAOJ850312HQ7');
      expect(field('Nombre o razón social')).toHaveValue('JOSE LUIS RAMIREZ ORTIZ');
      expect(field('Código postal fiscal')).toHaveValue('76090');
      expect(within(dialog).getByRole('button', { name: /Régimen fiscal/ })).toHaveTextContent('605 · Sueldos y Salarios');
      expect(server.requests.filter((request) => request.method === 'POST')).toEqual([]);
    });

    it('a PDF that is not a constancia, or no PDF at all, says so and changes nothing', async () => {
      show([open], {}, makeEmployer());
      const { user, dialog } = await openDialog();
      const before = ['RFC', 'Nombre o razón social', 'Código postal fiscal'].map((name) => (field(name) as HTMLInputElement).value);
      pdfText.mockResolvedValueOnce('FACTURA\nEmisor RFC: SCO200114H59\nCódigo Postal: 06600');
      await choose(user, dialog, 'factura.pdf');
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        'No encontramos los datos de una constancia de situación fiscal en ese archivo. No cambiamos nada',
      );
      pdfText.mockRejectedValueOnce(new Error('Invalid PDF structure.'));
      await choose(user, dialog, 'foto.pdf');
      expect(await within(dialog).findByText(/No pudimos abrir ese archivo como PDF\. No cambiamos nada/)).toBeInTheDocument();
      expect(['RFC', 'Nombre o razón social', 'Código postal fiscal'].map((name) => (field(name) as HTMLInputElement).value)).toEqual(
        before,
      );
    });
  });

  it('a person starts from Mis datos: the name upper-cased as the constancia writes it, the use offered only if the régimen allows it', async () => {
    show([open], { 'POST /payments/tr9e4r7t0y3u6i1o5p8a/invoice': () => [202, STAMPING] }, TEST_USER_NON_EMPLOYER);
    const { user, dialog } = await openDialog();
    expect(field('RFC')).toHaveValue('RAOL850412HN6');
    expect(field('Nombre o razón social')).toHaveValue('JOSE LUIS RAMIREZ ORTIZ');
    expect(within(dialog).getByRole('button', { name: /Uso del CFDI/ })).toHaveTextContent('D01 · Honorarios médicos');
    await user.click(within(dialog).getByRole('checkbox', { name: 'Guardar estos datos en Mis datos' }));
    await user.click(within(dialog).getByRole('button', { name: 'Solicitar factura' }));
    await waitFor(() => expect(jsonBodies(server, 'POST', '/payments/tr9e4r7t0y3u6i1o5p8a/invoice')).toHaveLength(1));
    expect(jsonBodies(server, 'POST', '/payments/tr9e4r7t0y3u6i1o5p8a/invoice')[0]).toMatchObject({
      receiver: { rfc: 'RAOL850412HN6', name: 'JOSE LUIS RAMIREZ ORTIZ', fiscalRegime: '612', cfdiUse: 'D01', postalCode: '03940' },
      saveToProfile: true,
    });
  });

  it('the use list follows the régimen: a use the new régimen does not allow is cleared, saying why, and nothing else typed is lost', async () => {
    show([open], {}, TEST_USER_NON_EMPLOYER);
    const { user, dialog } = await openDialog();
    await user.clear(field('Correo para recibir la factura'));
    await user.type(field('Correo para recibir la factura'), 'otro@correo.mx');
    await user.click(within(dialog).getByRole('button', { name: /Régimen fiscal/ }));
    await user.click(await screen.findByRole('option', { name: /^626 · / }));
    const use = within(dialog).getByRole('button', { name: /Uso del CFDI/ });
    expect(use).not.toHaveTextContent('D01');
    expect(dialog).toHaveTextContent(/El SAT no permite el uso D01 .*con el régimen 626/);
    expect(field('Correo para recibir la factura')).toHaveValue('otro@correo.mx');
    expect(field('Nombre o razón social')).toHaveValue('JOSE LUIS RAMIREZ ORTIZ');
    await user.click(use);
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toContain('G03 · Gastos en general');
    expect(options.some((text) => text?.startsWith('D01'))).toBe(false);
  });

  it('a 422 puts each message on its field (receiver.rfc or rfc) and keeps every value typed', async () => {
    show([open], {
      'POST /payments/tr9e4r7t0y3u6i1o5p8a/invoice': () => [
        422,
        {
          message: 'El SAT no reconoce los datos fiscales marcados.',
          errors: [
            { field: 'receiver.rfc', message: 'Este RFC no está en la lista de contribuyentes inscritos del SAT.' },
            { field: 'cfdiUse', message: 'El uso G03 no está permitido para este régimen.' },
          ],
        },
      ],
    });
    const { user, dialog } = await openDialog();
    await user.clear(field('Nombre o razón social'));
    await user.type(field('Nombre o razón social'), 'CONSTRUCTORA DEL BAJIO');
    await user.click(within(dialog).getByRole('button', { name: 'Solicitar factura' }));
    expect(await within(dialog).findByText('Este RFC no está en la lista de contribuyentes inscritos del SAT.')).toBeInTheDocument();
    expect(field('RFC')).toHaveAttribute('aria-invalid', 'true');
    expect(field('RFC')).toHaveAccessibleDescription(/Este RFC no está en la lista/);
    expect(within(dialog).getByText('El uso G03 no está permitido para este régimen.')).toBeInTheDocument();
    expect(within(dialog).getByRole('alert')).toHaveTextContent('El SAT no reconoce los datos fiscales marcados.');
    expect(field('Nombre o razón social')).toHaveValue('CONSTRUCTORA DEL BAJIO');
  });

  it('a refused invoice opens with its reason and rejected_fields on their fields, from the data sent then', async () => {
    const refused = makeRefusedInvoicePayment({ ...RECEIVER, postalCode: '76100' });
    show([refused]);
    const { dialog } = await openDialog('Corregir y volver a solicitar');
    expect(dialog).toHaveTextContent('Tu solicitud anterior fue rechazada');
    expect(field('Código postal fiscal')).toHaveValue('76100');
    expect(field('Código postal fiscal')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Código postal fiscal')).toHaveAccessibleDescription(/no coincide con el de tu constancia/);
  });

  it('a 409 shows the server’s words, reads the payment again and keeps the form', async () => {
    const view = show([open], {
      'POST /payments/tr9e4r7t0y3u6i1o5p8a/invoice': () => [
        409,
        { message: 'El plazo para solicitar la factura de este pago venció el 31 de octubre de 2026.' },
      ],
    });
    const { user, dialog } = await openDialog();
    await user.clear(field('Nombre o razón social'));
    await user.type(field('Nombre o razón social'), 'CONSTRUCTORA DEL BAJIO');
    const before = view.reads();
    await user.click(within(dialog).getByRole('button', { name: 'Solicitar factura' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('El plazo para solicitar la factura de este pago venció');
    await waitFor(() => expect(view.reads()).toBeGreaterThan(before));
    expect(field('Nombre o razón social')).toHaveValue('CONSTRUCTORA DEL BAJIO');
  });

  it('no answer: the payment is read again; an invoice now being stamped means it went through', async () => {
    show([open, { ...open, invoice: STAMPING }], { 'POST /payments/tr9e4r7t0y3u6i1o5p8a/invoice': () => 'drop' });
    const { user, dialog } = await openDialog();
    await user.clear(field('Nombre o razón social'));
    await user.type(field('Nombre o razón social'), 'CONSTRUCTORA DEL BAJIO');
    await user.click(within(dialog).getByRole('button', { name: 'Solicitar factura' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await findToast('Confirmamos que pedimos tu factura. La verás en el detalle del pago en cuanto se timbre.')).toBeInTheDocument();
    expect(await screen.findByTestId('invoice-status')).toHaveTextContent('En timbrado');
  });

  it('no answer, and the payment cannot be read either: «No sabemos», «Revisar» instead of asking twice, then what the payment shows', async () => {
    let requested = false;
    let reachable = true;
    show([open], {
      [`GET /payments/${open.id}`]: () => (reachable ? [200, requested ? { ...open, invoice: STAMPING } : open] : 'drop'),
      [`POST /payments/${open.id}/invoice`]: () => {
        requested = true;
        reachable = false;
        return 'drop';
      },
    });
    const { user, dialog } = await openDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Solicitar factura' }));
    const notice = await within(dialog).findByTestId('invoice-unconfirmed');
    expect(notice).toHaveAttribute('role', 'alert');
    expect(notice).toHaveTextContent(
      'No sabemos si se pidió tu factura: no recibimos respuesta y tampoco pudimos revisar el pago. Tus datos siguen aquí; revisa antes de volver a pedirla.',
    );
    expect(within(dialog).queryByRole('button', { name: 'Solicitar factura' })).toBeNull();
    expect(field('RFC')).toHaveValue('CBA090615K22');

    reachable = true;
    await user.click(within(dialog).getByRole('button', { name: 'Revisar' }));
    expect(await findToast('Confirmamos que pedimos tu factura. La verás en el detalle del pago en cuanto se timbre.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByTestId('invoice-status')).toHaveTextContent('En timbrado');
    expect(jsonBodies(server, 'POST', `/payments/${open.id}/invoice`)).toHaveLength(1);
  });

  it('no answer, and the payment read again shows no request: it says so and keeps the data to try again', async () => {
    show([open], { 'POST /payments/tr9e4r7t0y3u6i1o5p8a/invoice': () => 'drop' });
    const { user, dialog } = await openDialog();
    await user.clear(field('Nombre o razón social'));
    await user.type(field('Nombre o razón social'), 'CONSTRUCTORA DEL BAJIO');
    await user.click(within(dialog).getByRole('button', { name: 'Solicitar factura' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('la solicitud no aparece');
    expect(field('Nombre o razón social')).toHaveValue('CONSTRUCTORA DEL BAJIO');
  });

  /** A vigente invoice, and the correction of its uso del CFDI to I04 that replaces it (stamping; the original being cancelled). */
  const correction = () => ({
    valid: makePayment({ invoice: { uuid: UUID, ...FILES, status: 'vigente', receiver: RECEIVER } }),
    replacement: {
      uuid: null,
      pdf_url: null,
      xml_url: null,
      status: 'en_timbrado' as const,
      receiver: { ...RECEIVER, cfdiUse: 'I04' as const },
      replaces: { uuid: UUID, status: 'en_cancelacion' as const, cancellation_reason: '01' as const, ...FILES },
    },
  });

  it('a correction explains the substitution, lists what changes, and the card then shows both invoices', async () => {
    const { valid, replacement } = correction();
    show([valid, { ...valid, invoice: replacement }], {
      [`POST /invoices/${UUID}/replace`]: () => [
        202,
        { replacement, original: { uuid: UUID, ...FILES, status: 'en_cancelacion', receiver: RECEIVER } },
      ],
    });
    const { user, dialog } = await openDialog('Corregir factura');
    expect(dialog).toHaveTextContent('relación 04');
    expect(dialog).toHaveTextContent('motivo 01');
    expect(dialog).toHaveTextContent(
      'el SAT te pedirá aceptar su cancelación (tienes tres días hábiles; si no respondes, se da por aceptada)',
    );
    expect(within(dialog).getByTestId('invoice-changes')).toHaveTextContent('Aún no cambias ningún dato.');
    await user.click(within(dialog).getByRole('button', { name: /Uso del CFDI/ }));
    await user.click(await screen.findByRole('option', { name: /^I04 · / }));
    expect(within(dialog).getByTestId('invoice-changes')).toHaveTextContent(/Uso del CFDI: G03 · Gastos en general → I04 · /);
    await user.click(within(dialog).getByRole('button', { name: 'Corregir factura' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(jsonBodies(server, 'POST', `/invoices/${UUID}/replace`)).toEqual([
      { receiver: { ...RECEIVER, cfdiUse: 'I04' }, saveToProfile: false },
    ]);
    expect(await screen.findByTestId('replaced-invoice')).toHaveTextContent(`Sustituye a la factura ${UUID} — En cancelación`);
    expect(screen.getByTestId('invoice-status')).toHaveTextContent('En timbrado');
  });

  it('a correction whose answer was lost after the server made it: the payment read again shows the replacement, and it says so', async () => {
    const { valid, replacement } = correction();
    let current: Payment = valid;
    show([valid], {
      [`GET /payments/${valid.id}`]: () => [200, current],
      [`POST /invoices/${UUID}/replace`]: () => {
        current = { ...valid, invoice: replacement };
        return 'drop';
      },
    });
    const { user, dialog } = await openDialog('Corregir factura');
    await user.click(within(dialog).getByRole('button', { name: /Uso del CFDI/ }));
    await user.click(await screen.findByRole('option', { name: /^I04 · / }));
    await user.click(within(dialog).getByRole('button', { name: 'Corregir factura' }));
    expect(
      await findToast('Confirmamos que pedimos la factura corregida. La verás en el detalle del pago en cuanto se timbre.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByTestId('replaced-invoice')).toHaveTextContent(`Sustituye a la factura ${UUID} — En cancelación`);
    expect(jsonBodies(server, 'POST', `/invoices/${UUID}/replace`)).toHaveLength(1);
  });

  const reissue = () => {
    const past = makePayment({ invoice: { uuid: UUID, ...FILES, status: 'vigente', receiver: RECEIVER, cancellable_until: '2025-03-31' } });
    const invoice = {
      uuid: null,
      pdf_url: null,
      xml_url: null,
      status: 'en_timbrado' as const,
      receiver: { ...RECEIVER, cfdiUse: 'I04' as const },
    };
    const note = {
      uuid: '0C3E5A7B-9D1F-4B2D-8E4F-6A8C0E2B4D61',
      status: 'vigente' as const,
      reason: 'correccion_fuera_de_plazo' as const,
      total: past.amount,
      issued_at: '2026-11-20T10:12:40-06:00',
      pdf_url: 'https://facturas.cotiza.mx/cfdi/0C3E5A7B-9D1F-4B2D-8E4F-6A8C0E2B4D61.pdf',
      xml_url: 'https://facturas.cotiza.mx/cfdi/0C3E5A7B-9D1F-4B2D-8E4F-6A8C0E2B4D61.xml',
      related: { uuid: UUID, status: 'vigente' as const, cancellation_reason: null, ...FILES },
    };
    return { past, invoice, note, after: { ...past, invoice, credit_notes: [note] } };
  };

  it('past the deadline, a correction explains the credit note, sends the new data, and the card shows the note and the new invoice', async () => {
    const { past, invoice, note, after } = reissue();
    show([past, after], { [`POST /invoices/${UUID}/credit-note`]: () => [202, { invoice, credit_note: note }] });
    const { user, dialog } = await openDialog('Corregir con nota de crédito');
    expect(dialog).toHaveTextContent('venció el 31 de marzo de 2025, así que el SAT ya no permite sustituirla');
    expect(dialog).toHaveTextContent('relación 01');
    // Nothing changed yet: it is not sent.
    await user.click(within(dialog).getByRole('button', { name: 'Corregir con nota de crédito' }));
    expect(await within(dialog).findByText(/No cambiaste ningún dato/)).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /Uso del CFDI/ }));
    await user.click(await screen.findByRole('option', { name: /^I04 · / }));
    await user.click(within(dialog).getByRole('button', { name: 'Corregir con nota de crédito' }));
    expect(
      await findToast('Pedimos la factura corregida y su nota de crédito. La verás en el detalle del pago en cuanto se timbre.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(jsonBodies(server, 'POST', `/invoices/${UUID}/credit-note`)).toEqual([
      { receiver: { ...RECEIVER, cfdiUse: 'I04' }, saveToProfile: false },
    ]);
    expect(jsonBodies(server, 'POST', `/invoices/${UUID}/replace`)).toEqual([]);
    expect(await screen.findByTestId('credit-note')).toHaveTextContent('Corrección fuera de plazo');
    expect(screen.getByTestId('invoice-status')).toHaveTextContent('En timbrado');
  });

  it('past the deadline, a lost answer the server acted on: the payment read again shows the note, and it says so', async () => {
    const { past, after } = reissue();
    let current: Payment = past;
    show([past], {
      [`GET /payments/${past.id}`]: () => [200, current],
      [`POST /invoices/${UUID}/credit-note`]: () => {
        current = after;
        return 'drop';
      },
    });
    const { user, dialog } = await openDialog('Corregir con nota de crédito');
    await user.click(within(dialog).getByRole('button', { name: /Uso del CFDI/ }));
    await user.click(await screen.findByRole('option', { name: /^I04 · / }));
    await user.click(within(dialog).getByRole('button', { name: 'Corregir con nota de crédito' }));
    expect(
      await findToast(
        'Confirmamos que pedimos la factura corregida y su nota de crédito. La verás en el detalle del pago en cuanto se timbre.',
      ),
    ).toBeInTheDocument();
    expect(await screen.findByTestId('credit-note')).toHaveTextContent('Corrección fuera de plazo');
    expect(jsonBodies(server, 'POST', `/invoices/${UUID}/credit-note`)).toHaveLength(1);
  });

  it('past the deadline, a 409 (the server still allows a substitution) shows its words and keeps the data', async () => {
    const { past } = reissue();
    const message = 'Esta factura todavía se puede cancelar hasta el 31 de marzo de 2027: corrígela con «Corregir factura».';
    show([past], { [`POST /invoices/${UUID}/credit-note`]: () => [409, { message }] });
    const { user, dialog } = await openDialog('Corregir con nota de crédito');
    await user.click(within(dialog).getByRole('button', { name: /Uso del CFDI/ }));
    await user.click(await screen.findByRole('option', { name: /^I04 · / }));
    await user.click(within(dialog).getByRole('button', { name: 'Corregir con nota de crédito' }));
    expect(await within(dialog).findByText(message)).toBeInTheDocument();
    expect(within(dialog).getByTestId('invoice-changes')).toHaveTextContent(/→ I04 · /);
  });

  it('past the deadline and the request window, a refused reissue is tried again on the original; its note stands', async () => {
    const { past, note } = reissue();
    const refused = {
      uuid: null,
      pdf_url: null,
      xml_url: null,
      status: 'rechazada' as const,
      status_reason: 'El SAT no reconoce el uso I04 para este receptor.',
      rejected_fields: [{ field: 'cfdiUse', message: 'Elige otro uso del CFDI.' }],
      receiver: { ...RECEIVER, cfdiUse: 'I04' as const },
    };
    const afterRefusal = { ...past, invoice_deadline: '2025-12-31', invoice: refused, credit_notes: [note] };
    const stamping = {
      uuid: null,
      pdf_url: null,
      xml_url: null,
      status: 'en_timbrado' as const,
      receiver: { ...RECEIVER, cfdiUse: 'I02' as const },
    };
    show([afterRefusal, { ...afterRefusal, invoice: stamping }], {
      [`POST /invoices/${UUID}/credit-note`]: () => [202, { invoice: stamping, credit_note: note }],
    });
    expect(await screen.findByTestId('invoice-reissue-retry')).toHaveTextContent('La nota de crédito ya compensa la factura original');
    expect(screen.queryByText('El plazo para solicitarla de nuevo ya venció.')).toBeNull();
    const { user, dialog } = await openDialog('Corregir y volver a emitir');
    expect(dialog).toHaveTextContent(`La nota de crédito ya compensa la factura original (folio fiscal ${UUID})`);
    expect(dialog).toHaveTextContent('La nueva factura fue rechazada');
    expect(within(dialog).getByText('Elige otro uso del CFDI.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /Uso del CFDI/ }));
    await user.click(await screen.findByRole('option', { name: /^I02 · / }));
    await user.click(within(dialog).getByRole('button', { name: 'Corregir con nota de crédito' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(jsonBodies(server, 'POST', `/invoices/${UUID}/credit-note`)).toEqual([
      { receiver: { ...RECEIVER, cfdiUse: 'I02' }, saveToProfile: false },
    ]);
    // The same note, not a second one.
    expect(await screen.findAllByTestId('credit-note')).toHaveLength(1);
    expect(screen.getByTestId('invoice-status')).toHaveTextContent('En timbrado');
  });
});
