// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { measure, staticClosure, type Manifest } from './check-size.mjs';
import { COMPILE_HINT } from './compile-hint.mjs';

let dist = '';
afterEach(() => {
  if (dist) rmSync(dist, { recursive: true, force: true });
  dist = '';
});

/** A fake build: files of random (incompressible) bytes and a manifest. */
function fakeBuild(manifest: Manifest, sizes: Record<string, number>) {
  dist = mkdtempSync(join(tmpdir(), 'size-'));
  mkdirSync(join(dist, '.vite'), { recursive: true });
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, '.vite/manifest.json'), JSON.stringify(manifest));
  for (const [file, size] of Object.entries(sizes)) {
    writeFileSync(join(dist, file), Buffer.from(Array.from({ length: size }, () => Math.floor(Math.random() * 256))));
  }
  return dist;
}

const manifest: Manifest = {
  'index.html': {
    file: 'assets/index.js',
    isEntry: true,
    imports: ['_react.js'],
    dynamicImports: ['src/Login.tsx', 'node_modules/@sentry/react/index.js'],
    css: ['assets/index.css'],
  },
  '_react.js': { file: 'assets/react.js' },
  '_aria.js': { file: 'assets/aria.js', imports: ['_react.js'] },
  'src/Login.tsx': { file: 'assets/login.js', isDynamicEntry: true, imports: ['_aria.js', 'index.html'] },
  'src/Heavy.tsx': { file: 'assets/heavy.js', isDynamicEntry: true, imports: ['node_modules/@sentry/react/index.js'] },
  'node_modules/@sentry/react/index.js': { file: 'assets/sentry.js', isDynamicEntry: true },
};
const sizes = {
  'assets/index.js': 50_000,
  'assets/react.js': 10_000,
  'assets/aria.js': 30_000,
  'assets/login.js': 5_000,
  'assets/heavy.js': 1_000,
  'assets/sentry.js': 40_000,
  'assets/index.css': 3_000,
};

describe('check-size', () => {
  it('follows static imports only (dynamic imports load later), through cycles', () => {
    expect([...staticClosure(manifest, ['src/Login.tsx'])].sort()).toEqual(['_aria.js', '_react.js', 'index.html', 'src/Login.tsx']);
  });

  it('sums the gzip size of the entry, the route and their static imports, against the limit', () => {
    fakeBuild(manifest, sizes);
    const [landing, login] = measure(
      dist,
      [
        { route: '/', modules: [], limitKB: 100 },
        { route: '/login', modules: ['src/Login.tsx'], limitKB: 90 },
      ],
      [],
    );
    expect(landing.js).toEqual(['assets/index.js', 'assets/react.js']);
    expect(landing.css).toEqual(['assets/index.css']);
    // Random bytes do not compress: gzip adds a little to the 60 000 bytes of the two files.
    expect(landing.jsBytes).toBeGreaterThanOrEqual(60_000);
    expect(landing.jsBytes).toBeLessThan(61_000);
    expect(landing.ok).toBe(true);
    expect(login.js.sort()).toEqual(['assets/aria.js', 'assets/index.js', 'assets/login.js', 'assets/react.js']);
    expect(login.ok).toBe(false); // ~95 KB > 90 KB
  });

  it('fails a route that would load Sentry on first load, whatever its size', () => {
    fakeBuild(manifest, sizes);
    const [heavy] = measure(dist, [{ route: '/pesada', modules: ['src/Heavy.tsx'], limitKB: 1000 }], []);
    expect(heavy.forbidden).toEqual(['node_modules/@sentry/react/index.js']);
    expect(heavy.ok).toBe(false);
  });

  it('fails a route whose first load carries the compile hint (V8 would compile it whole while loading)', () => {
    fakeBuild(manifest, sizes);
    writeFileSync(join(dist, 'assets/aria.js'), `${COMPILE_HINT}export const aria = 1;\n`);
    const [landing, login] = measure(
      dist,
      [
        { route: '/', modules: [], limitKB: 1000 },
        { route: '/login', modules: ['src/Login.tsx'], limitKB: 1000 },
      ],
      [],
    );
    expect(landing.ok).toBe(true);
    expect(login.forbidden).toEqual(['assets/aria.js (con la pista de compilación)']);
    expect(login.ok).toBe(false);
  });
});
