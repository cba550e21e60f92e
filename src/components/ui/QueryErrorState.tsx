import { errorMessage } from '@/lib/api';
import { ErrorState } from './States';

/** The query's part of a screen: enough of a TanStack Query result to show its failure and read again. */
export interface FailedQuery {
  error: unknown;
  refetch: () => unknown;
  isFetching: boolean;
}

/** A read that failed: its message, and "Reintentar" reading it again (busy while it does). */
export function QueryErrorState({ title, query }: { title: string; query: FailedQuery }) {
  return (
    <ErrorState
      title={title}
      message={errorMessage(query.error)}
      error={query.error}
      onRetry={() => void query.refetch()}
      isRetrying={query.isFetching}
    />
  );
}
