import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { lazyComponent, usePreloadWhenIdle } from './lazy';

function Greeting({ name }: { name: string }) {
  return <p>Hola {name}</p>;
}

describe('lazyComponent', () => {
  it('renders through Suspense the first time, when nothing preloaded it', async () => {
    let resolve: (component: typeof Greeting) => void = () => {};
    const Lazy = lazyComponent(() => new Promise<typeof Greeting>((done) => (resolve = done)));
    render(
      <Suspense fallback={<p>Cargando…</p>}>
        <Lazy name="Ana" />
      </Suspense>,
    );
    expect(screen.getByText('Cargando…')).toBeInTheDocument();
    await act(async () => resolve(Greeting));
    expect(await screen.findByText('Hola Ana')).toBeInTheDocument();
  });

  it('once preloaded, renders in the same commit: no fallback is ever shown', async () => {
    const Lazy = lazyComponent(() => Promise.resolve(Greeting));
    await Lazy.preload();
    render(
      <Suspense fallback={<p>Cargando…</p>}>
        <Lazy name="Luis" />
      </Suspense>,
    );
    // Synchronously, without waiting for anything.
    expect(screen.getByText('Hola Luis')).toBeInTheDocument();
    expect(screen.queryByText('Cargando…')).not.toBeInTheDocument();
  });

  it('loads once however often it is preloaded, and a failed load may be tried again', async () => {
    const load = vi.fn<() => Promise<typeof Greeting>>().mockRejectedValueOnce(new Error('offline')).mockResolvedValue(Greeting);
    const Lazy = lazyComponent(load);
    await expect(Lazy.preload()).rejects.toThrow('offline');
    await Promise.all([Lazy.preload(), Lazy.preload(), Lazy.preload()]);
    expect(load).toHaveBeenCalledTimes(2);
  });
});

describe('usePreloadWhenIdle', () => {
  function Screen({ preload, enabled }: { preload: () => Promise<unknown>; enabled: boolean }) {
    usePreloadWhenIdle(preload, enabled);
    return null;
  }

  it('preloads after the page settles, only when enabled, and not after unmounting', () => {
    vi.useFakeTimers();
    try {
      const preload = vi.fn(() => Promise.resolve());
      const { rerender, unmount } = render(<Screen preload={preload} enabled={false} />);
      vi.advanceTimersByTime(5000);
      expect(preload).not.toHaveBeenCalled();

      rerender(<Screen preload={preload} enabled />);
      expect(preload).not.toHaveBeenCalled();
      vi.advanceTimersByTime(5000);
      expect(preload).toHaveBeenCalledTimes(1);

      const later = vi.fn(() => Promise.resolve());
      rerender(<Screen preload={later} enabled />);
      unmount();
      vi.advanceTimersByTime(5000);
      expect(later).not.toHaveBeenCalled();
    } finally {
      vi.useRealTimers();
    }
  });
});
