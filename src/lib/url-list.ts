// One paged list screen kept in the URL (Historial de pagos, Empleados): its state read from and
// written to the query string, the page's rows and the count of the rows its filters match, and
// the pages past the end. <ListResults> (components/ui) shows what this returns; each screen
// only says how its state reads and writes and which queries it makes.
import { hashKey, keepPreviousData, useQuery, useQueryClient, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { afterNextPaint } from './after-paint';
import { countPages, rowRange } from './url-state';

/** The options of a query as an `api/` file exports them (queryOptions), whatever its key and error. */
type ListQueryOptions<Data, Err, Key extends QueryKey> = UseQueryOptions<Data, Err, Data, Key>;

export interface UrlListConfig<State extends { page: number }, Row, Err, ListKey extends QueryKey, CountKey extends QueryKey> {
  /** The state in a URL query; anything unreadable falls back to its default. Module-level (stable). */
  read: (params: URLSearchParams) => State;
  /** The URL query for a state, defaults left out. Module-level (stable). */
  write: (state: State) => URLSearchParams;
  pageSize: number;
  /** The query of the state's page of rows. Module-level (stable). */
  listQuery: (state: State) => ListQueryOptions<Row[], Err, ListKey>;
  /** The query counting every row the state's filters match (the same for each page). Module-level (stable). */
  countQuery: (state: State) => ListQueryOptions<{ count: number }, Err, CountKey>;
}

export interface UrlList<State extends { page: number }, Row> {
  state: State;
  /** A new filter, sort or page in the URL; anything but a page starts again at page 1. */
  change: (changes: Partial<State>, options?: { replace?: boolean }) => void;
  /** Fetches what `change(changes)` would show (the pointer is on a choice), so choosing it paints at once. */
  prefetch: (changes: Partial<State>) => void;
  /** The rows to show: the page's, or while the next one loads the previous ones; after a failure, the last ones shown. */
  rows: Row[];
  /** The rows shown, numbered from the list's start; null when none, or when they are not this page's. */
  range: { first: number; last: number } | null;
  /** How many rows match the filters; undefined while not known. */
  total: number | undefined;
  /** How many pages; null while the count is not known. */
  pages: number | null;
  /** The first page has not come yet (nothing to show). */
  isLoading: boolean;
  /** The rows shown belong to the previous page or filter: the next ones are loading. */
  isStale: boolean;
  /** The page failed; `rows` are the last ones shown (maybe none). */
  isError: boolean;
  error: unknown;
  isRetrying: boolean;
  /** Asks again for the page, and for the count if it failed too. */
  retry: () => void;
  /** The count failed: the list still pages (a full page may have another after it). */
  countFailed: boolean;
  isRetryingCount: boolean;
  retryCount: () => void;
  /** Without a count: the page came full, so there may be another one. */
  hasMore: boolean;
}

/**
 * A paged list whose filters, sort and page live in the URL. The URL changes through a functional
 * `setSearchParams` (each change applies to the URL as it is then). The previous page stays on
 * screen while the next loads; a page that fails keeps the rows shown and says so; a page past the
 * end (an old link, rows removed) goes to the last one once the count is known.
 */
export function useUrlList<State extends { page: number }, Row, Err, ListKey extends QueryKey, CountKey extends QueryKey>({
  read,
  write,
  pageSize,
  listQuery,
  countQuery,
}: UrlListConfig<State, Row, Err, ListKey, CountKey>): UrlList<State, Row> {
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => read(searchParams), [read, searchParams]);
  const list = useQuery({ ...listQuery(state), placeholderData: keepPreviousData });
  const count = useQuery({ ...countQuery(state), placeholderData: keepPreviousData });

  // A change's rows render in one task after the frame of the tap that asked for them (which shows
  // the choice: the select, the pressed button), not as the router's transition: time-sliced in
  // 5 ms pieces with a frame between them, a page of Historial took about twice as long to appear at
  // 4× CPU (docs/performance.md). The URL is read when the change is applied.
  // A change still waiting when the list goes away (a link followed within the frame) is dropped.
  const latestSetSearchParams = useRef(setSearchParams);
  const pendingChanges = useRef(new Set<() => void>());
  useLayoutEffect(() => {
    latestSetSearchParams.current = setSearchParams;
  }, [setSearchParams]);
  useEffect(() => {
    const pending = pendingChanges.current;
    return () => {
      for (const cancel of pending) cancel();
      pending.clear();
    };
  }, []);
  const change = useCallback(
    (changes: Partial<State>, options: { replace?: boolean } = {}) => {
      const cancel = afterNextPaint(() => {
        pendingChanges.current.delete(cancel);
        latestSetSearchParams.current((current) => write({ ...read(current), page: 1, ...changes }), { ...options, flushSync: true });
      });
      pendingChanges.current.add(cancel);
    },
    [read, write],
  );

  // Stable (the state read when called), so the memoised filters do not re-render on each page.
  const latestState = useRef(state);
  useLayoutEffect(() => {
    latestState.current = state;
  }, [state]);
  const prefetch = useCallback(
    (changes: Partial<State>) => {
      const current = latestState.current;
      const next = { ...current, page: 1, ...changes };
      void queryClient.prefetchQuery(listQuery(next));
      // Another page has the same count: asking it again would only repeat a failed count on every hover.
      const nextCount = countQuery(next);
      if (hashKey(nextCount.queryKey) !== hashKey(countQuery(current).queryKey)) void queryClient.prefetchQuery(nextCount);
    },
    [queryClient, listQuery, countQuery],
  );

  const total = count.data?.count;
  const pages = total === undefined ? null : countPages(total, pageSize);
  // A count asked again after failing is pending once more: its failure stays known until it answers.
  const countFailed = total === undefined && count.errorUpdateCount > 0;

  // A page past the end: go to the last one (not while the count is the previous filter's).
  useEffect(() => {
    if (pages !== null && !count.isPlaceholderData && state.page > pages) {
      setSearchParams((current) => write({ ...read(current), page: pages }), { replace: true });
    }
  }, [pages, count.isPlaceholderData, state.page, setSearchParams, read, write]);

  // The last rows that came, with their page: a page that fails keeps them on screen.
  const [shown, setShown] = useState<{ rows: Row[]; page: number } | null>(null);
  if (list.data && !list.isPlaceholderData && shown?.rows !== list.data) setShown({ rows: list.data, page: state.page });
  const isError = list.isError && list.data === undefined;
  const rows = list.data ?? (isError ? shown?.rows : undefined) ?? [];
  const rowsPage = list.data ? state.page : (shown?.page ?? state.page);

  return {
    state,
    change,
    prefetch,
    rows,
    range: isError && rowsPage !== state.page ? null : rowRange(rowsPage, pageSize, rows.length),
    total,
    pages,
    isLoading: list.isPending,
    isStale: list.isPlaceholderData || count.isPlaceholderData,
    isError,
    error: list.error,
    isRetrying: list.isFetching,
    retry: () => {
      void list.refetch();
      if (countFailed) void count.refetch();
    },
    countFailed,
    isRetryingCount: count.isFetching,
    retryCount: () => void count.refetch(),
    hasMore: rows.length >= pageSize,
  };
}

/** What a list screen reads for its URL (its page and its count): its route's queries (screen-route). */
export const urlListQueries =
  <State extends { page: number }, Row, Err, ListKey extends QueryKey, CountKey extends QueryKey>(
    config: UrlListConfig<State, Row, Err, ListKey, CountKey>,
  ) =>
  ({ request }: { request: Request }) => {
    const state = config.read(new URL(request.url).searchParams);
    return [config.listQuery(state), config.countQuery(state)];
  };
