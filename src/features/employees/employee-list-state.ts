// Empleados keeps its search, status filter, sorting and page in the URL
// (?q=ana&estado=activo&orden=-alta&pagina=2) and turns them into the
// LoopBack filter of GET /employees and the `where` of GET /employees/count.
import type { components } from '@/lib/api';
import { readPageParam } from '@/lib/url-state';
import { EMPLOYEE_STATUSES, type EmployeeStatus } from './employee-status';

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

function keyFor<T extends string>(map: Record<T, string>, value: string | null): T | undefined {
  return (Object.keys(map) as T[]).find((key) => map[key] === value);
}

export function readListState(params: URLSearchParams): EmployeeListState {
  const search = (params.get('q') ?? '').slice(0, SEARCH_MAX_LENGTH);
  const status = keyFor(STATUS_PARAM, params.get('estado')) ?? null;
  const order = params.get('orden') ?? '';
  const descending = order.startsWith('-');
  const column = keyFor(SORT_PARAM, descending ? order.slice(1) : order);
  return {
    search,
    status: status && EMPLOYEE_STATUSES.includes(status) ? status : null,
    sort: column ? { column, direction: descending ? 'descending' : 'ascending' } : DEFAULT_SORT,
    page: readPageParam(params.get('pagina')),
  };
}

/** The URL query for a state; defaults are left out so a clean list has a clean URL. */
export function writeListState(state: EmployeeListState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.search.trim() !== '') params.set('q', state.search);
  if (state.status) params.set('estado', STATUS_PARAM[state.status]);
  const { column, direction } = state.sort;
  if (column !== DEFAULT_SORT.column || direction !== DEFAULT_SORT.direction) {
    params.set('orden', `${direction === 'descending' ? '-' : ''}${SORT_PARAM[column]}`);
  }
  if (state.page > 1) params.set('pagina', String(state.page));
  return params;
}

// Each base letter also matches its accented forms, so "nunez" finds "Núñez".
const ACCENTS: Record<string, string> = { a: 'aáàä', e: 'eéèë', i: 'iíìï', o: 'oóòö', u: 'uúùü', n: 'nñ', c: 'cç' };

/** A regular expression (as text) that finds `word` anywhere, ignoring accents; every other character is escaped. */
export function searchPattern(word: string): string {
  const base = word.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
  let pattern = '';
  for (const char of base) {
    if (ACCENTS[char]) pattern += `[${ACCENTS[char]}]`;
    else pattern += char.replace(/[.*+?^${}()|[\]\\/-]/g, '\\$&');
  }
  return pattern;
}

export function searchWords(search: string): string[] {
  return search.trim().split(/\s+/u).filter(Boolean).slice(0, MAX_SEARCH_WORDS);
}

/** Status and search: every word must match the first name, the last name or the e-mail. */
export function employeeWhere(search: string, status: EmployeeStatus | null): EmployeeWhere | undefined {
  const where: EmployeeWhere = {};
  if (status) where.status = status;
  const words = searchWords(search);
  if (words.length > 0) {
    where.and = words.map((word) => {
      const like = { like: searchPattern(word), options: 'i' as const };
      return { or: [{ firstName: like }, { lastName: like }, { email: like }] };
    });
  }
  return Object.keys(where).length > 0 ? where : undefined;
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
  const where = employeeWhere(state.search, state.status);
  return {
    ...(where ? { where } : {}),
    order: employeeOrder(state.sort),
    limit: PAGE_SIZE,
    skip: (state.page - 1) * PAGE_SIZE,
  };
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / PAGE_SIZE));
}
