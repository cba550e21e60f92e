// What happens on its own as days pass, run once per account for every day a world's
// clock passes (dev-clock.mjs), in order, before any request reads the world: automatic charges and
// their 5-day notices, reminders, the accountant's monthly package. A day's jobs run at 09:00 Mexico City (or now, when today is not
// yet there), after that day's expiries, so a charge due on a quotation's last day happens before
// the quotation reads as vencida.
import { autoPaymentJob } from './auto-payment.mjs';
import { expireAccount } from './charges.mjs';
import { addDaysToDay, mexicoCityDay } from './dates.mjs';
import { worldNow } from './dev-clock.mjs';
import { remindDueSoon, remindReferenceExpiring } from './notifications.mjs';
import { startArcoReviews } from './handlers/privacy.mjs';
import { sendAccountantPackage } from './accountant-package.mjs';

/** @typedef {import('./context.mjs').DevApiContext} DevApiContext */
/** @typedef {import('./world.mjs').World} World */
/** @typedef {import('./world.mjs').Account} Account */
/**
 * What a daily job gets: the world (its outbox), the day it runs for and its instant, where the
 * app and the served files are, the log.
 * @typedef {{ world: World, day: string, at: Date, appOrigin: string, publicUrl: string, log: (line: string) => void }} DayContext
 */
/** @typedef {(account: Account, day: DayContext) => void} DailyJob */

/** The jobs, in the order they run each day. @type {DailyJob[]} */
export const DAILY_JOBS = [
  // Automatic payment: the 5-day notice, then the charge on the quotation's last day.
  autoPaymentJob,
  // Notifications: a quotation 3 days before its last day, a reference the day before it lapses.
  remindDueSoon,
  remindReferenceExpiring,
  // ARCO requests: recibida → en_revision the next business day.
  startArcoReviews,
  // The 1st: the previous month's invoices to the customer's accountant.
  sendAccountantPackage,
];

/** 09:00 of `day` in Mexico City (no daylight saving time since 2022). @param {string} day */
const morningOf = (day) => new Date(`${day}T09:00:00-06:00`);

/**
 * Runs the daily jobs of every day the world's clock passed since the last run, day by day.
 * @param {DevApiContext} app @param {World} world @param {DailyJob[]} [jobs]
 */
export function catchUp(app, world, jobs = DAILY_JOBS) {
  const now = worldNow(app, world);
  const today = mexicoCityDay(now);
  while (world.scheduledThrough < today) {
    const day = addDaysToDay(world.scheduledThrough, 1);
    const morning = morningOf(day);
    const at = morning.getTime() > now.getTime() ? now : morning;
    /** @type {DayContext} */
    const context = { world, day, at, appOrigin: app.appOrigin, publicUrl: app.publicUrl, log: app.log };
    for (const account of world.accounts.values()) {
      expireAccount(account, at);
      for (const job of jobs) job(account, context);
    }
    world.scheduledThrough = day;
  }
}
