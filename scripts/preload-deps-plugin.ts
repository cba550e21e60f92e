// Each dynamic import carries the list of files to preload with it (Vite's `__vite__mapDeps`): the
// imported chunk's whole static closure, so also what the importing chunk itself statically loaded
// and has run already (react, the entry…). Those preloads do nothing, yet their indexes are repeated
// in every import() of a chunk and their names in its file list: the signed-in area's chunk, which
// names every screen's, paid ~570 B gzip on /app's first load (docs/performance.md). This drops them.
import type { Plugin } from 'vite';

interface OutputLike {
  type: 'chunk' | 'asset';
  imports?: string[];
}

/** The files loaded with `host`: itself and its static imports, transitively. */
export function loadedWith(bundle: Record<string, OutputLike>, host: string): Set<string> {
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const output = bundle[file];
    if (output?.type === 'chunk') (output.imports ?? []).forEach(visit);
  };
  visit(host);
  return seen;
}

/** A dynamic import's preload list, less what its host chunk has already loaded. */
export function preloadsNeeded(bundle: Record<string, OutputLike>, host: string, deps: string[]): string[] {
  const loaded = loadedWith(bundle, host);
  return deps.filter((dep) => !loaded.has(dep));
}

/**
 * Sets build.modulePreload.resolveDependencies to preloadsNeeded. The bundle is read as generated,
 * before Vite writes the preload lists (its own generateBundle); if this ever ran after, the lists
 * would only stay whole, and `npm run size` would show the bytes back.
 */
export function preloadDepsPlugin(): Plugin {
  let bundle: Record<string, OutputLike> = {};
  return {
    name: 'cotiza-preload-deps',
    apply: 'build',
    enforce: 'pre',
    config: () => ({
      build: {
        modulePreload: {
          // Only a chunk's import() lists: index.html's modulepreload tags are the entry's own imports.
          resolveDependencies: (_file, deps, { hostId, hostType }) => (hostType === 'js' ? preloadsNeeded(bundle, hostId, deps) : deps),
        },
      },
    }),
    generateBundle: {
      order: 'pre',
      handler(_options, output) {
        bundle = output;
      },
    },
  };
}
