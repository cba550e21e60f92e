// The one way to read the contract's dates (OpenAPI `format: date`, "2026-11-21") and date-times
// (`format: date-time`, RFC 3339, "2026-11-21T15:15:42Z"), and instants are put in Mexico City time
// (TIME_ZONE). Native on purpose: this module is on Inicio's first load (money, dates, cards), where
// @internationalized/date cost 5.4 KB gzip; the calendar (Historial's date filter) keeps that library.
// Strict where Date.parse is loose: no free text ("hola 1"), no impossible day rolled over
// ("2026-02-30" is not 2 March), no hour 24, no offset beyond ±23:59.
import { TIME_ZONE } from '@/config/time-zone';

// RFC 3339 plus what is still plainly one value: lower-case "t"/"z", a space for "T", no seconds,
// a comma before the fraction, an offset without ":" or without minutes, spaces around.
const ISO = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:[.,](\d+))?)?\s*(Z|[+-]\d{2}(?::?\d{2})?)?)?$/i;
const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;
const OFFSET = /^([+-])(\d{2}):?(\d{2})?$/;
const MINUTE = 60_000;

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** Milliseconds since 1970 of a wall-clock reading taken as UTC; years 0–99 too (Date.UTC maps them to 19xx). */
function utcMs(year: number, month: number, day: number, hour = 0, minute = 0, second = 0, millisecond = 0): number {
  const date = new Date(Date.UTC(2000, month - 1, day, hour, minute, second, millisecond));
  date.setUTCFullYear(year, month - 1, day);
  return date.getTime();
}

/** A calendar day: year, month (1–12), day. */
export class CalendarDay {
  constructor(
    readonly year: number,
    readonly month: number,
    readonly day: number,
  ) {}

  /** "2026-11-21". */
  toString(): string {
    return `${pad(this.year, 4)}-${pad(this.month)}-${pad(this.day)}`;
  }
}

/** A date and time as written, with no time zone (the contract's values without an offset). */
export class WallClock extends CalendarDay {
  constructor(
    year: number,
    month: number,
    day: number,
    readonly hour: number,
    readonly minute: number,
    readonly second: number,
    readonly millisecond: number,
  ) {
    super(year, month, day);
  }

  /** "2026-11-21T14:05:00", with ".123" when there are milliseconds. */
  toString(): string {
    const fraction = this.millisecond ? String(this.millisecond / 1000).slice(1) : '';
    return `${super.toString()}T${pad(this.hour)}:${pad(this.minute)}:${pad(this.second)}${fraction}`;
  }

  /** The Date with these fields in UTC (how the formatters show a value as written). */
  toDate(_timeZone: 'UTC'): Date {
    return new Date(utcMs(this.year, this.month, this.day, this.hour, this.minute, this.second, this.millisecond));
  }
}

