// The public first-load pages are pre-rendered at build time (scripts/prerender-plugin.ts) and
// hydrated by src/main.tsx: they must paint without JavaScript, hydrate without a mismatch, and
// keep whatever the visitor typed before the page became interactive.
import { expect, test, type Page, type Request } from '@playwright/test';
import { signInAs, TOKEN, watchConsole } from './support';

const PAGES = [
  { path: '/', heading: 'Tus cotizaciones, claras y pagadas en minutos.', title: 'Cotiza' },
  { path: '/login', heading: 'Inicia sesión', title: 'Iniciar sesión · Cotiza' },
  { path: '/recuperar-contrasena', heading: 'Recupera tu contraseña', title: 'Recuperar contraseña · Cotiza' },
  { path: '/aviso-de-privacidad', heading: 'Aviso de privacidad integral', title: 'Aviso de privacidad integral · Cotiza' },
  {
    path: '/aviso-de-privacidad/simplificado',
    heading: 'Aviso de privacidad simplificado',
    title: 'Aviso de privacidad simplificado · Cotiza',
  },
  { path: '/ayuda', heading: 'Ayuda', title: 'Ayuda · Cotiza' },
];

/** Holds every script of the app until `release()`: the page shows only its HTML meanwhile (and DOMContentLoaded, which waits for module scripts, does not fire: navigate with `waitUntil: 'commit'`). */
async function holdScripts(page: Page) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(
    (url) => url.pathname.startsWith('/assets/') && url.pathname.endsWith('.js'),
    async (route) => {
      await released;
      await route.continue();
    },
  );
  return release;
}

for (const { path, heading, title } of PAGES) {
  test(`${path} is in the HTML the server sends, with its title`, async ({ request }) => {
    const response = await request.get(path);
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(html).toContain(`<title>${title}</title>`);
    expect(html).toContain(`data-prerendered="${path}"`);
    expect(html).toContain(heading);
  });

  test(`${path} paints before its JavaScript runs, then hydrates without errors`, async ({ page }) => {
    const console = watchConsole(page);
    const release = await holdScripts(page);
    await page.goto(path, { waitUntil: 'commit' });
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();

    // Hydration keeps the server's nodes: the heading element is the same one afterwards.
    await page
      .getByRole('heading', { level: 1 })
      .evaluate((element) => ((window as { prerenderedHeading?: Element }).prerenderedHeading = element));
    release();
    await page.waitForLoadState('networkidle');
    await expect(page).toHaveTitle(title);
    expect(
      await page
        .getByRole('heading', { level: 1 })
        .evaluate((element) => (window as { prerenderedHeading?: Element }).prerenderedHeading === element),
    ).toBe(true);
    console.expectNone();
  });
}

test('the index.html shell holds only the session check: app routes do not flash a pre-rendered page', async ({ request }) => {
  const html = await (await request.get('/app/historial-de-pagos')).text();
  expect(html).toContain('<div id="root"><div class="flex min-h-dvh');
  expect(html).not.toContain('data-prerendered');
});

test('a cold deep link paints «Obteniendo usuario...» before any script runs, then the screen', async ({ page }) => {
  await signInAs(page, 'employer');
  const release = await holdScripts(page);
  await page.goto('/app/historial-de-pagos', { waitUntil: 'commit' });
  await expect(page.getByRole('status')).toHaveText('Obteniendo usuario...');
  release();
  await expect(page.getByRole('heading', { level: 1, name: 'Historial de pagos' })).toBeVisible();
});

const TYPED = { email: 'mariajose.hernandez@constructoradelbajio.mx', password: 'Cotiza2026!' };

/** Types the sign-in while the page's scripts are held. */
async function typeSignIn(page: Page) {
  await page.getByLabel('Correo electrónico').fill(TYPED.email);
  await page.getByLabel('Contraseña', { exact: true }).fill(TYPED.password);
}

/**
 * Once the scripts run: the button works, the typed password kept the focus (no autofocus jump to
 * the e-mail field), both fields kept their text, and the sign-in sends exactly it.
 */
async function expectTypedSignInSent(page: Page, signIn: Promise<Request>) {
  const button = page.getByRole('button', { name: 'Iniciar sesión' });
  await expect(button).toBeEnabled();
  await expect(page.getByLabel('Contraseña', { exact: true })).toBeFocused();
  await expect(page.getByLabel('Correo electrónico')).toHaveValue(TYPED.email);
  await expect(page.getByLabel('Contraseña', { exact: true })).toHaveValue(TYPED.password);
  await button.click();
  expect((await signIn).postDataJSON()).toEqual(TYPED);
}

test('what is typed into the sign-in form before the page runs is kept and sent', async ({ page }) => {
  const release = await holdScripts(page);
  await page.goto('/login', { waitUntil: 'commit' });
  // Before the scripts run the button cannot submit: a native submit would put the password in the URL.
  await expect(page.getByRole('button', { name: 'Iniciar sesión' })).toBeDisabled();
  await typeSignIn(page);
  await page.getByLabel('Contraseña', { exact: true }).press('Enter');
  expect(new URL(page.url()).search).toBe('');

  const signIn = page.waitForRequest((request) => request.url().endsWith('/auth/app-login'));
  release();
  await expectTypedSignInSent(page, signIn);
  await expect(page).toHaveURL(/\/app$/);
});

test('with a return path in the address, what was typed before the page runs is kept too', async ({ page }) => {
  // With a query the page is rendered afresh (new fields), not hydrated.
  const release = await holdScripts(page);
  await page.goto(`/login?volver=${encodeURIComponent('/app/historial-de-pagos')}`, { waitUntil: 'commit' });
  await typeSignIn(page);
  const signIn = page.waitForRequest((request) => request.url().endsWith('/auth/app-login'));
  release();
  await expectTypedSignInSent(page, signIn);
  await expect(page).toHaveURL(/\/app\/historial-de-pagos$/);
});

test('with nothing typed, the e-mail field takes the focus once the page runs', async ({ page }) => {
  await page.goto('/login');
  await expect(page.getByLabel('Correo electrónico')).toBeFocused();
});

test('a signed-in visitor on the pre-rendered sign-in page goes on to Inicio', async ({ page }) => {
  await signInAs(page, 'employer');
  await page.goto('/login');
  await expect(page).toHaveURL(/\/app$/);
  expect(await page.evaluate(() => localStorage.getItem('userToken'))).toBe(TOKEN);
});
