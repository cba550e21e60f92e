// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parseStackArgs } from './stack.mjs';

describe('parseStackArgs', () => {
  it("the app's origin, for e-mail links and the 3-D Secure return (the e2e app is not on Vite's port)", () => {
    expect(parseStackArgs(['--app-origin', 'http://127.0.0.1:4184'], {}).appOrigin).toBe('http://127.0.0.1:4184');
    expect(parseStackArgs(['--app-origin=http://127.0.0.1:4184/'], {}).appOrigin).toBe('http://127.0.0.1:4184');
    expect(() => parseStackArgs(['--app-origin', '4184'], {})).toThrow(/--app-origin/);
  });

  it('without it the dev API keeps its default; the rest still reaches the dev API', () => {
    const options = parseStackArgs(['--port', '4020', '--api-port', '4021', '--payments', '5'], {});
    expect(options).toMatchObject({ port: 4020, apiPort: 4021, payments: 5 });
    expect(options.appOrigin).toBeUndefined();
  });
});
