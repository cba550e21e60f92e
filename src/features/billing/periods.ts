// Periods of days as Historial's date filter and Estado de cuenta offer and write them: the quick
// periods by name (their words and days, counted in calendar days: pass today in Mexico City) and
// how a period reads. One place, so «Este mes» is the same days on both screens.
import { endOfMonth, startOfMonth, startOfYear, type CalendarDate } from '@internationalized/date';
import { formatDate } from '../../lib/format';

export const PERIOD_PRESETS = {
  'este-mes': { label: 'Este mes', days: (today: CalendarDate) => [startOfMonth(today), today] },
  'mes-anterior': {
    label: 'Mes anterior',
    days: (today: CalendarDate) => {
      const start = startOfMonth(today).subtract({ months: 1 });
      return [start, endOfMonth(start)];
    },
  },
  '90-dias': { label: 'Últimos 90 días', days: (today: CalendarDate) => [today.subtract({ days: 89 }), today] },
  // Ends today, never after it: a period of the future is refused (statements) or empty (Historial).
  'este-anio': { label: 'Este año', days: (today: CalendarDate) => [startOfYear(today), today] },
} as const satisfies Record<string, { label: string; days: (today: CalendarDate) => readonly [CalendarDate, CalendarDate] }>;

export type PeriodPresetId = keyof typeof PERIOD_PRESETS;

/** A preset's first and last days (YYYY-MM-DD, both included) on `today`. */
export function periodRange(id: PeriodPresetId, today: CalendarDate): { from: string; to: string } {
  const [from, to] = PERIOD_PRESETS[id].days(today);
  return { from: from.toString(), to: to.toString() };
}

/** "1 oct 2026 – 31 oct 2026", or one day alone. */
export function formatPeriod(from: string, to: string): string {
  return from === to ? formatDate(from) : `${formatDate(from)} – ${formatDate(to)}`;
}
