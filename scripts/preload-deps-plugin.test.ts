// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { loadedWith, preloadsNeeded } from './preload-deps-plugin';

const chunk = (imports: string[] = []) => ({ type: 'chunk' as const, imports });

// The entry with react; the area's chunk (statically: the entry and a shared button); a screen it
// imports dynamically, which needs react, the entry, the button and its own table.
const bundle = {
  'index.js': chunk(['react.js']),
  'react.js': chunk(),
  'app-routes.js': chunk(['index.js', 'Button.js']),
  'Button.js': chunk(['react.js']),
  'Screen.js': chunk(['Table.js', 'Button.js', 'index.js', 'react.js']),
  'Table.js': chunk(['react.js']),
  'index.css': { type: 'asset' as const },
};
const screenDeps = ['Table.js', 'Button.js', 'index.js', 'react.js'];

describe('preload lists', () => {
  it('a chunk loads itself and its static imports, transitively', () => {
    expect([...loadedWith(bundle, 'app-routes.js')].sort()).toEqual(['Button.js', 'app-routes.js', 'index.js', 'react.js']);
  });

  it("drops from an import()'s list what its host has loaded already, and keeps the rest", () => {
    expect(preloadsNeeded(bundle, 'app-routes.js', screenDeps)).toEqual(['Table.js']);
    expect(preloadsNeeded(bundle, 'index.js', screenDeps)).toEqual(['Table.js', 'Button.js']);
  });

  it('keeps the whole list when the host is not in the bundle (index.html, or the bundle not read)', () => {
    expect(preloadsNeeded(bundle, 'index.html', screenDeps)).toEqual(screenDeps);
    expect(preloadsNeeded({}, 'app-routes.js', screenDeps)).toEqual(screenDeps);
  });
});
