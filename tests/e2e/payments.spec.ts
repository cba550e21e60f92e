// Historial de pagos and a payment's detail against the Prism mock (openapi.yaml examples).
import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import {
  expectNoHorizontalScroll,
  expectNoSeriousA11yViolations,
  isPhone,
  paymentItems,
  preferCode,
  preferExample,
  signInAs,
  watchConsole,
} from './support';

const filterOf = (url: string) => JSON.parse(new URL(url).searchParams.get('filter') ?? 'null');
const isList = (url: string) => new URL(url).pathname === '/payments';

/** One payment as the customer finds it: by its description and, where two share one, the card's last four digits. */
const paymentItem = (page: Page, description: string, lastFour?: string) => {
  const items = paymentItems(page).filter({ hasText: description });
  return lastFour ? items.filter({ hasText: `terminación ${lastFour}` }) : items;
};

test.beforeEach(async ({ page }) => {
  await signInAs(page, 'employer');
});

test('lists the payments with Spanish statuses, refunds negative', { tag: '@phone' }, async ({ page }) => {
  const console = watchConsole(page);
  const listed = page.waitForRequest((r) => isList(r.url()));
  await page.goto('/app/historial-de-pagos');
  await expect(page.getByRole('heading', { level: 1, name: 'Historial de pagos' })).toBeVisible();
  expect(filterOf((await listed).url())).toEqual({ order: ['creation_date DESC'], limit: 20, skip: 0 });

  const items = paymentItems(page);
  await expect(items).toHaveCount(14);
  await expect(page.getByTestId('results-summary')).toHaveText('Mostrando 1–14 de 14 pagos');
  const inProcess = paymentItem(page, 'Anticipo de adecuación de oficinas');
  await expect(inProcess).toContainText('En proceso');
  await expect(inProcess).toContainText('21 nov 2026');
  const refund = paymentItem(page, 'Mobiliario de oficina');
  await expect(refund).toContainText('-$12,064.00');
  await expect(refund).toContainText('Reembolsado');
  await expect(paymentItem(page, 'Licencias de software contable', '4444')).toContainText('Fallido');
  await expect(paymentItem(page, 'Capacitación en seguridad industrial')).toContainText('Contracargo en revisión');
  // Each row says where its CFDI stands: downloads when stamped; nothing while the charge took no money.
  await expect(inProcess).not.toContainText(/factura/i);
  await expect(paymentItem(page, 'Licencias de software contable', '4444')).not.toContainText(/factura/i);
  const invoiced = items.filter({ has: page.getByRole('link', { name: /^Descargar factura PDF del pago del / }) });
  await expect(invoiced.first().getByRole('link', { name: /^Descargar factura XML/ })).toHaveAttribute(
    'href',
    /^https:\/\/facturas\.cotiza\.mx\/cfdi\/.+\.xml$/,
  );

  await expectNoHorizontalScroll(page);
  await expectNoSeriousA11yViolations(page);
  console.expectNone();
});

