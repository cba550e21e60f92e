// V8 compiles a function the first time it runs, so a dialog's first tap on a phone paid for
// compiling the overlay and form code it had already downloaded (idle preload): 40–60 ms of the
// first use at 4× CPU (docs/performance.md). The explicit compile hint `//# allFunctionsCalledOnLoad`
// (Chromium ≥ 136; other engines read a comment) asks V8 to compile a whole file when it loads —
// off the main thread for a streamed module — so only the chunks a dialog's tap runs get it, and
// never a chunk of a first load (the entry's static imports), whose compile would delay it.
import { relative, sep } from 'node:path';
import type { Plugin } from 'vite';
import { COMPILE_HINT } from './compile-hint.mjs';

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  name: string;
  isEntry: boolean;
  imports: string[];
  moduleIds: string[];
  code: string;
}

/** Every chunk reachable by static imports from `start` (included). */
function staticClosure(chunks: Map<string, ChunkLike>, start: Iterable<string>): Set<string> {
  const seen = new Set<string>();
  const queue = [...start];
  while (queue.length > 0) {
    const name = queue.pop() as string;
    if (seen.has(name)) continue;
    seen.add(name);
    for (const imported of chunks.get(name)?.imports ?? []) queue.push(imported);
  }
  return seen;
}

export interface CompileHintModules {
  /** Modules a dialog's first tap runs (their chunks and static imports are hinted). */
  dialogs: string[];
  /**
   * Modules of a first load besides the entry (their chunks and static imports are never hinted):
   * source paths, or `chunk:<name>` for a chunk vite.config.ts groups by hand (as check-size's budgets).
   */
  firstLoads: string[];
}

/**
 * The chunks to hint: those holding a dialog module, and their static imports, less every chunk of
 * a first load (the entries' and the first-load modules' static closures). Exported for its test.
 */
export function chunksToHint(chunks: ChunkLike[], modules: CompileHintModules, root: string): string[] {
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]));
  const toPosix = (id: string) => relative(root, id).split(sep).join('/');
  const holds = (chunk: ChunkLike, module: string) =>
    module.startsWith('chunk:') ? chunk.name === module.slice('chunk:'.length) : chunk.moduleIds.some((id) => toPosix(id) === module);
  const chunksOf = (list: string[]) => {
    const missing = list.filter((module) => !chunks.some((chunk) => holds(chunk, module)));
    if (missing.length > 0) throw new Error(`compile hints: no chunk holds ${missing.join(', ')} (renamed or moved?)`);
    return chunks.filter((chunk) => list.some((module) => holds(chunk, module))).map((chunk) => chunk.fileName);
  };
  const firstLoad = staticClosure(byName, [
    ...chunks.filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName),
    ...chunksOf(modules.firstLoads),
  ]);
  return [...staticClosure(byName, chunksOf(modules.dialogs))].filter((name) => !firstLoad.has(name)).sort();
}

/** Prepends V8's compile hint to the chunks that the given dialogs run on their first tap. */
export function compileHintsPlugin(modules: CompileHintModules): Plugin {
  let root = process.cwd();
  let serverBuild = false;
  return {
    name: 'cotiza-compile-hints',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      // The pre-render's server build (prerender-plugin) loads this config too.
      serverBuild = Boolean(config.build.ssr);
    },
    generateBundle(_options, bundle) {
      if (serverBuild) return;
      const chunks = Object.values(bundle).filter((output): output is typeof output & ChunkLike => output.type === 'chunk');
      for (const name of chunksToHint(chunks, modules, root)) {
        const chunk = bundle[name] as ChunkLike;
        chunk.code = COMPILE_HINT + chunk.code;
      }
    },
  };
}
