// The app against a backend that answers exactly as the spec's data model says (docs/dev-api.md,
// spec shape): the development API in `--shape seed` (numeric ids, the user carrying its token, a
// customer of four fields without id, `{ token }` alone on sign-in, `{}` on confirmations). Runs in
// the *-seed projects only (playwright.config.ts): desktop and phone.
import { expect, test, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, isPhone, logOut, MENU_LABELS, USERS, watchConsole } from '../support';
import { inSpecShape, openWorld } from './support';

const PASSWORD = 'Bajio2024!';
const EMAIL = {
  employer: 'mariajose.hernandez@constructoradelbajio.mx',
  nonEmployer: 'joseluis.ramirez@gmail.com',
} as const;

const storedTokens = (page: Page) =>
  page.evaluate(() => ({
    local: localStorage.getItem('userToken'),
    session: sessionStorage.getItem('userToken'),
    cookie: /(?:^|; )userToken=([^;]+)/.exec(document.cookie)?.[1] ?? null,
  }));

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill(email);
  await page.getByLabel('Contraseña', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
}

async function openNavigation(page: Page) {
  if (isPhone(page)) await page.getByRole('button', { name: 'Abrir menú' }).click();
  return page.getByRole('navigation', { name: 'Navegación principal' });
}

test.beforeEach(() => {
  expect(inSpecShape(), 'spec-shape.spec.ts runs only in the *-seed projects').toBe(true);
});

for (const kind of ['employer', 'nonEmployer'] as const) {
  test(`the ${kind} signs in against { token } alone: the user is asked for by token, greeted, and offered the menu of the kind`, async ({
    page,
  }) => {
    const console = watchConsole(page);
    const calls: string[] = [];
    page.on('request', (request) => {
      const { pathname } = new URL(request.url());
      if (request.method() === 'POST' && /^\/(auth|users)\//.test(pathname)) calls.push(pathname);
    });
    const signInAnswer = page.waitForResponse((r) => new URL(r.url()).pathname === '/auth/app-login');
    await signIn(page, EMAIL[kind], PASSWORD);
    expect(Object.keys(await (await signInAnswer).json())).toEqual(['token']);

    await expect(page).toHaveURL(/\/app$/);
    await expect(page.getByTestId('greeting')).toHaveText(USERS[kind].greeting);
    expect(calls).toEqual(['/auth/app-login', '/users/user-by-token-app']);
    const tokens = await storedTokens(page);
    expect(tokens.local).toMatch(/^[0-9a-f]{64}$/);
    expect(tokens.session).toBe(tokens.local);
    expect(tokens.cookie).toBe(tokens.local);

    const nav = await openNavigation(page);
    await expect(nav.getByRole('link')).toHaveText([...MENU_LABELS[kind]]);
    await expect(nav.getByRole('link', { name: 'Inicio' })).toHaveAttribute('aria-current', 'page');
    await expectNoSeriousA11yViolations(page);
    console.expectNone();
  });
}

test('a reload keeps the session: the spec’s user (numeric ids, its token, a customer without id) passes the session check', async ({
  page,
}) => {
  const world = await openWorld(page, 'employer');
  expect(typeof world.user.id).toBe('number');
  const checked = page.waitForResponse((r) => new URL(r.url()).pathname === '/users/user-by-token-app');
  await page.goto('/app/historial-de-pagos');
  const user = (await (await checked).json()) as { id: unknown; token: unknown; customer: Record<string, unknown> };
  expect(typeof user.id).toBe('number');
  expect(user.token).toBe(world.token);
  expect(Object.keys(user.customer).sort()).toEqual(['autoPaymentEnabled', 'defaultCardId', 'isEmployer', 'openpayCustomerId']);

  await expect(page.getByRole('heading', { level: 1, name: 'Historial de pagos' })).toBeVisible();
  await page.reload();
  await expect(page.getByTestId('greeting')).toHaveText(USERS.employer.greeting);
  await expect(page).toHaveURL(/\/app\/historial-de-pagos$/);
});

test('numeric quotation ids: a quotation opened from Inicio has a digits-only address that survives a reload', async ({ page }) => {
  await openWorld(page, 'employer');
  await page.goto('/app');
  const row = page.getByTestId('quotation-row').first();
  const folio = (await row.getByRole('link').first().textContent())?.trim() ?? '';
  await row.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/app\/cotizaciones\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(folio);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(folio);
});

test(
  'the drawer (phone) closes on a path change; log-out clears the three stores and goes to /login',
  { tag: '@phone' },
  async ({ page }) => {
    await openWorld(page, 'nonEmployer');
    await page.goto('/app');
    await expect(page.getByTestId('greeting')).toHaveText(USERS.nonEmployer.greeting);
    if (isPhone(page)) {
      const nav = await openNavigation(page);
      await nav.getByRole('link', { name: 'Mis datos' }).click();
      await expect(page).toHaveURL(/\/app\/mis-datos$/);
      await expect(page.getByRole('dialog')).toBeHidden();
    }
    await logOut(page);
    expect(await storedTokens(page)).toEqual({ local: null, session: null, cookie: null });
  },
);

test('the catalogue’s messages hold: a wrong password reads the server’s 401 message; nothing is stored', async ({ page }) => {
  await signIn(page, EMAIL.employer, 'NoEsLaClave1');
  await expect(page.getByRole('alert').filter({ hasText: 'Correo o contraseña incorrectos' })).toBeVisible();
  expect(await storedTokens(page)).toEqual({ local: null, session: null, cookie: null });
});

test('a reset request answered with {} tells the customer the e-mail is on its way', async ({ page }) => {
  await page.goto(`/recuperar-contrasena?correo=${encodeURIComponent(EMAIL.nonEmployer)}`);
  const answered = page.waitForResponse((r) => new URL(r.url()).pathname === '/auth/app-request-reset-password');
  await page.getByRole('button', { name: 'Enviar enlace' }).click();
  expect(await (await answered).json()).toEqual({});
  await expect(page.getByRole('heading', { level: 1, name: 'Revisa tu correo' })).toBeVisible();
});
