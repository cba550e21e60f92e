import { useState } from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Avatar } from './Avatar';
import { Button } from './Button';
import { ConfirmDialog } from './Dialog';
import { Form, FormError } from './Form';
import { FullScreenSpinner } from './FullScreenSpinner';
import { Spinner } from './Spinner';
import { ErrorState } from './States';
import { Switch } from './Switch';
import { PasswordField, TextField } from './TextField';

describe('PasswordField', () => {
  it('toggles visibility with its button and keeps the typed value', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((e: React.FormEvent) => e.preventDefault());
    render(
      <Form onSubmit={onSubmit}>
        <PasswordField label="Contraseña" />
      </Form>,
    );

    const input = screen.getByLabelText('Contraseña');
    expect(input).toHaveAttribute('type', 'password');
    await user.type(input, 'S3creta!');

    const show = screen.getByRole('button', { name: 'Mostrar contraseña' });
    expect(show).toHaveAttribute('type', 'button');
    expect(show).toHaveAttribute('aria-pressed', 'false');
    await user.click(show);

    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveValue('S3creta!');
    const hide = screen.getByRole('button', { name: 'Ocultar contraseña' });
    expect(hide).toHaveAttribute('aria-pressed', 'true');
    expect(onSubmit).not.toHaveBeenCalled();

    // Keyboard: Tab reaches the toggle from the input, Space flips it back.
    await user.click(input);
    await user.tab();
    expect(hide).toHaveFocus();
    await user.keyboard(' ');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveValue('S3creta!');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('TextField', () => {
  it('shows the error message when invalid and links it via aria-describedby', () => {
    render(
      <TextField
        label="Correo electrónico"
        description="Te enviaremos la confirmación aquí."
        isInvalid
        errorMessage="Escribe un correo válido."
      />,
    );
    const input = screen.getByRole('textbox', { name: 'Correo electrónico' });
    expect(input).toHaveAttribute('aria-invalid', 'true');
    const error = screen.getByText('Escribe un correo válido.');
    expect(error.id).toBeTruthy();
    expect(input.getAttribute('aria-describedby')?.split(' ')).toContain(error.id);
    expect(input).toHaveAccessibleDescription(/Escribe un correo válido\./);
  });

  it('shows no error while valid', () => {
    render(<TextField label="Nombre" errorMessage="Obligatorio" />);
    expect(screen.queryByText('Obligatorio')).not.toBeInTheDocument();
  });
});

function ConfirmHarness({ isPending = false, onConfirm = () => {} }: { isPending?: boolean; onConfirm?: () => void }) {
  const [isOpen, setOpen] = useState(true);
  return (
    <>
      <p>{isOpen ? 'abierto' : 'cerrado'}</p>
      <ConfirmDialog
        isOpen={isOpen}
        onOpenChange={setOpen}
        title="¿Eliminar la tarjeta?"
        confirmLabel="Eliminar"
        tone="danger"
        isPending={isPending}
        onConfirm={onConfirm}
      >
        Ya no podrás usarla para pagar.
      </ConfirmDialog>
    </>
  );
}

describe('ConfirmDialog', () => {
  it('is an alertdialog that calls onConfirm', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<ConfirmHarness onConfirm={onConfirm} />);
    const dialog = screen.getByRole('alertdialog', { name: '¿Eliminar la tarjeta?' });
    expect(dialog).toHaveAccessibleDescription('Ya no podrás usarla para pagar.');
    await user.click(screen.getByRole('button', { name: 'Eliminar' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
  });

  it('closes with "Cancelar"', async () => {
    const user = userEvent.setup();
    render(<ConfirmHarness />);
    await user.click(screen.getByRole('button', { name: 'Cancelar' }));
    expect(screen.getByText('cerrado')).toBeInTheDocument();
  });

  it('cannot be cancelled while pending', async () => {
    const user = userEvent.setup();
    const onConfirm = vi.fn();
    render(<ConfirmHarness isPending onConfirm={onConfirm} />);
    const cancel = screen.getByRole('button', { name: 'Cancelar' });
    expect(cancel).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByText('abierto')).toBeInTheDocument();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Eliminar/ }));
    expect(onConfirm).not.toHaveBeenCalled();
  });
});

