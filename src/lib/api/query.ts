// LoopBack-style filters: sent as one JSON-encoded `filter` (or `where`) parameter (see
// docs/api-layer.md); their types come from the contract (PaymentFilter, QuotationFilter,
// EmployeeFilter in schema.d.ts).

/**
 * A filter or a `where` as the contract's JSON `content` parameter (typed as a string). The one
 * encoding of every list: members left undefined are dropped, so equal filters give equal query keys.
 */
export function encodeFilter(filter: object): string {
  return JSON.stringify(filter);
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}

/**
 * Serialises query parameters. Objects (the LoopBack `filter`, a `where`) become JSON.
 */
export function serializeQuery(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const pairs: [string, string][] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (isPlainObject(value)) {
      pairs.push([key, JSON.stringify(value)]);
    } else if (Array.isArray(value)) {
      value.forEach((item) => pairs.push([key, String(item)]));
    } else {
      // What is left is a scalar (string, number, boolean) or a Date.
      const scalar = value as string | number | boolean | Date;
      pairs.push([key, String(scalar)]);
    }
  }
  return pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
}
