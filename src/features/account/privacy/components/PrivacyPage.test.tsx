import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, jsonBodies, renderApp, requestsTo, setupTestApi } from '@/test/render';
import { makeEmployer } from '@/test/contract-examples';
import type { ArcoRequest } from '../arco';
import { PrivacyPage } from './PrivacyPage';

const server = setupTestApi();
const routes = [{ path: '/app/privacidad', element: <PrivacyPage /> }];
const render = () => renderApp({ path: '/app/privacidad', routes, user: makeEmployer() });
const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0]);

const request = (overrides: Partial<ArcoRequest>): ArcoRequest => ({
  id: 'r1',
  folio: 'ARCO-2026-000123',
  right: 'acceso',
  data: 'Mis datos de contacto.',
  description: 'Quiero saber qué datos tienen.',
  attachmentUrl: null,
  status: 'recibida',
  submittedAt: '2026-11-23T10:15:00-06:00',
  responseDueDate: '2026-12-21',
  answeredAt: null,
  answer: null,
  ...overrides,
});
const FILED = request({ id: 'new', folio: 'ARCO-2026-000124', right: 'rectificacion', responseDueDate: '2026-12-22' });

describe('Privacidad y datos personales: the list', () => {
  it('shows each request with its folio, right, dates and status in words, and the answer when there is one', async () => {
    answer(server, {
      'GET /privacy/arco-requests': () => [
        200,
        [
          request({ id: 'a', folio: 'ARCO-2026-000123', status: 'recibida' }),
          request({ id: 'b', folio: 'ARCO-2026-000118', right: 'oposicion', status: 'en_revision' }),
          request({
            id: 'c',
            folio: 'ARCO-2026-000097',
            right: 'rectificacion',
            status: 'requiere_informacion',
            answer: 'Envíanos tu Constancia de Situación Fiscal.',
          }),
          request({
            id: 'd',
            folio: 'ARCO-2026-000054',
            status: 'atendida',
            answeredAt: '2026-08-14T13:00:00-06:00',
            answer: 'Te enviamos el reporte por correo.',
            attachmentUrl: 'https://cdn.cotiza.mx/files/a1B2c3_ine.png',
          }),
          request({
            id: 'e',
            folio: 'ARCO-2026-000031',
            right: 'cancelacion',
            status: 'improcedente',
            answer: 'Las facturas se conservan.',
          }),
        ],
      ],
    });
    render();
    const items = within(await screen.findByTestId('arco-requests')).getAllByRole('article');
    expect(items.map((item) => within(item).getByRole('heading').textContent)).toEqual([
      'ARCO-2026-000123',
      'ARCO-2026-000118',
      'ARCO-2026-000097',
      'ARCO-2026-000054',
      'ARCO-2026-000031',
    ]);
    expect(items.map((item) => item.querySelector('span.rounded-full')?.textContent)).toEqual([
      'Recibida',
      'En revisión',
      'Requiere información',
      'Atendida',
      'Improcedente',
    ]);
    expect(items[0]).toHaveTextContent('Derecho de acceso');
    expect(items[0]).toHaveTextContent('Enviada el23 nov 2026');
    expect(items[0]).toHaveTextContent('Fecha límite de respuesta21 dic 2026');
    expect(items[0]).not.toHaveTextContent('Respuesta');
    expect(items[1]).toHaveTextContent('Derecho de oposición');
    expect(items[2]).toHaveTextContent('Envíanos tu Constancia de Situación Fiscal.');
    expect(items[3]).toHaveTextContent('Respuesta del 14 ago 2026');
    expect(within(items[3]!).getByRole('link', { name: 'Ver archivo adjunto' })).toHaveAttribute(
      'href',
      'https://cdn.cotiza.mx/files/a1B2c3_ine.png',
    );
    expect(items[4]).toHaveTextContent('Derecho de cancelación');
  });

  it('reads a request without the optional fields (an older backend)', async () => {
    const { attachmentUrl: _a, answeredAt: _b, answer: _c, ...bare } = request({});
    answer(server, { 'GET /privacy/arco-requests': () => [200, [bare]] });
    render();
    const [item] = within(await screen.findByTestId('arco-requests')).getAllByRole('article');
    expect(item).toHaveTextContent('ARCO-2026-000123');
    expect(item).toHaveTextContent('Recibida');
    expect(within(item!).queryByRole('link')).toBeNull();
  });

  it.each([
    'javascript:alert(1)',
    'data:text/html,<h1>Tu identificación</h1>',
    '//evil.example/x.png',
    '/\\evil.example/x.png',
    'http://evil.example/x.png',
  ])('never links an attachment at %s: it says the address is not safe', async (attachmentUrl) => {
    answer(server, { 'GET /privacy/arco-requests': () => [200, [request({ attachmentUrl })]] });
    render();
    const [item] = within(await screen.findByTestId('arco-requests')).getAllByRole('article');
    expect(within(item!).queryByRole('link')).toBeNull();
    expect(item!.querySelector('[href]')).toBeNull();
    expect(item).toHaveTextContent('No podemos abrir este archivo desde aquí: su dirección no es segura.');
  });

  it('says when there is none yet, beside the links to the privacy notices', async () => {
    answer(server, { 'GET /privacy/arco-requests': () => [200, []] });
    render();
    expect(await screen.findByText('Aún no has hecho solicitudes')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'aviso de privacidad' })).toHaveAttribute('href', '/aviso-de-privacidad');
    expect(screen.getByRole('link', { name: 'versión simplificada' })).toHaveAttribute('href', '/aviso-de-privacidad/simplificado');
  });

  it('a failed read shows the error with «Reintentar»', async () => {
    let calls = 0;
    answer(server, {
      'GET /privacy/arco-requests': () => (++calls === 1 ? [500, { message: 'Error interno del servidor.' }] : [200, []]),
    });
    const user = userEvent.setup();
    render();
    expect(await screen.findByText('No pudimos cargar tus solicitudes')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Aún no has hecho solicitudes')).toBeInTheDocument();
  });
});

