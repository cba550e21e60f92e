// Métodos de pago when an answer is lost, against the development API (which keeps what it did): the
// server makes the change, the answer never reaches the browser (`route.fetch()` then `route.abort()`),
// or comes back emptied by an intermediary. The screen reads the server's state again and shows that,
// never its optimistic nor its rolled-back guess.
import { expect, test, type Page, type Route } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../support';
import { openWorld, type World } from './support';

interface Customer {
  defaultCardId: string | null;
  autoPaymentEnabled: boolean;
}

const customerOf = async (world: World) => (await world.call<{ customer: Customer }>('POST', '/users/user-by-token-app')).customer;

async function openPage(page: Page) {
  await page.goto('/app/metodos-de-pago');
  await expect(page.getByRole('heading', { level: 1, name: 'Métodos de pago' })).toBeVisible();
  await expect(page.getByTestId('saved-card').first()).toBeVisible();
}

/** Inicio through the breadcrumb (a link on phones and desktops alike): a navigation, not a reload. */
const toInicio = (page: Page) => page.getByRole('navigation', { name: 'Ruta de navegación' }).getByRole('link', { name: 'Inicio' }).click();

const savedCard = (page: Page, name: string) =>
  page.getByTestId('saved-card').filter({ has: page.getByRole('heading', { level: 3, name }) });

/** The server does it; its answer is lost on the way back. */
const lostAnswer = async (route: Route) => {
  await route.fetch();
  await route.abort('connectionreset');
};

test('automatic payment turned off although the answer was lost: off here, off on Inicio, off on the server', async ({ page }) => {
  const world = await openWorld(page, 'employer');
  await openPage(page);
  const toggle = page.getByRole('switch', { name: 'Pago automático' });
  await expect(toggle).toBeChecked();
  await page.route('**/customers/me', (route) => (route.request().method() === 'PATCH' ? lostAnswer(route) : route.fallback()));

  // Keyboard: the switch takes Space (its input is visually hidden under the track).
  await toggle.focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('Desactivaste el pago automático.')).toBeVisible();
  await expect(toggle).not.toBeChecked();
  await expect(page.getByText(/No pudimos desactivar/)).toHaveCount(0);
  expect((await customerOf(world)).autoPaymentEnabled).toBe(false);

  await toInicio(page);
  const summary = page.getByRole('region', { name: 'Resumen de tu cuenta' });
  await expect(summary.getByText('Desactivado', { exact: true })).toBeVisible();
});

test('a new default card saved although the answer was lost: the badge moves, as on the server', async ({ page }) => {
  const world = await openWorld(page, 'employer');
  await openPage(page);
  await page.route('**/customers/me', (route) => (route.request().method() === 'PATCH' ? lostAnswer(route) : route.fallback()));

  await page.getByRole('button', { name: 'Hacer predeterminada la Mastercard terminación 4444' }).click();
  await expect(page.getByText('Tu tarjeta predeterminada ahora es la Mastercard terminación 4444.')).toBeVisible();
  await expect(savedCard(page, 'Mastercard terminación 4444').getByText('Predeterminada', { exact: true })).toBeVisible();
  await expect(savedCard(page, 'Visa terminación 1111').getByText('Predeterminada', { exact: true })).toHaveCount(0);
  const cards = await world.call<{ id: string; card_number: string }[]>('GET', '/customers/me/cards');
  expect((await customerOf(world)).defaultCardId).toBe(cards.find((card) => card.card_number.endsWith('4444'))?.id);
});

test('a card removed although the answer was lost (or came back an empty 404): it leaves the list, no "No pudimos eliminar"', async ({
  page,
}) => {
  const world = await openWorld(page, 'employer');
  await openPage(page);
  let removals = 0;
  await page.route('**/customers/me/cards/*', async (route) => {
    if (route.request().method() !== 'DELETE') return route.fallback();
    removals += 1;
    if (removals === 1) return lostAnswer(route);
    // An intermediary's bare 404: not the server's "ya no estaba".
    await route.fetch();
    return route.fulfill({ status: 404, body: '', headers: { 'access-control-allow-origin': '*' } });
  });

  for (const name of ['Mastercard terminación 4444', 'Visa terminación 1111']) {
    await page.getByRole('button', { name: `Eliminar la ${name}` }).click();
    const confirm = page.getByRole('alertdialog', { name: `¿Eliminar la ${name}?` });
    await confirm.getByRole('button', { name: 'Eliminar tarjeta' }).click();
    await expect(confirm).toBeHidden();
    await expect(savedCard(page, name)).toHaveCount(0);
    await expect(page.getByText(new RegExp(`Eliminamos la ${name}`))).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Tus tarjetas' })).toBeFocused();
  }
  await expect(page.getByText(/No pudimos eliminar|ya no estaba/)).toHaveCount(0);
  expect(await world.call<unknown[]>('GET', '/customers/me/cards')).toHaveLength(1);
  // The default card went: automatic payment went off with it, here as on the server.
  await expect(page.getByRole('switch', { name: 'Pago automático' })).not.toBeChecked();
  expect(await customerOf(world)).toMatchObject({ defaultCardId: null, autoPaymentEnabled: false });
});

