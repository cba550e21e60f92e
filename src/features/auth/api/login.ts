import { api, ApiError, isApiError, type components } from '@/lib/api';
import { reportError } from '@/lib/monitoring';
import type { User } from '@/lib/session';
import { useSubmission } from '@/lib/use-submission';

type Credentials = components['schemas']['LoginRequest'];

/** A sign-in answered without a usable session token (or with a user that cannot be read): nobody can be signed in with it. */
const SIGN_IN_WITHOUT_SESSION_MESSAGE =
  'No pudimos iniciar tu sesión: el servidor respondió sin una sesión válida. Intenta de nuevo en unos minutos; si se repite, escríbenos a soporte@cotiza.mx.';

const withoutSession = (cause?: unknown) =>
  new ApiError(500, SIGN_IN_WITHOUT_SESSION_MESSAGE, { kind: 'invalid-body', httpStatus: 200, cause });

/** What a sign-in gives the session: the token and its user. */
export interface SignedIn {
  token: string;
  user: User;
}

/**
 * POST /auth/app-login: e-mail and password → token and user. The client reads every sign-in answer
 * the spec allows as `{ token, user? }` (lib/api/answers.ts); when the user did not come with the
 * token, it is asked for by that token (POST /users/user-by-token-app), one call, before anything is
 * stored: a sign-in either gives both or fails with a Spanish message (never "respuesta inesperada").
 * Also the sign-in that follows accepting an invitation (accept-invitation.ts).
 */
export async function signIn(credentials: Credentials): Promise<SignedIn> {
  const answer = await api.POST('/auth/app-login', { body: credentials }).catch((error: unknown) => {
    throw isApiError(error) && error.kind === 'invalid-body' ? withoutSession(error) : error;
  });
  // A 204 (or an empty answer) has no token: the shape check never saw it, so it is reported here.
  const session = answer.data as components['schemas']['LoginSession'] | undefined;
  if (!session?.token) {
    reportError(new Error('Respuesta fuera del contrato en POST /auth/app-login: sin cuerpo ni token'));
    throw withoutSession();
  }
  if (session.user) return { token: session.token, user: session.user };
  const { data: user } = await api.POST('/users/user-by-token-app', { headers: { Authorization: `Bearer ${session.token}` } });
  if (!user) throw withoutSession();
  return { token: session.token, user };
}

/** The sign-in form's mutation. The screen shows the error itself. */
export function useLogin() {
  return useSubmission(signIn);
}
