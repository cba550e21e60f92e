import { useQuery } from '@tanstack/react-query';
import { $api } from '@/lib/api/react-query';
import type { ScreenQueries } from '@/lib/screen-route';

/** GET /privacy/arco-requests: the customer's ARCO requests, newest first. */
export function arcoRequestsQueryOptions() {
  return $api.queryOptions('get', '/privacy/arco-requests');
}

export function useArcoRequests() {
  return useQuery(arcoRequestsQueryOptions());
}

/** What the screen reads. */
export const privacyScreenQueries: ScreenQueries = () => [arcoRequestsQueryOptions()];
