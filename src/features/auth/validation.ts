// Spanish checks for the sign-in and reset forms.
import * as FIELD_LIMITS from '@/lib/api/field-limits';
import { validateEmail as validateSharedEmail } from '@/lib/validation/contact';
import { fieldErrors, type FieldErrors } from '@/lib/validation/field-errors';

export const PASSWORD_MIN_LENGTH = FIELD_LIMITS.ResetPasswordRequest.password.minLength;
const PASSWORD_MAX_LENGTH = FIELD_LIMITS.ResetPasswordRequest.password.maxLength;
export const PASSWORD_RULE = `Al menos ${PASSWORD_MIN_LENGTH} caracteres, con una letra y un número.`;

/** The customer's own e-mail: the shared rule, worded to them ("tu correo"). */
function validateEmail(value: string): string | null {
  return validateSharedEmail(value, {
    emptyMessage: 'Escribe tu correo electrónico.',
    invalidMessage: 'Escribe un correo electrónico válido, por ejemplo nombre@empresa.mx.',
  });
}

function validateRequiredPassword(value: string): string | null {
  return value === '' ? 'Escribe tu contraseña.' : null;
}

export function validateNewPassword(value: string): string | null {
  if (value === '') return 'Escribe tu nueva contraseña.';
  if (value.length < PASSWORD_MIN_LENGTH) return `La contraseña debe tener al menos ${PASSWORD_MIN_LENGTH} caracteres.`;
  if (value.length > PASSWORD_MAX_LENGTH) return `La contraseña debe tener como máximo ${PASSWORD_MAX_LENGTH} caracteres.`;
  if (!/\p{L}/u.test(value) || !/\d/.test(value)) return 'La contraseña debe incluir al menos una letra y un número.';
  return null;
}

export function validatePasswordConfirmation(password: string, confirmation: string): string | null {
  if (confirmation === '') return 'Confirma tu nueva contraseña.';
  return confirmation === password ? null : 'Las contraseñas no coinciden.';
}

export interface SignInValues {
  email: string;
  password: string;
}

export const validateSignIn = (values: SignInValues): FieldErrors<keyof SignInValues> =>
  fieldErrors({ email: validateEmail(values.email), password: validateRequiredPassword(values.password) });

export const validateResetRequest = (values: { email: string }): FieldErrors<'email'> =>
  fieldErrors({ email: validateEmail(values.email) });

export interface NewPasswordValues {
  password: string;
  confirmation: string;
}

export const validateNewPasswordForm = (values: NewPasswordValues): FieldErrors<keyof NewPasswordValues> =>
  fieldErrors({
    password: validateNewPassword(values.password),
    confirmation: validatePasswordConfirmation(values.password, values.confirmation),
  });