test('status and dates go to the URL and to the API, and survive a reload', async ({ page }) => {
  await page.goto('/app/historial-de-pagos');
  await expect(paymentItems(page)).toHaveCount(14);

  let filtered = page.waitForRequest((r) => isList(r.url()) && filterOf(r.url())?.where?.status === 'FAILED');
  // A native select: its list is the browser's, so the choice is made the way a form filler would.
  await page.getByRole('combobox', { name: 'Estado' }).selectOption({ label: 'Fallido' });
  await filtered;
  await expect(page).toHaveURL(/\?estado=fallido$/);

  // A custom period, typed with the keyboard: 01/10/2026 – 31/10/2026 (es-MX: day/month/year).
  await page.getByRole('button', { name: 'Fechas Cualquier fecha' }).click();
  const dialog = page.getByRole('dialog', { name: 'Filtrar por fechas' });
  const period = dialog.getByRole('group', { name: 'Periodo personalizado' });
  await period.getByRole('spinbutton').first().click();
  await page.keyboard.type('01102026');
  await page.keyboard.type('31102026');
  filtered = page.waitForRequest((r) => isList(r.url()) && filterOf(r.url())?.where?.creation_date !== undefined);
  await dialog.getByRole('button', { name: 'Aplicar' }).click();
  const request = await filtered;
  expect(filterOf(request.url())).toEqual({
    where: { status: 'FAILED', creation_date: { between: ['2026-10-01T06:00:00.000Z', '2026-11-01T05:59:59.999Z'] } },
    order: ['creation_date DESC'],
    limit: 20,
    skip: 0,
  });
  await expect(page).toHaveURL(/\?estado=fallido&desde=2026-10-01&hasta=2026-10-31$/);

  const again = page.waitForRequest((r) => isList(r.url()));
  await page.reload();
  expect(filterOf((await again).url()).where.status).toBe('FAILED');
  await expect(page.getByRole('combobox', { name: 'Estado' })).toHaveValue('FAILED');
  await expect(page.getByRole('button', { name: 'Fechas 1 oct 2026 – 31 oct 2026' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Limpiar filtros' }).click();
  await expect(page).toHaveURL(/\/app\/historial-de-pagos$/);
});

test('pages through the server 20 at a time', async ({ page }) => {
  // The pages the app asks for: the next one may be read at idle, before «Siguiente» is pressed.
  const skips: number[] = [];
  page.on('request', (r) => {
    if (isList(r.url())) skips.push(filterOf(r.url()).skip ?? 0);
  });
  await preferExample(page, '/payments/count', 'many');
  await page.goto('/app/historial-de-pagos');
  const pagination = page.getByRole('navigation', { name: 'Paginación' });
  await expect(pagination).toContainText('Página 1 de 7');
  // The mock answers its 14 examples for every page: the summary numbers the rows shown, not the page's size.
  await expect(page.getByTestId('results-summary')).toHaveText('Mostrando 1–14 de 137 pagos');

  await pagination.getByRole('button', { name: 'Siguiente' }).click();
  await expect(page).toHaveURL(/\?pagina=2$/);
  await expect(pagination).toContainText('Página 2 de 7');
  await expect(page.getByTestId('results-summary')).toHaveText('Mostrando 21–34 de 137 pagos');
  expect(skips).toContain(20);

  if (!isPhone(page)) {
    const sorted = page.waitForRequest((r) => isList(r.url()) && filterOf(r.url()).order[0] === 'signed_amount DESC');
    await page.getByRole('columnheader', { name: /Monto/ }).click();
    await sorted;
    await expect(page).toHaveURL(/\?orden=monto-desc$/);
  }
});

test('a payment’s detail: card, authorization, invoice downloads; a failed one says why', { tag: '@phone' }, async ({ page }) => {
  const console = watchConsole(page);
  await page.goto('/app/historial-de-pagos');
  await paymentItem(page, 'Licencias de software contable', '1111').click();
  await expect(page).toHaveURL(/\/app\/historial-de-pagos\/trzjaozcik8msyqshka4$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Detalle del pago' })).toBeVisible();
  await expect(page.getByTestId('payment-amount')).toHaveText('$27,457.20 MXN');
  await expect(page.getByText('4111 11•• •••• 1111')).toBeVisible();
  await expect(page.getByText('801585')).toBeVisible();
  await expect(page.getByTestId('invoice-uuid')).toHaveText('5FB2822E-396D-4725-8521-CDC4BDD20CCF');
  await expect(page.getByRole('link', { name: 'Descargar PDF' })).toHaveAttribute(
    'href',
    'https://facturas.cotiza.mx/cfdi/5FB2822E-396D-4725-8521-CDC4BDD20CCF.pdf',
  );
  await expect(page.getByRole('link', { name: 'Descargar XML' })).toHaveAttribute(
    'href',
    'https://facturas.cotiza.mx/cfdi/5FB2822E-396D-4725-8521-CDC4BDD20CCF.xml',
  );
  await expectNoSeriousA11yViolations(page);
  console.expectNone();

  await preferExample(page, '/payments/trgsfp2nuhdmlb6c0xe1', 'failed');
  await page.goto('/app/historial-de-pagos/trgsfp2nuhdmlb6c0xe1');
  await expect(page.getByTestId('failure-reason')).toHaveText(
    'El banco emisor rechazó la tarjeta. Usa otra tarjeta o comunícate con tu banco.',
  );
  // No money was taken: the detail says nothing of an invoice.
  await expect(page.getByRole('heading', { name: 'Factura (CFDI)' })).toHaveCount(0);
});

test('exports the current filter as CSV that Excel in Spanish opens right', async ({ page }) => {
  await page.goto('/app/historial-de-pagos?estado=pagado');
  await expect(paymentItems(page)).toHaveCount(14);
  const exported = page.waitForRequest((r) => isList(r.url()) && filterOf(r.url()).limit === 1000);
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Exportar CSV' }).click();
  expect(filterOf((await exported).url())).toEqual({ where: { status: 'COMPLETED' }, order: ['creation_date DESC'], limit: 1000, skip: 0 });
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^pagos-cotiza-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = await readFile((await file.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.subarray(3).toString('utf8').trimEnd().split('\r\n');
  expect(lines[0]).toBe(
    'Fecha (hora de la Ciudad de México),Concepto,Cotización,Método de pago,Terminación,Monto,Moneda,Estado,Autorización,Número de orden,ID del pago,Motivo del rechazo,Folio fiscal (UUID)',
  );
  expect(lines).toHaveLength(15);
  expect(lines[5]).toContain(',-12064.00,MXN,Reembolsado,');
  await expect(page.getByText(/Exportamos 14 pagos/)).toBeVisible();
});

test('a failing history offers Reintentar', async ({ page }) => {
  await preferCode(page, '/payments', 500);
  await page.goto('/app/historial-de-pagos');
  const alert = page.getByRole('alert').filter({ hasText: 'No pudimos cargar tus pagos' });
  await expect(alert).toContainText('Ocurrió un error inesperado. Inténtalo de nuevo más tarde.');
  await expect(alert.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
