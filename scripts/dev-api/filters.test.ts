// @vitest-environment node
import { describe, expect, it } from 'vitest';
import {
  countRecords,
  defineCollection,
  FilterError,
  findRecords,
  foldAccents,
  matchesSearch,
  prepareFilter,
  prepareWhere,
  readJsonParam,
} from './filters.mjs';

interface Person {
  id: string;
  name: string | null;
  status: string;
  amount: number;
  at: string;
  day: string;
}

const PEOPLE = defineCollection({
  name: 'people',
  fields: { id: 'string', name: 'text', status: 'string', amount: 'number', at: 'date', day: 'day' },
  // `id` is deliberately not sortable.
  sortable: ['name', 'status', 'amount', 'at', 'day'],
  defaultOrder: ['name ASC'],
  maxLimit: 50,
});

// Instants written with different offsets on purpose: `a` is 2026-11-01T06:00:00.000Z.
const RECORDS: Person[] = [
  { id: 'a', name: 'Álvarez', status: 'active', amount: 100.5, at: '2026-11-01T00:00:00-06:00', day: '2026-11-01' },
  { id: 'b', name: 'Bravo', status: 'invited', amount: 250, at: '2026-10-31T23:59:59-06:00', day: '2026-10-31' },
  { id: 'c', name: 'Sofía', status: 'active', amount: 75, at: '2026-11-15T12:00:00Z', day: '2026-11-15' },
  { id: 'd', name: 'Núñez', status: 'inactive', amount: 250, at: '2026-11-30T18:00:00-06:00', day: '2026-11-30' },
  { id: 'e', name: 'Úbeda', status: 'active', amount: 0, at: '2026-12-01T06:00:00.000Z', day: '2026-12-01' },
  { id: 'f', name: 'Zúñiga', status: 'invited', amount: 1000, at: '2026-09-01T10:00:00-05:00', day: '2026-09-01' },
  { id: 'g', name: 'Sofia Ramos', status: 'inactive', amount: 75.25, at: '2026-11-02T00:00:00.000Z', day: '2026-11-02' },
  { id: 'h', name: 'Ñandú', status: 'active', amount: 10, at: '2026-08-01T00:00:00Z', day: '2026-08-01' },
];

/** The ids a filter selects, in the order answered. */
function ids(filter: unknown, records: Person[] = RECORDS): string[] {
  return findRecords(PEOPLE, records, prepareFilter(PEOPLE, filter)).map((record) => record.id);
}

/** The ids a `where` selects, as a set (order does not matter). */
function matching(where: unknown): string[] {
  return ids({ where }).sort();
}

function count(where: unknown): number {
  return countRecords(PEOPLE, RECORDS, prepareWhere(PEOPLE, where));
}

