// Shared helpers for the end-to-end tests (Chromium against the built app and Prism).
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, type Locator, type Page } from '@playwright/test';

export type ExampleUser = 'employer' | 'nonEmployer';

// The menu each kind sees, shared with the unit tests.
export { MENU_LABELS } from '../../src/test/menu';

export const USERS = {
  employer: { firstName: 'María José', lastName: 'Hernández Ñúñez', greeting: 'Hola María' },
  nonEmployer: { firstName: 'José Luis', lastName: 'Ramírez Ortiz', greeting: 'Hola José' },
} as const;

export const TOKEN = 'e2e-token-6f1c0d9a';

/** Asks Prism for a named example on the calls that match `pathPart` (Prism's `Prefer: example=`). */
export async function preferExample(page: Page, pathPart: string, example: string): Promise<void> {
  await page.route(
    (url) => url.pathname.endsWith(pathPart),
    async (route) => route.continue({ headers: { ...route.request().headers(), prefer: `example=${example}` } }),
  );
}

/** Asks Prism for a given status on the calls that match `pathPart` (`Prefer: code=`). */
export async function preferCode(page: Page, pathPart: string, code: number): Promise<void> {
  await page.route(
    (url) => url.pathname.endsWith(pathPart),
    async (route) => route.continue({ headers: { ...route.request().headers(), prefer: `code=${code}` } }),
  );
}

/** Asks Prism for an example or a status (`example=NAME`, `code=NNN`, or `code=400, example=NAME` for an error example) on one method of a path only. */
export async function preferOn(page: Page, method: string, pathPart: string, prefer: string): Promise<void> {
  await page.route(
    (url) => url.pathname.endsWith(pathPart),
    async (route) =>
      route.request().method() === method ? route.continue({ headers: { ...route.request().headers(), prefer } }) : route.fallback(),
  );
}

/** Stores a session token before the page's first load only, so that a sign-out during the test sticks. */
export async function storeTokenOnFirstLoad(page: Page, token: string): Promise<void> {
  await page.addInitScript((value) => {
    if (!sessionStorage.getItem('e2e-started')) {
      sessionStorage.setItem('e2e-started', '1');
      localStorage.setItem('userToken', value);
      sessionStorage.setItem('userToken', value);
    }
  }, token);
}

/** Starts a page with a stored token, the session check answered with the chosen example user. */
export async function signInAs(page: Page, kind: ExampleUser): Promise<void> {
  await preferExample(page, '/users/user-by-token-app', kind);
  await storeTokenOnFirstLoad(page, TOKEN);
}

/** Collects console errors and failed page errors; call `expectNone()` at the end. */
export function watchConsole(page: Page) {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return {
    errors,
    expectNone: () => expect(errors, errors.join('\n')).toEqual([]),
  };
}

/**
 * What axe looks at, coarsely: the width, whose screen, the screen (ids masked), the dialogs open and whether an
 * alert shows. Flows pass the same screen many times; each state is scanned once per run, by whichever
 * worker reaches it first, not at every pass: the sweep in layout.spec.ts covers every screen and width.
 * The run's workers share a folder of states scanned clean (made by playwright.config.ts); a state is
 * marked only once its scan passed, so a retry after a violation scans again.
 */
const scannedClean = process.env.E2E_AXE_SCANNED ?? `.tmp/axe-scanned/worker-${process.pid}`;
const stateMark = (state: string) => join(scannedClean, createHash('sha1').update(state).digest('hex'));
const axeState = (page: Page) =>
  page.evaluate(() => {
    const mask = (text: string) => text.replace(/[0-9a-f]{12,}|\d+/gi, '#');
    const dialogs = [...document.querySelectorAll('[role="dialog"], [role="alertdialog"]')].map((dialog) => {
      const labelledBy = dialog.getAttribute('aria-labelledby');
      const label = dialog.getAttribute('aria-label') ?? (labelledBy ? document.getElementById(labelledBy)?.textContent : '') ?? '';
      return mask(label.trim());
    });
    const alert = [...document.querySelectorAll('[role="alert"]')].some((node) => (node.textContent ?? '').trim() !== '');
    // Whose screen: the employer's Inicio is not the non-employer's (signed out, no greeting).
    const greeting = document.querySelector('[data-testid="greeting"]')?.textContent ?? '';
    return [window.innerWidth, greeting, mask(location.pathname + location.search), dialogs.join('+'), alert ? 'alert' : ''].join('|');
  });

