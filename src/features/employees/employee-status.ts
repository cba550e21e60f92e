import type { BadgeTone } from '@/components/ui/Badge';
import type { components } from '@/lib/api';

export type EmployeeStatus = components['schemas']['EmployeeStatus'];

export const EMPLOYEE_STATUSES: readonly EmployeeStatus[] = ['active', 'inactive', 'invited'];

export const STATUS_LABEL: Record<EmployeeStatus, string> = {
  active: 'Activo',
  inactive: 'Inactivo',
  invited: 'Invitado',
};

export const STATUS_TONE: Record<EmployeeStatus, BadgeTone> = {
  active: 'success',
  inactive: 'neutral',
  invited: 'info',
};
