// Security checks in Chromium: the session token stays out of URLs and Sentry payloads, and so do
// the tokens of e-mailed links (password reset, e-mail confirmation); text the server sends is
// rendered as text, the after-sign-in return path only goes to /app, and logging out leaves no token behind.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test as base, type Page } from '@playwright/test';
import { appPaths } from '../../src/config/app-paths';
import { paths } from '../../src/config/paths';
import { logOut, preferExample, storeTokenOnFirstLoad } from './support';
import {
  exampleId,
  MOCK_ORIGIN,
  sampleSentry,
  secretLeaks,
  SENTRY_DIST,
  SENTRY_PORT,
  startSentrySink,
  type SentryEnvelope,
  type SentrySink,
} from './quality-support';

const test = base.extend<object, { sentrySink: SentrySink }>({
  sentrySink: [
    // eslint-disable-next-line no-empty-pattern -- Playwright needs the (empty) fixture object.
    async ({}, provide) => {
      if (!existsSync(join(SENTRY_DIST, 'index.html'))) {
        throw new Error(`Falta la compilación con Sentry en ${SENTRY_DIST}: ejecuta \`npm run build:e2e\`.`);
      }
      const sink = await startSentrySink(SENTRY_PORT, SENTRY_DIST);
      await provide(sink);
      await sink.close();
    },
    { scope: 'worker' },
  ],
});

const EMAIL = 'mariajose.hernandez@constructoradelbajio.mx';
const PASSWORD = 'Secreta2026';

/** Signs in through the form (the mock answers the contract's example) and returns the token it stored. */
async function signInWithForm(page: Page, loginUrl: string = paths.login): Promise<string> {
  await preferExample(page, '/auth/app-login', 'employer');
  await preferExample(page, '/users/user-by-token-app', 'employer');
  await page.goto(loginUrl);
  await page.getByLabel('Correo electrónico').fill(EMAIL);
  await page.getByLabel('Contraseña', { exact: true }).fill(PASSWORD);
  const answer = page.waitForResponse((response) => response.url().endsWith('/auth/app-login'));
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  const { token } = (await (await answer).json()) as { token: string };
  expect(token.length).toBeGreaterThan(16);
  await expect(page.getByTestId('greeting')).toBeVisible();
  return token;
}

/** Everything the browser keeps for the page: both stores (every key and value) and the cookies. */
async function storedEverywhere(page: Page) {
  const stores = await page.evaluate(() => {
    const dump = (storage: Storage) =>
      Object.fromEntries(Array.from({ length: storage.length }, (_, i) => storage.key(i)!).map((key) => [key, storage.getItem(key)]));
    return { local: dump(localStorage), session: dump(sessionStorage), documentCookie: document.cookie };
  });
  return { ...stores, cookies: await page.context().cookies() };
}

test('sign-in, the screens and log-out: the token never appears in a URL', async ({ page }) => {
  const urls: string[] = [];
  page.on('request', (request) => urls.push(request.url()));
  page.on('framenavigated', (frame) => urls.push(frame.url()));

  const token = await signInWithForm(page);
  for (const path of [appPaths.paymentMethods, appPaths.paymentHistory, appPaths.employees, appPaths.profile, appPaths.home]) {
    await page.goto(path);
    await expect(page.locator('h1')).toBeVisible();
  }
  await logOut(page);

  expect(urls.length).toBeGreaterThan(10);
  const leaks = urls.filter((url) => url.includes(token) || url.includes(encodeURIComponent(token)));
  expect(leaks).toEqual([]);
});

test('log out leaves no token in localStorage, sessionStorage or cookies', async ({ page }) => {
  const token = await signInWithForm(page);
  const before = await storedEverywhere(page);
  expect(before.local.userToken).toBe(token); // the check below would pass vacuously otherwise
  expect(before.cookies.map((cookie) => cookie.name)).toContain('userToken');

  await logOut(page);
  const after = await storedEverywhere(page);
  expect(JSON.stringify(after)).not.toContain(token);
  expect(after.local.userToken).toBeUndefined();
  expect(after.session.userToken).toBeUndefined();
  expect(after.cookies.filter((cookie) => cookie.name === 'userToken')).toEqual([]);

  // A reload stays signed out.
  await page.goto(appPaths.home);
  await expect(page).toHaveURL(/\/\?volver=%2Fapp$/);
});

