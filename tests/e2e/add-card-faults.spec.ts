// The add-card dialog when Openpay's script never answers. The other e2e builds use the mock
// tokenizer (no Openpay keys), so this spec builds the app with sandbox-shaped Openpay keys, serves it
// with `vite preview` on a port of its own, and holds Openpay's script with page.route; the retry is
// answered with a stand-in for Openpay.js. Desktop project only: it looks at the phone width itself.
import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type Page, type Route } from '@playwright/test';
import { isPortFree, waitForPort } from '../../scripts/ports.mjs';
import { signInAs, watchConsole } from './support';

const ROOT = resolve(import.meta.dirname, '../..');
const APP_PORT = Number(process.env.E2E_APP_PORT ?? 4183);
const MOCK_URL = `http://127.0.0.1:${Number(process.env.E2E_MOCK_PORT ?? 4020)}`;
// Follows E2E_APP_PORT like the other extra servers (quality-ports.mjs), so parallel runs never collide.
const PORT = Number(process.env.E2E_OPENPAY_APP_PORT ?? APP_PORT + 7);
const DIST = resolve(
  ROOT,
  process.env.E2E_OPENPAY_DIST ?? (process.env.E2E_DIST ? `${process.env.E2E_DIST}-openpay` : '.tmp/dist-openpay'),
);
const APP_URL = `http://127.0.0.1:${PORT}`;

const OPENPAY_SCRIPTS = 'https://js.openpay.mx/**';
const CARD_NUMBER = '4242424242424242';
const CVV = '847';
const STALLED = 'Openpay no respondió a tiempo y el formulario seguro no terminó de cargar. Revisa tu conexión e intenta de nuevo.';

// Stands in for Openpay.js once the network is back: a token for any card, after a short while.
const FAKE_OPENPAY = `window.OpenPay = {
  setId() {}, setApiKey() {}, setSandboxMode() {},
  deviceData: { setup: () => 'kR1MiQhz2otdIuUlQkbEyitIqVMiI16f' },
  token: { create(card, onSuccess) { setTimeout(() => onSuccess({ data: { id: 'kzb8ylq1nfhgsxkwt3dc' } }), 200); } },
};`;

let preview: ChildProcess | undefined;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.skip(test.info().project.name !== 'desktop', 'One build and one server; the phone width is checked in the desktop run.');
  test.setTimeout(180_000);
  if (!(await isPortFree(PORT))) throw new Error(`El puerto ${PORT} está ocupado (E2E_OPENPAY_APP_PORT).`);
  await promisify(execFile)(
    resolve(ROOT, 'node_modules/.bin/vite'),
    ['build', '--mode', 'e2e', '--outDir', DIST, '--emptyOutDir', '--logLevel', 'warn'],
    {
      cwd: ROOT,
      env: {
        ...process.env,
        VITE_API_BASE_URL: MOCK_URL,
        VITE_OPENPAY_MERCHANT_ID: 'mzdtln0bmtms6o3kck8f',
        VITE_OPENPAY_PUBLIC_KEY: 'pk_f0660ad5a39f4912872e24a7a660370c',
      },
    },
  );
  preview = spawn(resolve(ROOT, 'node_modules/.bin/vite'), ['preview', '--port', String(PORT), '--strictPort', '--outDir', DIST], {
    cwd: ROOT,
    stdio: 'ignore',
  });
  await waitForPort(PORT, { child: preview, name: 'vite preview (Openpay)' });
});

test.afterAll(async () => {
  if (!preview || preview.exitCode !== null) return;
  const exited = new Promise((done) => preview!.once('exit', done));
  preview.kill('SIGTERM');
  await exited;
});

/** Openpay's scripts: held without an answer until `answer()`, then served by the stand-in. */
async function openpayScripts(page: Page) {
  const requested: string[] = [];
  // When each was asked for: the page's clock runs at the real pace until the test moves it.
  const requestedAt: number[] = [];
  const held: Route[] = [];
  let answering = false;
  await page.route(OPENPAY_SCRIPTS, async (route) => {
    requested.push(route.request().url());
    requestedAt.push(Date.now());
    if (!answering) {
      held.push(route);
      return;
    }
    const body = new URL(route.request().url()).pathname === '/openpay.v1.min.js' ? FAKE_OPENPAY : '';
    await route.fulfill({ contentType: 'text/javascript', body });
  });
  return {
    requested,
    /** How long ago, in the page's time, the first script was asked for (before the test moved the clock). */
    sinceFirstRequest: () => Date.now() - requestedAt[0]!,
    answer: () => {
      answering = true;
    },
    release: () => Promise.all(held.map((route) => route.abort().catch(() => {}))),
  };
}

