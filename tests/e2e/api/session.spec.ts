// Signing in through /login against the development API, with the contract's example users and
// password. Sign-in uses the shared data (not a world of its own): these tests change nothing in it.
// Signing out ends the token on the server (a world of its own).
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, logOut, USERS, watchConsole } from '../support';
import { openWatchedWorld } from './support';

/** The password of the sign-in request's example in openapi.yaml (LoginRequestEmployer). */
const PASSWORD = 'Bajio2024!';

const EXAMPLE_USERS = {
  employer: { email: 'mariajose.hernandez@constructoradelbajio.mx', newestQuotation: 'COT-2026-0161' },
  nonEmployer: { email: 'joseluis.ramirez@gmail.com', newestQuotation: 'COT-2026-0163' },
} as const;

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await expect(page.getByRole('heading', { level: 1, name: 'Inicia sesión' })).toBeVisible();
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}

for (const kind of ['employer', 'nonEmployer'] as const) {
  test(`the ${kind} example user signs in with the documented password and lands on Inicio`, { tag: '@seed' }, async ({ page }) => {
    const console = watchConsole(page);
    const { email, newestQuotation } = EXAMPLE_USERS[kind];
    await signIn(page, email, PASSWORD);

    await expect(page).toHaveURL(/\/app$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Inicio' })).toBeVisible();
    await expect(page.getByTestId('greeting')).toHaveText(USERS[kind].greeting);
    // The session is this user's on the server: Inicio lists his own quotations.
    await expect(page.getByTestId('quotation-row').first().getByRole('link', { name: newestQuotation, exact: true })).toBeVisible();
    const token = await page.evaluate(() => localStorage.getItem('userToken'));
    expect(token).toMatch(/^[0-9a-f]{64}$/);
    console.expectNone();
  });
}

test('a wrong password gets the contract’s message and keeps the e-mail typed', { tag: '@seed' }, async ({ page }) => {
  const console = watchConsole(page);
  const { email } = EXAMPLE_USERS.employer;
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/auth/app-login');
  await signIn(page, email, 'Bajio2025!');

  expect((await answered).status()).toBe(401);
  await expect(page.getByRole('alert').filter({ hasText: 'Correo o contraseña incorrectos' })).toBeVisible();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel('Correo electrónico')).toHaveValue(email);
  expect(await page.evaluate(() => localStorage.getItem('userToken'))).toBeNull();
  await expectNoSeriousA11yViolations(page);
  // The refused sign-in is the one expected error: the browser logs its 401.
  expect(console.errors.filter((error) => !/status of 401/.test(error))).toEqual([]);
});

test('"Cerrar sesión" ends the token on the server: afterwards it answers 401', { tag: ['@phone', '@seed'] }, async ({ page }) => {
  const { console, world } = await openWatchedWorld(page, 'employer');
  await page.goto('/app');
  await expect(page.getByTestId('greeting')).toHaveText(USERS.employer.greeting);
  // The token works until the customer signs out…
  await expect(world.call('POST', '/users/user-by-token-app')).resolves.toMatchObject({ email: world.user.email });
  const ended = page.waitForResponse((response) => new URL(response.url()).pathname === '/auth/app-logout');
  await logOut(page);
  expect((await ended).status()).toBe(204);
  // …and then no more, on any call (the drawer on a phone, the user menu on a desktop).
  await expect(world.call('POST', '/users/user-by-token-app')).rejects.toThrow(/→ 401/);
  await expect(world.call('GET', '/quotations')).rejects.toThrow(/→ 401/);
  expect(await page.evaluate(() => localStorage.getItem('userToken'))).toBeNull();
  console.expectNone();
});
