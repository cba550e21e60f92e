// The period of Estado de cuenta, kept in the URL: a preset (?periodo=mes-anterior) or two days
// (?periodo=personalizado&desde=2026-10-01&hasta=2026-10-31), counted in Mexico City days.
import type { CalendarDate } from '@internationalized/date';
import { PERIOD_PRESETS, formatPeriod, periodRange } from '@/features/billing/periods';
import { PERIOD_REFUSALS, periodRefusal, readDay } from './period-rule';

/** The quick periods offered here (their days and words are src/features/billing/periods.ts's). */
const QUICK_PERIODS = ['este-mes', 'mes-anterior', 'este-anio'] as const satisfies readonly (keyof typeof PERIOD_PRESETS)[];
export type QuickPeriod = (typeof QUICK_PERIODS)[number];
const isQuickPeriod = (value: string | null): value is QuickPeriod => (QUICK_PERIODS as readonly (string | null)[]).includes(value);

export type PeriodPreset = QuickPeriod | 'personalizado';

export const PERIOD_OPTIONS: readonly { id: PeriodPreset; label: string }[] = [
  ...QUICK_PERIODS.map((id) => ({ id, label: PERIOD_PRESETS[id].label })),
  { id: 'personalizado', label: 'Personalizado' },
];

export interface StatementPeriod {
  preset: PeriodPreset;
  /** YYYY-MM-DD, both included. */
  from: string;
  to: string;
}

const DEFAULT_PRESET = 'este-mes' satisfies PeriodPreset;

/** Why a custom period cannot be asked for, in the words the API would answer; null when it can. */
export function customPeriodProblem(from: string, to: string, today: CalendarDate): string | null {
  const refusal = periodRefusal(from, to, today);
  return refusal && PERIOD_REFUSALS[refusal];
}

/** A custom period a URL named that cannot be shown, as written there, and why. */
export interface RefusedPeriod {
  from: string;
  to: string;
  problem: string;
}

/** The custom period the URL names when it is refused (null when there is none, or it can be shown). */
export function refusedPeriod(params: URLSearchParams, today: CalendarDate): RefusedPeriod | null {
  if (params.get('periodo') !== 'personalizado') return null;
  const from = params.get('desde') ?? '';
  const to = params.get('hasta') ?? '';
  const problem = customPeriodProblem(from, to, today);
  return problem ? { from, to, problem } : null;
}

/** A day as the form can hold it: '' for what is not a real day (a date input cannot show 2026-02-30). */
export const formDay = (value: string): string => (readDay(value) ? value : '');

/**
 * What the screen says of a refused period: which one (as the link wrote it when it is not a real
 * day), why (the form's own words) and what shows instead.
 */
export function refusedPeriodNotice({ from, to, problem }: RefusedPeriod): string {
  const named = formDay(from) && formDay(to) ? formatPeriod(from, to) : `«${from || 'sin fecha'}» – «${to || 'sin fecha'}»`;
  return `No mostramos el periodo del enlace (${named}). ${problem} Mientras lo corriges, ves ${PERIOD_PRESETS[DEFAULT_PRESET].label}.`;
}

/** The period the URL names; anything it cannot use reads as Este mes. */
export function readPeriod(params: URLSearchParams, today: CalendarDate): StatementPeriod {
  const preset = params.get('periodo');
  if (preset === 'personalizado') {
    const from = params.get('desde') ?? '';
    const to = params.get('hasta') ?? '';
    if (!customPeriodProblem(from, to, today)) return { preset, from, to };
  } else if (isQuickPeriod(preset)) {
    return { preset, ...periodRange(preset, today) };
  }
  return { preset: DEFAULT_PRESET, ...periodRange(DEFAULT_PRESET, today) };
}

/** The URL's query for a period (the default writes nothing). */
export function writePeriod(period: Pick<StatementPeriod, 'preset'> & Partial<StatementPeriod>): URLSearchParams {
  if (period.preset === 'personalizado')
    return new URLSearchParams({ periodo: period.preset, desde: period.from ?? '', hasta: period.to ?? '' });
  return period.preset === DEFAULT_PRESET ? new URLSearchParams() : new URLSearchParams({ periodo: period.preset });
}
