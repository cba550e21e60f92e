// Quick periods for the date filter, counted in Mexico City days.
import { endOfMonth, startOfMonth, startOfYear, type CalendarDate } from '@internationalized/date';

export interface DatePreset {
  id: string;
  label: string;
  from: string;
  to: string;
}

export function datePresets(today: CalendarDate): DatePreset[] {
  const lastMonth = startOfMonth(today).subtract({ months: 1 });
  const range = (id: string, label: string, from: CalendarDate, to: CalendarDate) => ({
    id,
    label,
    from: from.toString(),
    to: to.toString(),
  });
  return [
    range('este-mes', 'Este mes', startOfMonth(today), today),
    range('mes-anterior', 'Mes anterior', lastMonth, endOfMonth(lastMonth)),
    range('90-dias', 'Últimos 90 días', today.subtract({ days: 89 }), today),
    range('este-anio', 'Este año', startOfYear(today), today),
  ];
}