describe('operators', () => {
  it('neq, on strings, numbers and dates', () => {
    expect(matching({ status: { neq: 'active' } })).toEqual(['b', 'd', 'f', 'g']);
    expect(matching({ amount: { neq: 250 } })).toEqual(['a', 'c', 'e', 'f', 'g', 'h']);
    expect(matching({ at: { neq: '2026-11-01T06:00:00.000Z' } })).toEqual(['b', 'c', 'd', 'e', 'f', 'g', 'h']);
  });

  it('gt, gte, lt and lte on numbers (a numeric string is read as a number)', () => {
    expect(matching({ amount: { gt: 250 } })).toEqual(['f']);
    expect(matching({ amount: { gte: 250 } })).toEqual(['b', 'd', 'f']);
    expect(matching({ amount: { lt: 10 } })).toEqual(['e']);
    expect(matching({ amount: { lte: 10 } })).toEqual(['e', 'h']);
    expect(matching({ amount: { gt: '250' } })).toEqual(['f']);
  });

  it('between is inclusive at both ends', () => {
    expect(matching({ amount: { between: [75, 100.5] } })).toEqual(['a', 'c', 'g']);
    expect(matching({ day: { between: ['2026-11-01', '2026-11-15'] } })).toEqual(['a', 'c', 'g']);
  });

  it('inq and nin', () => {
    expect(matching({ status: { inq: ['invited', 'inactive'] } })).toEqual(['b', 'd', 'f', 'g']);
    expect(matching({ status: { nin: ['invited', 'inactive'] } })).toEqual(['a', 'c', 'e', 'h']);
    expect(matching({ amount: { inq: [250, 0] } })).toEqual(['b', 'd', 'e']);
  });

  it('like and nlike, accent- and case-insensitive with options i', () => {
    expect(matching({ name: { like: 'sofia', options: 'i' } })).toEqual(['c', 'g']);
    expect(matching({ name: { like: 'SOFIA', options: 'i' } })).toEqual(['c', 'g']);
    expect(matching({ name: { like: 'SOFÍA', options: 'i' } })).toEqual(['c', 'g']);
    // Without options the case counts (the accents still do not).
    expect(matching({ name: { like: 'sofia' } })).toEqual([]);
    expect(matching({ name: { like: 'Sofia' } })).toEqual(['c', 'g']);
    expect(matching({ name: { like: 'nunez', options: 'i' } })).toEqual(['d']);
    expect(matching({ name: { like: 'zuñiga', options: 'i' } })).toEqual(['f']);
    expect(matching({ name: { nlike: 'sofia', options: 'i' } })).toEqual(['a', 'b', 'd', 'e', 'f', 'h']);
  });

  it('like takes a regular expression, as the app sends it', () => {
    expect(matching({ name: { like: 's[oóòö]f[iíìï][aáàä]', options: 'i' } })).toEqual(['c', 'g']);
    expect(matching({ name: { like: '^s.*s$', options: 'i' } })).toEqual(['g']);
    expect(matching({ name: { like: 'ez$' } })).toEqual(['a', 'd']);
  });

  it('regexp with options i', () => {
    expect(matching({ name: { regexp: '^s', options: 'i' } })).toEqual(['c', 'g']);
    expect(matching({ name: { regexp: '^S' } })).toEqual(['c', 'g']);
    expect(matching({ name: { regexp: '^s' } })).toEqual([]);
    expect(matching({ name: { regexp: 'ÚÑIG', options: 'i' } })).toEqual(['f']);
    expect(matching({ status: { regexp: '^in' } })).toEqual(['b', 'd', 'f', 'g']);
  });

  it('implicit equality: exact on strings and numbers, accent-insensitive on text', () => {
    expect(matching({ status: 'active' })).toEqual(['a', 'c', 'e', 'h']);
    expect(matching({ amount: 250 })).toEqual(['b', 'd']);
    expect(matching({ name: 'Sofia' })).toEqual(['c']);
    expect(matching({ name: 'Nunez' })).toEqual(['d']);
    expect(matching({ status: 'Active' })).toEqual([]);
  });
});

describe('dates are compared as instants, whatever offset they are written with', () => {
  it('the same instant with Z and with -06:00', () => {
    expect(matching({ at: '2026-11-01T06:00:00.000Z' })).toEqual(['a']);
    expect(matching({ at: '2026-11-01T00:00:00-06:00' })).toEqual(['a']);
    expect(matching({ at: { gte: '2026-11-01T06:00:00.000Z' } })).toEqual(['a', 'c', 'd', 'e', 'g']);
    expect(matching({ at: { gte: '2026-11-01T00:00:00-06:00' } })).toEqual(['a', 'c', 'd', 'e', 'g']);
    expect(matching({ at: { lt: '2026-11-01T00:00:00-06:00' } })).toEqual(['b', 'f', 'h']);
    expect(matching({ at: { lte: '2026-10-31T23:59:59-06:00' } })).toEqual(['b', 'f', 'h']);
    expect(matching({ at: { gt: '2026-11-30T23:59:59.999-06:00' } })).toEqual(['e']);
  });

  it('a month in Mexico City, as Historial de pagos asks for it', () => {
    // November in Mexico City: from 00:00 of the 1st to the last millisecond of the 30th.
    expect(matching({ at: { between: ['2026-11-01T06:00:00.000Z', '2026-12-01T05:59:59.999Z'] } })).toEqual(['a', 'c', 'd', 'g']);
    expect(matching({ at: { between: ['2026-11-01T00:00:00-06:00', '2026-11-30T23:59:59.999-06:00'] } })).toEqual(['a', 'c', 'd', 'g']);
  });

  it('equality counts milliseconds', () => {
    expect(matching({ at: '2026-11-01T06:00:00.001Z' })).toEqual([]);
    expect(matching({ at: '2026-12-01T06:00:00.000Z' })).toEqual(['e']);
  });

  it('inq and nin on dates compare instants too', () => {
    const instants = ['2026-11-01T06:00:00.000Z', '2026-12-01T00:00:00-06:00'];
    expect(matching({ at: { inq: instants } })).toEqual(['a', 'e']);
    expect(matching({ at: { nin: instants } })).toEqual(['b', 'c', 'd', 'f', 'g', 'h']);
  });

  it('a number of milliseconds is an instant as well', () => {
    expect(matching({ at: Date.parse('2026-11-15T12:00:00Z') })).toEqual(['c']);
  });
});

