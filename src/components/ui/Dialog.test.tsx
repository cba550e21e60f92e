import { useState } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Button } from './Button';
import { Dialog, DialogTitle, Modal, PAGE_SCROLL_LOCK_ATTRIBUTE } from './Dialog';
import { Select, SelectItem } from './Select';

function Page({ nested = false }: { nested?: boolean }) {
  const [isOpen, setOpen] = useState(false);
  const [isInnerOpen, setInnerOpen] = useState(false);
  return (
    <main>
      <Button onPress={() => setOpen(true)}>Pagar</Button>
      <Modal isOpen={isOpen} onOpenChange={setOpen} isDismissable>
        <Dialog aria-label="Pago">
          <DialogTitle>Pago</DialogTitle>
          <Button onPress={() => setOpen(false)}>Cancelar</Button>
          {nested && <Button onPress={() => setInnerOpen(true)}>Agregar tarjeta</Button>}
        </Dialog>
      </Modal>
      <Modal isOpen={isInnerOpen} onOpenChange={setInnerOpen}>
        <Dialog aria-label="Tarjeta">
          <Button onPress={() => setInnerOpen(false)}>Cerrar</Button>
        </Dialog>
      </Modal>
    </main>
  );
}

describe('Modal', () => {
  it('hides and locks the page behind while open, and gives both back with focus on close', async () => {
    const user = userEvent.setup();
    const { container } = render(<Page />);
    const trigger = screen.getByRole('button', { name: 'Pagar' });
    await user.click(trigger);

    const dialog = screen.getByRole('dialog', { name: 'Pago' });
    // The focus moves in after the dialog's first paint, not in the tap's frame (it forced a layout there).
    expect(dialog).not.toContainElement(document.activeElement as HTMLElement);
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    expect(container).toHaveAttribute('aria-hidden', 'true');
    // aria-hidden, not inert: inert restyles the whole page in the tap's frame.
    expect(container).not.toHaveAttribute('inert');
    expect(document.documentElement).toHaveAttribute(PAGE_SCROLL_LOCK_ATTRIBUTE);

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(container).not.toHaveAttribute('aria-hidden');
    expect(document.documentElement).not.toHaveAttribute(PAGE_SCROLL_LOCK_ATTRIBUTE);
    // FocusScope gives focus back in the next frame.
    await waitFor(() => expect(trigger).toHaveFocus());
  });

  it('leaves the toasts heard: only the rest of the page is hidden', async () => {
    const user = userEvent.setup();
    render(
      <div data-testid="app">
        <Page />
        <div data-react-aria-top-layer="" data-testid="toasts" />
      </div>,
    );
    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    await waitFor(() => expect(screen.getByRole('dialog', { name: 'Pago' })).toContainElement(document.activeElement as HTMLElement));
    expect(screen.getByTestId('toasts')).not.toHaveAttribute('aria-hidden');
    expect(screen.getByTestId('app')).not.toHaveAttribute('aria-hidden');
    expect(screen.getByRole('main', { hidden: true })).toHaveAttribute('aria-hidden', 'true');

    await user.keyboard('{Escape}');
    expect(screen.getByRole('main')).not.toHaveAttribute('aria-hidden');
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    const dialog = screen.getByRole('dialog', { name: 'Pago' });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    for (let i = 0; i < 3; i++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('a dialog over a dialog hides the first one and leaves the page hidden and locked until the last closes', async () => {
    const user = userEvent.setup();
    const { container } = render(<Page nested />);
    await user.click(screen.getByRole('button', { name: 'Pagar' }));
    await user.click(screen.getByRole('button', { name: 'Agregar tarjeta' }));

    const outer = document.querySelector('[aria-label="Pago"]');
    expect(outer?.closest('[aria-hidden="true"]')).not.toBeNull();
    expect(screen.getByRole('dialog', { name: 'Tarjeta' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Cerrar' }));
    expect(outer?.closest('[aria-hidden="true"]')).toBeNull();
    expect(container).toHaveAttribute('aria-hidden', 'true');
    expect(document.documentElement).toHaveAttribute(PAGE_SCROLL_LOCK_ATTRIBUTE);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Agregar tarjeta' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(container).not.toHaveAttribute('aria-hidden');
    expect(document.documentElement).not.toHaveAttribute(PAGE_SCROLL_LOCK_ATTRIBUTE);
  });

  it("closed while a Select's list is open in it, gives the page back its scroll: react-aria's lock and the modal's each undo only their own", async () => {
    const user = userEvent.setup();
    function Invoice({ isOpen }: { isOpen: boolean }) {
      return (
        <Modal isOpen={isOpen} onOpenChange={() => {}}>
          <Dialog aria-label="Factura">
            <Select label="Uso del CFDI" defaultSelectedKey="G03">
              <SelectItem id="G03">G03 · Gastos en general</SelectItem>
              <SelectItem id="I04">I04 · Equipo de cómputo</SelectItem>
            </Select>
          </Dialog>
        </Modal>
      );
    }
    const { rerender } = render(<Invoice isOpen />);
    await user.click(screen.getByRole('button', { name: /Uso del CFDI/ }));
    expect(await screen.findByRole('listbox')).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute(PAGE_SCROLL_LOCK_ATTRIBUTE);
    // The server's answer closes the dialog (a request sent), the list still open.
    rerender(<Invoice isOpen={false} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(document.documentElement).not.toHaveAttribute(PAGE_SCROLL_LOCK_ATTRIBUTE);
    expect(document.documentElement.style.overflow).toBe('');
  });
});
