import { useQuery } from '@tanstack/react-query';
import { $api } from '@/lib/api/react-query';

/** How often a package being made is read again. */
export const PACKAGE_REFETCH_MS = 2_000;

/** GET /invoice-packages/{packageId}: one package as it stands. */
export function invoicePackageQueryOptions(packageId: string) {
  return $api.queryOptions('get', '/invoice-packages/{packageId}', { params: { path: { packageId } } });
}

/**
 * The package the dialog asked for (its id; the request's answer is already in the cache), read
 * again every ~2 s while it is being made, and only then.
 */
export function useInvoicePackage(packageId: string | null) {
  return useQuery({
    ...invoicePackageQueryOptions(packageId ?? ''),
    enabled: packageId !== null,
    // The request's answer is as fresh as a read: a ready package is not read again.
    staleTime: Infinity,
    refetchInterval: (query) => (query.state.data?.status === 'preparando' ? PACKAGE_REFETCH_MS : false),
  });
}
