import { expect, test, type Page } from '@playwright/test';
import {
  expectNoSeriousA11yViolations,
  isPhone,
  logOut,
  MENU_LABELS,
  preferCode,
  preferExample,
  signInAs,
  storeTokenOnFirstLoad,
  TOKEN,
  USERS,
  watchConsole,
} from './support';

const storedTokens = (page: Page) =>
  page.evaluate(() => ({
    local: localStorage.getItem('userToken'),
    session: sessionStorage.getItem('userToken'),
    cookie: document.cookie.includes('userToken='),
  }));

async function openMenuIfPhone(page: Page) {
  if (isPhone(page)) await page.getByRole('button', { name: 'Abrir menú' }).click();
}

test('no token: /app goes to /', async ({ page }) => {
  await page.goto('/app/metodos-de-pago');
  await expect(page).toHaveURL(/\/\?volver=%2Fapp%2Fmetodos-de-pago$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tus cotizaciones, claras y pagadas en minutos.');
});

test('sign-in goes to /app with the greeting, and stores the token', async ({ page }) => {
  const console = watchConsole(page);
  await preferExample(page, '/auth/app-login', 'employer');
  await page.goto('/login');
  await page.getByLabel('Correo electrónico').fill('mariajose.hernandez@constructoradelbajio.mx');
  await page.getByLabel('Contraseña', { exact: true }).fill('Secreta2026');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/app$/);
  await expect(page.getByTestId('greeting')).toHaveText(USERS.employer.greeting);
  const tokens = await storedTokens(page);
  expect(tokens.local).toBeTruthy();
  expect(tokens.session).toBe(tokens.local);
  expect(tokens.cookie).toBe(true);
  await expect(page).toHaveTitle('Inicio · Cotiza');
  console.expectNone();
});

test('sign-in returns to the /app page first asked for, and refuses external return paths', async ({ page }) => {
  await page.goto('/login?volver=%2Fapp%2Fhistorial-de-pagos');
  await page.getByLabel('Correo electrónico').fill('mariajose.hernandez@constructoradelbajio.mx');
  await page.getByLabel('Contraseña', { exact: true }).fill('Secreta2026');
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/app\/historial-de-pagos$/);
});

