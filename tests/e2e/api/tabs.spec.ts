// One session across the tabs of a browser, against the development API: signing out in one tab
// ends the session in the others at once, so no tab goes on paying with the old token.
import { expect, test } from '@playwright/test';
import { isPhone, logOut } from '../support';
import { openWorld } from './support';

test(
  'signing out in one tab ends the session in the other at once, and that tab says why',
  { tag: '@phone' },
  async ({ page, context }) => {
    await openWorld(page, 'employer');
    await page.goto('/app');
    await expect(page.getByTestId('greeting')).toHaveText('Hola María');

    // The same customer's second tab (same browser: the token is in the shared localStorage).
    const other = await context.newPage();
    await other.goto('/app');
    await expect(other.getByRole('button', { name: /^Pagar COT-2026-0158/ })).toBeVisible();

    await logOut(page);

    await expect(other).toHaveURL(/\/login$/, { timeout: 3000 });
    await expect(other.getByText('Cerraste sesión en otra pestaña.')).toBeVisible();
    // Nothing of the session is left in the other tab to pay with.
    expect(await other.evaluate(() => [localStorage.getItem('userToken'), sessionStorage.getItem('userToken')])).toEqual([null, null]);
    await other.goto('/app');
    await expect(other).toHaveURL(/\/(\?volver=.*)?$/);
    test.info().annotations.push({ type: 'layout', description: isPhone(page) ? 'phone' : 'desktop' });
  },
);
