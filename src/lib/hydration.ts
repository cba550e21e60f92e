// Pre-rendered pages (src/prerender.tsx) are hydrated: their first render must match the HTML
// built on the server, where there is no storage, no clock of the visitor's and no script yet.
import { useSyncExternalStore } from 'react';
import { getToken, subscribeToken } from '@/lib/session/storage';

const noSubscription = () => () => {};

/** False on the server and while hydrating; true in every render after that (and in client-only renders). */
export function useIsHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}

/** The current year, with the build's year in the pre-rendered HTML (corrected right after hydration). */
export function useCurrentYear(): number {
  return useSyncExternalStore(
    noSubscription,
    () => new Date().getFullYear(),
    () => BUILD_YEAR,
  );
}

/**
 * Whether a session token is stored (a signed-in visitor): false in the pre-rendered HTML and while
 * hydrating, read right after (the first render never touches storage), then kept current on sign-in,
 * sign-out and another tab's change. It says nothing of the token's validity: /app checks that.
 */
export function useHasSessionToken(): boolean {
  return useSyncExternalStore(
    subscribeToken,
    () => getToken() !== null,
    () => false,
  );
}

const BUILD_YEAR = new Date().getFullYear();

/** What the visitor typed into a pre-rendered page's fields before its scripts ran, kept for a fresh render. */
const typedBeforeStart = { values: new Map<string, string>(), focused: null as string | null };

/**
 * A pre-rendered page opened with a query is rendered afresh, not hydrated (src/main.tsx): its
 * fields are new elements, so what was typed into the HTML's fields (by name), and which one had
 * the focus, is read here first. Kept in memory only, for the fields' first render.
 */
export function keepTypedFields(container: HTMLElement): void {
  for (const input of container.querySelectorAll<HTMLInputElement>('input[name]')) {
    if (input.value !== '') typedBeforeStart.values.set(input.name, input.value);
  }
  const active = document.activeElement;
  typedBeforeStart.focused = active instanceof HTMLInputElement && container.contains(active) ? active.name || null : null;
}

/** The value typed into the HTML's field `name` before a fresh render, once (then forgotten); and whether it had the focus. */
export function takeTypedField(name: string): { value: string; focused: boolean } {
  const value = typedBeforeStart.values.get(name) ?? '';
  typedBeforeStart.values.delete(name);
  const focused = name !== '' && typedBeforeStart.focused === name;
  if (focused) typedBeforeStart.focused = null;
  return { value, focused };
}

/** Drops whatever typed text no field took in the fresh render. */
export function forgetTypedFields(): void {
  typedBeforeStart.values.clear();
  typedBeforeStart.focused = null;
}
