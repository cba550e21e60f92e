// Pre-renders the public first-load pages (src/prerender.tsx) into the build: after the client
// build, a server build of src/prerender.tsx renders each page into a copy of index.html
// (dist/login.html, …) that paints before any JavaScript; src/main.tsx hydrates it.
// index.html itself stays the shell every other route falls back to: #root holds only the loading status.
// `vite preview` serves them as nginx does (deploy/nginx.conf): `/` → landing.html, `/login` →
// login.html (Vite's own rule for `<path>.html`).
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Plugin, ResolvedConfig } from 'vite';

interface PrerenderModule {
  PRERENDERED_PAGES: { path: string; file: string; title: string }[];
  renderPage: (path: string) => Promise<string>;
}

const ENTRY = 'src/prerender.tsx';
const ROOT_OPENING = '<div id="root">';

/** Where index.html's #root starts and ends: it holds the loading status shown until the app renders. */
function rootElementRange(html: string): [number, number] | null {
  const start = html.indexOf(ROOT_OPENING);
  if (start < 0) return null;
  const tag = /<(\/?)div\b[^>]*>/g;
  tag.lastIndex = start;
  let depth = 0;
  for (let match = tag.exec(html); match; match = tag.exec(html)) {
    depth += match[1] ? -1 : 1;
    if (depth === 0) return [start, match.index + match[0].length];
  }
  return null;
}

const LANDING_FILE = 'landing.html';

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const ENTRY_SCRIPT = /<script type="module"(?: fetchpriority="low")? crossorigin src="([^"]+)"><\/script>\s*/;
const MODULE_PRELOAD = /<link rel="modulepreload"(?: fetchpriority="low")? crossorigin href="([^"]+)">\s*/g;

/**
 * The entry and its preloads at low priority: on `index.html` (every `/app` path) the stylesheet
 * alone paints the session status, so it goes first. At their default (high) priority, scripts
 * that happened to arrive before the first paint counted as render-blocking in Lighthouse's
 * simulation, which then put the first paint after ~160 KB of JavaScript.
 */
export function lowPriorityScripts(html: string): string {
  return html.replace(/<(script type="module"|link rel="modulepreload")(?![^>]*\bfetchpriority=)/g, '<$1 fetchpriority="low"');
}

/**
 * A pre-rendered page paints without its scripts, which only hydrate it, so it asks for them
 * after its first paint: its HTML names one small loader (`hydrate-*.js`, at low priority) in
 * place of the entry and its preloads. Listed in the HTML, the ~120 KB of JavaScript arrived
 * before the first paint whenever the host was quick, and Lighthouse's simulation (lantern)
 * then counted it as needed for that paint: first paint 1.7 s instead of 0.8 s, on one host or
 * run and not another. On a phone it shared the network with the stylesheet. index.html keeps
 * them as they are: there the scripts are what paints the screen.
 */
export function hydrationLoader(template: string): { file: string; source: string; html: (page: string) => string } {
  const entry = ENTRY_SCRIPT.exec(template)?.[1];
  if (!entry) throw new Error('index.html has no <script type="module" crossorigin src="…"> entry.');
  const preloads = [...template.matchAll(MODULE_PRELOAD)].map((match) => match[1]);
  const source = [
    '// Loads the app once the pre-rendered page has painted (scripts/prerender-plugin.ts).',
    // Once only: the paint's report and the fallback below may both come.
    `let started = false;`,
    `const load = () => { if (started) return; started = true; for (const href of ${JSON.stringify(preloads)}) { const link = document.createElement('link'); link.rel = 'modulepreload'; link.crossOrigin = ''; link.href = href; document.head.append(link); } import(${JSON.stringify(entry)}); };`,
    // After the first contentful paint as the browser reports it (its presentation, which can come
    // frames after the main thread painted); a hidden page, or a browser without paint timing, sooner.
    "const painted = () => performance.getEntriesByName('first-contentful-paint').length > 0;",
    "if (document.visibilityState === 'hidden' || painted()) load();",
    "else if (PerformanceObserver.supportedEntryTypes?.includes('paint')) { const observer = new PerformanceObserver(() => { if (painted()) { observer.disconnect(); load(); } }); observer.observe({ type: 'paint' }); }",
    'else requestAnimationFrame(() => setTimeout(load));',
    // Never wait on a report that does not come: the page must become usable regardless.
    'setTimeout(load, 3000);',
    '',
  ].join('\n');
  const file = `${dirname(entry)}/hydrate-${createHash('sha256').update(source).digest('base64url').slice(0, 8)}.js`;
  return {
    file,
    source,
    html: (page) =>
      page
        .replace(MODULE_PRELOAD, '')
        .replace(ENTRY_SCRIPT, `<script type="module" fetchpriority="low" crossorigin src="${file}"></script>\n    `),
  };
}

