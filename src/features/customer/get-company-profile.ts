import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { api, isNotFound, type components } from '@/lib/api';
import { operationKey } from '@/lib/api/operations';

export type CompanyProfile = components['schemas']['CompanyProfile'];

/**
 * GET /customers/me/company. A 404 the server really gave means the employer has not registered
 * the company yet: that is data (null, an empty form). Any other failure (a 503 the spec maps to
 * 404 too) is an error: an empty form saved over a profile that exists would erase it.
 */
export function companyProfileQueryOptions() {
  return {
    queryKey: operationKey('get', '/customers/me/company'),
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<CompanyProfile | null> => {
      try {
        const { data } = await api.GET('/customers/me/company', { signal });
        return data ?? null;
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
  };
}

export function useCompanyProfile() {
  return useQuery(companyProfileQueryOptions());
}

/**
 * Reads the profile as the server holds it now, whatever the cache has (after a save refused because
 * the profile changed since the form's copy). The cache takes the answer too.
 */
export function useReadCurrentCompanyProfile() {
  const queryClient = useQueryClient();
  return useCallback(() => queryClient.fetchQuery({ ...companyProfileQueryOptions(), staleTime: 0 }), [queryClient]);
}
