import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SORT,
  PAGE_SIZE,
  employeeFilter,
  employeeOrder,
  employeeWhere,
  pageCount,
  readListState,
  searchPattern,
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
  it('builds the exact LoopBack filter', () => {
    expect(
      employeeFilter({ search: 'Ana  López', status: 'active', sort: { column: 'createdAt', direction: 'descending' }, page: 3 }),
    ).toEqual({
      where: {
        status: 'active',
        and: [
          {
            or: [
              { firstName: { like: '[aáàä][nñ][aáàä]', options: 'i' } },
              { lastName: { like: '[aáàä][nñ][aáàä]', options: 'i' } },
              { email: { like: '[aáàä][nñ][aáàä]', options: 'i' } },
            ],
          },
          {
            or: [
              { firstName: { like: 'l[oóòö]p[eéèë]z', options: 'i' } },
              { lastName: { like: 'l[oóòö]p[eéèë]z', options: 'i' } },
              { email: { like: 'l[oóòö]p[eéèë]z', options: 'i' } },
            ],
          },
        ],
      },
      order: ['createdAt DESC'],
      limit: PAGE_SIZE,
      skip: 20,
    });
  });

  it('has no where without search or status', () => {
    expect(employeeWhere('   ', null)).toBeUndefined();
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

  it('the search pattern is a valid expression that finds the word, with or without accents', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 20 }), (word) => {
        const regex = new RegExp(searchPattern(word), 'i');
        const plain = word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
        expect(regex.test(plain)).toBe(true);
      }),
    );
    expect(new RegExp(searchPattern('nunez'), 'i').test('Ricardo Núñez Castañeda')).toBe(true);
    expect(new RegExp(searchPattern('Núñez'), 'i').test('nunez')).toBe(true);
    expect(new RegExp(searchPattern('a.b'), 'i').test('axb')).toBe(false);
    expect(new RegExp(searchPattern('(.*)'), 'i').test('cualquier cosa')).toBe(false);
  });
});

describe('pageCount', () => {
  it.each([
    [0, 1],
    [10, 1],
    [11, 2],
    [23, 3],
  ])('%i employees → %i pages', (total, pages) => {
    expect(pageCount(total)).toBe(pages);
  });
});
