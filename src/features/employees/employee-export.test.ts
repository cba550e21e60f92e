// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { previewEmployeeCsv } from './employee-csv';
import { EMPLOYEE_CSV_COLUMNS, employeesCsvFileName, employeesToCsv } from './employee-export';
import { makeEmployee, makeEmployees } from './test/fixtures';

describe('employees CSV export', () => {
  it('one row per employee, as Excel es-MX reads it', () => {
    const text = employeesToCsv([
      makeEmployee(0, { rfc: 'MALA9208233T6', curp: 'MALA920823MQTRPN03', status: 'active' }),
      makeEmployee(1, { phone: null, position: null, status: 'invited', createdAt: '2026-11-22T03:10:00Z' }),
    ]);
    expect(text.split('\r\n')).toEqual([
      `\uFEFF${EMPLOYEE_CSV_COLUMNS.join(',')}`,
      'Ana Sofía,Martínez López,empleado0@constructoradelbajio.mx,442 158 7734,Ingeniera residente,MALA9208233T6,MALA920823MQTRPN03,Activo,05/02/2024',
      'Carlos Eduardo,Gutiérrez Salinas,empleado1@constructoradelbajio.mx,,,,,Invitado,21/11/2026',
      '',
    ]);
  });

  it('a stored value that a spreadsheet would run as a formula is written as text', () => {
    const [, row] = employeesToCsv([makeEmployee(0, { lastName: '+López', position: '@SUMA(A1:A9)' })]).split('\r\n');
    expect(row).toContain(",'+López,");
    expect(row).toContain(",'@SUMA(A1:A9),");
  });

  it('the file imports back as it is: the import reads its columns, every row ready', () => {
    const employees = makeEmployees(12);
    const preview = previewEmployeeCsv(employeesToCsv(employees).slice(1));
    if (!preview.ok) throw new Error(preview.message);
    expect(preview.rows.map((row) => [row.status, row.employee?.email, row.employee?.phone])).toEqual(
      employees.map((employee) => ['ready', employee.email, employee.phone]),
    );
  });

  it('is named by the day in Mexico City', () => {
    expect(employeesCsvFileName(new Date('2026-11-22T18:00:00Z'))).toBe('empleados-cotiza-2026-11-22.csv');
  });
});
