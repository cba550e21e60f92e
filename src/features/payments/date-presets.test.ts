import { parseDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { datePresets } from './date-presets';

describe('datePresets', () => {
  it('counts whole days up to today', () => {
    expect(datePresets(parseDate('2026-11-22')).map(({ label, from, to }) => [label, from, to])).toEqual([
      ['Este mes', '2026-11-01', '2026-11-22'],
      ['Mes anterior', '2026-10-01', '2026-10-31'],
      ['Últimos 90 días', '2026-08-25', '2026-11-22'],
      ['Este año', '2026-01-01', '2026-11-22'],
    ]);
  });

  it('the month before January is December of the year before; February ends on its last day', () => {
    expect(datePresets(parseDate('2026-01-10'))[1]).toMatchObject({ from: '2025-12-01', to: '2025-12-31' });
    expect(datePresets(parseDate('2028-03-05'))[1]).toMatchObject({ from: '2028-02-01', to: '2028-02-29' });
  });
});
