import { PrivacyNoticeLink } from '@/components/legal/PrivacyNoticeLink';
import { useMemo, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { Card, CardHeader } from '@/components/ui/Card';
import { Form, FormError } from '@/components/ui/Form';
import { MailIcon } from '@/components/ui/Icons';
import { PasswordField, TextField } from '@/components/ui/TextField';
import * as FIELD_LIMITS from '@/lib/api/field-limits';
import { useForm } from '@/lib/form/use-form';
import { useCurrentUser } from '@/lib/session';
import { normalizeEmail } from '@/lib/validation/contact';
import { useRequestEmailChange } from '../api/request-email-change';
import { EMPTY_EMAIL_CHANGE, emailChangeValidator, type EmailChangeValues } from '../account-forms';

const LIMITS = FIELD_LIMITS.EmailChangeRequest;

type Step = { kind: 'closed' } | { kind: 'editing' } | { kind: 'sent'; to: string };

/**
 * "Correo de acceso": the address the customer signs in with, and "Cambiar correo", which asks for
 * the new address and the current password and e-mails a link to the new address. Nothing changes
 * until that link is opened (/confirmar-correo).
 */
export function EmailChangeForm({ openRequested = false }: { openRequested?: boolean }) {
  const { email } = useCurrentUser();
  const [step, setStep] = useState<Step>(openRequested ? { kind: 'editing' } : { kind: 'closed' });
  // "Cambiar correo" in Datos personales asks for the form (the tab was already there, hidden).
  const [seenRequest, setSeenRequest] = useState(openRequested);
  if (openRequested !== seenRequest) {
    setSeenRequest(openRequested);
    if (openRequested && step.kind !== 'editing') setStep({ kind: 'editing' });
  }
  const validate = useMemo(() => emailChangeValidator(email), [email]);
  const form = useForm<EmailChangeValues>({
    initial: EMPTY_EMAIL_CHANGE,
    validate,
    showErrors: 'submit',
    invalidMessage: 'Revisa los campos marcados.',
  });
  const request = useRequestEmailChange();

  const send = (values: EmailChangeValues) => {
    const newEmail = normalizeEmail(values.newEmail);
    request.mutate(
      { body: { newEmail, currentPassword: values.currentPassword } },
      {
        onSuccess: () => {
          form.markSaved(EMPTY_EMAIL_CHANGE);
          setStep({ kind: 'sent', to: newEmail });
        },
        // What was typed stays; a 409 without details lands on the new address.
        onError: (error) => form.showSaveError(error, 'newEmail'),
      },
    );
  };

  const cancel = () => {
    form.discard();
    setStep({ kind: 'closed' });
  };

  return (
    <Card>
      <CardHeader title="Correo de acceso" description="Con este correo inicias sesión y te enviamos los avisos de tu cuenta." />
      <div className="flex flex-col gap-5">
        <p className="flex min-w-0 items-center gap-2 text-slate-900">
          <MailIcon className="size-5 text-slate-500" />
          <bdi className="min-w-0 font-medium" data-testid="current-email">
            {email}
          </bdi>
        </p>

        {step.kind === 'sent' && (
          <div role="status" className="rounded-lg border border-brand-200 bg-brand-50 p-4 text-sm text-slate-800">
            <p className="font-semibold text-slate-900">
              Revisa tu correo: te enviamos un enlace a <bdi>{step.to}</bdi>.
            </p>
            <p className="mt-1">
              Tu correo de acceso no cambia hasta que abras ese enlace; mientras tanto sigues iniciando sesión con <bdi>{email}</bdi>. El
              enlace vence en 24 horas.
            </p>
          </div>
        )}

        {step.kind === 'editing' ? (
          <Form
            onSubmit={form.handleSubmit(send, { isBlocked: request.isPending })}
            validationBehavior="aria"
            aria-label="Cambiar correo"
            className="max-w-md"
          >
            <TextField
              {...form.textField('newEmail', { normalize: (value) => value.trim() })}
              label="Nuevo correo electrónico"
              type="email"
              autoComplete="email"
              inputProps={{ inputMode: 'email' }}
              maxLength={LIMITS.newEmail.maxLength}
              description="Te enviaremos ahí un enlace para confirmarlo."
              autoFocus
            />
            <PasswordField
              {...form.textField('currentPassword')}
              label="Contraseña actual"
              autoComplete="current-password"
              maxLength={LIMITS.currentPassword.maxLength}
            />
            <FormError message={form.formError} />
            <div className="grid grid-cols-2 gap-3 sm:flex">
              <Button variant="secondary" onPress={cancel} isDisabled={request.isPending}>
                Cancelar
              </Button>
              <Button type="submit" isPending={request.isPending}>
                Enviar enlace
              </Button>
            </div>
            <PrivacyNoticeLink full={false} />
          </Form>
        ) : (
          <div>
            <Button variant="secondary" onPress={() => setStep({ kind: 'editing' })}>
              {step.kind === 'sent' ? 'Usar otro correo' : 'Cambiar correo'}
            </Button>
          </div>
        )}
      </div>
    </Card>
  );
}
