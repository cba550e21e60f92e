// Inicio's payment setup tile when a change made in Métodos de pago could not be confirmed.
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setPaymentSettingsUnconfirmed } from '@/features/payment-methods/cards/get-cards';
import { answer, renderApp, setupTestApi } from '@/test/render';
import { createQueryClient } from '@/app/query-client';
import { CARDS, makeUser } from '../test/fixtures';
import { AccountSummary } from './AccountSummary';

const server = setupTestApi();
afterEach(() => cleanup());

function renderSummary({ unconfirmed, autoPayment }: { unconfirmed: boolean; autoPayment?: unknown }) {
  answer(server, {
    'GET /customers/me/cards': () => [200, CARDS],
    ...(autoPayment === 'hang'
      ? { 'GET /customers/me/auto-payment': () => 'hang' as const }
      : autoPayment
        ? { 'GET /customers/me/auto-payment': () => [200, autoPayment] as const }
        : {}),
  });
  const queryClient = createQueryClient();
  if (unconfirmed) setPaymentSettingsUnconfirmed(queryClient, true);
  const user = makeUser();
  renderApp({
    path: '/app',
    user,
    queryClient,
    routes: [{ path: '/app', element: <AccountSummary user={user} pending={[]} pendingState="success" /> }],
  });
}

describe('the payment setup tile', () => {
  it('says whether automatic payment is on (a backend without its settings: the switch alone)', async () => {
    renderSummary({ unconfirmed: false });
    const summary = await screen.findByRole('region', { name: 'Resumen de tu cuenta' });
    expect(await within(summary).findByText('Activado')).toBeInTheDocument();
    expect(within(summary).queryByText('Por confirmar')).toBeNull();
  });

  it('claims nothing while it does not know whether the customer accepted the conditions', async () => {
    renderSummary({ unconfirmed: false, autoPayment: 'hang' });
    const summary = await screen.findByRole('region', { name: 'Resumen de tu cuenta' });
    expect(await within(summary).findByRole('status', { name: 'Comprobando el pago automático' })).toBeInTheDocument();
    expect(within(summary).queryByText(/^(Activado|Desactivado|Sin aceptar)$/)).toBeNull();
  });

  it('shows no guess while the last change is unconfirmed', async () => {
    renderSummary({ unconfirmed: true });
    const summary = await screen.findByRole('region', { name: 'Resumen de tu cuenta' });
    expect(within(summary).getByText('Por confirmar')).toBeInTheDocument();
    expect(within(summary).getByText('No pudimos confirmar tu último cambio. Revísalo en Métodos de pago.')).toBeInTheDocument();
    expect(within(summary).queryByText(/^(Activado|Desactivado)$/)).toBeNull();
  });
});

