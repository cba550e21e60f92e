// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { runChecks } from './run-checks.mjs';

describe('runChecks', () => {
  it('keeps the order given, whatever ends first, and reports each failure', async () => {
    const delays: Record<string, number> = { slow: 30, fast: 1, broken: 5 };
    const results = await runChecks(['slow', 'fast', 'broken'], {
      parallel: 2,
      run: (name) =>
        new Promise((resolve) => setTimeout(() => resolve({ code: name === 'broken' ? 2 : 0, output: `${name} out` }), delays[name])),
    });
    expect(results.map((result) => [result.name, result.code, result.output])).toEqual([
      ['slow', 0, 'slow out'],
      ['fast', 0, 'fast out'],
      ['broken', 2, 'broken out'],
    ]);
  });

  it('never runs more than `parallel` at once', async () => {
    let running = 0;
    let most = 0;
    await runChecks(['a', 'b', 'c', 'd', 'e'], {
      parallel: 2,
      run: async () => {
        running += 1;
        most = Math.max(most, running);
        await new Promise((resolve) => setTimeout(resolve, 5));
        running -= 1;
        return { code: 0, output: '' };
      },
    });
    expect(most).toBe(2);
  });
});
