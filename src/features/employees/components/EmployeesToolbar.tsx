import { useEffect, useRef, useState } from 'react';
import { Button } from '@/components/ui/Button';
import { PlusIcon, UploadIcon } from '@/components/ui/Icons';
import { SearchField } from '@/components/ui/SearchField';
import { Select, SelectItem } from '@/components/ui/Select';
import { EMPLOYEE_STATUSES, STATUS_LABEL, type EmployeeStatus } from '../employee-status';
import { SEARCH_MAX_LENGTH, type EmployeeListState, type SortColumn, type SortDirection } from '../employee-list-state';

const SEARCH_DEBOUNCE_MS = 350;

const STATUS_OPTIONS = [{ id: 'all', label: 'Todos' }, ...EMPLOYEE_STATUSES.map((status) => ({ id: status, label: STATUS_LABEL[status] }))];

// Phones have no column headers to click: sorting is a choice here. Names sort by apellidos (as
// Mexican lists do), and the label says so.
const SORT_OPTIONS: { id: string; label: string; column: SortColumn; direction: SortDirection }[] = [
  { id: 'name-asc', label: 'Apellidos (A-Z)', column: 'name', direction: 'ascending' },
  { id: 'name-desc', label: 'Apellidos (Z-A)', column: 'name', direction: 'descending' },
  { id: 'createdAt-desc', label: 'Alta más reciente', column: 'createdAt', direction: 'descending' },
  { id: 'createdAt-asc', label: 'Alta más antigua', column: 'createdAt', direction: 'ascending' },
  { id: 'email-asc', label: 'Correo (A-Z)', column: 'email', direction: 'ascending' },
  { id: 'position-asc', label: 'Puesto (A-Z)', column: 'position', direction: 'ascending' },
  { id: 'status-asc', label: 'Estado', column: 'status', direction: 'ascending' },
];

export interface EmployeesToolbarProps {
  state: EmployeeListState;
  showSort: boolean;
  onSearchChange: (search: string) => void;
  onStatusChange: (status: EmployeeStatus | null) => void;
  onSortChange: (sort: EmployeeListState['sort']) => void;
  onAdd: () => void;
  onImport: () => void;
}

/** Search (debounced), status filter, sorting on phones, and the add and import actions. */
export function EmployeesToolbar({
  state,
  showSort,
  onSearchChange,
  onStatusChange,
  onSortChange,
  onAdd,
  onImport,
}: EmployeesToolbarProps) {
  const [draft, setDraft] = useState(state.search);
  const committed = useRef(state.search);

  // The URL changed from elsewhere (back button, "Limpiar filtros"): show it.
  useEffect(() => {
    if (state.search !== committed.current) {
      committed.current = state.search;
      setDraft(state.search);
    }
  }, [state.search]);

  useEffect(() => {
    if (draft === committed.current) return undefined;
    const timer = window.setTimeout(() => {
      committed.current = draft;
      onSearchChange(draft);
    }, SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [draft, onSearchChange]);

  const sortId =
    SORT_OPTIONS.find((option) => option.column === state.sort.column && option.direction === state.sort.direction)?.id ??
    `${state.sort.column}-${state.sort.direction === 'ascending' ? 'asc' : 'desc'}`;

  return (
    // Laid out by the width of the content area, not the screen: beside the side navigation a
    // tablet has less room than a phone.
    <div className="flex flex-col gap-4 @4xl/main:flex-row @4xl/main:items-end">
      <div
        className={`grid flex-1 grid-cols-1 gap-3 @4xl/main:max-w-2xl ${showSort ? '@xl/main:grid-cols-2' : '@xl/main:grid-cols-[minmax(0,1fr)_12rem]'}`}
      >
        <SearchField
          label="Buscar empleados"
          placeholder="Nombre, apellidos o correo"
          value={draft}
          maxLength={SEARCH_MAX_LENGTH}
          onChange={setDraft}
          onClear={() => {
            committed.current = '';
            setDraft('');
            onSearchChange('');
          }}
        />
        <div className={showSort ? 'grid grid-cols-2 gap-3' : ''}>
          <Select
            label="Estado"
            items={STATUS_OPTIONS}
            value={state.status ?? 'all'}
            onChange={(key) => onStatusChange(key === 'all' || key === null ? null : (key as EmployeeStatus))}
          >
            {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
          </Select>
          {showSort && (
            <Select
              label="Ordenar por"
              items={SORT_OPTIONS}
              value={sortId}
              onChange={(key) => {
                const option = SORT_OPTIONS.find((candidate) => candidate.id === key);
                if (option) onSortChange({ column: option.column, direction: option.direction });
              }}
            >
              {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
            </Select>
          )}
        </div>
      </div>
      <div className="grid grid-cols-2 gap-3 @xl/main:flex @4xl/main:ml-auto">
        <Button variant="secondary" onPress={onImport}>
          <UploadIcon className="size-4" />
          Importar CSV
        </Button>
        <Button onPress={onAdd}>
          <PlusIcon className="size-4" />
          Agregar empleado
        </Button>
      </div>
    </div>
  );
}
