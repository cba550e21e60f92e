// The one session module (spec section 4): the token lives under `userToken`
// in localStorage and sessionStorage, mirrored in a cookie. Nothing else
// in the app reads or writes browser storage.

export const TOKEN_KEY = 'userToken';

type Listener = (token: string | null) => void;
const listeners = new Set<Listener>();

/** Why a session ended in another tab: it signed out (or the storage was cleared), or signed in as someone. */
export type EndedElsewhere = 'signed-out' | 'switched';
const endedElsewhereListeners = new Set<(why: EndedElsewhere) => void>();

function safe<T>(read: () => T, fallback: T): T {
  try {
    return read();
  } catch {
    // Storage can throw (private mode, disabled cookies); the session then lives in memory only.
    return fallback;
  }
}

function writeCookie(token: string | null): void {
  safe(() => {
    const secure = window.location.protocol === 'https:' ? '; Secure' : '';
    document.cookie = token
      ? `${TOKEN_KEY}=${encodeURIComponent(token)}; path=/; SameSite=Lax${secure}`
      : `${TOKEN_KEY}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT; SameSite=Lax${secure}`;
  }, undefined);
}

/** The token found in either store, if any (localStorage first). */
export function readStoredToken(): string | null {
  const local = safe(() => localStorage.getItem(TOKEN_KEY), null);
  const session = safe(() => sessionStorage.getItem(TOKEN_KEY), null);
  return local || session || null;
}

let currentToken: string | null = typeof window === 'undefined' ? null : readStoredToken();

export function getToken(): string | null {
  return currentToken;
}

/** Stores the token in both stores and the cookie; null removes all three. */
export function setToken(token: string | null): void {
  const value = token && token.trim() !== '' ? token : null;
  safe(() => {
    if (value) {
      localStorage.setItem(TOKEN_KEY, value);
      sessionStorage.setItem(TOKEN_KEY, value);
    } else {
      localStorage.removeItem(TOKEN_KEY);
      sessionStorage.removeItem(TOKEN_KEY);
    }
  }, undefined);
  writeCookie(value);
  const changed = value !== currentToken;
  currentToken = value;
  if (changed) listeners.forEach((listener) => listener(value));
}

export function subscribeToken(listener: Listener): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Told when another tab ends this tab's session (the token went null here because of it). */
export function onSessionEndedElsewhere(listener: (why: EndedElsewhere) => void): () => void {
  endedElsewhereListeners.add(listener);
  return () => endedElsewhereListeners.delete(listener);
}

/**
 * One session across tabs: localStorage is shared, so another tab signing out, signing in as
 * someone else or clearing the storage shows here as a `storage` event. This tab then ends its
 * own session at once — its own copy in sessionStorage would otherwise keep the old token alive —
 * without writing to localStorage, which belongs to the tab that changed it.
 */
function followOtherTabs(event: StorageEvent): void {
  if (event.key !== TOKEN_KEY && event.key !== null) return;
  if (event.storageArea && event.storageArea !== safe(() => localStorage, null)) return;
  const shared = event.key === null ? null : event.newValue || null;
  if (currentToken === null || shared === currentToken) return;
  safe(() => sessionStorage.removeItem(TOKEN_KEY), undefined);
  currentToken = null;
  listeners.forEach((listener) => listener(null));
  const why: EndedElsewhere = shared ? 'switched' : 'signed-out';
  endedElsewhereListeners.forEach((listener) => listener(why));
}

if (typeof window !== 'undefined') window.addEventListener('storage', followOtherTabs);

/** Re-reads the stores (tests). */
export function reloadToken(): string | null {
  currentToken = readStoredToken();
  return currentToken;
}
