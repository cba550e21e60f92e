export { SessionProvider, useSession, useCurrentUser, userQueryKey, refreshSessionUser, isEmployerUser } from './SessionProvider';
export type { User, SessionEndNotice } from './SessionProvider';
export { useSessionDraft } from './drafts';
export { isAppPath, safeReturnPath } from './paths';
export { getToken } from './storage';
