import { useId, useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/Button';
import { Callout } from '@/components/ui/Callout';
import { Card, CardHeader } from '@/components/ui/Card';
import { Form, FormError } from '@/components/ui/Form';
import { PasswordField } from '@/components/ui/TextField';
import { PasswordChecklist } from '@/components/forms/PasswordChecklist';
import * as FIELD_LIMITS from '@/lib/api/field-limits';
import { useForm } from '@/lib/form/use-form';
import { isOutcomeUnknown } from '@/lib/api/unknown-outcome';
import { fieldErrorsFrom } from '@/lib/validation/field-errors';
import { useChangePassword } from '../api/change-password';
import { EMPTY_PASSWORD_CHANGE, validatePasswordChange, type ChangePasswordValues } from '../account-forms';

const LIMITS = FIELD_LIMITS.ChangePasswordRequest;

/**
 * What the last attempt left unknown: its answer never came (no answer, a timeout, a server fault),
 * so the password may have changed; or a "wrong current password" right after that, with the same
 * passwords, which means it most likely did.
 */
type Outcome = { kind: 'unknown' | 'probably-changed'; currentPassword: string; newPassword: string };

const samePasswords = (outcome: Outcome | null, values: Pick<ChangePasswordValues, 'currentPassword' | 'newPassword'>) =>
  outcome !== null && outcome.currentPassword === values.currentPassword && outcome.newPassword === values.newPassword;

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
  const [outcome, setOutcome] = useState<Outcome | null>(null);

  const send = ({ currentPassword, newPassword }: ChangePasswordValues) => {
    const sent = { currentPassword, newPassword };
    change.mutate(
      { body: sent },
      {
        onSuccess: (answer) => {
          setOutcome(null);
          toast.success(answer?.message || 'Tu contraseña se actualizó.');
          form.markSaved(EMPTY_PASSWORD_CHANGE);
        },
        onError: (error) => {
          if (isOutcomeUnknown(error)) {
            // Neither "changed" nor "not changed" is known: say so, keep everything typed.
            setOutcome({ kind: 'unknown', ...sent });
            return;
          }
          // The same passwords again, and the current one is now refused: the earlier attempt went
          // through. Not a mistake of the customer's, and trying again would only count toward the limit.
          if (samePasswords(outcome, sent) && fieldErrorsFrom(error).currentPassword) {
            setOutcome({ kind: 'probably-changed', ...sent });
            return;
          }
          setOutcome(null);
          // Everything typed stays; the server's messages land on their fields (a 429 says how long to wait).
          form.showSaveError(error);
        },
      },
    );
  };

  // The same refused passwords are not sent again (each try counts toward the limit).
  const isRepeat = outcome?.kind === 'probably-changed' && samePasswords(outcome, form.values);

  return (
    <Card>
      <CardHeader
        title="Cambiar contraseña"
        description="Al cambiarla, cerramos tu sesión en los demás dispositivos; en este sigues conectado."
      />
      <Form
        onSubmit={form.handleSubmit(send, { isBlocked: change.isPending || isRepeat })}
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
        {outcome && <OutcomeNotice kind={outcome.kind} />}
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

/** What the customer can do when the change may have been made (never "it changed" nor "it did not"). */
function OutcomeNotice({ kind }: { kind: Outcome['kind'] }) {
  return (
    <Callout role="alert" tone="warning" contentClassName="flex flex-col gap-1">
      {kind === 'unknown' ? (
        <>
          <p className="font-semibold">No sabemos si tu contraseña cambió.</p>
          <p>
            No recibimos la respuesta del servidor, y el cambio pudo hacerse. Para saberlo, inicia sesión con la nueva contraseña (por
            ejemplo, en una ventana privada). Si no entra, tu contraseña no cambió: vuelve a intentarlo aquí.
          </p>
        </>
      ) : (
        <>
          <p className="font-semibold">Tu contraseña probablemente ya cambió.</p>
          <p>
            Lo más probable es que tu intento anterior sí llegara, aunque no recibimos su respuesta: por eso ya no se acepta la contraseña
            actual que escribiste. Inicia sesión con la nueva para comprobarlo. No lo intentes otra vez aquí: cada contraseña actual
            incorrecta cuenta para el límite de intentos.
          </p>
        </>
      )}
    </Callout>
  );
}
