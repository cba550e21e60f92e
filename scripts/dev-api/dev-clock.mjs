// The development clock: each world has its own "now", the server's clock moved forward
// by POST /__dev/clock, so the days before an automatic charge, its 5-day notice and the reminders
// can be seen in seconds. Time only moves forward: what the days in between should have done (the
// daily jobs in scheduler.mjs) is done, day by day, before anything reads the world.
import { mexicoCityDay } from './dates.mjs';

/** @typedef {import('./context.mjs').DevApiContext} DevApiContext */
/** @typedef {import('./world.mjs').World} World */

const DAY_MS = 86_400_000;

/** The world's "now": the server's clock plus how far /__dev/clock moved this world. @param {DevApiContext} app @param {World} world */
export function worldNow(app, world) {
  return new Date(app.clock().getTime() + world.clockOffsetMs);
}

/**
 * What settling the world's invoices needs: its now, and where the app and the files are.
 * @param {DevApiContext} app @param {World} world @returns {import('./invoicing.mjs').InvoiceClock}
 */
export function invoiceClock(app, world) {
  return {
    world,
    now: worldNow(app, world),
    publicUrl: app.publicUrl,
    appOrigin: app.appOrigin,
    delayMs: app.stampingDelayMs,
    log: app.log,
  };
}

/**
 * Moves the world's clock forward by `days`, or to the start of day `to` (YYYY-MM-DD, Mexico City,
 * 09:00 there); refuses to move back. Answers the refusal's message, or null.
 * @param {DevApiContext} app @param {World} world @param {{ days?: unknown, to?: unknown }} how
 * @returns {string | null}
 */
export function moveClock(app, world, { days, to }) {
  const now = worldNow(app, world);
  let target;
  if (days !== undefined) {
    if (typeof days !== 'number' || !Number.isInteger(days) || days < 0 || days > 400)
      return '«days» debe ser un número entero de días entre 0 y 400.';
    target = now.getTime() + days * DAY_MS;
  } else if (to !== undefined) {
    if (typeof to !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(to) || Number.isNaN(Date.parse(`${to}T09:00:00-06:00`)))
      return '«to» debe ser una fecha AAAA-MM-DD.';
    target = Date.parse(`${to}T09:00:00-06:00`);
    if (target < now.getTime()) return `El reloj solo avanza: hoy ya es ${mexicoCityDay(now)}.`;
  } else return 'Indica «days» (días que avanza el reloj) o «to» (AAAA-MM-DD).';
  world.clockOffsetMs += target - now.getTime();
  return null;
}

/** What GET/POST /__dev/clock answer. @param {DevApiContext} app @param {World} world */
export function clockView(app, world) {
  const now = worldNow(app, world);
  return { world: world.id, now: now.toISOString(), today: mexicoCityDay(now), offsetDays: Math.round(world.clockOffsetMs / DAY_MS) };
}
