// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { MAX_PAGE, countPages, fromKeyword, listQuery, pageWindow, readPage, readPageParam, rowRange } from './url-state';

describe('readPageParam', () => {
  it.each([
    [null, 1],
    ['', 1],
    ['3', 3],
    ['0', 1],
    ['-2', 1],
    ['2.5', 1],
    ['1e3', 1],
    ['abc', 1],
    ['99999999999999999999', 1],
    ['999999', MAX_PAGE],
  ])('%s → %i', (raw, page) => {
    expect(readPageParam(raw)).toBe(page);
  });

  it('is what readPage finds under pagina', () => {
    expect(readPage(new URLSearchParams('pagina=4'))).toBe(4);
    expect(readPage(new URLSearchParams('page=4'))).toBe(1);
  });
});

describe('fromKeyword', () => {
  const words = { active: 'activo', inactive: 'inactivo' } as const;

  it('finds the value of a known word and nothing for anything else', () => {
    expect(fromKeyword(words, 'inactivo')).toBe('inactive');
    expect(fromKeyword(words, 'active')).toBeNull();
    expect(fromKeyword(words, 'toString')).toBeNull();
    expect(fromKeyword(words, '')).toBeNull();
    expect(fromKeyword(words, null)).toBeNull();
  });
});

describe('listQuery', () => {
  it('keeps the order given, puts the page last and leaves defaults out', () => {
    expect(listQuery({ q: 'ana lópez', estado: 'activo', orden: null }, 2).toString()).toBe('q=ana+l%C3%B3pez&estado=activo&pagina=2');
    expect(listQuery({ q: '', estado: null }, 1).toString()).toBe('');
  });
});

describe('paging', () => {
  it.each([
    [0, 1],
    [10, 1],
    [11, 2],
    [137, 14],
  ])('%i rows in pages of 10 → %i pages', (total, pages) => {
    expect(countPages(total, 10)).toBe(pages);
  });

  it('skips the rows of the pages before', () => {
    expect(pageWindow(1, 20)).toEqual({ limit: 20, skip: 0 });
    expect(pageWindow(3, 20)).toEqual({ limit: 20, skip: 40 });
  });
});

describe('rowRange', () => {
  it('numbers the rows a page shows from the list start; none for an empty page', () => {
    expect(rowRange(1, 20, 20)).toEqual({ first: 1, last: 20 });
    expect(rowRange(7, 20, 17)).toEqual({ first: 121, last: 137 });
    expect(rowRange(1, 20, 0)).toBeNull();
  });
});
