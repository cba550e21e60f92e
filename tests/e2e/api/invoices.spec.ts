// Invoices against the development API (it stamps after ~1.5 s): the customer requests a completed
// payment's CFDI and sees it «En timbrado», then «Vigente» with its PDF and XML; a fiscal postal
// code the SAT's registry does not hold is refused on «Código postal fiscal»; a vigente invoice is
// corrected and both invoices show, the old one «En cancelación» awaiting the customer's answer as
// its receiver: «Cancelada» once accepted or after three business days of silence (the API's
// clock), «Vigente» again once rejected; a cancellation the business asks is answered from the
// e-mail's link; an invoice can be corrected by substitution until the day its cancellation is
// allowed (CFF art. 29-A), and after it with a credit note and a new invoice; a refund of an
// invoiced payment brings its credit note (detail, Historial, Estado de cuenta); «Descargar facturas»
// packs a period's CFDI with an index for the accountant, who gets the month's package by e-mail on
// the 1st when registered, and not once the customer turns it off. Runs on the
// phone (390 px) and desktop (1280 px) projects. Payments are picked by what Historial shows.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, watchConsole } from '../support';
import { readZip } from '../../../scripts/dev-api/zip.mjs';
import { OTHER_PDF, PERSON_CONSTANCIA } from './constancia-fixture';
import {
  askInvoiceCancellation,
  mexicoCityDay,
  moveClock,
  openWorld,
  outboxOf,
  paymentItems,
  refundPayment,
  type ExampleUser,
} from './support';

// Stamping takes ~1.5 s and the screens re-read every 2 s: allow a few rounds.
const SETTLES = { timeout: 15_000 };

async function openPaidHistory(page: Page) {
  await page.goto('/app/historial-de-pagos?estado=pagado');
  await expect(page.getByRole('heading', { level: 1, name: 'Historial de pagos' })).toBeVisible();
  await expect(paymentItems(page).first()).toBeVisible();
}

/** The first row of the page that offers «Solicitar factura», and its description (to find it again). */
async function rowToInvoice(page: Page, skip = 0): Promise<{ row: Locator; description: string }> {
  const rows = paymentItems(page).filter({ has: page.getByRole('button', { name: /^Solicitar factura del pago del / }) });
  await expect(rows.nth(skip), 'a completed payment without invoice, within its deadline').toBeVisible();
  const row = rows.nth(skip);
  const link = row
    .getByRole('link')
    .filter({ hasNotText: /^(PDF|XML|Recibo)$/ })
    .first();
  const description = (await link.textContent())!.trim();
  return { row: paymentItems(page).filter({ hasText: description }).first(), description };
}

/** The link that opens a row's payment (it covers the row or card). */
const paymentLink = (row: Locator) => row.locator('a[data-row-link], a[data-card-link]');

const dialogNamed = (page: Page, name: string) => page.getByRole('dialog', { name });
const field = (dialog: Locator, name: string) => dialog.getByRole('textbox', { name, exact: true });

/**
 * Opens a catalogue's list and picks the entry by typing its code (the list's type-ahead) and Enter:
 * a click on an option further down would scroll the dialog first, and react-aria closes a popover
 * whose surroundings scroll (a person taps the option where it is).
 */
async function choose(page: Page, dialog: Locator, label: RegExp, code: string) {
  const trigger = dialog.getByRole('button', { name: label });
  await trigger.click();
  const focused = page.getByRole('listbox', { name: label }).locator('[role="option"]:focus');
  // The list must have focus before the keys: typed earlier (a busy machine), they were lost.
  await expect(focused).toHaveCount(1);
  await page.keyboard.type(code);
  await expect(focused).toContainText(`${code} · `);
  await page.keyboard.press('Enter');
  await expect(trigger).toContainText(`${code} · `);
}

