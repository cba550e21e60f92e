import { useId } from 'react';
import { PasswordChecklist } from '@/components/forms/PasswordChecklist';
import { useForm, type FormApi } from '@/lib/form/use-form';
import { validateNewPasswordForm, type NewPasswordValues } from '@/lib/validation/password';
import { authField, AuthPasswordField } from './AuthControls';

/** The form behind NewPasswordFields: both empty, checked against the rule once sent. */
export function useNewPasswordForm() {
  return useForm<NewPasswordValues>({
    initial: { password: '', confirmation: '' },
    validate: validateNewPasswordForm,
    showErrors: 'submit',
  });
}

/**
 * A new password and its confirmation, with the rule stated once as a checklist that ticks as the
 * customer types: the reset's and the invitation's, one form for one rule.
 */
export function NewPasswordFields({
  form,
  label,
  confirmLabel,
}: {
  form: FormApi<NewPasswordValues>;
  label: string;
  confirmLabel: string;
}) {
  const checklistId = useId();
  return (
    <>
      <AuthPasswordField
        label={label}
        name="new-password"
        autoComplete="new-password"
        describedBy={checklistId}
        {...authField(form, 'password')}
        required
        autoFocus
      />
      <PasswordChecklist id={checklistId} password={form.values.password} />
      <AuthPasswordField
        label={confirmLabel}
        name="confirm-password"
        autoComplete="new-password"
        {...authField(form, 'confirmation')}
        required
      />
    </>
  );
}
