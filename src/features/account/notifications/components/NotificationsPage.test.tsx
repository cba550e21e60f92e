import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { answer, findToast, renderApp, requestsTo, setupTestApi, type Routes } from '@/test/render';
import { makeEmployer } from '@/test/contract-examples';
import { NotificationsPage } from './NotificationsPage';

const server = setupTestApi();
const routes = [{ path: '/app/notificaciones', element: <NotificationsPage /> }];
const render = () => renderApp({ path: '/app/notificaciones', routes, user: makeEmployer() });

/** A server that keeps what it is sent (with no version); the page shown, «Pago recibido» turned off and saved. */
async function savePaymentReceivedOff(user: ReturnType<typeof userEvent.setup>) {
  answer(server, {
    [`GET ${PATH}`]: () => [200, preferences(ALL_ON)],
    [`PUT ${PATH}`]: ({ body }) => [200, preferences((body as { email: Record<string, boolean> }).email, '2026-11-22T10:32:00-06:00')],
  });
  render();
  await user.click(await screen.findByRole('switch', { name: 'Pago recibido' }));
  await user.click(screen.getByRole('button', { name: 'Guardar preferencias' }));
  expect(await findToast('Guardamos tus preferencias de notificación.')).toBeInTheDocument();
}
const PATH = '/users/me/notification-preferences';
const ALL_ON = {
  quotationIssued: true,
  dueSoon: true,
  referenceExpiring: true,
  paymentReceived: true,
  cfdiReady: true,
  accountantPackage: true,
};
const preferences = (email: Record<string, boolean>, updatedAt: string | null = null, version?: number) => ({
  email: { ...email, autoChargeNotice: true },
  updatedAt,
  ...(version === undefined ? {} : { version }),
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

  it('saves exactly the choosable kinds, with a toast and an inline confirmation', async () => {
    const user = userEvent.setup();
    await savePaymentReceivedOff(user);
    expect(screen.getByTestId('preferences-saved')).toHaveTextContent('Guardamos tus preferencias.');
    expect(sent()).toEqual([{ email: { ...ALL_ON, paymentReceived: false } }]);
    expect(screen.getByRole('switch', { name: 'Pago recibido' })).not.toBeChecked();
    // A new change hides the confirmation.
    await user.click(screen.getByRole('switch', { name: 'Factura lista' }));
    expect(screen.queryByTestId('preferences-saved')).not.toBeInTheDocument();
  });

  it('a refusal says so in Spanish and keeps every switch as chosen', async () => {
    const user = userEvent.setup();
    answer(server, {
      [`GET ${PATH}`]: () => [200, preferences(ALL_ON)],
      [`PUT ${PATH}`]: () => [422, { message: 'Algunos datos no son válidos. Revisa los campos marcados.' }],
    });
    render();
    await user.click(await screen.findByRole('switch', { name: 'Cotización nueva' }));
    await user.click(screen.getByRole('button', { name: 'Guardar preferencias' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos guardar tus preferencias. Algunos datos no son válidos. Revisa los campos marcados.');
    expect(screen.getByRole('switch', { name: 'Cotización nueva' })).not.toBeChecked();
    expect(screen.queryByTestId('preferences-saved')).not.toBeInTheDocument();
    // A definite refusal: nothing read again.
    expect(requestsTo(server, 'GET', PATH)).toHaveLength(1);
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

/**
 * A server that keeps the preferences and their version, refusing a stale If-Match (409) as the
 * contract says; `lose` says what happens to the answer of a save the server made.
 */
function statefulServer(start: Record<string, boolean> = ALL_ON) {
  const state = { email: { ...start }, version: 0, reachable: true };
  const current = () => preferences(state.email, state.version ? '2026-11-22T10:32:00-06:00' : null, state.version);
  const routes = (lose: (saved: boolean) => 'drop' | readonly [number, unknown] | null = () => null): Routes => ({
    [`GET ${PATH}`]: () => (state.reachable ? [200, current()] : 'drop'),
    [`PUT ${PATH}`]: ({ body, headers }) => {
      const copy = headers['if-match'];
      if (copy !== undefined && copy !== String(state.version)) return [409, { message: CHANGED }];
      state.email = { ...(body as { email: Record<string, boolean> }).email };
      state.version += 1;
      return lose(true) ?? [200, current()];
    },
  });
  return { state, routes };
}
const CHANGED =
  'Tus preferencias de notificación cambiaron en otra pestaña o dispositivo mientras las editabas. No se guardó nada; revisa las actuales y vuelve a guardar.';
const ifMatches = () => requestsTo(server, 'PUT', PATH).map((r) => r.headers['if-match']);

describe('Notificaciones after a lost answer', () => {
  it('saved by the server although its answer was lost: read again, it says so («Confirmamos…») and the switches show what is saved', async () => {
    const user = userEvent.setup();
    const api = statefulServer();
    // The server saves; only the first answer is lost.
    let saves = 0;
    answer(
      server,
      api.routes(() => (++saves === 1 ? 'drop' : null)),
    );
    render();
    await user.click(await screen.findByRole('switch', { name: 'Cotización nueva' }));
    await user.click(screen.getByRole('button', { name: 'Guardar preferencias' }));
    expect(await findToast('Confirmamos que guardamos tus preferencias de notificación.')).toBeInTheDocument();
    expect(screen.getByTestId('preferences-saved')).toHaveTextContent('Confirmamos que guardamos tus preferencias.');
    expect(screen.getByRole('switch', { name: 'Cotización nueva' })).not.toBeChecked();
    expect(screen.queryByText(/No pudimos guardar/)).not.toBeInTheDocument();
    // Saved once, never sent again blind.
    expect(ifMatches()).toEqual(['0']);
    // The next save stands on the version saved.
    await user.click(screen.getByRole('switch', { name: 'Factura lista' }));
    await user.click(screen.getByRole('button', { name: 'Guardar preferencias' }));
    expect(await findToast('Guardamos tus preferencias de notificación.')).toBeInTheDocument();
    expect(ifMatches()).toEqual(['0', '1']);
    expect(api.state.email).toEqual({ ...ALL_ON, quotationIssued: false, cfdiReady: false });
  });

  it('not saved (a 502, the preferences read again unchanged): says it was checked, keeps the switches, and saving again works', async () => {
    const user = userEvent.setup();
    const api = statefulServer();
    let attempts = 0;
    answer(server, {
      ...api.routes(),
      [`PUT ${PATH}`]: (request) => (++attempts === 1 ? [502, {}] : api.routes()[`PUT ${PATH}`]!(request)),
    });
    render();
    await user.click(await screen.findByRole('switch', { name: 'Pago recibido' }));
    await user.click(screen.getByRole('button', { name: 'Guardar preferencias' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No recibimos respuesta del servidor y comprobamos que tus preferencias no se guardaron. Tus cambios siguen aquí: vuelve a guardarlos.',
    );
    expect(screen.getByRole('switch', { name: 'Pago recibido' })).not.toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Guardar preferencias' }));
    expect(await findToast('Guardamos tus preferencias de notificación.')).toBeInTheDocument();
    expect(api.state.email.paymentReceived).toBe(false);
  });

  it('unknown (no answer, and the preferences cannot be read): «No sabemos», «Revisar», then the truth once they can be read', async () => {
    const user = userEvent.setup();
    const api = statefulServer();
    answer(
      server,
      api.routes(() => {
        api.state.reachable = false;
        return 'drop';
      }),
    );
    render();
    await user.click(await screen.findByRole('switch', { name: 'Cotización por vencer' }));
    await user.click(screen.getByRole('button', { name: 'Guardar preferencias' }));
    const notice = await screen.findByTestId('preferences-unconfirmed');
    expect(notice).toHaveAttribute('role', 'alert');
    expect(notice).toHaveTextContent(
      'No sabemos si se guardaron tus preferencias: el servidor no respondió y tampoco pudimos consultarlo. Tus cambios siguen aquí; revisa antes de volver a guardar.',
    );
    expect(screen.queryByText(/No pudimos guardar/)).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Cotización por vencer' })).not.toBeChecked();

    await user.click(within(notice).getByRole('button', { name: 'Revisar' }));
    expect(await within(notice).findByText(/Todavía no pudimos comprobarlo/)).toBeInTheDocument();

    api.state.reachable = true;
    await user.click(within(screen.getByTestId('preferences-unconfirmed')).getByRole('button', { name: 'Revisar' }));
    expect(await findToast('Confirmamos que guardamos tus preferencias de notificación.')).toBeInTheDocument();
    expect(screen.queryByTestId('preferences-unconfirmed')).not.toBeInTheDocument();
    expect(requestsTo(server, 'PUT', PATH)).toHaveLength(1);
  });
});

describe('Notificaciones from a stale copy (another tab saved first)', () => {
  /** This tab loaded version 0 (its switch `loaded` showing); another tab then turns «Cotización nueva» off. */
  async function staleCopy(loaded: string) {
    const api = statefulServer();
    answer(server, api.routes());
    render();
    await screen.findByRole('switch', { name: loaded });
    api.state.email = { ...ALL_ON, quotationIssued: false };
    api.state.version = 1;
    return api;
  }

  it('each save names its copy (If-Match); a stale one is refused and the current preferences show with this tab’s change on top, to save again', async () => {
    const user = userEvent.setup();
    const api = await staleCopy('Cotización por vencer');

    await user.click(screen.getByRole('switch', { name: 'Cotización por vencer' }));
    await user.click(screen.getByRole('button', { name: 'Guardar preferencias' }));
    const notice = await screen.findByTestId('preferences-changed');
    expect(notice).toHaveAttribute('role', 'alert');
    expect(notice).toHaveTextContent('Tus preferencias cambiaron en otra pestaña o dispositivo mientras las editabas.');
    expect(notice).toHaveTextContent('No guardamos tus cambios.');
    expect(await within(notice).findByText('Se guardó en otra parte: no recibir «Cotización nueva».')).toBeInTheDocument();
    expect(notice).toHaveTextContent(
      'Ahora ves tus preferencias actuales con tus cambios encima, aún sin guardar: no recibir «Cotización por vencer».',
    );
    // The other tab's change shows; this tab's change is kept, unsaved; nothing was undone on the server.
    expect(screen.getByRole('switch', { name: 'Cotización nueva' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Cotización por vencer' })).not.toBeChecked();
    expect(api.state.email).toEqual({ ...ALL_ON, quotationIssued: false });

    await user.click(screen.getByRole('button', { name: 'Guardar preferencias' }));
    expect(await findToast('Guardamos tus preferencias de notificación.')).toBeInTheDocument();
    expect(screen.queryByTestId('preferences-changed')).not.toBeInTheDocument();
    expect(ifMatches()).toEqual(['0', '1']);
    expect(api.state.email).toEqual({ ...ALL_ON, quotationIssued: false, dueSoon: false });
  });

  it('«Descartar mis cambios» leaves the current preferences; a change already saved elsewhere needs no second save', async () => {
    const user = userEvent.setup();
    const api = await staleCopy('Factura lista');
    await user.click(screen.getByRole('switch', { name: 'Factura lista' }));
    await user.click(screen.getByRole('button', { name: 'Guardar preferencias' }));
    const notice = await screen.findByTestId('preferences-changed');
    await user.click(await within(notice).findByRole('button', { name: 'Descartar mis cambios' }));
    expect(screen.queryByTestId('preferences-changed')).not.toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Factura lista' })).toBeChecked();
    expect(screen.getByRole('switch', { name: 'Cotización nueva' })).not.toBeChecked();

    // Elsewhere «Pago recibido» went off too; this tab, from version 1, turns it off: already so.
    api.state.email = { ...api.state.email, paymentReceived: false };
    api.state.version = 2;
    await user.click(screen.getByRole('switch', { name: 'Pago recibido' }));
    await user.click(screen.getByRole('button', { name: 'Guardar preferencias' }));
    expect(await findToast('Tus preferencias ya tenían estos cambios guardados.')).toBeInTheDocument();
    expect(screen.queryByTestId('preferences-changed')).not.toBeInTheDocument();
    expect(requestsTo(server, 'PUT', PATH)).toHaveLength(2);
  });

  it('a backend that answers no version gets no If-Match (the last save wins)', async () => {
    const user = userEvent.setup();
    await savePaymentReceivedOff(user);
    expect(ifMatches()).toEqual([undefined]);
  });
});