describe('and / or', () => {
  it('nests', () => {
    const where = { or: [{ amount: { gt: 500 } }, { and: [{ status: 'active' }, { name: { like: 'ez$' } }] }] };
    expect(matching(where)).toEqual(['a', 'f']);
    expect(matching({ and: [{ or: [{ status: 'invited' }, { status: 'inactive' }] }, { amount: { gte: 250 } }] })).toEqual(['b', 'd', 'f']);
  });

  it('a field next to "and" still counts (the app sends {status, and:[{or:[…]}]})', () => {
    const search = { or: [{ name: { like: 'sof', options: 'i' } }] };
    expect(matching({ status: 'active', and: [search] })).toEqual(['c']);
    expect(matching({ and: [search], status: 'active' })).toEqual(['c']);
    expect(count({ status: 'active', and: [search] })).toBe(1);
  });

  it('"and" and "or" side by side must both hold', () => {
    expect(matching({ and: [{ status: 'invited' }], or: [{ amount: 250 }, { amount: 75 }] })).toEqual(['b']);
    expect(matching({ or: [{ amount: 250 }, { amount: 75 }], and: [{ status: 'invited' }] })).toEqual(['b']);
    expect(matching({ status: 'inactive', or: [{ amount: 250 }, { amount: 1000 }] })).toEqual(['d']);
  });

  it('several fields in one object must all hold', () => {
    expect(matching({ status: 'active', amount: { gt: 50 } })).toEqual(['a', 'c']);
  });
});

describe('order, limit and skip', () => {
  it("default order is the collection's, with text in Spanish order", () => {
    const names = findRecords(PEOPLE, RECORDS, prepareFilter(PEOPLE, {})).map((record) => record.name);
    expect(names).toEqual(['Álvarez', 'Bravo', 'Núñez', 'Ñandú', 'Sofía', 'Sofia Ramos', 'Úbeda', 'Zúñiga']);
    // With plain code-unit order the accented capitals would come after "Zúñiga".
    expect([...names].sort().indexOf('Álvarez')).toBeGreaterThan([...names].sort().indexOf('Zúñiga'));
  });

  it('text DESC is the Spanish order reversed', () => {
    expect(ids({ order: ['name DESC'] })).toEqual(['f', 'e', 'g', 'c', 'h', 'd', 'b', 'a']);
  });

  it('several keys, ASC and DESC (lower case accepted)', () => {
    expect(ids({ order: ['amount DESC', 'name ASC'] })).toEqual(['f', 'b', 'd', 'a', 'g', 'c', 'h', 'e']);
    expect(ids({ order: ['amount DESC', 'name desc'] })).toEqual(['f', 'd', 'b', 'a', 'g', 'c', 'h', 'e']);
    expect(ids({ order: 'status ASC, amount DESC' })).toEqual(['a', 'c', 'h', 'e', 'd', 'g', 'f', 'b']);
  });

  it('dates sort as instants', () => {
    expect(ids({ order: ['at ASC'] })).toEqual(['h', 'f', 'b', 'a', 'g', 'c', 'd', 'e']);
    expect(ids({ order: 'at DESC' })).toEqual(['e', 'd', 'c', 'g', 'a', 'b', 'f', 'h']);
  });

  it('limit and skip page through the ordered result', () => {
    expect(ids({ order: ['amount ASC'], limit: 3 })).toEqual(['e', 'h', 'c']);
    expect(ids({ order: ['amount ASC'], limit: 3, skip: 3 })).toEqual(['g', 'a', 'b']);
    expect(ids({ order: ['amount ASC'], limit: 3, skip: 6 })).toEqual(['d', 'f']);
    expect(ids({ order: ['amount ASC'], skip: 8 })).toEqual([]);
    expect(ids({ limit: 2, skip: 1 })).toEqual(['b', 'd']);
  });

  it('filters before paging', () => {
    expect(ids({ where: { status: 'active' }, order: ['amount DESC'], limit: 2, skip: 1 })).toEqual(['c', 'h']);
  });

  it('records without a text value come first in ASC and last in DESC (as in LoopBack)', () => {
    const withNull: Person[] = [...RECORDS, { ...RECORDS[0], id: 'n', name: null }];
    expect(ids({ order: ['name ASC'] }, withNull)).toEqual(['n', 'a', 'b', 'd', 'h', 'c', 'g', 'e', 'f']);
    expect(ids({ order: ['name DESC'] }, withNull)).toEqual(['f', 'e', 'g', 'c', 'h', 'd', 'b', 'a', 'n']);
  });

  it('does not change the records or their array', () => {
    const copy = structuredClone(RECORDS);
    ids({ where: { status: 'active' }, order: ['amount DESC'] });
    expect(RECORDS).toEqual(copy);
  });
});

