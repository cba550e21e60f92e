// Every row of a list, for an export: the count first, then pages asked from where the rows
// received so far end. Servers misbehave in known ways (ignoring `skip`, capping `limit` below
// what was asked, a count that moved): none of them makes this loop forever or miss that the file
// came short.

export interface ReadAllProgress {
  /** Distinct rows read so far. */
  loaded: number;
  /** What the count said. */
  total: number;
}

export interface ReadAllResult<T> {
  /** Every row read, each once (by id), in the order the server sent them. */
  rows: T[];
  /** What the count said. */
  total: number;
  /** False when the server stopped sending before the count was reached. */
  isComplete: boolean;
}

export interface ReadAllOptions<T> {
  /** The list's count (`GET …/count` with the same conditions). */
  count: (signal?: AbortSignal) => Promise<number>;
  /** One page of the list. */
  page: (window: { limit: number; skip: number }, signal?: AbortSignal) => Promise<T[]>;
  pageSize: number;
  /** Cancels the request in flight and ends the reading with its reason (an AbortError). */
  signal?: AbortSignal;
  onProgress?: (progress: ReadAllProgress) => void;
}

/**
 * It ends when it holds as many rows as the count says, or when a page brings nothing new (empty,
 * or every id already read: a server that ignores `skip`). A page shorter than asked while the
 * count says more is taken as the server's own page limit, and the next page is asked after it.
 * Every page must add a row, so there are at most `total + 1` pages, never an endless loop.
 */
export async function readAllPages<T extends { id: string }>({
  count,
  page,
  pageSize,
  signal,
  onProgress,
}: ReadAllOptions<T>): Promise<ReadAllResult<T>> {
  const total = await count(signal);
  signal?.throwIfAborted();
  onProgress?.({ loaded: 0, total });

  // One copy of each row: the array keeps the order, the set only the ids.
  const rows: T[] = [];
  const seen = new Set<string>();
  let skip = 0;
  while (rows.length < total) {
    const received = await page({ limit: pageSize, skip }, signal);
    signal?.throwIfAborted();
    let added = 0;
    for (const row of received) {
      if (seen.has(row.id)) continue;
      seen.add(row.id);
      rows.push(row);
      added += 1;
    }
    if (added === 0) break;
    onProgress?.({ loaded: rows.length, total });
    skip += received.length;
  }
  return { rows, total, isComplete: rows.length >= total };
}
