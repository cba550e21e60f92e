import { useCallback, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { RecoveredDraftNotice } from '@/components/forms/RecoveredDraftNotice';
import { PlusIcon, UploadIcon, UsersIcon } from '@/components/ui/Icons';
import { ListResults } from '@/components/ui/ListResults';
import { Skeleton } from '@/components/ui/Skeleton';
import { WithServerText } from '@/components/ui/ServerText';
import { EmptyState, FilteredEmptyState } from '@/components/ui/States';
import { useFitsWideTable } from '@/components/layout/use-media-query';
import { appPaths } from '@/config/app-paths';
import { usePageHeader } from '@/lib/page-state';
import { useSession, useSessionDraft } from '@/lib/session';
import { urlListQueries, useUrlList } from '@/lib/url-list';
import { employeesQueryOptions } from '../api/get-employees';
import { employeesCountQueryOptions } from '../api/get-employees-count';
import { useResendInvitation } from '../api/resend-invitation';
import { isolatedName, type Employee, type EmployeeValues } from '../employee-form';
import {
  PAGE_SIZE,
  employeeFilter,
  employeeSearch,
  employeeWhere,
  hasFilters,
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
  const whom = draft.employee ? (
    <WithServerText text={`los cambios de ${isolatedName(draft.employee)}`} />
  ) : (
    'el empleado que estabas agregando'
  );
  return (
    <RecoveredDraftNotice restoreLabel="Recuperar" onRestore={onRestore} onDismiss={onDismiss}>
      Tu sesión expiró antes de que guardaras {whom}. Guardamos lo que escribiste en este navegador: puedes recuperarlo y revisarlo antes de
      guardar.
    </RecoveredDraftNotice>
  );
}

function ListSkeleton() {
  return (
    <div className="rounded-xl border border-slate-200 bg-white p-4" role="status" aria-label="Cargando empleados">
      <span className="sr-only">Cargando empleados</span>
      {Array.from({ length: 6 }, (_, index) => (
        <div key={index} className="flex items-center gap-4 border-b border-slate-100 py-3 last:border-b-0">
          <Skeleton className="block rounded-md h-4 w-40" />
          <Skeleton className="rounded-md hidden h-4 w-56 sm:block" />
          <Skeleton className="block ml-auto h-5 w-16 rounded-full" />
        </div>
      ))}
    </div>
  );
}

const EMPLOYEES_LIST = {
  read: readListState,
  write: writeListState,
  pageSize: PAGE_SIZE,
  listQuery: (state: EmployeeListState) => employeesQueryOptions(employeeFilter(state), employeeSearch(state.search)),
  countQuery: (state: EmployeeListState) => employeesCountQueryOptions(employeeWhere(state.status), employeeSearch(state.search)),
};

/** What the screen reads for its URL: the page and the count. */
export const queries = urlListQueries(EMPLOYEES_LIST);

/** /app/empleados (employers): the employee list with search, filter, sorting and pages, all in the URL. */
export function EmployeesPage() {
  usePageHeader('Empleados', [{ label: 'Inicio', href: appPaths.home }, { label: 'Empleados' }]);
  // Phones and tablets: cards (the table needs a wide screen beside the side navigation).
  const showsCards = !useFitsWideTable();
  const list = useUrlList(EMPLOYEES_LIST);
  const { state, change } = list;
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

  const onSearchChange = useCallback((search: string) => change({ search }, { replace: true }), [change]);
  const resendInvitation = useResendInvitation();
  const actions = {
    onEdit: (employee: Employee) => setDialog({ kind: 'edit', employee }),
    onRemove: (employee: Employee) => setDialog({ kind: 'remove', employee }),
    // Nothing to confirm: a new link replaces the old one, and the toast says so.
    onResendInvitation: (employee: Employee) => resendInvitation.mutate(employee),
  };

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
      <ListResults
        list={list}
        noun={{ one: 'empleado', many: 'empleados' }}
        errorTitle="No pudimos cargar tus empleados"
        skeleton={<ListSkeleton />}
        icon={<UsersIcon className="size-6" />}
        hasFilters={hasFilters(state)}
        filteredEmpty={
          <FilteredEmptyState
            icon={<UsersIcon className="size-6" />}
            title="No encontramos empleados con esos filtros"
            description={
              state.search
                ? `Nada coincide con «${state.search}». Revisa cómo lo escribiste o quita los filtros.`
                : 'Prueba con otro estado.'
            }
            onClear={() => change({ search: '', status: null })}
          />
        }
        empty={
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
        }
        actions={<EmployeesExport listState={state} isDisabled={list.total === 0 || list.isLoading} />}
        data-testid="employees-results"
      >
        {(rows) =>
          showsCards ? (
            <EmployeesList employees={rows} {...actions} />
          ) : (
            <EmployeesTable employees={rows} sort={state.sort} onSortChange={(sort) => change({ sort })} {...actions} />
          )
        }
      </ListResults>
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