test('the after-sign-in return path accepts only internal /app paths', async ({ page }) => {
  const offsite: string[] = [];
  page.on('request', (request) => {
    if (!/^http:\/\/127\.0\.0\.1:\d+\//.test(request.url()) && !request.url().startsWith('data:')) offsite.push(request.url());
  });

  // Through the form, with an external return path: lands on Inicio.
  await signInWithForm(page, `${paths.login}?volver=${encodeURIComponent('https://evil.example/app')}`);
  await expect(page).toHaveURL((url) => url.pathname === '/app' && url.search === '');

  // Signed in, /login forwards at once: every hostile value still ends on Inicio, in our origin.
  const hostile = ['//evil.example/app', '/\\evil.example/app', 'javascript:alert(document.domain)', 'https:evil.example/app', '/applause'];
  for (const value of hostile) {
    await page.goto(`${paths.login}?volver=${encodeURIComponent(value)}`);
    await expect(page, value).toHaveURL((url) => url.hostname === '127.0.0.1' && url.pathname === '/app');
  }
  // An internal /app path (with its query) is honoured.
  await page.goto(`${paths.login}?volver=${encodeURIComponent('/app/historial-de-pagos?pagina=2')}`);
  await expect(page).toHaveURL((url) => url.pathname === '/app/historial-de-pagos' && url.search === '?pagina=2');
  expect(offsite).toEqual([]);
});

test('the landing page passes on only a safe return path to the sign-in', async ({ page }) => {
  await page.goto(`/?volver=${encodeURIComponent('https://evil.example/app')}`);
  const signIn = page.getByRole('link', { name: 'Iniciar sesión' }).first();
  await expect(signIn).toHaveAttribute('href', paths.login);
  await page.goto(`/?volver=${encodeURIComponent('/app/empleados')}`);
  await expect(signIn).toHaveAttribute('href', `${paths.login}?volver=${encodeURIComponent('/app/empleados')}`);
});

// --- Server text with HTML ----------------------------------------------------------------

/** Valid HTML with no spaces, so it survives "first word" formatting (the greeting). */
const PAYLOAD = '<img/src=x/onerror=window.__xss=1><b/data-xss>';
const TEXT_KEYS =
  /^(name|firstName|lastName|concept|description|title|legalName|tradeName|holder_name|bank_name|position|contactName|reason)$/;

function inject(value: unknown, key = ''): unknown {
  if (Array.isArray(value)) return value.map((item) => inject(item));
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, inject(v, k)]));
  return typeof value === 'string' && TEXT_KEYS.test(key) ? `${PAYLOAD}${value}` : value;
}

test('names and concepts from the server that contain HTML render as text', async ({ page }) => {
  // Every JSON answer of the API (the contract's examples) gets the payload in front of its names and concepts.
  await page.route(
    (url) => url.origin === MOCK_ORIGIN && /^\/(users|customers|quotations|payments|employees)/.test(url.pathname),
    async (route) => {
      const headers = { ...route.request().headers() };
      if (route.request().url().endsWith('/users/user-by-token-app')) headers.prefer = 'example=employer';
      const response = await route.fetch({ headers });
      const type = response.headers()['content-type'] ?? '';
      if (!type.includes('json')) return route.fulfill({ response });
      return route.fulfill({ response, json: inject(await response.json()) });
    },
  );
  await page.addInitScript(() => {
    if (!sessionStorage.getItem('xss-started')) {
      sessionStorage.setItem('xss-started', '1');
      localStorage.setItem('userToken', 'xss-e2e-token');
      sessionStorage.setItem('userToken', 'xss-e2e-token');
    }
  });

  await page.goto(appPaths.home);
  await expect(page.getByTestId('greeting')).toHaveText(`Hola ${PAYLOAD}María`);
  const screens = [
    appPaths.home,
    appPaths.quotation(exampleId('getQuotation', 'quotationId')),
    appPaths.paymentHistory,
    appPaths.employees,
    appPaths.profile,
    appPaths.paymentMethods,
  ];
  let shown = 0;
  for (const path of screens) {
    await page.goto(path);
    await expect(page.locator('h1')).toBeVisible();
    await page.waitForLoadState('networkidle');
    shown += await page.getByText(PAYLOAD).count();
    expect(await page.locator('img[src="x"], [data-xss]').count(), path).toBe(0);
  }
  expect(shown, 'the payload is on screen as text').toBeGreaterThan(5);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
});

