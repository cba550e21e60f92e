// Inicio's payment setup tile when a change made in Métodos de pago could not be confirmed (issue 28).
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setPaymentSettingsUnconfirmed } from '@/lib/cards/get-cards';
import { answer, renderApp, setupTestApi } from '@/test/render';
import { createQueryClient } from '@/app/query-client';
import { CARDS, makeUser } from '../test/fixtures';
import { AccountSummary } from './AccountSummary';

const server = setupTestApi();
afterEach(() => cleanup());

function renderSummary({ unconfirmed, autoPayment }: { unconfirmed: boolean; autoPayment?: unknown }) {
  answer(server, {
    'GET /customers/me/cards': () => [200, CARDS],
    ...(autoPayment ? { 'GET /customers/me/auto-payment': () => [200, autoPayment] as const } : {}),
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
  it('says whether automatic payment is on', async () => {
    renderSummary({ unconfirmed: false });
    const summary = await screen.findByRole('region', { name: 'Resumen de tu cuenta' });
    expect(within(summary).getByText('Activado')).toBeInTheDocument();
    expect(within(summary).queryByText('Por confirmar')).toBeNull();
  });

  it('shows no guess while the last change is unconfirmed', async () => {
    renderSummary({ unconfirmed: true });
    const summary = await screen.findByRole('region', { name: 'Resumen de tu cuenta' });
    expect(within(summary).getByText('Por confirmar')).toBeInTheDocument();
    expect(within(summary).getByText('No pudimos confirmar tu último cambio. Revísalo en Métodos de pago.')).toBeInTheDocument();
    expect(within(summary).queryByText(/^(Activado|Desactivado)$/)).toBeNull();
  });
});

// Issue 33: the next automatic charge, when it is on with consent; a backend without it shows the badge alone.
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
