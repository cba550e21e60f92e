import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, normalizeResponse } from '@/lib/api/errors';
import { ErrorState } from './States';

/** A 429 as the client makes it, with the server's `Retry-After`. */
const tooManyRequests = (retryAfter: string | null) =>
  normalizeResponse(
    429,
    { message: 'Demasiadas solicitudes' },
    { get: (name) => (name === 'Retry-After' ? retryAfter : null) },
  ) as ApiError;

const retryButton = () => screen.getByRole('button', { name: /^Reintentar/ });

describe('ErrorState after a 429 (the server asked to wait)', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date', 'setInterval', 'clearInterval'] });
    vi.setSystemTime(new Date('2026-11-22T18:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it('"Reintentar" is disabled and counts down the Retry-After, then is enabled and says so once', () => {
    const onRetry = vi.fn();
    render(<ErrorState message="Espera 30 segundos." error={tooManyRequests('30')} onRetry={onRetry} />);
    expect(retryButton()).toHaveAccessibleName('Reintentar en 30 s');
    expect(retryButton()).toBeDisabled();
    fireEvent.click(retryButton());
    expect(onRetry).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('');

    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(retryButton()).toHaveAccessibleName('Reintentar en 27 s');
    act(() => {
      vi.advanceTimersByTime(26_000);
    });
    expect(retryButton()).toHaveAccessibleName('Reintentar en 1 s');
    expect(retryButton()).toBeDisabled();

    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(retryButton()).toHaveAccessibleName('Reintentar');
    expect(retryButton()).toBeEnabled();
    expect(screen.getByRole('status')).toHaveTextContent('Ya puedes reintentar.');
    fireEvent.click(retryButton());
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('a new 429 on the retry starts its own countdown', () => {
    const first = tooManyRequests('5');
    const { rerender } = render(<ErrorState message="Espera." error={first} onRetry={vi.fn()} />);
    act(() => {
      vi.advanceTimersByTime(5000);
    });
    expect(retryButton()).toBeEnabled();

    rerender(<ErrorState message="Espera." error={tooManyRequests('20')} onRetry={vi.fn()} />);
    expect(retryButton()).toHaveAccessibleName('Reintentar en 20 s');
    expect(retryButton()).toBeDisabled();
  });

  it('without a wait (no readable Retry-After, or another failure) "Reintentar" is there at once', () => {
    const { rerender } = render(<ErrorState message="Espera unos minutos." error={tooManyRequests(null)} onRetry={vi.fn()} />);
    expect(retryButton()).toHaveAccessibleName('Reintentar');
    expect(retryButton()).toBeEnabled();
    rerender(<ErrorState message="Error 500" error={new ApiError(500, 'Error 500')} onRetry={vi.fn()} />);
    expect(retryButton()).toBeEnabled();
  });
});
