// @vitest-environment node
import { describe, expect, it, vi } from 'vitest';
import { readAllPages } from './read-all-pages';

const rows = (from: number, n: number) => Array.from({ length: n }, (_, i) => ({ id: `r${from + i}` }));

describe('readAllPages', () => {
  it('reads the count, then pages from where the rows received end, reporting progress', async () => {
    const page = vi.fn(async ({ limit, skip }: { limit: number; skip: number }) => rows(skip, Math.max(0, Math.min(limit, 250 - skip))));
    const progress: number[] = [];
    const result = await readAllPages({ count: async () => 250, page, pageSize: 100, onProgress: ({ loaded }) => progress.push(loaded) });
    expect(result).toMatchObject({ total: 250, isComplete: true });
    expect(result.rows).toHaveLength(250);
    expect(page.mock.calls.map(([window]) => window)).toEqual([
      { limit: 100, skip: 0 },
      { limit: 100, skip: 100 },
      { limit: 100, skip: 200 },
    ]);
    expect(progress).toEqual([0, 100, 200, 250]);
  });

  it('a server that ignores skip costs two pages and ends short, not in an endless loop', async () => {
    const page = vi.fn(async () => rows(0, 100));
    const result = await readAllPages({ count: async () => 250, page, pageSize: 100 });
    expect(page).toHaveBeenCalledTimes(2);
    expect(result).toMatchObject({ total: 250, isComplete: false });
    expect(result.rows).toHaveLength(100);
  });

  it("a server's own smaller page cap: it asks on after the rows it got", async () => {
    const page = vi.fn(async ({ skip }: { limit: number; skip: number }) => rows(skip, Math.max(0, Math.min(40, 90 - skip))));
    const result = await readAllPages({ count: async () => 90, page, pageSize: 100 });
    expect(page.mock.calls.map(([window]) => window.skip)).toEqual([0, 40, 80]);
    expect(result).toMatchObject({ isComplete: true });
  });

  it('an empty page ends it short; a cancelled one ends it with the abort', async () => {
    expect(await readAllPages({ count: async () => 5, page: async () => [], pageSize: 10 })).toMatchObject({ rows: [], isComplete: false });
    const controller = new AbortController();
    const reading = readAllPages({
      count: async () => 5,
      page: async () => {
        controller.abort();
        return rows(0, 1);
      },
      pageSize: 1,
      signal: controller.signal,
    });
    await expect(reading).rejects.toThrow();
  });
});