describe('ErrorState', () => {
  it('is an alert whose "Reintentar" calls onRetry', async () => {
    const user = userEvent.setup();
    const onRetry = vi.fn();
    render(<ErrorState message="Revisa tu conexión." onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('No pudimos cargar la información');
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });
});

describe('Avatar', () => {
  it('shows initials when there is no src', () => {
    render(<Avatar firstName="María José" lastName="Hernández Ñúñez" />);
    expect(screen.getByText('MH')).toBeInTheDocument();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
  });

  it('falls back to initials when the image fails to load', () => {
    const { container } = render(<Avatar src="https://example.test/roto.png" firstName="María José" lastName="Hernández Ñúñez" />);
    const img = container.querySelector('img');
    expect(img).not.toBeNull();
    expect(img).toHaveAttribute('alt', '');
    expect(screen.queryByText('MH')).not.toBeInTheDocument();
    fireEvent.error(img!);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByText('MH')).toBeInTheDocument();
  });

  it('is announced by name when not decorative', () => {
    render(<Avatar firstName="María José" lastName="Hernández Ñúñez" decorative={false} />);
    expect(screen.getByRole('img', { name: 'María José Hernández Ñúñez' })).toBeInTheDocument();
  });
});

describe('Switch', () => {
  it('toggles', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    render(
      <Switch onChange={onChange} description="Te avisamos cuando se emita una póliza.">
        Notificaciones por correo
      </Switch>,
    );
    const control = screen.getByRole('switch', { name: 'Notificaciones por correo' });
    expect(control).not.toBeChecked();
    expect(control).toHaveAccessibleDescription('Te avisamos cuando se emita una póliza.');
    await user.click(control);
    expect(control).toBeChecked();
    expect(onChange).toHaveBeenLastCalledWith(true);
    await user.click(screen.getByText('Notificaciones por correo'));
    expect(control).not.toBeChecked();
  });
});

describe('Button', () => {
  it('ignores presses while pending but stays focusable', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(
      <Button isPending onPress={onPress}>
        Guardar
      </Button>,
    );
    const button = screen.getByRole('button', { name: /Guardar/ });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    button.focus();
    await user.keyboard('{Enter}');
    expect(onPress).not.toHaveBeenCalled();
    expect(screen.getByRole('progressbar', { name: 'Procesando' })).toBeInTheDocument();
  });

  it('does not submit its form while pending', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn((e: React.FormEvent) => e.preventDefault());
    render(
      <Form onSubmit={onSubmit}>
        <Button type="submit" isPending>
          Pagar
        </Button>
      </Form>,
    );
    await user.click(screen.getByRole('button', { name: /Pagar/ }));
    expect(onSubmit).not.toHaveBeenCalled();
  });
});

describe('Feedback', () => {
  it('FormError renders an alert only with a message', () => {
    const { rerender } = render(<FormError message="" />);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    rerender(<FormError message="El correo o la contraseña no coinciden." />);
    expect(screen.getByRole('alert')).toHaveTextContent('El correo o la contraseña no coinciden.');
  });

  it('Spinner is a named status', () => {
    render(<Spinner />);
    expect(screen.getByRole('status', { name: 'Cargando' })).toBeInTheDocument();
  });

  it('FullScreenSpinner blocks the page and ignores Escape', async () => {
    const user = userEvent.setup();
    const onPress = vi.fn();
    render(
      <>
        <Button onPress={onPress}>Pagar</Button>
        <FullScreenSpinner label="Procesando pago" />
      </>,
    );
    const status = screen.getByRole('status', { name: 'Procesando pago' });
    expect(status).toHaveAttribute('aria-busy', 'true');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toHaveFocus();
    await user.keyboard('{Escape}');
    await user.tab();
    await user.keyboard('{Enter}');
    expect(onPress).not.toHaveBeenCalled();
    expect(screen.getByRole('status', { name: 'Procesando pago' })).toBeInTheDocument();
  });
});
