// End-to-end tests against the development API (which keeps state) behind Prism (proxy, --errors),
// as `npm run dev` runs it. Each test gets its own fresh copy of the example data (a "world"),
// reached only through its token, so tests running side by side never see each other's changes.
import { expect, test, type Page } from '@playwright/test';
import { devApiPort, devStackPort, specShapeApiPort, specShapeStackPort } from '../quality-ports.mjs';
import { storeTokenOnFirstLoad, watchConsole } from '../support';
import type { Mail } from '../../../scripts/dev-api/mail.mjs';

export { paymentItems } from '../support';

export type ExampleUser = 'employer' | 'nonEmployer';

/**
 * The *-seed projects run against the development API in the spec's shape (`--shape seed`: numeric
 * ids, the user's token, `{ token }` on sign-in), each with its own build of the app.
 */
export const inSpecShape = () => test.info().project.name.endsWith('-seed');
/** The API as the app calls it: through Prism, so every exchange is checked against the contract. */
const apiUrl = () => `http://127.0.0.1:${inSpecShape() ? specShapeStackPort() : devStackPort()}`;
/** The development API itself, for its controls (/__dev). */
const devApiUrl = () => `http://127.0.0.1:${inSpecShape() ? specShapeApiPort() : devApiPort()}`;

export interface World {
  token: string;
  /** The world's id, for its outbox (`GET /__dev/outbox?world=`). */
  world: string;
  /** As the API answers it: in the spec's shape its ids are numbers. */
  user: { id: string | number; email: string; firstName: string; lastName: string; customer: { defaultCardId: string | null } };
  /**
   * Reads or writes through the API as the signed-in user (what the server holds, to compare with
   * the screen); `headers` adds to the request's (POST /quotations/{id}/pay needs an Idempotency-Key).
   */
  call: <T = unknown>(method: string, path: string, body?: unknown, headers?: Record<string, string>) => Promise<T>;
}

/**
 * A fresh copy of the examples, and the page signed in as that example user from its first load.
 * With `email`, the world's user has that address of its own, so /login signs in into this world
 * (the example addresses sign in into the shared data).
 */
export async function openWorld(page: Page, kind: ExampleUser, { email }: { email?: string } = {}): Promise<World> {
  const response = await fetch(`${devApiUrl()}/__dev/worlds`, { method: 'POST', body: JSON.stringify({ user: kind, email }) });
  if (!response.ok) throw new Error(`La API de desarrollo no creó el mundo: ${response.status}`);
  const { token, user, world } = (await response.json()) as Pick<World, 'token' | 'user' | 'world'>;
  await storeTokenOnFirstLoad(page, token);
  const call = async <T>(method: string, path: string, body?: unknown, headers: Record<string, string> = {}): Promise<T> => {
    const answer = await fetch(`${apiUrl()}${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'Content-Type': 'application/json' }), ...headers },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    const text = await answer.text();
    if (!answer.ok) throw new Error(`${method} ${path} → ${answer.status} ${text}`);
    return (text ? JSON.parse(text) : null) as T;
  };
  return { token, world, user, call };
}

/** `openWorld`, with the page's console errors watched from before its first load (a test ends expecting none). */
export async function openWatchedWorld(page: Page, kind: ExampleUser, options: { email?: string } = {}) {
  const console = watchConsole(page);
  return { console, world: await openWorld(page, kind, options) };
}

/** What the development API e-mailed in a world (reset links, invitations, e-mail confirmations). */
export type OutboxMail = Mail;

export async function outboxOf(world: string): Promise<OutboxMail[]> {
  const response = await fetch(`${devApiUrl()}/__dev/outbox?world=${encodeURIComponent(world)}`);
  if (!response.ok) throw new Error(`La API de desarrollo no dio el buzón: ${response.status}`);
  return (await response.json()) as OutboxMail[];
}

/** An address no other test uses (the tests of a run share the development API). */
export const uniqueEmail = (name: string) => `${name}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 7)}@ejemplo.mx`;

/** Tells the development API that the money of a pending SPEI or store payment arrived (a dev control, not the contract). */
export async function receivePayment(paymentId: string): Promise<void> {
  const response = await fetch(`${devApiUrl()}/__dev/payments/${encodeURIComponent(paymentId)}/receive`, { method: 'POST' });
  if (!response.ok) throw new Error(`La API de desarrollo no marcó el pago como recibido: ${response.status} ${await response.text()}`);
}

/** A JSON query parameter as the app sends it. */
export const jsonParam = (value: unknown) => encodeURIComponent(JSON.stringify(value));

/** YYYY-MM-DD of an instant in Mexico City (the days of Historial's `desde`/`hasta`). */
export const mexicoCityDay = (iso: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Mexico_City', year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(iso),
  );

/** Saves a card through Métodos de pago's dialog (the mock tokenizer; expiry 05/30). */
export async function addCardOnPage(page: Page, number: string, holder: string): Promise<void> {
  await page.goto('/app/metodos-de-pago');
  await expect(page.getByRole('heading', { level: 1, name: 'Métodos de pago' })).toBeVisible();
  await page.getByRole('button', { name: 'Agregar tarjeta' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Agregar tarjeta' });
  await dialog.getByLabel('Nombre del titular').fill(holder);
  await dialog.getByLabel('Número de tarjeta').fill(number);
  await dialog.getByLabel('Vencimiento').fill('0530');
  await dialog.getByLabel('Código de seguridad').fill('847');
  await dialog.getByRole('button', { name: 'Guardar tarjeta' }).click();
  await expect(dialog).toBeHidden();
}

/** Moves one world's clock forward (`days`, or `to` a YYYY-MM-DD): the days passed run their daily jobs. */
export async function moveClock(world: string, move: { days: number } | { to: string }): Promise<void> {
  const response = await fetch(`${devApiUrl()}/__dev/clock`, { method: 'POST', body: JSON.stringify({ world, ...move }) });
  if (!response.ok) throw new Error(`La API de desarrollo no movió el reloj: ${response.status} ${await response.text()}`);
}

/** The business asks the SAT to cancel one of the world's invoices (POST /__dev/invoices/{uuid}/cancel). */
export async function askInvoiceCancellation(world: string, uuid: string, reason: '02' | '03' = '02'): Promise<void> {
  const response = await fetch(`${devApiUrl()}/__dev/invoices/${uuid}/cancel`, { method: 'POST', body: JSON.stringify({ world, reason }) });
  if (!response.ok) throw new Error(`La API de desarrollo no pidió la cancelación: ${response.status} ${await response.text()}`);
}

/** The business refunds a payment of the world, whole or `amount` of it (POST /__dev/payments/{id}/refund). */
export async function refundPayment(world: string, paymentId: string, amount?: number): Promise<void> {
  const response = await fetch(`${devApiUrl()}/__dev/payments/${paymentId}/refund`, {
    method: 'POST',
    body: JSON.stringify({ world, amount }),
  });
  if (!response.ok) throw new Error(`La API de desarrollo no hizo el reembolso: ${response.status} ${await response.text()}`);
}

// --- Notifications ---
/** The business issues a new pending quotation to the world's user (POST /__dev/quotations). */
export async function issueQuotation(world: string): Promise<{ id: string; folio: string; validUntil: string }> {
  const response = await fetch(`${devApiUrl()}/__dev/quotations`, { method: 'POST', body: JSON.stringify({ world }) });
  if (!response.ok) throw new Error(`La API de desarrollo no emitió la cotización: ${response.status} ${await response.text()}`);
  return (await response.json()) as { id: string; folio: string; validUntil: string };
}
// --- end Notifications ---
