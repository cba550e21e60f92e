export const MAX_BYTES: number;
export const MAX_ROWS: number;
export class CsvFileError extends Error {}
export function decodeCsv(bytes: Uint8Array): string;
export function parseCsv(text: string, delimiter: string): { line: number; cells: string[] }[];
export function readEmployeeRows(bytes: Uint8Array): { line: number; values: Record<string, string> }[];
export function employeeFromRow(
  values: Record<string, string>,
  patterns: { rfcPattern: string; curpPattern: string },
): { employee?: Record<string, string | null>; reason?: string };
