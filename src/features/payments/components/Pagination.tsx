import { Button } from '@/components/ui/Button';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/Icons';

export interface PaginationProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
  isDisabled?: boolean;
}

export function Pagination({ page, pageCount, onPageChange, isDisabled }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Paginación" className="flex items-center justify-between gap-3">
      <Button variant="secondary" size="sm" isDisabled={isDisabled || page <= 1} onPress={() => onPageChange(page - 1)}>
        <ChevronLeftIcon className="size-4" />
        Anterior
      </Button>
      <p className="text-sm text-slate-700" aria-current="page">
        Página <span className="font-medium tabular-nums">{page}</span> de <span className="font-medium tabular-nums">{pageCount}</span>
      </p>
      <Button variant="secondary" size="sm" isDisabled={isDisabled || page >= pageCount} onPress={() => onPageChange(page + 1)}>
        Siguiente
        <ChevronRightIcon className="size-4" />
      </Button>
    </nav>
  );
}
