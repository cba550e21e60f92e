import { PrivacyNoticeLink } from '@/components/legal/PrivacyNoticeLink';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/config/paths';
import { hasStatus, isNotFound, isRateLimited } from '@/lib/api';
import { NewPasswordFields, useNewPasswordForm } from './NewPasswordFields';
import { formatDate } from '@/lib/format';
import { usePageHeader } from '@/lib/page-state';
import { useSession } from '@/lib/session';
import { isolate } from '@/lib/server-text';
import { toast } from '@/lib/toast';
import type { NewPasswordValues } from '@/lib/validation/password';
import { useAcceptInvitation } from '../api/accept-invitation';
import { useInvitation, type Invitation } from '../api/get-invitation';
import { useLinkToken } from '../link-token';
import { AuthForm, AuthFormError, AuthLink, AuthLinkButton, AuthSubmitButton } from './AuthControls';
import { AuthLayout, AuthMessage, AuthPending } from './AuthLayout';
import { asSentence, describeAuthError } from './LoginPage';

const withEmail = (path: string, email?: string) => (email ? `${path}?correo=${encodeURIComponent(email)}` : path);

/** A link that cannot be used (none, unknown, used, expired): why, and what to do instead. */
function InvalidInvitation({ title, reason, email }: { title: string; reason: string; email?: string }) {
  const { status } = useSession();
  return (
    <AuthMessage title={title} role="alert">
      <p className="text-slate-700 [overflow-wrap:anywhere]">{asSentence(reason)}</p>
      <p className="text-slate-700">
        Las invitaciones vencen a los 7 días y solo sirven una vez. Si aún no activas tu cuenta, la empresa que te invitó puede enviarte una
        nueva desde Cotiza; si ya la activaste, inicia sesión.
      </p>
      {status === 'authenticated' ? (
        <AuthLinkButton to={paths.app.home}>Ir a Inicio</AuthLinkButton>
      ) : (
        <AuthLinkButton to={withEmail(paths.login, email)}>Iniciar sesión</AuthLinkButton>
      )}
    </AuthMessage>
  );
}

/** A 400 or 404 the server really answered: the link is done (used, expired, replaced or withdrawn). */
const linkRefused = (error: unknown) => hasStatus(error, 400) || isNotFound(error);

function InvitationRefused({ error, email }: { error: Error; email?: string }) {
  return (
    <InvalidInvitation
      title={isNotFound(error) ? 'No encontramos tu invitación' : 'Esta invitación ya no es válida'}
      reason={error.message}
      email={email}
    />
  );
}

/**
 * The form: the person's new password (the reset's rule and checklist), then the account is made and
 * they are signed in with it. What they typed stays after any failure.
 */
