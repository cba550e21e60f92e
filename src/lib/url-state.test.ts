import { describe, expect, it } from 'vitest';
import { MAX_PAGE, readPageParam } from './url-state';

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
});
