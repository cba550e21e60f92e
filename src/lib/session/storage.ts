// The one session module (see docs/api-layer.md): the token lives under `userToken`
// in localStorage and sessionStorage, mirrored in a cookie. Nothing else
// in the app reads or writes browser storage.
import { createExternalStore, createListeners } from '@/lib/external-store';

export const TOKEN_KEY = 'userToken';

/** Why a session ended in another tab: it signed out (or the storage was cleared), or signed in as someone. */
export type EndedElsewhere = 'signed-out' | 'switched';
const endedElsewhere = createListeners<EndedElsewhere>();

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

const token = createExternalStore<string | null>(typeof window === 'undefined' ? null : readStoredToken());

export function getToken(): string | null {
  return token.get();
}

/** Stores the token in both stores and the cookie; null removes all three. Listeners hear only of a change. */
export function setToken(next: string | null): void {
  const value = next && next.trim() !== '' ? next : null;
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
  token.set(value);
}

export function subscribeToken(listener: (token: string | null) => void): () => void {
  return token.subscribe(listener);
}

/** Told when another tab ends this tab's session (the token went null here because of it). */
export function onSessionEndedElsewhere(listener: (why: EndedElsewhere) => void): () => void {
  return endedElsewhere.subscribe(listener);
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
  const current = token.get();
  if (current === null || shared === current) return;
  safe(() => sessionStorage.removeItem(TOKEN_KEY), undefined);
  token.set(null);
  endedElsewhere.notify(shared ? 'switched' : 'signed-out');
}

if (typeof window !== 'undefined') window.addEventListener('storage', followOtherTabs);

/** Re-reads the stores (tests). */
export function reloadToken(): string | null {
  token.set(readStoredToken());
  return token.get();
}
