// LoopBack-style filters: sent as one JSON-encoded `filter` parameter (see docs/api-layer.md).

export type Where = Record<string, unknown>;

export interface LoopbackFilter {
  where?: Where;
  order?: string | string[];
  limit?: number;
  skip?: number;
  fields?: string[] | Record<string, boolean>;
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) && !(value instanceof Date);
}

/** Drops undefined members so that the JSON sent is stable and minimal. */
export function compactFilter(filter: LoopbackFilter): LoopbackFilter {
  return JSON.parse(JSON.stringify(filter)) as LoopbackFilter;
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
