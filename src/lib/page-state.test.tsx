import { act, cleanup, render, screen } from '@testing-library/react';
import { createRoot } from 'react-dom/client';
import {
  beginGlobalLoading,
  getPageState,
  resetPageState,
  setPageHeader,
  usePageHeader,
  usePageState,
  withGlobalLoading,
} from './page-state';

function Shell({ children }: { children: React.ReactNode }) {
  const { headerLabel, breadcrumb } = usePageState();
  return (
    <div>
      {breadcrumb.length > 0 && <nav aria-label="Ruta">{breadcrumb.map((crumb) => crumb.label).join(' / ')}</nav>}
      {headerLabel && <h1>{headerLabel}</h1>}
      {children}
    </div>
  );
}

function Screen({ label }: { label: string }) {
  usePageHeader(label, [{ label: 'Inicio', href: '/app' }]);
  return <p>Contenido</p>;
}

afterEach(() => {
  // Unmount first: resetting the state under a mounted shell re-renders it outside act().
  cleanup();
  resetPageState();
});

describe('page state', () => {
  it('puts the heading in the same paint as a screen that mounts together with the shell', async () => {
    // A real (non-act) render, as when a route's code arrives: what the DOM holds when the task
    // that first shows the screen ends (a MutationObserver runs right after it) is what is painted.
    const actEnvironment = (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT;
    (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
    const container = document.body.appendChild(document.createElement('div'));
    const root = createRoot(container);
    const headingWhenFirstShown: (string | null)[] = [];
    const observer = new MutationObserver(() => {
      if (headingWhenFirstShown.length === 0 && container.querySelector('p')) {
        headingWhenFirstShown.push(container.querySelector('h1')?.textContent ?? null);
      }
    });
    observer.observe(container, { childList: true, subtree: true });
    try {
      root.render(
        <Shell>
          <Screen label="Historial de pagos" />
        </Shell>,
      );
      await vi.waitFor(() => expect(headingWhenFirstShown).toHaveLength(1));
      expect(headingWhenFirstShown[0]).toBe('Historial de pagos');
      expect(container.querySelector('nav')).toHaveTextContent('Inicio');
      expect(document.title).toBe('Historial de pagos · Cotiza');
    } finally {
      observer.disconnect();
      root.unmount();
      container.remove();
      (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = actEnvironment;
    }
  });

  it('follows later changes and the loading count', async () => {
    render(<Shell>{null}</Shell>);
    act(() => setPageHeader('Métodos de pago'));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Métodos de pago');

    let finish!: () => void;
    let pending!: Promise<void>;
    function Loading() {
      return <output>{usePageState().loadingCount}</output>;
    }
    render(<Loading />);
    act(() => {
      pending = withGlobalLoading(() => new Promise<void>((resolve) => (finish = resolve)));
    });
    expect(screen.getByRole('status')).toHaveTextContent('1');
    await act(async () => {
      finish();
      await pending;
    });
    expect(screen.getByRole('status')).toHaveTextContent('0');
  });

  it('an overlapping pair keeps the loading flag up until both end, whatever the order; a release counts once', () => {
    const charge = beginGlobalLoading('Procesando tu pago…');
    const importing = beginGlobalLoading('Importando empleados…');
    expect(getPageState()).toMatchObject({ loadingCount: 2, loadingLabel: 'Importando empleados…' });
    importing();
    importing();
    expect(getPageState()).toMatchObject({ loadingCount: 1, loadingLabel: 'Procesando tu pago…' });
    charge();
    expect(getPageState()).toMatchObject({ loadingCount: 0, loadingLabel: null });
  });
});
