// App-wide UI state the spec shares across screens: a header label, a
// breadcrumb and a loading flag (spec section 2).
import { useLayoutEffect, useState } from 'react';

export interface Crumb {
  label: string;
  href?: string;
}

export interface PageState {
  headerLabel: string;
  breadcrumb: Crumb[];
  /** How many operations asked for the full-screen spinner. */
  loadingCount: number;
}

let state: PageState = { headerLabel: '', breadcrumb: [], loadingCount: 0 };
const listeners = new Set<() => void>();

function update(next: Partial<PageState>): void {
  state = { ...state, ...next };
  listeners.forEach((listener) => listener());
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function getPageState(): PageState {
  return state;
}

/**
 * The shared state. Subscribed in a layout effect, not with useSyncExternalStore (which subscribes
 * after paint): when the shell mounts together with a screen, the header the screen sets in its
 * layout effect (children's run first) is picked up here before the first paint, so the heading
 * never lands a frame late and pushes the screen down.
 */
export function usePageState(): PageState {
  const [current, setCurrent] = useState(getPageState);
  useLayoutEffect(() => {
    setCurrent(getPageState());
    return subscribe(() => setCurrent(getPageState()));
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

/** Sets the shared loading flag for the duration of `work` (counted, so overlapping work is safe). */
export async function withGlobalLoading<T>(work: () => Promise<T>): Promise<T> {
  update({ loadingCount: state.loadingCount + 1 });
  try {
    return await work();
  } finally {
    update({ loadingCount: Math.max(0, state.loadingCount - 1) });
  }
}

export function setGlobalLoading(isLoading: boolean): void {
  update({ loadingCount: isLoading ? state.loadingCount + 1 : Math.max(0, state.loadingCount - 1) });
}

export function resetPageState(): void {
  state = { headerLabel: '', breadcrumb: [], loadingCount: 0 };
  listeners.forEach((listener) => listener());
}
