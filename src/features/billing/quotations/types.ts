import type { components } from '@/lib/api';

export type Quotation = components['schemas']['Quotation'];
export type QuotationStatus = components['schemas']['QuotationStatus'];
export type QuotationLineItem = components['schemas']['QuotationLineItem'];
export type QuotationFilter = components['schemas']['QuotationFilter'];
export type QuotationWhere = NonNullable<QuotationFilter['where']>;
