// Spanish checks for the sign-in and reset forms.
import { validateEmail as validateSharedEmail } from '@/lib/validation/contact';
import { fieldErrors, type FieldErrors } from '@/lib/validation/field-errors';

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

export interface SignInValues {
  email: string;
  password: string;
}

export const validateSignIn = (values: SignInValues): FieldErrors<keyof SignInValues> =>
  fieldErrors({ email: validateEmail(values.email), password: validateRequiredPassword(values.password) });

export const validateResetRequest = (values: { email: string }): FieldErrors<'email'> =>
  fieldErrors({ email: validateEmail(values.email) });