for (const kind of ['employer', 'nonEmployer'] as const) {
  test(`the menu of the ${kind} example user, with the current entry marked`, { tag: '@phone' }, async ({ page }) => {
    await signInAs(page, kind);
    await page.goto('/app/historial-de-pagos');
    await expect(page.getByTestId('greeting')).toHaveText(USERS[kind].greeting);
    await openMenuIfPhone(page);
    const nav = page.getByRole('navigation', { name: 'Navegación principal' });
    await expect(nav.getByRole('link')).toHaveText([...MENU_LABELS[kind]]);
    await expect(nav.getByRole('link', { name: 'Historial de pagos' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.locator('[aria-current="page"]')).toHaveCount(1);
    await expectNoSeriousA11yViolations(page);
  });
}

test(
  'header: avatar, full name and a user menu with "Cerrar sesión" (desktop); greeting and "Perfil de usuario" (phone)',
  { tag: '@phone' },
  async ({ page }) => {
    await signInAs(page, 'employer');
    await page.goto('/app');
    await expect(page.getByTestId('greeting')).toHaveText('Hola María');
    if (isPhone(page)) {
      await expect(page.getByRole('link', { name: 'Perfil de usuario' })).toHaveAttribute('href', '/app/mi-perfil');
      await expect(page.getByTestId('full-name')).toHaveCount(0);
    } else {
      await expect(page.getByTestId('full-name')).toHaveText('María José Hernández Ñúñez');
      await page.getByRole('button', { name: /Menú de usuario/ }).click();
      await expect(page.getByRole('menuitem', { name: 'Cerrar sesión' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('button', { name: 'Abrir menú' })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Cerrar sesión' })).toHaveCount(0);
    }
  },
);

test('the side navigation is fixed and 300px wide above 700px', async ({ page }) => {
  test.skip(isPhone(page), 'desktop only');
  await signInAs(page, 'employer');
  await page.goto('/app');
  const box = await page.getByTestId('side-nav').boundingBox();
  expect(box?.width).toBe(300);
  expect(box?.x).toBe(0);
  expect(await page.getByTestId('side-nav').evaluate((el) => getComputedStyle(el).position)).toBe('fixed');
});

test(
  'the drawer: 280px, opens from "Abrir menú", closes on backdrop, entry, Escape and path change; focus returns',
  { tag: '@phone' },
  async ({ page }) => {
    test.skip(!isPhone(page), 'phone only');
    await signInAs(page, 'nonEmployer');
    await page.goto('/app');
    await expect(page.getByTestId('side-nav')).toHaveCount(0);
    const open = page.getByRole('button', { name: 'Abrir menú' });
    const drawer = page.getByTestId('nav-drawer');

    await open.click();
    await expect(drawer).toBeVisible();
    expect((await drawer.boundingBox())?.width).toBe(280);
    await expect(drawer.getByRole('button', { name: 'Cerrar sesión' })).toBeVisible();
    await expectNoSeriousA11yViolations(page);
    // Backdrop: a click outside the drawer.
    await page.mouse.click(350, 400);
    await expect(drawer).toHaveCount(0);
    await expect(open).toBeFocused();

    // Escape, with focus trapped inside while open.
    await open.click();
    await expect(drawer).toBeVisible();
    for (let i = 0; i < 12; i++) await page.keyboard.press('Tab');
    expect(await drawer.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
    await expect(open).toBeFocused();

    // A click on an entry navigates and closes.
    await open.click();
    await drawer.getByRole('link', { name: 'Métodos de pago' }).click();
    await expect(drawer).toHaveCount(0);
    await expect(page).toHaveURL(/\/app\/metodos-de-pago$/);

    // Any path change closes it (the browser's back button).
    await open.click();
    await expect(drawer).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/app$/);
    await expect(drawer).toHaveCount(0);
  },
);

test(
  'log out asks the API to end that token, goes to /login and removes both stored tokens and the cookie',
  { tag: '@phone' },
  async ({ page }) => {
    await signInAs(page, 'employer');
    await page.goto('/app');
    await expect(page.getByTestId('greeting')).toBeVisible();
    const ended = page.waitForResponse((response) => new URL(response.url()).pathname === '/auth/app-logout');
    await logOut(page);
    expect(await storedTokens(page)).toEqual({ local: null, session: null, cookie: false });
    // The token being ended goes in its own header (the store is already empty); Prism answers 204.
    const answer = await ended;
    expect(answer.request().method()).toBe('POST');
    expect(await answer.request().headerValue('authorization')).toBe(`Bearer ${TOKEN}`);
    expect(answer.status()).toBe(204);
  },
);

test('log out does not wait for the API: a call that never answers still signs out at once', async ({ page }) => {
  await signInAs(page, 'employer');
  await page.route(
    (url) => url.pathname.endsWith('/auth/app-logout'),
    () => new Promise<void>(() => undefined),
  );
  await page.goto('/app');
  await expect(page.getByTestId('greeting')).toBeVisible();
  await logOut(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Inicia sesión' })).toBeVisible();
  expect(await storedTokens(page)).toEqual({ local: null, session: null, cookie: false });
});

/**
 * The session check's retries (1, 2, 4, 8, 15 s), the page's clock moved on as each failure comes in.
 * A check counted here may not have failed in the page yet (its answer still on its way, its retry
 * not yet scheduled; likelier on a loaded machine). Then the first jump comes too early and the retry
 * is due a whole delay later, so the clock moves on in 1 s steps until the next check goes out, for
 * up to 30 s: 250 ms steps within the default 5 s could not cover a late 8 or 15 s wait, which made
 * these tests flaky. The exact schedule is SessionProvider.test.tsx's.
 */
async function sitOutRetries(page: Page, checks: () => number, delays = [1000, 2000, 4000, 8000, 15_000]) {
  for (const [index, delay] of delays.entries()) {
    await expect.poll(checks).toBe(index + 1);
    await expect(page.getByText('Obteniendo usuario...')).toBeVisible();
    await page.clock.fastForward(delay);
    await expect
      .poll(
        async () => {
          if (checks() === index + 1) await page.clock.fastForward(1000);
          return checks();
        },
        { intervals: [250], timeout: 30_000 },
      )
      .toBeGreaterThan(index + 1);
  }
}

test.describe('a failing session check', () => {
  for (const failure of ['401', '500', 'network'] as const) {
    test(`a failing session check (${failure}) goes to / with both tokens gone`, async ({ page }) => {
      await page.clock.install();
      await signInAs(page, 'employer');
      let checks = 0;
      await page.route(
        (url) => url.pathname.endsWith('/users/user-by-token-app'),
        (route) => {
          checks += 1;
          return failure === 'network'
            ? route.abort('connectionrefused')
            : route.continue({ headers: { ...route.request().headers(), prefer: `code=${failure}` } });
        },
      );
      await page.goto('/app');
      // A 401 ends it at once; no answer or a server fault only after the retries (docs/api-layer.md).
      if (failure !== '401') await sitOutRetries(page, () => checks);
      await expect(page).toHaveURL(/\/\?volver=|\/$/);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText('Tus cotizaciones, claras y pagadas en minutos.');
      expect(await storedTokens(page)).toEqual({ local: null, session: null, cookie: false });
    });
  }
});

test('"Obteniendo usuario..." shows while the user loads', async ({ page }) => {
  await signInAs(page, 'employer');
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.endsWith('/users/user-by-token-app'),
    async (route) => {
      await gate;
      await route.continue({ headers: { ...route.request().headers(), prefer: 'example=employer' } });
    },
  );
  await page.goto('/app');
  await expect(page.getByText('Obteniendo usuario...')).toBeVisible();
  release();
  await expect(page.getByTestId('greeting')).toHaveText('Hola María');
  await expect(page.getByText('Obteniendo usuario...')).toHaveCount(0);
});

test('a hidden section is refused with a toast at the bottom right that closes itself after 5 s', { tag: '@phone' }, async ({ page }) => {
  await signInAs(page, 'nonEmployer');
  await page.goto('/app/empleados');
  await expect(page).toHaveURL(/\/app$/);
  const toast = page.getByRole('alert').filter({ hasText: 'No tienes acceso a esta sección' });
  await expect(toast).toBeVisible();
  const box = await toast.boundingBox();
  const viewport = page.viewportSize()!;
  expect(box!.x + box!.width).toBeGreaterThan(viewport.width - 40);
  expect(box!.y + box!.height).toBeGreaterThan(viewport.height - 120);
  // react-toastify times the close with its progress bar's CSS animation, which Playwright's clock
  // does not drive: read the animation's duration, then finish it instead of waiting 5 s.
  const timing = await toast.evaluate((element) =>
    element
      .closest('.Toastify__toast')!
      .querySelector('.Toastify__progress-bar')!
      .getAnimations()
      .map((animation) => animation.effect!.getTiming().duration),
  );
  expect(timing).toEqual([5000]);
  await expect(toast).toBeVisible();
  await toast.evaluate((element) =>
    element
      .closest('.Toastify__toast')!
      .querySelector('.Toastify__progress-bar')!
      .getAnimations()
      .forEach((animation) => animation.finish()),
  );
  await expect(toast).toHaveCount(0);
});

test('the main body scrolls to the top on a path change and shows when it is scrolled past 30px', { tag: '@phone' }, async ({ page }) => {
  await signInAs(page, 'employer');
  await page.goto('/app');
  const main = page.getByTestId('main-body');
  await main.evaluate((el) => {
    const spacer = document.createElement('div');
    spacer.style.height = '3000px';
    el.appendChild(spacer);
    el.scrollTop = 20;
    el.dispatchEvent(new Event('scroll'));
  });
  await expect(main).not.toHaveAttribute('data-scrolled');
  await main.evaluate((el) => {
    el.scrollTop = 200;
    el.dispatchEvent(new Event('scroll'));
  });
  await expect(main).toHaveAttribute('data-scrolled', 'true');
  await expect(page.locator('header[data-scrolled]')).toHaveCount(1);
  await openMenuIfPhone(page);
  await page.getByRole('navigation', { name: 'Navegación principal' }).getByRole('link', { name: 'Métodos de pago' }).click();
  await expect(page).toHaveURL(/\/app\/metodos-de-pago$/);
  expect(await main.evaluate((el) => el.scrollTop)).toBe(0);
  await expect(main).not.toHaveAttribute('data-scrolled');
});

test('unknown /app paths show "Página no encontrada" inside the shell', async ({ page }) => {
  await signInAs(page, 'employer');
  await page.goto('/app/no-existe');
  await expect(page.getByRole('heading', { level: 1, name: 'Página no encontrada' })).toBeVisible();
  await expect(page.getByTestId('greeting')).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test.describe('a session check that keeps failing', () => {
  test('a session check that keeps failing (500) is tried again for about 30 s, then / says why the customer was signed out', async ({
    page,
  }) => {
    await page.clock.install();
    await preferCode(page, '/users/user-by-token-app', 500);
    await storeTokenOnFirstLoad(page, 'e2e-token-caido');
    const checks: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/users/user-by-token-app') && request.method() === 'POST') checks.push(request.url());
    });
    await page.goto('/app');
    // Three failures within 4 s used to sign out: the token stays while it retries.
    await sitOutRetries(page, () => checks.length, [1000, 2000]);
    expect(await storedTokens(page)).toMatchObject({ local: 'e2e-token-caido', session: 'e2e-token-caido' });
    await sitOutRetries(page, () => checks.length - 2, [4000, 8000, 15_000]);
    await expect(page.getByText('No pudimos comprobar tu sesión porque el servidor no respondió. Inicia sesión de nuevo.')).toBeVisible({
      timeout: 10_000,
    });
    await expect(page).toHaveURL(/\/\?volver=%2Fapp$/);
    expect(checks).toHaveLength(6);
    expect(await storedTokens(page)).toEqual({ local: null, session: null, cookie: false });
  });
});

test('a brief outage (the session check answers 503 for about 15 s) does not sign the customer out', async ({ page }) => {
  await page.clock.install();
  await signInAs(page, 'employer');
  let checks = 0;
  await page.route(
    (url) => url.pathname.endsWith('/users/user-by-token-app'),
    async (route) => {
      checks += 1;
      if (checks <= 4)
        return route.fulfill({ status: 503, json: { message: 'Reiniciando' }, headers: { 'access-control-allow-origin': '*' } });
      return route.fallback();
    },
  );
  await page.goto('/app');
  await sitOutRetries(page, () => checks, [1000, 2000, 4000, 8000]);
  await expect(page.getByTestId('greeting')).toHaveText('Hola María');
  expect(checks).toBe(5);
  expect(await storedTokens(page)).toMatchObject({ local: TOKEN, session: TOKEN });
});
