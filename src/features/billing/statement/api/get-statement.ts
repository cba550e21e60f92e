import { useQuery, type QueryClient } from '@tanstack/react-query';
import { today } from '@internationalized/date';
import type { LoaderFunctionArgs } from 'react-router-dom';
import { TIME_ZONE } from '@/config/time-zone';
import { $api } from '@/lib/api/react-query';
import { getToken } from '@/lib/session';
import { readPeriod } from '../statement-period';

/** GET /statements: the Estado de cuenta of `from`..`to` (Mexico City days, both included). */
export function statementQueryOptions(from: string, to: string) {
  return $api.queryOptions('get', '/statements', { params: { query: { from, to } } });
}

export function useStatement(from: string, to: string) {
  return useQuery(statementQueryOptions(from, to));
}

/**
 * The screen's loader: starts reading the period its URL names while the code loads, unless
 * cached, and returns at once. A failed read stays in the cache for the screen's error state.
 */
export const statementRouteLoader =
  (queryClient: QueryClient) =>
  ({ request }: LoaderFunctionArgs) => {
    if (getToken()) {
      const { from, to } = readPeriod(new URL(request.url).searchParams, today(TIME_ZONE));
      queryClient.ensureQueryData(statementQueryOptions(from, to)).catch(() => undefined);
    }
    return null;
  };
