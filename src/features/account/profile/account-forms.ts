// Seguridad: what the two forms hold and their checks before sending (the server judges the
// current password and whether the address is free).
import { validateNewPassword, validatePasswordConfirmation } from '@/lib/validation/password';
import { normalizeEmail, validateEmail } from '@/lib/validation/contact';
import { fieldErrors, type FieldErrors } from '@/lib/validation/field-errors';

export interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmation: string;
}

export const EMPTY_PASSWORD_CHANGE: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmation: '' };

const requireCurrentPassword = (value: string) => (value === '' ? 'Escribe tu contraseña actual.' : null);

export const validatePasswordChange = (values: ChangePasswordValues): FieldErrors<keyof ChangePasswordValues> =>
  fieldErrors({
    currentPassword: requireCurrentPassword(values.currentPassword),
    newPassword:
      validateNewPassword(values.newPassword) ??
      (values.currentPassword !== '' && values.newPassword === values.currentPassword
        ? 'La nueva contraseña debe ser distinta de la actual.'
        : null),
    confirmation: validatePasswordConfirmation(values.newPassword, values.confirmation),
  });

export interface EmailChangeValues {
  newEmail: string;
  currentPassword: string;
}

export const EMPTY_EMAIL_CHANGE: EmailChangeValues = { newEmail: '', currentPassword: '' };

/** The checks of "Cambiar correo", knowing the address the customer signs in with now. */
export const emailChangeValidator =
  (currentEmail: string) =>
  (values: EmailChangeValues): FieldErrors<keyof EmailChangeValues> =>
    fieldErrors({
      newEmail:
        validateEmail(values.newEmail, { emptyMessage: 'Escribe tu nuevo correo electrónico.' }) ??
        (normalizeEmail(values.newEmail) === normalizeEmail(currentEmail) ? 'Ese ya es tu correo de acceso.' : null),
      currentPassword: requireCurrentPassword(values.currentPassword),
    });
