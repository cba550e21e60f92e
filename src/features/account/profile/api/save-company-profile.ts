import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, hasStatus, type components } from '@/lib/api';
import { writeKey } from '@/lib/api/operations';
import { fieldErrorsFrom } from '@/lib/validation/field-errors';
import { companyProfileQueryOptions } from '@/features/customer';

export type CompanyProfileInput = components['schemas']['CompanyProfileInput'];

/** PUT /customers/me/company: creates or replaces the whole company profile. The screen shows errors itself. */
export function useSaveCompanyProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: writeKey('put /customers/me/company'),
    mutationFn: async (request: ReturnType<typeof companySaveRequest>) => {
      const { data } = await api.PUT('/customers/me/company', request);
      if (!data) throw new Error('Sin perfil en la respuesta');
      return data;
    },
    onSuccess: (company) => {
      queryClient.setQueryData(companyProfileQueryOptions().queryKey, company);
    },
  });
}

/**
 * The PUT's request: the profile, and as `If-Match` the `updatedAt` of the copy the form was loaded
 * from (none on the first save), so the server refuses a replacement from an older copy instead of
 * undoing a newer save.
 */
export function companySaveRequest(input: CompanyProfileInput, basedOn: string | null) {
  return { body: input, params: basedOn ? { header: { 'If-Match': basedOn } } : {} };
}

/**
 * The profile was saved since the copy named by `If-Match` (another tab or person) and nothing was
 * saved: a 409 without `errors`. A 409 with `errors` is the RFC taken by another company.
 */
export function isStaleCopyConflict(error: unknown): boolean {
  return hasStatus(error, 409) && Object.keys(fieldErrorsFrom(error)).length === 0;
}
