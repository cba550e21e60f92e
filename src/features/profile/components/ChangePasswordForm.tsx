import { useId } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/Button';
import { Card, CardHeader } from '@/components/ui/Card';
import { Form, FormError } from '@/components/ui/Form';
import { PasswordField } from '@/components/ui/TextField';
import { PasswordChecklist } from '@/components/forms/PasswordChecklist';
import * as FIELD_LIMITS from '@/lib/api/field-limits';
import { useForm } from '@/lib/form/use-form';
import { useChangePassword } from '../api/change-password';
import { EMPTY_PASSWORD_CHANGE, validatePasswordChange, type ChangePasswordValues } from '../account-forms';

const LIMITS = FIELD_LIMITS.ChangePasswordRequest;

/** "Cambiar contraseña": the current one, a new one that meets the rule (live checklist), and its confirmation. */
export function ChangePasswordForm() {
  const form = useForm<ChangePasswordValues>({
    initial: EMPTY_PASSWORD_CHANGE,
    validate: validatePasswordChange,
    showErrors: 'submit',
    invalidMessage: 'Revisa los campos marcados.',
  });
  const change = useChangePassword();
  const checklistId = useId();

  const send = ({ currentPassword, newPassword }: ChangePasswordValues) => {
    change.mutate(
      { body: { currentPassword, newPassword } },
      {
        onSuccess: ({ message }) => {
          toast.success(message);
          form.markSaved(EMPTY_PASSWORD_CHANGE);
        },
        // Everything typed stays; the server's messages land on their fields (a 429 says how long to wait).
        onError: (error) => form.showSaveError(error),
      },
    );
  };

  return (
    <Card>
      <CardHeader
        title="Cambiar contraseña"
        description="Al cambiarla, cerramos tu sesión en los demás dispositivos; en este sigues conectado."
      />
      <Form
        onSubmit={form.handleSubmit(send, { isBlocked: change.isPending })}
        validationBehavior="aria"
        aria-label="Cambiar contraseña"
        className="max-w-md"
      >
        <PasswordField
          {...form.textField('currentPassword')}
          label="Contraseña actual"
          autoComplete="current-password"
          maxLength={LIMITS.currentPassword.maxLength}
        />
        <div className="flex flex-col gap-3">
          <PasswordField
            {...form.textField('newPassword')}
            label="Nueva contraseña"
            autoComplete="new-password"
            maxLength={LIMITS.newPassword.maxLength}
            aria-describedby={checklistId}
          />
          <PasswordChecklist id={checklistId} password={form.values.newPassword} />
        </div>
        <PasswordField {...form.textField('confirmation')} label="Confirma la nueva contraseña" autoComplete="new-password" />
        <FormError message={form.formError} />
        <div>
          <Button type="submit" isPending={change.isPending}>
            Cambiar contraseña
          </Button>
        </div>
      </Form>
    </Card>
  );
}