// Reads Mexico City's wall clock from the time zone database (Mexico has had no summer time since
// 2022, but older instants need it). en-US with an era: years before 1 AD must not lose their sign.
const PARTS = new Intl.DateTimeFormat('en-US', {
  timeZone: TIME_ZONE,
  hourCycle: 'h23',
  era: 'short',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

// Offsets by quarter hour: the zone's changes fall on quarter hours (UTC), and formatToParts is
// the costliest step of showing a date (a page of Historial shows 40).
const QUARTER_HOUR = 15 * MINUTE;
const offsetsByQuarterHour = new Map<number, number>();

/** Mexico City's offset from UTC at an instant, in milliseconds (-06:00 → -21,600,000). */
function mexicoCityOffset(ms: number): number {
  const quarter = Math.floor(ms / QUARTER_HOUR);
  let offset = offsetsByQuarterHour.get(quarter);
  if (offset === undefined) {
    if (offsetsByQuarterHour.size >= 4096) offsetsByQuarterHour.clear();
    offset = readMexicoCityOffset(quarter * QUARTER_HOUR);
    offsetsByQuarterHour.set(quarter, offset);
  }
  return offset;
}

function readMexicoCityOffset(ms: number): number {
  const fields: Record<string, string> = {};
  for (const { type, value } of PARTS.formatToParts(new Date(ms))) fields[type] = value;
  const year = fields.era === 'BC' || fields.era === 'B' ? 1 - Number(fields.year) : Number(fields.year);
  const wall = utcMs(year, Number(fields.month), Number(fields.day), Number(fields.hour), Number(fields.minute), Number(fields.second));
  return wall - Math.floor(ms / 1000) * 1000;
}

/** An instant as Mexico City reads it: its wall-clock fields there, and the instant itself. */
export class MexicoCityTime extends WallClock {
  readonly timeZone = TIME_ZONE;

  constructor(
    /** Milliseconds since 1970 (UTC). */
    readonly epochMs: number,
    /** Mexico City's offset from UTC at that instant, in milliseconds. */
    readonly offset: number = mexicoCityOffset(epochMs),
  ) {
    const wall = new Date(epochMs + offset);
    super(
      wall.getUTCFullYear(),
      wall.getUTCMonth() + 1,
      wall.getUTCDate(),
      wall.getUTCHours(),
      wall.getUTCMinutes(),
      wall.getUTCSeconds(),
      wall.getUTCMilliseconds(),
    );
  }

  /** "2026-11-21T14:05:00-06:00[America/Mexico_City]". */
  toString(): string {
    const seconds = Math.abs(this.offset) / 1000;
    const sign = this.offset < 0 ? '-' : '+';
    // Seconds only for local mean time (Mexico City before 1922 was -06:36:36).
    const extra = seconds % 60 ? `:${pad(seconds % 60)}` : '';
    return `${super.toString()}${sign}${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}${extra}[${this.timeZone}]`;
  }

  toDate(): Date {
    return new Date(this.epochMs);
  }

  /** The instant in UTC, as Date#toISOString writes it. */
  toAbsoluteString(): string {
    return this.toDate().toISOString();
  }

  /** The day in Mexico City. */
  toCalendarDay(): CalendarDay {
    return new CalendarDay(this.year, this.month, this.day);
  }
}

/** Checks the calendar: no month 13, no 30 February, no year 0000. */
function calendarDay(year: string, month: string, day: string): CalendarDay | null {
  const [y, m, d] = [Number(year), Number(month), Number(day)];
  if (y < 1 || m < 1 || m > 12 || d < 1) return null;
  // Day 0 of the next month is the last day of this one.
  const lastDay = new Date(utcMs(y, m + 1, 0)).getUTCDate();
  return d > lastDay ? null : new CalendarDay(y, m, d);
}

function offsetMinutes(zone: string): number | null {
  if (zone.toUpperCase() === 'Z') return 0;
  const [, sign, hours = '', minutes = '00'] = OFFSET.exec(zone) ?? [];
  if (Number(hours) > 23 || Number(minutes) > 59) return null;
  return (sign === '-' ? -1 : 1) * (Number(hours) * 60 + Number(minutes));
}

type Reading = { asWritten: WallClock; offset: number | null };

function read(iso: string | null | undefined): Reading | null {
  if (typeof iso !== 'string') return null;
  const match = ISO.exec(iso.trim());
  if (!match) return null;
  const [, year = '', month = '', dayText = '', hours = '00', minutes = '00', seconds = '00', fraction, zone] = match;
  const day = calendarDay(year, month, dayText);
  if (!day) return null;
  const offset = zone === undefined ? null : offsetMinutes(zone);
  if (zone !== undefined && offset === null) return null;
  const [h, min, s] = [Number(hours), Number(minutes), Number(seconds)];
  if (h > 23 || min > 59 || s > 59) return null; // 24:00, 12:60…
  // To the millisecond, as Date keeps it.
  const ms = fraction ? Number(fraction.slice(0, 3).padEnd(3, '0')) : 0;
  return { asWritten: new WallClock(day.year, day.month, day.day, h, min, s, ms), offset };
}

/** The instant in milliseconds since 1970, when the text has "Z" or an offset; null otherwise. */
export function instantMs(iso: string | null | undefined): number | null {
  const reading = read(iso);
  if (reading?.offset == null) return null;
  const { year, month, day, hour, minute, second, millisecond } = reading.asWritten;
  return utcMs(year, month, day, hour, minute, second, millisecond) - reading.offset * MINUTE;
}

/** A date-time with "Z" or an offset, in Mexico City time (-06:00 all year since 2022); null otherwise. */
export function parseInstant(iso: string | null | undefined): MexicoCityTime | null {
  const ms = instantMs(iso);
  return ms === null ? null : new MexicoCityTime(ms);
}

/** A moment (usually now) as Mexico City reads it: its day, month and time there. */
export function inMexicoCity(moment: Date): MexicoCityTime {
  return new MexicoCityTime(moment.getTime());
}

/** A date ("2026-11-21") or a date-time without an offset, as written (no time zone applied); null otherwise. */
export function parseWallClock(iso: string | null | undefined): WallClock | null {
  const reading = read(iso);
  return reading && reading.offset === null ? reading.asWritten : null;
}

/** A calendar day, "2026-11-21" (contract `format: date`); null for anything else. */
export function parseDay(iso: string | null | undefined): CalendarDay | null {
  const match = typeof iso === 'string' ? DAY.exec(iso.trim()) : null;
  return match ? calendarDay(match[1] ?? '', match[2] ?? '', match[3] ?? '') : null;
}

/**
 * Orders two date-times by the instant they name, not by their text ("…T10:00:00-06:00" is after
 * "…T15:00:00Z"): negative when `a` is earlier. An unreadable one counts as earlier than any instant.
 */
export function compareInstants(a: string | null | undefined, b: string | null | undefined): number {
  const x = instantMs(a);
  const y = instantMs(b);
  if (x !== null && y !== null) return x - y;
  return (x === null ? 0 : 1) - (y === null ? 0 : 1);
}
