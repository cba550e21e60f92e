// Pre-rendered pages (src/prerender.tsx) are hydrated: their first render must match the HTML
// built on the server, where there is no storage, no clock of the visitor's and no script yet.
import { useSyncExternalStore } from 'react';

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

const BUILD_YEAR = new Date().getFullYear();
