// Display formatting and input sanitising for Spanish (es-MX) screens.
// Spec: section 3 "Formatting of values", section 5 (validation) and section 9 (constants).
import { TIME_ZONE } from '@/config/time-zone';
import { instantMs, parseWallClock } from '@/lib/dates';

const LOCALE = 'es-MX';
const CURRENCY = 'MXN';
const CARD_DIGITS = 16;
const MAX_DECIMALS = 2;

// ---------------------------------------------------------------------------
// Money
// ---------------------------------------------------------------------------

function moneyFormatter(minimumFractionDigits: number): Intl.NumberFormat {
  return new Intl.NumberFormat(LOCALE, {
    style: 'currency',
    currency: CURRENCY,
    minimumFractionDigits,
    maximumFractionDigits: MAX_DECIMALS,
    // Avoid "-$0" for -0 and for tiny negatives that round to zero.
    signDisplay: 'negative',
  });
}

// Built once: Intl constructors are slow and money is formatted in long lists.
const MONEY = moneyFormatter(0);
const MONEY_FORCED = moneyFormatter(MAX_DECIMALS);

// Plain decimal notation only; Number() alone would also accept "0x10", "0b1", "Infinity".
const DECIMAL_STRING = /^[+-]?(?:\d+\.?\d*|\.\d+)(?:e[+-]?\d+)?$/i;

function toMoneyNumber(value: number | string | null | undefined): number {
  if (typeof value === 'number') return Number.isFinite(value) ? value : 0;
  if (typeof value === 'string') {
    const text = value.trim();
    if (!DECIMAL_STRING.test(text)) return 0;
    const parsed = Number(text);
    return Number.isFinite(parsed) ? parsed : 0;
  }
  return 0;
}

/**
 * Mexican pesos, e.g. "$1,234.56", "$1,234.5", "$1,234" ("$1,234.00" when forced), "-$1,234.56".
 * Numeric strings ("1234.5") are accepted; anything unparsable or non-finite shows as "$0".
 */
export function formatMoney(value: number | string | null | undefined, options?: { forceDecimals?: boolean }): string {
  const formatter = options?.forceDecimals ? MONEY_FORCED : MONEY;
  return formatter.format(toMoneyNumber(value));
}

// ---------------------------------------------------------------------------
// Card numbers
// ---------------------------------------------------------------------------

const MASK = '•';
// Masked forms sent by Openpay ("411111XXXXXX1111") or typed by people ("****1111").
const CARD_CHAR = /[0-9Xx*•]/g;

function groupInFours(chars: string): string {
  return chars.match(/.{1,4}/gu)?.join(' ') ?? '';
}

/**
 * Shows a (possibly masked) card number as 16 characters in 4 blocks of 4:
 * "411111XXXXXX1111" → "4111 11•• •••• 1111". Masks (X, x, *, •) show as "•";
 * everything else is dropped and only the first 16 characters are kept.
 * Shorter input is taken as the trailing part of the number (usually the last 4)
 * and padded on the left with "•". Empty input gives "".
 */
export function formatCardNumber(value: string | null | undefined): string {
  if (typeof value !== 'string') return '';
  const chars = (value.match(CARD_CHAR) ?? [])
    .map((c) => (/\d/.test(c) ? c : MASK))
    .slice(0, CARD_DIGITS)
    .join('');
  if (chars === '') return '';
  return groupInFours(chars.padStart(CARD_DIGITS, MASK));
}

/**
 * Card-number input: digits only, at most 16, grouped in fours with single spaces
 * and no trailing space ("41111" → "4111 1").
 */
export function formatCardNumberInput(input: string): string {
  return groupInFours(sanitizeDigits(input, CARD_DIGITS));
}

// ---------------------------------------------------------------------------
// Input sanitisers (all idempotent, so they can run on every keystroke)
// ---------------------------------------------------------------------------

/**
 * Currency input: keeps only digits and the first ".", with at most 2 decimals.
 * Decision: later dots are removed (not treated as a cut-off) before truncating, so
 * "12.3.4" → "12.34" and "$1,234.567" → "1234.56". No sign is kept ("-" is a symbol),
 * and a trailing or leading "." stays so typing "12." or ".5" is not fought.
 * Decimals are truncated, never rounded, so what was typed is not altered upwards.
 */
export function sanitizeCurrencyInput(input: string): string {
  const cleaned = String(input ?? '').replace(/[^\d.]/g, '');
  const dot = cleaned.indexOf('.');
  if (dot === -1) return cleaned;
  const whole = cleaned.slice(0, dot);
  const decimals = cleaned
    .slice(dot + 1)
    .replace(/\./g, '')
    .slice(0, MAX_DECIMALS);
  return `${whole}.${decimals}`;
}

const DECIMAL_DIGIT = /\p{Nd}/u;

/**
 * A Unicode decimal digit as its ASCII digit ("４" → "4", "٣" → "3"). Unicode encodes every
 * decimal digit in runs of ten from 0 to 9, runs sometimes adjacent (the mathematical digits): the
 * digits below it in its block say its value.
 */
function asciiDigit(digit: string): string {
  let codePoint = digit.codePointAt(0) ?? 0;
  let below = 0;
  while (DECIMAL_DIGIT.test(String.fromCodePoint(codePoint - 1))) {
    codePoint -= 1;
    below += 1;
  }
  return String(below % 10);
}

/**
 * Digit-only input: digits of any script (full-width "４２４２" from a Japanese or Chinese
 * keyboard, Arabic-Indic…) become ASCII, then every non-digit is removed and, when given, the result
 * is cut to maxLength. A negative maxLength counts as 0; NaN or Infinity means no limit.
 */
