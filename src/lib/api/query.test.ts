// @vitest-environment node
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { serializeQuery } from './query';

describe('serializeQuery', () => {
  it.each([
    [
      { filter: { where: { status: 'pendiente' }, limit: 20 } },
      'json',
      'filter=%7B%22where%22%3A%7B%22status%22%3A%22pendiente%22%7D%2C%22limit%22%3A20%7D',
    ],
    [{ page: 2, q: 'María', empty: undefined, none: null }, 'json', 'page=2&q=Mar%C3%ADa'],
    [undefined, 'json', ''],
  ] as const)('%j (%s) → %s', (query, _encoding, expected) => {
    expect(serializeQuery(query as Record<string, unknown> | undefined)).toBe(expected);
  });

  it('the JSON form round-trips any filter', () => {
    const filter = fc.record({
      where: fc.dictionary(fc.string({ minLength: 1 }), fc.oneof(fc.string(), fc.integer(), fc.boolean())),
      limit: fc.nat(),
      skip: fc.nat(),
    });
    fc.assert(
      fc.property(filter, (f) => {
        const params = new URLSearchParams(serializeQuery({ filter: f }));
        expect(JSON.parse(params.get('filter')!)).toEqual(f);
      }),
    );
  });
});
