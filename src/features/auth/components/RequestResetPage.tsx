import { PrivacyNoticeLink } from '@/components/legal/PrivacyNoticeLink';
import { useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { usePageHeader } from '@/lib/page-state';
import { useRequestPasswordReset } from '../api/request-reset';
import { useForm } from '@/lib/form/use-form';
import { validateResetRequest } from '../validation';
import { authField, AuthEmailField, AuthForm, AuthFormError, AuthLink, AuthLinkButton, AuthSubmitButton } from './AuthControls';
import { AuthLayout, AuthMessage } from './AuthLayout';
import { describeAuthError } from './LoginPage';

export function RequestResetPage() {
  usePageHeader('Recuperar contraseña');
  const [searchParams] = useSearchParams();
  const form = useForm({
    initial: () => ({ email: searchParams.get('correo') ?? '' }),
    validate: validateResetRequest,
    showErrors: 'submit',
  });
  const { email } = form.values;
  const request = useRequestPasswordReset();

  if (request.isSuccess) {
    return (
      <AuthMessage title="Revisa tu correo" role="status">
        {/* Same words whether or not the address exists: no account enumeration. */}
        <p className="text-slate-700">
          Si <strong className="font-semibold text-slate-900">{email.trim()}</strong> está registrado en Cotiza, te enviamos un enlace para
          restablecer tu contraseña. El enlace vence en 1 hora.
        </p>
        <p className="text-sm text-slate-600">¿No llegó? Revisa tu carpeta de correo no deseado o vuelve a intentarlo en unos minutos.</p>
        <AuthLinkButton to={paths.login} variant="secondary">
          Volver a iniciar sesión
        </AuthLinkButton>
      </AuthMessage>
    );
  }

  return (
    <AuthLayout
      title="Recupera tu contraseña"
      description="Escribe el correo con el que entras a Cotiza y te enviaremos un enlace para crear una nueva contraseña."
    >
      <AuthForm
        onSubmit={form.handleSubmit((values) => request.mutate({ body: { email: values.email.trim() } }), { isBlocked: request.isPending })}
        aria-label="Recuperar contraseña"
      >
        <AuthFormError message={request.isError ? describeAuthError(request.error) : ''} />
        <AuthEmailField {...authField(form, 'email')} />
        <AuthSubmitButton isPending={request.isPending}>Enviar enlace</AuthSubmitButton>
        <PrivacyNoticeLink className="-mt-2" />
        <p className="text-center text-sm">
          <AuthLink to={paths.login}>Volver a iniciar sesión</AuthLink>
        </p>
      </AuthForm>
    </AuthLayout>
  );
}
