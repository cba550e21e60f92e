// App-wide UI state shared across screens: a header label, a breadcrumb
// and the full-screen loading flag (see docs/ui.md and docs/errors.md).
import { useLayoutEffect, useState } from 'react';
import { createExternalStore } from './external-store';

export interface Crumb {
  label: string;
  href?: string;
}

export interface PageState {
  headerLabel: string;
  breadcrumb: Crumb[];
  /** How many operations asked for the full-screen spinner. */
  loadingCount: number;
  /** What the latest of them is doing, for the spinner ("Procesando tu pago…"). */
  loadingLabel: string | null;
}

const INITIAL: PageState = { headerLabel: '', breadcrumb: [], loadingCount: 0, loadingLabel: null };
const store = createExternalStore(INITIAL);
// The operations holding the spinner, in the order they began, with their labels.
const holders: { label: string | null }[] = [];

function update(next: Partial<PageState>): void {
  store.set((state) => ({ ...state, ...next }));
}

export function getPageState(): PageState {
  return store.get();
}

/**
 * The shared state. Subscribed in a layout effect, not with useSyncExternalStore (which subscribes
 * after paint): when the shell mounts together with a screen, the header the screen sets in its
 * layout effect (children's run first) is picked up here before the first paint, so the heading
 * never lands a frame late and pushes the screen down. That catch-up is a setState in an effect on
 * purpose: a re-render before paint is what useLayoutEffect is for, and React skips it when nothing
 * changed since the render (page-state.test.tsx fails with useSyncExternalStore instead).
 */
export function usePageState(): PageState {
  const [current, setCurrent] = useState(getPageState);
  useLayoutEffect(() => {
    // eslint-disable-next-line react-hooks/set-state-in-effect -- the catch-up before paint described above
    setCurrent(getPageState());
    return store.subscribe(setCurrent);
  }, []);
  return current;
}

/** The document title for a screen's header label: "Métodos de pago · Cotiza", or "Cotiza". */
export function pageTitle(headerLabel: string): string {
  return headerLabel ? `${headerLabel} · Cotiza` : 'Cotiza';
}

export function setPageHeader(headerLabel: string, breadcrumb: Crumb[] = []): void {
  update({ headerLabel, breadcrumb });
}

/**
 * Each screen names itself: the shared header label, the breadcrumb and the page title. A layout
 * effect, so the shell's heading is in the same paint as the screen (no layout shift when it lands).
 */
export function usePageHeader(headerLabel: string, breadcrumb: Crumb[] = []): void {
  const key = JSON.stringify(breadcrumb);
  useLayoutEffect(() => {
    setPageHeader(headerLabel, JSON.parse(key) as Crumb[]);
    document.title = pageTitle(headerLabel);
  }, [headerLabel, key]);
}

function publishLoading(): void {
  update({ loadingCount: holders.length, loadingLabel: holders.at(-1)?.label ?? null });
}

/**
 * Sets the shared loading flag (the full-screen spinner the customer cannot dismiss) for work they
 * must wait for and must not start twice. Returns its release, which only counts once; the spinner
 * stays up until every holder has released it, so overlapping work is safe.
 */
export function beginGlobalLoading(label: string | null = null): () => void {
  const holder = { label };
  holders.push(holder);
  publishLoading();
  return () => {
    const index = holders.indexOf(holder);
    if (index === -1) return;
    holders.splice(index, 1);
    publishLoading();
  };
}

/** Holds the shared loading flag for the duration of `work`. */
export async function withGlobalLoading<T>(work: () => Promise<T>, label: string | null = null): Promise<T> {
  const release = beginGlobalLoading(label);
  try {
    return await work();
  } finally {
    release();
  }
}

export function resetPageState(): void {
  holders.length = 0;
  store.set(INITIAL);
}
