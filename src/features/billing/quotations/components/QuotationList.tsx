// The customer's quotations, newest first, filterable by status. Each tab reads its own list from
// the server ("Todas": the newest 100; "Pendientes": every pending one; the others: the newest 100
// of that status) and its number from the server's count, so no tab is judged from a truncated list.
// The chosen tab is in the URL (?estado=pendientes): a reload, the back button or a link keeps it.
import { memo, useLayoutEffect, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { UseQueryResult } from '@tanstack/react-query';
import { tv } from '@/lib/tailwind-variants';
import { Button, LinkButton } from '@/components/ui/Button';
import { ReceiptIcon, RefreshIcon } from '@/components/ui/Icons';
import { Link } from '@/components/ui/Link';
import { Skeleton } from '@/components/ui/Skeleton';
import { EmptyState, ErrorState } from '@/components/ui/States';
import { appPaths } from '@/config/app-paths';
import { errorMessage } from '@/lib/api';
import { formatDate, formatDateTime, formatMoney } from '@/lib/format';
import { canPayByHand } from '../quotation-lifecycle';
import { QUOTATION_STATUSES, statusPlural, validityText } from '../quotation-status';
import { useQuotations } from '../api/get-quotations';
import { useQuotationCounts } from '../api/get-quotations-count';
import { openPayment, setQuotationInView, useIsPayingQuotation } from '../quotation-store';
import { readQuotationFilter, writeQuotationFilter, type QuotationFilter } from '../quotation-filter-state';
import { newestFirst } from '../totals';
import type { QuotationFilter as QuotationsApiFilter, Quotation, QuotationStatus } from '../types';
import { QuotationStatusBadge } from './QuotationStatusBadge';
import { preloadPayment } from './PayQuotationDialogHost';

type StatusFilter = QuotationFilter;

const chip = tv({
  base: 'inline-flex min-h-11 shrink-0 cursor-pointer items-center gap-1.5 rounded-full border px-3.5 text-sm font-medium whitespace-nowrap transition-colors outline-offset-2 outline-brand-600 focus-visible:outline-2 sm:min-h-9',
  variants: {
    isSelected: {
      false: 'border-slate-300 bg-white text-slate-700 hover:bg-slate-50',
      true: 'border-brand-700 bg-brand-700 text-white',
    },
  },
});

export interface QuotationListProps {
  /** The newest 100 ("Todas"). */
  recent: UseQueryResult<Quotation[], unknown>;
  /** Every pending quotation ("Pendientes"). */
  pending: UseQueryResult<Quotation[], unknown>;
}

/** Newest 100 of one status that is not pending (pending ones are all read for the balance). */
const statusFilter = (status: QuotationStatus): QuotationsApiFilter => ({ where: { status }, order: ['createdAt DESC'], limit: 100 });

export function QuotationList({ recent, pending }: QuotationListProps) {
  const [searchParams, setSearchParams] = useSearchParams();
  const filter = readQuotationFilter(searchParams);
  const setFilter = (next: StatusFilter) => setSearchParams((current) => writeQuotationFilter(current, next));
  const otherStatus = filter !== 'todas' && filter !== 'pendiente' ? filter : null;
  const byStatus = useQuotations(otherStatus ? statusFilter(otherStatus) : undefined, { enabled: otherStatus !== null });
  const { counts, failed: countsFailed, isRetrying: isRecounting, retry: recount } = useQuotationCounts();
  const active = filter === 'todas' ? recent : filter === 'pendiente' ? pending : byStatus;
  const quotations = active.data;
  const isPending = active.isPending;
  const error = active.error;
  const visible = useMemo(() => newestFirst(quotations ?? []), [quotations]);
  const countOf = (status: StatusFilter): number | undefined => (status === 'pendiente' ? pending.data?.length : counts[status]);
  const total = counts.todas;
  // The chips stand while the numbers load, so the list below does not jump when they arrive.
  const stillCounting = total === undefined && recent.isPending;
  const hasAny = stillCounting || (total ?? recent.data?.length ?? 0) > 0;

  const filters: { id: StatusFilter; label: string }[] = [
    { id: 'todas', label: 'Todas' },
    ...QUOTATION_STATUSES.map((status) => ({ id: status, label: statusPlural(status) })),
  ];

  return (
    <section aria-labelledby="quotations-heading" className="flex flex-col gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <h2 id="quotations-heading" className="text-lg font-semibold text-slate-900">
          Tus cotizaciones
        </h2>
      </div>

      {hasAny && (
        <FilterChips
          filters={filters}
          selected={filter}
          onSelect={setFilter}
          countOf={countOf}
          isCounting={!countsFailed}
          countsKey={filters.map(({ id }) => countOf(id) ?? '').join()}
        />
      )}
      {countsFailed && (
        <div role="alert" className="-mt-2 flex flex-wrap items-center gap-x-2 text-sm text-slate-700">
          <span>No pudimos contar tus cotizaciones por estado.</span>
          <Button variant="quiet" size="sm" padding="px-2" className="-ms-2" isPending={isRecounting} onPress={recount}>
            <RefreshIcon className="size-4" />
            Reintentar
          </Button>
        </div>
      )}

      {isPending ? (
        <div role="status" aria-label="Cargando cotizaciones" className="overflow-hidden rounded-xl border border-slate-200 bg-white">
          {[0, 1, 2].map((i) => (
            <div key={i} className="flex items-center gap-4 border-b border-slate-100 px-5 py-4 last:border-b-0">
              <div className="flex flex-1 flex-col gap-2">
                <Skeleton className="block rounded-md h-4 w-32" />
                <Skeleton className="block rounded-md h-4 w-3/4 max-w-sm" />
              </div>
              <Skeleton className="block rounded-md h-6 w-24" />
            </div>
          ))}
        </div>
      ) : error && !quotations ? (
        <ErrorState
          title="No pudimos cargar tus cotizaciones"
          message={errorMessage(error)}
          error={error}
          onRetry={() => void active.refetch()}
          isRetrying={active.isFetching}
        />
      ) : filter === 'todas' && visible.length === 0 ? (
        <div className="rounded-xl border border-slate-200 bg-white">
          <EmptyState
            icon={<ReceiptIcon className="size-6" />}
            title="Aún no tienes cotizaciones"
            description="Cuando recibas una cotización aparecerá aquí, lista para revisarla y pagarla."
          />
        </div>
      ) : visible.length === 0 && filter !== 'todas' ? (
        <div className="rounded-xl border border-slate-200 bg-white">
          <EmptyState
            title={`No tienes cotizaciones ${statusPlural(filter).toLowerCase()}`}
            action={
              <Button variant="secondary" onPress={() => setFilter('todas')}>
                Ver todas
              </Button>
            }
          />
        </div>
      ) : (
        <>
          <ul className="overflow-hidden rounded-xl border border-slate-200 bg-white" aria-label="Cotizaciones">
            {visible.map((quotation) => (
              <QuotationRow key={quotation.id} quotation={quotation} />
            ))}
          </ul>
          {(() => {
            const all = filter === 'todas' ? total : countOf(filter);
            return all !== undefined && all > visible.length ? (
              <p className="text-sm text-slate-600">
                Mostramos las {visible.length} más recientes de {all.toLocaleString('es-MX')}.
              </p>
            ) : null;
          })()}
        </>
      )}
    </section>
  );
}

interface FilterChipsProps {
  filters: { id: StatusFilter; label: string }[];
  selected: StatusFilter;
  onSelect: (filter: StatusFilter) => void;
  countOf: (filter: StatusFilter) => number | undefined;
  /** False once a count failed: a missing number then shows no placeholder (the failure is said below). */
  isCounting: boolean;
  /** Changes when a number arrives (the chips widen): the selected one is brought into view again. */
  countsKey: string;
}

/**
 * The status chips. On a phone they do not fit: the row scrolls sideways, its right edge fades out
 * (the cue that there is more; the padding at its end lets the last chip clear the fade), and the
 * selected chip is scrolled into view (a link to ?estado=canceladas shows its chip). Each chip is a
 * button, reached with Tab. The fade is CSS only: Inicio's first load has no room for a scroll listener.
 */
function FilterChips({ filters, selected, onSelect, countOf, isCounting, countsKey }: FilterChipsProps) {
  const row = useRef<HTMLDivElement>(null);

  // Only the row scrolls (not the page): its scrollLeft, not scrollIntoView.
  useLayoutEffect(() => {
    const el = row.current;
    const chip = el?.querySelector<HTMLElement>('[aria-pressed="true"]');
    if (!el || !chip) return;
    const left = chip.offsetLeft - el.offsetLeft;
    if (left < el.scrollLeft || left + chip.offsetWidth > el.scrollLeft + el.clientWidth - 48) {
      el.scrollLeft = left - (el.clientWidth - chip.offsetWidth) / 2;
    }
  }, [selected, countsKey]);

  return (
    // Native toggle buttons: Inicio's first load stays light (react-aria's group adds its code).
    <div
      ref={row}
      role="group"
      aria-label="Filtrar cotizaciones por estado"
      data-testid="quotation-filters"
      className="-mx-4 flex scroll-px-4 gap-2 overflow-x-auto py-1 ps-4 pe-12 [mask-image:linear-gradient(to_right,#000_calc(100%-2.5rem),transparent)] [scrollbar-width:none] sm:mx-0 sm:flex-wrap sm:px-0 sm:[mask-image:none]"
    >
      {filters.map(({ id, label }) => (
        <button
          key={id}
          type="button"
          aria-pressed={selected === id}
          onClick={() => onSelect(id)}
          className={chip({ isSelected: selected === id })}
        >
          {label}{' '}
          {/* Room for the number is kept while it loads, so the chips do not slide when it arrives:
          4ch holds "(99)" (parentheses and two digits are wider than 3ch; the counts arrive one by one). */}
          <span className="inline-block min-w-[4ch] text-start tabular-nums opacity-80">
            {countOf(id) !== undefined ? (
              `(${countOf(id)})`
            ) : isCounting ? (
              <span aria-hidden="true" className="inline-block h-3 w-[3ch] animate-pulse rounded bg-current opacity-20 align-middle" />
            ) : null}
          </span>
        </button>
      ))}
    </div>
  );
}

// Memoised, and each row reads only whether its own charge is being sent: opening a payment used to
// re-render the list and every row in the pay dialog's first frame (scripts/bench-inp.mjs).
const QuotationRow = memo(function QuotationRow({ quotation }: { quotation: Quotation }) {
  const isPaying = useIsPayingQuotation(quotation.id);
  const total = formatMoney(quotation.total, { forceDecimals: true });
  // An SPEI or store reference waits for the money: no second payment, its instructions instead.
  const pending = quotation.status === 'pendiente' ? quotation.pendingPayment : null;
  const dates = pending ? `Paga la referencia antes del ${formatDateTime(pending.due_date)}` : validityText(quotation);
  return (
    <li
      className="relative grid grid-cols-[1fr_auto] items-center gap-x-4 gap-y-2 border-b border-slate-100 px-4 py-4 last:border-b-0 hover:bg-slate-50 @2xl/main:grid-cols-[1fr_auto_9rem_9.5rem] @2xl/main:px-5"
      data-testid="quotation-row"
    >
      <div className="min-w-0">
        {/* The folio link covers the whole row; the pay button sits above it. */}
        <Link
          href={appPaths.quotation(quotation.id)}
          onPress={() => setQuotationInView(quotation)}
          variant="title"
          className="after:absolute after:inset-0"
        >
          <span className="unbroken">{quotation.folio}</span>
        </Link>
        <p className="line-clamp-2 text-sm text-slate-700 @2xl/main:truncate" title={quotation.concept}>
          <bdi>{quotation.concept}</bdi>
        </p>
        <p className="text-xs text-slate-600">
          Emitida el {formatDate(quotation.createdAt)}
          {dates && ` · ${dates}`}
        </p>
      </div>
      <div className="justify-self-end @2xl/main:justify-self-start">
        <QuotationStatusBadge quotation={quotation} />
      </div>
      <p className="text-base font-semibold text-slate-900 tabular-nums @2xl/main:text-right">
        <span className="sr-only">Total: </span>
        {total}
      </p>
      <div className="relative z-10 justify-self-end">
        {pending ? (
          <LinkButton
            size="sm"
            variant="secondary"
            href={appPaths.paymentInstructions(pending.id)}
            aria-label={`Ver instrucciones de pago de ${quotation.folio}`}
          >
            Ver instrucciones
          </LinkButton>
        ) : (
          canPayByHand(quotation) && (
            <Button
              size="sm"
              isPending={isPaying}
              onHoverStart={preloadPayment}
              onPress={() => openPayment(quotation)}
              aria-label={`Pagar ${quotation.folio} por ${total}`}
            >
              Pagar
            </Button>
          )
        )}
      </div>
    </li>
  );
});
