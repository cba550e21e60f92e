import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, vi } from 'vitest';
import { takeReportedConflicts } from '@/lib/class-conflicts';

// Screens' toasts go straight to the toast layer (react-toastify with each type's role, folios and
// amounts kept whole), shown in the container the render helpers mount (src/test/toast-container.tsx):
// the tests see a toast at once, as they always have, and the facade that loads the layer on first use
// is tested on its own (src/lib/toast/toast.test.tsx, which imports './toast', not this mocked
// '@/lib/toast'). Typed: the layer's `toast` must fit `Toast`.
vi.mock('@/lib/toast', async (importOriginal) => {
  const facade = await importOriginal<typeof import('@/lib/toast')>();
  const layer = await import('@/lib/toast/toast-layer');
  const toast: typeof facade.toast = layer.toast;
  return { ...facade, toast };
});

// Node-environment tests (real HTTP) have no DOM to clean.
const hasDom = typeof window !== 'undefined';

// jsdom has no matchMedia: answer width queries from window.innerWidth (jsdom's 1024 unless a test
// changes it: renderApp's viewport option in src/test/render.tsx).
if (hasDom && !window.matchMedia) {
  window.matchMedia = (query: string) => {
    // Fractional widths too: QuotationDetailPage asks for (max-width: 1023.98px).
    const max = /max-width:\s*([\d.]+)px/.exec(query);
    const min = /min-width:\s*([\d.]+)px/.exec(query);
    const width = window.innerWidth;
    const matches = (!max || width <= Number(max[1])) && (!min || width >= Number(min[1]));
    return {
      matches,
      media: query,
      onchange: null,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
      dispatchEvent: () => false,
    } as MediaQueryList;
  };
}

// The one place the wait is set. findBy*/waitFor wait up to 5 s, not 1 s: a screen's lazy chunk
// (a dialog, say) is transformed on first import, which on a busy 2-core CI machine took over a
// second, and several test runs share that machine. 5 s, the larger of the two values the old
// harnesses set (4 s and 5 s): the tests that had 5 s keep it and the rest only gain room. A check
// still fails if the element never comes, just later.
if (hasDom) {
  const { configure } = await import('@testing-library/react');
  configure({ asyncUtilTimeout: 5000 });
}

// Conflicting Tailwind classes throw in development and tests (src/lib/class-names.ts); a screen's
// error boundary may swallow the throw, so a test also fails on any conflict reported while it ran.
afterEach(() => {
  const conflicts = takeReportedConflicts();
  if (conflicts.length > 0) throw new Error(conflicts.join('\n'));
});

afterEach(async () => {
  if (!hasDom) return;
  const { cleanup } = await import('@testing-library/react');
  cleanup();
  localStorage.clear();
  sessionStorage.clear();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
});

// Test files share a worker's module cache and document (isolate: false in vite.config.ts, a third
// less CPU): what a file leaves behind beyond its tests' cleanup goes with it — nodes outside the
// render containers (portals; react-aria's live announcer is only emptied), the address, timers,
// stubs and spies.
afterAll(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  // The app's own modules start afresh in the next file (module-level stores, the session); the
  // packages stay loaded, which is where the time went.
  vi.resetModules();
  if (!hasDom) return;
  // react-aria's announcer stays (its package keeps a hold on it): only what it said goes.
  for (const node of [...document.body.children]) {
    if (node instanceof HTMLElement && node.dataset.liveAnnouncer)
      node.querySelectorAll('[aria-live]').forEach((log) => log.replaceChildren());
    else node.remove();
  }
  window.history.replaceState(null, '', '/');
});
