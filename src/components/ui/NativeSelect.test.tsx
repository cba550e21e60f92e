import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { NativeSelect } from './NativeSelect';

const OPTIONS = [
  { id: 'todos', label: 'Todos' },
  { id: 'pagado', label: 'Pagado' },
  { id: 'fallido', label: 'Fallido' },
];

/** A screen that applies a choice later (as a navigation does), and can clear it. */
function Filters() {
  const [value, setValue] = useState('todos');
  const [pending, setPending] = useState<string | null>(null);
  return (
    <>
      <NativeSelect label="Estado" options={OPTIONS} value={value} onChange={setPending} />
      <p>Filtro aplicado: {value}</p>
      <button type="button" onClick={() => pending && setValue(pending)}>
        Aplicar
      </button>
      <button type="button" onClick={() => setValue('todos')}>
        Limpiar filtros
      </button>
    </>
  );
}

describe('NativeSelect', () => {
  it('shows the choice at once, before the screen has applied it', async () => {
    render(<Filters />);
    const select = screen.getByLabelText<HTMLSelectElement>('Estado');
    await userEvent.selectOptions(select, 'Pagado');
    // A controlled select would snap back to «Todos» until the screen applies the choice.
    expect(select.value).toBe('pagado');
    expect(screen.getByText('Filtro aplicado: todos')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    expect(screen.getByText('Filtro aplicado: pagado')).toBeInTheDocument();
    expect(select.value).toBe('pagado');
  });

  it('follows the value again once the screen changes it, to the value it had before too', async () => {
    render(<Filters />);
    const select = screen.getByLabelText<HTMLSelectElement>('Estado');
    await userEvent.selectOptions(select, 'Pagado');
    await userEvent.click(screen.getByRole('button', { name: 'Aplicar' }));
    await userEvent.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    expect(select.value).toBe('todos');

    await userEvent.selectOptions(select, 'Fallido');
    expect(select.value).toBe('fallido');
    await act(async () => screen.getByRole('button', { name: 'Aplicar' }).click());
    await userEvent.click(screen.getByRole('button', { name: 'Limpiar filtros' }));
    expect(select.value).toBe('todos');
  });
});
