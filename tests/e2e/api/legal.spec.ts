// The aviso de privacidad, Ayuda and the merchant's identity against the development
// API: a visitor reaches both avisos and Ayuda from / and /login without signing in and sees who
// runs the portal and where to complain; signed in, the menu's last entry «Ayuda» shows the same;
// a receipt says where to complain. The shipped aviso is the sample, said to be one.
import { readFileSync } from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import type { components } from '../../../src/lib/api/schema';
import { expectNoSeriousA11yViolations, isPhone, watchConsole } from '../support';
import { jsonParam, openWorld } from './support';

type Payment = components['schemas']['Payment'];

// The one sample merchant the build shows without VITE_MERCHANT_* (read as the dev API reads it).
const sample = JSON.parse(readFileSync(new URL('../../../src/config/merchant-sample.json', import.meta.url), 'utf8')) as Record<
  'legalName' | 'tradeName' | 'rfc' | 'fiscalAddress' | 'complaintsPhone' | 'complaintsEmail' | 'privacyEmail' | 'serviceHours',
  string
>;

/** The public footer: razón social, RFC, domicilio, and the complaints phone and e-mail as links. */
async function expectMerchantFooter(page: Page) {
  const footer = page.getByRole('contentinfo');
  await expect(footer).toContainText(`${sample.legalName} · RFC ${sample.rfc}`);
  await expect(footer).toContainText(sample.fiscalAddress);
  await expect(footer).toContainText('Datos del comercio de ejemplo');
  await expect(footer.getByRole('link', { name: sample.complaintsPhone })).toHaveAttribute('href', 'tel:+525550001234');
  await expect(footer.getByRole('link', { name: sample.complaintsEmail })).toHaveAttribute('href', `mailto:${sample.complaintsEmail}`);
}

async function expectSampleNotice(page: Page, title: string) {
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('note')).toContainText('Ejemplo: reemplázalo por el aviso de tu empresa');
  await expect(page.getByText(/Última actualización: \d{1,2} de \w+ de \d{4}/)).toBeVisible();
  await expect(page).toHaveTitle(`${title} · Cotiza`);
}

