export { SessionProvider, useSession, useCurrentUser, userQueryKey, userQueryOptions, prefetchSessionUser, isEmployerUser } from './SessionProvider';
export type { User, SessionValue, SessionStatus } from './SessionProvider';
export { isAppPath, safeReturnPath } from './paths';
export { getToken, TOKEN_KEY } from './storage';
