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

function renderSummary({ unconfirmed }: { unconfirmed: boolean }) {
  answer(server, { 'GET /customers/me/cards': () => [200, CARDS] });
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
