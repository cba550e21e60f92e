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
