import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { errorMessage, isApiError, isRateLimited, isTransientError, retryWaitMs } from '@/lib/api';

declare module '@tanstack/react-query' {
  interface Register {
    /** `false`: a failed background refresh shows no toast (the screen says it itself). */
    queryMeta: { errorToast?: boolean };
    /** `true`: a failure shows the generic toast with the normalised message (off by default). */
    mutationMeta: { errorToast?: boolean };
  }
}

/**
 * The longest wait a 429's `Retry-After` may ask for and still be retried on its own; past it the
 * screen's error state counts down and the customer retries (see ErrorState).
 */
const AUTO_RETRY_MAX_WAIT_MS = 5_000;

/** TanStack Query's own backoff (1 s, 2 s, 4 s… up to 30 s). */
const backoff = (failureCount: number) => Math.min(1000 * 2 ** failureCount, 30_000);

/**
 * Client errors will not change on retry; network and server errors may, once. A call that timed
 * out already waited its whole limit: the screen offers "Reintentar" instead of waiting again. A 429
 * is retried only when the server asked for a short wait (never sooner than it asked).
 */
function shouldRetryQuery(failureCount: number, error: unknown): boolean {
  if (failureCount >= 1) return false;
  if (isRateLimited(error)) return isApiError(error) && error.retryAt !== null && retryWaitMs(error) <= AUTO_RETRY_MAX_WAIT_MS;
  return !(isApiError(error) && (error.kind === 'timeout' || !isTransientError(error)));
}

/** The backoff, or longer when the server said how long to wait (`Retry-After`). */
const queryRetryDelay = (failureCount: number, error: unknown) => Math.max(backoff(failureCount), retryWaitMs(error));

export function createQueryClient(): QueryClient {
  return new QueryClient({
    queryCache: new QueryCache({
      // A first load shows its own error state; a failed background refresh gets a toast.
      onError: (error, query) => {
        if (query.meta?.errorToast === false || query.state.data === undefined) return;
        toast.error(errorMessage(error), { toastId: `query-${query.queryHash}` });
      },
    }),
    mutationCache: new MutationCache({
      // Each screen shows its mutations' errors where they happened (on a field, beside the button,
      // in the dialog): the generic toast is only for a mutation that asks for it.
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.errorToast !== true) return;
        toast.error(errorMessage(error));
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: shouldRetryQuery,
        retryDelay: queryRetryDelay,
        // A read that failed is the screen's to retry (its «Reintentar», which counts down a 429's
        // Retry-After), not the next mount's: a screen mounting just after its loader's read failed
        // would otherwise ask again at once. The loaders skip failed reads for the same reason.
        retryOnMount: false,
      },
      mutations: { retry: false },
    },
  });
}
