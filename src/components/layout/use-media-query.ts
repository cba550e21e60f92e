import { useCallback, useSyncExternalStore } from 'react';

/** Mobile is a screen width of at most 700px: the drawer replaces the side navigation (see docs/ui.md). */
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

/**
 * Wide tables (Historial de pagos, Empleados) need about 900 px of content: beside the fixed 300 px
 * side navigation that is a screen of 1280 px. Narrower screens (tablets too) get the phones' cards.
 */
const WIDE_TABLE_QUERY = '(min-width: 1280px)';

export const useFitsWideTable = () => useMediaQuery(WIDE_TABLE_QUERY);
