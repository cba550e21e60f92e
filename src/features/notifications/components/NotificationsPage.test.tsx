import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, findToast, renderApp, requestsTo, setupTestApi } from '@/test/render';
import { makeEmployer } from '@/test/contract-examples';
import { NotificationsPage } from './NotificationsPage';

const server = setupTestApi();
const routes = [{ path: '/app/notificaciones', element: <NotificationsPage /> }];
const render = () => renderApp({ path: '/app/notificaciones', routes, user: makeEmployer() });
const PATH = '/users/me/notification-preferences';
const ALL_ON = { quotationIssued: true, dueSoon: true, referenceExpiring: true, paymentReceived: true, cfdiReady: true };
const preferences = (email: Record<string, boolean>, updatedAt: string | null = null) => ({
  email: { ...email, autoChargeNotice: true },
  updatedAt,
});
const sent = () => requestsTo(server, 'PUT', PATH).map((r) => JSON.parse(r.text) as unknown);

describe('Notificaciones', () => {
  it('shows one switch per kind with when it is sent, and the automatic charge notice on and disabled with the reason', async () => {
    answer(server, { [`GET ${PATH}`]: () => [200, preferences({ ...ALL_ON, dueSoon: false })] });
    render();
    expect(screen.getByRole('status', { name: 'Cargando tus preferencias' })).toBeInTheDocument();
    const received = await screen.findByRole('switch', { name: 'Pago recibido' });
    expect(received).toBeChecked();
    expect(received).toHaveAccessibleDescription('Cuando recibimos un pago, con el enlace a su recibo.');
    expect(screen.getByRole('switch', { name: 'Cotización por vencer' })).not.toBeChecked();
    for (const name of ['Cotización nueva', 'Referencia de pago por vencer', 'Factura lista'])
      expect(screen.getByRole('switch', { name })).toBeChecked();
    const notice = screen.getByRole('switch', { name: 'Aviso de cargo automático' });
    expect(notice).toBeChecked();
    expect(notice).toBeDisabled();
    expect(notice).toHaveAccessibleDescription('Siempre activo: la ley nos pide avisarte 5 días antes de cada cargo automático.');
  });

  it('saves exactly the five choices, with a toast and an inline confirmation', async () => {
    const user = userEvent.setup();
    answer(server, {
      [`GET ${PATH}`]: () => [200, preferences(ALL_ON)],
      [`PUT ${PATH}`]: ({ body }) => [200, preferences((body as { email: Record<string, boolean> }).email, '2026-11-22T10:32:00-06:00')],
    });
    render();
    await user.click(await screen.findByRole('switch', { name: 'Pago recibido' }));
    await user.click(screen.getByRole('button', { name: 'Guardar preferencias' }));
    expect(await findToast('Guardamos tus preferencias de notificación.')).toBeInTheDocument();
    expect(screen.getByTestId('preferences-saved')).toHaveTextContent('Guardamos tus preferencias.');
    expect(sent()).toEqual([{ email: { ...ALL_ON, paymentReceived: false } }]);
    expect(screen.getByRole('switch', { name: 'Pago recibido' })).not.toBeChecked();
    // A new change hides the confirmation.
    await user.click(screen.getByRole('switch', { name: 'Factura lista' }));
    expect(screen.queryByTestId('preferences-saved')).not.toBeInTheDocument();
  });

  it('a failed save says so in Spanish and keeps every switch as chosen', async () => {
    const user = userEvent.setup();
    answer(server, {
      [`GET ${PATH}`]: () => [200, preferences(ALL_ON)],
      [`PUT ${PATH}`]: () => [500, { message: 'Ocurrió un error inesperado. Inténtalo de nuevo más tarde.' }],
    });
    render();
    await user.click(await screen.findByRole('switch', { name: 'Cotización nueva' }));
    await user.click(screen.getByRole('button', { name: 'Guardar preferencias' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos guardar tus preferencias.');
    expect(screen.getByRole('switch', { name: 'Cotización nueva' })).not.toBeChecked();
    expect(screen.queryByTestId('preferences-saved')).not.toBeInTheDocument();
  });

  it('reads a kind an older backend does not send as on', async () => {
    answer(server, { [`GET ${PATH}`]: () => [200, { email: { quotationIssued: false }, updatedAt: null }] });
    render();
    expect(await screen.findByRole('switch', { name: 'Cotización nueva' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Factura lista' })).toBeChecked();
  });

  it('a backend without the operation gives an error state with Reintentar, never a blank screen', async () => {
    const user = userEvent.setup();
    let calls = 0;
    answer(server, {
      [`GET ${PATH}`]: () => (++calls === 1 ? [404, { message: 'No encontramos lo que buscas.' }] : [200, preferences(ALL_ON)]),
    });
    render();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos cargar tus preferencias de notificación');
    await user.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('switch', { name: 'Pago recibido' })).toBeChecked();
  });
});
