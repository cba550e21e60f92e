import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/Button';
import { PlusIcon, UploadIcon, UsersIcon } from '@/components/ui/Icons';
import { Pagination } from '@/components/ui/Pagination';
import { Skeleton } from '@/components/ui/Skeleton';
import { EmptyState, ErrorState } from '@/components/ui/States';
import { useIsMobile } from '@/components/layout/useMediaQuery';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api';
import { usePageHeader } from '@/lib/page-state';
import { useEmployees } from '../api/get-employees';
import { useEmployeesCount } from '../api/get-employees-count';
import type { Employee } from '../employee-form';
import {
  PAGE_SIZE,
  employeeFilter,
  employeeSearch,
  employeeWhere,
  pageCount,
  readListState,
  writeListState,
  type EmployeeListState,
} from '../employee-list-state';
import { EmployeeDialog } from './EmployeeDialog';
import { EmployeesList } from './EmployeesList';
import { EmployeesTable } from './EmployeesTable';
import { EmployeesToolbar } from './EmployeesToolbar';
import { ImportEmployeesDialog } from './ImportEmployeesDialog';
import { RemoveEmployeeDialog } from './RemoveEmployeeDialog';

type OpenDialog =
  { kind: 'add' } | { kind: 'edit'; employee: Employee } | { kind: 'remove'; employee: Employee } | { kind: 'import' } | null;

function ListSkeleton() {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4" role="status" aria-label="Cargando empleados">
      <span className="sr-only">Cargando empleados</span>
      {Array.from({ length: 6 }, (_, index) => (
        <div key={index} className="flex items-center gap-4 border-b border-slate-100 py-3 last:border-b-0">
          <Skeleton className="h-4 w-40" />
          <Skeleton className="hidden h-4 w-56 sm:block" />
          <Skeleton className="ml-auto h-5 w-16 rounded-full" />
        </div>
      ))}
    </div>
  );
}

/** /app/empleados (employers): the employee list with search, filter, sorting and pages, all in the URL. */
export function EmployeesPage() {
  usePageHeader('Empleados', [{ label: 'Inicio', href: paths.app.home }, { label: 'Empleados' }]);
  const isMobile = useIsMobile();
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => readListState(searchParams), [searchParams]);
  const [dialog, setDialog] = useState<OpenDialog>(null);

  const search = employeeSearch(state.search);
  const employees = useEmployees(employeeFilter(state), search);
  const count = useEmployeesCount(employeeWhere(state.status), search);

  const change = useCallback(
    (next: Partial<EmployeeListState>, options: { replace?: boolean } = {}) => {
      setSearchParams((current) => writeListState({ ...readListState(current), page: 1, ...next }), options);
    },
    [setSearchParams],
  );
  const onSearchChange = useCallback((search: string) => change({ search }, { replace: true }), [change]);

  const total = count.data?.count;
  const pages = total === undefined ? undefined : pageCount(total);

  // A page past the end (rows removed, an old link): go to the last one.
  useEffect(() => {
    if (pages !== undefined && !count.isPlaceholderData && state.page > pages) change({ page: pages }, { replace: true });
  }, [pages, count.isPlaceholderData, state.page, change]);

  const hasFilters = state.search.trim() !== '' || state.status !== null;
  const rows = employees.data ?? [];
  const isUpdating = (employees.isPlaceholderData || count.isPlaceholderData) && (employees.isFetching || count.isFetching);

  let body;
  if (employees.isPending || count.isPending) {
    body = <ListSkeleton />;
  } else if (employees.isError || count.isError) {
    body = (
      <ErrorState
        title="No pudimos cargar tus empleados"
        message={errorMessage(employees.error ?? count.error)}
        isRetrying={employees.isFetching || count.isFetching}
        onRetry={() => {
          if (employees.isError) void employees.refetch();
          if (count.isError) void count.refetch();
        }}
      />
    );
  } else if (rows.length === 0) {
    body = (
      <div className="rounded-xl border border-slate-200 bg-white">
        {hasFilters ? (
          <EmptyState
            icon={<UsersIcon className="size-6" />}
            title="No encontramos empleados con esos filtros"
            description={
              state.search
                ? `Nada coincide con «${state.search}». Revisa cómo lo escribiste o quita los filtros.`
                : 'Prueba con otro estado.'
            }
            action={
              <Button variant="secondary" onPress={() => change({ search: '', status: null })}>
                Limpiar filtros
              </Button>
            }
          />
        ) : (
          <EmptyState
            icon={<UsersIcon className="size-6" />}
            title="Aún no tienes empleados"
            description="Agrégalos uno por uno o importa tu lista desde un archivo CSV."
            action={
              <div className="flex flex-wrap justify-center gap-3">
                <Button variant="secondary" onPress={() => setDialog({ kind: 'import' })}>
                  <UploadIcon className="size-4" />
                  Importar CSV
                </Button>
                <Button onPress={() => setDialog({ kind: 'add' })}>
                  <PlusIcon className="size-4" />
                  Agregar empleado
                </Button>
              </div>
            }
          />
        )}
      </div>
    );
  } else {
    const first = (state.page - 1) * PAGE_SIZE + 1;
    const last = first + rows.length - 1;
    const actions = {
      onEdit: (employee: Employee) => setDialog({ kind: 'edit', employee }),
      onRemove: (employee: Employee) => setDialog({ kind: 'remove', employee }),
    };
    body = (
      <div className="flex flex-col gap-4">
        {isMobile ? (
          <EmployeesList employees={rows} isUpdating={isUpdating} {...actions} />
        ) : (
          <EmployeesTable
            employees={rows}
            sort={state.sort}
            onSortChange={(sort) => change({ sort })}
            isUpdating={isUpdating}
            {...actions}
          />
        )}
        <div className="flex flex-col gap-3 sm:flex-row sm:items-center sm:justify-between">
          <p className="text-sm text-slate-700" role="status">
            {total === undefined ? '' : `Mostrando ${first}–${last} de ${total} ${total === 1 ? 'empleado' : 'empleados'}`}
          </p>
          <Pagination page={state.page} pageCount={pages ?? 1} onPageChange={(page) => change({ page })} />
        </div>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <p className="-mt-3 text-slate-600">Las personas de tu empresa que pueden usar Cotiza.</p>
      <EmployeesToolbar
        state={state}
        showSort={isMobile}
        onSearchChange={onSearchChange}
        onStatusChange={(status) => change({ status })}
        onSortChange={(sort) => change({ sort })}
        onAdd={() => setDialog({ kind: 'add' })}
        onImport={() => setDialog({ kind: 'import' })}
      />
      {body}
      {(dialog?.kind === 'add' || dialog?.kind === 'edit') && (
        <EmployeeDialog employee={dialog.kind === 'edit' ? dialog.employee : null} onClose={() => setDialog(null)} />
      )}
      {dialog?.kind === 'remove' && <RemoveEmployeeDialog employee={dialog.employee} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'import' && <ImportEmployeesDialog onClose={() => setDialog(null)} />}
    </div>
  );
}
