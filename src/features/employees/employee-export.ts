// "Exportar CSV" of Empleados: the same file rules as Historial's export (src/lib/csv.ts: UTF-8
// with BOM, commas, CRLF, formula-safe cells, dates in Mexico City). The columns are the import
// template's, named so the import reads them back (an exported file can be imported into another
// account as it is), then the status and the day the employee was added, which the import ignores.
import { csvDay, csvFileName, csvHeaders, csvTable, csvText, type CsvColumn } from '@/lib/csv';
import { formatMexicanPhone } from '@/lib/validation/mexico';
import type { Employee } from './employee-form';
import { STATUS_LABEL } from './employee-status';

const EMPLOYEE_COLUMNS: readonly CsvColumn<Employee>[] = [
  ['Nombre(s)', (employee) => csvText(employee.firstName)],
  ['Apellidos', (employee) => csvText(employee.lastName)],
  ['Correo electrónico', (employee) => csvText(employee.email)],
  // 10 digits as Mexicans write them ("442 158 7734"): a leading "+52" would be read as a formula.
  ['Teléfono', (employee) => csvText(employee.phone ? formatMexicanPhone(employee.phone) : '')],
  ['Puesto', (employee) => csvText(employee.position)],
  ['RFC', (employee) => csvText(employee.rfc)],
  ['CURP', (employee) => csvText(employee.curp)],
  ['Estado', (employee) => csvText(STATUS_LABEL[employee.status])],
  ['Fecha de alta', (employee) => csvDay(employee.createdAt)],
];

export const EMPLOYEE_CSV_COLUMNS = csvHeaders(EMPLOYEE_COLUMNS);

export function employeesToCsv(employees: readonly Employee[]): string {
  return csvTable(EMPLOYEE_COLUMNS, employees);
}

/** empleados-cotiza-2026-11-22.csv (the day in Mexico City). */
export function employeesCsvFileName(now?: Date): string {
  return csvFileName('empleados-cotiza', now);
}
