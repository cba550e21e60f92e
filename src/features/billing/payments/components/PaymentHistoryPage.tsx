import { useCallback } from 'react';
import { LinkButton } from '@/components/ui/Button';
import { ReceiptIcon } from '@/components/ui/Icons';
import { ListResults } from '@/components/ui/ListResults';
import { Skeleton } from '@/components/ui/Skeleton';
import { EmptyState, FilteredEmptyState } from '@/components/ui/States';
import { useFitsWideTable } from '@/components/layout/use-media-query';
import { appPaths } from '@/config/app-paths';
import { usePageHeader } from '@/lib/page-state';
import { urlListQueries, useUrlList } from '@/lib/url-list';
import { INVOICE_SETTLING_REFETCH_MS, isInvoiceSettling } from '@/features/billing/invoices/invoice-status';
import type { Payment } from '@/features/billing/payments/types';
import { paymentsQueryOptions } from '../api/get-payments';
import { paymentsCountQueryOptions } from '../api/get-payments-count';
import {
  PAGE_SIZE,
  hasFilters,
  paymentsPageFilter,
  paymentsWhere,
  readListState,
  writeListState,
  type PaymentListState,
  type PaymentSort,
} from '../payment-list-state';
import { PaymentCards } from './PaymentCards';
import { PaymentFilters } from './PaymentFilters';
import { PaymentsExport } from './PaymentsExport';
import { InvoicePackageButton } from '@/features/billing/invoices/components/InvoicePackageDialog';
import { PaymentsTable } from './PaymentsTable';

const HISTORY_LIST = {
  read: readListState,
  write: writeListState,
  pageSize: PAGE_SIZE,
  listQuery: (state: PaymentListState) => ({
    ...paymentsQueryOptions(paymentsPageFilter(state)),
    // A row whose invoice is being stamped (or whose replaced one is being cancelled) settles within seconds.
    refetchInterval: (query: { state: { data?: Payment[] } }) =>
      query.state.data?.some((payment) => isInvoiceSettling(payment)) ? INVOICE_SETTLING_REFETCH_MS : false,
  }),
  countQuery: (state: PaymentListState) => paymentsCountQueryOptions(paymentsWhere(state)),
};

/** What the screen reads for its URL: the page and the count. */
export const queries = urlListQueries(HISTORY_LIST);

/** /app/historial-de-pagos — the customer's payments, filtered and paged through the URL. */
export function PaymentHistoryPage() {
  usePageHeader('Historial de pagos', [{ label: 'Inicio', href: appPaths.home }, { label: 'Historial de pagos' }]);
  // Phones and tablets: cards (the table needs a wide screen beside the side navigation).
  const showsCards = !useFitsWideTable();
  const list = useUrlList(HISTORY_LIST);
  const { state, change } = list;
  // Stable, so the memoised table skips the render that only marks its rows busy.
  const changeSort = useCallback((sort: PaymentSort) => change({ sort }), [change]);

  return (
    <div className="flex flex-col gap-5">
      <PaymentFilters
        status={state.status}
        from={state.from}
        to={state.to}
        sort={state.sort}
        onChange={change}
        onIntent={list.prefetch}
        showSort={showsCards}
      />
      <ListResults
        list={list}
        noun={{ one: 'pago', many: 'pagos' }}
        errorTitle="No pudimos cargar tus pagos"
        skeleton={<HistorySkeleton />}
        hasFilters={hasFilters(state)}
        filteredEmpty={
          <FilteredEmptyState
            title="No hay pagos con estos filtros"
            description="Prueba con otro estado u otras fechas."
            onClear={() => change({ status: null, from: null, to: null })}
          />
        }
        empty={
          <EmptyState
            icon={<ReceiptIcon className="size-6" />}
            title="Aún no tienes pagos"
            description="Cuando pagues una cotización, el pago aparecerá aquí con su comprobante."
            action={<LinkButton href={appPaths.home}>Ver mis cotizaciones</LinkButton>}
          />
        }
        actions={
          <div className="flex flex-wrap items-start gap-2">
            {/* The period's CFDI for the accountant: its own period, whatever the list shows. */}
            <InvoicePackageButton />
            <PaymentsExport listState={state} isDisabled={list.total === 0 || list.isLoading} />
          </div>
        }
        data-testid="payments-results"
      >
        {(rows) =>
          showsCards ? <PaymentCards payments={rows} /> : <PaymentsTable payments={rows} sort={state.sort} onSortChange={changeSort} />
        }
      </ListResults>
    </div>
  );
}

function HistorySkeleton() {
  return (
    <div role="status" aria-label="Cargando pagos" className="overflow-hidden rounded-xl border border-slate-200 bg-white">
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="flex items-center gap-4 border-b border-slate-100 px-4 py-4 last:border-b-0">
          <Skeleton className="block rounded-md h-4 w-28" />
          <Skeleton className="block rounded-md h-4 flex-1" />
          <Skeleton className="block rounded-md h-4 w-20" />
        </div>
      ))}
    </div>
  );
}
