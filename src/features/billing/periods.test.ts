// @vitest-environment node
import { parseDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { PERIOD_PRESETS, periodRange, type PeriodPresetId } from './periods';

describe('the quick periods', () => {
  it('count whole calendar days up to today: this month and this year end today, the previous month is whole', () => {
    const today = parseDate('2026-11-22');
    const ids = Object.keys(PERIOD_PRESETS) as PeriodPresetId[];
    expect(ids.map((id) => [PERIOD_PRESETS[id].label, periodRange(id, today)])).toEqual([
      ['Este mes', { from: '2026-11-01', to: '2026-11-22' }],
      ['Mes anterior', { from: '2026-10-01', to: '2026-10-31' }],
      ['Últimos 90 días', { from: '2026-08-25', to: '2026-11-22' }],
      ['Este año', { from: '2026-01-01', to: '2026-11-22' }],
    ]);
  });

  it('the month before January is December of the year before; February ends on its last day', () => {
    expect(periodRange('mes-anterior', parseDate('2026-01-10'))).toEqual({ from: '2025-12-01', to: '2025-12-31' });
    expect(periodRange('mes-anterior', parseDate('2028-03-05'))).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(periodRange('mes-anterior', parseDate('2026-03-01'))).toEqual({ from: '2026-02-01', to: '2026-02-28' });
  });
});
