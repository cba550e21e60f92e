// CSV files that Excel in es-MX opens right: UTF-8 with a BOM (so it reads the accents), comma-
// separated with CRLF line ends (RFC 4180), dates as "dd/mm/aaaa" in Mexico City time, and text
// cells that can never run as a formula. Each export (Historial, Empleados) writes its columns
// with these.
import { inMexicoCity, parseInstant, parseWallClock } from '@/lib/dates';

const BOM = '\uFEFF';

/**
 * Quotes a text cell and neutralises spreadsheet formulas: a cell that starts with =, +, -, @,
 * tab or carriage return (OWASP's CSV injection list) gets a leading "'".
 */
export function csvText(value: string | null | undefined): string {
  let text = value ?? '';
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) || text !== text.trim() ? `"${text.replace(/"/g, '""')}"` : text;
}

const pad = (value: number, length = 2) => String(value).padStart(length, '0');

/** The day in Mexico City as Excel in es-MX reads a date ("05/02/2024"); empty when unreadable. */
export function csvDay(iso: string | null | undefined): string {
  const date = parseInstant(iso) ?? parseWallClock(iso);
  return date ? `${pad(date.day)}/${pad(date.month)}/${pad(date.year, 4)}` : '';
}

/** A number cell: plain digits with a decimal point, never a thousands separator. */
export function csvNumber(value: number): string {
  return Number.isFinite(value) ? value.toFixed(2) : '';
}

/**
 * The date and time in Mexico City (24 h, to the minute) as Excel in es-MX reads a date:
 * "2026-11-21T15:15:42Z" → "21/11/2026 09:15". A value without an offset is written as it came,
 * as the screens show it (formatDateTime). Empty when unreadable.
 */
export function csvDate(iso: string | null | undefined): string {
  // The time zone database gives the offset of that day (-06:00, or -05:00 in summers up to 2022).
  const date = parseInstant(iso) ?? parseWallClock(iso);
  if (!date) return '';
  return `${pad(date.day)}/${pad(date.month)}/${pad(date.year, 4)} ${pad(date.hour)}:${pad(date.minute)}`;
}

/** The whole file: the header row, then one line per row (cells already written), with its BOM. */
export function csvDocument(header: readonly string[], rows: readonly (readonly string[])[]): string {
  const lines = [header.map((column) => csvText(column)).join(','), ...rows.map((cells) => cells.join(','))];
  return `${BOM}${lines.join('\r\n')}\r\n`;
}

/** One column of an export: its header, and its cell for a row (written with csvText, csvDay…). */
export type CsvColumn<T> = readonly [header: string, cell: (row: T) => string];

/** The headers of an export's columns, in order. */
export function csvHeaders<T>(columns: readonly CsvColumn<T>[]): string[] {
  return columns.map(([header]) => header);
}

/** The whole file from its columns: the header row, then each row's cells in the columns' order. */
export function csvTable<T>(columns: readonly CsvColumn<T>[], rows: readonly T[]): string {
  return csvDocument(
    csvHeaders(columns),
    rows.map((row) => columns.map(([, cell]) => cell(row))),
  );
}

/** "<prefix>-2026-11-22.csv": the day in Mexico City. */
export function csvFileName(prefix: string, now: Date = new Date()): string {
  return `${prefix}-${inMexicoCity(now).toCalendarDay().toString()}.csv`;
}

/** Saves the text as a file through a temporary link. */
export function downloadText(content: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  const url = URL.createObjectURL(new Blob([content], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked later: some browsers read the blob after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
