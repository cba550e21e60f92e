// Historial de pagos: the view (filters, sort, page) lives in the URL query so
// that a reload or a shared link shows the same view. This module maps the
// URL to that view and the view to the LoopBack filter sent to the API.
import { parseDate } from '@internationalized/date';
import type { LoopbackFilter } from '@/lib/api';
import type { Where } from '@/lib/api/query';
import { readPageParam } from '@/lib/url-state';
import { PAYMENT_STATUSES, paymentStatusDisplay, statusFromSlug } from './payment-status';
import type { PaymentStatus } from '@/lib/payments/types';
import { TIME_ZONE } from '@/config/time-zone';

const PAGE_SIZE = 20;

export type PaymentSort = 'fecha-desc' | 'fecha-asc' | 'monto-desc' | 'monto-asc';
const DEFAULT_SORT: PaymentSort = 'fecha-desc';
const SORTS: readonly PaymentSort[] = ['fecha-desc', 'fecha-asc', 'monto-desc', 'monto-asc'];

export const SORT_LABELS: Record<PaymentSort, string> = {
  'fecha-desc': 'Más recientes',
  'fecha-asc': 'Más antiguos',
  'monto-desc': 'Mayor monto',
  'monto-asc': 'Menor monto',
};

export interface PaymentView {
  status: PaymentStatus | null;
  /** Calendar days in Mexico City, YYYY-MM-DD, both included. */
  from: string | null;
  to: string | null;
  sort: PaymentSort;
  /** 1-based. */
  page: number;
}

export const DEFAULT_VIEW: PaymentView = { status: null, from: null, to: null, sort: DEFAULT_SORT, page: 1 };

const PARAM = { status: 'estado', from: 'desde', to: 'hasta', sort: 'orden', page: 'pagina' } as const;

function readDay(value: string | null): string | null {
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  try {
    return parseDate(value).toString() === value ? value : null;
  } catch {
    return null;
  }
}

/** The view in a URL query; anything unreadable falls back to its default. */
export function readView(params: URLSearchParams): PaymentView {
  let from = readDay(params.get(PARAM.from));
  let to = readDay(params.get(PARAM.to));
  if (from && to && from > to) [from, to] = [to, from];
  const sort = params.get(PARAM.sort) as PaymentSort | null;
  return {
    status: statusFromSlug(params.get(PARAM.status)),
    from,
    to,
    sort: sort && SORTS.includes(sort) ? sort : DEFAULT_SORT,
    page: readPageParam(params.get(PARAM.page)),
  };
}

/** The URL query for a view; defaults are left out so that links stay short. */
export function writeView(view: PaymentView): URLSearchParams {
  const params = new URLSearchParams();
  if (view.status) params.set(PARAM.status, paymentStatusDisplay(view.status).slug);
  if (view.from) params.set(PARAM.from, view.from);
  if (view.to) params.set(PARAM.to, view.to);
  if (view.sort !== DEFAULT_SORT) params.set(PARAM.sort, view.sort);
  if (view.page > 1) params.set(PARAM.page, String(view.page));
  return params;
}

export function hasFilters(view: Pick<PaymentView, 'status' | 'from' | 'to'>): boolean {
  return view.status !== null || view.from !== null || view.to !== null;
}

/** First instant of a Mexico City day, as UTC ISO. */
export function dayStartIso(day: string): string {
  return parseDate(day).toDate(TIME_ZONE).toISOString();
}

/** Last millisecond of a Mexico City day, as UTC ISO. */
export function dayEndIso(day: string): string {
  return new Date(parseDate(day).add({ days: 1 }).toDate(TIME_ZONE).getTime() - 1).toISOString();
}

/** The LoopBack `where` for the view's filters; undefined when nothing is filtered. */
export function paymentsWhere(view: Pick<PaymentView, 'status' | 'from' | 'to'>): Where | undefined {
  const where: Where = {};
  if (view.status) where.status = view.status;
  if (view.from && view.to) where.creation_date = { between: [dayStartIso(view.from), dayEndIso(view.to)] };
  else if (view.from) where.creation_date = { gte: dayStartIso(view.from) };
  else if (view.to) where.creation_date = { lte: dayEndIso(view.to) };
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
    default:
      return ['creation_date DESC'];
  }
}

/** The whole `filter` for one page of the history. */
export function paymentsPageFilter(view: PaymentView): LoopbackFilter {
  const where = paymentsWhere(view);
  return {
    ...(where ? { where } : {}),
    order: paymentsOrder(view.sort),
    limit: PAGE_SIZE,
    skip: (view.page - 1) * PAGE_SIZE,
  };
}

export function pageCount(total: number): number {
  return Math.max(1, Math.ceil(total / PAGE_SIZE));
}

/** "1–20 de 137": the rows a page shows. */
export function pageRange(page: number, total: number): { first: number; last: number } {
  if (total === 0) return { first: 0, last: 0 };
  const first = (page - 1) * PAGE_SIZE + 1;
  return { first: Math.min(first, total), last: Math.min(page * PAGE_SIZE, total) };
}

export { PAYMENT_STATUSES };
