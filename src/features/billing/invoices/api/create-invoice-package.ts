import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, type components } from '@/lib/api';
import { writeKey } from '@/lib/api/operations';
import { invoicePackageQueryOptions } from './get-invoice-package';

export type InvoicePackage = components['schemas']['InvoicePackage'];
export type InvoicePackageRequest = components['schemas']['InvoicePackageRequest'];

/**
 * POST /invoice-packages: the backend packs the period's CFDI for the accountant, at once (listo) or
 * later (preparando: read it with useInvoicePackage). The answer is the package's first reading, so it
 * goes into its query at once. Asking again is harmless (another package of the same files), so a lost
 * answer is simply asked again.
 */
export function useCreateInvoicePackage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationKey: writeKey('post /invoice-packages'),
    mutationFn: async (period: InvoicePackageRequest): Promise<InvoicePackage> => {
      const { data } = await api.POST('/invoice-packages', { body: period });
      if (!data) throw new Error('El servidor no devolvió el paquete de facturas.');
      return data;
    },
    onSuccess: (pkg) => queryClient.setQueryData(invoicePackageQueryOptions(pkg.id).queryKey, pkg),
  });
}
