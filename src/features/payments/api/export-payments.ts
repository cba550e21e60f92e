import { api } from '@/lib/api';
import { compactFilter, type Where } from '@/lib/api/query';
import type { Payment } from '../types';

/** The contract's largest page (`limit` ≤ 1000). */
export const EXPORT_PAGE_SIZE = 1000;

/**
 * Every payment that matches `where`, in `order`, read page by page.
 * Stops at a short page, so it ends even if the server ignores `skip`.
 */
export async function fetchPaymentsForExport(
  where: Where | undefined,
  order: string[],
  options: { pageSize?: number; signal?: AbortSignal } = {},
): Promise<Payment[]> {
  const pageSize = options.pageSize ?? EXPORT_PAGE_SIZE;
  const all: Payment[] = [];
  for (let skip = 0; ; skip += pageSize) {
    const filter = compactFilter({ where, order, limit: pageSize, skip });
    const { data } = await api.GET('/payments', {
      params: { query: { filter: JSON.stringify(filter) } },
      signal: options.signal,
    });
    const page = data ?? [];
    all.push(...page);
    if (page.length < pageSize) return all;
  }
}
