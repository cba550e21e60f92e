import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { paths } from '@/config/paths';
import { hasStatus } from '@/lib/api';
import { usePageHeader } from '@/lib/page-state';
import { useSession } from '@/lib/session';
import { AuthLink, AuthLinkButton, AuthSubmitButton } from './AuthControls';
import { AuthLayout } from './AuthLayout';
import { asSentence, describeAuthError } from './LoginPage';
import { useConfirmEmailChange } from '../api/confirm-email-change';

/** Where to ask for the change again: Seguridad of the signed-in customer's own page, else sign-in first. */
function useRequestAgainPath(): string {
  const { status, isEmployer } = useSession();
  if (status !== 'authenticated') return paths.login;
  return `${isEmployer ? paths.app.profile : paths.app.personalData}?seccion=seguridad`;
}

/**
 * /confirmar-correo?token=…: the link e-mailed to a new sign-in address. It confirms once, as it
 * opens; signed in, the header then shows the new address. Public: it may be opened on another device.
 */
export function ConfirmEmailPage() {
  usePageHeader('Confirmar correo');
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token')?.trim() ?? '';
  const { status } = useSession();
  const confirm = useConfirmEmailChange();
  const requestAgain = useRequestAgainPath();
  const signedIn = status === 'authenticated';

  // Once per token, even when React runs the effect twice in development.
  const sentFor = useRef<string | null>(null);
  useEffect(() => {
    if (!token || sentFor.current === token) return;
    sentFor.current = token;
    confirm.mutate({ body: { token } });
  }, [token, confirm]);

  const continueLink = signedIn ? (
    <AuthLinkButton to={paths.app.home}>Ir a Inicio</AuthLinkButton>
  ) : (
    <AuthLinkButton to={paths.login}>Iniciar sesión</AuthLinkButton>
  );

  if (!token) {
    return (
      <AuthLayout title="El enlace no es válido">
        <div role="alert" className="flex flex-col gap-4">
          <p className="text-slate-700 [overflow-wrap:anywhere]">
            El enlace para confirmar tu correo está incompleto. Ábrelo completo desde el correo que te enviamos, o solicita el cambio de
            nuevo.
          </p>
          <AuthLinkButton to={requestAgain}>Solicita el cambio de nuevo</AuthLinkButton>
        </div>
      </AuthLayout>
    );
  }

  if (confirm.isSuccess) {
    return (
      <AuthLayout title="Correo confirmado">
        <div className="flex flex-col gap-4">
          <p role="status" className="text-slate-700 [overflow-wrap:anywhere]">
            {asSentence(confirm.data?.message || 'Listo: desde ahora inicias sesión con tu nuevo correo.')}
          </p>
          {continueLink}
        </div>
      </AuthLayout>
    );
  }

  // A real 400 (expired, used, unknown) or 409 (the address was taken meanwhile): ask again.
  const refused = hasStatus(confirm.error, 400) || hasStatus(confirm.error, 409);
  if (confirm.isError && refused) {
    return (
      <AuthLayout title={hasStatus(confirm.error, 409) ? 'Ese correo ya no está disponible' : 'El enlace no es válido'}>
        <div role="alert" className="flex flex-col gap-4">
          <p className="text-slate-700 [overflow-wrap:anywhere]">{asSentence(confirm.error.message)} Tu correo de acceso no cambió.</p>
          <AuthLinkButton to={requestAgain}>Solicita el cambio de nuevo</AuthLinkButton>
          {!signedIn && <p className="text-center text-sm text-slate-600">Inicia sesión con tu correo de siempre y ve a Seguridad.</p>}
        </div>
      </AuthLayout>
    );
  }

  if (confirm.isError) {
    // No answer, a server fault, a 429: nothing is known about the link; try again.
    return (
      <AuthLayout title="No pudimos confirmar tu correo">
        <div className="flex flex-col gap-4">
          <p role="alert" className="text-slate-700 [overflow-wrap:anywhere]">
            {asSentence(describeAuthError(confirm.error))} Tu correo de acceso no cambió todavía.
          </p>
          <form
            onSubmit={(event) => {
              event.preventDefault();
              confirm.mutate({ body: { token } });
            }}
          >
            <AuthSubmitButton>Intentar de nuevo</AuthSubmitButton>
          </form>
          <p className="text-center text-sm">
            <AuthLink to={signedIn ? paths.app.home : paths.login}>{signedIn ? 'Volver a Inicio' : 'Volver a iniciar sesión'}</AuthLink>
          </p>
        </div>
      </AuthLayout>
    );
  }

  return (
    <AuthLayout title="Confirmando tu correo">
      <p role="status" className="text-slate-700 [overflow-wrap:anywhere]">
        Estamos confirmando tu nuevo correo de acceso…
      </p>
    </AuthLayout>
  );
}
