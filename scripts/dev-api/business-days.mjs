// Business days (días hábiles) in Mexico, for legal deadlines such as the 20 days to answer an
// ARCO request (LFPDPPP art. 32): every day but Saturdays, Sundays and the official rest days of
// the Ley Federal del Trabajo, art. 74. Days are YYYY-MM-DD calendar days (Mexico City).
import { addDaysToDay } from './dates.mjs';

/** The weekday of a YYYY-MM-DD day, 0 = Sunday. @param {string} day */
const weekday = (day) => new Date(`${day}T00:00:00Z`).getUTCDay();

/** YYYY-MM-DD of the `nth` Monday (1-based) of `month` (1–12) in `year`. @param {number} year @param {number} month @param {number} nth */
function nthMonday(year, month, nth) {
  const first = `${year}-${String(month).padStart(2, '0')}-01`;
  const toMonday = (8 - weekday(first)) % 7;
  return addDaysToDay(first, toMonday + 7 * (nth - 1));
}

/**
 * The official rest days of `year` (LFT art. 74): January 1, the first Monday of February, the
 * third Monday of March, May 1, September 16, the third Monday of November, December 25, and
 * October 1 every six years from 2024, when the federal executive changes hands (fr. VII).
 * Election days (fr. IX) are not fixed dates and are left out.
 * @param {number} year
 * @returns {Set<string>}
 */
export function restDaysOf(year) {
  const days = [
    `${year}-01-01`,
    nthMonday(year, 2, 1),
    nthMonday(year, 3, 3),
    `${year}-05-01`,
    `${year}-09-16`,
    nthMonday(year, 11, 3),
    `${year}-12-25`,
  ];
  if (year >= 2024 && (year - 2024) % 6 === 0) days.push(`${year}-10-01`);
  return new Set(days);
}

/** @type {Map<number, Set<string>>} */
const restDaysCache = new Map();

/** Whether `day` (YYYY-MM-DD) is a business day: Monday to Friday and not an official rest day. @param {string} day */
export function isBusinessDay(day) {
  const dow = weekday(day);
  if (dow === 0 || dow === 6) return false;
  const year = Number(day.slice(0, 4));
  let rest = restDaysCache.get(year);
  if (!rest) {
    rest = restDaysOf(year);
    restDaysCache.set(year, rest);
  }
  return !rest.has(day);
}

/**
 * The day `count` business days after `day`: the count starts on the next business day, so the
 * day of receipt never counts, whatever it is.
 * @param {string} day YYYY-MM-DD @param {number} count a positive whole number
 */
export function addBusinessDays(day, count) {
  let current = day;
  let left = count;
  while (left > 0) {
    current = addDaysToDay(current, 1);
    if (isBusinessDay(current)) left -= 1;
  }
  return current;
}
