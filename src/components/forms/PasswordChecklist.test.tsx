import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PASSWORD_RULES, validateNewPassword } from '@/lib/validation/password';
import { PasswordChecklist, passwordChecklistSummary } from './PasswordChecklist';

const item = (label: string) => screen.getByText(label).closest('li');

describe('PasswordChecklist', () => {
  it('lists the three requirements, none met while empty, and announces nothing yet', () => {
    const { container } = render(<PasswordChecklist id="reglas" password="" />);
    for (const label of ['Al menos 8 caracteres', 'Al menos una letra', 'Al menos un número']) {
      expect(item(label)).toHaveAttribute('data-met', 'false');
      expect(item(label)).toHaveTextContent(`${label} (pendiente)`);
    }
    expect(container.querySelector('[aria-live="polite"]')).toHaveTextContent('');
  });

  it('ticks each requirement as it is met, in words too, and summarises politely', () => {
    // Its own region, not react-aria's announcer, which a test file before may have left in the document.
    const { container, rerender } = render(<PasswordChecklist id="reglas" password="abc" />);
    expect(item('Al menos una letra')).toHaveTextContent('(cumplido)');
    expect(item('Al menos un número')).toHaveAttribute('data-met', 'false');
    expect(container.querySelector('[aria-live="polite"]')).toHaveTextContent('La contraseña cumple 1 de 3 requisitos.');
    rerender(<PasswordChecklist id="reglas" password="abcdefg1" />);
    for (const li of screen.getAllByRole('listitem')) expect(li).toHaveAttribute('data-met', 'true');
    expect(container.querySelector('[aria-live="polite"]')).toHaveTextContent('La contraseña cumple todos los requisitos.');
  });

  it('is the same rule as validateNewPassword: all ticked exactly when it accepts (up to the maximum length)', () => {
    for (const password of ['', 'abc', 'abcdefgh', '12345678', 'abcdefg1', 'ñúñez2024', '!!!!!!!9', 'a1']) {
      const allMet = PASSWORD_RULES.every((rule) => rule.test(password));
      expect({ password, allMet }).toEqual({ password, allMet: validateNewPassword(password) === null });
    }
    expect(passwordChecklistSummary('Queretaro2026')).toBe('La contraseña cumple todos los requisitos.');
  });
});
