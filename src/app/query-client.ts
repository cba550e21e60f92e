import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { toast } from '@/lib/toast';
import { errorMessage, isApiError, isTransientError } from '@/lib/api';

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { errorToast?: boolean };
    mutationMeta: { errorToast?: boolean };
  }
}

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
      // API errors reach the user as toasts with the normalised message, unless the screen shows them itself.
      onError: (error, _variables, _context, mutation) => {
        if (mutation.meta?.errorToast === false) return;
        toast.error(errorMessage(error));
      },
    }),
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Client errors will not change on retry; network and server errors may. A call that timed
        // out already waited its whole limit: the screen offers "Reintentar" instead of waiting again.
        retry: (failureCount, error) => {
          if (isApiError(error) && (error.kind === 'timeout' || !isTransientError(error))) return false;
          return failureCount < 1;
        },
      },
      mutations: { retry: false },
    },
  });
}
