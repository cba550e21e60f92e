// Reading list state from the URL, which anyone can edit: values are checked before they reach a
// filter sent to the API.

/** The highest page number a URL may ask for; beyond the last page the list shows the last one. */
export const MAX_PAGE = 10_000;

/** `pagina` from the URL: a whole number from 1 to MAX_PAGE, else 1 (never 1e20 → skip 2e21). */
export function readPageParam(raw: string | null): number {
  if (raw === null || !/^\d{1,6}$/.test(raw)) return 1;
  const page = Number(raw);
  return page >= 1 ? Math.min(page, MAX_PAGE) : 1;
}
