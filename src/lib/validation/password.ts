// The new-password rule of the contract (ResetPasswordRequest, ChangePasswordRequest): 8 to 128
// characters, at least one letter and one number. The reset screen and Seguridad check it, and
// PasswordChecklist shows it requirement by requirement.
import * as FIELD_LIMITS from '@/lib/api/field-limits';
import { fieldErrors, type FieldErrors } from './field-errors';

export const PASSWORD_MIN_LENGTH = FIELD_LIMITS.ResetPasswordRequest.password.minLength;
const PASSWORD_MAX_LENGTH = FIELD_LIMITS.ResetPasswordRequest.password.maxLength;

export interface PasswordRule {
  id: 'length' | 'letter' | 'number';
  /** What the checklist says (PasswordChecklist). */
  label: string;
  test: (value: string) => boolean;
}

/** The new-password rule, one requirement at a time: validateNewPassword and the live checklist both read it. */
export const PASSWORD_RULES: readonly PasswordRule[] = [
  { id: 'length', label: `Al menos ${PASSWORD_MIN_LENGTH} caracteres`, test: (value) => value.length >= PASSWORD_MIN_LENGTH },
  { id: 'letter', label: 'Al menos una letra', test: (value) => /\p{L}/u.test(value) },
  { id: 'number', label: 'Al menos un número', test: (value) => /\d/.test(value) },
];

const meets = (id: PasswordRule['id'], value: string) => PASSWORD_RULES.find((rule) => rule.id === id)?.test(value) ?? false;

export function validateNewPassword(value: string): string | null {
  if (value === '') return 'Escribe tu nueva contraseña.';
  if (!meets('length', value)) return `La contraseña debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres.`;
  if (value.length > PASSWORD_MAX_LENGTH) return `La contraseña debe tener como máximo ${PASSWORD_MAX_LENGTH} caracteres.`;
  if (!meets('letter', value) || !meets('number', value)) return 'La contraseña debe incluir al menos una letra y un número.';
  return null;
}

export function validatePasswordConfirmation(password: string, confirmation: string): string | null {
  if (confirmation === '') return 'Confirma tu nueva contraseña.';
  return confirmation === password ? null : 'Las contraseñas no coinciden.';
}

/** The reset screen's new password and its confirmation. */
export interface NewPasswordValues {
  password: string;
  confirmation: string;
}

export const validateNewPasswordForm = (values: NewPasswordValues): FieldErrors<keyof NewPasswordValues> =>
  fieldErrors({
    password: validateNewPassword(values.password),
    confirmation: validatePasswordConfirmation(values.password, values.confirmation),
  });
