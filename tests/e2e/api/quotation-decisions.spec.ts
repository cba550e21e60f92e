// Answering a quotation against the development API: accept, decline with a reason and
// ask for changes from the quotation's page; each answer is the server's (it shows after a reload),
// a declined one leaves Pendientes and loses «Pagar», and a second answer is refused in words.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, watchConsole } from '../support';
import { openWorld, openWatchedWorld } from './support';

const ACCEPT = { id: '6741b2f0c3a4d5e6f7a8b158', folio: 'COT-2026-0158' };
const DECLINE = { id: '6741b2f0c3a4d5e6f7a8b154', folio: 'COT-2026-0154' };
const CHANGES = { id: '6741b2f0c3a4d5e6f7a8b161', folio: 'COT-2026-0161' };
const EMPLOYER = 'María José Hernández Ñúñez';

const answerRegion = (page: Page) => page.getByTestId('quotation-decision');

async function openQuotation(page: Page, { id, folio }: { id: string; folio: string }) {
  await page.goto(`/app/cotizaciones/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: `Cotización ${folio}` })).toBeVisible();
  await expect(answerRegion(page)).toBeVisible();
}

test('accepting a quotation: confirmed in a dialog, shown with who and when after a reload, still payable', async ({ page }) => {
  const console = watchConsole(page);
  await openWorld(page, 'employer');
  await openQuotation(page, ACCEPT);
  await expectNoSeriousA11yViolations(page);
  await answerRegion(page).getByRole('button', { name: 'Aceptar' }).click();
  const dialog = page.getByRole('dialog', { name: `Aceptar la cotización ${ACCEPT.folio}` });
  await expect(dialog.getByRole('button', { name: 'Aceptar cotización' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Aceptar cotización' }).click();
  await expect(page.getByText(`Aceptaste la cotización ${ACCEPT.folio}.`)).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.reload();
  await expect(answerRegion(page)).toContainText(/Aceptaste esta cotización el \d+ \w+ \d{4}, \d\d:\d\d\./);
  await expect(answerRegion(page)).toContainText(`Respondió: ${EMPLOYER}`);
  await expect(page.getByRole('button', { name: /^Pagar \$/ }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  console.expectNone();
});

test('declining with a reason and a comment: rechazada, no «Pagar» (and why), in Rechazadas and not in Pendientes', async ({ page }) => {
  const console = watchConsole(page);
  await openWorld(page, 'employer');
  await openQuotation(page, DECLINE);
  await answerRegion(page).getByRole('button', { name: 'Rechazar' }).click();
  const dialog = page.getByRole('dialog', { name: `Rechazar la cotización ${DECLINE.folio}` });
  // The reason is required: Continuar without one says so on the group.
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  await expect(dialog.getByText('Elige un motivo.')).toBeVisible();
  await dialog.getByText('Precio', { exact: true }).click();
  await dialog.getByRole('textbox', { name: 'Comentario (opcional)' }).fill('Otro proveedor nos cotizó 20 % menos.');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  await expect(dialog).toContainText('Motivo: Precio — «Otro proveedor nos cotizó 20 % menos.»');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Rechazar cotización' }).click();
  await expect(page.getByText(`Rechazaste la cotización ${DECLINE.folio}.`)).toBeVisible();

  await page.reload();
  await expect(answerRegion(page)).toContainText('Rechazada: Precio — «Otro proveedor nos cotizó 20 % menos.»');
  await expect(page.getByText('Rechazaste esta cotización, así que ya no se puede pagar.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Pagar/ })).toHaveCount(0);

  // Inicio: under Rechazadas, not under Pendientes.
  await page.goto('/app?estado=rechazadas');
  await expect(page.getByRole('link', { name: DECLINE.folio, exact: true })).toBeVisible();
  await page.goto('/app?estado=pendientes');
  await expect(page.getByTestId('quotation-row').first()).toBeVisible();
  await expect(page.getByRole('link', { name: DECLINE.folio, exact: true })).toHaveCount(0);
  console.expectNone();
});

test('asking for changes: the comment is required, and the request shows after a reload; still payable', async ({ page }) => {
  const console = watchConsole(page);
  await openWorld(page, 'employer');
  await openQuotation(page, CHANGES);
  await answerRegion(page).getByRole('button', { name: 'Pedir cambios' }).click();
  const dialog = page.getByRole('dialog', { name: `Pedir cambios ${CHANGES.folio}` });
  const comment = dialog.getByRole('textbox', { name: '¿Qué cambios necesitas?' });
  await expect(comment).toBeFocused();
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  await expect(dialog.getByText('Describe los cambios que necesitas.')).toBeVisible();
  await comment.fill('Incluir la fumigación del comedor y hacerla en sábado.');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  await dialog.getByRole('button', { name: 'Enviar solicitud' }).click();
  await expect(page.getByText(`Enviamos tu solicitud de cambios de la cotización ${CHANGES.folio}.`)).toBeVisible();

  await page.reload();
  await expect(answerRegion(page)).toContainText('Pediste cambios: «Incluir la fumigación del comedor y hacerla en sábado.»');
  await expect(page.getByRole('button', { name: /^Pagar \$/ }).first()).toBeVisible();
  console.expectNone();
});

test('a second answer is refused with the server’s message, and the page shows the answer already given', async ({ page }) => {
  const { console, world } = await openWatchedWorld(page, 'employer');
  await openQuotation(page, CHANGES);
  // Meanwhile the quotation was accepted (another tab, another device).
  await world.call('POST', `/quotations/${CHANGES.id}/decision`, { outcome: 'aceptada' });
  await answerRegion(page).getByRole('button', { name: 'Rechazar' }).click();
  const dialog = page.getByRole('dialog', { name: `Rechazar la cotización ${CHANGES.folio}` });
  await dialog.getByText('Tiempos de entrega', { exact: true }).click();
  await dialog.getByRole('button', { name: 'Continuar' }).click();
  await dialog.getByRole('button', { name: 'Rechazar cotización' }).click();
  await expect(dialog.getByRole('alert')).toContainText('Ya respondiste a esta cotización.');
  await expect(answerRegion(page)).toContainText('Aceptaste esta cotización');
  await dialog.getByRole('button', { name: 'Cerrar' }).click();
  await expect(dialog).toBeHidden();
  // The 409 is the one expected error: the browser logs it.
  expect(console.errors.filter((e) => !/409/.test(e))).toEqual([]);
});
