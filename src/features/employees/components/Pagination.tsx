import { Button } from '@/components/ui/Button';
import { ChevronLeftIcon, ChevronRightIcon } from '@/components/ui/Icons';

export interface PaginationProps {
  page: number;
  pageCount: number;
  onPageChange: (page: number) => void;
}

export function Pagination({ page, pageCount, onPageChange }: PaginationProps) {
  if (pageCount <= 1) return null;
  return (
    <nav aria-label="Paginación" className="flex items-center justify-between gap-3 sm:justify-end">
      <Button variant="secondary" size="sm" isDisabled={page <= 1} onPress={() => onPageChange(page - 1)}>
        <ChevronLeftIcon className="size-4" />
        Anterior
      </Button>
      <p className="text-sm text-slate-700">
        Página {page} de {pageCount}
      </p>
      <Button variant="secondary" size="sm" isDisabled={page >= pageCount} onPress={() => onPageChange(page + 1)}>
        Siguiente
        <ChevronRightIcon className="size-4" />
      </Button>
    </nav>
  );
}
