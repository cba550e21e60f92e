export { SessionProvider, useSession, useCurrentUser, userQueryKey, userQueryOptions, prefetchSessionUser, isEmployerUser } from './SessionProvider';
export type { User, SessionValue, SessionStatus, SessionEndNotice } from './SessionProvider';
export { useSessionDraft } from './drafts';
export { isAppPath, safeReturnPath } from './paths';
export { getToken, TOKEN_KEY } from './storage';
