import { useQueryClient } from '@tanstack/react-query';
import { $api, type components } from '@/lib/api';
import { companyProfileQueryKey } from './get-company-profile';

export type CompanyProfileInput = components['schemas']['CompanyProfileInput'];

/** PUT /customers/me/company: creates or replaces the whole company profile. The screen shows errors itself. */
export function useSaveCompanyProfile() {
  const queryClient = useQueryClient();
  return $api.useMutation('put', '/customers/me/company', {
    meta: { errorToast: false },
    onSuccess: (company) => {
      queryClient.setQueryData(companyProfileQueryKey, company);
    },
  });
}