/** index.html with the rendered page in #root (marked with its path) and the page's title. */
export function pageHtml(template: string, page: { path: string; title: string }, markup: string): string {
  const root = rootElementRange(template);
  if (!root) throw new Error(`index.html has no ${ROOT_OPENING}…</div> to pre-render into.`);
  if (!/<title>[^<]*<\/title>/.test(template)) throw new Error('index.html has no <title>.');
  // CSP: no inline script and no style attribute may reach the HTML (style-src has no 'unsafe-inline').
  if (/<script(?![^>]*\bsrc=)/i.test(markup) || /\sstyle="/i.test(markup)) {
    throw new Error(`The pre-rendered ${page.path} has an inline script or a style attribute, which the CSP blocks.`);
  }
  const withPage = `${template.slice(0, root[0])}<div id="root" data-prerendered="${escapeHtml(page.path)}">${markup}</div>${template.slice(root[1])}`;
  return withPage.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(page.title)}</title>`);
}

export function prerenderPlugin(): Plugin {
  let config: ResolvedConfig;
  return {
    name: 'cotiza-prerender',
    apply: (_config, env) => env.command === 'build' || env.isPreview === true,
    configResolved(resolved) {
      config = resolved;
    },
    configurePreviewServer(server) {
      const landing = resolve(config.root, config.build.outDir, LANDING_FILE);
      server.middlewares.use((req, _res, next) => {
        const [path, query] = (req.url ?? '').split(/\?(.*)/s);
        if (path === '/' && existsSync(landing)) req.url = `/${LANDING_FILE}${query ? `?${query}` : ''}`;
        next();
      });
    },
    async closeBundle() {
      // The nested server build below loads this config too: it must not pre-render again.
      if (config.command !== 'build' || config.build.ssr) return;
      const outDir = resolve(config.root, config.build.outDir);
      const serverDir = resolve(config.root, '.tmp/prerender', `${process.pid}-${Date.now()}`);
      const { build } = await import('vite');
      await build({
        configFile: config.configFile,
        mode: config.mode,
        logLevel: 'warn',
        build: {
          ssr: ENTRY,
          outDir: serverDir,
          emptyOutDir: true,
          manifest: false,
          copyPublicDir: false,
          rollupOptions: { output: { entryFileNames: 'prerender.mjs' } },
        },
      });
      try {
        const server = (await import(pathToFileURL(join(serverDir, 'prerender.mjs')).href)) as PrerenderModule;
        // index.html paints the session status with the stylesheet alone: its scripts come after it.
        const template = lowPriorityScripts(await readFile(join(outDir, 'index.html'), 'utf8'));
        await writeFile(join(outDir, 'index.html'), template);
        const loader = hydrationLoader(template);
        await writeFile(join(outDir, loader.file), loader.source);
        for (const page of server.PRERENDERED_PAGES) {
          const html = loader.html(pageHtml(template, page, await server.renderPage(page.path)));
          // A nested path (/aviso-de-privacidad/simplificado) is a file in a folder, as nginx's $uri.html finds it.
          await mkdir(dirname(join(outDir, page.file)), { recursive: true });
          await writeFile(join(outDir, page.file), html);
        }
        config.logger.info(`pre-rendered ${server.PRERENDERED_PAGES.map((page) => `${page.path} → ${page.file}`).join(', ')}`);
      } finally {
        await rm(serverDir, { recursive: true, force: true });
      }
    },
  };
}
