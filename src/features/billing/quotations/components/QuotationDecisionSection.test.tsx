import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { resetQuotationStore } from '../quotation-store';
import type { Quotation } from '../types';
import { makeQuotation, makeUser } from '../test/fixtures';
import { answer, findToast, jsonBodies, renderApp, requestsTo, setupTestApi, type Reply, type Routes } from '@/test/render';
import { QuotationDetailPage } from './QuotationDetailPage';

const server = setupTestApi();
afterEach(() => {
  cleanup();
  resetQuotationStore();
});

const routes = [{ path: '/app/cotizaciones/:quotationId', element: <QuotationDetailPage /> }];
const PATH = '/quotations/q158/decision';
const DECIDER = { name: 'María José Hernández Ñúñez' };

function decided(decision: NonNullable<Quotation['decision']>, overrides: Partial<Quotation> = {}): Quotation {
  return makeQuotation({ id: 'q158', decision, ...overrides });
}

/** The quotation the server holds, changed by a decision the test lets through. */
function api(first: Quotation, overrides: Routes = {}) {
  let current = first;
  const routes: Routes = {
    'GET /quotations/q158': () => [200, current],
    'GET /quotations': () => [200, [current]],
    'GET /customers/me/cards': () => [200, []],
    ...overrides,
  };
  return {
    set: (q: Quotation) => (current = q),
    routes,
    /** The routes with the decision answered `reply` (200 with `q` unless told), the quotation `q` from then on. */
    deciding: (q: Quotation, reply: Reply = [200, q]): Routes => ({
      ...routes,
      [`POST ${PATH}`]: () => {
        current = q;
        return reply;
      },
    }),
  };
}

const open = () => renderApp({ path: '/app/cotizaciones/q158', routes, user: makeUser() });
const section = async () => screen.findByTestId('quotation-decision');
/** COT-2026-0158 accepted on 26 November. */
const acceptedOn26th = () =>
  decided({ outcome: 'aceptada', reason: null, comment: null, decidedAt: '2026-11-26T10:42:00-06:00', decidedBy: DECIDER });

