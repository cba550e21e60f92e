export const MAX_BYTES: number;
export const MAX_ROWS: number;
export class CsvFileError extends Error {}
export function decodeCsv(bytes: Uint8Array): string;
export function parseCsv(text: string, delimiter: string): { line: number; cells: string[] }[];
export function readEmployeeRows(bytes: Uint8Array): { line: number; values: Record<string, string> }[];
/** One CSV row as the contract's EmployeeCreate (every field present, null when empty). */
export interface EmployeeFromRow {
  firstName: string;
  lastName: string;
  email: string;
  phone: string | null;
  position: string | null;
  rfc: string | null;
  curp: string | null;
}
export function employeeFromRow(
  values: Record<string, string>,
  patterns: { rfcPattern: string; curpPattern: string },
): { employee: EmployeeFromRow; reason?: undefined } | { employee?: undefined; reason: string };
