import { useQuery } from '@tanstack/react-query';
import { $api, type components } from '@/lib/api';

export type PersonalData = components['schemas']['PersonalData'];

/** GET /users/me: the signed-in user's personal and fiscal data (Mis datos). */
export function personalDataQueryOptions() {
  return $api.queryOptions('get', '/users/me');
}

export function usePersonalData() {
  return useQuery(personalDataQueryOptions());
}
