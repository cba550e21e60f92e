import { describe, expect, it } from 'vitest';
import { hydrationLoader, pageHtml } from './prerender-plugin';

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

  it('load the entry and preload its chunks after the first paint', () => {
    const calls: string[] = [];
    const appended: { rel: string; href: string; crossOrigin: string | null }[] = [];
    const frames: (() => void)[] = [];
    const timers: (() => void)[] = [];
    const run = new Function(
      'document',
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
      (callback: () => void) => frames.push(callback),
      (callback: () => void) => timers.push(callback),
      (url: string) => calls.push(url),
    );
    expect(calls).toEqual([]);
    frames.forEach((frame) => frame());
    expect(calls).toEqual([]);
    timers.forEach((timer) => timer());
    expect(calls).toEqual(['/assets/index-a.js']);
    expect(appended).toEqual([
      { rel: 'modulepreload', href: '/assets/react-b.js', crossOrigin: '' },
      { rel: 'modulepreload', href: '/assets/store-c.js', crossOrigin: '' },
    ]);
  });

  it('refuse a template without the entry script', () => {
    expect(() => hydrationLoader('<html><head></head></html>')).toThrow(/no <script type="module"/);
  });
});
