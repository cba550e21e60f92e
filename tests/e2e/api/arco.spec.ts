// Derechos ARCO against the development API: a customer files an access request with a
// supporting image, sees its folio and deadline, finds it in «Mis solicitudes» after a reload, and
// the acknowledgment e-mail carries the folio and a link back to /app/privacidad. A missing
// description is refused on its field and nothing typed is lost.
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { components } from '../../../src/lib/api/schema';
import { expectNoHorizontalScroll, expectNoSeriousA11yViolations, isPhone } from '../support';
import { outboxOf, openWatchedWorld } from './support';

type ArcoRequest = components['schemas']['ArcoRequest'];

/** A right's option as a person clicks it: its row (the radio itself is visually hidden). */
const option = (scope: Locator, name: RegExp) => scope.locator('label').filter({ has: scope.page().getByRole('radio', { name }) });

// The smallest PNG the upload accepts (it checks the first bytes).
const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52, 1, 2, 3, 255]);
const SHORT_DATE = new Intl.DateTimeFormat('es-MX', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' });
const shortDate = (day: string) => SHORT_DATE.format(new Date(`${day}T12:00:00Z`)).replace('.', '');

async function openPrivacy(page: Page) {
  await page.goto('/app');
  // The menu as a customer finds it: the drawer on a phone, the side navigation on a desktop.
  if (isPhone(page)) await page.getByRole('button', { name: 'Abrir menú' }).click();
  await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Privacidad' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Privacidad y datos personales' })).toBeVisible();
}

test(
  'a customer files an access request with an attachment: folio and deadline, the list after a reload, and the e-mail',
  { tag: '@phone' },
  async ({ page }) => {
    const { console, world } = await openWatchedWorld(page, 'nonEmployer');
    await openPrivacy(page);
    await expect(page.getByText('Aún no has hecho solicitudes')).toBeVisible();
    await expect(page.getByRole('link', { name: 'aviso de privacidad' })).toHaveAttribute('href', '/aviso-de-privacidad');
    await expectNoSeriousA11yViolations(page);

    const form = page.getByRole('form', { name: 'Ejercer mis derechos ARCO' });
    await option(form, /Acceso/).click();
    await form.getByRole('textbox', { name: '¿Qué datos?' }).fill('Mis datos de contacto y mi historial de pagos.');
    await form.getByRole('textbox', { name: 'Descripción' }).fill('Quiero saber qué datos míos conservan y con quién los comparten.');
    const chooser = page.waitForEvent('filechooser');
    await form.getByRole('button', { name: 'Adjuntar archivo' }).click();
    await (await chooser).setFiles({ name: 'ine frente.png', mimeType: 'image/png', buffer: PNG });
    await expect(form.getByTestId('arco-attachment-name')).toHaveText('ine frente.png');
    // Keyboard: the submit button is reached and pressed without a pointer.
    await form.getByRole('button', { name: 'Enviar solicitud' }).focus();
    await page.keyboard.press('Enter');

    const notice = page.getByTestId('arco-filed');
    await expect(notice).toBeVisible();
    const [filed] = await world.call<ArcoRequest[]>('GET', '/privacy/arco-requests');
    expect(filed).toMatchObject({ right: 'acceso', status: 'recibida', folio: expect.stringMatching(/^ARCO-\d{4}-\d{6}$/) });
    expect(filed!.attachmentUrl).toMatch(/ine_frente\.png$/);
    await expect(notice).toContainText(`Folio: ${filed!.folio}`);
    await expect(notice).toContainText(`Fecha límite de respuesta: ${shortDate(filed!.responseDueDate)}`);
    expect(filed!.responseDueDate > filed!.submittedAt.slice(0, 10)).toBe(true);
    await expectNoSeriousA11yViolations(page);
    await expectNoHorizontalScroll(page);

    await page.reload();
    const card = page.getByTestId('arco-requests').getByRole('article').filter({ hasText: filed!.folio });
    await expect(card).toBeVisible();
    await expect(card).toContainText('Recibida');
    await expect(card).toContainText('Derecho de acceso');
    await expect(card).toContainText(`Fecha límite de respuesta${shortDate(filed!.responseDueDate)}`);
    await expect(card.getByRole('link', { name: 'Ver archivo adjunto' })).toHaveAttribute('href', filed!.attachmentUrl!);

    const mail = (await outboxOf(world.world)).find((m) => m.kind === 'arcoReceived');
    expect(mail?.subject).toContain(filed!.folio);
    expect(mail?.text).toContain(filed!.folio);
    expect(mail?.link).toMatch(/\/app\/privacidad$/);
    console.expectNone();
  },
);

test('a missing description is refused on its field and nothing typed is lost', async ({ page }) => {
  const { console, world } = await openWatchedWorld(page, 'employer');
  await openPrivacy(page);
  const form = page.getByRole('form', { name: 'Ejercer mis derechos ARCO' });
  await option(form, /Rectificación/).click();
  await form.getByRole('textbox', { name: '¿Qué datos?' }).fill('Mi segundo apellido.');
  await form.getByRole('button', { name: 'Enviar solicitud' }).click();

  const description = form.getByRole('textbox', { name: 'Descripción' });
  await expect(description).toHaveAttribute('aria-invalid', 'true');
  await expect(description).toBeFocused();
  await expect(form.getByText('Describe lo que pides y por qué.')).toBeVisible();
  await expect(form.getByRole('textbox', { name: '¿Qué datos?' })).toHaveValue('Mi segundo apellido.');
  await expect(form.getByRole('radio', { name: /Rectificación/ })).toBeChecked();
  expect(await world.call<ArcoRequest[]>('GET', '/privacy/arco-requests')).toEqual([]);
  await expectNoSeriousA11yViolations(page);
  console.expectNone();
});
