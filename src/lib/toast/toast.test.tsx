import { render, screen, waitFor } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { isToastDemanded, toast } from './toast';
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

  it('shows the first toast of a page load under StrictMode', async () => {
    // A page load: the facade and react-toastify's store have never seen a container.
    vi.resetModules();
    const facade = await import('./toast');
    const { ToastHost: FreshToastHost } = await import('./ToastHost');
    render(
      <StrictMode>
        <FreshToastHost />
      </StrictMode>,
    );

    // StrictMode mounts, unmounts and remounts the container: the toast must reach the last one.
    facade.toast.success('Cotización enviada');
    expect(await screen.findByText('Cotización enviada')).toBeInTheDocument();
  });

  it('applies updates and dismissals to toasts still waiting for the container', async () => {
    vi.resetModules();
    const facade = await import('./toast');
    const { ToastHost: FreshToastHost } = await import('./ToastHost');
    render(
      <StrictMode>
        <FreshToastHost />
      </StrictMode>,
    );

    const saving = facade.toast.loading('Guardando...');
    const dropped = facade.toast.info('No debería verse');
    expect(facade.toast.isActive(saving)).toBe(true);
    facade.toast.update(saving, { render: 'Guardado', type: 'success', isLoading: false });
    facade.toast.dismiss(dropped);
    expect(facade.toast.isActive(dropped)).toBe(false);

    expect(await screen.findByText('Guardado')).toBeInTheDocument();
    expect(screen.queryByText('Guardando...')).toBeNull();
    expect(screen.queryByText('No debería verse')).toBeNull();
  });
});
