/**
 * A schema of the contract with its `$ref`s resolved: the keywords the tools read by name, any
 * other keyword as the JSON it is.
 */
export interface JsonSchema {
  type?: string | string[];
  format?: string;
  properties?: Record<string, JsonSchema>;
  items?: JsonSchema;
  required?: string[];
  enum?: unknown[];
  default?: unknown;
  example?: unknown;
  examples?: unknown[];
  [keyword: string]: unknown;
}
export interface MediaTypeObject {
  schema?: JsonSchema;
  example?: unknown;
  examples?: Record<string, { value?: unknown; [key: string]: unknown }>;
  [key: string]: unknown;
}
export interface ResponseObject {
  content?: Record<string, MediaTypeObject>;
  [key: string]: unknown;
}
/** An operation of the contract as listOperations gives it (refs resolved). */
export interface OperationObject {
  operationId?: string;
  summary?: string;
  description?: string;
  requestBody?: { content?: Record<string, MediaTypeObject>; [key: string]: unknown };
  responses?: Record<string, ResponseObject>;
  [key: string]: unknown;
}
export interface ContractParameter {
  name: string;
  in: 'path' | 'query' | 'header' | 'cookie';
  required?: boolean;
  schema?: JsonSchema;
  content?: Record<string, MediaTypeObject>;
  [key: string]: unknown;
}
export interface ContractOperation {
  id: string;
  method: string;
  path: string;
  operation: OperationObject;

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
