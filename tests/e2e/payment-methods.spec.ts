// Métodos de pago against the Prism mock, with the local mock tokenizer (no Openpay keys in the e2e build).
import { expect, test, type Page, type Request } from '@playwright/test';
import {
  expectNoHorizontalScroll,
  expectNoSeriousA11yViolations,
  preferCode,
  preferExample,
  preferOn,
  signInAs,
  watchConsole,
} from './support';

const CARD_NUMBER = '4242424242424242';
const CVV = '847';

async function openPage(page: Page) {
  await page.goto('/app/metodos-de-pago');
  await expect(page.getByRole('heading', { level: 1, name: 'Métodos de pago' })).toBeVisible();
}

const savedCard = (page: Page, name: string) =>
  page.getByTestId('saved-card').filter({ has: page.getByRole('heading', { level: 3, name }) });

/** Every request the page makes to our API (the Prism mock). */
function apiRequests(page: Page): Request[] {
  const requests: Request[] = [];
  const appOrigin = new URL(page.context().pages()[0]?.url() || 'http://127.0.0.1').origin;
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.origin !== appOrigin && url.protocol.startsWith('http')) requests.push(request);
  });
  return requests;
}

test.beforeEach(async ({ page }) => {
  await signInAs(page, 'employer');
});

test(
  'lists the saved cards as the spec formats them, with badges and the automatic-payment switch',
  { tag: '@phone' },
  async ({ page }) => {
    const console = watchConsole(page);
    await openPage(page);

    const cards = page.getByTestId('saved-card');
    await expect(cards).toHaveCount(3);
    // The default card first.
    await expect(cards.first().getByRole('heading', { level: 3 })).toHaveAccessibleName('Visa terminación 1111');
    const visa = savedCard(page, 'Visa terminación 1111');
    await expect(visa.getByText('4111 11•• •••• 1111')).toBeVisible();
    await expect(visa.getByText('Predeterminada')).toBeVisible();
    await expect(visa.getByText('Crédito · BBVA México')).toBeVisible();
    const carnet = savedCard(page, 'Carnet terminación 5232');
    await expect(carnet.getByText('Vencida', { exact: true })).toBeVisible();
    await expect(carnet.getByRole('button', { name: /Hacer predeterminada/ })).toHaveCount(0);
    await expect(page.getByRole('switch', { name: 'Pago automático' })).toBeChecked();

    // Nothing wider than the screen (phone at 390px).
    await expectNoHorizontalScroll(page);
    await expectNoSeriousA11yViolations(page);
    console.expectNone();
  },
);

test('adds a card through the mock tokenizer: only the token reaches our API, nothing is stored or logged', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  const console = watchConsole(page);
  await openPage(page);
  const requests = apiRequests(page);

  await page.getByRole('button', { name: 'Agregar tarjeta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Agregar tarjeta' });
  await expect(dialog).toBeVisible();

  // Client checks first, with the dialog's errors checked by axe.
  await dialog.getByRole('button', { name: 'Guardar tarjeta' }).click();
  await expect(dialog.getByText('Escribe el número de la tarjeta.')).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await dialog.getByLabel('Nombre del titular').fill('José Luis Ramírez Ortiz');
  await dialog.getByLabel('Número de tarjeta').pressSequentially(CARD_NUMBER);
  await expect(dialog.getByLabel('Número de tarjeta')).toHaveValue('4242 4242 4242 4242');
  await dialog.getByLabel('Vencimiento').pressSequentially('0530');
  await dialog.getByLabel('Código de seguridad').pressSequentially(CVV);
  const posted = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/customers/me/cards'));
  await dialog.getByRole('button', { name: 'Guardar tarjeta' }).click();

  const body = (await posted).postDataJSON() as Record<string, string>;
  expect(Object.keys(body).sort()).toEqual(['device_session_id', 'holder_name', 'token_id']);
  await expect(page.getByText('Agregamos tu tarjeta Visa terminación 4242.')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The card number and CVV never left the tokenizer: not in any API request, store or console line.
  const secrets = [CARD_NUMBER, '4242 4242 4242 4242', CVV];
  for (const request of requests) {
    const sent = `${request.url()} ${JSON.stringify(await request.allHeaders())} ${request.postData() ?? ''}`;
    for (const secret of secrets) expect(sent, request.url()).not.toContain(secret);
  }
  expect(requests.length).toBeGreaterThan(0);
  const stored = await page.evaluate(() =>
    JSON.stringify({ local: { ...localStorage }, session: { ...sessionStorage }, cookie: document.cookie }),
  );
  const cookies = JSON.stringify(await page.context().cookies());
  for (const secret of secrets) {
    expect(stored).not.toContain(secret);
    expect(cookies).not.toContain(secret);
    expect(messages.join('\n')).not.toContain(secret);
  }
  console.expectNone();
});

