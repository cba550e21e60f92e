import { PrivacyNoticeLink } from '@/components/legal/PrivacyNoticeLink';
import { useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { paths } from '@/config/paths';
import { errorMessage, hasStatus, isApiError, isNotFound } from '@/lib/api';
import { usePageHeader } from '@/lib/page-state';
import { useResetPassword } from '../api/reset-password';
import { useLinkToken } from '../link-token';
import { NewPasswordFields, useNewPasswordForm } from './NewPasswordFields';
import type { NewPasswordValues } from '@/lib/validation/password';
import { AuthForm, AuthFormError, AuthLink, AuthLinkButton, AuthSubmitButton } from './AuthControls';
import { AuthLayout, AuthMessage } from './AuthLayout';
import { asSentence, describeAuthError } from './LoginPage';

export const RESET_SUCCESS_MESSAGE = 'Tu contraseña se actualizó. Ya puedes iniciar sesión.';

/** Why the reset failed, when the link itself is not to blame: the spec's message, and that nothing changed. */
function describeResetFailure(error: unknown): string {
  const detail = isApiError(error) && error.kind === 'auth-exception' ? describeAuthError(error) : errorMessage(error);
  return `Tu contraseña no se cambió. ${detail}`;
}

export function ResetPasswordPage() {
  usePageHeader('Restablecer contraseña');
  const token = useLinkToken();
  const navigate = useNavigate();
  const reset = useResetPassword();
  const form = useNewPasswordForm();

  // Only a real 400 or 404 from the server means the link is bad or expired: offer a new one
  // instead of a dead end. Anything else (a 503, no answer) says nothing about the link.
  const tokenRejected = hasStatus(reset.error, 400) || isNotFound(reset.error);

  if (!token || tokenRejected) {
    return (
      <AuthMessage title="El enlace no es válido" role="alert">
        <p className="text-slate-700">
          {tokenRejected && reset.error
            ? asSentence(reset.error.message)
            : 'El enlace para restablecer tu contraseña está incompleto o ya no es válido.'}{' '}
          Los enlaces vencen después de un tiempo y solo pueden usarse una vez.
        </p>
        <AuthLinkButton to={paths.requestReset}>Solicitar un enlace nuevo</AuthLinkButton>
        <p className="text-center text-sm">
          <AuthLink to={paths.login}>Volver a iniciar sesión</AuthLink>
        </p>
      </AuthMessage>
    );
  }

  const resetTo = ({ password }: NewPasswordValues) => {
    reset.mutate(
      { body: { token, password } },
      {
        onSuccess: () => {
          toast.success(RESET_SUCCESS_MESSAGE);
          void navigate(paths.login, { replace: true });
        },
      },
    );
  };

  return (
    <AuthLayout title="Crea una nueva contraseña">
      <AuthForm onSubmit={form.handleSubmit(resetTo, { isBlocked: reset.isPending })} aria-label="Restablecer contraseña">
        <AuthFormError message={reset.isError ? describeResetFailure(reset.error) : ''} />
        <NewPasswordFields form={form} label="Nueva contraseña" confirmLabel="Confirma la nueva contraseña" />
        {/* After a failure the same button tries again, with what is typed. */}
        <AuthSubmitButton isPending={reset.isPending}>{reset.isError ? 'Intentar de nuevo' : 'Guardar contraseña'}</AuthSubmitButton>
        <PrivacyNoticeLink className="-mt-2" />
      </AuthForm>
    </AuthLayout>
  );
}
