import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';

export interface LazyComponent<P extends object> {
  (props: P): React.JSX.Element;
  /** Starts loading the code (idempotent); for intent (hover, press start, focus) and idle time. */
  preload: () => Promise<ComponentType<P>>;
}

/**
 * A component whose code loads on demand, with `preload()` to start that early. Once loaded it
 * renders directly rather than through React.lazy, so a preloaded dialog's content is in the first
 * paint after the tap, not a Suspense fallback a frame or a chunk later (scripts/bench-inp.mjs).
 */
export function lazyComponent<P extends object>(load: () => Promise<ComponentType<P>>): LazyComponent<P> {
  let loaded: ComponentType<P> | null = null;
  let pending: Promise<ComponentType<P>> | null = null;
  const preload = () =>
    (pending ??= load().then(
      (component) => (loaded = component),
      (error: unknown) => {
        // A failed download (offline, new deploy) may be retried by the next intent.
        pending = null;
        throw error;
      },
    ));
  const Lazy = lazy(() => preload().then((component) => ({ default: component })));
  function Loaded(props: P) {
    // Chosen once per mount: switching from Lazy to the loaded component later would remount it.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  return Object.assign(Loaded, { preload });
}

/** Runs `task` when the browser is idle after the page has loaded (a timer where there is no requestIdleCallback). */
function whenIdle(task: () => void): () => void {
  let cancelIdle = () => {};
  const schedule = () => {
    if (typeof window.requestIdleCallback === 'function') {
      const handle = window.requestIdleCallback(task, { timeout: 3000 });
      cancelIdle = () => window.cancelIdleCallback(handle);
    } else {
      const handle = window.setTimeout(task, 500);
      cancelIdle = () => window.clearTimeout(handle);
    }
  };
  if (document.readyState === 'complete') schedule();
  else window.addEventListener('load', schedule, { once: true });
  return () => {
    window.removeEventListener('load', schedule);
    cancelIdle();
  };
}

/**
 * Preloads a lazy component once the screen has settled, when `enabled`: the first tap on a phone
 * (no hover to warn us) then finds the code already there. A failed preload is left to the tap.
 */
export function usePreloadWhenIdle(preload: () => Promise<unknown>, enabled = true): void {
  useEffect(() => {
    if (!enabled) return;
    return whenIdle(() => void preload().catch(() => {}));
  }, [preload, enabled]);
}

/**
 * Lazy content (a dialog, a drawer, a popover) mounted once `when` holds, with nothing in its place
 * while its code loads: the one way an overlay whose code comes on demand is put on the page.
 */
export function OnDemand({ when, children }: { when: boolean; children: ReactNode }) {
  return when ? <Suspense fallback={null}>{children}</Suspense> : null;
}
