// A list's state (filters, sort, page) in the URL query, so that a reload or a shared link shows the
// same list. The URL is in Spanish words people may read or share, and anyone can edit it: what is
// read is checked before it reaches a filter sent to the API, and defaults are left out so that a
// clean list has a clean URL. Each list keeps its own readListState/writeListState built on these.

/** The page's name in the URL (?pagina=2). */
const PAGE_PARAM = 'pagina';

/** The highest page number a URL may ask for; beyond the last page the list shows the last one. */
export const MAX_PAGE = 10_000;

/** `pagina` from the URL: a whole number from 1 to MAX_PAGE, else 1 (never 1e20 → skip 2e21). */
export function readPageParam(raw: string | null): number {
  if (raw === null || !/^\d{1,6}$/.test(raw)) return 1;
  const page = Number(raw);
  return page >= 1 ? Math.min(page, MAX_PAGE) : 1;
}

/** The page a URL query asks for (see readPageParam). */
export function readPage(params: URLSearchParams): number {
  return readPageParam(params.get(PAGE_PARAM));
}

/** The value a Spanish URL word stands for (`activo` → 'active' with `{ active: 'activo' }`); null for any other word. */
export function fromKeyword<T extends string>(keywords: Record<T, string>, word: string | null): T | null {
  if (!word) return null;
  return (Object.keys(keywords) as T[]).find((value) => keywords[value] === word) ?? null;
}

/**
 * A list's URL query: each param in the order given, then the page. A param given as null or ''
 * (its default) and page 1 are left out.
 */
export function listQuery(params: Record<string, string | null>, page: number): URLSearchParams {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value) query.set(name, value);
  if (page > 1) query.set(PAGE_PARAM, String(page));
  return query;
}

/** How many pages `total` rows fill; an empty list still has its one page. */
export function countPages(total: number, pageSize: number): number {
  return Math.max(1, Math.ceil(total / pageSize));
}

/** The LoopBack `limit` and `skip` of a 1-based page. */
export function pageWindow(page: number, pageSize: number): { limit: number; skip: number } {
  return { limit: pageSize, skip: (page - 1) * pageSize };
}

/** The rows a page shows, numbered from the list's start ("21–40"); null for an empty page. */
export function rowRange(page: number, pageSize: number, rowCount: number): { first: number; last: number } | null {
  if (rowCount === 0) return null;
  const first = (page - 1) * pageSize + 1;
  return { first, last: first + rowCount - 1 };
}