describe('answering a quotation', () => {
  it('accepts after a confirmation step: the page then says when and who, and "Pagar" stays', async () => {
    const server_ = api(makeQuotation({ id: 'q158', decision: null }));
    const accepted = acceptedOn26th();
    answer(server, server_.deciding(accepted));
    open();
    await userEvent.click(within(await section()).getByRole('button', { name: 'Aceptar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aceptar la cotización COT-2026-0158' });
    expect(dialog).toHaveTextContent('No podrás cambiar tu respuesta desde aquí.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar cotización' }));
    await findToast('Aceptaste la cotización COT-2026-0158.');
    expect(jsonBodies(server, 'POST', PATH)).toEqual([{ outcome: 'aceptada' }]);
    const answered = await section();
    expect(answered).toHaveTextContent('Aceptaste esta cotización el 26 nov 2026, 10:42.');
    expect(answered).toHaveTextContent('Respondió: María José Hernández Ñúñez');
    expect(screen.queryByRole('button', { name: 'Aceptar' })).not.toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Pagar/ }).length).toBeGreaterThan(0);
  });

  it('declines with a reason chosen by keyboard and a comment; the reason is required; afterwards no "Pagar", and why', async () => {
    const server_ = api(makeQuotation({ id: 'q158', decision: null }));
    answer(server, {
      ...server_.routes,
      [`POST ${PATH}`]: () => {
        const q = decided(
          {
            outcome: 'rechazada',
            reason: 'tiempos',
            comment: 'Lo necesitamos antes.',
            decidedAt: '2026-11-26T10:42:00-06:00',
            decidedBy: DECIDER,
          },
          { status: 'rechazada' },
        );
        server_.set(q);
        return [200, q];
      },
    });
    open();
    await userEvent.click(within(await section()).getByRole('button', { name: 'Rechazar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Rechazar la cotización COT-2026-0158' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    expect(within(dialog).getByRole('radiogroup', { name: 'Motivo' })).toHaveAttribute('aria-invalid', 'true');
    expect(dialog).toHaveTextContent('Elige un motivo.');
    within(dialog).getByRole('radio', { name: 'Precio' }).focus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(within(dialog).getByRole('radio', { name: 'Tiempos de entrega' })).toBeChecked();
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Comentario (opcional)' }), '  Lo necesitamos antes.  ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    expect(dialog).toHaveTextContent('Motivo: Tiempos de entrega — «Lo necesitamos antes.»');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Rechazar cotización' }));
    await findToast('Rechazaste la cotización COT-2026-0158.');
    expect(jsonBodies(server, 'POST', PATH)).toEqual([{ outcome: 'rechazada', reason: 'tiempos', comment: 'Lo necesitamos antes.' }]);
    expect(await section()).toHaveTextContent('Rechazada: Tiempos de entrega — «Lo necesitamos antes.»');
    expect(screen.getByText(/Rechazaste esta cotización, así que ya no se puede pagar/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Pagar/ })).not.toBeInTheDocument();
  });

  it('asking for changes needs a comment; a 422 lands on the field and the text stays', async () => {
    const server_ = api(makeQuotation({ id: 'q158', decision: null }));
    answer(server, {
      ...server_.routes,
      [`POST ${PATH}`]: () => [
        422,
        { message: 'Escribe qué cambios necesitas.', errors: [{ field: 'comment', message: 'Sé más específico.' }] },
      ],
    });
    open();
    await userEvent.click(within(await section()).getByRole('button', { name: 'Pedir cambios' }));
    const dialog = await screen.findByRole('dialog', { name: 'Pedir cambios COT-2026-0158' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    expect(dialog).toHaveTextContent('Describe los cambios que necesitas.');
    await userEvent.type(within(dialog).getByRole('textbox', { name: '¿Qué cambios necesitas?' }), 'Otro horario');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar solicitud' }));
    expect(await within(dialog).findByText('Sé más específico.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: '¿Qué cambios necesitas?' })).toHaveValue('Otro horario');
    // Closed and opened again, the text is still there.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await userEvent.click(within(await section()).getByRole('button', { name: 'Pedir cambios' }));
    expect(await screen.findByRole('textbox', { name: '¿Qué cambios necesitas?' })).toHaveValue('Otro horario');
  });

  it("a 409 shows the server's message and the quotation as the server has it now", async () => {
    const server_ = api(makeQuotation({ id: 'q158', decision: null }));
    const other = decided({ outcome: 'aceptada', reason: null, comment: null, decidedAt: '2026-11-26T09:00:00-06:00', decidedBy: DECIDER });
    answer(
      server,
      server_.deciding(other, [
        409,
        { message: 'Ya respondiste a esta cotización. Si necesitas cambiar tu respuesta, contacta a tu asesor.' },
      ]),
    );
    open();
    await userEvent.click(within(await section()).getByRole('button', { name: 'Aceptar' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar cotización' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Ya respondiste a esta cotización.');
    expect(await section()).toHaveTextContent('Aceptaste esta cotización el 26 nov 2026, 09:00.');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('no answer: reads the quotation; recorded → says so; not recorded → says it and keeps the form', async () => {
    const server_ = api(makeQuotation({ id: 'q158', decision: null }));
    answer(server, { ...server_.routes, [`POST ${PATH}`]: () => 'drop' });
    open();
    await userEvent.click(within(await section()).getByRole('button', { name: 'Pedir cambios' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('textbox'), 'Agregar pintura');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar solicitud' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('tu respuesta no quedó registrada');
    expect(requestsTo(server, 'GET', '/quotations/q158').length).toBeGreaterThanOrEqual(2);

    // This time it was recorded, though the answer was lost.
    const changed = decided({
      outcome: 'cambios_solicitados',
      reason: null,
      comment: 'Agregar pintura',
      decidedAt: '2026-11-26T10:42:00-06:00',
      decidedBy: DECIDER,
    });
    answer(server, {
      ...server_.routes,
      'GET /quotations/q158': () => [200, changed],
      [`POST ${PATH}`]: () => 'drop',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Enviar solicitud' }));
    await findToast('Confirmamos que enviamos tu solicitud de cambios de la cotización COT-2026-0158.');
    expect(await section()).toHaveTextContent('Pediste cambios: «Agregar pintura»');
  });

  it('no answer, and the quotation cannot be read either: «No sabemos», «Revisar» instead of a second answer, then what the quotation shows', async () => {
    const undecided = makeQuotation({ id: 'q158', decision: null });
    const accepted = acceptedOn26th();
    let current = undecided;
    let reachable = true;
    answer(server, {
      ...api(undecided).routes,
      'GET /quotations/q158': () => (reachable ? [200, current] : 'drop'),
      'GET /quotations': () => (reachable ? [200, [current]] : 'drop'),
      [`POST ${PATH}`]: () => {
        current = accepted;
        reachable = false;
        return 'drop';
      },
    });
    open();
    await userEvent.click(within(await section()).getByRole('button', { name: 'Aceptar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aceptar la cotización COT-2026-0158' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar cotización' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /^No sabemos si tu respuesta quedó registrada: .* Revisa antes de intentarlo de nuevo\.$/,
    );
    expect(within(dialog).queryByRole('button', { name: 'Aceptar cotización' })).toBeNull();

    reachable = true;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revisar' }));
    await findToast('Confirmamos que aceptaste la cotización COT-2026-0158.');
    expect(requestsTo(server, 'POST', PATH)).toHaveLength(1);
  });

  /** The answer before: changes asked for («Agregar pintura»). */
  const changes = {
    outcome: 'cambios_solicitados' as const,
    reason: null,
    comment: 'Agregar pintura',
    decidedAt: '2026-11-26T10:42:00-06:00',
    decidedBy: DECIDER,
  };

  it('after asking for changes, the customer may still accept or decline this version (not ask again)', async () => {
    const server_ = api(decided(changes));
    const accepted = decided({ ...changes, outcome: 'aceptada', comment: null, decidedAt: '2026-11-27T09:00:00-06:00' });
    answer(server, server_.deciding(accepted));
    open();
    const answered = await section();
    expect(answered).toHaveTextContent('Pediste cambios: «Agregar pintura»');
    expect(answered).toHaveTextContent('no la cobraremos automáticamente');
    expect(within(answered).queryByRole('button', { name: 'Pedir cambios' })).toBeNull();
    expect(within(answered).getByRole('button', { name: 'Rechazar' })).toBeInTheDocument();
    await userEvent.click(within(answered).getByRole('button', { name: 'Aceptar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Aceptar la cotización COT-2026-0158' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar cotización' }));
    await findToast('Aceptaste la cotización COT-2026-0158.');
    expect(await section()).toHaveTextContent('Aceptaste esta cotización el 27 nov 2026, 09:00.');
    expect(within(await section()).queryByRole('button', { name: 'Rechazar' })).toBeNull();
  });

  it('a lost answer after asking for changes: the previous answer read again is not taken for the new one', async () => {
    answer(server, { ...api(decided(changes)).routes, [`POST ${PATH}`]: () => 'drop' });
    open();
    await userEvent.click(within(await section()).getByRole('button', { name: 'Aceptar' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar cotización' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'tu nueva respuesta no quedó registrada: la cotización conserva la anterior',
    );
  });

  it('offers nothing on a backend without decisions, nor on a quotation that is not pending', async () => {
    // makeQuotation has no `decision`, as a backend without quotation decisions answers.
    answer(server, api(makeQuotation({ id: 'q158' })).routes);
    open();
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.queryByTestId('quotation-decision')).not.toBeInTheDocument();
    cleanup();
    answer(server, api(makeQuotation({ id: 'q158', status: 'vencida', decision: null })).routes);
    open();
    expect(await screen.findByRole('table')).toBeInTheDocument();
    expect(screen.queryByTestId('quotation-decision')).not.toBeInTheDocument();
  });
});
