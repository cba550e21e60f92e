// The session check sent as the app starts, before TanStack Query's chunk has arrived: on a first
// load of /app the user is then requested at once (as when the library was in the entry), and the
// check's query takes this answer over (user-query.ts) instead of asking again.
import { api } from '@/lib/api';
import type { User } from './SessionProvider';
import { getToken } from './storage';

let early: Promise<User> | null = null;

/** Sends POST /users/user-by-token-app now, when a session is stored. */
export function startSessionCheck(): void {
  if (early || !getToken()) return;
  // An empty answer reads as null, as openapi-react-query's own query function reads it.
  early = api.POST('/users/user-by-token-app', {}).then(({ data }) => (data ?? null) as User);
  // Its failure is the query's to report (it takes the promise over); never an unhandled rejection.
  early.catch(() => undefined);
}

/** The check sent at start, once: its first taker gets it, later attempts ask again. */
export function takeEarlySessionCheck(): Promise<User> | null {
  const taken = early;
  early = null;
  return taken;
}
