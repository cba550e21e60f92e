// The one way to hold app-wide state outside React (a module-level value that screens read with
// useSyncExternalStore or subscribe to), and to tell listeners of an event. No React here:
// page-state subscribes in a layout effect, the session store is read outside React too.

/** Listeners of one kind of event; each is called with the event's value. */
export interface Listeners<T> {
  /** Adds a listener; answers its removal. */
  subscribe: (listener: (value: T) => void) => () => void;
  /** Calls every listener, in the order they subscribed. */
  notify: (value: T) => void;
}

export function createListeners<T = void>(): Listeners<T> {
  const listeners = new Set<(value: T) => void>();
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => {
        listeners.delete(listener);
      };
    },
    notify: (value) => listeners.forEach((listener) => listener(value)),
  };
}

/** A value outside React; `subscribe` and `get` are what useSyncExternalStore takes (unbound). */
export interface ExternalStore<T> {
  get: () => T;
  /**
   * Replaces the value, or derives it from the current one (so T cannot be a function). Listeners
   * are called with the new value, and only when it changed (Object.is).
   */
  set: (next: T | ((current: T) => T)) => void;
  subscribe: (listener: (value: T) => void) => () => void;
}

export function createExternalStore<T>(initial: T): ExternalStore<T> {
  let value = initial;
  const { subscribe, notify } = createListeners<T>();
  return {
    get: () => value,
    set(next) {
      const resolved = typeof next === 'function' ? (next as (current: T) => T)(value) : next;
      if (Object.is(resolved, value)) return;
      value = resolved;
      notify(value);
    },
    subscribe,
  };
}
