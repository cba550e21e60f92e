// Inicio's status chips against the development API: on a phone they scroll sideways with a fade
// at the edge that hides more (on a desktop they fit), and the chosen one stays in the URL.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, isPhone, watchConsole } from '../support';
import { openWorld } from './support';

const chipsOf = (page: Page) => page.getByRole('group', { name: 'Filtrar cotizaciones por estado' });

/** Scroll position, sizes and mask of the chip row; and whether the chip fits inside the row's box. */
async function rowGeometry(page: Page, chipName: RegExp) {
  const row = chipsOf(page);
  const chip = row.getByRole('button', { name: chipName });
  const [rowBox, chipBox] = await Promise.all([row.boundingBox(), chip.boundingBox()]);
  const state = await row.evaluate((el) => ({
    scrollLeft: el.scrollLeft,
    clientWidth: el.clientWidth,
    scrollWidth: el.scrollWidth,
    mask: getComputedStyle(el).maskImage,
  }));
  const inside = !!rowBox && !!chipBox && chipBox.x >= rowBox.x - 1 && chipBox.x + chipBox.width <= rowBox.x + rowBox.width + 1;
  return { ...state, chipInside: inside };
}

test('the chips fit or scroll with a cue, and the filter survives a reload and Back', { tag: '@phone' }, async ({ page }) => {
  const console = watchConsole(page);
  await openWorld(page, 'employer');
  await page.goto('/app');
  await expect(page.getByTestId('quotation-row').first()).toBeVisible();
  const chips = chipsOf(page);
  await expect(chips.getByRole('button', { name: /^Canceladas \(\d+\)$/ })).toBeVisible();

  const start = await rowGeometry(page, /^Todas/);
  if (isPhone(page)) {
    // More chips than room: the row scrolls, and its end fades out as the cue that there is more.
    expect(start.scrollWidth).toBeGreaterThan(start.clientWidth);
    expect(start.mask).toContain('linear-gradient');
  } else {
    // Every chip is visible at once: nothing scrolls and nothing fades.
    expect(start.scrollWidth).toBeLessThanOrEqual(start.clientWidth);
    expect(start.mask).toBe('none');
  }

  // Keyboard: Tab reaches the last chip, and Enter chooses it.
  await chips.getByRole('button', { name: /^Vencidas/ }).focus();
  await page.keyboard.press('Tab');
  await expect(chips.getByRole('button', { name: /^Canceladas/ })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/app\?estado=canceladas$/);
  await expect(chips.getByRole('button', { name: /^Canceladas/ })).toHaveAttribute('aria-pressed', 'true');

  // A reload keeps the filter, with the chosen chip scrolled into view on a phone.
  await page.reload();
  await expect(chipsOf(page).getByRole('button', { name: /^Canceladas \(\d+\)$/ })).toHaveAttribute('aria-pressed', 'true');
  const reloaded = await rowGeometry(page, /^Canceladas/);
  expect(reloaded.chipInside).toBe(true);
  if (isPhone(page)) expect(reloaded.scrollLeft).toBeGreaterThan(0);

  // Pendientes, then Back: Canceladas again.
  await chipsOf(page)
    .getByRole('button', { name: /^Pendientes/ })
    .click();
  await expect(page).toHaveURL(/\/app\?estado=pendientes$/);
  await expect(page.getByTestId('quotation-row').first()).toContainText('Pendiente');
  await page.goBack();
  await expect(page).toHaveURL(/\/app\?estado=canceladas$/);
  await expect(chipsOf(page).getByRole('button', { name: /^Canceladas/ })).toHaveAttribute('aria-pressed', 'true');

  // A link with a word that is no filter shows them all.
  await page.goto('/app?estado=archivadas');
  await expect(chipsOf(page).getByRole('button', { name: /^Todas/ })).toHaveAttribute('aria-pressed', 'true');
  await expectNoSeriousA11yViolations(page);
  console.expectNone();
});