describe('countRecords', () => {
  it('counts what the where selects, ignoring paging', () => {
    expect(count(undefined)).toBe(8);
    expect(count({ status: 'active' })).toBe(4);
    expect(count({ name: { like: 'sofia', options: 'i' } })).toBe(2);
    expect(count({ at: { between: ['2026-11-01T06:00:00.000Z', '2026-12-01T05:59:59.999Z'] } })).toBe(4);
  });
});

describe('refused input throws FilterError', () => {
  const refusesFilter = (filter: unknown) => expect(() => prepareFilter(PEOPLE, filter)).toThrow(FilterError);
  const refusesWhere = (where: unknown) => expect(() => prepareWhere(PEOPLE, where)).toThrow(FilterError);

  it('an unknown field, at any depth', () => {
    refusesWhere({ nombre: 'Ana' });
    refusesWhere({ and: [{ or: [{ email: { like: 'a' } }] }] });
    expect(() => prepareWhere(PEOPLE, { nombre: 'Ana' })).toThrow(/nombre/);
  });

  it('an unknown operator', () => {
    refusesWhere({ name: { ilike: 'ana' } });
    refusesWhere({ status: { eq: 'active' } });
    refusesWhere({ amount: { near: 1 } });
    expect(() => prepareWhere(PEOPLE, { name: { ilike: 'ana' } })).toThrow(/ilike/);
  });

  it('two operators, or none, in one condition', () => {
    refusesWhere({ amount: { gt: 1, lt: 5 } });
    refusesWhere({ name: { options: 'i' } });
    refusesWhere({ amount: {} });
  });

  it('a list where a value goes', () => {
    refusesWhere({ status: ['active', 'invited'] });
  });

  it('between with other than two values', () => {
    refusesWhere({ amount: { between: [1] } });
    refusesWhere({ amount: { between: [1, 2, 3] } });
    refusesWhere({ amount: { between: 1 } });
  });

  it('inq or nin with an empty list or no list', () => {
    refusesWhere({ status: { inq: [] } });
    refusesWhere({ status: { nin: 'active' } });
  });

  it('a date that does not parse', () => {
    refusesWhere({ at: 'ayer' });
    refusesWhere({ at: { gte: '2026-13-45T00:00:00Z' } });
    refusesWhere({ at: { between: ['2026-11-01T00:00:00Z', 'mañana'] } });
    refusesWhere({ at: { gte: true } });
  });

  it('a value of the wrong type', () => {
    refusesWhere({ amount: 'mucho' });
    refusesWhere({ amount: { gt: '' } });
    refusesWhere({ name: 5 });
    refusesWhere({ status: { neq: { a: 1 } } });
  });

  it('a pattern operator on a field that is not text, or without a pattern', () => {
    refusesWhere({ amount: { like: '1' } });
    refusesWhere({ at: { regexp: '2026' } });
    refusesWhere({ name: { like: '' } });
    refusesWhere({ name: { like: 5 } });
  });

  it('an invalid regular expression in like, nlike or regexp', () => {
    refusesWhere({ name: { like: '[' } });
    refusesWhere({ name: { nlike: '(a' } });
    refusesWhere({ name: { regexp: '*a' } });
  });

  it('options that are not regular expression flags, or repeated, or on another operator', () => {
    refusesWhere({ name: { like: 'a', options: 'g' } });
    refusesWhere({ name: { like: 'a', options: 'ii' } });
    refusesWhere({ amount: { gt: 1, options: 'i' } });
  });

  it('limit 0, above maxLimit or not an integer', () => {
    refusesFilter({ limit: 0 });
    refusesFilter({ limit: 51 });
    refusesFilter({ limit: 2.5 });
    refusesFilter({ limit: '10' });
    expect(prepareFilter(PEOPLE, { limit: 50 }).limit).toBe(50);
  });

  it('skip negative or not an integer', () => {
    refusesFilter({ skip: -1 });
    refusesFilter({ skip: 1.5 });
    refusesFilter({ skip: '20' });
    expect(prepareFilter(PEOPLE, { skip: 0 }).skip).toBe(0);
  });

  it('an unknown top-level key', () => {
    refusesFilter({ fields: ['name'] });
    refusesFilter({ include: 'cards' });
    refusesFilter({ offset: 10 });
  });

  it('a bad order', () => {
    refusesFilter({ order: 'name UP' });
    refusesFilter({ order: ['name'] });
    refusesFilter({ order: ['id ASC'] });
    refusesFilter({ order: ['apellido ASC'] });
    refusesFilter({ order: [] });
    refusesFilter({ order: 5 });
    refusesFilter({ order: ['name ASC', 'amount DESC', 'at ASC', 'day ASC', 'status ASC', 'name DESC'] });
  });

  it('a filter or where that is not an object', () => {
    refusesFilter(null);
    refusesFilter([]);
    refusesFilter('where');
    refusesFilter({ where: 'status' });
    refusesFilter({ where: [] });
    refusesWhere(null);
    refusesWhere('x');
    refusesWhere([{ status: 'active' }]);
  });

  it('and / or that is not a non-empty array', () => {
    refusesWhere({ and: [] });
    refusesWhere({ or: [] });
    refusesWhere({ and: { status: 'active' } });
    refusesWhere({ or: 'x' });
    refusesWhere({ and: [null] });
    refusesWhere({ and: Array.from({ length: 21 }, () => ({ status: 'active' })) });
  });

  it('accepts what the contract documents', () => {
    expect(() =>
      prepareFilter(PEOPLE, {
        where: { status: 'active', at: { between: ['2026-11-01T06:00:00.000Z', '2026-12-01T05:59:59.999Z'] } },
        order: ['at DESC'],
        limit: 20,
        skip: 20,
      }),
    ).not.toThrow();
    expect(prepareWhere(PEOPLE, undefined)).toBeUndefined();
    expect(prepareFilter(PEOPLE).order).toEqual([{ field: 'name', direction: 'ASC' }]);
  });
});

