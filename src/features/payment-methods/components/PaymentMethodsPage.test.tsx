import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { userQueryKey, type User } from '@/lib/session';
import { startTestServer, type TestServer } from '@/test/http-server';
import {
  AUTO_PAYMENT_ON,
  AUTO_PAYMENT_PREVIEW,
  CARDS,
  DEFAULT_CARD_ID,
  employer,
  expiredCarnet,
  mastercard,
  nonEmployer,
  visa,
} from '../test/fixtures';
import { answer, TOKEN } from '@/test/render';
import { deferred, renderPaymentMethods } from '../test/screen';

let server: TestServer;

beforeEach(async () => {
  server = await startTestServer();
});

afterEach(async () => {
  await server.close();
});

const cardRequests = () => server.requests.filter((r) => r.method === 'GET' && r.url === '/customers/me/cards');
const consentRequests = () => server.requests.filter((r) => r.method === 'POST' && r.url === '/customers/me/auto-payment/consent');
const patchRequests = () => server.requests.filter((r) => r.method === 'PATCH' && r.url === '/customers/me');
const cachedUser = (queryClient: { getQueryData: (key: readonly unknown[]) => unknown }) =>
  queryClient.getQueryData(userQueryKey()) as User;

/** The automatic-payment switch, pressed once it can be used. */
async function pressAutoPayment() {
  const toggle = await screen.findByRole('switch', { name: 'Pago automático' });
  await waitFor(() => expect(toggle).toBeEnabled());
  await userEvent.click(toggle);
  return toggle;
}

/** Automatic payment off, as the page says, shows and caches it. */
async function expectTurnedOff(toggle: HTMLElement, queryClient: Parameters<typeof cachedUser>[0]) {
  expect(await screen.findByText('Desactivaste el pago automático. No haremos más cargos automáticos.')).toBeInTheDocument();
  expect(toggle).not.toBeChecked();
  expect(cachedUser(queryClient).customer.autoPaymentEnabled).toBe(false);
}

async function findCard(name: RegExp | string) {
  const heading = await screen.findByRole('heading', { level: 3, name });
  return heading.closest('li') as HTMLElement;
}

