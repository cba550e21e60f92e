import { Cell, Column, Row, Table, TableBody, TableContainer, TableHeader, type SortDescriptor } from '@/components/ui/Table';
import { formatDate } from '@/lib/format';
import { formatMexicanPhone } from '@/lib/validation/mexico';
import { fullName, type Employee } from '../employee-form';
import type { EmployeeListState, SortColumn } from '../employee-list-state';
import { EmployeeActions } from './EmployeeActions';
import { EmployeeEmail } from './EmployeeEmail';
import { EmployeeStatusBadge } from './EmployeeStatusBadge';

export interface EmployeesTableProps {
  employees: Employee[];
  sort: EmployeeListState['sort'];
  onSortChange: (sort: EmployeeListState['sort']) => void;
  onEdit: (employee: Employee) => void;
  onRemove: (employee: Employee) => void;
  onResendInvitation: (employee: Employee) => void;
}

/** Wide screens: a sortable table (sorting happens on the server); the e-mail sits under the name so nothing is cut. */
export function EmployeesTable({ employees, sort, onSortChange, ...actions }: EmployeesTableProps) {
  const descriptor: SortDescriptor = { column: sort.column, direction: sort.direction };
  return (
    <TableContainer>
      <Table
        aria-label="Empleados"
        sortDescriptor={descriptor}
        onSortChange={(next) => onSortChange({ column: next.column as SortColumn, direction: next.direction })}
      >
        <TableHeader>
          <Column id="name" isRowHeader allowsSorting>
            Nombre y correo
          </Column>
          <Column id="phone">Teléfono</Column>
          <Column id="position" allowsSorting>
            Puesto
          </Column>
          <Column id="status" allowsSorting>
            Estado
          </Column>
          <Column id="createdAt" allowsSorting>
            Alta
          </Column>
          <Column id="actions" className="w-14">
            <span className="sr-only">Acciones</span>
          </Column>
        </TableHeader>
        <TableBody items={employees}>
          {(employee) => (
            <Row id={employee.id}>
              <Cell textValue={`${fullName(employee)}, ${employee.email}`}>
                <bdi className="block font-medium text-slate-900">{fullName(employee)}</bdi>
                {/* A long address wraps rather than pushing the row menu out of the table at 1280 px. */}
                <bdi className="block text-slate-600">
                  <EmployeeEmail email={employee.email} />
                </bdi>
              </Cell>
              <Cell>{employee.phone ? <span className="unbroken">{formatMexicanPhone(employee.phone)}</span> : '—'}</Cell>
              <Cell>
                <bdi>{employee.position || '—'}</bdi>
              </Cell>
              <Cell>
                <EmployeeStatusBadge status={employee.status} />
              </Cell>
              <Cell className="whitespace-nowrap">{formatDate(employee.createdAt)}</Cell>
              <Cell compact className="text-right">
                <EmployeeActions employee={employee} {...actions} />
              </Cell>
            </Row>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
