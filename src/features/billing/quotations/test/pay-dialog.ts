// Opening the pay dialog of the contract's COT-2026-0158, the way the quotation screens' tests all do.
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';
import type { Routes } from '@/test/render';
import { CARDS, makePayment } from './fixtures';

/** Where the dialog sends COT-2026-0158's charge. */
export const PAY_PATH = '/quotations/q158/pay';

/** The answers a screen with the pay dialog needs besides its quotations: the saved cards and a charge that goes through. */
export function payDialogAnswers(answers: Routes): Routes {
  return {
    'GET /customers/me/cards': () => [200, CARDS],
    [`POST ${PAY_PATH}`]: () => [200, makePayment()],
    ...answers,
  };
}

/** Clicks "Pagar" on COT-2026-0158 and waits for the dialog with the saved Visa to choose. */
export async function openPayDialog(user = userEvent.setup()) {
  await user.click(await screen.findByRole('button', { name: 'Pagar COT-2026-0158 por $14,351.52' }));
  const dialog = await screen.findByRole('dialog', { name: /Pagar cotización COT-2026-0158/ });
  await within(dialog).findByRole('radio', { name: /Visa terminación 1111/ });
  return { user, dialog };
}

/** Clicks "Pagar" on COT-2026-0158 with no saved card: the dialog says so before anything else. */
export async function openPayDialogWithoutCards(user = userEvent.setup()) {
  await user.click(await screen.findByRole('button', { name: 'Pagar COT-2026-0158 por $14,351.52' }));
  const dialog = await screen.findByRole('dialog');
  expect(await within(dialog).findByText('Aún no tienes tarjetas guardadas')).toBeInTheDocument();
  return { user, dialog };
}
