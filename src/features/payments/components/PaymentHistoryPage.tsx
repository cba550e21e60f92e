import { useCallback, useDeferredValue, useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button, LinkButton } from '@/components/ui/Button';
import { ReceiptIcon } from '@/components/ui/Icons';
import { ListSummary } from '@/components/ui/ListSummary';
import { Pagination } from '@/components/ui/Pagination';
import { Skeleton } from '@/components/ui/Skeleton';
import { EmptyState, ErrorState } from '@/components/ui/States';
import { useFitsWideTable } from '@/components/layout/useMediaQuery';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api';
import { usePageHeader } from '@/lib/page-state';
import { usePayments, usePrefetchPayments } from '../api/get-payments';
import { usePaymentsCount, usePrefetchPaymentsCount } from '../api/get-payments-count';
import {
  hasFilters,
  mayHaveMore,
  pageCount,
  pageRange,
  paymentsPageFilter,
  paymentsWhere,
  readListState,
  writeListState,
  type PaymentListState,
} from '../payment-list-state';
import { PaymentCards } from './PaymentCards';
import { PaymentFilters } from './PaymentFilters';
import { PaymentsExport } from './PaymentsExport';
import { PaymentsTable } from './PaymentsTable';

/** /app/historial-de-pagos — the customer's payments, filtered and paged through the URL. */
export function PaymentHistoryPage() {
  usePageHeader('Historial de pagos', [{ label: 'Inicio', href: paths.app.home }, { label: 'Historial de pagos' }]);
  // Phones and tablets: cards (the table needs a wide screen beside the side navigation).
  const showsCards = !useFitsWideTable();
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => readListState(searchParams), [searchParams]);
  const where = useMemo(() => paymentsWhere(state), [state]);
  const filter = useMemo(() => paymentsPageFilter(state), [state]);

  const payments = usePayments(filter);
  const prefetchPayments = usePrefetchPayments();
  const prefetchCount = usePrefetchPaymentsCount();
  const count = usePaymentsCount(where);
  const total = count.data?.count;
  const pages = total === undefined ? null : pageCount(total);
  const listTop = useRef<HTMLDivElement>(null);

  // Stable, so that the memoised filters and table do not re-render on every page.
  const latest = useRef({ state, setSearchParams });
  useEffect(() => {
    latest.current = { state, setSearchParams };
  });
  const change = useCallback((changes: Partial<PaymentListState>) => {
    // Any new filter or sort starts again at page 1.
    const next = { ...latest.current.state, page: 1, ...changes };
    latest.current.setSearchParams(writeListState(next));
  }, []);
  // What `change` would show, fetched ahead (a status or page under the pointer): the choice then
  // paints cached rows and count at once.
  const prefetch = useCallback(
    (changes: Partial<PaymentListState>) => {
      const next = { ...latest.current.state, page: 1, ...changes };
      prefetchPayments(paymentsPageFilter(next));
      // Another page has the same count: asking it again would only repeat a failed count on every hover.
      const nextWhere = paymentsWhere(next);
      if (JSON.stringify(nextWhere) !== JSON.stringify(paymentsWhere(latest.current.state))) prefetchCount(nextWhere);
    },
    [prefetchPayments, prefetchCount],
  );
  const changeSort = useCallback((sort: PaymentListState['sort']) => change({ sort }), [change]);

  const changePage = (page: number) => {
    change({ page });
    listTop.current?.scrollIntoView({ block: 'start' });
  };

  // A page past the end (an old link, fewer results now): go to the last page.
  useEffect(() => {
    if (pages !== null && !count.isPlaceholderData && state.page > pages) {
      setSearchParams(writeListState({ ...state, page: pages }), { replace: true });
    }
  }, [pages, count.isPlaceholderData, state, setSearchParams]);

  const rows = payments.data ?? [];
  // New rows render after the urgent update (filters, pagination), which stays light.
  const shownRows = useDeferredValue(rows);
  const shownSort = useDeferredValue(state.sort);
  const isStale = payments.isPlaceholderData || count.isPlaceholderData || shownRows !== rows;
  // Without the count the list still pages: a full page may have another one after it.
  // A count asked again after failing is pending once more: its failure stays known until it answers.
  const countFailed = total === undefined && count.errorUpdateCount > 0;
  const hasMore = mayHaveMore(rows.length);

  let body: ReactNode;
  if (payments.isPending) {
    body = <HistorySkeleton />;
  } else if (payments.isError && !payments.data) {
    body = (
      <ErrorState
        title="No pudimos cargar tus pagos"
        message={errorMessage(payments.error)}
        error={payments.error}
        onRetry={() => {
          void payments.refetch();
          if (count.isError) void count.refetch();
        }}
        isRetrying={payments.isFetching}
      />
    );
  } else if (rows.length === 0 && !isStale && total === undefined && state.page > 1 && !countFailed) {
    // A page past the end while the count loads: the count then leads to the last page.
    body = <HistorySkeleton />;
  } else if (rows.length === 0 && !isStale && countFailed && state.page > 1) {
    // Paging without the count went one page past the end.
    body = (
      <div className="rounded-xl border border-slate-200 bg-white">
        <EmptyState
          title="No hay más pagos"
          description={`La página ${state.page} está vacía: tus pagos terminan en la página anterior.`}
          action={
            <Button variant="secondary" onPress={() => changePage(state.page - 1)}>
              Ir a la página anterior
            </Button>
          }
        />
      </div>
    );
  } else if (rows.length === 0 && !isStale) {
    body = (
      <div className="rounded-xl border border-slate-200 bg-white">
        {hasFilters(state) ? (
          <EmptyState
            title="No hay pagos con estos filtros"
            description="Prueba con otro estado u otras fechas."
            action={
              <Button variant="secondary" onPress={() => change({ status: null, from: null, to: null })}>
                Limpiar filtros
              </Button>
            }
          />
        ) : (
          <EmptyState
            icon={<ReceiptIcon className="size-6" />}
            title="Aún no tienes pagos"
            description="Cuando pagues una cotización, el pago aparecerá aquí con su comprobante."
            action={<LinkButton href={paths.app.home}>Ver mis cotizaciones</LinkButton>}
          />
        )}
      </div>
    );
  } else {
    body = (
      <div data-testid="payments-results" aria-busy={isStale || undefined} className={`transition-opacity ${isStale ? 'opacity-60' : ''}`}>
        {showsCards ? (
          <PaymentCards payments={shownRows} />
        ) : (
          <PaymentsTable payments={shownRows} sort={shownSort} onSortChange={changeSort} />
        )}
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-5">
      <PaymentFilters
        status={state.status}
        from={state.from}
        to={state.to}
        sort={state.sort}
        onChange={change}
        onIntent={prefetch}
        showSort={showsCards}
      />

      <div ref={listTop} className="flex scroll-mt-4 flex-wrap items-center justify-between gap-3">
        <ListSummary
          data-testid="results-summary"
          range={pageRange(state.page, rows.length)}
          total={total}
          noun={{ one: 'pago', many: 'pagos' }}
          isLoading={payments.isPending || isStale || (count.isPending && !countFailed)}
          countFailed={countFailed}
          onRetryCount={() => void count.refetch()}
          isRetryingCount={count.isFetching}
        />
        <PaymentsExport listState={state} isDisabled={total === 0 || payments.isPending} />
      </div>

      {body}

      {(pages !== null ? rows.length > 0 : countFailed && payments.data !== undefined) && (
        <Pagination
          page={pages === null ? state.page : Math.min(state.page, pages)}
          pageCount={pages}
          hasMore={hasMore}
          onPageChange={changePage}
          onPageIntent={(page) => prefetch({ page })}
        />
      )}
    </div>
  );
}

function HistorySkeleton() {
  return (
    <div role="status" aria-label="Cargando pagos" className="overflow-hidden rounded-xl border border-slate-200 bg-white">
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="flex items-center gap-4 border-b border-slate-100 px-4 py-4 last:border-b-0">
          <Skeleton className="h-4 w-28" />
          <Skeleton className="h-4 flex-1" />
          <Skeleton className="h-4 w-20" />
        </div>
      ))}
    </div>
  );
}
