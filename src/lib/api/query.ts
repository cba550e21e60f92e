// LoopBack-style filters (spec section 7): sent either as one JSON-encoded
// `filter` parameter or as a stringified query (filter[where][status]=...).

export type Where = Record<string, unknown>;

export interface LoopbackFilter {
  where?: Where;
  order?: string | string[];
  limit?: number;
  skip?: number;
  fields?: string[] | Record<string, boolean>;
}

export type FilterEncoding = 'json' | 'stringified';

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}

function flatten(prefix: string, value: unknown, out: [string, string][]): void {
  if (value === undefined) return;
  if (Array.isArray(value)) {
    value.forEach((item, index) => flatten(`${prefix}[${index}]`, item, out));
  } else if (isPlainObject(value)) {
    for (const [key, item] of Object.entries(value)) flatten(`${prefix}[${key}]`, item, out);
  } else if (value instanceof Date) {
    out.push([prefix, value.toISOString()]);
  } else {
    out.push([prefix, value === null ? '' : String(value)]);
  }
}

/** Drops undefined members so that the JSON sent is stable and minimal. */
export function compactFilter(filter: LoopbackFilter): LoopbackFilter {
  return JSON.parse(JSON.stringify(filter)) as LoopbackFilter;
}

/**
 * Serialises query parameters. Objects (the LoopBack `filter`, a `where`)
 * become JSON by default, or bracketed keys when `stringified` is asked for.
 */
export function serializeQuery(query: Record<string, unknown> | undefined, encoding: FilterEncoding = 'json'): string {
  if (!query) return '';
  const pairs: [string, string][] = [];
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    if (isPlainObject(value)) {
      if (encoding === 'json') pairs.push([key, JSON.stringify(value)]);
      else flatten(key, value, pairs);
    } else if (Array.isArray(value)) {
      value.forEach((item) => pairs.push([key, String(item)]));
    } else {
      pairs.push([key, String(value)]);
    }
  }
  return pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
}
