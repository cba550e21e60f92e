// "Exportar CSV" of Empleados: the same file rules as Historial's export (src/lib/csv.ts: UTF-8
// with BOM, commas, CRLF, formula-safe cells, dates in Mexico City). The columns are the import
// template's, named so the import reads them back (an exported file can be imported into another
// account as it is), then the status and the day the employee was added, which the import ignores.
import { csvDay, csvDocument, csvFileName, csvText } from '@/lib/csv';
import { formatMexicanPhone } from '@/lib/validation/mexico';
import type { Employee } from './employee-form';
import { STATUS_LABEL } from './employee-status';

export const EMPLOYEE_CSV_COLUMNS = [
  'Nombre(s)',
  'Apellidos',
  'Correo electrónico',
  // 10 digits as Mexicans write them ("442 158 7734"): a leading "+52" would be read as a formula.
  'Teléfono',
  'Puesto',
  'RFC',
  'CURP',
  'Estado',
  'Fecha de alta',
] as const;

function employeeCsvRow(employee: Employee): string[] {
  return [
    csvText(employee.firstName),
    csvText(employee.lastName),
    csvText(employee.email),
    csvText(employee.phone ? formatMexicanPhone(employee.phone) : ''),
    csvText(employee.position),
    csvText(employee.rfc),
    csvText(employee.curp),
    csvText(STATUS_LABEL[employee.status]),
    csvDay(employee.createdAt),
  ];
}

export function employeesToCsv(employees: readonly Employee[]): string {
  return csvDocument(EMPLOYEE_CSV_COLUMNS, employees.map(employeeCsvRow));
}

/** empleados-cotiza-2026-11-22.csv (the day in Mexico City). */
export function employeesCsvFileName(now?: Date): string {
  return csvFileName('empleados-cotiza', now);
}