test('when the customer cannot be read again either: "Por confirmar" here and on Inicio, then a check that settles it', async ({
  page,
}) => {
  const world = await openWorld(page, 'employer');
  await openPage(page);
  const toggle = page.getByRole('switch', { name: 'Pago automático' });
  await page.route('**/customers/me', (route) => (route.request().method() === 'PATCH' ? lostAnswer(route) : route.fallback()));
  await page.route('**/users/user-by-token-app', (route) => route.abort('connectionreset'));

  // Keyboard: the switch takes Space (its input is visually hidden under the track).
  await toggle.focus();
  await page.keyboard.press('Space');
  const notice = page.getByTestId('payment-settings-unconfirmed');
  await expect(notice).toContainText('No pudimos confirmar tu último cambio');
  // Focus is on the notice (the switch it replaced is gone), visibly.
  await expect(notice.getByText('No pudimos confirmar tu último cambio')).toBeFocused();
  await expect(page.getByRole('switch', { name: 'Pago automático' })).toHaveCount(0);
  await expect(page.getByTestId('auto-payment-unconfirmed')).toContainText('Por confirmar');
  await expect(page.getByText('Predeterminada', { exact: true })).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);

  await toInicio(page);
  const summary = page.getByRole('region', { name: 'Resumen de tu cuenta' });
  await expect(summary.getByText('Por confirmar')).toBeVisible();
  await expect(summary.getByText(/^(Activado|Desactivado)$/)).toHaveCount(0);

  await page.unroute('**/users/user-by-token-app');
  await summary.getByRole('link', { name: 'Administrar métodos de pago' }).click();
  await page.getByRole('button', { name: 'Volver a comprobar' }).click();
  await expect(notice).toBeHidden();
  // The server turned it off: that is what shows.
  expect((await customerOf(world)).autoPaymentEnabled).toBe(false);
  await expect(page.getByRole('switch', { name: 'Pago automático' })).not.toBeChecked();
  await expect(savedCard(page, 'Visa terminación 1111').getByText('Predeterminada', { exact: true })).toBeVisible();
});

test('consent recorded although its answer was lost: the dialog confirms it («Confirmamos que activaste…»), the switch is on, as on the server; nothing sent twice', async ({
  page,
}) => {
  const world = await openWorld(page, 'employer');
  // The example account was on before consent existed: start from off.
  await world.call('DELETE', '/customers/me/auto-payment/consent');
  await openPage(page);
  let consents = 0;
  await page.route('**/customers/me/auto-payment/consent', (route) => {
    if (route.request().method() !== 'POST') return route.fallback();
    consents += 1;
    return lostAnswer(route);
  });

  const toggle = page.getByRole('switch', { name: 'Pago automático' });
  await expect(toggle).not.toBeChecked();
  await toggle.focus();
  await page.keyboard.press('Space');
  const dialog = page.getByRole('dialog', { name: 'Activar pago automático' });
  // Keyboard: the box takes Space (its input is visually hidden).
  await dialog.getByRole('checkbox', { name: /Acepto que Cotiza cargue/ }).focus();
  await page.keyboard.press('Space');
  await dialog.getByRole('button', { name: 'Activar pago automático' }).click();

  await expect(
    page.getByText('Confirmamos que activaste el pago automático. Te avisaremos por correo 5 días antes de cada cargo.'),
  ).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(toggle).toBeChecked();
  await expect(page.getByText(/No pudimos activar/)).toHaveCount(0);
  await expect(page.getByTestId('auto-payment-consent')).toContainText('Aceptaste las condiciones el');
  const settings = await world.call<{ enabled: boolean; consent: { revokedAt: string | null } | null }>(
    'GET',
    '/customers/me/auto-payment',
  );
  expect(settings).toMatchObject({ enabled: true, consent: { revokedAt: null } });
  expect(consents).toBe(1);
  await expectNoSeriousA11yViolations(page);
});

test('consent whose answer was lost, with the settings unreadable too: «No sabemos» and «Revisar» in the dialog, «Por confirmar» behind; «Revisar» settles it', async ({
  page,
}) => {
  const world = await openWorld(page, 'employer');
  await world.call('DELETE', '/customers/me/auto-payment/consent');
  await openPage(page);
  await page.route('**/customers/me/auto-payment/consent', (route) =>
    route.request().method() === 'POST' ? lostAnswer(route) : route.fallback(),
  );

  await page.getByRole('switch', { name: 'Pago automático' }).focus();
  await page.keyboard.press('Space');
  const dialog = page.getByRole('dialog', { name: 'Activar pago automático' });
  // Keyboard: the box takes Space (its input is visually hidden).
  await dialog.getByRole('checkbox', { name: /Acepto que Cotiza cargue/ }).focus();
  await page.keyboard.press('Space');
  // The settings and the customer cannot be read once the consent is sent.
  await page.route('**/customers/me/auto-payment', (route) => route.abort('connectionreset'));
  await page.route('**/users/user-by-token-app', (route) => route.abort('connectionreset'));
  await dialog.getByRole('button', { name: 'Activar pago automático' }).click();

  await expect(dialog.getByRole('alert')).toContainText('No sabemos si se activó el pago automático');
  await expect(dialog.getByRole('button', { name: 'Activar pago automático' })).toHaveCount(0);
  await expect(page.getByTestId('auto-payment-unconfirmed')).toContainText('Por confirmar');

  await page.unroute('**/customers/me/auto-payment');
  await page.unroute('**/users/user-by-token-app');
  await dialog.getByRole('button', { name: 'Revisar' }).click();
  await expect(page.getByText('Confirmamos que activaste el pago automático.', { exact: false })).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('switch', { name: 'Pago automático' })).toBeChecked();
  expect((await customerOf(world)).autoPaymentEnabled).toBe(true);
});
