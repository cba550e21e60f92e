// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { prismStartLimitMs } from './prism.mjs';

describe('prismStartLimitMs', () => {
  it('is 30 s on an idle or normally loaded machine', () => {
    expect(prismStartLimitMs({ load: 0, cores: 2 })).toBe(30_000);
    expect(prismStartLimitMs({ load: 2, cores: 2 })).toBe(30_000);
  });

  it('grows with the load per core: 5 on 2 cores waits 75 s', () => {
    expect(prismStartLimitMs({ load: 5, cores: 2 })).toBe(75_000);
  });

  it('stops at 3 minutes, and reads no cores as one', () => {
    expect(prismStartLimitMs({ load: 64, cores: 2 })).toBe(180_000);
    expect(prismStartLimitMs({ load: 2, cores: 0 })).toBe(60_000);
  });

  it("reads this machine's load when not told", () => {
    expect(prismStartLimitMs()).toBeGreaterThanOrEqual(30_000);
  });
});
