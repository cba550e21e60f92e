import { Button } from './Button';
import { RefreshIcon } from './Icons';
import { Skeleton } from './Skeleton';

const countFormat = new Intl.NumberFormat('es-MX');

export interface ListSummaryProps {
  /** The rows on screen, 1-based ("21–40"); null when there are none to number. */
  range: { first: number; last: number } | null;
  /** How many there are in all; undefined while not known (loading, or the count failed). */
  total: number | undefined;
  /** What the list holds: `{ one: 'pago', many: 'pagos' }`. */
  noun: { one: string; many: string };
  /** The page or its count is loading: a number now could belong to the previous page or filter. */
  isLoading: boolean;
  /** The count failed: the rows are still shown, and the count can be asked again. */
  countFailed?: boolean;
  onRetryCount?: () => void;
  isRetryingCount?: boolean;
  'data-testid'?: string;
}

/**
 * "Mostrando 21–40 de 1,234 pagos" over a paged list, the one format of every list (es-MX
 * numbers). While loading, a placeholder; when the total could not be counted, the rows shown
 * and "Reintentar" for the count.
 */
export function ListSummary({
  range,
  total,
  noun,
  isLoading,
  countFailed = false,
  onRetryCount,
  isRetryingCount = false,
  'data-testid': testId,
}: ListSummaryProps) {
  const shown = range && (
    <span className="font-medium tabular-nums">
      {countFormat.format(range.first)}–{countFormat.format(range.last)}
    </span>
  );
  let text;
  if (isLoading) {
    text = (
      <>
        <Skeleton className="rounded-md inline-block h-4 w-40 align-middle" />
        <span className="sr-only">Cargando…</span>
      </>
    );
  } else if (total === 0) {
    text = 'Sin resultados';
  } else if (total !== undefined && shown) {
    text = (
      <>
        Mostrando {shown} de <span className="font-medium tabular-nums">{countFormat.format(total)}</span>{' '}
        {total === 1 ? noun.one : noun.many}
      </>
    );
  } else if (shown) {
    text = <>Mostrando {shown}</>;
  }

  return (
    <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-slate-700">
      <p aria-live="polite" data-testid={testId} className="min-h-5">
        {text}
      </p>
      {countFailed && !isLoading && (
        <div role="alert" className="flex flex-wrap items-center gap-x-2">
          <span>No pudimos contar cuántos {noun.many} hay en total.</span>
          {onRetryCount && (
            <Button variant="quiet" size="sm" padding="px-2" className="-ms-2" isPending={isRetryingCount} onPress={onRetryCount}>
              <RefreshIcon className="size-4" />
              Reintentar
            </Button>
          )}
        </div>
      )}
    </div>
  );
}
