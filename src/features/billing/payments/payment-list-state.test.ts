// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_LIST_STATE,
  dayEndIso,
  dayStartIso,
  paymentsPageFilter,
  paymentsWhere,
  readListState,
  writeListState,
  type PaymentListState,
} from './payment-list-state';
import { PAYMENT_STATUSES } from './payment-status';

const read = (query: string) => readListState(new URLSearchParams(query));

describe('the view in the URL', () => {
  it('reads Spanish parameters', () => {
    expect(read('estado=fallido&desde=2026-11-01&hasta=2026-11-30&orden=monto-desc&pagina=3')).toEqual({
      status: 'FAILED',
      from: '2026-11-01',
      to: '2026-11-30',
      sort: 'monto-desc',
      page: 3,
    });
  });

  it('falls back to the defaults for anything unreadable', () => {
    expect(read('estado=COMPLETED&desde=2026-02-30&hasta=ayer&orden=azar&pagina=-2')).toEqual(DEFAULT_LIST_STATE);
    expect(read('pagina=1.5').page).toBe(1);
    // A page number no list has never reaches the filter (it sent skip 2e21).
    expect(read('pagina=99999999999999999999').page).toBe(1);
    expect(paymentsPageFilter(read('pagina=99999999999999999999')).skip).toBe(0);
    expect(read('pagina=abc').page).toBe(1);
    expect(read('')).toEqual(DEFAULT_LIST_STATE);
  });

  it('takes only a day written exactly as YYYY-MM-DD', () => {
    for (const day of ['%202026-11-01', '2026-11-01T00:00:00Z', '2026-11-1', '2026-11-00', '2027-02-29', '0000-01-01', '%2B002026-11-01']) {
      expect(read(`desde=${day}&hasta=${day}`)).toMatchObject({ from: null, to: null });
    }
    expect(read('desde=2028-02-29').from).toBe('2028-02-29');
  });

  it('swaps a range written backwards', () => {
    expect(read('desde=2026-11-30&hasta=2026-11-01')).toMatchObject({ from: '2026-11-01', to: '2026-11-30' });
  });

  it('leaves defaults out of the URL', () => {
    expect(writeListState(DEFAULT_LIST_STATE).toString()).toBe('');
    expect(writeListState({ ...DEFAULT_LIST_STATE, status: 'REFUNDED', page: 2 }).toString()).toBe('estado=reembolsado&pagina=2');
  });

  it('round-trips every view', () => {
    const day = fc
      .date({ min: new Date('2020-01-01T00:00:00Z'), max: new Date('2030-12-31T00:00:00Z'), noInvalidDate: true })
      .map((d) => d.toISOString().slice(0, 10));
    const view = fc.record({
      status: fc.option(fc.constantFrom(...PAYMENT_STATUSES), { nil: null }),
      from: fc.option(day, { nil: null }),
      to: fc.option(day, { nil: null }),
      sort: fc.constantFrom('fecha-desc', 'fecha-asc', 'monto-desc', 'monto-asc' as const),
      page: fc.integer({ min: 1, max: 500 }),
    });
    fc.assert(
      fc.property(view, (v) => {
        const ordered: PaymentListState = v.from && v.to && v.from > v.to ? { ...v, from: v.to, to: v.from } : v;
        expect(readListState(writeListState(ordered))).toEqual(ordered);
      }),
    );
  });
});

describe('the LoopBack filter', () => {
  it('Mexico City days become UTC instants (UTC-6, no daylight saving since 2022)', () => {
    expect(dayStartIso('2026-11-01')).toBe('2026-11-01T06:00:00.000Z');
    expect(dayEndIso('2026-11-30')).toBe('2026-12-01T05:59:59.999Z');
    // In 2022 Mexico City still changed its clocks in summer (UTC-5).
    expect(dayStartIso('2022-07-01')).toBe('2022-07-01T05:00:00.000Z');
  });

  it('no filters: no where, newest first, the first 20', () => {
    expect(paymentsPageFilter(DEFAULT_LIST_STATE)).toEqual({ order: ['creation_date DESC'], limit: 20, skip: 0 });
    expect(paymentsWhere(DEFAULT_LIST_STATE)).toBeUndefined();
  });

  it('status, date range, sort and page', () => {
    expect(paymentsPageFilter({ status: 'COMPLETED', from: '2026-11-01', to: '2026-11-30', sort: 'monto-asc', page: 3 })).toEqual({
      where: {
        status: 'COMPLETED',
        creation_date: { between: ['2026-11-01T06:00:00.000Z', '2026-12-01T05:59:59.999Z'] },
      },
      order: ['signed_amount ASC', 'creation_date DESC'],
      limit: 20,
      skip: 40,
    });
  });

  it('an open range uses gte or lte', () => {
    expect(paymentsWhere({ status: null, from: '2026-11-01', to: null })).toEqual({ creation_date: { gte: '2026-11-01T06:00:00.000Z' } });
    expect(paymentsWhere({ status: null, from: null, to: '2026-11-01' })).toEqual({ creation_date: { lte: '2026-11-02T05:59:59.999Z' } });
  });

  it.each([
    ['fecha-desc', ['creation_date DESC']],
    ['fecha-asc', ['creation_date ASC']],
    ['monto-desc', ['signed_amount DESC', 'creation_date DESC']],
    ['monto-asc', ['signed_amount ASC', 'creation_date DESC']],
  ] as const)('sort %s → %j', (sort, order) => {
    expect(paymentsPageFilter({ ...DEFAULT_LIST_STATE, sort }).order).toEqual(order);
  });
});
