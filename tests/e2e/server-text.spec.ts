// Server text is the customer's, the business's or anyone's: every screen must hold a 10,000-character
// string without a break and a string with a right-to-left override (U+202E) in every place it
// shows one. Prism's examples are rewritten on their way to the app (page.route): each text field
// — names, RFCs, folios, concepts, descriptions, e-mails, addresses, comments, references — becomes
// the hostile string. At 390, 768 and 1280 px: the page never scrolls sideways, nothing in a dialog
// does, every amount stays on screen (Cargo, Abono, Saldo…), and no text reads backwards after the
// override (an RFC after a name reads CBA090615K22, not 22K516090ABC). axe runs in layout.spec.ts.
// With E2E_SCREENSHOTS=<folder> each width of each screen is saved there, to look at.
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page, type Route } from '@playwright/test';
import { appPaths } from '../../src/config/app-paths';
import { exampleId, MOCK_ORIGIN } from './quality-support';
import { isStill, storeTokenOnFirstLoad, TOKEN, type ExampleUser } from './support';

const LONG = 'W'.repeat(10_000);
const OVERRIDE = 'ACME\u202E SA de CV';

type Variant = 'largo' | 'bidi';

/** The fields that carry free text in openapi.yaml's answers (ids, dates, amounts and enums stay). */
const TEXT_FIELDS = new Set([
  'firstName',
  'lastName',
  'name',
  'email',
  'phone',
  'position',
  'rfc',
  'legalName',
  'tradeName',
  'contactName',
  'street',
  'exteriorNumber',
  'interiorNumber',
  'neighborhood',
  'municipality',
  'city',
  'folio',
  'concept',
  'description',
  'comment',
  'reason',
  'status_reason',
  'error_message',
  'authorization',
  'order_id',
  'holder_name',
  'bank_name',
  'bank',
  'beneficiary',
  'reference',
  'uuid',
  'data',
  'answer',
  'message',
  'text',
]);

/** In the override variant an RFC keeps its value: it is what must read in order after the name. */
const hostile = (variant: Variant, key: string, value: string) =>
  variant === 'largo' ? LONG : key === 'rfc' || key === 'uuid' ? value : OVERRIDE;

/** A text field's name, except where the contract makes it a code (a declined quotation's `reason` is an enum). */
const isText = (key: string, parent: string) => TEXT_FIELDS.has(key) && !(parent === 'decision' && key === 'reason');

function rewrite(value: unknown, variant: Variant, key = '', parent = ''): unknown {
  if (typeof value === 'string') return isText(key, parent) && value ? hostile(variant, key, value) : value;
  if (Array.isArray(value)) return value.map((item) => rewrite(item, variant, key, parent));
  if (value && typeof value === 'object')
    return Object.fromEntries(Object.entries(value).map(([name, item]) => [name, rewrite(item, variant, name, key)]));
  return value;
}

interface Screen {
  name: string;
  user?: ExampleUser;
  path: string;
  /** Prism examples by the end of a path (`Prefer: example=`). */
  examples?: Record<string, string>;
  /** A last change to an answer (a switch that must start off). */
  tweak?: (pathname: string, body: unknown) => unknown;
  /** What to open once the screen has loaded: a dialog, a menu, a preview. */
  open?: (page: Page) => Promise<void>;
  /** Checked under print styles instead of the screen's. */
  print?: boolean;
  /** The widths it exists at, when not all (a menu that is a drawer on a phone). */
  widths?: number[];
  /** What the screenshot of the long strings shows (scrolled to), when not the top of the screen. */
  focus?: string;
}

const quotationId = exampleId('getQuotation', 'quotationId');
const paymentId = exampleId('getPayment', 'paymentId');
const employeeCsv = ['nombre,apellidos,correo,telefono,puesto', `${LONG},${LONG},${LONG}@x.mx,,${LONG}`].join('\n');

