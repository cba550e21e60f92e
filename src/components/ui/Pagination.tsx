import { Button } from './Button';
import { ChevronLeftIcon, ChevronRightIcon } from './Icons';

export interface PaginationProps {
  /** 1-based. */
  page: number;
  /** null when the total could not be counted: the list still pages, by `hasMore`. */
  pageCount: number | null;
  /** Without a count: the page came full, so there may be another one. */
  hasMore?: boolean;
  onPageChange: (page: number) => void;
  /** The customer is about to turn to `page` (hover, focus, press start): e.g. fetch it now. */
  onPageIntent?: (page: number) => void;
}

/**
 * "Anterior · Página 2 de 7 · Siguiente" under a paged list; nothing when there is one page.
 * Without a count it reads "Página 2" and offers "Siguiente" while pages come full.
 */
export function Pagination({ page, pageCount, hasMore = false, onPageChange, onPageIntent }: PaginationProps) {
  const canGoOn = pageCount === null ? hasMore : page < pageCount;
  if (page <= 1 && !canGoOn) return null;
  // Hover, focus and press start each announce the page a button leads to.
  const intentTo = (target: number) => ({
    onHoverStart: () => onPageIntent?.(target),
    onFocus: () => onPageIntent?.(target),
    onPressStart: () => onPageIntent?.(target),
  });
  return (
    <nav aria-label="Paginación" className="flex items-center justify-between gap-3">
      <Button variant="secondary" size="sm" isDisabled={page <= 1} {...intentTo(page - 1)} onPress={() => onPageChange(page - 1)}>
        <ChevronLeftIcon className="size-4" />
        Anterior
      </Button>
      <p className="text-sm text-slate-700" aria-current="page">
        Página <span className="font-medium tabular-nums">{page}</span>
        {pageCount !== null && (
          <>
            {' '}
            de <span className="font-medium tabular-nums">{pageCount}</span>
          </>
        )}
      </p>
      <Button variant="secondary" size="sm" isDisabled={!canGoOn} {...intentTo(page + 1)} onPress={() => onPageChange(page + 1)}>
        Siguiente
        <ChevronRightIcon className="size-4" />
      </Button>
    </nav>
  );
}