describe('Privacidad y datos personales: the form', () => {
  it('sends the right, the data, the description and the uploaded file; shows the folio and deadline and reads the list again', async () => {
    let filed = false;
    answer(server, {
      'GET /privacy/arco-requests': () => [200, filed ? [FILED] : []],
      'POST /files': () => [
        200,
        { name: 'a1B2c3_ine.png', url: 'https://cdn.cotiza.mx/files/a1B2c3_ine.png', size: 12, mimeType: 'image/png' },
      ],
      'POST /privacy/arco-requests': () => {
        filed = true;
        return [200, FILED];
      },
    });
    const user = userEvent.setup();
    render();
    await screen.findByText('Aún no has hecho solicitudes');
    await user.click(screen.getByRole('radio', { name: /Rectificación/ }));
    await user.type(screen.getByRole('textbox', { name: '¿Qué datos?' }), '  Mi segundo apellido. ');
    await user.type(screen.getByRole('textbox', { name: 'Descripción' }), 'Lo correcto es «Hernández».');
    await user.upload(document.querySelector<HTMLInputElement>('input[type="file"]')!, new File([PNG], 'ine.png', { type: 'image/png' }));
    expect(await screen.findByTestId('arco-attachment-name')).toHaveTextContent('ine.png');
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));

    const notice = await screen.findByTestId('arco-filed');
    expect(notice).toHaveTextContent('Folio: ARCO-2026-000124');
    expect(notice).toHaveTextContent('Fecha límite de respuesta: 22 dic 2026');
    expect(notice.closest('[role="status"]')).toHaveAttribute('aria-live', 'polite');
    expect(jsonBodies(server, 'POST', '/privacy/arco-requests')).toEqual([
      {
        right: 'rectificacion',
        data: 'Mi segundo apellido.',
        description: 'Lo correcto es «Hernández».',
        attachmentUrl: 'https://cdn.cotiza.mx/files/a1B2c3_ine.png',
      },
    ]);
    await waitFor(() => expect(requestsTo(server, 'GET', '/privacy/arco-requests')).toHaveLength(2));
    expect(await screen.findByRole('heading', { name: 'ARCO-2026-000124' })).toBeInTheDocument();
    // The form is empty again for another request.
    expect(screen.getByRole('textbox', { name: '¿Qué datos?' })).toHaveValue('');
  });

  it('checks the fields before sending, in Spanish', async () => {
    answer(server, { 'GET /privacy/arco-requests': () => [200, []] });
    const user = userEvent.setup();
    render();
    await screen.findByText('Aún no has hecho solicitudes');
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(await screen.findByText('Elige el derecho que quieres ejercer.')).toBeInTheDocument();
    expect(screen.getByText('Indica sobre qué datos personales es tu solicitud.')).toBeInTheDocument();
    expect(screen.getByText('Describe lo que pides y por qué.')).toBeInTheDocument();
    expect(requestsTo(server, 'POST', '/privacy/arco-requests')).toHaveLength(0);
  });

  it('a 422 lands on its field and keeps what was typed; another failure says why beside the button', async () => {
    let status = 422;
    answer(server, {
      'GET /privacy/arco-requests': () => [200, []],
      'POST /privacy/arco-requests': () =>
        status === 422
          ? [
              422,
              {
                message: 'Algunos datos no son válidos.',
                errors: [{ field: 'description', message: 'Escribe como máximo 2000 caracteres.' }],
              },
            ]
          : [500, { message: 'Error interno del servidor.' }],
    });
    const user = userEvent.setup();
    render();
    await screen.findByText('Aún no has hecho solicitudes');
    await user.click(screen.getByRole('radio', { name: /Oposición/ }));
    await user.type(screen.getByRole('textbox', { name: '¿Qué datos?' }), 'Mi correo.');
    await user.type(screen.getByRole('textbox', { name: 'Descripción' }), 'No quiero promociones.');
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(await screen.findByText('Escribe como máximo 2000 caracteres.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Descripción' })).toHaveValue('No quiero promociones.');
    expect(screen.getByRole('textbox', { name: '¿Qué datos?' })).toHaveValue('Mi correo.');
    expect(screen.getByRole('radio', { name: /Oposición/ })).toBeChecked();

    // A 500 does not say whether it was filed: the list is read again, and it does not have it.
    status = 500;
    await user.type(screen.getByRole('textbox', { name: 'Descripción' }), ' Gracias.');
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
    expect(
      await screen.findByText(
        'No recibimos respuesta del servidor y comprobamos que tu solicitud no llegó: no está en «Mis solicitudes». Lo que escribiste sigue aquí: puedes enviarla de nuevo.',
      ),
    ).toBeInTheDocument();
    expect(requestsTo(server, 'GET', '/privacy/arco-requests').length).toBeGreaterThanOrEqual(2);
    expect(screen.getByRole('textbox', { name: 'Descripción' })).toHaveValue('No quiero promociones. Gracias.');
    expect(screen.queryByTestId('arco-filed')).toBeNull();
  });

  /** Fills the form with an «Oposición» request and sends it. */
  async function fileOpposition(user: ReturnType<typeof userEvent.setup>) {
    await screen.findByText('Aún no has hecho solicitudes');
    await user.click(screen.getByRole('radio', { name: /Oposición/ }));
    await user.type(screen.getByRole('textbox', { name: '¿Qué datos?' }), 'Mi correo.');
    await user.type(screen.getByRole('textbox', { name: 'Descripción' }), 'No quiero promociones.');
    await user.click(screen.getByRole('button', { name: 'Enviar solicitud' }));
  }
  const OPPOSITION = request({
    id: 'new',
    folio: 'ARCO-2026-000125',
    right: 'oposicion',
    data: 'Mi correo.',
    description: 'No quiero promociones.',
    responseDueDate: '2026-12-22',
  });

  it('filed although its answer was lost: the list read again shows it, and the form says so with its folio', async () => {
    let list: ArcoRequest[] = [];
    answer(server, {
      'GET /privacy/arco-requests': () => [200, list],
      'POST /privacy/arco-requests': () => {
        list = [OPPOSITION];
        return 'drop';
      },
    });
    const user = userEvent.setup();
    render();
    await fileOpposition(user);
    const notice = await screen.findByTestId('arco-filed');
    expect(notice).toHaveTextContent('Confirmamos que recibimos tu solicitud de oposición.');
    expect(notice).toHaveTextContent('Folio: ARCO-2026-000125');
    expect(screen.queryByText(/No sabemos|no llegó/)).toBeNull();
    expect(screen.getByRole('textbox', { name: '¿Qué datos?' })).toHaveValue('');
    expect(requestsTo(server, 'POST', '/privacy/arco-requests')).toHaveLength(1);
  });

  it('unknown (no answer, and the list cannot be read): says so, keeps the text, offers «Revisar» and not a second request', async () => {
    let list: ArcoRequest[] = [];
    let reachable = true;
    answer(server, {
      'GET /privacy/arco-requests': () => (reachable ? [200, list] : 'drop'),
      'POST /privacy/arco-requests': () => {
        list = [OPPOSITION];
        reachable = false;
        return 'drop';
      },
    });
    const user = userEvent.setup();
    render();
    await fileOpposition(user);
    const notice = await screen.findByTestId('arco-unconfirmed');
    expect(notice).toHaveAttribute('role', 'alert');
    expect(notice).toHaveTextContent(
      'No sabemos si tu solicitud llegó: el servidor no respondió y tampoco pudimos consultar «Mis solicitudes». Lo que escribiste sigue aquí; revisa antes de enviarla otra vez.',
    );
    expect(screen.getByRole('textbox', { name: 'Descripción' })).toHaveValue('No quiero promociones.');
    expect(screen.getByRole('button', { name: 'Enviar solicitud' })).toBeDisabled();

    reachable = true;
    await user.click(within(notice).getByRole('button', { name: 'Revisar' }));
    expect(await screen.findByTestId('arco-filed')).toHaveTextContent('Confirmamos que recibimos tu solicitud de oposición.');
    expect(screen.queryByTestId('arco-unconfirmed')).toBeNull();
    expect(requestsTo(server, 'POST', '/privacy/arco-requests')).toHaveLength(1);
  });

  it('refuses a file that is not an image before uploading it', async () => {
    answer(server, { 'GET /privacy/arco-requests': () => [200, []] });
    const user = userEvent.setup({ applyAccept: false });
    render();
    await screen.findByText('Aún no has hecho solicitudes');
    await user.upload(
      document.querySelector<HTMLInputElement>('input[type="file"]')!,
      new File(['%PDF'], 'contrato.pdf', { type: 'application/pdf' }),
    );
    expect(await screen.findByText('«contrato.pdf» no es una imagen PNG, JPG o WebP.')).toBeInTheDocument();
    expect(requestsTo(server, 'POST', '/files')).toHaveLength(0);
  });
});