/** Fills what the prefill may have left empty, so that the request is valid for SAT's rules. */
async function completeReceiver(page: Page, dialog: Locator, kind: ExampleUser) {
  if (kind === 'employer') {
    // Mi perfil's razón social, without its capital regime; régimen 601 allows G03.
    await expect(field(dialog, 'RFC')).not.toHaveValue('');
    await choose(page, dialog, /Régimen fiscal/, '601');
    await choose(page, dialog, /Uso del CFDI/, 'G03');
  } else {
    // Mis datos' régimen 605 does not allow G03 (not prefilled): 612 does.
    await choose(page, dialog, /Régimen fiscal/, '612');
    await choose(page, dialog, /Uso del CFDI/, 'G03');
  }
  for (const name of ['Nombre o razón social', 'Código postal fiscal', 'Correo para recibir la factura']) {
    await expect(field(dialog, name), `${name} prefilled`).not.toHaveValue('');
  }
}

for (const kind of ['employer', 'nonEmployer'] as const) {
  test(
    `${kind}: requests a completed payment’s invoice from Historial; «En timbrado», then «Vigente» with PDF and XML`,
    // On a phone once: the card's button and the notice over it are the same for both kinds.
    { tag: kind === 'employer' ? '@phone' : [] },
    async ({ page }) => {
      const console = watchConsole(page);
      await openWorld(page, kind);
      await openPaidHistory(page);
      const { row, description } = await rowToInvoice(page);

      await row.getByRole('button', { name: /^Solicitar factura del pago del / }).click();
      const dialog = dialogNamed(page, 'Solicitar factura');
      await expect(dialog.getByRole('heading', { name: 'Solicitar factura' })).toBeVisible();
      await expect(field(dialog, 'RFC')).toBeVisible();
      await expect(
        dialog.getByRole('checkbox', {
          name: kind === 'employer' ? 'Guardar estos datos en Mi perfil' : 'Guardar estos datos en Mis datos',
        }),
      ).toBeVisible();
      await completeReceiver(page, dialog, kind);
      await expectNoSeriousA11yViolations(page);

      // Keyboard only: the submit button is reached and pressed without a pointer.
      await dialog.getByRole('button', { name: 'Solicitar factura' }).focus();
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();

      // Historial re-reads the page while it is being stamped.
      const again = paymentItems(page).filter({ hasText: description }).first();
      await expect(again.getByText('En timbrado').or(again.getByRole('link', { name: /^Descargar factura PDF/ }))).toBeVisible();
      await expect(again.getByRole('link', { name: /^Descargar factura PDF/ })).toBeVisible(SETTLES);

      await paymentLink(again).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Detalle del pago' })).toBeVisible();
      await expect(page.getByTestId('invoice-status')).toHaveText('Vigente', SETTLES);
      await expect(page.getByTestId('invoice-uuid')).toHaveText(/^[0-9A-F-]{36}$/i);
      await expect(page.getByRole('link', { name: 'Descargar PDF' })).toHaveAttribute('href', /\/facturas\/[0-9A-F-]{36}\.pdf$/);
      await expect(page.getByRole('link', { name: 'Descargar XML' })).toHaveAttribute('href', /\/facturas\/[0-9A-F-]{36}\.xml$/);
      await expect(page.getByRole('button', { name: 'Corregir factura' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
      console.expectNone();
    },
  );
}

test('a fiscal postal code the SAT does not hold for the RFC is refused on «Código postal fiscal», with the reason', async ({ page }) => {
  const console = watchConsole(page);
  await openWorld(page, 'employer');
  await openPaidHistory(page);
  const { row } = await rowToInvoice(page);
  await paymentLink(row).click();
  await page.getByRole('button', { name: 'Solicitar factura' }).click();
  let dialog = dialogNamed(page, 'Solicitar factura');
  await completeReceiver(page, dialog, 'employer');
  await field(dialog, 'Código postal fiscal').fill('76100');
  await dialog.getByRole('button', { name: 'Solicitar factura' }).click();

  // Refused at once (422 on the field), or by the PAC a moment later (rechazada): either way the
  // field says why, and nothing else typed is lost.
  const postal = field(dialog, 'Código postal fiscal');
  const rejected = page.getByTestId('invoice-status').filter({ hasText: 'Rechazada' });
  await expect(postal.and(page.locator('[aria-invalid="true"]')).or(rejected)).toBeVisible(SETTLES);
  if (await rejected.isVisible()) {
    await expect(page.getByTestId('invoice-rejection')).not.toBeEmpty();
    // The request's notice may still cover the card's button on a phone: closed, as a person would.
    const notice = page.getByRole('status').filter({ hasText: 'Pedimos tu factura' });
    if (await notice.isVisible()) await notice.getByRole('button', { name: 'Cerrar aviso' }).click();
    await page.getByRole('button', { name: 'Corregir y volver a solicitar' }).click();
    dialog = dialogNamed(page, 'Solicitar factura');
    await expect(dialog.getByText('Tu solicitud anterior fue rechazada')).toBeVisible();
  }
  const refusedField = field(dialog, 'Código postal fiscal');
  await expect(refusedField).toHaveValue('76100');
  await expect(refusedField).toHaveAttribute('aria-invalid', 'true');
  await expect(refusedField).toHaveAccessibleDescription(/código postal/i);
  await expectNoSeriousA11yViolations(page);
  console.expectNone();
});

/**
 * Corrects the first vigente invoice Historial shows (another uso del CFDI) and waits until the
 * replacement is stamped; answers the old invoice's UUID and its section on the page.
 */
async function correctFirstInvoice(page: Page): Promise<{ oldUuid: string; replaced: Locator }> {
  await openPaidHistory(page);
  const invoiced = paymentItems(page)
    .filter({ has: page.getByRole('link', { name: /^Descargar factura PDF/ }) })
    .first();
  await expect(invoiced, 'a payment with a vigente invoice').toBeVisible();
  await invoiced
    .getByRole('link')
    .filter({ hasNotText: /^(PDF|XML|Recibo)$/ })
    .first()
    .click();
  await expect(page.getByTestId('invoice-status')).toHaveText('Vigente');
  const oldUuid = (await page.getByTestId('invoice-uuid').textContent())!.trim();

  await page.getByRole('button', { name: 'Corregir factura' }).click();
  const dialog = dialogNamed(page, 'Corregir factura');
  await expect(dialog).toContainText('relación 04');
  await expect(dialog).toContainText('motivo 01');
  if ((await field(dialog, 'RFC').inputValue()) === '') await completeReceiver(page, dialog, 'employer');
  const use = dialog.getByRole('button', { name: /Uso del CFDI/ });
  const next = (await use.textContent())?.includes('I04') ? 'I02' : 'I04';
  await choose(page, dialog, /Uso del CFDI/, next);
  await expect(dialog.getByTestId('invoice-changes')).toContainText('Uso del CFDI:');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Corregir factura' }).click();
  await expect(dialog).toBeHidden();

  const replaced = page.getByTestId('replaced-invoice');
  await expect(replaced).toContainText(`Sustituye a la factura ${oldUuid}`);
  await expect(replaced).toContainText('En cancelación');
  await expect(page.getByTestId('invoice-status')).toHaveText('Vigente', SETTLES);
  await expect(page.getByTestId('invoice-uuid')).not.toHaveText(oldUuid);
  // Once stamped, the SAT asks the receiver (the customer) to accept the old one's cancellation.
  await expect(replaced.getByTestId('invoice-cancellation-status')).toHaveText('Esperando aceptación', SETTLES);
  await expect(replaced.getByTestId('invoice-cancellation-text')).toHaveText(
    /^Para sustituirla por la factura corregida, el SAT necesita que aceptes su cancelación\. Puedes aceptar o rechazar hasta el \d{1,2} \w{3} \d{4}, 23:59; si no respondes, se da por aceptada\.$/,
  );
  return { oldUuid, replaced };
}

/** Answers a cancellation request in `where`, through its confirmation. */
async function answerCancellation(page: Page, where: Locator, answer: 'Aceptar cancelación' | 'Rechazar cancelación') {
  await where.getByRole('button', { name: answer }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await confirm.getByRole('button', { name: answer }).click();
  await expect(confirm).toBeHidden();
}

test('a vigente invoice corrected: the new invoice, the old one «Esperando aceptación» with its deadline, «Cancelada» once accepted', async ({
  page,
}) => {
  const console = watchConsole(page);
  await openWorld(page, 'employer');
  const { replaced } = await correctFirstInvoice(page);
  await expectNoSeriousA11yViolations(page);

  await answerCancellation(page, replaced, 'Aceptar cancelación');
  await expect(page.getByText('Aceptaste la cancelación. El SAT la cancela en unos momentos.', { exact: false })).toBeVisible();
  await expect(replaced.getByTestId('invoice-cancellation-status')).toHaveText('Aceptada');
  await expect(replaced).toContainText('Cancelada', SETTLES);
  await expect(replaced.getByRole('button', { name: 'Aceptar cancelación' })).toHaveCount(0);
  await expect(replaced.getByRole('link', { name: 'Descargar PDF de la factura sustituida' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Descargar XML', exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  console.expectNone();
});

test("no answer within three business days: the SAT counts silence as acceptance, «Cancelada» (the API's clock)", async ({ page }) => {
  const console = watchConsole(page);
  const { world } = await openWorld(page, 'employer');
  const { replaced } = await correctFirstInvoice(page);
  // Three business days after any day end within six calendar days (a long weekend included).
  await moveClock(world, { days: 7 });
  await page.reload();
  await expect(replaced).toContainText('Cancelada');
  await expect(replaced.getByTestId('invoice-cancellation-status')).toHaveText('Aceptada por falta de respuesta');
  await expect(replaced.getByTestId('invoice-cancellation-text')).toHaveText(
    /^Se dio por aceptada porque no hubo respuesta antes del \d{1,2} \w{3} \d{4}, 23:59\.$/,
  );
  await expect(replaced.getByRole('button', { name: 'Rechazar cancelación' })).toHaveCount(0);
  console.expectNone();
});

test("rejected: the original is «Vigente» and the payment's invoice again, the corrected one withdrawn and «Cancelada»", async ({
  page,
}) => {
  const console = watchConsole(page);
  await openWorld(page, 'employer');
  const { oldUuid, replaced } = await correctFirstInvoice(page);
  const newUuid = (await page.getByTestId('invoice-uuid').textContent())!.trim();

  await answerCancellation(page, replaced, 'Rechazar cancelación');
  await expect(page.getByText('Rechazaste la cancelación. La factura sigue vigente.', { exact: false })).toBeVisible();
  await expect(page.getByTestId('invoice-uuid')).toHaveText(oldUuid);
  await expect(page.getByTestId('invoice-status')).toHaveText('Vigente');
  // The original's request comes first; the withdrawn correction's own request follows in its section.
  await expect(page.getByTestId('invoice-cancellation-status').first()).toHaveText('Rechazada');
  const withdrawn = page.getByTestId('withdrawn-correction');
  await expect(withdrawn).toContainText(`La factura corregida ${newUuid} se retira`);
  // Cancelled within the business day after it was stamped: no acceptance needed (rule 2.7.1.35, IX).
  await expect(withdrawn).toContainText('Cancelada', SETTLES);
  await expect(withdrawn.getByTestId('invoice-cancellation-text')).toHaveText(
    'No requiere tu aceptación: se cancela a más tardar el día hábil siguiente a su emisión.',
  );
  await expect(page.getByRole('link', { name: 'Descargar PDF', exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Corregir factura' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  console.expectNone();
});

test('the business asks to cancel an invoice: the customer is e-mailed, opens the payment and rejects it; it stays «Vigente»', async ({
  page,
}) => {
  const console = watchConsole(page);
  const { world } = await openWorld(page, 'employer');
  const uuid = '5FB2822E-396D-4725-8521-CDC4BDD20CCF';
  await askInvoiceCancellation(world, uuid, '02');
  const mail = (await outboxOf(world)).find((m) => m.kind === 'cfdiCancellationRequested');
  expect(mail?.subject).toBe('Confirma la cancelación de tu factura');
  const link = /Ver: (\S+)/.exec(mail!.text)![1]!;
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('heading', { level: 1, name: 'Detalle del pago' })).toBeVisible();
  await expect(page.getByTestId('invoice-status')).toHaveText('En cancelación');
  await expect(page.getByTestId('invoice-state')).toHaveText('Se pidió al SAT cancelar esta factura; falta tu respuesta.');
  const request = page.getByTestId('invoice-cancellation');
  await expect(request).toContainText('Motivo 02: comprobante emitido con errores sin relación.');
  await expect(request.getByTestId('invoice-cancellation-status')).toHaveText('Esperando aceptación');
  await expectNoSeriousA11yViolations(page);

  await answerCancellation(page, request, 'Rechazar cancelación');
  await expect(page.getByTestId('invoice-status')).toHaveText('Vigente');
  await expect(request.getByTestId('invoice-cancellation-status')).toHaveText('Rechazada');
  await expect(page.getByRole('link', { name: 'Descargar PDF', exact: true })).toBeVisible();
  console.expectNone();
});

test('a constancia PDF fills the receiver (read in the browser); another PDF changes nothing; the invoice is then stamped', async ({
  page,
}) => {
  const console = watchConsole(page);
  await openWorld(page, 'nonEmployer');
  await page.goto('/app/historial-de-pagos/trp4s7v0y3b6e9h2k5nq');
  await page.getByRole('button', { name: 'Solicitar factura' }).click();
  const dialog = dialogNamed(page, 'Solicitar factura');
  await field(dialog, 'Nombre o razón social').fill('JOSE RAMIREZ');
  await field(dialog, 'Código postal fiscal').fill('11111');
  const pick = async (name: string, buffer: Buffer) => {
    const chooser = page.waitForEvent('filechooser');
    await dialog.getByRole('button', { name: 'Llenar con mi constancia (PDF)' }).click();
    await (await chooser).setFiles({ name, mimeType: 'application/pdf', buffer });
  };
  const uploads: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'GET') uploads.push(request.url());
  });

  await pick('factura.pdf', OTHER_PDF);
  await expect(dialog.getByRole('alert')).toContainText(
    'No encontramos los datos de una constancia de situación fiscal en ese archivo. No cambiamos nada',
  );
  await expect(field(dialog, 'Nombre o razón social')).toHaveValue('JOSE RAMIREZ');
  await expect(field(dialog, 'Código postal fiscal')).toHaveValue('11111');
  await pick('no-es-pdf.pdf', Buffer.from('hola'));
  await expect(dialog.getByRole('alert')).toContainText('No pudimos abrir ese archivo como PDF. No cambiamos nada');

  await pick('constancia.pdf', PERSON_CONSTANCIA);
  await expect(dialog.getByTestId('constancia-note')).toHaveText(
    'Llenamos con tu constancia: RFC, nombre, código postal y régimen fiscal. Revísalos antes de enviar.',
  );
  await expect(field(dialog, 'RFC')).toHaveValue('RAOL850412HN6');
  await expect(field(dialog, 'Nombre o razón social')).toHaveValue('JOSE LUIS RAMIREZ ORTIZ');
  await expect(field(dialog, 'Código postal fiscal')).toHaveValue('03940');
  // The régimen in force (612), not the one that ended (621).
  await expect(dialog.getByRole('button', { name: /Régimen fiscal/ })).toContainText('612 · ');
  // Read in the browser: nothing was sent.
  expect(uploads).toEqual([]);
  await expectNoSeriousA11yViolations(page);

  await choose(page, dialog, /Uso del CFDI/, 'G03');
  await dialog.getByRole('button', { name: 'Solicitar factura' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('invoice-status')).toHaveText('Vigente', SETTLES);
  console.expectNone();
});

test("the request window is the payment's year (the SAT's rule): until 31 December, then why not and whom to ask", async ({ page }) => {
  const console = watchConsole(page);
  await openWorld(page, 'employer');
  const year = Number(mexicoCityDay(new Date().toISOString()).slice(0, 4));

  // A completed payment of this year, not invoiced yet (the example kept in today's year).
  await page.goto('/app/historial-de-pagos/trq1w9kdv3xyhbg6o2pe');
  await expect(page.getByRole('heading', { level: 1, name: 'Detalle del pago' })).toBeVisible();
  await expect(page.getByText(`Puedes solicitar tu factura hasta el 31 de diciembre de ${year}.`)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Solicitar factura' })).toBeVisible();

  // One of a year before: past its window, with the day, the rule, and support's address.
  await page.goto('/app/historial-de-pagos/trx5c8v1b4n7m0q3w6er');
  await expect(page.getByTestId('invoice-state')).toHaveText(
    `El plazo para solicitar la factura de este pago venció el 31 de diciembre de ${year - 1}. El SAT permite emitir la factura de un pago después de hacerlo, pero dentro del mismo año.`,
  );
  await expect(page.getByRole('button', { name: 'Solicitar factura' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'pregunta a soporte por la factura de este pago' })).toHaveAttribute(
    'href',
    /^mailto:soporte@cotiza\.mx\?subject=Factura%20del%20pago%20COT-2025-0102-02&/,
  );
  await expectNoSeriousA11yViolations(page);
  console.expectNone();
});

test('a vigente invoice is corrected by substitution until the day the business may still cancel it, after it with a credit note and a new invoice', async ({
  page,
}) => {
  const console = watchConsole(page);
  const { world } = await openWorld(page, 'employer');
  // The example employer's vigente invoice (5FB2822E…), stamped with its payment.
  const oldUuid = '5FB2822E-396D-4725-8521-CDC4BDD20CCF';
  await page.goto('/app/historial-de-pagos/trzjaozcik8msyqshka4');
  await expect(page.getByTestId('invoice-status')).toHaveText('Vigente');
  const note = page.getByTestId('invoice-correction-note');
  // The sample merchant is a company: 31 March of the year after it was stamped.
  await expect(note).toHaveText(
    /^¿Algún dato fiscal está mal\? Emitimos una nueva factura que sustituye a esta\. Puedes corregirla hasta el 31 de marzo de \d{4}\.$/,
  );
  const year = Number(/(\d{4})\.$/.exec((await note.textContent())!.trim())![1]);
  await expect(page.getByRole('button', { name: 'Corregir factura' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Corregir con nota de crédito' })).toHaveCount(0);

  // The first of April, for the API's world and for the browser.
  await moveClock(world, { to: `${year}-04-01` });
  await page.clock.setFixedTime(new Date(`${year}-04-01T12:00:00-06:00`));
  await page.reload();
  await expect(page.getByTestId('invoice-status')).toHaveText('Vigente');
  const closed = page.getByTestId('invoice-correction-closed');
  await expect(closed).toContainText(
    `Ya no se puede sustituir: el plazo para cancelarla venció el 31 de marzo de ${year}. El SAT permite cancelar una factura hasta el mes de la declaración anual del año en que se emitió.`,
  );
  await expect(page.getByRole('button', { name: 'Corregir factura' })).toHaveCount(0);
  // Its files stay.
  await expect(page.getByRole('link', { name: 'Descargar PDF' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // The credit note's way: the same receiver form, explained.
  await closed.getByRole('button', { name: 'Corregir con nota de crédito' }).click();
  const dialog = dialogNamed(page, 'Corregir con nota de crédito');
  await expect(dialog).toContainText(`venció el 31 de marzo de ${year}, así que el SAT ya no permite sustituirla`);
  await expect(field(dialog, 'RFC')).not.toHaveValue('');
  const use = dialog.getByRole('button', { name: /Uso del CFDI/ });
  const next = (await use.textContent())?.includes('I04') ? 'I02' : 'I04';
  await choose(page, dialog, /Uso del CFDI/, next);
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Corregir con nota de crédito' }).click();
  await expect(dialog).toBeHidden();

  const creditNote = page.getByTestId('credit-note');
  await expect(creditNote).toContainText('Corrección fuera de plazo · $27,457.20');
  await expect(creditNote).toContainText(`Relacionada con la factura ${oldUuid}`);
  await expect(creditNote.getByRole('link', { name: 'Descargar PDF de la nota de crédito' })).toBeVisible();
  await expect(creditNote.getByRole('link', { name: 'Descargar XML de la factura compensada' })).toBeVisible();
  // The new invoice is stamped and is the payment's from now on.
  await expect(page.getByTestId('invoice-status')).toHaveText('Vigente', SETTLES);
  await expect(page.getByTestId('invoice-uuid')).not.toHaveText(oldUuid);
  await expectNoSeriousA11yViolations(page);
  console.expectNone();
});

test('a refund of an invoiced payment brings its credit note: on the detail, in Historial and in Estado de cuenta', async ({ page }) => {
  const console = watchConsole(page);
  const { world } = await openWorld(page, 'employer');
  // Part of the example employer's invoiced payment (its invoice 5FB2822E… is vigente).
  await refundPayment(world, 'trzjaozcik8msyqshka4', 5000);
  await page.goto('/app/historial-de-pagos/trzjaozcik8msyqshka4');
  const creditNote = page.getByTestId('credit-note');
  await expect(creditNote).toContainText('Devolución · $5,000.00');
  await expect(creditNote).toContainText('Relacionada con la factura 5FB2822E-396D-4725-8521-CDC4BDD20CCF');
  await expect(creditNote).toContainText('Vigente');
  const uuid = /Folio fiscal ([0-9A-F-]{36})/.exec((await creditNote.textContent()) ?? '')?.[1];
  expect(uuid, 'the note is stamped, with its folio fiscal').toBeTruthy();
  await expect(creditNote.getByRole('link', { name: 'Descargar XML de la nota de crédito' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  await page.goto('/app/historial-de-pagos?estado=reembolsado');
  await expect(paymentItems(page).filter({ hasText: 'COT-2026-0147' }).getByTestId('credit-notes-row').first()).toHaveText(
    'Con nota de crédito por devolución',
  );

  await page.goto('/app/estado-de-cuenta');
  await expect(page.getByTestId('statement-credit-note').filter({ hasText: uuid! }).first()).toBeVisible();
  console.expectNone();
});

test("«Descargar facturas»: a ZIP of the period with each CFDI's XML and PDF and an index that lists exactly them", async ({ page }) => {
  const console = watchConsole(page);
  await openWorld(page, 'employer');
  await page.goto('/app/historial-de-pagos');
  await page.getByRole('button', { name: 'Descargar facturas' }).click();
  const dialog = dialogNamed(page, 'Descargar facturas');
  // The radio's input is visually hidden: a person taps its row.
  await dialog.getByText('Últimos 90 días', { exact: true }).click();
  await expect(dialog.getByRole('radio', { name: /^Últimos 90 días/ })).toBeChecked();
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Preparar paquete' }).click();
  const state = dialog.getByTestId('invoice-package-state');
  await expect(state).toContainText(/^Listo: \d+ facturas? /, SETTLES);
  const link = state.getByRole('link', { name: 'Descargar ZIP' });
  const href = await link.getAttribute('href');
  expect(href).toBeTruthy();
  await expectNoSeriousA11yViolations(page);

  const zip = readZip(Buffer.from(await (await page.request.get(href!)).body()));
  const index = zip.get('indice.csv');
  expect(index, 'the index').toBeTruthy();
  const [header, ...rows] = index!
    .toString('utf8')
    .replace(/^\uFEFF/, '')
    .trimEnd()
    .split('\r\n');
  expect(header).toBe('Tipo,UUID,Fecha,RFC receptor,Subtotal,IVA,Total,Estado,Relacionado');
  const uuids = rows.map((row) => row.split(',')[1]!);
  // The example employer's vigente invoice, stamped with its payment in the last 90 days.
  expect(uuids).toContain('5FB2822E-396D-4725-8521-CDC4BDD20CCF');
  const expected = new Set(['indice.csv']);
  for (const [i, row] of rows.entries()) {
    const cells = row.split(',');
    expected.add(`${uuids[i]}.xml`).add(`${uuids[i]}.pdf`);
    if (cells[7] === 'cancelada') expected.add(`${uuids[i]}-acuse.xml`);
  }
  expect([...zip.keys()].sort()).toEqual([...expected].sort());
  expect(zip.get('5FB2822E-396D-4725-8521-CDC4BDD20CCF.pdf')!.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  console.expectNone();
});

test("the accountant registered in Mi perfil gets the month's package on the 1st, and not once it is turned off in Notificaciones", async ({
  page,
}) => {
  const console = watchConsole(page);
  const world = await openWorld(page, 'employer');
  // An invoice stamped today, so this month (the package of the next 1st) has one, whatever today is.
  const receiver = {
    rfc: 'CBA090615K22',
    name: 'CONSTRUCTORA DEL BAJIO',
    fiscalRegime: '601',
    postalCode: '76000',
    cfdiUse: 'G03',
    email: 'facturas@constructoradelbajio.mx',
  };
  await world.call('POST', '/payments/trq1w9kdv3xyhbg6o2pe/invoice', { receiver });

  const accountant = 'contabilidad@despachofiscal.mx';
  await page.goto('/app/mi-perfil');
  const field = page.getByRole('textbox', { name: 'Correo de tu contador (opcional)' });
  await expect(page.getByRole('textbox', { name: 'Razón social' })).not.toHaveValue('');
  await field.fill(accountant);
  await page.getByRole('button', { name: 'Guardar cambios' }).click();
  await expect(page.getByText('Guardamos el perfil de tu empresa.')).toBeVisible();

  const today = mexicoCityDay(new Date().toISOString());
  const nextFirst = (day: string) => {
    const [year, month] = day.split('-').map(Number) as [number, number];
    return month === 12 ? `${year + 1}-01-01` : `${year}-${String(month + 1).padStart(2, '0')}-01`;
  };
  const first = nextFirst(today);
  await moveClock(world.world, { to: first });
  const mails = (await outboxOf(world.world)).filter((mail) => mail.kind === 'accountantPackage');
  expect(mails.map((mail) => mail.to)).toEqual([accountant]);
  const link = /Descárgalas en un ZIP: (\S+) /.exec(mails[0]!.text)?.[1];
  const paid = await world.call<{ invoice: { uuid: string } }>('GET', '/payments/trq1w9kdv3xyhbg6o2pe');
  const zip = readZip(Buffer.from(await (await page.request.get(link!)).body()));
  expect(zip.has(`${paid.invoice.uuid}.xml`), 'the invoice stamped this month').toBe(true);

  // Turned off: the next 1st sends nothing.
  await page.clock.setFixedTime(new Date(`${first}T12:00:00-06:00`));
  await page.goto('/app/notificaciones');
  const choice = page.getByRole('switch', { name: 'Paquete de facturas para tu contador' });
  await expect(choice).toBeChecked();
  // The switch's input is visually hidden: a person taps its row.
  await page.getByText('Paquete de facturas para tu contador', { exact: true }).click();
  await expect(choice).not.toBeChecked();
  await page.getByRole('button', { name: 'Guardar preferencias' }).click();
  await expect(page.getByTestId('preferences-saved')).toBeVisible();
  await moveClock(world.world, { to: nextFirst(first) });
  expect((await outboxOf(world.world)).filter((mail) => mail.kind === 'accountantPackage')).toHaveLength(1);
  console.expectNone();
});

test('«Descargar facturas»: a package the server is still making is read again until it is ready', async ({ page }) => {
  const console = watchConsole(page);
  await openWorld(page, 'employer');
  // The development API makes a small package at once: its answer is shown as a slow backend's 202.
  let reads = 0;
  await page.route(
    (url) => url.pathname.endsWith('/invoice-packages'),
    async (route) => {
      const response = await route.fetch();
      const ready = (await response.json()) as Record<string, unknown>;
      await route.fulfill({ response, status: 202, json: { ...ready, status: 'preparando', download_url: null, expires_at: null } });
    },
  );
  await page.route(
    (url) => url.pathname.includes('/invoice-packages/'),
    async (route) => {
      reads += 1;
      await route.fallback();
    },
  );
  await page.goto('/app/historial-de-pagos');
  await page.getByRole('button', { name: 'Descargar facturas' }).click();
  const dialog = dialogNamed(page, 'Descargar facturas');
  await dialog.getByRole('button', { name: 'Preparar paquete' }).click();
  const state = dialog.getByTestId('invoice-package-state');
  await expect(state).toContainText('Preparando el paquete de');
  // GET /invoice-packages/{id}, the development API's: ready now.
  await expect(state).toContainText(/^Listo: /, SETTLES);
  expect(reads).toBeGreaterThanOrEqual(1);
  await expect(state.getByRole('link', { name: 'Descargar ZIP' })).toHaveAttribute('href', /\/paquetes\/pkg-/);
  console.expectNone();
});
