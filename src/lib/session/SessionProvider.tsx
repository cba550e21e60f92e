// The React side of the session (see docs/api-layer.md): the user fetched once per
// load by token, and every transition that ends a session.
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { QueryClient, QueryState } from '@tanstack/react-query';
import { useLocation, useNavigate } from 'react-router-dom';
import { toast } from '@/lib/toast';
import { paths } from '@/config/paths';
import { api, hasStatus, onUnauthorized, type components } from '@/lib/api';
import { getQueryClient, loadQueryClient, subscribeQueryClient } from '@/lib/query-client-store';
import { clearMonitoredUser, identifyUser } from '@/lib/monitoring';
import { beginGlobalLoading } from '@/lib/page-state';
import { discardAllDrafts, saveDraftsOf } from './drafts';
import { getToken, onSessionEndedElsewhere, setToken, subscribeToken } from './storage';
import { isAppPath } from './paths';
import { USER_QUERY_KEY } from './user-key';

export type User = components['schemas']['User'];

type SessionStatus = 'anonymous' | 'loading' | 'authenticated' | 'failed';

export interface SessionValue {
  token: string | null;
  user: User | null;
  status: SessionStatus;
  isEmployer: boolean;
  /** After a successful sign-in: stores the token and the user (no second fetch). */
  signIn: (token: string, user: User) => void;
  /** The user menu's action and the small-screen button: ends the session and goes to /login. */
  logout: () => void;
}

const SessionContext = createContext<SessionValue | null>(null);

/** How long signing out waits for the API to end the token (it never holds the customer back). */
const LOGOUT_TIME_LIMIT_MS = 5000;

// The session check's observer and query options, with TanStack Query: loaded when a session is
// stored, never on a signed-out first load of the public pages.
const SessionUserCheck = lazy(() => import('./SessionUserCheck'));

/** What `/` (or /login) says about a session that ended without the customer signing out. */
export type SessionEndNotice = 'check-failed' | 'check-refused';

interface EndingDestination {
  path: string;
  notice?: SessionEndNotice;
  /** Releases the full-screen spinner held while signing out, once the next page is there. */
  release?: () => void;
}

/** The session user's query key (its data is the User). */
export function userQueryKey() {
  return USER_QUERY_KEY;
}

/**
 * Reads the user again (after a change of e-mail): by the session check's query, when this browser
 * has a session (and so a query client); otherwise there is nothing to refresh.
 */
export function refreshSessionUser(): Promise<void> {
  return getQueryClient()?.invalidateQueries({ queryKey: USER_QUERY_KEY }) ?? Promise.resolve();
}

const noCacheSubscription = () => () => undefined;

/** The session user query's state in the client's cache, read without TanStack Query's code. */
function useUserQueryState(client: QueryClient | null): QueryState<User> | undefined {
  const subscribe = useCallback(
    // The cache tells its listeners synchronously, even while the check's observer renders: the
    // provider hears of it just after, as TanStack Query's own hooks do (they batch to a later tick).
    (onChange: () => void) => (client ? client.getQueryCache().subscribe(() => queueMicrotask(onChange)) : noCacheSubscription()),
    [client],
  );
  const read = () => client?.getQueryState<User>(USER_QUERY_KEY);
  return useSyncExternalStore(subscribe, read, read);
}

/** Employer = the customer's isEmployer, with the user's own flag as a fallback (it picks the menu's sections). */
export function isEmployerUser(user: User | null | undefined): boolean {
  if (!user) return false;
  return user.customer?.isEmployer ?? user.isEmployer ?? false;
}

const noToken = () => null;

/**
 * Asks the API to end the token being signed out of, so it stops answering (POST /auth/app-logout).
 * Nobody waits for it: `keepalive` lets it outlive the page, and whatever happens (no answer, an
 * error) the session still ends here, as the spec's log-out says. The token goes in its own header:
 * the store is emptied at once.
 */
function endTokenOnServer(token: string | null): void {
  if (!token) return;
  void api
    .POST('/auth/app-logout', {
      headers: { Authorization: `Bearer ${token}` },
      keepalive: true,
      signal: AbortSignal.timeout(LOGOUT_TIME_LIMIT_MS),
    })
    .catch(() => undefined);
}

