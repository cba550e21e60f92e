export interface ContractParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  [key: string]: unknown;
}
export interface ContractOperation {
  id: string;
  method: string;
  path: string;
  operation: Record<string, unknown>;
  parameters: ContractParameter[];
  isPublic: boolean;
  successStatuses: number[];
}
export const ROOT: string;
export const CONTRACT: string;
export function loadContract(file?: string): Record<string, unknown>;
export function listOperations(doc: Record<string, unknown>): ContractOperation[];
export function operationMatcher(operations: ContractOperation[]): (method: string, pathname: string) => ContractOperation | null;
export function firstExample(holder: unknown): unknown;
export function parameterExample(parameter: ContractParameter): unknown;
export function successExample(op: ContractOperation): { status: number; body: unknown };
