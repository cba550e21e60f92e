import type { Collection } from './filters.d.mts';
export const QUOTATIONS: Collection;
export const PAYMENTS: Collection;
export const EMPLOYEES: Collection;
