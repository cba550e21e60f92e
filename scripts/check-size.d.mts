export interface Budget {
  route: string;
  modules: string[];
  limitKB: number;
}
export interface BudgetResult extends Budget {
  js: string[];
  css: string[];
  jsBytes: number;
  cssBytes: number;
  forbidden: string[];
  ok: boolean;
}
export type Manifest = Record<
  string,
  { file: string; isEntry?: boolean; isDynamicEntry?: boolean; imports?: string[]; dynamicImports?: string[]; css?: string[] }
>;
export const BUDGETS: Budget[];
export function readManifest(dist: string): Manifest;
export function entryKey(manifest: Manifest): string;
export function staticClosure(manifest: Manifest, starts: string[]): Set<string>;
export function gzipSize(dist: string, file: string): number;
export function measure(dist: string, budgets?: Budget[], always?: string[]): BudgetResult[];
export function formatTable(results: BudgetResult[]): string;
