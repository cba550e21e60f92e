// What a customer typed in a form survives a session that expires under it (a 401 while editing):
// the session keeps the drafts of the forms that registered one, in this tab's sessionStorage and
// for that user only, and the same page offers them back after signing in again. Only forms that
// register here are kept, and none of them holds card data or passwords.
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';

const PREFIX = 'cotiza:borrador:';
/** A draft older than this is not offered any more. */
const MAX_AGE_MS = 24 * 3_600_000;

type Reader = () => unknown;
const readers = new Map<string, Reader>();

const storageKey = (userId: string, key: string) => `${PREFIX}${userId}:${key}`;

function safe<T>(run: () => T, fallback: T): T {
  try {
    return run();
  } catch {
    // Storage can be unavailable (private mode, quota): the draft is then lost, nothing breaks.
    return fallback;
  }
}

/** While a form has unsaved changes, it tells the session how to read them. */
export function keepDraftOnSessionEnd(key: string, read: Reader): () => void {
  readers.set(key, read);
  return () => {
    if (readers.get(key) === read) readers.delete(key);
  };
}

/** Called by the session when a 401 ends it: every registered form's draft is kept for this user. */
export function saveDraftsOf(userId: string, now = Date.now()): void {
  for (const [key, read] of readers) {
    const value = read();
    if (value === undefined || value === null) continue;
    safe(() => sessionStorage.setItem(storageKey(userId, key), JSON.stringify({ savedAt: now, value })), undefined);
  }
}

export function readDraft<T>(userId: string, key: string, now = Date.now()): T | null {
  const raw = safe(() => sessionStorage.getItem(storageKey(userId, key)), null);
  if (!raw) return null;
  try {
    const { savedAt, value } = JSON.parse(raw) as { savedAt: number; value: T };
    if (typeof savedAt === 'number' && now - savedAt <= MAX_AGE_MS) return value;
  } catch {
    // Not ours or corrupt: dropped below.
  }
  discardDraft(userId, key);
  return null;
}

function discardDraft(userId: string, key: string): void {
  safe(() => sessionStorage.removeItem(storageKey(userId, key)), undefined);
}

/** A deliberate sign-out leaves no draft behind (a shared computer). */
export function discardAllDrafts(): void {
  safe(() => {
    for (let index = sessionStorage.length - 1; index >= 0; index -= 1) {
      const name = sessionStorage.key(index);
      if (name?.startsWith(PREFIX)) sessionStorage.removeItem(name);
    }
  }, undefined);
}

/**
 * A form's side of it: while `isDirty`, its `values` are kept if the session expires; a draft kept
 * earlier for this user and form is offered back (`draft`), to restore or to discard.
 */
export function useSessionDraft<V>(key: string, userId: string | null, values: V, isDirty: boolean) {
  const [draft, setDraft] = useState<V | null>(() => (userId ? readDraft<V>(userId, key) : null));
  // What the session reads if it ends: the values of the last commit, set when a render commits
  // (not while rendering, which React may throw away), before the effect below registers them.
  const latest = useRef(values);
  useLayoutEffect(() => {
    latest.current = values;
  });

  useEffect(() => {
    if (!isDirty || !userId) return undefined;
    return keepDraftOnSessionEnd(key, () => latest.current);
  }, [key, isDirty, userId]);

  const dismissDraft = useCallback(() => {
    if (userId) discardDraft(userId, key);
    setDraft(null);
  }, [userId, key]);

  return { draft, dismissDraft };
}
