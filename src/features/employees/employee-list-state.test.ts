// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SORT,
  PAGE_SIZE,
  employeeFilter,
  employeeOrder,
  employeeWhere,
  readListState,
  employeeSearch,
  writeListState,
  type EmployeeListState,
} from './employee-list-state';

const state = fc.record({
  search: fc.string({ maxLength: 60 }).filter((s) => s.trim() === s && s !== ''),
  status: fc.constantFrom('active', 'inactive', 'invited', null),
  sort: fc.record({
    column: fc.constantFrom('name', 'email', 'position', 'status', 'createdAt'),
    direction: fc.constantFrom('ascending', 'descending'),
  }),
  page: fc.integer({ min: 1, max: 500 }),
}) as fc.Arbitrary<EmployeeListState>;

describe('URL state', () => {
  it('reads what it writes', () => {
    fc.assert(
      fc.property(state, (s) => {
        expect(readListState(new URLSearchParams(writeListState(s).toString()))).toEqual(s);
      }),
    );
  });

  it('uses Spanish words and leaves defaults out', () => {
    expect(
      writeListState({ search: 'ana', status: 'active', sort: { column: 'createdAt', direction: 'descending' }, page: 2 }).toString(),
    ).toBe('q=ana&estado=activo&orden=-alta&pagina=2');
    expect(writeListState({ search: '  ', status: null, sort: DEFAULT_SORT, page: 1 }).toString()).toBe('');
  });

  it('ignores what it does not know', () => {
    expect(readListState(new URLSearchParams('estado=borrado&orden=-sueldo&pagina=-3'))).toEqual({
      search: '',
      status: null,
      sort: DEFAULT_SORT,
      page: 1,
    });
    expect(readListState(new URLSearchParams('pagina=2.5')).page).toBe(1);
    // A page number no list has never reaches the filter (it sent skip 2e21).
    expect(readListState(new URLSearchParams('pagina=99999999999999999999')).page).toBe(1);
    expect(employeeFilter(readListState(new URLSearchParams('pagina=99999999999999999999'))).skip).toBe(0);
  });
});

describe('filter for GET /employees', () => {
  it('builds the exact LoopBack filter, with the search apart as q', () => {
    const state: EmployeeListState = {
      search: 'Ana  López',
      status: 'active',
      sort: { column: 'createdAt', direction: 'descending' },
      page: 3,
    };
    expect(employeeFilter(state)).toEqual({ where: { status: 'active' }, order: ['createdAt DESC'], limit: PAGE_SIZE, skip: 20 });
    expect(employeeSearch(state.search)).toBe('Ana López');
  });

  it('sends the words as typed, literally: no pattern, wildcards left to the server to treat as text', () => {
    expect(employeeSearch('  SOFIA   ramírez ')).toBe('SOFIA ramírez');
    expect(employeeSearch('50%_[a].*')).toBe('50%_[a].*');
    expect(employeeSearch('uno dos tres cuatro cinco seis siete ocho nueve diez once')).toBe(
      'uno dos tres cuatro cinco seis siete ocho nueve diez',
    );
    expect(employeeSearch('   ')).toBeUndefined();
  });

  it('drops invisible characters a paste brings (zero-width, word joiner, BOM, soft hyphen, bidi marks)', () => {
    expect(employeeSearch('so\u200Bfía')).toBe('sofía');
    expect(employeeSearch('\uFEFFmar\u00ADtínez\u2060 \u200Cana\u200D\u200E')).toBe('martínez ana');
    expect(employeeSearch('\u200B \u200B')).toBeUndefined();
    // Only invisible characters is no search, and leaves no ?q= behind.
    expect(writeListState({ search: '\u200B', status: null, sort: DEFAULT_SORT, page: 1 }).toString()).toBe('');
  });

  it('has no where without search or status', () => {
    expect(employeeWhere(null)).toBeUndefined();
    expect(employeeSearch('   ')).toBeUndefined();
    expect(employeeFilter({ search: '', status: null, sort: DEFAULT_SORT, page: 1 })).toEqual({
      order: ['lastName ASC', 'firstName ASC'],
      limit: 10,
      skip: 0,
    });
  });

  it('breaks ties by name', () => {
    expect(employeeOrder({ column: 'status', direction: 'descending' })).toEqual(['status DESC', 'lastName ASC']);
    expect(employeeOrder({ column: 'name', direction: 'descending' })).toEqual(['lastName DESC', 'firstName ASC']);
  });
});
