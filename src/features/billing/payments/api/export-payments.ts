import { api } from '@/lib/api';
import { encodeFilter } from '@/lib/api/query';
import { readAllPages, type ReadAllProgress } from '@/lib/api/read-all-pages';
import type { PaymentWhere } from '@/features/billing/payments/api/payment-queries';
import type { Payment } from '@/features/billing/payments/types';
import { fetchPaymentsCount } from './get-payments-count';

/** The contract's largest page (`limit` ≤ 1000). */
const EXPORT_PAGE_SIZE = 1000;

export type ExportProgress = ReadAllProgress;

export interface PaymentsExport {
  /** Every payment read, each once (by id), in the order the server sent them. */
  payments: Payment[];
  /** What the count said. */
  total: number;
  /** False when the server stopped sending before the count was reached. */
  isComplete: boolean;
}

/**
 * Every payment that matches `where`, in `order`: first the count (`GET /payments/count`), then
 * pages of `pageSize`, each asked from where the rows received so far end (see readAllPages: a
 * server that ignores `skip` or caps `limit` never makes it loop). `signal` cancels the request in
 * flight and ends the export with its reason (an AbortError).
 */
export async function fetchPaymentsForExport(
  where: PaymentWhere | undefined,
  order: string[],
  options: { pageSize?: number; signal?: AbortSignal; onProgress?: (progress: ExportProgress) => void } = {},
): Promise<PaymentsExport> {
  const { rows, total, isComplete } = await readAllPages<Payment>({
    pageSize: options.pageSize ?? EXPORT_PAGE_SIZE,
    signal: options.signal,
    onProgress: options.onProgress,
    count: (signal) => fetchPaymentsCount(where, signal),
    page: async (window, signal) => {
      const filter = encodeFilter({ where, order, ...window });
      const { data } = await api.GET('/payments', { params: { query: { filter } }, signal });
      return data ?? [];
    },
  });
  return { payments: rows, total, isComplete };
}
