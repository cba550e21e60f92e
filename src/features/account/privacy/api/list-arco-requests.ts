import { useQuery, type QueryClient } from '@tanstack/react-query';
import { $api } from '@/lib/api/react-query';
import { getToken } from '@/lib/session';

/** The prefix of the list's key: a new request marks it stale. */
export const arcoRequestsQueryKey = ['get', '/privacy/arco-requests'] as const;

/** GET /privacy/arco-requests: the customer's ARCO requests, newest first. */
export function arcoRequestsQueryOptions() {
  return $api.queryOptions('get', '/privacy/arco-requests');
}

export function useArcoRequests() {
  return useQuery(arcoRequestsQueryOptions());
}

/** The screen's loader: starts reading the list while the code loads, and returns at once. */
export const privacyRouteLoader = (queryClient: QueryClient) => () => {
  if (getToken()) queryClient.ensureQueryData(arcoRequestsQueryOptions()).catch(() => undefined);
  return null;
};