// The next automatic charge, when it is on with consent; a backend without it shows the badge alone.
describe('the next automatic charge', () => {
  const charge = {
    date: '2026-11-27',
    amount: 29147.9,
    currency: 'MXN',
    card: { id: 'kqgykn96i7bcs1wwhvgw', brand: 'visa', last4: '1111' },
    quotations: [{ id: 'q152', folio: 'COT-2026-0152', concept: 'Impermeabilización', total: 29147.9, validUntil: '2026-11-27' }],
    noticeDate: '2026-11-22',
    noticeSentAt: '2026-11-22T09:00:00-06:00',
  };
  const consent = {
    id: 'apc-1',
    acceptedAt: '2026-11-20T10:00:00-06:00',
    acceptedBy: { userId: 'u1', name: 'María José', email: 'mj@example.mx' },
    termsVersion: '2026-11',
    text: 'Autorizo…',
    cardId: 'kqgykn96i7bcs1wwhvgw',
    channel: 'web',
    revokedAt: null,
  };
  const base = {
    enabled: true,
    terms: { version: '2026-11', text: 'Autorizo…' },
    nextCharge: charge,
    schedule: [charge],
    notChargedAutomatically: [],
  };

  it('shows date, amount, card, the quotations it covers and the notice sent', async () => {
    renderSummary({ unconfirmed: false, autoPayment: { ...base, consent } });
    const next = await screen.findByTestId('next-auto-charge');
    expect(next).toHaveTextContent('Próximo cargo automático: 27 nov 2026, $29,147.90, Visa •••• 1111');
    expect(within(next).getByRole('link', { name: 'COT-2026-0152' })).toHaveAttribute('href', '/app/cotizaciones/q152');
    expect(next).toHaveTextContent('Aviso enviado el 22 nov 2026.');
  });

  it('says nothing is charged while no consent is recorded', async () => {
    renderSummary({ unconfirmed: false, autoPayment: { ...base, consent: null } });
    expect(
      await screen.findByText('No haremos cargos automáticos hasta que aceptes sus condiciones en Métodos de pago.'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('next-auto-charge')).toBeNull();
    // The switch is on, but nothing will be charged: never «Activado».
    expect(screen.getByText('Sin aceptar')).toBeInTheDocument();
    expect(screen.queryByText('Activado')).toBeNull();
  });
});

// What is owed: the server's balance, the same figure as Estado de cuenta's «Este mes», its parts named.
describe('the balance tile', () => {
  const part = (amount: number, count: number) => ({ amount, count });
  const balance = (overrides: Record<string, unknown> = {}) => ({
    asOf: '2026-11-22T10:15:00-06:00',
    currency: 'MXN',
    total: 123136.32,
    pending: part(67479.52, 6),
    inProcess: part(0, 0),
    overdue: part(55656.8, 2),
    other: 0,
    ...overrides,
  });

  function renderBalance(reply: () => readonly [number, unknown?]) {
    answer(server, { 'GET /customers/me/cards': () => [200, CARDS], 'GET /customers/me/balance': reply });
    const user = makeUser();
    renderApp({
      path: '/app',
      user,
      routes: [{ path: '/app', element: <AccountSummary user={user} pending={[]} pendingState="success" /> }],
    });
  }

  it('shows the total and each part by name, with a link to the statement that shows the same figure', async () => {
    renderBalance(() => [200, balance()]);
    expect(await screen.findByTestId('balance-total')).toHaveTextContent('$123,136.32');
    expect(screen.getByText('6 cotizaciones por pagar')).toBeInTheDocument();
    expect(screen.getByTestId('pending-amount')).toHaveTextContent('$67,479.52');
    expect(screen.getByText('2 cotizaciones vencidas')).toBeInTheDocument();
    expect(screen.getByText('$55,656.80')).toBeInTheDocument();
    expect(screen.queryByText(/pago en proceso/)).toBeNull();
    expect(screen.getByRole('link', { name: 'Ver estado de cuenta' })).toHaveAttribute('href', '/app/estado-de-cuenta');
  });

  it('names a reference in process and what is not a quotation, and says when the balance is in the customer’s favour', async () => {
    renderBalance(() => [200, balance({ total: -500, pending: part(0, 0), inProcess: part(1000, 1), overdue: part(0, 0), other: -1500 })]);
    expect(await screen.findByText('Saldo a favor')).toBeInTheDocument();
    expect(screen.getByTestId('balance-total')).toHaveTextContent('$500.00');
    expect(screen.getByText('1 cotización con pago en proceso')).toBeInTheDocument();
    expect(screen.getByText('Pagos a tu favor')).toBeInTheDocument();
  });

  it('a backend without the balance: the pending quotations’ sum, named as only that', async () => {
    renderBalance(() => [404, { message: 'No Encontrado' }]);
    expect(await screen.findByText('Sin contar cotizaciones vencidas: revísalas en tu estado de cuenta.')).toBeInTheDocument();
    expect(screen.getByTestId('pending-amount')).toHaveTextContent('$0.00');
    // Overdue ones are not known here: nothing claims the account is up to date.
    expect(screen.getByText('No tienes cotizaciones por pagar.')).toBeInTheDocument();
    expect(screen.queryByText('Estás al corriente.')).toBeNull();
    expect(screen.queryByTestId('balance-total')).toBeNull();
  });
});