export function sanitizeDigits(input: string, maxLength?: number): string {
  const digits = String(input ?? '')
    .replace(/\p{Nd}/gu, (digit) => (digit >= '0' && digit <= '9' ? digit : asciiDigit(digit)))
    .replace(/\D/g, '');
  if (maxLength === undefined || !Number.isFinite(maxLength)) return digits;
  return digits.slice(0, Math.max(0, Math.floor(maxLength)));
}

/**
 * Percentage input: removes letters only (the spec asks for nothing more), including
 * accented letters and ñ. Combining accents written after a letter go with it,
 * so a decomposed "é" does not leave a stray accent behind.
 */
export function sanitizePercentageInput(input: string): string {
  // Lone UTF-16 halves go too: removing a letter between two could pair them into a new letter.
  return String(input ?? '').replace(/\p{Cs}|\p{L}\p{M}*/gu, '');
}

// ---------------------------------------------------------------------------
// Values
// ---------------------------------------------------------------------------

/** Empty means undefined, null or a string made only of whitespace (0, false and [] are not). */
export function isEmpty(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  return typeof value === 'string' && value.trim() === '';
}

/**
 * True only for the boolean true or the exact text "true".
 * Decision: the spec names the text "true", so " TRUE " or "True" read as false.
 */
export function parseBoolean(value: unknown): boolean {
  return value === true || value === 'true';
}

// ---------------------------------------------------------------------------
// Names
// ---------------------------------------------------------------------------

function words(text: string | null | undefined): string[] {
  if (typeof text !== 'string') return [];
  const trimmed = text.trim();
  return trimmed === '' ? [] : trimmed.split(/\s+/u);
}

/** First whitespace-separated word ("María José Hernández" → "María"), "" when empty. */
export function firstWord(name: string | null | undefined): string {
  return words(name)[0] ?? '';
}

const GRAPHEMES = new Intl.Segmenter(LOCALE, { granularity: 'grapheme' });

// First grapheme starting with a letter or digit, so "(Pepe)" gives "P" and a
// decomposed "Á" (A + U+0301) stays one character.
function initialOf(word: string | undefined): string {
  if (!word) return '';
  for (const { segment } of GRAPHEMES.segment(word.normalize('NFC'))) {
    if (!/^[\p{L}\p{N}]/u.test(segment)) continue;
    const upper = segment.toLocaleUpperCase(LOCALE);
    // Some letters grow when upper-cased ("ß" → "SS"); an initial stays one character.
    return [...GRAPHEMES.segment(upper)].length === 1 ? upper : segment;
  }
  return '';
}

/**
 * Up to 2 upper-case initials: first word of the first name and first word of the
 * last name (("María José", "Hernández Ñúñez") → "MH"). When one part is missing the
 * other supplies both, from its first and last words (("María José", null) → "MJ"),
 * so a combined full name also works. Empty input gives "".
 */
export function initials(firstName?: string | null, lastName?: string | null): string {
  const first = words(firstName);
  const last = words(lastName);
  if (first.length > 0 && last.length > 0) return initialOf(first[0]) + initialOf(last[0]);
  const only = first.length > 0 ? first : last;
  if (only.length === 0) return '';
  if (only.length === 1) return initialOf(only[0]);
  return initialOf(only[0]) + initialOf(only[only.length - 1]);
}

// ---------------------------------------------------------------------------
// Dates
// ---------------------------------------------------------------------------

const INVALID_DATE = '—';

const DATE_PARTS: Intl.DateTimeFormatOptions = { day: 'numeric', month: 'short', year: 'numeric' };
const TIME_PARTS: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

function dateFormatters(timeZone: string) {
  return {
    date: new Intl.DateTimeFormat(LOCALE, { ...DATE_PARTS, timeZone }),
    dateTime: new Intl.DateTimeFormat(LOCALE, { ...DATE_PARTS, ...TIME_PARTS, timeZone }),
  };
}

// Instants are shown in Mexico City time; UTC is used to show wall-clock values as written.
const MEXICO = dateFormatters(TIME_ZONE);
const AS_WRITTEN = dateFormatters('UTC');

type DateStyle = keyof typeof MEXICO;

// What a date already read as: a page of Historial shows each of its 20 dates twice (the row and
// its receipt link's name), and reading one is the costliest step of rendering a row.
const formatted = { date: new Map<string, string>(), dateTime: new Map<string, string>() };

// An instant goes through Mexico City's formatter; a value without an offset through UTC's, as written.
function formatIso(iso: string | null | undefined, style: DateStyle): string {
  if (typeof iso !== 'string') return INVALID_DATE;
  const cache = formatted[style];
  let text = cache.get(iso);
  if (text === undefined) {
    if (cache.size >= 2000) cache.clear();
    text = readAndFormat(iso, style);
    cache.set(iso, text);
  }
  return text;
}

function readAndFormat(iso: string, style: DateStyle): string {
  const instant = instantMs(iso);
  if (instant !== null) return MEXICO[style].format(instant);
  const asWritten = parseWallClock(iso);
  return asWritten ? AS_WRITTEN[style].format(asWritten.toDate('UTC')) : INVALID_DATE;
}

/**
 * Date in es-MX, Mexico City time: "21 nov 2026". Invalid input gives "—".
 * Date-only ("2026-11-21") and zone-less values are shown as written, not shifted by
 * a time zone: otherwise "2026-11-21" (UTC midnight) would show as 20 nov in Mexico.
 */
export function formatDate(iso: string | null | undefined): string {
  return formatIso(iso, 'date');
}

/** Date and 24-hour time in es-MX, Mexico City time: "21 nov 2026, 14:05". Invalid gives "—". */
export function formatDateTime(iso: string | null | undefined): string {
  return formatIso(iso, 'dateTime');
}