async function openDialog(page: Page) {
  await page.goto(`${APP_URL}/app/metodos-de-pago`);
  await expect(page.getByRole('heading', { level: 1, name: 'Métodos de pago' })).toBeVisible();
  await page.getByRole('button', { name: 'Agregar tarjeta' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Agregar tarjeta' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function typeCard(dialog: ReturnType<Page['getByRole']>) {
  await dialog.getByLabel('Nombre del titular').fill('José Luis Ramírez Ortiz');
  await dialog.getByLabel('Número de tarjeta').pressSequentially(CARD_NUMBER);
  await dialog.getByLabel('Vencimiento').pressSequentially('0530');
  await dialog.getByLabel('Código de seguridad').pressSequentially(CVV);
}

test.beforeEach(async ({ page }) => {
  await signInAs(page, 'employer');
});

test('a stalled Openpay script ends in a Spanish error with "Reintentar", which loads it anew and keeps the card', async ({
  page,
}, testInfo) => {
  // The script's 15 s time limit is jumped over with Playwright's clock rather than waited out.
  await page.clock.install();
  const console = watchConsole(page);
  const scripts = await openpayScripts(page);
  const dialog = await openDialog(page);
  await typeCard(dialog);
  expect(scripts.requested).toEqual(['https://js.openpay.mx/openpay.v1.min.js']);

  const alert = dialog.getByRole('alert');
  // Typing took real time, which the page's clock counted: 14 s after the request, not after typing.
  await page.clock.runFor(Math.max(0, 14_000 - scripts.sinceFirstRequest()));
  await expect(alert).toBeHidden();
  await page.clock.runFor(1_500);
  await expect(alert).toHaveText(STALLED);
  const retry = dialog.getByRole('button', { name: 'Reintentar' });
  await expect(retry).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeEnabled();
  await expect(dialog.getByLabel('Número de tarjeta')).toHaveValue('4242 4242 4242 4242');
  // The stalled <script> is gone, so the retry can load a fresh one.
  await expect(page.locator('script[src^="https://js.openpay.mx/"]')).toHaveCount(0);

  await page.screenshot({ path: testInfo.outputPath('stalled-script-1280.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(alert).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('stalled-script-390.png') });
  const overflow = await dialog.evaluate((element) => element.scrollWidth - element.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);

  // The network is back: "Reintentar" asks for Openpay's script again.
  scripts.answer();
  await retry.click();
  // Both scripts, the first one under a new URL (Chromium would join the same URL to the stalled request).
  await expect
    .poll(() => scripts.requested)
    .toEqual([
      'https://js.openpay.mx/openpay.v1.min.js',
      'https://js.openpay.mx/openpay.v1.min.js?retry=1',
      'https://js.openpay.mx/openpay-data.v1.min.js',
    ]);
  await expect(alert).toBeHidden();
  await expect(retry).toBeHidden();
  for (const [label, value] of [
    ['Nombre del titular', 'José Luis Ramírez Ortiz'],
    ['Número de tarjeta', '4242 4242 4242 4242'],
    ['Vencimiento', '05/30'],
    ['Código de seguridad', CVV],
  ]) {
    await expect(dialog.getByLabel(label!)).toHaveValue(value!);
  }

  // Our API's save of the token is held a moment: the one step that cannot be cancelled, and the dialog says so.
  let releaseSave: () => void = () => {};
  const saveHeld = new Promise<void>((done) => {
    releaseSave = done;
  });
  await page.route(
    (url) => url.pathname.endsWith('/customers/me/cards'),
    async (route) => {
      if (route.request().method() === 'POST') await saveHeld;
      await route.fallback();
    },
  );
  const posted = page.waitForRequest((r) => r.method() === 'POST' && r.url().endsWith('/customers/me/cards'));
  await dialog.getByRole('button', { name: 'Guardar tarjeta' }).click();
  await expect(dialog.getByRole('status')).toHaveText('Guardando la tarjeta en tu cuenta… Este paso ya no se puede cancelar.');
  await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('saving-390.png') });
  releaseSave();
  const body = (await posted).postDataJSON() as Record<string, string>;
  expect(body).toEqual({
    token_id: 'kzb8ylq1nfhgsxkwt3dc',
    device_session_id: 'kR1MiQhz2otdIuUlQkbEyitIqVMiI16f',
    holder_name: 'José Luis Ramírez Ortiz',
  });
  await expect(page.getByText(/^Agregamos tu tarjeta /)).toBeVisible();
  await expect(dialog).toBeHidden();
  await scripts.release();
  console.expectNone();
});

test('while Openpay does not answer, the dialog can be cancelled, nothing reaches our API and the card is forgotten', async ({ page }) => {
  const scripts = await openpayScripts(page);
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/customers/me/cards')) posts.push(request.url());
  });

  let dialog = await openDialog(page);
  await typeCard(dialog);
  await dialog.getByRole('button', { name: 'Guardar tarjeta' }).click();
  // Waiting for Openpay: the dialog says so, and can still be left.
  await expect(dialog.getByRole('status')).toHaveText('Validando la tarjeta con Openpay…');
  await expect(dialog.getByRole('button', { name: 'Cancelar' })).toBeEnabled();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.getByRole('button', { name: 'Agregar tarjeta' }).first().click();
  dialog = page.getByRole('dialog', { name: 'Agregar tarjeta' });
  await expect(dialog.getByLabel('Número de tarjeta')).toHaveValue('');
  await expect(dialog.getByLabel('Código de seguridad')).toHaveValue('');
  await typeCard(dialog);
  await dialog.getByRole('button', { name: 'Guardar tarjeta' }).click();
  await dialog.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('4242 4242 4242 4242')).toHaveCount(0);
  expect(posts).toEqual([]);
  await scripts.release();
});
