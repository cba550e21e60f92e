// A customer who uses only the keyboard (Tab, Shift+Tab, Enter, Space, arrows, Escape) signs in
// through the form, skips to the content, pays the pending COT-2026-0161 with the default card and
// signs out, seeing where the focus is at every step.
//
// Signing in through the form reaches the development API's shared data (a world of its own is
// reachable only by a token, see scripts/dev-api/server.mjs): each run resets it first, and the two
// projects (desktop-api, phone-api) take turns with a lock, since both pay the same quotation.
import { mkdir, rmdir } from 'node:fs/promises';
import { resolve } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { devApiPort } from '../quality-ports.mjs';
import { expectNoSeriousA11yViolations, isPhone, watchConsole } from '../support';

const EMAIL = 'mariajose.hernandez@constructoradelbajio.mx';
const PASSWORD = 'Bajio2024!';
const FOLIO = 'COT-2026-0161';
const LOCK = resolve(`.tmp/keyboard-shared-world-${devApiPort()}.lock`);

/** Takes the shared data for this test alone (the other project waits), reset to the examples. */
async function takeSharedWorld(): Promise<() => Promise<void>> {
  await mkdir(resolve('.tmp'), { recursive: true });
  const deadline = Date.now() + 60_000;
  for (;;) {
    try {
      await mkdir(LOCK);
      break;
    } catch {
      if (Date.now() > deadline) throw new Error(`El candado ${LOCK} sigue tomado (¿quedó de una ejecución interrumpida?).`);
      await new Promise((done) => setTimeout(done, 250));
    }
  }
  const response = await fetch(`http://127.0.0.1:${devApiPort()}/__dev/reset`, { method: 'POST' });
  if (!response.ok) throw new Error(`La API de desarrollo no reinició los datos: ${response.status}`);
  return () => rmdir(LOCK);
}

interface Focused {
  tag: string;
  role: string | null;
  name: string;
  /** The element, or the control box drawn around it (a field's frame, a radio's card), shows a ring. */
  ringVisible: boolean;
}

/** What has the focus, and whether the customer can see where it is. */
function focused(page: Page): Promise<Focused | null> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return null;
    const hasRing = (node: Element) => {
      const style = getComputedStyle(node);
      const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 && style.outlineColor !== 'rgba(0, 0, 0, 0)';
      // Rings drawn as a box-shadow (Tailwind's ring-*) are spread shadows with no blur.
      const ring = style.boxShadow !== 'none' && /\s0px\s0px\s0px\s[1-9]/.test(style.boxShadow);
      return outline || ring;
    };
    let ringVisible = false;
    // The element itself or the box drawn around it (at most three levels up: label card, field frame).
    for (let node: Element | null = element, level = 0; node && level < 4; node = node.parentElement, level += 1) {
      if (hasRing(node)) {
        ringVisible = true;
        break;
      }
    }
    const labelledBy = element.getAttribute('aria-labelledby');
    const name =
      element.getAttribute('aria-label') ??
      (labelledBy ? (document.getElementById(labelledBy.split(' ')[0]!)?.textContent ?? '') : '') ??
      '';
    return {
      tag: element.tagName.toLowerCase(),
      role: element.getAttribute('role'),
      name: (name || (element as HTMLInputElement).labels?.[0]?.textContent || element.textContent || '').replace(/\s+/g, ' ').trim(),
      ringVisible,
    };
  });
}

/** Focus is on something the customer can see: asserted after every key. */
async function expectVisibleFocus(page: Page, step: string): Promise<Focused> {
  const now = await focused(page);
  expect(now, `${step}: nothing has the focus`).not.toBeNull();
  expect(now!.ringVisible, `${step}: the focus on <${now!.tag}> «${now!.name}» is not visible`).toBe(true);
  return now!;
}

/** Presses Tab (or Shift+Tab) until the focused element matches, checking the focus is visible at each stop. */
async function tabTo(page: Page, matches: (f: Focused) => boolean, { back = false, max = 40 } = {}): Promise<Focused> {
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const now = await expectVisibleFocus(page, `${back ? 'Shift+Tab' : 'Tab'} ${i + 1}`);
    if (matches(now)) return now;
  }
  throw new Error(`Tab did not reach the element after ${max} presses.`);
}

const named = (name: string | RegExp) => (f: Focused) => (typeof name === 'string' ? f.name === name : name.test(f.name));

/** The first Tab of a page lands on "Saltar al contenido", visible; Enter moves the focus into <main>. */
async function skipToContent(page: Page) {
  await page.keyboard.press('Tab');
  const first = await expectVisibleFocus(page, 'skip link');
  const skip = page.getByRole('link', { name: 'Saltar al contenido' });
  await expect(skip, `the first Tab reached <${first.tag}> «${first.name}»`).toBeFocused({ timeout: 1000 });
  await expect(skip).toBeInViewport();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();
}

