import { useCallback, useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Button } from '@/components/ui/Button';
import { Callout } from '@/components/ui/Callout';
import { PlusIcon, UploadIcon, UsersIcon } from '@/components/ui/Icons';
import { ListSummary } from '@/components/ui/ListSummary';
import { Pagination } from '@/components/ui/Pagination';
import { Skeleton } from '@/components/ui/Skeleton';
import { EmptyState, ErrorState } from '@/components/ui/States';
import { useFitsWideTable } from '@/components/layout/useMediaQuery';
import { paths } from '@/config/paths';
import { errorMessage } from '@/lib/api';
import { usePageHeader } from '@/lib/page-state';
import { useSession, useSessionDraft } from '@/lib/session';
import { useEmployees } from '../api/get-employees';
import { useEmployeesCount } from '../api/get-employees-count';
import { fullName, type Employee, type EmployeeValues } from '../employee-form';
import {
  employeeFilter,
  employeeSearch,
  employeeWhere,
  hasFilters as filtersApplied,
  mayHaveMore,
  pageCount,
  pageRange,
  readListState,
  writeListState,
  type EmployeeListState,
} from '../employee-list-state';
import { EMPLOYEE_DRAFT_KEY, EmployeeDialog, type EmployeeDraft } from './EmployeeDialog';
import { EmployeesExport } from './EmployeesExport';
import { EmployeesList } from './EmployeesList';
import { EmployeesTable } from './EmployeesTable';
import { EmployeesToolbar } from './EmployeesToolbar';
import { ImportEmployeesDialog } from './ImportEmployeesDialog';
import { RemoveEmployeeDialog } from './RemoveEmployeeDialog';

type OpenDialog =
  | { kind: 'add'; draftValues?: EmployeeValues }
  | { kind: 'edit'; employee: Employee; draftValues?: EmployeeValues }
  | { kind: 'remove'; employee: Employee }
  | { kind: 'import' }
  | null;

