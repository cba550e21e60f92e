import { useQuery } from '@tanstack/react-query';
import { useCurrentUser, useSession } from '@/lib/session';
import { companyProfileQueryOptions } from './get-company-profile';
import { personalDataQueryOptions } from './get-personal-data';

/**
 * Who the customer is on a document (receipt, printed quotation): an employer by its company's
 * razón social and RFC, anyone else by name and personal RFC. `rfc` is `undefined` while unknown
 * (loading, or the read failed: nothing is claimed) and `null` when the server says there is none.
 */
export type CustomerIdentity = { name: string; rfc: string | null | undefined };

export function useCustomerIdentity(): CustomerIdentity {
  const { isEmployer } = useSession();
  const user = useCurrentUser();
  const company = useQuery({ ...companyProfileQueryOptions(), enabled: isEmployer });
  const personal = useQuery({ ...personalDataQueryOptions(), enabled: !isEmployer });
  const sessionName = user.name || `${user.firstName} ${user.lastName}`.trim();

  if (isEmployer) {
    if (!company.isSuccess) return { name: sessionName, rfc: undefined };
    // No company registered yet (a real 404): the customer's own name, and no RFC to show.
    if (!company.data) return { name: sessionName, rfc: null };
    return { name: company.data.legalName || sessionName, rfc: company.data.rfc || null };
  }
  if (!personal.isSuccess) return { name: sessionName, rfc: undefined };
  const personalName = `${personal.data.firstName} ${personal.data.lastName}`.trim();
  return { name: personalName || sessionName, rfc: personal.data.rfc || null };
}
