// Inicio keeps its status filter in the URL (/app?estado=pendientes), so that a reload, the back
// button or a shared link shows the same quotations. The word is the chip's plural in Spanish; a
// word that is not one of them (an old or edited link) falls back to "Todas", which has no param.
import { fromKeyword } from '@/lib/url-state';
import type { QuotationStatus } from './types';

export type QuotationFilter = 'todas' | QuotationStatus;

const DEFAULT_QUOTATION_FILTER: QuotationFilter = 'todas';

const FILTER_PARAM = 'estado';

const KEYWORDS: Record<QuotationStatus, string> = {
  pendiente: 'pendientes',
  pagada: 'pagadas',
  vencida: 'vencidas',
  cancelada: 'canceladas',
};

/** The filter a URL query asks for; "todas" when it asks for none or for an unknown one. */
export function readQuotationFilter(params: URLSearchParams): QuotationFilter {
  return fromKeyword(KEYWORDS, params.get(FILTER_PARAM)) ?? DEFAULT_QUOTATION_FILTER;
}

/** The URL query with `filter` in it; other params stay, and "todas" leaves `estado` out. */
export function writeQuotationFilter(params: URLSearchParams, filter: QuotationFilter): URLSearchParams {
  const next = new URLSearchParams(params);
  if (filter === 'todas') next.delete(FILTER_PARAM);
  else next.set(FILTER_PARAM, KEYWORDS[filter]);
  return next;
}
