import { act, render, renderHook, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '@/lib/api/errors';
import type { FieldErrors } from '@/lib/validation/field-errors';
import { useForm, type FormOptions, type TextFieldBinding } from './use-form';

interface Values {
  name: string;
  address: { postalCode: string };
}

const initial: Values = { name: '', address: { postalCode: '' } };

function validate(values: Values): FieldErrors<'name' | 'address.postalCode'> {
  const errors: FieldErrors<'name' | 'address.postalCode'> = {};
  if (values.name.trim() === '') errors.name = 'Escribe tu nombre.';
  if (!/^\d{5}$/.test(values.address.postalCode)) errors['address.postalCode'] = 'El código postal tiene 5 dígitos.';
  return errors;
}

const setup = (options: Partial<FormOptions<Values>> = {}) => renderHook(() => useForm<Values>({ initial, validate, ...options }));

const submitEvent = () =>
  ({ preventDefault: vi.fn(), currentTarget: document.createElement('form') }) as unknown as React.FormEvent<HTMLFormElement>;

describe('useForm', () => {
  it('shows a field’s error once the customer leaves it, and follows the typing after that', () => {
    const { result } = setup();
    expect(result.current.errorFor('name')).toBeUndefined();
    act(() => result.current.touch('name'));
    expect(result.current.errorFor('name')).toBe('Escribe tu nombre.');
    act(() => result.current.setField('name', 'Ana'));
    expect(result.current.errorFor('name')).toBeUndefined();
    act(() => result.current.setField('name', ' '));
    expect(result.current.errorFor('name')).toBe('Escribe tu nombre.');
    expect(result.current.errorFor('address.postalCode')).toBeUndefined();
  });

  it('with showErrors "submit", says nothing until the first submit attempt', () => {
    const { result } = setup({ showErrors: 'submit' });
    act(() => result.current.touch('name'));
    expect(result.current.errorFor('name')).toBeUndefined();
    act(() => result.current.handleSubmit(vi.fn())(submitEvent()));
    expect(result.current.errorFor('name')).toBe('Escribe tu nombre.');
  });

  it('with showErrors "change", says what is wrong as soon as the field changes', () => {
    const { result } = setup({ showErrors: 'change' });
    act(() => result.current.setField('address.postalCode', '039'));
    expect(result.current.errorFor('address.postalCode')).toBe('El código postal tiene 5 dígitos.');
    expect(result.current.errorFor('name')).toBeUndefined();
  });

  it('with recheck "blur", hides an error while the field is edited and checks it again on leaving', () => {
    const { result } = setup({ recheck: 'blur' });
    act(() => result.current.handleSubmit(vi.fn())(submitEvent()));
    expect(result.current.errorFor('address.postalCode')).toBe('El código postal tiene 5 dígitos.');
    act(() => result.current.setField('address.postalCode', '039'));
    expect(result.current.errorFor('address.postalCode')).toBeUndefined();
    act(() => result.current.touch('address.postalCode'));
    expect(result.current.errorFor('address.postalCode')).toBe('El código postal tiene 5 dígitos.');
  });

  it('sends the values only when they pass, and says why not otherwise', () => {
    const send = vi.fn();
    const { result } = setup({ invalidMessage: 'Revisa los campos marcados.' });
    const event = submitEvent();
    act(() => result.current.handleSubmit(send)(event));
    expect(event.preventDefault).toHaveBeenCalled();
    expect(send).not.toHaveBeenCalled();
    expect(result.current.formError).toBe('Revisa los campos marcados.');

    act(() => {
      result.current.setField('name', 'Ana');
      result.current.setField('address.postalCode', '03940');
    });
    act(() => result.current.handleSubmit(send)(submitEvent()));
    expect(send).toHaveBeenCalledWith({ name: 'Ana', address: { postalCode: '03940' } });
    expect(result.current.formError).toBeNull();
  });

  it('does nothing while blocked (nothing changed, or a save under way)', () => {
    const send = vi.fn();
    const { result } = setup();
    act(() => result.current.handleSubmit(send, { isBlocked: true })(submitEvent()));
    expect(send).not.toHaveBeenCalled();
    expect(result.current.errorFor('name')).toBeUndefined();
  });

  it('keeps a server error on its field until that field is edited', () => {
    const { result } = setup();
    act(() => result.current.showServerErrors({ name: 'Ese nombre ya existe.' }, 'Revisa los campos marcados.'));
    expect(result.current.errorFor('name')).toBe('Ese nombre ya existe.');
    expect(result.current.formError).toBe('Revisa los campos marcados.');
    act(() => result.current.setField('address.postalCode', '03940'));
    expect(result.current.errorFor('name')).toBe('Ese nombre ya existe.');
    act(() => result.current.setField('name', 'Ana María'));
    expect(result.current.errorFor('name')).toBeUndefined();
  });

  it('puts a failed save on the fields it names, and a 409 that names none on the conflict field', () => {
    const { result } = setup();
    act(() =>
      result.current.showSaveError(
        new ApiError(422, 'Datos inválidos', {
          body: { message: 'Datos inválidos', errors: [{ field: 'address.postalCode', message: 'No existe ese código postal.' }] },
        }),
      ),
    );
    expect(result.current.errorFor('address.postalCode')).toBe('No existe ese código postal.');
    expect(result.current.formError).toBe('Revisa los campos marcados.');
    act(() => result.current.showSaveError(new ApiError(409, 'Conflicto: recurso duplicado', { body: {} }), 'name'));
    expect(result.current.errorFor('name')).toBe('Conflicto: recurso duplicado');
  });

  it('makes saved values the baseline, puts a draft back, and discards back to the baseline', () => {
    const { result } = setup();
    const saved = { name: 'Ana', address: { postalCode: '03940' } };
    act(() => result.current.markSaved(saved));
    expect(result.current.saved).toEqual(saved);
    act(() => result.current.restore({ name: 'Ana Luisa', address: { postalCode: '06600' } }));
    expect(result.current.values.name).toBe('Ana Luisa');
    expect(result.current.saved).toEqual(saved);
    act(() => result.current.discard());
    expect(result.current.values).toEqual(saved);
  });

  it('lists the paths a server error may name', () => {
    const { result } = setup();
    expect(result.current.paths).toEqual(['name', 'address.postalCode']);
  });
});

/** A plain input bound the way the app's fields bind one (value, change, blur, invalid). */
function LabeledInput({ label, field }: { label: string; field: TextFieldBinding }) {
  return (
    <label>
      {label}
      <input
        name={field.name}
        value={field.value}
        onChange={(e) => field.onChange(e.target.value)}
        onBlur={field.onBlur}
        aria-invalid={field.isInvalid}
      />
    </label>
  );
}

function NameForm({ onSend }: { onSend: (values: Values) => void }) {
  const form = useForm<Values>({ initial, validate });
  const name = form.textField('name', { normalize: (value) => value.trim().replace(/\s+/g, ' ') });
  const postalCode = form.textField('address.postalCode', { sanitize: (value) => value.replace(/\D/g, '') });
  return (
    <form onSubmit={form.handleSubmit(onSend)} noValidate>
      <LabeledInput label="Nombre" field={name} />
      <LabeledInput label="Código postal" field={postalCode} />
      <button type="submit">Guardar</button>
    </form>
  );
}

describe('useForm in a form', () => {
  it('sanitizes while typing, normalizes on leaving, and focuses the first invalid field on submit', async () => {
    const user = userEvent.setup();
    const onSend = vi.fn();
    render(<NameForm onSend={onSend} />);
    await user.type(screen.getByLabelText('Código postal'), '03-940');
    expect(screen.getByLabelText('Código postal')).toHaveValue('03940');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(onSend).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Nombre')).toHaveFocus();

    await user.type(screen.getByLabelText('Nombre'), '  Ana   María ');
    await user.tab();
    expect(screen.getByLabelText('Nombre')).toHaveValue('Ana María');
    await user.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(onSend).toHaveBeenCalledWith({ name: 'Ana María', address: { postalCode: '03940' } });
  });
});
