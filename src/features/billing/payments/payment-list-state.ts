// Historial de pagos keeps its status filter, dates, sorting and page in the URL
// (?estado=pagado&desde=2026-01-01&orden=monto-desc&pagina=2, see lib/url-state) and turns them
// into the LoopBack filter of GET /payments and the `where` of GET /payments/count.
import { parseDate } from '@internationalized/date';
import { parseDay } from '@/lib/dates';
import type { PaymentFilter, PaymentWhere } from '@/features/billing/payments/api/payment-queries';
import { listQuery, pageWindow, readPage } from '@/lib/url-state';
import { PAYMENT_STATUSES, paymentStatusDisplay, statusFromSlug } from './payment-status';
import type { PaymentStatus } from '@/features/billing/payments/types';
import { TIME_ZONE } from '@/config/time-zone';

export const PAGE_SIZE = 20;

export type PaymentSort = 'fecha-desc' | 'fecha-asc' | 'monto-desc' | 'monto-asc';
const DEFAULT_SORT: PaymentSort = 'fecha-desc';
const SORTS: readonly PaymentSort[] = ['fecha-desc', 'fecha-asc', 'monto-desc', 'monto-asc'];

export const SORT_LABELS: Record<PaymentSort, string> = {
  'fecha-desc': 'Más recientes',
  'fecha-asc': 'Más antiguos',
  'monto-desc': 'Mayor monto',
  'monto-asc': 'Menor monto',
};

export interface PaymentListState {
  status: PaymentStatus | null;
  /** Calendar days in Mexico City, YYYY-MM-DD, both included. */
  from: string | null;
  to: string | null;
  sort: PaymentSort;
  /** 1-based. */
  page: number;
}

export const DEFAULT_LIST_STATE: PaymentListState = { status: null, from: null, to: null, sort: DEFAULT_SORT, page: 1 };

const PARAM = { status: 'estado', from: 'desde', to: 'hasta', sort: 'orden' } as const;

// Only a real day written exactly as YYYY-MM-DD ("2026-02-30" and " 2026-11-01" fall back).
function readDay(value: string | null): string | null {
  return parseDay(value)?.toString() === value ? value : null;
}

/** The state in a URL query; anything unreadable falls back to its default. */
export function readListState(params: URLSearchParams): PaymentListState {
  let from = readDay(params.get(PARAM.from));
  let to = readDay(params.get(PARAM.to));
  if (from && to && from > to) [from, to] = [to, from];
  const sort = params.get(PARAM.sort) as PaymentSort | null;
  return {
    status: statusFromSlug(params.get(PARAM.status)),
    from,
    to,
    sort: sort && SORTS.includes(sort) ? sort : DEFAULT_SORT,
    page: readPage(params),
  };
}

/** The URL query for a state; defaults are left out so that links stay short. */
export function writeListState(state: PaymentListState): URLSearchParams {
  return listQuery(
    {
      [PARAM.status]: state.status ? paymentStatusDisplay(state.status).slug : null,
      [PARAM.from]: state.from,
      [PARAM.to]: state.to,
      [PARAM.sort]: state.sort !== DEFAULT_SORT ? state.sort : null,
    },
    state.page,
  );
}

export function hasFilters(state: Pick<PaymentListState, 'status' | 'from' | 'to'>): boolean {
  return state.status !== null || state.from !== null || state.to !== null;
}

/** First instant of a Mexico City day, as UTC ISO. */
export function dayStartIso(day: string): string {
  return parseDate(day).toDate(TIME_ZONE).toISOString();
}

/** Last millisecond of a Mexico City day, as UTC ISO. */
export function dayEndIso(day: string): string {
  return new Date(parseDate(day).add({ days: 1 }).toDate(TIME_ZONE).getTime() - 1).toISOString();
}

/** The LoopBack `where` for the state's filters; undefined when nothing is filtered. */
export function paymentsWhere(state: Pick<PaymentListState, 'status' | 'from' | 'to'>): PaymentWhere | undefined {
  const where: PaymentWhere = {};
  if (state.status) where.status = state.status;
  if (state.from && state.to) where.creation_date = { between: [dayStartIso(state.from), dayEndIso(state.to)] };
  else if (state.from) where.creation_date = { gte: dayStartIso(state.from) };
  else if (state.to) where.creation_date = { lte: dayEndIso(state.to) };
  return Object.keys(where).length > 0 ? where : undefined;
}

/** LoopBack order; amount sorts use the amount as shown (refunds negative) and break ties by date so that pages never overlap. */
export function paymentsOrder(sort: PaymentSort): string[] {
  switch (sort) {
    case 'fecha-asc':
      return ['creation_date ASC'];
    case 'monto-desc':
      return ['signed_amount DESC', 'creation_date DESC'];
    case 'monto-asc':
      return ['signed_amount ASC', 'creation_date DESC'];
    case 'fecha-desc':
    default:
      return ['creation_date DESC'];
  }
}

/** The whole `filter` for one page of the history. */
export function paymentsPageFilter(state: PaymentListState): PaymentFilter {
  const where = paymentsWhere(state);
  return {
    ...(where ? { where } : {}),
    order: paymentsOrder(state.sort),
    ...pageWindow(state.page, PAGE_SIZE),
  };
}

export { PAYMENT_STATUSES };