const SCREENS: Screen[] = [
  { name: 'Inicio', path: appPaths.home, focus: '[aria-label="Cotizaciones"]' },
  {
    name: 'el menú de usuario',
    path: appPaths.home,
    widths: [1280, 768],
    open: async (page) => {
      await page.getByRole('button', { name: /^Menú de usuario/ }).click();
      await expect(page.getByRole('menu')).toBeVisible();
    },
  },
  {
    name: 'el menú del teléfono',
    path: appPaths.home,
    widths: [390],
    open: async (page) => {
      await page.getByRole('button', { name: 'Abrir menú' }).click();
      await expect(page.getByTestId('nav-drawer')).toBeVisible();
    },
  },
  { name: 'una cotización', path: appPaths.quotation(quotationId) },
  { name: 'una cotización con cambios pedidos', path: appPaths.quotation(quotationId), examples: { [quotationId]: 'changesRequested' } },
  { name: 'una cotización rechazada', path: appPaths.quotation(quotationId), examples: { [quotationId]: 'declined' } },
  // On paper the page is about 700 px wide (Letter or A4 with the @page margins): no phone width.
  { name: 'una cotización impresa', path: appPaths.quotation(quotationId), print: true, widths: [1280, 768] },
  {
    name: 'el diálogo de pago',
    path: appPaths.quotation(quotationId),
    open: async (page) => {
      await page
        .getByRole('button', { name: /^Pagar/ })
        .first()
        .click();
      await expect(page.getByRole('dialog')).toBeVisible();
      await expect(page.getByRole('radio').first()).toBeVisible();
    },
  },
  { name: 'Historial de pagos', path: appPaths.paymentHistory, focus: '[aria-label="Pagos"]' },
  { name: 'el detalle de un pago (factura rechazada)', path: appPaths.payment(paymentId), examples: { [paymentId]: 'invoiceRejected' } },
  { name: 'el detalle de un pago reembolsado', path: appPaths.payment(paymentId), examples: { [paymentId]: 'refunded' } },
  { name: 'un recibo', path: appPaths.paymentReceipt(paymentId) },
  {
    name: 'instrucciones SPEI',
    path: appPaths.paymentInstructions(paymentId),
    examples: { [paymentId]: 'bankTransferPending' },
  },
  { name: 'instrucciones en tienda', path: appPaths.paymentInstructions(paymentId), examples: { [paymentId]: 'storePending' } },
  {
    name: 'la solicitud de factura',
    path: appPaths.payment(paymentId),
    examples: { [paymentId]: 'withoutInvoice' },
    open: async (page) => {
      await page
        .getByRole('button', { name: /^Solicitar factura/ })
        .first()
        .click();
      await expect(page.getByRole('dialog', { name: 'Solicitar factura' }).getByRole('textbox').first()).toBeVisible();
    },
  },
  { name: 'Estado de cuenta', path: appPaths.statement, focus: '#movimientos' },
  { name: 'Métodos de pago', path: appPaths.paymentMethods },
  {
    name: 'el consentimiento del pago automático',
    path: appPaths.paymentMethods,
    examples: { '/customers/me/auto-payment': 'disabledPreview' },
    // Off at first, so the switch asks for consent.
    tweak: (pathname, body) =>
      pathname.endsWith('/users/user-by-token-app') && body && typeof body === 'object'
        ? { ...body, customer: { ...(body as { customer: object }).customer, autoPaymentEnabled: false } }
        : body,
    open: async (page) => {
      // Its input is visually hidden under the track: Space, as a keyboard user turns it on.
      await page.getByRole('switch', { name: 'Pago automático' }).focus();
      await page.keyboard.press('Space');
      await expect(page.getByRole('dialog', { name: 'Activar pago automático' })).toBeVisible();
    },
  },
  { name: 'Mi perfil › Empresa', path: appPaths.profile },
  { name: 'Mi perfil › Mis datos personales', path: `${appPaths.profile}?seccion=mis-datos` },
  { name: 'Mis datos', user: 'nonEmployer', path: appPaths.personalData },
  { name: 'Empleados', path: appPaths.employees },
  {
    name: 'Empleados, editar',
    path: appPaths.employees,
    open: async (page) => {
      await page
        .getByRole('button', { name: /^Acciones para / })
        .first()
        .click();
      await page.getByRole('menuitem', { name: 'Editar' }).click();
      await expect(page.getByRole('dialog', { name: /^Editar a/ })).toBeVisible();
    },
  },
  {
    name: 'Empleados, eliminar y su aviso',
    path: appPaths.employees,
    open: async (page) => {
      await page
        .getByRole('button', { name: /^Acciones para / })
        .first()
        .click();
      await page.getByRole('menuitem', { name: 'Eliminar' }).click();
      const confirm = page.getByRole('alertdialog');
      await expect(confirm).toBeVisible();
      await confirm.getByRole('button', { name: 'Eliminar' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Eliminamos a' })).toBeVisible();
    },
  },
  {
    name: 'Empleados, vista previa de la importación',
    path: appPaths.employees,
    open: async (page) => {
      await page.getByRole('button', { name: 'Importar CSV' }).first().click();
      const dialog = page.getByRole('dialog', { name: 'Importar empleados' });
      await dialog
        .locator('input[type="file"]')
        .setInputFiles({ name: 'empleados.csv', mimeType: 'text/csv', buffer: Buffer.from(employeeCsv) });
      await expect(dialog.getByText(/Con errores|Lista/).first()).toBeVisible();
    },
  },
  { name: 'Notificaciones', path: appPaths.notifications },
  { name: 'Privacidad', path: appPaths.privacy, examples: { '/privacy/arco-requests': 'requests' } },
];

const WIDTHS = [
  { width: 1280, height: 800 },
  { width: 768, height: 1024 },
  { width: 390, height: 844 },
];

/** Every answer of the mock, JSON rewritten with the variant's text; the user by the screen's example user. */
async function serveHostile(page: Page, screen: Screen, variant: Variant) {
  const user = screen.user ?? 'employer';
  await page.route(
    (url) => url.origin === MOCK_ORIGIN,
    async (route: Route) => {
      const request = route.request();
      const { pathname } = new URL(request.url());
      const example = pathname.endsWith('/users/user-by-token-app')
        ? user
        : Object.entries(screen.examples ?? {}).find(([end]) => pathname.endsWith(end))?.[1];
      const response = await route.fetch({ headers: { ...request.headers(), ...(example ? { prefer: `example=${example}` } : {}) } });
      const type = response.headers()['content-type'] ?? '';
      if (!response.ok() || !type.includes('json')) return route.fulfill({ response });
      const body = rewrite(await response.json(), variant);
      return route.fulfill({ response, json: screen.tweak ? screen.tweak(pathname, body) : body });
    },
  );
  await storeTokenOnFirstLoad(page, TOKEN);
}

/** What is wrong with the page at this width, in words. */
function problems(page: Page) {
  return page.evaluate(
    ({ override }) => {
      const found: string[] = [];
      const root = document.documentElement;
      if (root.scrollWidth > innerWidth) found.push(`la página se desplaza ${root.scrollWidth - innerWidth} px a lo ancho`);
      const main = document.querySelector<HTMLElement>('[data-testid="main-body"]');
      const describe = (element: Element | null) =>
        element
          ? `${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? `.${element.className.split(' ').slice(0, 3).join('.')}` : ''}`
          : '?';
      if (main && main.scrollWidth > main.clientWidth) {
        // Which box sticks out: the innermost ones past the content area's right edge.
        const edge = main.getBoundingClientRect().right;
        const out = [...main.querySelectorAll('*')].filter(
          (element) =>
            element.getBoundingClientRect().right > edge + 1 &&
            ![...element.children].some((child) => child.getBoundingClientRect().right > edge + 1),
        );
        found.push(
          `el contenido se desplaza ${main.scrollWidth - main.clientWidth} px a lo ancho (${out.slice(0, 3).map(describe).join(', ')})`,
        );
      }
      for (const box of document.querySelectorAll<HTMLElement>(
        '[role="dialog"], [role="alertdialog"], [role="menu"], .Toastify__toast, table, [role="grid"]',
      )) {
        // A toast leaving (after its 5 s) slides off the screen on purpose.
        if (/exit/.test(String(box.className))) continue;
        const scroller = box.matches('table, [role="grid"]') ? box.parentElement! : box;
        if (scroller.scrollWidth > scroller.clientWidth + 1)
          found.push(`${describe(box)} se desplaza ${scroller.scrollWidth - scroller.clientWidth} px a lo ancho`);
        const rect = box.getBoundingClientRect();
        if (rect.width && (rect.left < -1 || rect.right > innerWidth + 1)) found.push(`${describe(box)} sale de la pantalla`);
      }
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      const range = document.createRange();
      const rectOf = (node: Text, at: number) => {
        range.setStart(node, at);
        range.setEnd(node, at + 1);
        return range.getBoundingClientRect();
      };
      for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
        const text = node.data;
        const parent = node.parentElement;
        if (!parent || parent.closest('[aria-hidden="true"], .sr-only, script, style, title')) continue;
        // Every amount is whole on screen: nothing pushes Cargo, Abono or Saldo off it.
        for (const amount of text.matchAll(/-?\$\d[\d,]*\.\d{2}/g)) {
          const first = rectOf(node, amount.index);
          const last = rectOf(node, amount.index + amount[0].length - 1);
          if (first.width && (first.left < 0 || last.right > innerWidth + 0.5))
            found.push(`el importe ${amount[0]} queda fuera de la pantalla (${describe(parent)})`);
        }
        // After an override, text must still read left to right: the first word of each text node
        // that is not the hostile string itself (or what follows it within the same node).
        // One record's name («first last») is one value, isolated as a whole: read on after the last override.
        const at = text.lastIndexOf(override);
        if (at < 0 && text.includes('\u202E')) continue;
        const from = at < 0 ? 0 : at + override.length;
        const word = /[A-Za-z0-9]{2}/g;
        word.lastIndex = from;
        const match = word.exec(text);
        if (!match) continue;
        const a = rectOf(node, match.index);
        const b = rectOf(node, match.index + 1);
        if (a.width && b.width && Math.abs(a.top - b.top) < 2 && b.left < a.left)
          found.push(`«${text.slice(match.index, match.index + 24)}» se lee al revés (${describe(parent)})`);
      }
      return [...new Set(found)];
    },
    { override: OVERRIDE },
  );
}

/** Nothing loading, no animation running (a toast sliding in, a dialog fading; not its countdown), two frames after. */
async function settle(page: Page) {
  await expect(page.locator('[aria-busy="true"], [role="status"][aria-label^="Cargando"]')).toHaveCount(0);
  await page.waitForFunction(isStill);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

const SHOTS = process.env.E2E_SCREENSHOTS;

/** The screen as shown; with short strings (bidi), the whole of the content area, up to 6,000 px. */
async function screenshot(page: Page, name: string, focus?: string) {
  mkdirSync(SHOTS!, { recursive: true });
  if (focus)
    await page
      .locator(focus)
      .first()
      .evaluate((element) => element.scrollIntoView({ block: 'start' }));
  const path = join(SHOTS!, `${name.replace(/[^\wáéíóúñ-]+/gi, '_')}.png`);
  const viewport = page.viewportSize()!;
  const tall = await page.evaluate(() => document.querySelector('[data-testid="main-body"]')?.scrollHeight ?? 0);
  const height = Math.min(6000, Math.max(viewport.height, tall + 64));
  if (!name.includes('-bidi-') || height === viewport.height || (await page.getByRole('dialog').count())) return page.screenshot({ path });
  await page.setViewportSize({ ...viewport, height });
  await page.screenshot({ path });
  await page.setViewportSize(viewport);
}

for (const screen of SCREENS) {
  test(`${screen.name}: texto del servidor largo o con U+202E, a 1280, 768 y 390 px`, async ({ page }) => {
    test.slow();
    for (const variant of ['largo', 'bidi'] as const) {
      await test.step(variant, async () => {
        await page.unrouteAll({ behavior: 'ignoreErrors' });
        await serveHostile(page, screen, variant);
        const widths = WIDTHS.filter(({ width }) => !screen.widths || screen.widths.includes(width));
        await page.setViewportSize(widths[0]!);
        await page.goto(screen.path);
        await expect(page.locator('h1')).toBeVisible();
        await page.waitForLoadState('networkidle');
        await settle(page);
        // The greeting is «Hola» and the name's first word, cut short rather than wider than the header.
        await expect(page.getByTestId('greeting')).toHaveText(variant === 'largo' ? /^Hola W+$/ : /^Hola ACME/);
        if (screen.open) await screen.open(page);
        if (screen.print) await page.emulateMedia({ media: 'print' });
        for (const size of widths) {
          await test.step(`${size.width} px`, async () => {
            await page.setViewportSize(size);
            await settle(page);
            if (SHOTS) await screenshot(page, `${screen.name}-${variant}-${size.width}`, variant === 'largo' ? screen.focus : undefined);
            expect(await problems(page), `${screen.name}, ${variant}, ${size.width} px`).toEqual([]);
          });
        }
        if (screen.print) await page.emulateMedia({ media: 'screen' });
      });
    }
  });
}