function ActivationForm({ token, invitation }: { token: string; invitation: Invitation }) {
  const navigate = useNavigate();
  const session = useSession();
  const accept = useAcceptInvitation();
  const form = useNewPasswordForm();
  const { companyName, email, firstName, lastName } = invitation;

  if (linkRefused(accept.error) && accept.error) return <InvitationRefused error={accept.error} email={email} />;
  if (hasStatus(accept.error, 409)) {
    return (
      <AuthMessage title="Ya tienes una cuenta de Cotiza" role="alert">
        <p className="text-slate-700 [overflow-wrap:anywhere]">{asSentence(accept.error.message)}</p>
        <AuthLinkButton to={withEmail(paths.login, email)}>Iniciar sesión</AuthLinkButton>
        <p className="text-center text-sm">
          <AuthLink to={withEmail(paths.requestReset, email)}>¿Olvidaste tu contraseña?</AuthLink>
        </p>
      </AuthMessage>
    );
  }

  // A 422 lands on its field; any other failure says whether the account may exist: a lost answer
  // may have made it, and trying again tells (a used link answers 400).
  const failure =
    accept.isError && !hasStatus(accept.error, 422)
      ? `${asSentence(describeAuthError(accept.error))}${isRateLimited(accept.error) ? '' : ' No sabemos si tu cuenta se activó: inténtalo de nuevo para saberlo.'}`
      : '';

  const activate = ({ password }: NewPasswordValues) => {
    accept.mutate(
      { token, password, email },
      {
        onSuccess: (signedIn) => {
          if (signedIn) {
            session.signIn(signedIn.token, signedIn.user);
            toast.success(`Tu cuenta está lista. Te damos la bienvenida a Cotiza, ${isolate(firstName)}.`);
            void navigate(paths.app.home, { replace: true });
          } else {
            // The account exists; only the sign-in after it failed.
            toast.success('Tu cuenta está lista. Inicia sesión con tu correo y tu nueva contraseña.');
            void navigate(withEmail(paths.login, email), { replace: true });
          }
        },
        onError: (error) => {
          if (hasStatus(error, 422)) form.showSaveError(error);
        },
      },
    );
  };

  return (
    <AuthLayout
      title="Activa tu cuenta"
      description={
        <>
          <strong className="font-semibold text-slate-900">
            <bdi>{companyName}</bdi>
          </strong>{' '}
          te invitó a Cotiza.
        </>
      }
    >
      <div className="mb-5 flex flex-col gap-3 text-sm text-slate-700">
        <div className="rounded-lg border border-slate-200 bg-slate-50 px-3 py-2">
          <p className="text-xs font-medium text-slate-600">Tu cuenta</p>
          <p className="font-medium text-slate-900">
            <bdi>{`${firstName} ${lastName}`.trim()}</bdi>
          </p>
          <p>
            <bdi>{email}</bdi>
          </p>
        </div>
        <p>
          Tu cuenta es personal: en ella consultas y pagas tus propias cotizaciones. Las de <bdi>{companyName}</bdi> las sigue atendiendo la
          empresa. Tu invitación vence el {formatDate(invitation.expiresAt)}.
        </p>
        {session.status === 'authenticated' && session.user && session.user.email !== email && (
          <p className="rounded-lg border border-brand-200 bg-brand-50 px-3 py-2 text-brand-900">
            En este navegador está abierta la sesión de <bdi>{session.user.email}</bdi>. Al activar tu cuenta, esa sesión se cerrará.
          </p>
        )}
      </div>
      <AuthForm onSubmit={form.handleSubmit(activate, { isBlocked: accept.isPending })} aria-label="Activar cuenta">
        <AuthFormError message={form.formError ?? failure} />
        {/* The account's username, for password managers to save with the new password. */}
        <input type="email" name="username" autoComplete="username" value={email} readOnly hidden />
        <NewPasswordFields form={form} label="Elige tu contraseña" confirmLabel="Confirma tu contraseña" />
        <AuthSubmitButton isPending={accept.isPending}>{failure ? 'Intentar de nuevo' : 'Activar mi cuenta'}</AuthSubmitButton>
        <PrivacyNoticeLink className="-mt-2" />
      </AuthForm>
    </AuthLayout>
  );
}

/**
 * /activar-cuenta?token=…: the invitation e-mailed to an employee. It reads the invitation as it
 * opens (who invited them, the account's name and e-mail), then sets their password: the account is
 * their own, as a customer who is not an employer. Public, not pre-rendered; the token leaves the
 * address bar at once, as the reset link's does.
 */
export function AcceptInvitationPage() {
  usePageHeader('Activar cuenta');
  const token = useLinkToken();
  const invitation = useInvitation();

  // Once per token, even when React runs the effect twice in development.
  const readFor = useRef<string | null>(null);
  useEffect(() => {
    if (!token || readFor.current === token) return;
    readFor.current = token;
    invitation.mutate(token);
  }, [token, invitation]);

  if (!token) {
    return (
      <InvalidInvitation
        title="El enlace no es válido"
        reason="El enlace de tu invitación está incompleto. Ábrelo completo desde el correo que recibiste."
      />
    );
  }
  if (invitation.data) return <ActivationForm token={token} invitation={invitation.data} />;
  if (linkRefused(invitation.error) && invitation.error) return <InvitationRefused error={invitation.error} />;
  if (invitation.isError) {
    return (
      <AuthMessage title="No pudimos abrir tu invitación">
        <p role="alert" className="text-slate-700 [overflow-wrap:anywhere]">
          {asSentence(describeAuthError(invitation.error))}
        </p>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            invitation.mutate(token);
          }}
        >
          <AuthSubmitButton>Intentar de nuevo</AuthSubmitButton>
        </form>
      </AuthMessage>
    );
  }
  return <AuthPending title="Activa tu cuenta">Buscando tu invitación…</AuthPending>;
}
