// Inicio keeps its status filter in the URL (/app?estado=pendientes), so that a reload, the back
// button or a shared link shows the same quotations. The word is the chip's plural in lower case
// (quotation-status.ts); a word that is none of them (an old or edited link) falls back to "Todas",
// which has no param. Small on purpose: Inicio is the first load.
import { QUOTATION_STATUSES, statusPlural } from './quotation-status';
import type { QuotationStatus } from './types';

export type QuotationFilter = 'todas' | QuotationStatus;

const FILTER_PARAM = 'estado';

const keyword = (status: QuotationStatus) => statusPlural(status).toLowerCase();

/** The filter a URL query asks for; "todas" when it asks for none or for an unknown one. */
export function readQuotationFilter(params: URLSearchParams): QuotationFilter {
  const word = params.get(FILTER_PARAM);
  return QUOTATION_STATUSES.find((status) => keyword(status) === word) ?? 'todas';
}

/** The URL query with `filter` in it; other params stay, and "todas" leaves `estado` out. */
export function writeQuotationFilter(params: URLSearchParams, filter: QuotationFilter): URLSearchParams {
  const next = new URLSearchParams(params);
  if (filter === 'todas') next.delete(FILTER_PARAM);
  else next.set(FILTER_PARAM, keyword(filter));
  return next;
}
