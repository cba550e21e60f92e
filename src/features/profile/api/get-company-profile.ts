import { useQuery } from '@tanstack/react-query';
import { api, isApiError, type components } from '@/lib/api';

export type CompanyProfile = components['schemas']['CompanyProfile'];

export const companyProfileQueryKey = ['get', '/customers/me/company'] as const;

/**
 * GET /customers/me/company. A 404 means the employer has not registered the
 * company yet: that is data (null, an empty form), not an error.
 */
export function companyProfileQueryOptions() {
  return {
    queryKey: companyProfileQueryKey,
    queryFn: async ({ signal }: { signal: AbortSignal }): Promise<CompanyProfile | null> => {
      try {
        const { data } = await api.GET('/customers/me/company', { signal });
        return data ?? null;
      } catch (error) {
        if (isApiError(error) && error.status === 404 && error.kind === 'http') return null;
        throw error;
      }
    },
  };
}

export function useCompanyProfile() {
  return useQuery(companyProfileQueryOptions());
}
