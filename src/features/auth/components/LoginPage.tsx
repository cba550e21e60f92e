import { PrivacyNoticeLink } from '@/components/legal/PrivacyNoticeLink';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { errorMessage, isApiError } from '@/lib/api';
import { usePageHeader } from '@/lib/page-state';
import { safeReturnPath, useSession } from '@/lib/session';
import { useLogin } from '../api/login';
import { useForm } from '@/lib/form/use-form';
import { validateSignIn, type SignInValues } from '../validation';
import { authField, AuthEmailField, AuthForm, AuthFormError, AuthLink, AuthPasswordField, AuthSubmitButton } from './AuthControls';
import { AuthLayout } from './AuthLayout';

const CONNECTION_HINT = 'No pudimos conectar con el servidor. Revisa tu conexión e intenta de nuevo.';

/**
 * The message for a failed sign-in: the normalised one, with a hint when the call never reached the
 * server; a status outside the catalogue keeps "Error" and says which (a 429: how long to wait).
 */
export function describeAuthError(error: unknown): string {
  if (!isApiError(error)) return 'Ocurrió un error inesperado. Intenta de nuevo.';
  return error.kind === 'auth-exception' ? `${error.message}: ${CONNECTION_HINT}` : errorMessage(error);
}

/**
 * A sentence ends with its stop, whatever the server wrote ("El enlace expiró" + "Los enlaces…"
 * reads as one). Here with describeAuthError, in the sign-in chunk the public screens share.
 */
export function asSentence(text: string): string {
  const trimmed = text.trim();
  return trimmed === '' || /[.!?…]$/.test(trimmed) ? trimmed : `${trimmed}.`;
}

export function LoginPage() {
  usePageHeader('Iniciar sesión');
  const [searchParams] = useSearchParams();
  const returnPath = safeReturnPath(searchParams.get('volver'));
  const navigate = useNavigate();
  const { status, signIn } = useSession();
  const login = useLogin();
  // `?correo=` from a screen that knows the address (an invitation just accepted).
  const form = useForm<SignInValues>({
    initial: () => ({ email: searchParams.get('correo') ?? '', password: '' }),
    validate: validateSignIn,
    showErrors: 'submit',
  });
  const { email } = form.values;

  if (status === 'authenticated' && !login.isPending && !login.isSuccess) {
    return <Navigate to={returnPath ?? paths.app.home} replace />;
  }

  const signInWith = (values: SignInValues) => {
    login.mutate(
      { email: values.email.trim(), password: values.password },
      {
        onSuccess: (data) => {
          signIn(data.token, data.user);
          void navigate(returnPath ?? paths.app.home, { replace: true });
        },
      },
    );
  };

  return (
    <AuthLayout title="Inicia sesión" description="Consulta y paga tus cotizaciones, y administra tus tarjetas.">
      <AuthForm onSubmit={form.handleSubmit(signInWith, { isBlocked: login.isPending })} aria-label="Iniciar sesión">
        <AuthFormError message={login.isError ? describeAuthError(login.error) : ''} />
        <AuthEmailField {...authField(form, 'email')} />
        <AuthPasswordField label="Contraseña" name="password" autoComplete="current-password" {...authField(form, 'password')} required />
        <div className="-mt-1 flex justify-end">
          <AuthLink to={email ? `${paths.requestReset}?correo=${encodeURIComponent(email.trim())}` : paths.requestReset}>
            ¿Olvidaste tu contraseña?
          </AuthLink>
        </div>
        <AuthSubmitButton isPending={login.isPending}>Iniciar sesión</AuthSubmitButton>
        <PrivacyNoticeLink className="-mt-2" />
      </AuthForm>
    </AuthLayout>
  );
}
