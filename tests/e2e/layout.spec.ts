// Every screen of the signed-in area fits a phone (390 px), a tablet (768 px, the side navigation
// beside the content) and a desktop (1280 px): the page never scrolls sideways, and never scrolls
// itself (the shell's content area, <main>, is the one scroller: when the page scrolled, the header
// slid away). Against Prism's mock of the examples; one project (desktop) sets the three widths.
import { expect, test, type Page } from '@playwright/test';
import { loadContract } from '../../scripts/openapi-contract.mjs';
import { appPaths } from '../../src/config/app-paths';
import { exampleId } from './quality-support';
import { expectNoSeriousA11yViolations, preferExample, signInAs, USERS, type ExampleUser } from './support';

const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 768, height: 1024 },
  { width: 390, height: 844 },
];

const quotationId = exampleId('getQuotation', 'quotationId');
const paymentId = exampleId('getPayment', 'paymentId');
// The confirmation page shows a charge only on its own quotation's path.
const paidQuotationId = (loadContract() as { components: { examples: Record<string, { value: { quotation: { id: string } } }> } })
  .components.examples.PaymentCompleted.value.quotation.id;

interface Screen {
  name: string;
  path: string;
  /** The example Prism answers for the payment (its instructions need a waiting SPEI reference). */
  paymentExample?: string;
}

const SCREENS: Record<ExampleUser, Screen[]> = {
  employer: [
    { name: 'Inicio', path: appPaths.home },
    { name: 'Mi perfil', path: appPaths.profile },
    { name: 'Mi perfil › Seguridad', path: `${appPaths.profile}?seccion=seguridad` },
    { name: 'Métodos de pago', path: appPaths.paymentMethods },
    { name: 'Historial de pagos', path: appPaths.paymentHistory },
    { name: 'Empleados', path: appPaths.employees },
    { name: 'Notificaciones', path: appPaths.notifications },
    { name: 'una cotización', path: appPaths.quotation(quotationId) },
    { name: 'la confirmación de un pago', path: `${appPaths.quotationConfirmation(paidQuotationId)}?id=${paymentId}` },
    { name: 'el detalle de un pago', path: appPaths.payment(paymentId) },
    { name: 'un recibo', path: appPaths.paymentReceipt(paymentId) },
    { name: 'unas instrucciones de pago', path: appPaths.paymentInstructions(paymentId), paymentExample: 'bankTransferPending' },
    { name: 'una dirección que no existe', path: '/app/seccion-que-no-existe' },
  ],
  nonEmployer: [
    { name: 'Inicio', path: appPaths.home },
    { name: 'Mis datos', path: appPaths.personalData },
    { name: 'Mis datos › Seguridad', path: `${appPaths.personalData}?seccion=seguridad` },
    { name: 'Métodos de pago', path: appPaths.paymentMethods },
    { name: 'Historial de pagos', path: appPaths.paymentHistory },
    { name: 'Notificaciones', path: appPaths.notifications },
  ],
};

/** Waits until the screen has its data: no skeleton, nothing busy, two frames after the last change. */
async function settle(page: Page) {
  await expect(page.locator('[aria-busy="true"], [role="status"][aria-label^="Cargando"]')).toHaveCount(0);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** What overflows at this width: each entry names the box and by how many pixels. */
function overflows(page: Page) {
  return page.evaluate(() => {
    const found: string[] = [];
    const root = document.scrollingElement!;
    if (root.scrollWidth > innerWidth) found.push(`la página es ${root.scrollWidth - innerWidth} px más ancha que la pantalla`);
    if (root.scrollHeight > innerHeight) found.push(`la página se desplaza ${root.scrollHeight - innerHeight} px (no solo el contenido)`);
    const main = document.querySelector<HTMLElement>('[data-testid="main-body"]')!;
    if (main.scrollWidth > main.clientWidth) found.push(`el contenido se desplaza ${main.scrollWidth - main.clientWidth} px a lo ancho`);
    // A table that scrolls inside its box hides columns (and the row actions) off to the side.
    for (const table of main.querySelectorAll<HTMLElement>('table, [role="grid"]')) {
      const box = table.parentElement!;
      if (box.scrollWidth > box.clientWidth + 1)
        found.push(`la tabla «${table.getAttribute('aria-label') ?? ''}» se corta ${box.scrollWidth - box.clientWidth} px`);
    }
    return found;
  });
}

for (const kind of ['employer', 'nonEmployer'] as const) {
  test.describe(`${kind}: every screen fits at 390, 768 and 1280 px`, () => {
    test.beforeEach(async ({ page }) => {
      await signInAs(page, kind);
    });

    for (const screen of SCREENS[kind]) {
      test(screen.name, async ({ page }) => {
        if (screen.paymentExample) await preferExample(page, `/payments/${paymentId}`, screen.paymentExample);
        await page.goto(screen.path);
        await expect(page.locator('h1')).toBeVisible();
        await page.waitForLoadState('networkidle');
        for (const size of WIDTHS) {
          await test.step(`${size.width} px`, async () => {
            await page.setViewportSize(size);
            await settle(page);
            expect(await overflows(page), `${screen.name} a ${size.width} px`).toEqual([]);
            // The greeting stays whole ("Hola María", never "Hol…"): the full name beside it gives way.
            const greeting = page.getByTestId('greeting');
            await expect(greeting).toHaveText(USERS[kind].greeting);
            expect(await greeting.evaluate((element) => element.scrollWidth <= element.clientWidth)).toBe(true);
            await expectNoSeriousA11yViolations(page);
          });
        }
      });
    }
  });
}

test('Historial at 1280 px: every folio whole and every description shown', async ({ page }) => {
  await signInAs(page, 'employer');
  await page.goto(appPaths.paymentHistory);
  const links = page.getByRole('table', { name: 'Pagos' }).locator('a[data-row-link]');
  await expect(links).toHaveCount(14);
  // Nothing of a row's text is clipped (a clamp cut "COT-2026-016…", and two quotations looked the same).
  const clipped = await links.evaluateAll((elements) =>
    elements
      .filter((link) => link.scrollWidth > link.clientWidth + 1 || link.scrollHeight > link.clientHeight + 1)
      .map((link) => link.textContent),
  );
  expect(clipped).toEqual([]);
  // Each folio is on one line: its box is one line high.
  const folios = page.getByRole('table', { name: 'Pagos' }).locator('a[data-row-link] .unbroken');
  await expect(folios.first()).toHaveText(/^COT-\d{4}-\d{4}$/);
  // One box (kept whole), one line high: not taller than its line height.
  const lines = await folios.evaluateAll((spans) =>
    spans.map((span) => span.getBoundingClientRect().height / parseFloat(getComputedStyle(span).lineHeight)),
  );
  for (const count of lines) expect(count).toBeLessThan(1.5);
});

test('Empleados on a tablet: every row menu is on screen', async ({ page }) => {
  await signInAs(page, 'employer');
  await page.setViewportSize({ width: 768, height: 1024 });
  await page.goto(appPaths.employees);
  const menus = page.getByRole('button', { name: /^Acciones para / });
  await expect(menus).toHaveCount(10);
  const main = (await page.getByTestId('main-body').boundingBox())!;
  for (const box of await menus.evaluateAll((buttons) => buttons.map((button) => button.getBoundingClientRect().toJSON() as DOMRect))) {
    expect(box.left).toBeGreaterThanOrEqual(main.x);
    expect(box.right).toBeLessThanOrEqual(main.x + main.width);
  }
  // And opens its choices.
  await menus.first().click();
  await expect(page.getByRole('menuitem', { name: 'Editar' })).toBeVisible();
});