/** Offers back what was typed in the employee dialog before the session expired. */
function RecoveredEmployeeNotice({ draft, onRestore, onDismiss }: { draft: EmployeeDraft; onRestore: () => void; onDismiss: () => void }) {
  const whom = draft.employee ? `los cambios de ${fullName(draft.employee)}` : 'el empleado que estabas agregando';
  return (
    <Callout
      role="status"
      aria-label="Cambios recuperados"
      tone="warning"
      size="md"
      contentClassName="flex flex-col gap-3 sm:flex-row sm:items-center"
    >
      <p className="sm:mr-auto">
        Tu sesión expiró antes de que guardaras {whom}. Guardamos lo que escribiste en este navegador: puedes recuperarlo y revisarlo antes
        de guardar.
      </p>
      <div className="grid grid-cols-2 gap-3 sm:flex">
        <Button variant="secondary" size="sm" onPress={onDismiss}>
          Descartar
        </Button>
        <Button size="sm" onPress={onRestore}>
          Recuperar
        </Button>
      </div>
    </Callout>
  );
}

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
  // Phones and tablets: cards (the table needs a wide screen beside the side navigation).
  const showsCards = !useFitsWideTable();
  const [searchParams, setSearchParams] = useSearchParams();
  const state = useMemo(() => readListState(searchParams), [searchParams]);
  const [dialog, setDialog] = useState<OpenDialog>(null);
  // The employee dialog's draft, kept when the session expired while it was open (it registers it).
  const { user } = useSession();
  const { draft, dismissDraft } = useSessionDraft<EmployeeDraft | null>(EMPLOYEE_DRAFT_KEY, user?.id ?? null, null, false);
  const restoreDraft = () => {
    if (!draft) return;
    dismissDraft();
    setDialog(
      draft.employee ? { kind: 'edit', employee: draft.employee, draftValues: draft.values } : { kind: 'add', draftValues: draft.values },
    );
  };

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

  const hasFilters = filtersApplied(state);
  const rows = employees.data ?? [];
  const isUpdating = (employees.isPlaceholderData || count.isPlaceholderData) && (employees.isFetching || count.isFetching);
  // Without the count the list still pages (a full page may have another after it). A count asked
  // again after failing is pending once more: its failure stays known until it answers.
  const countFailed = total === undefined && count.errorUpdateCount > 0;

  let body;
  if (employees.isPending) {
    body = <ListSkeleton />;
  } else if (employees.isError && !employees.data) {
    body = (
      <ErrorState
        title="No pudimos cargar tus empleados"
        message={errorMessage(employees.error)}
        error={employees.error}
        isRetrying={employees.isFetching}
        onRetry={() => {
          void employees.refetch();
          if (countFailed) void count.refetch();
        }}
      />
    );
  } else if (rows.length === 0 && state.page > 1 && total === undefined && !countFailed) {
    // A page past the end while the count loads: the count then leads to the last page.
    body = <ListSkeleton />;
  } else if (rows.length === 0 && state.page > 1 && countFailed) {
    // Paging without the count went one page past the end.
    body = (
      <div className="rounded-xl border border-slate-200 bg-white">
        <EmptyState
          icon={<UsersIcon className="size-6" />}
          title="No hay más empleados"
          description={`La página ${state.page} está vacía: tus empleados terminan en la página anterior.`}
          action={
            <Button variant="secondary" onPress={() => change({ page: state.page - 1 })}>
              Ir a la página anterior
            </Button>
          }
        />
      </div>
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
    const actions = {
      onEdit: (employee: Employee) => setDialog({ kind: 'edit', employee }),
      onRemove: (employee: Employee) => setDialog({ kind: 'remove', employee }),
    };
    body = showsCards ? (
      <EmployeesList employees={rows} isUpdating={isUpdating} {...actions} />
    ) : (
      <EmployeesTable employees={rows} sort={state.sort} onSortChange={(sort) => change({ sort })} isUpdating={isUpdating} {...actions} />
    );
  }

  return (
    <div className="flex flex-col gap-6">
      <p className="-mt-3 text-slate-600">Las personas de tu empresa que pueden usar Cotiza.</p>
      {draft && <RecoveredEmployeeNotice draft={draft} onRestore={restoreDraft} onDismiss={dismissDraft} />}
      <EmployeesToolbar
        state={state}
        showSort={showsCards}
        onSearchChange={onSearchChange}
        onStatusChange={(status) => change({ status })}
        onSortChange={(sort) => change({ sort })}
        onAdd={() => setDialog({ kind: 'add' })}
        onImport={() => setDialog({ kind: 'import' })}
      />
      <div className="flex flex-col gap-4">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <ListSummary
            data-testid="results-summary"
            range={pageRange(state.page, rows.length)}
            total={total}
            noun={{ one: 'empleado', many: 'empleados' }}
            isLoading={employees.isPending || isUpdating || (count.isPending && !countFailed)}
            countFailed={countFailed}
            onRetryCount={() => void count.refetch()}
            isRetryingCount={count.isFetching}
          />
          <EmployeesExport listState={state} isDisabled={total === 0 || employees.isPending} />
        </div>
        {body}
        {(pages !== undefined ? rows.length > 0 : countFailed && employees.data !== undefined) && (
          <Pagination
            page={state.page}
            pageCount={pages ?? null}
            hasMore={mayHaveMore(rows.length)}
            onPageChange={(page) => change({ page })}
          />
        )}
      </div>
      {(dialog?.kind === 'add' || dialog?.kind === 'edit') && (
        <EmployeeDialog
          employee={dialog.kind === 'edit' ? dialog.employee : null}
          draftValues={dialog.draftValues}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog?.kind === 'remove' && <RemoveEmployeeDialog employee={dialog.employee} onClose={() => setDialog(null)} />}
      {dialog?.kind === 'import' && <ImportEmployeesDialog onClose={() => setDialog(null)} />}
    </div>
  );
}