/**
 * Nothing moves but what never stops (spinners) and the toast's countdown bar: that bar runs the
 * toast's whole 5 s, and waiting it out is waiting for the toast to go, not for a fade to end.
 */
export const isStill = () =>
  document
    .getAnimations()
    .every(
      (animation) =>
        animation.playState !== 'running' ||
        animation.effect?.getTiming().iterations === Infinity ||
        ((animation.effect as KeyframeEffect | null)?.target?.classList.contains('Toastify__progress-bar') ?? false),
    );

/** axe: no serious or critical violation (each screen state once per run, see axeState). */
export async function expectNoSeriousA11yViolations(page: Page): Promise<void> {
  // Let loading states and fades settle before naming the state: a dialog fading out is not the
  // screen the customer reads, and its state would hide the one behind it from the scan.
  await page
    .waitForFunction(() => !document.querySelector('[aria-busy="true"], [role="status"][aria-label^="Cargando"]'), null, { timeout: 5000 })
    .catch(() => undefined);
  await page.waitForFunction(isStill, null, { timeout: 5000 }).catch(() => undefined);
  const state = await axeState(page);
  if (existsSync(stateMark(state))) return;
  // Data that lands after the wait starts a fade of its own: two frames let it begin, then it must end.
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
  await page.waitForFunction(isStill, null, { timeout: 5000 }).catch(() => undefined);
  // react-aria announces a pending button by pointing its live region at the button's id (a
  // role="img" node it removes 7 s later); when the button is gone before then, that stale pointer
  // is react-aria's own, already read, not the page's: its announcer is left out of the scan.
  const results = await new AxeBuilder({ page }).exclude('[data-live-announcer]').analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  expect(serious.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`)).toEqual([]);
  mkdirSync(stateMark(state), { recursive: true });
}

/** "Cerrar sesión" as a customer finds it: the drawer on a phone, the user menu on a desktop. */
export async function logOut(page: Page): Promise<void> {
  if (isPhone(page)) {
    await page.getByRole('button', { name: 'Abrir menú' }).click();
    await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  } else {
    await page.getByRole('button', { name: /Menú de usuario/ }).click();
    await page.getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  }
  await expect(page).toHaveURL(/\/login$/);
}

export function isPhone(page: Page): boolean {
  return (page.viewportSize()?.width ?? 1280) <= 700;
}

/** What «Agregar empleado» is filled with; the optional fields only when given. */
export interface NewEmployee {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  position?: string;
}

/** Opens Empleados' «Agregar empleado» and fills it, not sent yet; returns the dialog. */
export async function fillNewEmployee(page: Page, employee: NewEmployee): Promise<Locator> {
  await page.getByRole('button', { name: 'Agregar empleado' }).click();
  const dialog = page.getByRole('dialog', { name: 'Agregar empleado' });
  await dialog.getByLabel('Nombre(s)').fill(employee.firstName);
  await dialog.getByLabel('Apellidos').fill(employee.lastName);
  await dialog.getByLabel('Correo electrónico').fill(employee.email);
  if (employee.phone !== undefined) await dialog.getByLabel('Teléfono (opcional)').fill(employee.phone);
  if (employee.position !== undefined) await dialog.getByLabel('Puesto (opcional)').fill(employee.position);
  return dialog;
}

/** Sends the filled «Agregar empleado» and expects the confirmation that names the employee and the invitation. */
export async function expectEmployeeAdded(page: Page, dialog: Locator, { firstName, lastName, email }: NewEmployee): Promise<void> {
  await dialog.getByRole('button', { name: 'Agregar empleado' }).click();
  await expect(page.getByText(`Agregamos a ${firstName} ${lastName} y le enviamos una invitación a ${email}.`)).toBeVisible();
  await expect(dialog).toBeHidden();
}

/** The payments of Historial as shown: table rows on a desktop, cards on a phone. */
export const paymentItems = (page: Page) =>
  isPhone(page)
    ? page.getByTestId('payment-card')
    : page
        .getByRole('table', { name: 'Pagos' })
        .getByRole('row')
        .filter({ hasNot: page.getByRole('columnheader') });

/** Nothing on the screen is wider than it: the main body does not scroll sideways. */
export async function expectNoHorizontalScroll(page: Page): Promise<void> {
  const overflow = await page.getByTestId('main-body').evaluate((main) => main.scrollWidth - main.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}
