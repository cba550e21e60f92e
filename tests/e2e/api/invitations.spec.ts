// Employee invitations against the development API: the employer adds someone, the e-mailed link
// (read from the development outbox) opens /activar-cuenta in the invited person's own browser, and
// their password makes their own non-employer account and signs them in. The link works once; a
// re-sent invitation ends the earlier link; the employer then reads the employee Activo.
import { expect, test, type Browser, type BrowserContextOptions, type Page } from '@playwright/test';
import { expectEmployeeAdded, expectNoSeriousA11yViolations, fillNewEmployee, isPhone, watchConsole } from '../support';
import { jsonParam, openWorld, outboxOf, uniqueEmail, type World } from './support';

const PASSWORD = 'Celaya2026';

/** The invited person's own browser, signed out, as this project's (viewport, touch, the app's address). */
async function inviteeBrowser(browser: Browser): Promise<Page> {
  const context = await browser.newContext(test.info().project.use as BrowserContextOptions);
  return context.newPage();
}

/** The path and query of the last invitation e-mailed to `email` in the world. */
async function invitationLink(world: World, email: string): Promise<string> {
  const mail = (await outboxOf(world.world)).filter((m) => m.kind === 'invitation' && m.to === email).at(-1);
  expect(mail?.link).toMatch(/\/activar-cuenta\?token=[0-9a-f]+$/);
  const link = new URL(mail!.link!);
  return `${link.pathname}${link.search}`;
}

const statusOnServer = async (world: World, email: string) =>
  (await world.call<{ email: string; status: string }[]>('GET', `/employees?filter=${jsonParam({ limit: 100 })}`)).find(
    (employee) => employee.email === email,
  )?.status;

/** The refusals the pages expect (a used or unknown link): the browser logs them as failed loads. */
const unexpected = (errors: string[]) => errors.filter((error) => !/status of (400|404)/.test(error));

test('the employer invites; the link sets a password and signs the person in to their own account, once', async ({ page, browser }) => {
  const world = await openWorld(page, 'employer');
  const renata = { firstName: 'Renata', lastName: 'Quiroz Almanza', email: uniqueEmail('renata.quiroz') };
  await page.goto('/app/empleados');
  await expect(page.getByRole('heading', { level: 1, name: 'Empleados' })).toBeVisible();
  await expectEmployeeAdded(page, await fillNewEmployee(page, renata), renata);
  const link = await invitationLink(world, renata.email);

  const invitee = await inviteeBrowser(browser);
  const console = watchConsole(invitee);
  await invitee.goto(link);
  await expect(invitee.getByRole('heading', { level: 1, name: 'Activa tu cuenta' })).toBeVisible();
  await expect(invitee.getByText('Constructora del Bajío te invitó a Cotiza.')).toBeVisible();
  await expect(invitee.getByText(renata.email)).toBeVisible();
  await expect(invitee.getByText('Renata Quiroz Almanza')).toBeVisible();
  // The token left the address bar, as the reset link's does.
  await expect(invitee).toHaveURL(/\/activar-cuenta$/);
  await expectNoSeriousA11yViolations(invitee);

  // By keyboard: the password field has the focus; the checklist ticks as they type.
  const password = invitee.getByLabel('Elige tu contraseña', { exact: true });
  await expect(password).toBeFocused();
  await invitee.keyboard.type(PASSWORD);
  await expect(invitee.getByText('Al menos un número (cumplido)')).toBeAttached();
  await invitee.getByLabel('Confirma tu contraseña', { exact: true }).fill(PASSWORD);
  await invitee.keyboard.press('Enter');

  await expect(invitee).toHaveURL(/\/app$/);
  await expect(invitee.getByTestId('greeting')).toHaveText('Hola Renata');
  await expect(invitee.getByText('Tu cuenta está lista. Te damos la bienvenida a Cotiza, Renata.')).toBeVisible();
  // Their own account: a customer who is not an employer (Mis datos is theirs; nothing of the company's).
  await invitee.goto('/app/mis-datos');
  await expect(invitee.getByRole('heading', { level: 1, name: 'Mis datos' })).toBeVisible();
  expect(await statusOnServer(world, renata.email)).toBe('active');

  // Once only: the same link now says so, and points to Inicio (they are signed in).
  await invitee.goto(link);
  await expect(invitee.getByRole('heading', { level: 1, name: 'Esta invitación ya no es válida' })).toBeVisible();
  await expect(invitee.getByRole('alert')).toContainText('Ya aceptaste esta invitación.');
  await expect(invitee.getByRole('link', { name: 'Ir a Inicio', exact: true })).toBeVisible();
  await expectNoSeriousA11yViolations(invitee);
  expect(unexpected(console.errors)).toEqual([]);

  // The employer's list reads them Activo.
  await page.getByRole('searchbox', { name: 'Buscar empleados' }).fill('quiroz');
  const row = isPhone(page)
    ? page.getByRole('list', { name: 'Empleados' }).getByRole('listitem').filter({ hasText: 'Renata Quiroz Almanza' })
    : page.getByRole('grid', { name: 'Empleados' }).getByRole('row').filter({ hasText: 'Renata Quiroz Almanza' });
  await expect(row).toContainText('Activo');
  await invitee.context().close();
});

test('sending an invitation again ends the earlier link; the new one opens the form', async ({ page, browser }) => {
  const world = await openWorld(page, 'employer');
  const name = 'Ximena Lozano Treviño';
  const email = 'ximena.lozano@constructoradelbajio.mx';
  await page.goto('/app/empleados');
  const resend = async () => {
    await page.getByRole('button', { name: `Acciones para ${name}` }).click();
    await page.getByRole('menuitem', { name: 'Reenviar invitación' }).click();
    await expect(page.getByText(`Enviamos de nuevo la invitación a ${email}. El enlace anterior ya no funciona.`).last()).toBeVisible();
  };
  await resend();
  const first = await invitationLink(world, email);
  await resend();
  const second = await invitationLink(world, email);
  expect(second).not.toBe(first);

  const invitee = await inviteeBrowser(browser);
  const console = watchConsole(invitee);
  await invitee.goto(first);
  await expect(invitee.getByRole('heading', { level: 1, name: 'No encontramos tu invitación' })).toBeVisible();
  await expect(invitee.getByRole('alert')).toContainText('la empresa que te invitó puede enviarte una nueva');
  await expectNoSeriousA11yViolations(invitee);
  await invitee.goto(second);
  await expect(invitee.getByRole('heading', { level: 1, name: 'Activa tu cuenta' })).toBeVisible();
  await expect(invitee.getByText(email)).toBeVisible();
  expect(await statusOnServer(world, email)).toBe('invited');
  expect(unexpected(console.errors)).toEqual([]);
  await invitee.context().close();
});
