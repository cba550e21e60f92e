// The one rule for a custom statement period, used by the app's form and link and by the development
// API's GET /statements (through tsx: keep this module free of browser code). The words are the
// contract's 400 examples, so the form says what the API would answer (the dev API's
// statement.test.ts checks them against openapi.yaml).
import { parseDate, type CalendarDate } from '@internationalized/date';

/** The longest period the API answers (GET /statements), both ends counted. */
export const MAX_PERIOD_DAYS = 366;

/** Why a period is refused, by the name of the contract's example for it. */
export type PeriodRefusal = keyof typeof PERIOD_REFUSALS;

export const PERIOD_REFUSALS = {
  StatementInvalidDateError: 'Indica el periodo con dos fechas válidas (AAAA-MM-DD).',
  StatementReversedPeriodError: 'La fecha final del periodo no puede ser anterior a la inicial.',
  StatementFuturePeriodError: 'El periodo no puede terminar después de hoy.',
  StatementPeriodTooLongError: `El periodo puede abarcar como máximo un año (${MAX_PERIOD_DAYS} días).`,
} as const;

/** A real calendar day written YYYY-MM-DD, or null. */
export function readDay(value: string | null | undefined): CalendarDate | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  try {
    const day = parseDate(value);
    return day.toString() === value ? day : null;
  } catch {
    return null;
  }
}

/** Why `from`..`to` (both included) cannot be asked for on `today` (Mexico City), or null when it can. */
export function periodRefusal(from: string | null, to: string | null, today: CalendarDate): PeriodRefusal | null {
  const start = readDay(from);
  const end = readDay(to);
  if (!start || !end) return 'StatementInvalidDateError';
  if (end.compare(start) < 0) return 'StatementReversedPeriodError';
  if (end.compare(today) > 0) return 'StatementFuturePeriodError';
  if (end.compare(start) + 1 > MAX_PERIOD_DAYS) return 'StatementPeriodTooLongError';
  return null;
}
