import { act, renderHook } from '@testing-library/react';
import { useSyncExternalStore } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createExternalStore, createListeners } from './external-store';

describe('createListeners', () => {
  it('calls each listener with the value, in subscription order, until it unsubscribes', () => {
    const events = createListeners<string>();
    const calls: string[] = [];
    const unsubscribeFirst = events.subscribe((value) => calls.push(`first ${value}`));
    events.subscribe((value) => calls.push(`second ${value}`));
    events.notify('a');
    unsubscribeFirst();
    events.notify('b');
    expect(calls).toEqual(['first a', 'second a', 'second b']);
  });

  it('takes no value when none is declared', () => {
    const events = createListeners();
    const listener = vi.fn();
    events.subscribe(listener);
    events.notify();
    expect(listener).toHaveBeenCalledOnce();
  });

  it('unsubscribing twice is harmless', () => {
    const events = createListeners<number>();
    const listener = vi.fn();
    const unsubscribe = events.subscribe(listener);
    unsubscribe();
    unsubscribe();
    events.notify(1);
    expect(listener).not.toHaveBeenCalled();
  });
});

describe('createExternalStore', () => {
  it('starts with its initial value and answers the latest one', () => {
    const store = createExternalStore(1);
    expect(store.get()).toBe(1);
    store.set(2);
    expect(store.get()).toBe(2);
  });

  it('derives the next value from the current one', () => {
    const store = createExternalStore({ count: 1, label: 'a' });
    store.set((current) => ({ ...current, count: current.count + 1 }));
    expect(store.get()).toEqual({ count: 2, label: 'a' });
  });

  it('tells listeners the new value, only when it changed (Object.is)', () => {
    const initial = { n: 1 };
    const store = createExternalStore(initial);
    const listener = vi.fn();
    const unsubscribe = store.subscribe(listener);
    store.set(initial);
    store.set((current) => current);
    const equalButNew = { n: 1 };
    store.set(equalButNew);
    unsubscribe();
    store.set({ n: 2 });
    expect(listener.mock.calls).toEqual([[equalButNew]]);
    expect(listener.mock.calls[0]?.[0]).toBe(equalButNew);
  });

  it('treats NaN as unchanged and -0 as a change, as Object.is does', () => {
    const store = createExternalStore(Number.NaN);
    const listener = vi.fn();
    store.subscribe(listener);
    store.set(Number.NaN);
    store.set(0);
    store.set(-0);
    expect(listener.mock.calls).toEqual([[0], [-0]]);
  });

  it('is what useSyncExternalStore reads: a render follows each change', () => {
    const store = createExternalStore<string | null>(null);
    const { result } = renderHook(() => useSyncExternalStore(store.subscribe, store.get));
    expect(result.current).toBeNull();
    act(() => store.set('token'));
    expect(result.current).toBe('token');
    act(() => store.set(null));
    expect(result.current).toBeNull();
  });
});
