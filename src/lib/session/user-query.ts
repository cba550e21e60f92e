// The session check's query: the user fetched once per load by token (POST /users/user-by-token-app).
// A chunk of its own, with TanStack Query: the public pages load it only when a session is stored.
import type { QueryClient } from '@tanstack/react-query';
import { isApiError, isTransientError, retryWaitMs } from '@/lib/api';
import { $api } from '@/lib/api/react-query';
import { takeEarlySessionCheck } from './early-check';
import { getToken } from './storage';

/**
 * The session check tries again after a failure that says nothing about the session (no answer, a
 * server fault, a status outside the catalogue): about 30 s with backoff, so a blip of a deploy or a
 * restart does not sign anyone out. "Obteniendo usuario..." shows meanwhile.
 */
export const SESSION_CHECK_RETRY_DELAYS_MS = [1000, 2000, 4000, 8000, 15_000];

// Fetched once per load. A transient failure is tried again on the schedule above (never sooner than
// a 429's Retry-After) before the spec's rule ends the session; a 401 or any other answer ends it at
// once, and so does a check that got no answer in its whole time limit (waiting again helps no one).
// A failed check is final (no retry when the check mounts after a prefetch failed).
export const userQueryOptions = () =>
  $api.queryOptions(
    'post',
    '/users/user-by-token-app',
    {},
    {
      staleTime: Infinity,
      gcTime: Infinity,
      retry: (failureCount, error) =>
        isTransientError(error) &&
        !(isApiError(error) && error.kind === 'timeout') &&
        failureCount < SESSION_CHECK_RETRY_DELAYS_MS.length &&
        // A 429 asking to wait longer than the whole schedule is not waited for behind a spinner.
        retryWaitMs(error) <= SESSION_CHECK_RETRY_DELAYS_MS.at(-1)!,
      retryDelay: (attempt, error) =>
        Math.max(SESSION_CHECK_RETRY_DELAYS_MS[Math.min(attempt, SESSION_CHECK_RETRY_DELAYS_MS.length - 1)]!, retryWaitMs(error)),
      retryOnMount: false,
    },
  );

/**
 * Starts the session check as the app starts, when a token is stored: the user then loads while the
 * router fetches the screen's code, instead of after it. The session's check takes it over.
 */
export function prefetchSessionUser(queryClient: QueryClient): void {
  if (!getToken()) return;
  const options = userQueryOptions();
  void queryClient.prefetchQuery({
    ...options,
    // The request already sent at start (early-check.ts), if any; a retry asks again.
    queryFn: (context) => takeEarlySessionCheck() ?? options.queryFn(context),
  });
}