export function SessionProvider({ children }: { children: ReactNode }) {
  // No token on the server nor while hydrating a pre-rendered public page: it renders signed out,
  // as it was built, then the stored token takes over.
  const token = useSyncExternalStore(subscribeToken, getToken, noToken);
  const queryClient = useSyncExternalStore(subscribeQueryClient, getQueryClient, getQueryClient);
  const navigate = useNavigate();
  const location = useLocation();
  // Where a session that ends goes: '/' when the session check fails, '/login' otherwise.
  const nextDestination = useRef<EndingDestination | null>(null);
  const { pathname, search } = location;
  const previousToken = useRef(token);

  // A user just signed in, before the query client exists: it seeds the check's query.
  const [signedInUser, setSignedInUser] = useState<User | null>(null);
  const userQuery = useUserQueryState(queryClient);
  const userData = userQuery?.data ?? signedInUser;
  const userFailed = userQuery?.status === 'error';
  const user = token ? userData : null;
  // A session needs the query client (and the check's code): made as soon as there is a token.
  useEffect(() => {
    // A failed chunk load is said by the router (the area awaits the same chunk); not unhandled here.
    if (token && !queryClient) loadQueryClient().catch(() => {});
  }, [token, queryClient]);

  const endSession = useCallback((destination: EndingDestination) => {
    nextDestination.current = destination;
    setToken(null);
  }, []);

  // One effect, so that an ending session and the "no token in /app" rule never race:
  // the token became null → clear the user and go to /login (or where the ending asked);
  // on load with no token and a path in /app → go to / (remembering the page asked for).
  useEffect(() => {
    const hadToken = previousToken.current !== null;
    previousToken.current = token;
    if (token) return;
    if (hadToken) {
      const destination = nextDestination.current ?? { path: paths.login };
      nextDestination.current = null;
      queryClient?.clear();
      setSignedInUser(null);
      clearMonitoredUser();
      const navigated = navigate(destination.path, {
        replace: true,
        state: destination.notice ? { sessionEndNotice: destination.notice } : undefined,
      });
      if (destination.release) void Promise.resolve(navigated).finally(destination.release);
      return;
    }
    if (isAppPath(location.pathname)) {
      const back = location.pathname + location.search;
      void navigate(`${paths.landing}?volver=${encodeURIComponent(back)}`, { replace: true });
    }
  }, [token, location.pathname, location.search, queryClient, navigate]);

  // The session check failed (any non-200 or an exception, after its retries): tokens removed, go
  // to /, which says why. When it was a re-check under a signed-in screen, what the customer was
  // typing is kept to be offered back after signing in, and / passes the page on to the sign-in.
  const checkedUserId = userData?.id ?? null;
  const userError = userQuery?.error;
  useEffect(() => {
    if (!token || !userFailed) return;
    const refused = hasStatus(userError, 401);
    if (checkedUserId) saveDraftsOf(checkedUserId);
    const back = isAppPath(pathname) ? `?volver=${encodeURIComponent(pathname + search)}` : '';
    endSession({ path: `${paths.landing}${back}`, notice: refused ? 'check-refused' : 'check-failed' });
  }, [token, userFailed, userError, checkedUserId, pathname, search, endSession]);

  useEffect(() => {
    if (!user) return;
    identifyUser({ id: user.id, name: `${user.firstName} ${user.lastName}`, email: user.email, isEmployer: isEmployerUser(user) });
  }, [user]);

  // A 401 from a later call ends the session the same way; it goes to /login with the page as the
  // return path, and what the customer was typing is kept to be offered back there. The listener
  // is subscribed again when the user or the page changes, so it holds the committed ones.
  const hasUser = user !== null;
  const userId = user?.id ?? null;
  useEffect(
    () =>
      onUnauthorized(() => {
        // Before the user is loaded, the session check's own rule (go to /) applies instead.
        if (!getToken() || !hasUser) return;
        if (userId) saveDraftsOf(userId);
        toast.error('Tu sesión expiró. Inicia sesión de nuevo.', { toastId: 'session-expired' });
        const back = isAppPath(pathname) ? `?volver=${encodeURIComponent(pathname + search)}` : '';
        endSession({ path: `${paths.login}${back}` });
      }),
    [endSession, hasUser, userId, pathname, search],
  );

  // Another tab signed out, signed in as someone else or cleared the storage: this one follows.
  useEffect(
    () =>
      onSessionEndedElsewhere((why) => {
        nextDestination.current = { path: paths.login };
        toast.info(
          why === 'switched'
            ? 'Se inició sesión con otra cuenta en otra pestaña. Inicia sesión de nuevo para continuar.'
            : 'Cerraste sesión en otra pestaña.',
          { toastId: 'session-ended-elsewhere' },
        );
      }),
    [],
  );

  const signIn = useCallback(
    (nextToken: string, nextUser: User) => {
      // Over someone else's session (an invitation accepted where another account is signed in):
      // that one ends as a sign-out would, and nothing it read is shown to the new user.
      const replaced = getToken();
      if (replaced && replaced !== nextToken) {
        endTokenOnServer(replaced);
        discardAllDrafts();
        queryClient?.removeQueries({ predicate: (query) => query.queryKey[1] !== USER_QUERY_KEY[1] });
      }
      if (queryClient) queryClient.setQueryData(USER_QUERY_KEY, nextUser);
      else setSignedInUser(nextUser);
      previousToken.current = nextToken;
      setToken(nextToken);
    },
    [queryClient],
  );

  // Signing out waits for the sign-in page behind the full-screen spinner: nothing of the session
  // can be pressed meanwhile.
  const logout = useCallback(() => {
    discardAllDrafts();
    endTokenOnServer(getToken());
    endSession({ path: paths.login, release: beginGlobalLoading('Cerrando sesión…') });
  }, [endSession]);

  const status: SessionStatus = !token ? 'anonymous' : user ? 'authenticated' : userFailed ? 'failed' : 'loading';

  const value = useMemo<SessionValue>(
    () => ({ token, user, status, isEmployer: isEmployerUser(user), signIn, logout }),
    [token, user, status, signIn, logout],
  );
  return (
    <SessionContext.Provider value={value}>
      {token && queryClient && (
        <Suspense fallback={null}>
          <SessionUserCheck signedInUser={signedInUser} />
        </Suspense>
      )}
      {children}
    </SessionContext.Provider>
  );
}

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside SessionProvider');
  return value;
}

/** The signed-in user; only for screens inside the protected /app area. */
export function useCurrentUser(): User {
  const { user } = useSession();
  if (!user) throw new Error('useCurrentUser must be used inside the /app area');
  return user;
}
