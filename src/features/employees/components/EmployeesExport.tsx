import { CsvExport } from '@/components/export/CsvExport';
import { fetchEmployeesForExport } from '../api/export-employees';
import { employeesCsvFileName, employeesToCsv } from '../employee-export';
import { employeeOrder, employeeSearch, employeeWhere, type EmployeeListState } from '../employee-list-state';

/** "Exportar CSV": every employee of the current search and status filter, in the list's order. */
export function EmployeesExport({ listState, isDisabled }: { listState: EmployeeListState; isDisabled: boolean }) {
  return (
    <CsvExport
      noun={{ one: 'empleado', many: 'empleados' }}
      isDisabled={isDisabled}
      read={(options) =>
        fetchEmployeesForExport(employeeWhere(listState.status), employeeSearch(listState.search), employeeOrder(listState.sort), options)
      }
      toCsv={employeesToCsv}
      fileName={() => employeesCsvFileName()}
    />
  );
}
