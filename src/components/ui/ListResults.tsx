import { useCallback, useRef, type ReactNode } from 'react';
import { afterNextPaint } from '@/lib/after-paint';
import { errorMessage } from '@/lib/api';
import { usePreloadWhenIdle } from '@/lib/lazy';
import type { UrlList } from '@/lib/url-list';
import { Button } from './Button';
import { ListSummary } from './ListSummary';
import { Pagination } from './Pagination';
import { EmptyState, ErrorState } from './States';

export interface ListResultsProps<State extends { page: number }, Row> {
  /** What useUrlList returns. */
  list: UrlList<State, Row>;
  /** What the list holds: `{ one: 'pago', many: 'pagos' }`. */
  noun: { one: string; many: string };
  /** The title when the page cannot be read: "No pudimos cargar tus pagos". */
  errorTitle: string;
  /** The placeholder of the first page, with its role="status" and label. */
  skeleton: ReactNode;
  /** There are none at all (an EmptyState with what to do). */
  empty: ReactNode;
  /** None match the filters (an EmptyState that clears them). */
  filteredEmpty: ReactNode;
  hasFilters: boolean;
  /** The icon of the "no more" state of a page past the end. */
  icon?: ReactNode;
  /** Beside the summary (the export). */
  actions?: ReactNode;
  /** The rows (a table or cards); `isBusy` while they are the previous page's. */
  children: (rows: Row[], isBusy: boolean) => ReactNode;
  'data-testid'?: string;
}

const panel = 'rounded-xl border border-slate-200 bg-white';

/**
 * The results of a useUrlList list: "Mostrando 1–20 de 1,234 pagos" (hidden while loading), the
 * rows or the state that stands for them (loading, failed, none, none with these filters, a page
 * past the end) and the pagination. A page that fails keeps the rows shown under the error, with
 * Reintentar; a count that fails leaves the list paging by full pages.
 */
export function ListResults<State extends { page: number }, Row>({
  list,
  noun,
  errorTitle,
  skeleton,
  empty,
  filteredEmpty,
  hasFilters,
  icon,
  actions,
  children,
  'data-testid': testId,
}: ListResultsProps<State, Row>) {
  const { state, rows, pages, countFailed } = list;
  const top = useRef<HTMLDivElement>(null);
  // New rows render after the tap's frame has painted (useUrlList's change), so no deferred value here.
  const isBusy = list.isStale;

  // «Siguiente» is the likeliest next step: its page is read once this one has settled, so it
  // paints at once (a first «Siguiente» took 210–290 ms to show its rows at 4× CPU, the request
  // and its reading waiting behind the press).
  const { prefetch } = list;
  const nextPage = state.page + 1;
  const hasNext = pages !== null ? nextPage <= pages : list.hasMore;
  const prefetchNextPage = useCallback(() => Promise.resolve(prefetch({ page: nextPage } as Partial<State>)), [prefetch, nextPage]);
  usePreloadWhenIdle(prefetchNextPage, hasNext && !list.isLoading && !list.isStale && !list.isError);

  const toPage = (page: number) => {
    // After the press's frame, like the new rows: scrolling in the handler forced a layout of the page there.
    afterNextPaint(() => top.current?.scrollIntoView({ block: 'start' }));
    list.change({ page } as Partial<State>);
  };

  const error = list.isError && (
    <ErrorState
      title={errorTitle}
      message={errorMessage(list.error)}
      error={list.error}
      onRetry={list.retry}
      isRetrying={list.isRetrying}
    />
  );

  let body: ReactNode;
  if (list.isLoading) {
    body = skeleton;
  } else if (list.isError && rows.length === 0) {
    body = null;
  } else if (rows.length === 0 && !isBusy && list.total === undefined && state.page > 1 && !countFailed) {
    // A page past the end while the count loads: the count then leads to the last page.
    body = skeleton;
  } else if (rows.length === 0 && !isBusy && countFailed && state.page > 1) {
    // Paging without the count went one page past the end.
    body = (
      <div className={panel}>
        <EmptyState
          icon={icon}
          title={`No hay más ${noun.many}`}
          description={`La página ${state.page} está vacía: tus ${noun.many} terminan en la página anterior.`}
          action={
            <Button variant="secondary" onPress={() => toPage(state.page - 1)}>
              Ir a la página anterior
            </Button>
          }
        />
      </div>
    );
  } else if (rows.length === 0 && !isBusy) {
    body = <div className={panel}>{hasFilters ? filteredEmpty : empty}</div>;
  } else {
    body = (
      <div data-testid={testId} aria-busy={isBusy || undefined} className={`transition-opacity ${isBusy ? 'opacity-60' : ''}`}>
        {children(rows, isBusy)}
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      <div ref={top} className="flex scroll-mt-4 flex-wrap items-center justify-between gap-3">
        <ListSummary
          data-testid="results-summary"
          range={list.range}
          total={list.isError && !list.range ? undefined : list.total}
          noun={noun}
          isLoading={list.isLoading || isBusy || (list.total === undefined && !countFailed)}
          countFailed={countFailed}
          onRetryCount={list.retryCount}
          isRetryingCount={list.isRetryingCount}
        />
        {actions}
      </div>
      {error}
      {body}
      {!list.isLoading && (pages !== null ? rows.length > 0 : countFailed) && (
        <Pagination
          page={pages === null ? state.page : Math.min(state.page, pages)}
          pageCount={pages}
          hasMore={list.hasMore}
          onPageChange={toPage}
          onPageIntent={(page) => list.prefetch({ page } as Partial<State>)}
        />
      )}
    </div>
  );
}