test('from the landing: the footer names the merchant; the aviso integral, then the simplificado, with the sample banner', async ({
  page,
}) => {
  const console = watchConsole(page);
  await page.goto('/');
  await expectMerchantFooter(page);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Aviso de privacidad' }).click();
  await expect(page).toHaveURL(/\/aviso-de-privacidad$/);
  await expectSampleNotice(page, 'Aviso de privacidad integral');
  // The responsable is the merchant identity of the footer, filled into the business's Markdown.
  await expect(page.getByRole('main')).toContainText(`${sample.legalName} («${sample.tradeName}»), con RFC ${sample.rfc}`);
  await expect(page.getByRole('heading', { level: 2, name: '6. Derechos ARCO y revocación del consentimiento' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Privacidad y datos personales' })).toHaveAttribute('href', '/app/privacidad');
  await expectMerchantFooter(page);
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('link', { name: 'Ver la versión simplificada' }).click();
  await expect(page).toHaveURL(/\/aviso-de-privacidad\/simplificado$/);
  await expectSampleNotice(page, 'Aviso de privacidad simplificado');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('main').getByRole('link', { name: 'aviso de privacidad integral', exact: true }).click();
  await expect(page).toHaveURL(/\/aviso-de-privacidad$/);
  console.expectNone();
});

test('from /login: the aviso next to the button, the footer, and Ayuda with where to complain and PROFECO', async ({ page }) => {
  const console = watchConsole(page);
  await page.goto('/login');
  await expectMerchantFooter(page);
  const form = page.getByRole('form', { name: 'Iniciar sesión' });
  await expect(form.getByTestId('privacy-notice-link')).toHaveText(
    'Tratamos tus datos conforme a nuestro aviso de privacidad (versión integral).',
  );
  await expectNoSeriousA11yViolations(page);
  await form.getByRole('link', { name: 'aviso de privacidad' }).click();
  await expectSampleNotice(page, 'Aviso de privacidad simplificado');

  // A pre-rendered public page, opened directly.
  await page.goto('/ayuda');
  await expect(page.getByRole('heading', { level: 1, name: 'Ayuda' })).toBeVisible();
  const help = page.getByTestId('help-content');
  await expect(help).toContainText(sample.serviceHours);
  await expect(help.getByRole('link', { name: sample.complaintsPhone })).toHaveAttribute('href', 'tel:+525550001234');
  await expect(help.getByRole('link', { name: sample.complaintsEmail })).toHaveAttribute('href', `mailto:${sample.complaintsEmail}`);
  await expect(help.getByRole('link', { name: '800 468 8722' })).toBeVisible();
  await expect(help.getByRole('link', { name: 'Concilianet' })).toHaveAttribute('href', 'https://concilianet.profeco.gob.mx');
  await expectMerchantFooter(page);
  await expectNoSeriousA11yViolations(page);
  console.expectNone();
});

test('the legal pages are pre-rendered: identity and aviso are in the HTML before any JavaScript', async ({ request }) => {
  for (const [path, text] of [
    ['/aviso-de-privacidad', 'Ejemplo: reemplázalo por el aviso de tu empresa'],
    ['/aviso-de-privacidad/simplificado', 'Aviso de privacidad simplificado'],
    ['/ayuda', 'Dudas, quejas y aclaraciones'],
  ] as const) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain(`data-prerendered="${path}"`);
    expect(html, path).toContain(text);
    expect(html, path).toContain(sample.rfc);
  }
});

for (const kind of ['employer', 'nonEmployer'] as const) {
  test(
    `signed in (${kind}): «Ayuda» is the menu's last entry and shows the merchant and where to complain`,
    { tag: '@phone' },
    async ({ page }) => {
      const console = watchConsole(page);
      await openWorld(page, kind);
      await page.goto('/app');
      if (isPhone(page)) await page.getByRole('button', { name: 'Abrir menú' }).click();
      const menu = page.getByRole('navigation', { name: 'Navegación principal' });
      const entries = menu.getByRole('link');
      await expect(entries.last()).toHaveText('Ayuda');
      await entries.last().click();
      await expect(page).toHaveURL(/\/app\/ayuda$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Ayuda' })).toBeVisible();
      const help = page.getByTestId('help-content');
      await expect(help).toContainText(sample.legalName);
      await expect(help).toContainText(sample.rfc);
      await expect(help.getByRole('link', { name: sample.complaintsPhone })).toBeVisible();
      await expect(help.getByRole('link', { name: 'Privacidad y datos personales' })).toHaveAttribute('href', '/app/privacidad');
      await expectNoSeriousA11yViolations(page);
      // The form that collects the customer's data links the aviso.
      await page.goto(kind === 'employer' ? '/app/mi-perfil' : '/app/mis-datos');
      await expect(page.getByTestId('privacy-notice-link').first()).toHaveText(
        'Tratamos tus datos conforme a nuestro aviso de privacidad (versión integral).',
      );
      console.expectNone();
    },
  );
}

test('a receipt says who issued it and where to complain', async ({ page }) => {
  const world = await openWorld(page, 'employer');
  const payments = await world.call<Payment[]>('GET', `/payments?filter=${jsonParam({ where: { status: 'COMPLETED' }, limit: 1 })}`);
  const paid = payments[0];
  if (!paid) throw new Error('the seed has no completed payment');
  await page.goto(`/app/historial-de-pagos/${encodeURIComponent(paid.id)}/recibo`);
  const issuer = page.getByTestId('issuer-identity');
  await expect(issuer).toContainText(sample.legalName);
  await expect(issuer).toContainText(`Quejas y aclaraciones: ${sample.complaintsPhone} · ${sample.complaintsEmail}`);
  await expect(issuer.getByRole('link', { name: sample.complaintsEmail })).toHaveAttribute('href', `mailto:${sample.complaintsEmail}`);
});
