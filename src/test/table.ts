// A table of [input, expected] rows checked at once: the rows are the test's data, written once,
// and a failure shows every row whose answer differs, next to its input.
import { expect } from 'vitest';

/** Asserts `fn(input)` is `expected` (same value, Object.is for primitives) for each row. */
export function expectRows<I, O>(fn: (input: I) => O, rows: readonly (readonly [I, O])[]): void {
  expect(rows.map(([input]) => [input, fn(input)])).toStrictEqual(rows.map(([input, expected]) => [input, expected]));
}
