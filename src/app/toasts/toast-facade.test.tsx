import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { isToastDemanded, toast } from './toast-facade';
import { ToastHost } from './ToastHost';

describe('toast facade', () => {
  it('loads react-toastify and mounts its container only when the first toast is asked for', async () => {
    const { container } = render(<ToastHost />);
    expect(isToastDemanded()).toBe(false);
    expect(container.querySelector('.Toastify')).toBeNull();

    const chosen = toast.success('Tarjeta guardada', { toastId: 'card-saved' });
    const generated = toast.error('No pudimos guardar la tarjeta');
    expect(chosen).toBe('card-saved');
    expect(generated).toMatch(/^toast-\d+$/);
    expect(isToastDemanded()).toBe(true);

    // Both toasts, emitted before the container existed, show once it mounts.
    expect(await screen.findByText('Tarjeta guardada')).toBeInTheDocument();
    expect(await screen.findByText('No pudimos guardar la tarjeta')).toBeInTheDocument();
    await waitFor(() => expect(toast.isActive('card-saved')).toBe(true));
    expect(container.querySelector('.Toastify')).not.toBeNull();

    // Same id: no duplicate.
    toast.success('Tarjeta guardada', { toastId: 'card-saved' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getAllByText('Tarjeta guardada')).toHaveLength(1);
  });
});