describe('the card list', () => {
  it('shows each card as the spec formats it, the default first, with its badges', async () => {
    answer(server, { 'GET /customers/me/cards': () => [200, CARDS] });
    renderPaymentMethods({ server, user: employer });

    const items = await screen.findAllByTestId('saved-card');
    expect(items.map((item) => item.dataset.cardId)).toEqual([DEFAULT_CARD_ID, mastercard.id, expiredCarnet.id]);

    const first = within(items[0]!);
    expect(first.getByRole('heading', { level: 3 })).toHaveAccessibleName('Visa terminación 1111');
    expect(first.getByText('4111 11•• •••• 1111')).toBeInTheDocument();
    expect(first.getByText('María José Hernández Ñúñez')).toBeInTheDocument();
    expect(first.getByText('12/39')).toBeInTheDocument();
    expect(first.getByTitle('Crédito · BBVA México')).toHaveTextContent('Crédito · BBVA México');
    expect(first.getByText('Predeterminada')).toBeInTheDocument();
    expect(first.queryByRole('button', { name: /Hacer predeterminada/ })).toBeNull();

    const second = within(items[1]!);
    expect(second.getByText('5555 55•• •••• 4444')).toBeInTheDocument();
    expect(second.getByText('Vence pronto')).toBeInTheDocument();
    expect(second.queryByText('Predeterminada')).toBeNull();
    expect(second.getByRole('button', { name: 'Hacer predeterminada la Mastercard terminación 4444' })).toBeEnabled();

    const third = within(items[2]!);
    expect(third.getByText('5062 54•• •••• 5232')).toBeInTheDocument();
    expect(third.getByText('Vencida')).toBeInTheDocument();
    expect(third.queryByText('Vence pronto')).toBeNull();
    // An expired card cannot become the default: no button, a reason instead.
    expect(third.queryByRole('button', { name: /Hacer predeterminada/ })).toBeNull();
    expect(third.getByText('Una tarjeta vencida no puede ser la predeterminada.')).toBeInTheDocument();

    expect(cardRequests()).toHaveLength(1);
    expect(cardRequests()[0]!.headers.authorization).toBe(`Bearer ${TOKEN}`);
    expect(document.title).toBe('Métodos de pago · Cotiza');
  });

  it('shows skeletons while loading', async () => {
    const { gate, release } = deferred();
    answer(server, { 'GET /customers/me/cards': () => gate.then(() => [200, CARDS] as const) });
    renderPaymentMethods({ server, user: employer });

    expect(await screen.findByRole('status')).toHaveTextContent('Cargando tus tarjetas…');
    expect(screen.queryAllByTestId('saved-card')).toHaveLength(0);
    release();
    expect(await screen.findAllByTestId('saved-card')).toHaveLength(3);
    expect(screen.queryByText('Cargando tus tarjetas…')).toBeNull();
  });

  it('shows the error with a retry that loads the list', async () => {
    let fail = true;
    answer(server, {
      'GET /customers/me/cards': () => (fail ? [500, { message: 'Openpay no respondió. Intenta más tarde.' }] : [200, CARDS]),
    });
    renderPaymentMethods({ server, user: employer });

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('No pudimos cargar tus tarjetas');
    expect(alert).toHaveTextContent('Openpay no respondió. Intenta más tarde.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findAllByTestId('saved-card')).toHaveLength(3);
    expect(cardRequests()).toHaveLength(2);
  });

  it('invites to add a first card when there is none', async () => {
    answer(server, { 'GET /customers/me/cards': () => [200, []] });
    renderPaymentMethods({ server, user: nonEmployer });

    expect(await screen.findByText('Aún no tienes tarjetas guardadas')).toBeInTheDocument();
    const buttons = screen.getAllByRole('button', { name: 'Agregar tarjeta' });
    expect(buttons).toHaveLength(1);
    await userEvent.click(buttons[0]!);
    expect(await screen.findByRole('dialog', { name: 'Agregar tarjeta' })).toBeInTheDocument();
    expect(screen.getByText('Será tu tarjeta predeterminada.')).toBeInTheDocument();
  });
});

describe('making a card the default', () => {
  it('sends only the card id, shows the pending state, moves the badge and refreshes the list', async () => {
    const { gate, release } = deferred();
    answer(server, {
      'GET /customers/me/cards': () => [200, CARDS],
      'PATCH /customers/me': () => gate.then(() => [200, { ...employer.customer, defaultCardId: mastercard.id }] as const),
    });
    const { queryClient } = renderPaymentMethods({ server, user: employer });

    const button = await screen.findByRole('button', { name: 'Hacer predeterminada la Mastercard terminación 4444' });
    await userEvent.click(button);
    await waitFor(() => expect(patchRequests()).toHaveLength(1));
    expect(JSON.parse(patchRequests()[0]!.body.toString())).toEqual({ defaultCardId: mastercard.id });
    expect(patchRequests()[0]!.headers['content-type']).toMatch(/application\/json/);
    // Pending: the button says so and the other actions wait.
    expect(within(button).getByRole('progressbar', { name: 'Procesando' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Eliminar la Visa terminación 1111' })).toBeDisabled();

    release();
    expect(await screen.findByText('Tu tarjeta predeterminada ahora es la Mastercard terminación 4444.')).toBeInTheDocument();
    const mastercardItem = await findCard('Mastercard terminación 4444');
    expect(within(mastercardItem).getByText('Predeterminada')).toBeInTheDocument();
    expect(within(await findCard('Visa terminación 1111')).queryByText('Predeterminada')).toBeNull();
    expect(cachedUser(queryClient).customer.defaultCardId).toBe(mastercard.id);
    await waitFor(() => expect(cardRequests()).toHaveLength(2));
  });

  it('keeps the old default and shows the server’s message when it fails', async () => {
    answer(server, {
      'GET /customers/me/cards': () => [200, CARDS],
      'PATCH /customers/me': () => [404, { message: 'No encontramos esa tarjeta en tu cuenta.' }],
    });
    const { queryClient } = renderPaymentMethods({ server, user: employer });

    await userEvent.click(await screen.findByRole('button', { name: /Hacer predeterminada la Mastercard/ }));
    expect(
      await screen.findByText('No pudimos hacer predeterminada la Mastercard terminación 4444. No encontramos esa tarjeta en tu cuenta.'),
    ).toBeInTheDocument();
    expect(within(await findCard('Visa terminación 1111')).getByText('Predeterminada')).toBeInTheDocument();
    expect(cachedUser(queryClient).customer.defaultCardId).toBe(DEFAULT_CARD_ID);
    expect(screen.getByRole('button', { name: /Hacer predeterminada la Mastercard/ })).toBeEnabled();
  });
});

describe('removing a card', () => {
  it('explains what happens to automatic payment, deletes, clears the default and refreshes the list', async () => {
    let cards = CARDS;
    answer(server, {
      'GET /customers/me/cards': () => [200, cards],
      [`DELETE /customers/me/cards/${DEFAULT_CARD_ID}`]: () => {
        cards = CARDS.filter((card) => card.id !== DEFAULT_CARD_ID);
        return [204];
      },
    });
    const { queryClient } = renderPaymentMethods({ server, user: employer });

    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar la Visa terminación 1111' }));
    const dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar la Visa terminación 1111?' });
    expect(dialog).toHaveAccessibleDescription(
      'Es tu tarjeta predeterminada y tienes el pago automático activado. Al eliminarla, el pago automático se desactivará: para volver a activarlo, elige otra tarjeta predeterminada.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar tarjeta' }));

    expect(await screen.findByText('Eliminamos la Visa terminación 1111. El pago automático quedó desactivado.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(screen.getAllByTestId('saved-card')).toHaveLength(2));
    expect(server.requests.filter((r) => r.method === 'DELETE').map((r) => r.url)).toEqual([`/customers/me/cards/${DEFAULT_CARD_ID}`]);
    expect(cachedUser(queryClient).customer).toMatchObject({ defaultCardId: null, autoPaymentEnabled: false });
    expect(screen.getByRole('switch', { name: 'Pago automático' })).not.toBeChecked();
    expect(screen.getByRole('heading', { name: 'Tus tarjetas' })).toHaveFocus();
  });

  it('says a card that is not the default can be added again; cancelling sends nothing', async () => {
    answer(server, { 'GET /customers/me/cards': () => [200, CARDS] });
    renderPaymentMethods({ server, user: employer });

    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar la Mastercard terminación 4444' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveAccessibleDescription(
      'Ya no podrás usarla para pagar tus cotizaciones. Puedes volver a agregarla cuando quieras.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(server.requests.some((r) => r.method === 'DELETE')).toBe(false);
  });

  it('says inside the dialog, next to its button, when the server fails; a new attempt can follow and a reopened dialog starts clean', async () => {
    let fail = true;
    let cards = CARDS;
    answer(server, {
      'GET /customers/me/cards': () => [200, cards],
      [`DELETE /customers/me/cards/${mastercard.id}`]: () => {
        if (fail) return [500, {}];
        cards = CARDS.filter((card) => card.id !== mastercard.id);
        return [204];
      },
    });
    const { queryClient } = renderPaymentMethods({ server, user: employer });

    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar la Mastercard terminación 4444' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar tarjeta' }));
    // A 500 says nothing about the removal: the list read again still has the card. The catalogue's
    // default for 500, in the dialog and nowhere else.
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'No pudimos eliminar la tarjeta: comprobamos que sigue guardada. Error 500',
    );
    expect(screen.getAllByText(/Error 500/)).toHaveLength(1);
    expect(within(dialog).getByRole('button', { name: 'Eliminar tarjeta' })).toBeEnabled();
    expect(screen.getAllByTestId('saved-card')).toHaveLength(3);
    expect(cachedUser(queryClient).customer).toEqual(employer.customer);

    // Closed and opened again: no stale message.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await userEvent.click(screen.getByRole('button', { name: 'Eliminar la Mastercard terminación 4444' }));
    const again = await screen.findByRole('alertdialog');
    expect(within(again).queryByRole('alert')).toBeNull();

    fail = false;
    await userEvent.click(within(again).getByRole('button', { name: 'Eliminar tarjeta' }));
    expect(await screen.findByText('Eliminamos la Mastercard terminación 4444.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getAllByTestId('saved-card')).toHaveLength(2));
  });

  it('a card the server no longer has (a real 404) closes the dialog, says so and leaves the list', async () => {
    let cards = CARDS;
    answer(server, {
      'GET /customers/me/cards': () => [200, cards],
      [`DELETE /customers/me/cards/${mastercard.id}`]: () => {
        cards = CARDS.filter((card) => card.id !== mastercard.id);
        return [404, { message: 'Tarjeta no encontrada' }];
      },
    });
    renderPaymentMethods({ server, user: employer });

    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar la Mastercard terminación 4444' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Eliminar tarjeta' }));
    expect(await screen.findByText('La Mastercard terminación 4444 ya no estaba guardada.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(screen.getAllByTestId('saved-card')).toHaveLength(2));
  });

  it('a 503 (mapped by the spec to 404 "Error") is a failure to show, never "ya no estaba"', async () => {
    answer(server, {
      'GET /customers/me/cards': () => [200, CARDS],
      [`DELETE /customers/me/cards/${mastercard.id}`]: () => [503, {}],
    });
    renderPaymentMethods({ server, user: employer });

    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar la Mastercard terminación 4444' }));
    const dialog = await screen.findByRole('alertdialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar tarjeta' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      /No pudimos eliminar la tarjeta: comprobamos que sigue guardada\. Error \(503\)/,
    );
    expect(screen.queryByText(/ya no estaba/)).toBeNull();
    expect(screen.getAllByTestId('saved-card')).toHaveLength(3);
  });
});

describe('automatic payment', () => {
  it('turns off at once, sends only the flag and confirms', async () => {
    const { gate, release } = deferred();
    answer(server, {
      'GET /customers/me/cards': () => [200, CARDS],
      'PATCH /customers/me': () => gate.then(() => [200, { ...employer.customer, autoPaymentEnabled: false }] as const),
    });
    const { queryClient } = renderPaymentMethods({ server, user: employer });

    await screen.findAllByTestId('saved-card');
    const toggle = screen.getByRole('switch', { name: 'Pago automático' });
    expect(toggle).toBeChecked();
    expect(toggle).toHaveAccessibleDescription(
      'Cobramos tus cotizaciones pendientes en su último día a tu tarjeta predeterminada (Visa terminación 1111), con aviso por correo 5 días antes.',
    );
    await userEvent.click(toggle);
    // Optimistic: off before the server answers.
    expect(toggle).not.toBeChecked();
    await waitFor(() => expect(patchRequests()).toHaveLength(1));
    expect(JSON.parse(patchRequests()[0]!.body.toString())).toEqual({ autoPaymentEnabled: false });
    release();
    await expectTurnedOff(toggle, queryClient);
  });

  it('rolls back and says why when the server refuses the change', async () => {
    const { gate, release } = deferred();
    answer(server, {
      'GET /customers/me/cards': () => [200, CARDS],
      'PATCH /customers/me': () =>
        gate.then(() => [422, { message: 'Ocurrió un error inesperado. Inténtalo de nuevo más tarde.' }] as const),
    });
    const { queryClient } = renderPaymentMethods({ server, user: employer });

    const toggle = await screen.findByRole('switch', { name: 'Pago automático' });
    await userEvent.click(toggle);
    expect(toggle).not.toBeChecked();
    expect(cachedUser(queryClient).customer.autoPaymentEnabled).toBe(false);
    release();
    expect(
      await screen.findByText('No pudimos desactivar el pago automático. Ocurrió un error inesperado. Inténtalo de nuevo más tarde.'),
    ).toBeInTheDocument();
    expect(toggle).toBeChecked();
    expect(cachedUser(queryClient).customer.autoPaymentEnabled).toBe(true);
  });

  it('cannot be turned on without a default card, and says so', async () => {
    answer(server, { 'GET /customers/me/cards': () => [200, [visa]] });
    renderPaymentMethods({ server, user: nonEmployer });

    await screen.findAllByTestId('saved-card');
    const toggle = screen.getByRole('switch', { name: 'Pago automático' });
    expect(toggle).not.toBeChecked();
    expect(toggle).toBeDisabled();
    expect(screen.getByTestId('auto-payment-blocker')).toHaveTextContent(
      'Para activar el pago automático, primero elige una tarjeta predeterminada.',
    );
    await userEvent.click(toggle);
    expect(patchRequests()).toHaveLength(0);
  });

  it('cannot be turned on when the default card is expired', async () => {
    const user: User = {
      ...employer,
      customer: { ...employer.customer, defaultCardId: expiredCarnet.id, autoPaymentEnabled: false },
    };
    answer(server, { 'GET /customers/me/cards': () => [200, CARDS] });
    renderPaymentMethods({ server, user });

    await screen.findAllByTestId('saved-card');
    expect(screen.getByRole('switch', { name: 'Pago automático' })).toBeDisabled();
    expect(screen.getByTestId('auto-payment-blocker')).toHaveTextContent(
      'Tu tarjeta predeterminada (Carnet terminación 5232) está vencida. Elige otra tarjeta predeterminada para activar el pago automático.',
    );
  });

  it('turns on only through the consent dialog, which says what, when, which card, the notice and how to stop', async () => {
    const user: User = { ...employer, customer: { ...employer.customer, autoPaymentEnabled: false } };
    answer(server, {
      'GET /customers/me/cards': () => [200, CARDS],
      'GET /customers/me/auto-payment': () => [200, AUTO_PAYMENT_PREVIEW],
      'POST /customers/me/auto-payment/consent': () => [200, AUTO_PAYMENT_ON],
    });
    renderPaymentMethods({ server, user });

    const toggle = await screen.findByRole('switch', { name: 'Pago automático' });
    await waitFor(() => expect(toggle).toBeEnabled());
    // Off: nothing about a next charge.
    expect(screen.queryByTestId('next-auto-charge')).toBeNull();
    await userEvent.click(toggle);
    const dialog = await screen.findByRole('dialog', { name: 'Activar pago automático' });
    expect(toggle).not.toBeChecked();
    expect(within(dialog).getByTestId('auto-payment-preview')).toHaveTextContent('COT-2026-0152');
    expect(within(dialog).getByTestId('auto-payment-preview')).toHaveTextContent('$29,147.90 el 27 nov 2026');
    expect(dialog).toHaveTextContent('(hoy, Visa •••• 1111)');
    expect(dialog).toHaveTextContent('5 días naturales antes de cada cargo');
    expect(dialog).toHaveTextContent('desactiva este mismo interruptor en Métodos de pago. Es inmediato y sin penalización.');
    expect(within(dialog).getByTestId('auto-payment-terms')).toHaveTextContent(AUTO_PAYMENT_PREVIEW.terms.text);
    // Without ticking the box: a clear message, nothing sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Activar pago automático' }));
    expect(within(dialog).getByText('Marca la casilla para aceptar las condiciones.')).toBeInTheDocument();
    expect(consentRequests()).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Acepto que Cotiza cargue/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Activar pago automático' }));
    expect(
      await screen.findByText('Activaste el pago automático. Te avisaremos por correo 5 días antes de cada cargo.'),
    ).toBeInTheDocument();
    expect(JSON.parse(consentRequests()[0]!.body.toString())).toEqual({ termsVersion: '2026-11', accepted: true });
    expect(patchRequests()).toHaveLength(0);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(screen.getByTestId('next-auto-charge')).toHaveTextContent('Próximo cargo automático: 27 nov 2026, $29,147.90, Visa •••• 1111');
    expect(screen.getByTestId('next-auto-charge')).toHaveTextContent('Te avisaremos por correo el 22 nov 2026.');
    expect(screen.getByRole('link', { name: 'COT-2026-0152' })).toHaveAttribute('href', '/app/cotizaciones/6741b2f0c3a4d5e6f7a8b152');
    expect(screen.getByTestId('auto-payment-consent')).toHaveTextContent('Aceptaste las condiciones el 22 nov 2026 a las 12:00.');
  });

  it('Cancelar leaves it off; a wording that changed (409) is read again and asked again', async () => {
    const user: User = { ...employer, customer: { ...employer.customer, autoPaymentEnabled: false } };
    let terms = AUTO_PAYMENT_PREVIEW.terms;
    answer(server, {
      'GET /customers/me/cards': () => [200, CARDS],
      'GET /customers/me/auto-payment': () => [200, { ...AUTO_PAYMENT_PREVIEW, terms }],
      'POST /customers/me/auto-payment/consent': () => {
        terms = { version: '2027-01', text: 'Condiciones nuevas del pago automático.' };
        return [409, { message: 'Las condiciones del pago automático cambiaron.' }];
      },
    });
    renderPaymentMethods({ server, user });

    const toggle = await pressAutoPayment();
    let dialog = await screen.findByRole('dialog', { name: 'Activar pago automático' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(toggle).not.toBeChecked();
    expect(consentRequests()).toHaveLength(0);

    await userEvent.click(toggle);
    dialog = await screen.findByRole('dialog', { name: 'Activar pago automático' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Acepto/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Activar pago automático' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Las condiciones del pago automático cambiaron. Léelas de nuevo y acéptalas para activarlo.',
    );
    expect(await within(dialog).findByText('Condiciones nuevas del pago automático.')).toBeInTheDocument();
    expect(within(dialog).getByRole('checkbox', { name: /Acepto/ })).not.toBeChecked();
    expect(toggle).not.toBeChecked();
  });

  it('on without a recorded consent (turned on before it was asked): says nothing is charged and offers to accept', async () => {
    answer(server, {
      'GET /customers/me/cards': () => [200, CARDS],
      'GET /customers/me/auto-payment': () => [200, { ...AUTO_PAYMENT_PREVIEW, enabled: true }],
    });
    renderPaymentMethods({ server, user: employer });
    expect(await screen.findByTestId('auto-payment-needs-consent')).toHaveTextContent('no haremos cargos automáticos hasta que aceptes');
    expect(screen.queryByTestId('next-auto-charge')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Revisar y aceptar condiciones' }));
    expect(await screen.findByRole('dialog', { name: 'Activar pago automático' })).toBeInTheDocument();
  });

  it('a backend without automatic payment consent (404) still shows the switch as it was', async () => {
    answer(server, { 'GET /customers/me/cards': () => [200, CARDS] });
    renderPaymentMethods({ server, user: employer });
    const toggle = await screen.findByRole('switch', { name: 'Pago automático' });
    await waitFor(() => expect(server.requests.some((r) => r.url === '/customers/me/auto-payment')).toBe(true));
    expect(toggle).toBeChecked();
    expect(screen.queryByTestId('next-auto-charge')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

// An answer that never comes (or comes emptied) says nothing about the change. The screen
// reads the customer (or the cards) again and shows that, never its optimistic nor rolled-back guess.
describe('after a lost answer', () => {
  const userRequests = () => server.requests.filter((r) => r.method === 'POST' && r.url === '/users/user-by-token-app');

  it('automatic payment turned off by the server although its answer was lost: it shows off and says so', async () => {
    let customer = employer.customer;
    answer(server, {
      'GET /customers/me/cards': () => [200, CARDS],
      'PATCH /customers/me': ({ body }) => {
        customer = { ...customer, ...(body as object) };
        return 'drop';
      },
      'POST /users/user-by-token-app': () => [200, { ...employer, customer }],
    });
    const { queryClient } = renderPaymentMethods({ server, user: employer });

    const toggle = await pressAutoPayment();
    await expectTurnedOff(toggle, queryClient);
    expect(userRequests()).toHaveLength(1);
    expect(screen.queryByText(/No pudimos desactivar/)).toBeNull();
  });

  /** The consent dialog opened from the switch, the box ticked and «Activar» pressed. */
  async function activate() {
    await pressAutoPayment();
    const dialog = await screen.findByRole('dialog', { name: 'Activar pago automático' });
    await userEvent.click(within(dialog).getByRole('checkbox', { name: /Acepto que Cotiza cargue/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Activar pago automático' }));
    return dialog;
  }
  const off: User = { ...employer, customer: { ...employer.customer, autoPaymentEnabled: false } };

  it('consent recorded by the server although its answer was lost: read again, the switch shows on and the toast confirms it', async () => {
    let autoPayment = AUTO_PAYMENT_PREVIEW;
    answer(server, {
      'GET /customers/me/cards': () => [200, CARDS],
      'GET /customers/me/auto-payment': () => [200, autoPayment],
      'POST /customers/me/auto-payment/consent': () => {
        autoPayment = AUTO_PAYMENT_ON;
        return 'drop';
      },
      'POST /users/user-by-token-app': () => [200, { ...off, customer: { ...off.customer, autoPaymentEnabled: autoPayment.enabled } }],
    });
    const { queryClient } = renderPaymentMethods({ server, user: off });

    await activate();
    expect(
      await screen.findByText('Confirmamos que activaste el pago automático. Te avisaremos por correo 5 días antes de cada cargo.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('switch', { name: 'Pago automático' })).toBeChecked();
    expect(cachedUser(queryClient).customer.autoPaymentEnabled).toBe(true);
    expect(screen.getByTestId('next-auto-charge')).toHaveTextContent('Próximo cargo automático: 27 nov 2026');
    expect(screen.queryByText(/No pudimos activar/)).toBeNull();
    // Never sent twice.
    expect(consentRequests()).toHaveLength(1);
  });

  it('consent not recorded (a 502, the settings read again show it off): says it was checked, the switch stays off, and a new attempt goes', async () => {
    let autoPayment = AUTO_PAYMENT_PREVIEW;
    let attempts = 0;
    answer(server, {
      'GET /customers/me/cards': () => [200, CARDS],
      'GET /customers/me/auto-payment': () => [200, autoPayment],
      'POST /customers/me/auto-payment/consent': () => {
        attempts += 1;
        if (attempts === 1) return [502, {}];
        autoPayment = AUTO_PAYMENT_ON;
        return [200, AUTO_PAYMENT_ON];
      },
      'POST /users/user-by-token-app': () => [200, off],
    });
    renderPaymentMethods({ server, user: off });

    const dialog = await activate();
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'No recibimos respuesta del servidor y comprobamos que el pago automático no se activó. Puedes intentarlo de nuevo.',
    );
    expect(screen.getByRole('switch', { name: 'Pago automático', hidden: true })).not.toBeChecked();
    // The acceptance stays ticked: trying again is one press.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Activar pago automático' }));
    expect(
      await screen.findByText('Activaste el pago automático. Te avisaremos por correo 5 días antes de cada cargo.'),
    ).toBeInTheDocument();
    expect(consentRequests()).toHaveLength(2);
  });

  it('consent unknown (no answer, and the settings cannot be read): «No sabemos», «Revisar» instead of sending again, «Por confirmar» behind', async () => {
    let reachable = false;
    let autoPayment = AUTO_PAYMENT_PREVIEW;
    answer(server, {
      'GET /customers/me/cards': () => [200, CARDS],
      'GET /customers/me/auto-payment': () => (reachable || autoPayment === AUTO_PAYMENT_PREVIEW ? [200, autoPayment] : 'drop'),
      'POST /customers/me/auto-payment/consent': () => {
        autoPayment = AUTO_PAYMENT_ON;
        return 'drop';
      },
      'POST /users/user-by-token-app': () => (reachable ? [200, employer] : 'drop'),
    });
    const { queryClient } = renderPaymentMethods({ server, user: off });

    const dialog = await activate();
    const problem = await within(dialog).findByRole('alert');
    expect(problem).toHaveTextContent(
      'No sabemos si se activó el pago automático: el servidor no respondió y tampoco pudimos consultarlo. Revisa antes de intentarlo de nuevo.',
    );
    expect(within(dialog).queryByRole('button', { name: 'Activar pago automático' })).toBeNull();
    expect(within(dialog).getByRole('checkbox', { name: /Acepto/ })).toBeDisabled();
    // Behind the dialog: neither on nor off.
    expect(screen.getByTestId('auto-payment-unconfirmed')).toHaveTextContent('Pago automáticoPor confirmar');

    // Still unreachable: still unknown, nothing sent.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revisar' }));
    expect(await within(dialog).findByText(/Todavía no pudimos comprobarlo/)).toBeInTheDocument();

    reachable = true;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Revisar' }));
    expect(
      await screen.findByText('Confirmamos que activaste el pago automático. Te avisaremos por correo 5 días antes de cada cargo.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Pago automático' })).toBeChecked());
    expect(screen.queryByTestId('payment-settings-unconfirmed')).toBeNull();
    expect(cachedUser(queryClient).customer.autoPaymentEnabled).toBe(true);
    expect(consentRequests()).toHaveLength(1);
  });

  it('an emptied 409 (an intermediary’s, without the server’s words) is not a refusal: the server’s state decides', async () => {
    answer(server, {
      'GET /customers/me/cards': () => [200, CARDS],
      'PATCH /customers/me': () => [409],
      'POST /users/user-by-token-app': () => [200, { ...employer, customer: { ...employer.customer, autoPaymentEnabled: false } }],
    });
    const { queryClient } = renderPaymentMethods({ server, user: employer });

    const toggle = await pressAutoPayment();
    await expectTurnedOff(toggle, queryClient);
  });

  it('a change the server did not make (a 500, then read again): the switch shows the server’s state and the message says it was checked', async () => {
    answer(server, {
      'GET /customers/me/cards': () => [200, CARDS],
      'PATCH /customers/me': () => [500, {}],
      'POST /users/user-by-token-app': () => [200, employer],
    });
    renderPaymentMethods({ server, user: employer });

    const toggle = await screen.findByRole('switch', { name: 'Pago automático' });
    await userEvent.click(toggle);
    expect(
      await screen.findByText('No pudimos desactivar el pago automático. Comprobamos que no se hizo el cambio. Error 500.'),
    ).toBeInTheDocument();
    expect(toggle).toBeChecked();
  });

  it('when reading again fails too, no guess is shown (here nor on Inicio): "Por confirmar", focus on the notice, and a check that settles it', async () => {
    let reachable = false;
    answer(server, {
      'GET /customers/me/cards': () => [200, CARDS],
      'PATCH /customers/me': () => 'drop',
      'POST /users/user-by-token-app': () =>
        reachable ? [200, { ...employer, customer: { ...employer.customer, autoPaymentEnabled: false } }] : 'drop',
    });
    const { queryClient } = renderPaymentMethods({ server, user: employer });

    await pressAutoPayment();
    const notice = await screen.findByTestId('payment-settings-unconfirmed');
    expect(notice).toHaveAttribute('role', 'alert');
    expect(notice).toHaveTextContent('No pudimos confirmar tu último cambio');
    await waitFor(() => expect(within(notice).getByText('No pudimos confirmar tu último cambio')).toHaveFocus());
    // Neither on nor off, and no card shown as the default.
    expect(screen.queryByRole('switch', { name: 'Pago automático' })).toBeNull();
    expect(screen.getByTestId('auto-payment-unconfirmed')).toHaveTextContent('Pago automáticoPor confirmar');
    expect(screen.queryByText('Predeterminada')).toBeNull();
    expect(screen.queryByText(/No pudimos desactivar|Desactivaste/)).toBeNull();

    reachable = true;
    await userEvent.click(within(notice).getByRole('button', { name: 'Volver a comprobar' }));
    await waitFor(() => expect(screen.queryByTestId('payment-settings-unconfirmed')).toBeNull());
    expect(screen.getByRole('switch', { name: 'Pago automático' })).not.toBeChecked();
    expect(cachedUser(queryClient).customer.autoPaymentEnabled).toBe(false);
    expect(within(await findCard('Visa terminación 1111')).getByText('Predeterminada')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tus tarjetas' })).toHaveFocus();
  });

  it('a default card changed by the server although its answer was lost: the badge moves and the toast confirms', async () => {
    let customer = employer.customer;
    answer(server, {
      'GET /customers/me/cards': () => [200, CARDS],
      'PATCH /customers/me': ({ body }) => {
        customer = { ...customer, ...(body as object) };
        return [502, {}];
      },
      'POST /users/user-by-token-app': () => [200, { ...employer, customer }],
    });
    const { queryClient } = renderPaymentMethods({ server, user: employer });

    await userEvent.click(await screen.findByRole('button', { name: 'Hacer predeterminada la Mastercard terminación 4444' }));
    expect(await screen.findByText('Tu tarjeta predeterminada ahora es la Mastercard terminación 4444.')).toBeInTheDocument();
    expect(within(await findCard('Mastercard terminación 4444')).getByText('Predeterminada')).toBeInTheDocument();
    expect(within(await findCard('Visa terminación 1111')).queryByText('Predeterminada')).toBeNull();
    expect(cachedUser(queryClient).customer.defaultCardId).toBe(mastercard.id);
    expect(screen.queryByText(/Error/)).toBeNull();
  });

  it('a card removed by the server although its answer was lost: the list read again decides, and the dialog closes', async () => {
    let cards = CARDS;
    answer(server, {
      'GET /customers/me/cards': () => [200, cards],
      [`DELETE /customers/me/cards/${mastercard.id}`]: () => {
        cards = CARDS.filter((card) => card.id !== mastercard.id);
        return 'drop';
      },
    });
    renderPaymentMethods({ server, user: employer });

    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar la Mastercard terminación 4444' }));
    await userEvent.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Eliminar tarjeta' }));
    expect(await screen.findByText('Eliminamos la Mastercard terminación 4444.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await waitFor(() => expect(screen.getAllByTestId('saved-card')).toHaveLength(2));
    expect(screen.queryByText(/No pudimos eliminar/)).toBeNull();
    expect(screen.getByRole('heading', { name: 'Tus tarjetas' })).toHaveFocus();
  });

  it('an emptied 404 is not "ya no estaba" unless the list says so; when the list cannot be read, the dialog says it is not confirmed', async () => {
    answer(server, {
      'GET /customers/me/cards': () => [200, CARDS],
      [`DELETE /customers/me/cards/${mastercard.id}`]: () => [404],
    });
    renderPaymentMethods({ server, user: employer });
    await userEvent.click(await screen.findByRole('button', { name: 'Eliminar la Mastercard terminación 4444' }));
    const dialog = await screen.findByRole('alertdialog');
    // The list is read again, and now fails.
    answer(server, {
      'GET /customers/me/cards': () => 'drop',
      [`DELETE /customers/me/cards/${mastercard.id}`]: () => [404],
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar tarjeta' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'No pudimos confirmar si se eliminó la tarjeta. No Encontrado. Puedes intentarlo de nuevo: si ya se eliminó, te lo diremos.',
    );
    expect(screen.queryByText(/ya no estaba/)).toBeNull();
    expect(within(dialog).getByRole('button', { name: 'Eliminar tarjeta' })).toBeEnabled();
  });
});
