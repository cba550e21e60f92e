// The one way to read the contract's dates (OpenAPI `format: date`, "2026-11-21") and date-times
// (`format: date-time`, RFC 3339, "2026-11-21T15:15:42Z"): @internationalized/date checks the
// calendar and does the time-zone math, and instants are put in Mexico City time (TIME_ZONE).
// Strict where Date.parse is loose: no free text ("hola 1"), no impossible day rolled over
// ("2026-02-30" is not 2 March), no hour 24, no offset beyond ±23:59.
import {
  fromDate,
  parseDate,
  parseTime,
  toCalendarDateTime,
  toTimeZone,
  toZoned,
  type CalendarDate,
  type CalendarDateTime,
  type ZonedDateTime,
} from '@internationalized/date';
import { TIME_ZONE } from '@/config/time-zone';

// RFC 3339 plus what is still plainly one value: lower-case "t"/"z", a space for "T", no seconds,
// a comma before the fraction, an offset without ":" or without minutes, spaces around.
const ISO = /^(\d{4}-\d{2}-\d{2})(?:[T ](\d{2}:\d{2})(?::(\d{2})(?:[.,](\d+))?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;
const OFFSET = /^([+-])(\d{2}):?(\d{2})?$/;

// The library gives year 0000 as 0001 and accepts "+002026-11-21": a day it changed is not the one written.
function calendarDay(text: string): CalendarDate | null {
  try {
    const day = parseDate(text);
    return day.toString() === text ? day : null;
  } catch {
    return null; // month 13, 30 February…
  }
}

function offsetMinutes(zone: string): number | null {
  if (zone.toUpperCase() === 'Z') return 0;
  const [, sign, hours = '', minutes = '00'] = OFFSET.exec(zone) ?? [];
  if (Number(hours) > 23 || Number(minutes) > 59) return null;
  return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
}

type Reading = { asWritten: CalendarDateTime; offset: number | null };

function read(iso: string | null | undefined): Reading | null {
  if (typeof iso !== 'string') return null;
  const match = ISO.exec(iso.trim());
  if (!match) return null;
  const [, dayText = '', hoursMinutes = '00:00', seconds = '00', fraction, zone] = match;
  const day = calendarDay(dayText);
  if (!day) return null;
  const offset = zone === undefined ? null : offsetMinutes(zone);
  if (zone !== undefined && offset === null) return null;
  try {
    // To the millisecond, as Date keeps it.
    const time = parseTime(`${hoursMinutes}:${seconds}${fraction ? `.${fraction.slice(0, 3)}` : ''}`);
    return { asWritten: toCalendarDateTime(day, time), offset };
  } catch {
    return null; // 24:00, 12:60…
  }
}

// The instant in UTC. Not parseAbsolute: it reads "-05:30" as -04:30 and rolls day "00" back a month.
function utcInstant(iso: string | null | undefined): ZonedDateTime | null {
  const reading = read(iso);
  if (reading?.offset == null) return null;
  return toZoned(reading.asWritten, 'UTC').subtract({ minutes: reading.offset });
}

/** A date-time with "Z" or an offset, in Mexico City time (-06:00 all year since 2022); null otherwise. */
export function parseInstant(iso: string | null | undefined): ZonedDateTime | null {
  const instant = utcInstant(iso);
  return instant && toTimeZone(instant, TIME_ZONE);
}

/** A moment (usually now) as Mexico City reads it: its day, month and time there. */
export function inMexicoCity(moment: Date): ZonedDateTime {
  return fromDate(moment, TIME_ZONE);
}

/** A date ("2026-11-21") or a date-time without an offset, as written (no time zone applied); null otherwise. */
export function parseWallClock(iso: string | null | undefined): CalendarDateTime | null {
  const reading = read(iso);
  return reading && reading.offset === null ? reading.asWritten : null;
}

/** A calendar day, "2026-11-21" (contract `format: date`); null for anything else. */
export function parseDay(iso: string | null | undefined): CalendarDate | null {
  return typeof iso === 'string' ? calendarDay(iso.trim()) : null;
}

/**
 * Orders two date-times by the instant they name, not by their text ("…T10:00:00-06:00" is after
 * "…T15:00:00Z"): negative when `a` is earlier. An unreadable one counts as earlier than any instant.
 */
export function compareInstants(a: string | null | undefined, b: string | null | undefined): number {
  const x = utcInstant(a);
  const y = utcInstant(b);
  if (x && y) return x.compare(y);
  return (x ? 1 : 0) - (y ? 1 : 0);
}
