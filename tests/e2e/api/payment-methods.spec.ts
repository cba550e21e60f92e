// Métodos de pago against the development API: what the customer does sticks.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support';
import { addCardOnPage, openWorld, openWatchedWorld } from './support';

async function openPage(page: Page) {
  await page.goto('/app/metodos-de-pago');
  await expect(page.getByRole('heading', { level: 1, name: 'Métodos de pago' })).toBeVisible();
}

const savedCard = (page: Page, name: string) =>
  page.getByTestId('saved-card').filter({ has: page.getByRole('heading', { level: 3, name }) });

test('a first card is added, becomes the default and is still there after a reload', async ({ page }) => {
  const { console, world } = await openWatchedWorld(page, 'nonEmployer');
  // Inicio matches his cards: none saved, so it asks to add one.
  await page.goto('/app');
  const summary = page.getByRole('region', { name: 'Resumen de tu cuenta' });
  await expect(summary.getByTestId('default-card')).toHaveText('Aún no tienes una tarjeta guardada. Agrégala para pagar en un clic.');
  await summary.getByRole('link', { name: 'Agregar tarjeta' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Métodos de pago' })).toBeVisible();
  await expect(page.getByText('Aún no tienes tarjetas guardadas')).toBeVisible();

  await addCardOnPage(page, '4242424242424242', 'José Luis Ramírez Ortiz');
  await expect(page.getByText('Agregamos tu tarjeta Visa terminación 4242.')).toBeVisible();
  await expect(savedCard(page, 'Visa terminación 4242').getByText('Predeterminada', { exact: true })).toBeVisible();

  await page.reload();
  await expect(savedCard(page, 'Visa terminación 4242')).toBeVisible();
  await expect(savedCard(page, 'Visa terminación 4242').getByText('Predeterminada', { exact: true })).toBeVisible();
  await expect(savedCard(page, 'Visa terminación 4242').getByText('Crédito · Santander')).toBeVisible();
  const user = await world.call<{ customer: { defaultCardId: string | null } }>('POST', '/users/user-by-token-app');
  expect(user.customer.defaultCardId).not.toBeNull();
  await expectNoSeriousA11yViolations(page);
  await page.goto('/app');
  await expect(summary.getByTestId('default-card')).toContainText('Visa terminación 4242');
  console.expectNone();
});

test('the default badge moves to another card, and stays there after a reload', { tag: '@seed' }, async ({ page }) => {
  await openWorld(page, 'employer');
  await openPage(page);
  await expect(savedCard(page, 'Visa terminación 1111').getByText('Predeterminada', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Hacer predeterminada la Mastercard terminación 4444' }).click();
  await expect(page.getByText('Tu tarjeta predeterminada ahora es la Mastercard terminación 4444.')).toBeVisible();
  await expect(savedCard(page, 'Mastercard terminación 4444').getByText('Predeterminada', { exact: true })).toBeVisible();
  await expect(savedCard(page, 'Visa terminación 1111').getByText('Predeterminada', { exact: true })).toHaveCount(0);

  await page.reload();
  await expect(savedCard(page, 'Mastercard terminación 4444').getByText('Predeterminada', { exact: true })).toBeVisible();
  await expect(savedCard(page, 'Visa terminación 1111').getByText('Predeterminada', { exact: true })).toHaveCount(0);
});

test('removing the default card removes it, clears the default and turns automatic payment off', async ({ page }) => {
  await openWorld(page, 'employer');
  await openPage(page);
  const toggle = page.getByRole('switch', { name: 'Pago automático' });
  await expect(toggle).toBeChecked();

  await page.getByRole('button', { name: 'Eliminar la Visa terminación 1111' }).click();
  const confirm = page.getByRole('alertdialog', { name: '¿Eliminar la Visa terminación 1111?' });
  await confirm.getByRole('button', { name: 'Eliminar tarjeta' }).click();
  await expect(page.getByText('Eliminamos la Visa terminación 1111.')).toBeVisible();
  await expect(savedCard(page, 'Visa terminación 1111')).toHaveCount(0);

  await page.reload();
  await expect(page.getByTestId('saved-card')).toHaveCount(2);
  await expect(savedCard(page, 'Visa terminación 1111')).toHaveCount(0);
  await expect(page.getByText('Predeterminada', { exact: true })).toHaveCount(0);
  await expect(page.getByRole('switch', { name: 'Pago automático' })).not.toBeChecked();
});

test('automatic payment switched off and on again is the same after a reload', async ({ page }) => {
  await openWorld(page, 'employer');
  await openPage(page);
  const toggle = page.getByRole('switch', { name: 'Pago automático' });
  await expect(toggle).toBeChecked();

  // Keyboard only: the switch takes Space.
  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('Desactivaste el pago automático.')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Pago automático' })).not.toBeChecked();

  // On again only with consent: the dialog, its box and its button, by keyboard too.
  await page.getByRole('switch', { name: 'Pago automático' }).focus();
  await page.keyboard.press('Space');
  const dialog = page.getByRole('dialog', { name: 'Activar pago automático' });
  await dialog.getByRole('checkbox', { name: /Acepto que Cotiza cargue/ }).focus();
  await page.keyboard.press('Space');
  await dialog.getByRole('button', { name: 'Activar pago automático' }).press('Enter');
  await expect(page.getByRole('switch', { name: 'Pago automático' })).toBeChecked();
  await page.reload();
  await expect(page.getByRole('switch', { name: 'Pago automático' })).toBeChecked();
});
