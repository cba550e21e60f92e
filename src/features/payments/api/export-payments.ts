import { api } from '@/lib/api';
import { compactFilter, type Where } from '@/lib/api/query';
import type { Payment } from '@/lib/payments/types';
import { fetchPaymentsCount } from './get-payments-count';

/** The contract's largest page (`limit` ≤ 1000). */
const EXPORT_PAGE_SIZE = 1000;

export interface ExportProgress {
  /** Distinct payments read so far. */
  loaded: number;
  /** What `GET /payments/count` said for the same `where`. */
  total: number;
}

export interface PaymentsExport {
  /** Every payment read, each once (by id), in the order the server sent them. */
  payments: Payment[];
  /** What the count said. */
  total: number;
  /** False when the server stopped sending before the count was reached. */
  isComplete: boolean;
}

/**
 * Every payment that matches `where`, in `order`: first the count, then pages of `pageSize`,
 * each asked from where the rows received so far end (`skip`).
 *
 * It ends when it holds as many payments as the count says, or when a page brings nothing new
 * (empty, or every id already read: a server that ignores `skip`). A page shorter than asked
 * while the count says more is taken as the server's own page limit, and the next page is asked
 * after it; a short page that brings nothing new ends it. Every page must add a payment, so there
 * are at most `total + 1` pages (`total / pageSize` with an honest server), never an endless loop.
 *
 * `signal` cancels the request in flight and ends the export with its reason (an AbortError).
 */
export async function fetchPaymentsForExport(
  where: Where | undefined,
  order: string[],
  options: { pageSize?: number; signal?: AbortSignal; onProgress?: (progress: ExportProgress) => void } = {},
): Promise<PaymentsExport> {
  const { signal, onProgress } = options;
  const pageSize = options.pageSize ?? EXPORT_PAGE_SIZE;

  const total = await fetchPaymentsCount(where, signal);
  signal?.throwIfAborted();
  onProgress?.({ loaded: 0, total });

  // One copy of each payment: the array keeps the order, the set only the ids.
  const payments: Payment[] = [];
  const seen = new Set<string>();
  let skip = 0;
  while (payments.length < total) {
    const filter = compactFilter({ where, order, limit: pageSize, skip });
    const { data } = await api.GET('/payments', {
      params: { query: { filter: JSON.stringify(filter) } },
      signal,
    });
    signal?.throwIfAborted();
    const page = data ?? [];
    let added = 0;
    for (const payment of page) {
      if (seen.has(payment.id)) continue;
      seen.add(payment.id);
      payments.push(payment);
      added += 1;
    }
    if (added === 0) break;
    onProgress?.({ loaded: payments.length, total });
    skip += page.length;
  }
  return { payments, total, isComplete: payments.length >= total };
}
