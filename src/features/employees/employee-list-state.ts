// Empleados keeps its search, status filter, sorting and page in the URL
// (?q=ana&estado=activo&orden=-alta&pagina=2) and turns them into the search (`q`) and the
// LoopBack filter of GET /employees, and the `q` and `where` of GET /employees/count.
import type { components } from '@/lib/api';
import { fromKeyword, listQuery, pageWindow, readPage } from '@/lib/url-state';
import type { EmployeeStatus } from './employee-status';

export type EmployeeFilter = components['schemas']['EmployeeFilter'];
export type EmployeeWhere = components['schemas']['EmployeeWhere'];

export const PAGE_SIZE = 10;
export const SEARCH_MAX_LENGTH = 60;
const MAX_SEARCH_WORDS = 10;

export type SortColumn = 'name' | 'email' | 'position' | 'status' | 'createdAt';
export type SortDirection = 'ascending' | 'descending';

export interface EmployeeListState {
  search: string;
  status: EmployeeStatus | null;
  sort: { column: SortColumn; direction: SortDirection };
  page: number;
}

export const DEFAULT_SORT: EmployeeListState['sort'] = { column: 'name', direction: 'ascending' };

// Spanish words in the URL, which people may read or share.
const STATUS_PARAM: Record<EmployeeStatus, string> = { active: 'activo', inactive: 'inactivo', invited: 'invitado' };
const SORT_PARAM: Record<SortColumn, string> = {
  name: 'nombre',
  email: 'correo',
  position: 'puesto',
  status: 'estado',
  createdAt: 'alta',
};

export function readListState(params: URLSearchParams): EmployeeListState {
  const search = (params.get('q') ?? '').slice(0, SEARCH_MAX_LENGTH);
  const order = params.get('orden') ?? '';
  const descending = order.startsWith('-');
  const column = fromKeyword(SORT_PARAM, descending ? order.slice(1) : order);
  return {
    search,
    status: fromKeyword(STATUS_PARAM, params.get('estado')),
    sort: column ? { column, direction: descending ? 'descending' : 'ascending' } : DEFAULT_SORT,
    page: readPage(params),
  };
}

/** The URL query for a state; defaults are left out so a clean list has a clean URL. */
export function writeListState(state: EmployeeListState): URLSearchParams {
  const { column, direction } = state.sort;
  const isDefaultSort = column === DEFAULT_SORT.column && direction === DEFAULT_SORT.direction;
  return listQuery(
    {
      q: searchWords(state.search).length > 0 ? state.search : null,
      estado: state.status ? STATUS_PARAM[state.status] : null,
      orden: isDefaultSort ? null : `${direction === 'descending' ? '-' : ''}${SORT_PARAM[column]}`,
    },
    state.page,
  );
}

// Invisible format characters (zero-width space and joiners, word joiner, BOM, soft hyphen, bidi
// marks: Unicode's Cf) that a paste from a document or a chat brings along: a word carrying one
// matches nothing on the server, and the customer cannot see why.
const INVISIBLE = /\p{Cf}/gu;

function searchWords(search: string): string[] {
  return search.replace(INVISIBLE, '').trim().split(/\s+/u).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
}

/**
 * The `q` of GET /employees and /employees/count: the words typed, one space apart. The server
 * matches each word literally, ignoring case and accents (a regular expression or SQL LIKE
 * pattern would work on one kind of database only).
 */
export function employeeSearch(search: string): string | undefined {
  const words = searchWords(search);
  return words.length > 0 ? words.join(' ') : undefined;
}

/** The status condition (the search is `q`, not a `where`). */
export function employeeWhere(status: EmployeeStatus | null): EmployeeWhere | undefined {
  return status ? { status } : undefined;
}

const ORDER: Record<SortColumn, string[]> = {
  name: ['lastName', 'firstName'],
  email: ['email'],
  position: ['position', 'lastName'],
  status: ['status', 'lastName'],
  createdAt: ['createdAt'],
};

export function employeeOrder({ column, direction }: EmployeeListState['sort']): string[] {
  const way = direction === 'ascending' ? 'ASC' : 'DESC';
  // Only the chosen column follows the direction; ties are broken by name, A to Z.
  return ORDER[column].map((field, index) => `${field} ${index === 0 ? way : 'ASC'}`);
}

export function employeeFilter(state: EmployeeListState): EmployeeFilter {
  const where = employeeWhere(state.status);
  return {
    ...(where ? { where } : {}),
    order: employeeOrder(state.sort),
    ...pageWindow(state.page, PAGE_SIZE),
  };
}

/** Whether the list is narrowed by a search or a status (an empty result then says "with these filters"). */
export function hasFilters(state: Pick<EmployeeListState, 'search' | 'status'>): boolean {
  return searchWords(state.search).length > 0 || state.status !== null;
}
