import { render, screen, waitFor, within } from '@testing-library/react';
import { StrictMode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { isolate } from '@/lib/server-text';
import { isToastDemanded, toast } from './toast';
import { ToastHost } from './ToastHost';

/** A page load: fresh modules (the facade and react-toastify's store have never seen a container), its host under StrictMode. */
async function freshPageLoad() {
  vi.resetModules();
  const facade = await import('./toast');
  const { ToastHost: FreshToastHost } = await import('./ToastHost');
  render(
    <StrictMode>
      <FreshToastHost />
    </StrictMode>,
  );
  return facade;
}

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
    const facade = await freshPageLoad();

    // StrictMode mounts, unmounts and remounts the container: the toast must reach the last one.
    facade.toast.success('Cotización enviada');
    expect(await screen.findByText('Cotización enviada')).toBeInTheDocument();
  });

  it('applies updates and dismissals to toasts still waiting for the container', async () => {
    const facade = await freshPageLoad();

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

describe('what a toast says and how', () => {
  async function freshToasts() {
    vi.resetModules();
    const facade = await import('./toast');
    const { ToastHost: FreshToastHost } = await import('./ToastHost');
    render(<FreshToastHost />);
    return facade.toast;
  }
  const toastOf = async (text: string) => (await screen.findByText(text, { exact: false })).closest('.Toastify__toast');

  it('successes and news are polite (status); failures and warnings interrupt (alert)', async () => {
    const toast = await freshToasts();
    toast.success('Guardamos tus datos.');
    toast.info('Cancelaste la exportación.');
    toast.error('No pudimos guardar tus datos.');
    toast.warning('No tienes acceso a esta sección');

    expect(await toastOf('Guardamos tus datos.')).toHaveAttribute('role', 'status');
    expect(await toastOf('Cancelaste la exportación.')).toHaveAttribute('role', 'status');
    expect(await toastOf('No pudimos guardar tus datos.')).toHaveAttribute('role', 'alert');
    expect(await toastOf('No tienes acceso a esta sección')).toHaveAttribute('role', 'alert');
  });

  it('speaks Spanish: the region is «Avisos» and each toast closes with «Cerrar aviso»', async () => {
    const toast = await freshToasts();
    toast.success('Guardamos tus datos.');
    const notice = (await toastOf('Guardamos tus datos.')) as HTMLElement;
    expect(screen.getByRole('region', { name: 'Avisos' })).toContainElement(notice);
    // jsdom runs no exit animation, so the toast's removal is seen in the browser (e2e), not here.
    expect(within(notice).getByRole('button', { name: 'Cerrar aviso' })).toBeInTheDocument();
  });

  it('a toast that turns into an error becomes an alert', async () => {
    const toast = await freshToasts();
    const saving = toast.loading('Guardando…');
    expect(await toastOf('Guardando…')).toHaveAttribute('role', 'status');
    toast.update(saving, { render: 'No pudimos guardar.', type: 'error', isLoading: false });
    await waitFor(async () => expect(await toastOf('No pudimos guardar.')).toHaveAttribute('role', 'alert'));
  });

  it('never splits a folio or an amount across lines', async () => {
    const toast = await freshToasts();
    toast.success('Confirmamos tu pago de $29,147.90 de la cotización COT-2026-0152.');
    toast.info('Reembolsamos -$12,064.00 del pago COT-2026-0147-02.');

    const paid = await toastOf('Confirmamos tu pago');
    expect(paid).toHaveTextContent('Confirmamos tu pago de $29,147.90 de la cotización COT-2026-0152.');
    const whole = (toastElement: Element | null) =>
      [...(toastElement?.querySelectorAll('.unbroken') ?? [])].map((span) => span.textContent);
    expect(whole(paid)).toEqual(['$29,147.90', 'COT-2026-0152']);
    expect(whole(await toastOf('Reembolsamos'))).toEqual(['-$12,064.00', 'COT-2026-0147-02']);
  });

  it('shows each isolated piece of server text in a <bdi>, without the marks', async () => {
    const toast = await freshToasts();
    toast.success(`Eliminamos a ${isolate('ACME\u202E SA de CV')} de tus empleados (${isolate('COT-2026-0152')}).`);
    const removed = await toastOf('Eliminamos a');
    expect(removed).toHaveTextContent('Eliminamos a ACME\u202E SA de CV de tus empleados (COT-2026-0152).');
    expect(removed?.textContent).not.toMatch(/[\u2068\u2069]/);
    expect([...(removed?.querySelectorAll('bdi') ?? [])].map((bdi) => bdi.textContent)).toEqual(['ACME\u202E SA de CV', 'COT-2026-0152']);
    expect(removed?.querySelector('bdi .unbroken')).toHaveTextContent('COT-2026-0152');
  });
});
