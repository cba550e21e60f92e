// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { expectRows } from '@/test/table';
import { QUOTATION_STATUSES } from './quotation-status';
import { readQuotationFilter, writeQuotationFilter } from './quotation-filter-state';

const read = (query: string) => readQuotationFilter(new URLSearchParams(query));
const write = (query: string, filter: Parameters<typeof writeQuotationFilter>[1]) =>
  writeQuotationFilter(new URLSearchParams(query), filter).toString();

describe("Inicio's filter in the URL", () => {
  it('reads the Spanish plural of each status', () => {
    expectRows(read, [
      ['estado=pendientes', 'pendiente'],
      ['estado=pagadas', 'pagada'],
      ['estado=vencidas', 'vencida'],
      ['estado=canceladas', 'cancelada'],
    ]);
  });

  it('falls back to "todas" without the param or with an unknown value', () => {
    expectRows(read, [
      ['', 'todas'],
      ['estado=', 'todas'],
      ['estado=todas', 'todas'],
      ['estado=pendiente', 'todas'],
      ['estado=PENDIENTES', 'todas'],
      ['estado=%3Cscript%3E', 'todas'],
    ]);
  });

  it('writes the filter and leaves the default out, keeping other params', () => {
    expect(write('', 'pendiente')).toBe('estado=pendientes');
    expect(write('estado=pendientes', 'todas')).toBe('');
    expect(write('x=1&estado=vencidas', 'pagada')).toBe('x=1&estado=pagadas');
  });

  it('reads back every filter it writes', () => {
    for (const filter of ['todas', ...QUOTATION_STATUSES] as const) {
      expect(readQuotationFilter(writeQuotationFilter(new URLSearchParams(), filter))).toBe(filter);
    }
  });
});