describe('readJsonParam', () => {
  const params = (query: string) => new URLSearchParams(query);

  it('reads a JSON object', () => {
    const filter = { where: { status: 'active' }, limit: 5 };
    expect(readJsonParam(params(`filter=${encodeURIComponent(JSON.stringify(filter))}`), 'filter')).toEqual(filter);
  });

  it('is undefined when absent or empty', () => {
    expect(readJsonParam(params(''), 'filter')).toBeUndefined();
    expect(readJsonParam(params('filter='), 'filter')).toBeUndefined();
    expect(readJsonParam(params('where={}'), 'filter')).toBeUndefined();
  });

  it('refuses text that is not JSON, and JSON that is not an object', () => {
    expect(() => readJsonParam(params('filter={status:active}'), 'filter')).toThrow(FilterError);
    expect(() => readJsonParam(params('filter=[1,2]'), 'filter')).toThrow(FilterError);
    expect(() => readJsonParam(params('filter=null'), 'filter')).toThrow(FilterError);
    expect(() => readJsonParam(params('where="status"'), 'where')).toThrow(FilterError);
    expect(() => readJsonParam(params('where=7'), 'where')).toThrow(FilterError);
  });
});

describe('foldAccents', () => {
  it('takes the accents off and keeps the rest', () => {
    expect(foldAccents('José María Núñez Ü')).toBe('Jose Maria Nunez U');
    expect(foldAccents('s[oóòö]f[iíìï]')).toBe('s[oooo]f[iiii]');
  });
});

describe('matchesSearch (the q of GET /employees)', () => {
  const sofia = { firstName: 'Sofía', lastName: 'Ramírez Ortiz', email: 'sofia.ramirez@bajio.mx', rfc: 'RAOS900101AB1' };
  const jorge = { firstName: 'Jorge', lastName: 'Núñez_50%', email: 'jorge@bajio.mx', rfc: 'NUPJ850505XY2' };
  const fields = ['firstName', 'lastName', 'email', 'rfc'];
  const found = (q: string) => [sofia, jorge].filter((e) => matchesSearch(e, fields, q)).map((e) => e.firstName);

  it('finds "Sofía" from "SOFIA", "sofia" or "ORTIZ", ignoring case and accents, in any field', () => {
    expect(found('SOFIA')).toEqual(['Sofía']);
    expect(found('sofía ORTIZ')).toEqual(['Sofía']);
    expect(found('nunez')).toEqual(['Jorge']);
    expect(found('raos900101')).toEqual(['Sofía']);
    expect(found('bajio.mx')).toEqual(['Sofía', 'Jorge']);
  });

  it('every word must match; blank is no search', () => {
    expect(found('sofia jorge')).toEqual([]);
    expect(found('   ')).toEqual(['Sofía', 'Jorge']);
  });

  it('reads _ % [ . * as themselves, never as wildcards or patterns', () => {
    expect(found('_')).toEqual(['Jorge']);
    expect(found('%')).toEqual(['Jorge']);
    expect(found('_50%')).toEqual(['Jorge']);
    expect(found('[aeiou]')).toEqual([]);
    expect(found('.*')).toEqual([]);
    expect(found('s.fia')).toEqual([]);
  });
});