test(
  'keyboard only: sign in, skip to the content, pay COT-2026-0161 with the default card, sign out',
  { tag: '@phone' },
  async ({ page }) => {
    test.setTimeout(90_000);
    const console = watchConsole(page);
    const release = await takeSharedWorld();
    try {
      // The landing: the skip link first, then "Iniciar sesión".
      await page.goto('/');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await skipToContent(page);
      await expectNoSeriousA11yViolations(page);
      await tabTo(page, named('Iniciar sesión'), { back: true });
      await page.keyboard.press('Enter');

      // Sign in through the form.
      await expect(page.getByRole('heading', { level: 1, name: 'Inicia sesión' })).toBeVisible();
      await expect(page).toHaveURL(/\/login$/);
      // The sign-in screen puts the focus in its e-mail field; the skip link is above it.
      await expect(page.getByLabel('Correo electrónico')).toBeFocused();
      await expectVisibleFocus(page, 'e-mail field on arrival');
      await tabTo(page, named('Saltar al contenido'), { back: true });
      await expect(page.getByRole('link', { name: 'Saltar al contenido' })).toBeInViewport();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('main')).toBeFocused();
      await expectNoSeriousA11yViolations(page);
      await tabTo(page, named(/Correo electrónico/));
      await page.keyboard.type(EMAIL);
      await tabTo(page, named(/^Contraseña/));
      await page.keyboard.type(PASSWORD);
      await tabTo(page, (f) => f.tag === 'button' && f.name === 'Iniciar sesión');
      await page.keyboard.press('Enter');

      // Inicio: skip the navigation, open the quotation.
      await expect(page.getByRole('heading', { level: 1, name: 'Inicio' })).toBeVisible();
      await expect(page.getByTestId('quotation-row').first()).toBeVisible();
      // The form is gone: the next Tab starts at the top of the page.
      await skipToContent(page);
      await expectNoSeriousA11yViolations(page);
      await tabTo(page, (f) => f.tag === 'a' && f.name === FOLIO, { max: 60 });
      await page.keyboard.press('Enter');

      // The quotation: its "Pagar" opens the dialog, the default card is chosen.
      await expect(page.getByRole('heading', { level: 1, name: new RegExp(FOLIO) })).toBeVisible();
      await skipToContent(page);
      await expectNoSeriousA11yViolations(page);
      const pay = await tabTo(page, (f) => f.tag === 'button' && /^Pagar \$/.test(f.name), { max: 60 });
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: `Pagar cotización ${FOLIO}` });
      await expect(dialog).toBeVisible();
      await expect(dialog.getByRole('radio', { name: /Visa terminación 1111/ })).toBeChecked();
      await expectNoSeriousA11yViolations(page);
      // The dialog's own "Pagar" (the same amount): Tab within the dialog, which keeps the focus inside.
      await tabTo(page, (f) => f.tag === 'button' && f.name === pay.name);
      await page.keyboard.press('Enter');
      await expect(dialog.getByTestId('pay-paid')).toContainText('Pagado');
      await expectNoSeriousA11yViolations(page);
      await tabTo(page, named('Listo'));
      await page.keyboard.press('Enter');
      await expect(dialog).toBeHidden();
      await expect(page.getByText('Pagada').first()).toBeVisible();

      // Sign out through the user menu (the drawer on a phone): back from "Pagar", where the dialog left the focus.
      if (isPhone(page)) {
        await tabTo(page, named('Abrir menú'), { back: true, max: 60 });
        await page.keyboard.press('Enter');
        await expect(page.getByRole('dialog', { name: 'Menú' })).toBeVisible();
        await tabTo(page, named('Cerrar sesión'));
        await page.keyboard.press('Enter');
      } else {
        await tabTo(page, named(/^Menú de usuario/), { back: true, max: 60 });
        await page.keyboard.press('Enter');
        const menu = page.getByRole('menu', { name: 'Opciones de usuario' });
        await expect(menu).toBeVisible();
        await expect(page.getByRole('menuitem', { name: 'Perfil de usuario' })).toBeFocused();
        await expectVisibleFocus(page, 'first menu item');
        await page.keyboard.press('ArrowDown');
        await expect(page.getByRole('menuitem', { name: 'Cerrar sesión' })).toBeFocused();
        await expectVisibleFocus(page, 'Cerrar sesión');
        await page.keyboard.press('Enter');
      }
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Inicia sesión' })).toBeVisible();
      console.expectNone();
    } finally {
      await release();
    }
  },
);
