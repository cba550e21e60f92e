// Spanish checks for the sign-in and reset forms.
import { validateEmail as validateSharedEmail } from '@/lib/validation/contact';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_RULE = `Al menos ${PASSWORD_MIN_LENGTH} caracteres, con una letra y un número.`;

/** The customer's own e-mail: the shared rule, worded to them ("tu correo"). */
export function validateEmail(value: string): string | null {
  return validateSharedEmail(value, {
    emptyMessage: 'Escribe tu correo electrónico.',
    invalidMessage: 'Escribe un correo electrónico válido, por ejemplo nombre@empresa.mx.',
  });
}

export function validateRequiredPassword(value: string): string | null {
  return value === '' ? 'Escribe tu contraseña.' : null;
}

export function validateNewPassword(value: string): string | null {
  if (value === '') return 'Escribe tu nueva contraseña.';
  if (value.length < PASSWORD_MIN_LENGTH) return `La contraseña debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres.`;
  if (value.length > 128) return 'La contraseña debe tener como máximo 128 caracteres.';
  if (!/\p{L}/u.test(value) || !/\d/.test(value)) return 'La contraseña debe incluir al menos una letra y un número.';
  return null;
}

export function validatePasswordConfirmation(password: string, confirmation: string): string | null {
  if (confirmation === '') return 'Confirma tu nueva contraseña.';
  return confirmation === password ? null : 'Las contraseñas no coinciden.';
}
