import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useMediaQuery } from './use-media-query';

/** A matchMedia whose lists record their listeners and can be flipped. */
function fakeMatchMedia(initial: boolean) {
  const lists = new Map<
    string,
    { list: MediaQueryList; add: ReturnType<typeof vi.fn>; remove: ReturnType<typeof vi.fn>; flip: (m: boolean) => void }
  >();
  const matchMedia = vi.fn((query: string) => {
    let entry = lists.get(query);
    if (!entry) {
      const listeners = new Set<() => void>();
      let matches = initial;
      const add = vi.fn((_type: string, listener: () => void) => listeners.add(listener));
      const remove = vi.fn((_type: string, listener: () => void) => listeners.delete(listener));
      const list = {
        get matches() {
          return matches;
        },
        media: query,
        addEventListener: add,
        removeEventListener: remove,
      } as unknown as MediaQueryList;
      entry = { list, add, remove, flip: (m) => ((matches = m), listeners.forEach((l) => l())) };
      lists.set(query, entry);
    }
    return entry.list;
  });
  return { matchMedia, lists };
}

describe('useMediaQuery', () => {
  afterEach(() => vi.restoreAllMocks());

  it('subscribes once across re-renders, and again only when the query changes', () => {
    const { matchMedia, lists } = fakeMatchMedia(false);
    vi.spyOn(window, 'matchMedia').mockImplementation(matchMedia);

    const { result, rerender, unmount } = renderHook(({ query }) => useMediaQuery(query), {
      initialProps: { query: '(max-width: 700px)' },
    });
    rerender({ query: '(max-width: 700px)' });
    rerender({ query: '(max-width: 700px)' });
    const narrow = lists.get('(max-width: 700px)')!;
    expect(narrow.add).toHaveBeenCalledTimes(1);
    expect(narrow.remove).not.toHaveBeenCalled();

    act(() => narrow.flip(true));
    expect(result.current).toBe(true);

    rerender({ query: '(min-width: 1024px)' });
    expect(narrow.remove).toHaveBeenCalledTimes(1);
    expect(lists.get('(min-width: 1024px)')!.add).toHaveBeenCalledTimes(1);

    unmount();
    expect(lists.get('(min-width: 1024px)')!.remove).toHaveBeenCalledTimes(1);
  });
});
