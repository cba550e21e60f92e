import { useEffect, useRef } from 'react';
import { paths } from '@/config/paths';
import { hasStatus, isRateLimited } from '@/lib/api';
import { usePageHeader } from '@/lib/page-state';
import { useSession } from '@/lib/session';
import { AuthLink, AuthLinkButton, AuthSubmitButton } from './AuthControls';
import { AuthMessage, AuthPending } from './AuthLayout';
import { asSentence, describeAuthError } from './LoginPage';
import { useConfirmEmailChange } from '../api/confirm-email-change';
import { useLinkToken } from '../link-token';

/** Where to ask for the change again: Seguridad of the signed-in customer's own page, else sign-in first. */
function useRequestAgainPath(): string {
  const { status, isEmployer } = useSession();
  if (status !== 'authenticated') return paths.login;
  return `${isEmployer ? paths.app.profile : paths.app.personalData}?seccion=seguridad`;
}

/**
 * /confirmar-correo?token=…: the link e-mailed to a new sign-in address. It confirms once, as it
 * opens; signed in, the header then shows the new address. Public: it may be opened on another device.
 * The token leaves the address bar at once, as the reset link's does.
 */
export function ConfirmEmailPage() {
  usePageHeader('Confirmar correo');
  const token = useLinkToken();
  const { status, user } = useSession();
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
      <AuthMessage title="El enlace no es válido" role="alert">
        <p className="text-slate-700">
          El enlace para confirmar tu correo está incompleto. Ábrelo completo desde el correo que te enviamos, o solicita el cambio de
          nuevo.
        </p>
        <AuthLinkButton to={requestAgain}>Solicita el cambio de nuevo</AuthLinkButton>
      </AuthMessage>
    );
  }

  if (confirm.isSuccess) {
    return (
      <AuthMessage title="Correo confirmado">
        <p role="status" className="text-slate-700">
          <bdi>{asSentence(confirm.data?.message || 'Listo: desde ahora inicias sesión con tu nuevo correo.')}</bdi>
        </p>
        {continueLink}
      </AuthMessage>
    );
  }

  // A real 400: the link was used (perhaps by this very change, opened twice), expired, or is
  // unknown. Nothing says whether the address changed, so the page says which one is current.
  if (hasStatus(confirm.error, 400)) {
    return (
      <AuthMessage title="El enlace ya se usó o venció" role="alert">
        <p className="text-slate-700">
          Este enlace para confirmar tu correo ya se usó, venció o no es válido. Si ya confirmaste tu nuevo correo con él, ese es ahora tu
          correo de acceso.
        </p>
        {signedIn && user ? (
          <p className="text-slate-700">
            Tu correo de acceso es{' '}
            <strong className="font-semibold text-slate-900">
              <bdi>{user.email}</bdi>
            </strong>
            . Si no es el que querías, solicita el cambio de nuevo.
          </p>
        ) : (
          <p className="text-slate-700">
            Inicia sesión con tu nuevo correo; si no entra, usa el de siempre y solicita el cambio de nuevo en Seguridad.
          </p>
        )}
        {signedIn ? <AuthLinkButton to={requestAgain}>Solicita el cambio de nuevo</AuthLinkButton> : continueLink}
      </AuthMessage>
    );
  }

  // A real 409: another account took the address meanwhile, so nothing changed: ask again.
  if (hasStatus(confirm.error, 409)) {
    return (
      <AuthMessage title="Ese correo ya no está disponible" role="alert">
        <p className="text-slate-700">
          <bdi>{asSentence(confirm.error.message)}</bdi> Tu correo de acceso no cambió.
        </p>
        <AuthLinkButton to={requestAgain}>Solicita el cambio de nuevo</AuthLinkButton>
        {!signedIn && <p className="text-center text-sm text-slate-600">Inicia sesión con tu correo de siempre y ve a Seguridad.</p>}
      </AuthMessage>
    );
  }

  if (confirm.isError) {
    // A 429 says to wait (this try did nothing). No answer or a server fault says nothing about the
    // link: the confirmation may have gone through, and trying again tells (a used link is a 400).
    return (
      <AuthMessage title="No pudimos confirmar tu correo">
        <p role="alert" className="text-slate-700">
          <bdi>{asSentence(describeAuthError(confirm.error))}</bdi>
          {!isRateLimited(confirm.error) && ' No sabemos si tu correo se confirmó: inténtalo de nuevo para saberlo.'}
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
      </AuthMessage>
    );
  }

  return <AuthPending title="Confirmando tu correo">Estamos confirmando tu nuevo correo de acceso…</AuthPending>;
}
