import { formatDate } from '@/lib/format';
import { formatMexicanPhone } from '@/lib/validation/mexico';
import { fullName, type Employee } from '../employee-form';
import { EmployeeActions } from './EmployeeActions';
import { EmployeeEmail } from './EmployeeEmail';
import { EmployeeStatusBadge } from './EmployeeStatusBadge';

export interface EmployeesListProps {
  employees: Employee[];
  onEdit: (employee: Employee) => void;
  onRemove: (employee: Employee) => void;
  onResendInvitation: (employee: Employee) => void;
}

/** Phones: one card per employee instead of a table that would scroll sideways. */
export function EmployeesList({ employees, ...actions }: EmployeesListProps) {
  return (
    <ul aria-label="Empleados" className="flex flex-col divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
      {employees.map((employee) => (
        <li key={employee.id} className="flex items-start gap-3 px-4 py-3">
          <div className="min-w-0 flex-1">
            <div className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <p className="min-w-0 font-medium text-slate-900">
                <bdi>{fullName(employee)}</bdi>
              </p>
              <EmployeeStatusBadge status={employee.status} />
            </div>
            <p className="mt-0.5 text-sm text-slate-700">
              <bdi>
                <EmployeeEmail email={employee.email} />
              </bdi>
            </p>
            <p className="mt-0.5 text-sm text-slate-600">
              <bdi>{employee.position || 'Sin puesto'}</bdi>
              {employee.phone && (
                <>
                  {' · '}
                  <span className="unbroken">{formatMexicanPhone(employee.phone)}</span>
                </>
              )}
            </p>
            <p className="mt-0.5 text-xs text-slate-600">Alta: {formatDate(employee.createdAt)}</p>
          </div>
          <EmployeeActions employee={employee} {...actions} />
        </li>
      ))}
    </ul>
  );
}
