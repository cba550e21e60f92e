export type FieldType = 'text' | 'string' | 'number' | 'date' | 'day';
export interface Collection {
  name: string;
  fields: Record<string, FieldType>;
  sortable: Set<string>;
  defaultOrder: string[];
  maxLimit: number;
  defaultLimit?: number;
}
export interface PreparedFilter {
  where?: Record<string, unknown>;
  order: { field: string; direction: 'ASC' | 'DESC' }[];
  limit?: number;
  skip?: number;
}
export class FilterError extends Error {}
export function foldAccents(text: string): string;
export function matchesSearch(record: Record<string, unknown>, fields: string[], q: string): boolean;
export function defineCollection(definition: {
  name: string;
  fields: Record<string, FieldType>;
  sortable?: string[];
  defaultOrder: string[];
  maxLimit: number;
  defaultLimit?: number;
}): Collection;
export function readJsonParam(searchParams: URLSearchParams, name: string): Record<string, unknown> | undefined;
export function prepareWhere(collection: Collection, where: unknown, path?: string): Record<string, unknown> | undefined;
export function prepareFilter(collection: Collection, filter?: unknown): PreparedFilter;
export function findRecords<T>(collection: Collection, records: T[], prepared: PreparedFilter): T[];
export function countRecords<T>(collection: Collection, records: T[], where: Record<string, unknown> | undefined): number;
