import { useQuery } from '@tanstack/react-query';
import { type components } from '@/lib/api';
import { $api } from '@/lib/api/react-query';

export type PersonalData = components['schemas']['PersonalData'];

/** GET /users/me: the signed-in user's personal and fiscal data (Mis datos). */
export function personalDataQueryOptions() {
  return $api.queryOptions('get', '/users/me');
}

export function usePersonalData() {
  return useQuery(personalDataQueryOptions());
}