test('full-width digits (a Japanese or Chinese keyboard, or pasted) are read as digits and reach only the tokenizer', async ({ page }) => {
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  await openPage(page);
  const requests = apiRequests(page);
  await page.getByRole('button', { name: 'Agregar tarjeta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Agregar tarjeta' });
  await dialog.getByLabel('Nombre del titular').fill('José Luis Ramírez Ortiz');
  // As an IME commits text: one insertion of the whole run, not key presses.
  const number = dialog.getByLabel('Número de tarjeta');
  await number.focus();
  await page.keyboard.insertText('４２４２ ４２４２ ４２４２ ４２４２');
  await expect(number).toHaveValue('4242 4242 4242 4242');
  await expect(dialog.getByRole('img', { name: 'Visa' })).toBeVisible();
  await dialog.getByLabel('Vencimiento').focus();
  await page.keyboard.insertText('０５３０');
  await expect(dialog.getByLabel('Vencimiento')).toHaveValue('05/30');
  await dialog.getByLabel('Código de seguridad').focus();
  await page.keyboard.insertText('８４７');
  await expect(dialog.getByLabel('Código de seguridad')).toHaveValue(CVV);
  await dialog.getByRole('button', { name: 'Guardar tarjeta' }).click();
  await expect(page.getByText('Agregamos tu tarjeta Visa terminación 4242.')).toBeVisible();

  const secrets = [CARD_NUMBER, '4242 4242 4242 4242', '４２４２', CVV, '８４７'];
  for (const request of requests) {
    const sent = `${request.url()} ${JSON.stringify(await request.allHeaders())} ${request.postData() ?? ''}`;
    for (const secret of secrets) expect(sent, request.url()).not.toContain(secret);
  }
  for (const secret of secrets) expect(messages.join('\n')).not.toContain(secret);
});

test('a card Openpay refuses to save is explained in the dialog, keeping what was typed', async ({ page }) => {
  // The mock tokenizer, like Openpay's token API, only checks the data; the refusal comes with the save.
  await preferOn(page, 'POST', '/customers/me/cards', 'code=400, example=cardDeclined');
  await openPage(page);
  await page.getByRole('button', { name: 'Agregar tarjeta' }).click();
  const dialog = page.getByRole('dialog', { name: 'Agregar tarjeta' });
  await dialog.getByLabel('Nombre del titular').fill('José Luis Ramírez Ortiz');
  await dialog.getByLabel('Número de tarjeta').fill('4222222222222220');
  await dialog.getByLabel('Vencimiento').fill('0530');
  await dialog.getByLabel('Código de seguridad').fill(CVV);
  await dialog.getByRole('button', { name: 'Guardar tarjeta' }).click();
  await expect(dialog.getByRole('alert')).toHaveText('La tarjeta fue declinada.');
  await expect(dialog.getByLabel('Número de tarjeta')).toHaveValue('4222 2222 2222 2220');
});

test('makes a card the default, turns automatic payment off and removes a card', async ({ page }) => {
  await preferExample(page, '/customers/me', 'defaultCardChanged');
  await openPage(page);

  await page.getByRole('button', { name: 'Hacer predeterminada la Mastercard terminación 4444' }).click();
  await expect(page.getByText('Tu tarjeta predeterminada ahora es la Mastercard terminación 4444.')).toBeVisible();
  await expect(savedCard(page, 'Mastercard terminación 4444').getByText('Predeterminada')).toBeVisible();
  await expect(page.getByTestId('saved-card').first().getByRole('heading', { level: 3 })).toHaveAccessibleName(
    'Mastercard terminación 4444',
  );

  await page.unrouteAll({ behavior: 'wait' });
  await preferExample(page, '/customers/me', 'autoPaymentOff');
  const toggle = page.getByRole('switch', { name: 'Pago automático' });
  // Keyboard only: the switch takes Space.
  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('Desactivaste el pago automático.')).toBeVisible();
  await expect(toggle).not.toBeChecked();

  // The mock answered automatic payment off with the Visa as the default again (it keeps no state).
  await expect(savedCard(page, 'Visa terminación 1111').getByText('Predeterminada')).toBeVisible();
  await page.getByRole('button', { name: 'Eliminar la Mastercard terminación 4444' }).click();
  const confirm = page.getByRole('alertdialog', { name: '¿Eliminar la Mastercard terminación 4444?' });
  await expect(confirm).toContainText('Ya no podrás usarla para pagar tus cotizaciones.');
  const deleted = page.waitForRequest((r) => r.method() === 'DELETE');
  await confirm.getByRole('button', { name: 'Eliminar tarjeta' }).click();
  expect((await deleted).url()).toMatch(/\/customers\/me\/cards\/k9mrtnzqy8w4bxh2d5je$/);
  await expect(page.getByText('Eliminamos la Mastercard terminación 4444.')).toBeVisible();
  await expect(confirm).toBeHidden();
});

test('empty list invites to add a card; a failing list offers a retry', async ({ page }) => {
  await preferExample(page, '/customers/me/cards', 'empty');
  await openPage(page);
  await expect(page.getByText('Aún no tienes tarjetas guardadas')).toBeVisible();
  await expect(page.getByTestId('auto-payment-blocker')).toContainText('no tienes tarjetas guardadas');
  await expectNoSeriousA11yViolations(page);

  await page.unrouteAll({ behavior: 'wait' });
  await signInAs(page, 'employer');
  await preferCode(page, '/customers/me/cards', 500);
  await page.reload();
  const error = page.getByRole('alert').filter({ hasText: 'No pudimos cargar tus tarjetas' });
  await expect(error).toBeVisible({ timeout: 10_000 });
  await expect(error.getByRole('button', { name: 'Reintentar' })).toBeVisible();
});