// --- Sentry ---------------------------------------------------------------------------------

test.describe('Sentry (a build whose DSN points at a local sink)', () => {
  test.describe.configure({ mode: 'serial' });
  // The payload does not depend on the viewport, and the DSN has a single port.
  test.skip(({ viewport }) => (viewport?.width ?? 1280) <= 700, 'desktop only: one sink port');

  test('an error report and its session replay carry no token and no card number', async ({ page, sentrySink }) => {
    const token = `sentry-e2e-${Date.now().toString(36)}-6f1c0d9a4b2e`;
    const card = '4111111111111111';
    const marker = `prueba-${Date.now().toString(36)}`;
    await preferExample(page, '/users/user-by-token-app', 'employer');
    await storeTokenOnFirstLoad(page, token);

    await page.goto(`${sentrySink.url}${appPaths.paymentMethods}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Métodos de pago' })).toBeVisible();
    // The card number typed into the form: session replay records the page, inputs masked.
    await page.getByRole('button', { name: 'Agregar tarjeta' }).first().click();
    await page.getByLabel('Nombre del titular').fill('María José Hernández Ñúñez');
    await page.getByLabel('Número de tarjeta').pressSequentially(card);
    await expect(page.getByLabel('Número de tarjeta')).toHaveValue('4111 1111 1111 1111');

    // An unexpected error in the app, whose message even carries the card number.
    await page.evaluate(
      ([tag, number]) => {
        setTimeout(() => {
          throw new Error(`Falla de prueba ${tag} con la tarjeta ${number}`);
        });
      },
      [marker, card],
    );

    const event = await sentrySink.waitFor((envelope) =>
      envelope.items.some((item) => item.type === 'event' && item.text.includes(marker)),
    );
    await sentrySink.waitFor((envelope) => envelope.items.some((item) => item.type === 'replay_recording'), 20_000);

    const eventText = event.items.find((item) => item.type === 'event')!.text;
    expect(eventText).toContain(`Falla de prueba ${marker} con la tarjeta [tarjeta]`);
    expect(eventText).toContain('6650f1c2a9b3e4d5f6a7b8c9'); // the user is identified, by id

    const everything = sentrySink.allText();
    expect(everything.length).toBeGreaterThan(1000);
    expect(everything).toContain('Métodos de pago'); // the replay really holds the page
    expect(everything).not.toContain(token);
    expect(everything).not.toContain(card);
    expect(everything).not.toContain('4111 1111 1111 1111');
  });

  // The reset link's token: session replay records the page's address (its `urls`, the snapshot's
  // `href`, `navigation.navigate` spans), breadcrumbs and error events keep `request.url`.
  for (const mode of ['everything', 'replay-on-error'] as const) {
    test(`the password-reset token reaches no envelope (${mode === 'everything' ? 'everything sampled' : 'replay sent with an error'})`, async ({
      page,
      sentrySink,
    }) => {
      const stamp = Date.now().toString(36);
      const secret = `reset-${stamp}-c41e8a39d2f7`;
      const password = `Clave${stamp}X9`;
      const marker = `restablecer-${stamp}`;
      const from = sentrySink.envelopes.length;
      const waitFor = (predicate: (envelope: SentryEnvelope) => boolean, timeoutMs = 15_000) =>
        sentrySink.waitFor(predicate, timeoutMs, from);
      await sampleSentry(page, mode);
      // The reset call answers 503 (Prism's answer, CORS included, with another status).
      await page.route(
        (url) => url.pathname.endsWith('/auth/app-reset-password'),
        async (route) => route.fulfill({ response: await route.fetch(), status: 503, json: { message: 'Mantenimiento' } }),
      );

      // Sentry starts before the page has read the token (and taken it out of the address bar):
      // the page's code is held until Sentry runs.
      await page.route(/\/assets\/ResetPasswordPage-[\w-]+\.js$/, async (route) => {
        await page.waitForFunction(() => '__SENTRY__' in window);
        await route.continue();
      });
      await page.goto(`${sentrySink.url}${paths.resetPassword}?token=${secret}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Crea una nueva contraseña' })).toBeVisible();
      // The token leaves the address bar at once.
      await expect(page).toHaveURL(`${sentrySink.url}${paths.resetPassword}`);

      const newPassword = page.getByLabel('Nueva contraseña', { exact: true });
      const submit = async (button: string) => {
        const sent = page.waitForRequest((request) => request.url().endsWith('/auth/app-reset-password'));
        await page.getByRole('button', { name: button }).click();
        expect((await sent).postDataJSON()).toEqual({ token: secret, password });
        await expect(page.getByRole('alert')).toContainText('Error (503)');
        await expect(newPassword).toHaveValue(password);
      };
      await newPassword.fill(password);
      await page.getByLabel('Confirma la nueva contraseña').fill(password);
      await submit('Guardar contraseña');

      // An error report, and with it the replay of this page load, where Sentry started with the token in the address.
      await expect
        .poll(() => page.evaluate(() => sessionStorage.getItem('sentryReplaySession') !== null), { message: 'replay has started' })
        .toBe(true);
      await page.evaluate((tag) => {
        setTimeout(() => {
          throw new Error(`Falla de prueba ${tag}`);
        });
      }, marker);
      await waitFor((envelope) => envelope.items.some((item) => item.type === 'event' && item.text.includes(marker)));
      await waitFor(
        (envelope) => envelope.items.some((item) => item.type === 'replay_recording' && item.text.includes('Crea una nueva contraseña')),
        20_000,
      );

      // A reload still has the token (kept in the history entry's state), never in the address.
      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: 'Crea una nueva contraseña' })).toBeVisible();
      await expect(page).toHaveURL(`${sentrySink.url}${paths.resetPassword}`);
      await newPassword.fill(password);
      await page.getByLabel('Confirma la nueva contraseña').fill(password);
      await submit('Guardar contraseña');
      await submit('Intentar de nuevo');

      // In-app navigations afterwards: recorded by the replay, and by breadcrumbs and spans.
      await page.getByRole('link', { name: 'Cotiza' }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: 'Tus cotizaciones, claras y pagadas en minutos.' })).toBeVisible();
      await page.getByRole('link', { name: 'Iniciar sesión' }).first().click();
      await expect(page.getByRole('heading', { level: 1, name: 'Inicia sesión' })).toBeVisible();
      await waitFor((envelope) => envelope.items.some((item) => item.type === 'replay_event' && item.text.includes('/login')), 20_000);
      if (mode === 'everything') await waitFor((envelope) => envelope.items.some((item) => item.type === 'span'), 20_000);

      const received = sentrySink.envelopes.slice(from);
      const types = [...new Set(received.flatMap((envelope) => envelope.items.map((item) => item.type)))].sort();
      expect(types).toEqual(
        expect.arrayContaining(
          mode === 'everything' ? ['event', 'replay_event', 'replay_recording', 'span'] : ['event', 'replay_event', 'replay_recording'],
        ),
      );
      expect(secretLeaks(received, [secret, password])).toEqual([]);
    });
  }

  // The e-mail confirmation link's token, the same way: it leaves the address before the replay starts.
  test('the e-mail confirmation token reaches no envelope', async ({ page, sentrySink }) => {
    const stamp = Date.now().toString(36);
    const secret = `confirma-${stamp}-7d2e9b41a0c5`;
    const marker = `confirmar-${stamp}`;
    const from = sentrySink.envelopes.length;
    await sampleSentry(page, 'replay-on-error');
    // Sentry starts before the page has read the token: the page's code is held until Sentry runs.
    const pageCode = /\/assets\/ConfirmEmailPage-[\w-]+\.js$/;
    await page.route(pageCode, async (route) => {
      await page.waitForFunction(() => '__SENTRY__' in window);
      await route.continue();
    });
    const confirmed = page.waitForRequest((request) => request.url().endsWith('/auth/app-confirm-email-change'));
    await page.goto(`${sentrySink.url}${paths.confirmEmail}?token=${secret}`);
    expect((await confirmed).postDataJSON()).toEqual({ token: secret });
    await expect(page.getByRole('heading', { level: 1, name: 'Correo confirmado' })).toBeVisible();
    await expect(page).toHaveURL(`${sentrySink.url}${paths.confirmEmail}`);
    await page.unroute(pageCode);
    // Replay starts within 200 ms of the address being clean; an error before that has no replay.
    await expect
      .poll(() => page.evaluate(() => sessionStorage.getItem('sentryReplaySession') !== null), { message: 'replay has started' })
      .toBe(true);

    await page.evaluate((tag) => {
      setTimeout(() => {
        throw new Error(`Falla de prueba ${tag}`);
      });
    }, marker);
    await sentrySink.waitFor(
      (envelope) => envelope.items.some((item) => item.type === 'event' && item.text.includes(marker)),
      15_000,
      from,
    );
    await sentrySink.waitFor(
      (envelope) => envelope.items.some((item) => item.type === 'replay_recording' && item.text.includes('Correo confirmado')),
      20_000,
      from,
    );
    // A reload reads the token from the history entry, never from the address.
    const again = page.waitForRequest((request) => request.url().endsWith('/auth/app-confirm-email-change'));
    await page.reload();
    expect((await again).postDataJSON()).toEqual({ token: secret });
    await expect(page.getByRole('heading', { level: 1, name: 'Correo confirmado' })).toBeVisible();
    await expect(page).toHaveURL(`${sentrySink.url}${paths.confirmEmail}`);
    expect(secretLeaks(sentrySink.envelopes.slice(from), [secret])).toEqual([]);
  });

  test("a page that keeps a secret in its address: Sentry's own hooks remove it", async ({ page, sentrySink }) => {
    const stamp = Date.now().toString(36);
    const secrets = [`tok-${stamp}-5a7e`, `code-${stamp}-1b3d`, `acc-${stamp}-9f0c`];
    const from = sentrySink.envelopes.length;
    const waitFor = (predicate: (envelope: SentryEnvelope) => boolean, timeoutMs = 15_000) =>
      sentrySink.waitFor(predicate, timeoutMs, from);
    await sampleSentry(page, 'everything');
    // The sign-in page ignores these parameters and leaves them in the address bar.
    await page.goto(`${sentrySink.url}${paths.login}?token=${secrets[0]}&code=${secrets[1]}&volver=%2Fapp#access_token=${secrets[2]}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Inicia sesión' })).toBeVisible();
    const fail = (tag: string) =>
      page.evaluate((text) => {
        setTimeout(() => {
          throw new Error(text);
        });
      }, `Falla de prueba ${tag}`);

    await fail(`con-secreto-${stamp}`);
    const first = await waitFor((envelope) =>
      envelope.items.some((item) => item.type === 'event' && item.text.includes(`con-secreto-${stamp}`)),
    );
    // The event still says where it happened, without the values.
    expect(first.items.find((item) => item.type === 'event')!.text).toContain(
      '/login?token=[Filtered]&code=[Filtered]&volver=%2Fapp#access_token=[Filtered]',
    );
    // Sentry runs, but session replay (whose snapshots record the address as is) has not started.
    const replayStarted = () => page.evaluate(() => sessionStorage.getItem('sentryReplaySession') !== null);
    expect(await replayStarted()).toBe(false);

    await page.getByRole('link', { name: 'Cotiza' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Tus cotizaciones, claras y pagadas en minutos.' })).toBeVisible();
    await expect.poll(replayStarted, { message: 'replay starts once the address is clean' }).toBe(true);
    await fail(`sin-secreto-${stamp}`);
    await waitFor((envelope) => envelope.items.some((item) => item.type === 'event' && item.text.includes(`sin-secreto-${stamp}`)));
    await waitFor((envelope) => envelope.items.some((item) => item.type === 'replay_recording'), 20_000);
    await waitFor((envelope) => envelope.items.some((item) => item.type === 'span' && item.text.includes('/login')), 20_000);

    const received = sentrySink.envelopes.slice(from);
    expect(received.map((envelope) => envelope.raw).join('\n')).toContain('"category":"navigation"');
    expect(secretLeaks(received, secrets)).toEqual([]);
  });
});
