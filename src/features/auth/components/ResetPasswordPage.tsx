import { useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { toast } from 'react-toastify';
import { paths } from '@/config/paths';
import { isApiError } from '@/lib/api';
import { usePageHeader } from '@/lib/page-state';
import { useResetPassword } from '../api/reset-password';
import { PASSWORD_RULE, validateNewPassword, validatePasswordConfirmation } from '../validation';
import { AuthForm, AuthFormError, AuthLink, AuthLinkButton, AuthPasswordField, AuthSubmitButton } from './AuthControls';
import { AuthLayout } from './AuthLayout';
import { describeAuthError } from './LoginPage';

export const RESET_SUCCESS_MESSAGE = 'Tu contraseña se actualizó. Ya puedes iniciar sesión.';

export function ResetPasswordPage() {
  usePageHeader('Restablecer contraseña');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const navigate = useNavigate();
  const reset = useResetPassword();
  const [password, setPassword] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [submitted, setSubmitted] = useState(false);

  const passwordError = submitted ? validateNewPassword(password) : null;
  const confirmationError = submitted ? validatePasswordConfirmation(password, confirmation) : null;
  // A 400 or 404 means the link is bad or expired: offer a new one instead of a dead end.
  const tokenRejected = isApiError(reset.error) && (reset.error.status === 400 || reset.error.status === 404);

  if (!token || tokenRejected) {
    return (
      <AuthLayout title="El enlace no es válido">
        <div role="alert" className="flex flex-col gap-4">
          <p className="text-slate-700">
            {tokenRejected && reset.error
              ? reset.error.message
              : 'El enlace para restablecer tu contraseña está incompleto o ya no es válido.'}{' '}
            Los enlaces vencen después de un tiempo y solo pueden usarse una vez.
          </p>
          <AuthLinkButton to={paths.requestReset}>Solicitar un enlace nuevo</AuthLinkButton>
          <p className="text-center text-sm">
            <AuthLink to={paths.login}>Volver a iniciar sesión</AuthLink>
          </p>
        </div>
      </AuthLayout>
    );
  }

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitted(true);
    if (validateNewPassword(password) || validatePasswordConfirmation(password, confirmation) || reset.isPending) return;
    reset.mutate(
      { body: { token, password } },
      {
        onSuccess: () => {
          toast.success(RESET_SUCCESS_MESSAGE);
          navigate(paths.login, { replace: true });
        },
      },
    );
  };

  return (
    <AuthLayout title="Crea una nueva contraseña" description={PASSWORD_RULE}>
      <AuthForm onSubmit={onSubmit} aria-label="Restablecer contraseña">
        <AuthFormError message={reset.isError ? describeAuthError(reset.error) : ''} />
        <AuthPasswordField
          label="Nueva contraseña"
          name="new-password"
          autoComplete="new-password"
          description={PASSWORD_RULE}
          value={password}
          onChange={setPassword}
          errorMessage={passwordError}
          required
          autoFocus
        />
        <AuthPasswordField
          label="Confirma la nueva contraseña"
          name="confirm-password"
          autoComplete="new-password"
          value={confirmation}
          onChange={setConfirmation}
          errorMessage={confirmationError}
          required
        />
        <AuthSubmitButton isPending={reset.isPending}>Guardar contraseña</AuthSubmitButton>
      </AuthForm>
    </AuthLayout>
  );
}
