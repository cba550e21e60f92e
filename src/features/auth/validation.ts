// Spanish checks for the sign-in and reset forms.
import { isEmpty } from '@/lib/format';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_RULE = `Al menos ${PASSWORD_MIN_LENGTH} caracteres, con una letra y un número.`;

// Pragmatic: one @, a dot in the domain, no spaces (the server is the final judge).
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export function validateEmail(value: string): string | null {
  if (isEmpty(value)) return 'Escribe tu correo electrónico.';
  if (!EMAIL.test(value.trim())) return 'Escribe un correo electrónico válido, por ejemplo nombre@empresa.mx.';
  return null;
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
