// Checks shared by the profile and employee forms: names, e-mail and short texts.
// Each returns the Spanish message for the field, or null when the value is fine.

import * as FIELD_LIMITS from '@/lib/api/field-limits';

// The contract gives every person's name and every e-mail the same limit (checked in contact.test.ts).
export const PERSON_NAME_MAX_LENGTH = FIELD_LIMITS.PersonalDataUpdate.firstName.maxLength;
export const EMAIL_MAX_LENGTH = FIELD_LIMITS.PersonalData.email.maxLength;

// Pragmatic: one @, a dot in the domain, no spaces (the server is the final judge).
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;
// Letters (any script, with accents), spaces, apostrophes, hyphens and dots ("Ma. de la Luz", "O'Connor").
const NAME = /^[\p{L}\p{M}][\p{L}\p{M}\s'’.-]*$/u;

/** Trims and collapses inner runs of whitespace ("  María   José " → "María José"). */
export function normalizeSpaces(value: string): string {
  return value.trim().replace(/\s+/g, ' ');
}

/** E-mail trimmed and lower-cased (addresses are compared without case). */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/**
 * The one e-mail rule of the app (forms and sign-in). The messages can be worded for who the
 * address belongs to: "tu correo" on the sign-in screens, "el correo" of a contact or employee.
 */
export function validateEmail(
  value: string,
  {
    required = true,
    emptyMessage = 'Escribe el correo electrónico.',
    invalidMessage = 'Escribe un correo válido, por ejemplo nombre@empresa.mx.',
  }: { required?: boolean; emptyMessage?: string; invalidMessage?: string } = {},
): string | null {
  const email = value.trim();
  if (email === '') return required ? emptyMessage : null;
  if (email.length > EMAIL_MAX_LENGTH) return `El correo puede tener como máximo ${EMAIL_MAX_LENGTH} caracteres.`;
  if (!EMAIL.test(email)) return invalidMessage;
  return null;
}

export function validatePersonName(
  value: string,
  label: 'nombre' | 'apellidos',
  maxLength: number = PERSON_NAME_MAX_LENGTH,
): string | null {
  const name = normalizeSpaces(value);
  if (name === '') return label === 'nombre' ? 'Escribe el nombre.' : 'Escribe los apellidos.';
  if (name.length > maxLength) return `Escribe como máximo ${maxLength} caracteres.`;
  if (!NAME.test(name)) return 'Usa solo letras, espacios, apóstrofos o guiones.';
  return null;
}

/** Free text with an upper limit, optionally required ("Escribe la calle."). */
export function validateText(
  value: string,
  { required = false, maxLength, emptyMessage }: { required?: boolean; maxLength: number; emptyMessage?: string },
): string | null {
  const text = normalizeSpaces(value);
  if (text === '') return required ? (emptyMessage ?? 'Este campo es obligatorio.') : null;
  if (text.length > maxLength) return `Escribe como máximo ${maxLength} caracteres.`;
  return null;
}
