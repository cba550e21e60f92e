import { Badge } from '@/components/ui/Badge';
import { STATUS_LABEL, STATUS_TONE, type EmployeeStatus } from '../employee-status';

export function EmployeeStatusBadge({ status }: { status: EmployeeStatus }) {
  return <Badge tone={STATUS_TONE[status]}>{STATUS_LABEL[status]}</Badge>;
}
