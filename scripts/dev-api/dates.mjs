// Dates as the contract writes them: instants with the Mexico City offset (Openpay's charges),
// calendar days (validUntil) and "today" in Mexico City.
const TIME_ZONE = 'America/Mexico_City';

const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const offsetFormat = new Intl.DateTimeFormat('en-US', { timeZone: TIME_ZONE, timeZoneName: 'longOffset' });

/** YYYY-MM-DD of an instant in Mexico City. */
export function mexicoCityDay(date = new Date()) {
  return dayFormat.format(date);
}

export function todayInMexicoCity() {
  return mexicoCityDay(new Date());
}

/** @param {string} day YYYY-MM-DD @param {number} days */
export function addDaysToDay(day, days) {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/** "-06:00" for an instant in Mexico City. */
/** @param {Date} date */
function mexicoCityOffset(date) {
  const name = offsetFormat.formatToParts(date).find((part) => part.type === 'timeZoneName')?.value ?? 'GMT-06:00';
  const match = /GMT([+-]\d{2}):?(\d{2})?/.exec(name);
  return match ? `${match[1]}:${match[2] ?? '00'}` : '+00:00';
}

/** Renders an instant with a fixed offset such as "-06:00" (seconds precision, as Openpay does). */
/** @param {number} ms @param {string} offset */
function withOffset(ms, offset) {
  const sign = offset.startsWith('-') ? -1 : 1;
  const [hours, minutes] = offset.slice(1).split(':').map(Number);
  const local = new Date(ms + sign * (hours * 60 + minutes) * 60_000);
  return `${local.toISOString().slice(0, 19)}${offset}`;
}

/** An instant as Openpay writes it: Mexico City local time with its offset. */
export function mexicoCityIso(date = new Date()) {
  return withOffset(date.getTime(), mexicoCityOffset(date));
}

/** Moves an ISO instant by whole days, keeping how it was written (its offset, or Z). */
/** @param {string} iso @param {number} days */
export function shiftIso(iso, days) {
  const ms = Date.parse(iso) + days * 86_400_000;
  if (/Z$/.test(iso)) return new Date(ms).toISOString().replace(/\.000Z$/, iso.includes('.') ? '.000Z' : 'Z');
  const offset = /([+-]\d{2}:\d{2})$/.exec(iso)?.[1];
  return offset ? withOffset(ms, offset) : new Date(ms).toISOString();
}
