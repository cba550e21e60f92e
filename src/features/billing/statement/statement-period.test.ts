// @vitest-environment node
import { parseDate } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import { customPeriodProblem, readPeriod, refusedPeriod, refusedPeriodNotice, writePeriod } from './statement-period';

const TODAY = parseDate('2026-11-26');
const read = (query: string) => readPeriod(new URLSearchParams(query), TODAY);

describe('the period of Estado de cuenta', () => {
  it('reads the URL: Este mes by default and for anything it cannot use', () => {
    expect(read('')).toEqual({ preset: 'este-mes', from: '2026-11-01', to: '2026-11-26' });
    expect(read('periodo=mes-anterior')).toEqual({ preset: 'mes-anterior', from: '2026-10-01', to: '2026-10-31' });
    expect(read('periodo=este-anio').from).toBe('2026-01-01');
    expect(read('periodo=personalizado&desde=2026-03-01&hasta=2026-03-15')).toEqual({
      preset: 'personalizado',
      from: '2026-03-01',
      to: '2026-03-15',
    });
    for (const bad of [
      'periodo=otro',
      'periodo=personalizado&desde=2026-03-15&hasta=2026-03-01',
      'periodo=personalizado&desde=2026-02-30&hasta=2026-03-01',
      'periodo=personalizado',
    ]) {
      expect(read(bad).preset).toBe('este-mes');
    }
  });

  it('writes the URL back (the default writes nothing)', () => {
    expect(writePeriod({ preset: 'este-mes' }).toString()).toBe('');
    expect(writePeriod({ preset: 'mes-anterior' }).toString()).toBe('periodo=mes-anterior');
    const custom = writePeriod({ preset: 'personalizado', from: '2026-03-01', to: '2026-03-15' });
    expect(read(custom.toString())).toEqual({ preset: 'personalizado', from: '2026-03-01', to: '2026-03-15' });
  });

  it("refuses a custom period the API would refuse, in the API's words", () => {
    expect(customPeriodProblem('2026-03-01', '2026-03-15', TODAY)).toBeNull();
    expect(customPeriodProblem('2025-11-26', '2026-11-25', TODAY)).toBeNull(); // 365 days
    expect(customPeriodProblem('', '2026-03-15', TODAY)).toBe('Indica el periodo con dos fechas válidas (AAAA-MM-DD).');
    expect(customPeriodProblem('2026-03-15', '2026-03-01', TODAY)).toBe('La fecha final del periodo no puede ser anterior a la inicial.');
    expect(customPeriodProblem('2026-11-01', '2026-11-27', TODAY)).toBe('El periodo no puede terminar después de hoy.');
    expect(customPeriodProblem('2025-01-01', '2026-01-02', TODAY)).toBe('El periodo puede abarcar como máximo un año (366 días).');
    expect(customPeriodProblem('2024-01-01', '2024-12-31', TODAY)).toBeNull(); // a leap year: 366 days
  });

  it("names a refused custom period of the URL with why, in the form's words; nothing for one it shows or a preset", () => {
    const refused = (query: string) => refusedPeriod(new URLSearchParams(query), TODAY);
    expect(refused('periodo=personalizado&desde=2026-03-01&hasta=2026-03-15')).toBeNull();
    expect(refused('periodo=mes-anterior')).toBeNull();
    expect(refused('periodo=otro')).toBeNull();
    expect(refused('periodo=personalizado&desde=2016-01-01&hasta=2026-11-26')).toEqual({
      from: '2016-01-01',
      to: '2026-11-26',
      problem: 'El periodo puede abarcar como máximo un año (366 días).',
    });
    expect(refusedPeriodNotice(refused('periodo=personalizado&desde=2016-01-01&hasta=2026-11-26')!)).toBe(
      'No mostramos el periodo del enlace (1 ene 2016 – 26 nov 2026). El periodo puede abarcar como máximo un año (366 días). Mientras lo corriges, ves Este mes.',
    );
    expect(refusedPeriodNotice(refused('periodo=personalizado&hasta=2026-02-30')!)).toBe(
      'No mostramos el periodo del enlace («sin fecha» – «2026-02-30»). Indica el periodo con dos fechas válidas (AAAA-MM-DD). Mientras lo corriges, ves Este mes.',
    );
  });
});
