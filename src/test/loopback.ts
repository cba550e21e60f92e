// Test servers that answer lists and counts the way a LoopBack backend does: the development
// API's own filter handling (loopback-filters, refusing unknown fields), over the given records.
import { PAYMENTS, QUOTATIONS } from '../../scripts/dev-api/collections.mjs';
import { countRecords, findRecords, prepareFilter, prepareWhere, type Collection } from '../../scripts/dev-api/filters.mjs';

export const COLLECTIONS = { quotations: QUOTATIONS, payments: PAYMENTS } as const;

function readJson(url: URL, name: string): unknown {
  const raw = url.searchParams.get(name);
  return raw ? (JSON.parse(raw) as unknown) : undefined;
}

/** The answer of a list call (`filter`), or a 400 for a filter LoopBack would refuse. */
export function loopbackList<T>(collection: Collection, records: T[], url: URL): [number, unknown] {
  try {
    return [200, findRecords(collection, records, prepareFilter(collection, readJson(url, 'filter') ?? {}))];
  } catch (error) {
    return [400, { message: (error as Error).message }];
  }
}

/** The answer of a count call (`where`). */
export function loopbackCount<T>(collection: Collection, records: T[], url: URL): [number, unknown] {
  try {
    return [200, { count: countRecords(collection, records, prepareWhere(collection, readJson(url, 'where'))) }];
  } catch (error) {
    return [400, { message: (error as Error).message }];
  }
}
