import { api } from '@/lib/api';
import { encodeFilter } from '@/lib/api/query';
import { readAllPages, type ReadAllProgress, type ReadAllResult } from '@/lib/api/read-all-pages';
import type { Employee } from '../employee-form';
import type { EmployeeWhere } from '../employee-list-state';
import { fetchEmployeesCount } from './get-employees-count';

/** The contract's largest page of employees (`limit` ≤ 100). */
const EXPORT_PAGE_SIZE = 100;

/**
 * Every employee the list shows with its filter and search, in its order, for "Exportar CSV":
 * `GET /employees/count` with the same `where` and `q`, then pages of 100 (see readAllPages).
 */
export function fetchEmployeesForExport(
  where: EmployeeWhere | undefined,
  q: string | undefined,
  order: string[],
  options: { pageSize?: number; signal?: AbortSignal; onProgress?: (progress: ReadAllProgress) => void } = {},
): Promise<ReadAllResult<Employee>> {
  const search = q ? { q } : {};
  return readAllPages<Employee>({
    pageSize: options.pageSize ?? EXPORT_PAGE_SIZE,
    signal: options.signal,
    onProgress: options.onProgress,
    count: (signal) => fetchEmployeesCount(where, q, signal),
    page: async (window, signal) => {
      const filter = encodeFilter({ where, order, ...window });
      const { data } = await api.GET('/employees', { params: { query: { filter, ...search } }, signal });
      return data ?? [];
    },
  });
}
