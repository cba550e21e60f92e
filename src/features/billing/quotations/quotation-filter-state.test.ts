// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { QUOTATION_STATUSES } from './quotation-status';
import { readQuotationFilter, writeQuotationFilter } from './quotation-filter-state';

const read = (query: string) => readQuotationFilter(new URLSearchParams(query));
const write = (query: string, filter: Parameters<typeof writeQuotationFilter>[1]) =>
  writeQuotationFilter(new URLSearchParams(query), filter).toString();

describe("Inicio's filter in the URL", () => {
  it('reads the Spanish plural of each status', () => {
    expect(read('estado=pendientes')).toBe('pendiente');
    expect(read('estado=pagadas')).toBe('pagada');
    expect(read('estado=vencidas')).toBe('vencida');
    expect(read('estado=canceladas')).toBe('cancelada');
  });

  it('falls back to "todas" without the param or with an unknown value', () => {
    expect(read('')).toBe('todas');
    expect(read('estado=')).toBe('todas');
    expect(read('estado=todas')).toBe('todas');
    expect(read('estado=pendiente')).toBe('todas');
    expect(read('estado=PENDIENTES')).toBe('todas');
    expect(read('estado=%3Cscript%3E')).toBe('todas');
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
