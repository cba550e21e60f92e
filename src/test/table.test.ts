// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { expectRows } from './table';

describe('expectRows', () => {
  it('passes when every row answers what it says', () => {
    expectRows(
      (n: number) => n * 2,
      [
        [1, 2],
        [0, 0],
      ],
    );
  });

  it('fails on a row that answers otherwise, and the failure names its input', () => {
    expect(() =>
      expectRows(
        (n: number) => n * 2,
        [
          [1, 2],
          [7, 15],
        ],
      ),
    ).toThrow(/15/);
  });

  it('tells 0 from -0 and null from undefined, as toBe does', () => {
    expect(() => expectRows((n: number) => -n, [[0, 0]])).toThrow();
    expect(() => expectRows((): string | null | undefined => undefined, [['x', null]])).toThrow();
  });
});
