import { useCallback, useSyncExternalStore } from 'react';

/** Mobile is a screen width of at most 700px (spec section 2). */
const MOBILE_QUERY = '(max-width: 700px)';

export function useMediaQuery(query: string): boolean {
  // One subscription per query: useSyncExternalStore re-subscribes whenever `subscribe` is a new
  // function, so an inline one would remove and add the listener on every render.
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => window.matchMedia(query).matches,
    () => false,
  );
}

export const useIsMobile = () => useMediaQuery(MOBILE_QUERY);
