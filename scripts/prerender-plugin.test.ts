import { describe, expect, it } from 'vitest';
import { hydrationLoader, lowPriorityScripts, pageHtml } from './prerender-plugin';

const TEMPLATE = `<!doctype html><html><head><title>Cotiza</title>
    <script type="module" crossorigin src="/assets/index-a.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/react-b.js">
    <link rel="modulepreload" crossorigin href="/assets/store-c.js">
    <link rel="stylesheet" crossorigin href="/assets/index-d.css">
</head><body><div id="root"><div role="status"><p>Obteniendo usuario...</p></div></div></body></html>`;

describe('pre-rendered pages', () => {
  const loader = hydrationLoader(TEMPLATE);
  const html = loader.html(pageHtml(TEMPLATE, { path: '/login', title: 'Iniciar sesión · Cotiza' }, '<main>Hola</main>'));

  it('name only the loader, at low priority, and keep the stylesheet', () => {
    expect(loader.file).toMatch(/^\/assets\/hydrate-[\w-]{8}\.js$/);
    expect(html).toContain(`<script type="module" fetchpriority="low" crossorigin src="${loader.file}"></script>`);
    expect(html).not.toContain('index-a.js');
    expect(html).not.toContain('modulepreload');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-d.css">');
    expect(html).toContain('<div id="root" data-prerendered="/login"><main>Hola</main></div>');
    expect(html).not.toContain('Obteniendo usuario');
  });

  /** Runs the loader's source with a fake page; `paintTiming` says whether the browser reports paints. */
  function runLoader(paintTiming: boolean) {
    const imported: string[] = [];
    const appended: { rel: string; href: string; crossOrigin: string | null }[] = [];
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const paints: string[] = [];
    const observers: (() => void)[] = [];
    class FakeObserver {
      static supportedEntryTypes = paintTiming ? ['paint', 'event'] : ['event'];
      constructor(private readonly callback: () => void) {}
      observe() {
        observers.push(() => this.callback());
      }
      disconnect() {
        observers.length = 0;
      }
    }
    const run = new Function(
      'document',
      'performance',
      'PerformanceObserver',
      'requestAnimationFrame',
      'setTimeout',
      'importModule',
      loader.source.replace('import(', 'importModule('),
    );
    run(
      {
        visibilityState: 'visible',
        createElement: () => ({ rel: '', href: '', crossOrigin: null }),
        head: { append: (link: (typeof appended)[number]) => appended.push(link) },
      },
      { getEntriesByName: (name: string) => paints.filter((paint) => paint === name) },
      FakeObserver,
      (callback: () => void) => frames.push(callback),
      (callback: () => void) => timers.push(callback),
      (url: string) => imported.push(url),
    );
    const paint = (name: string) => {
      paints.push(name);
      [...observers].forEach((notify) => notify());
    };
    return { imported, appended, frames, timers, paint };
  }

  it('load the entry and preload its chunks once the first contentful paint is reported', () => {
    const page = runLoader(true);
    page.paint('first-paint');
    expect(page.imported).toEqual([]);
    page.paint('first-contentful-paint');
    expect(page.imported).toEqual(['/assets/index-a.js']);
    expect(page.appended).toEqual([
      { rel: 'modulepreload', href: '/assets/react-b.js', crossOrigin: '' },
      { rel: 'modulepreload', href: '/assets/store-c.js', crossOrigin: '' },
    ]);
    page.paint('first-contentful-paint');
    expect(page.imported).toHaveLength(1);
  });

  it('load anyway when no paint is ever reported, and only once', () => {
    const page = runLoader(true);
    expect(page.imported).toEqual([]);
    page.timers.forEach((timer) => timer());
    expect(page.imported).toEqual(['/assets/index-a.js']);
    page.paint('first-contentful-paint');
    expect(page.imported).toHaveLength(1);
    expect(page.appended).toHaveLength(2);
  });

  it('without paint timing, load after the first frame', () => {
    const page = runLoader(false);
    expect(page.imported).toEqual([]);
    page.frames.forEach((frame) => frame());
    expect(page.imported).toEqual([]);
    page.timers.forEach((timer) => timer());
    expect(page.imported).toEqual(['/assets/index-a.js']);
  });

  it('index.html keeps its entry and preloads, at low priority', () => {
    const html = lowPriorityScripts(TEMPLATE);
    expect(html).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-a.js">');
    expect(html).toContain('<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/react-b.js">');
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-d.css">');
    expect(lowPriorityScripts(html)).toBe(html);
    // The loader reads the same entry from it.
    expect(hydrationLoader(html).source).toBe(loader.source);
  });

  it('refuse a template without the entry script', () => {
    expect(() => hydrationLoader('<html><head></head></html>')).toThrow(/no <script type="module"/);
  });
});
