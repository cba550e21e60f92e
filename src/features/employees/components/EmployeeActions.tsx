import { Button } from '@/components/ui/Button';
import { Menu, MenuItem, MenuTrigger } from '@/components/ui/Menu';
import { MailIcon, TrashIcon, UserIcon } from '@/components/ui/Icons';
import { fullName, type Employee } from '../employee-form';

function MoreIcon({ className }: { className?: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" className={className}>
      <circle cx="5" cy="12" r="1.75" />
      <circle cx="12" cy="12" r="1.75" />
      <circle cx="19" cy="12" r="1.75" />
    </svg>
  );
}

export interface EmployeeActionsProps {
  employee: Employee;
  onEdit: (employee: Employee) => void;
  onRemove: (employee: Employee) => void;
  onResendInvitation: (employee: Employee) => void;
}

/** The row menu: edit or remove one employee, or send an invited one their invitation again. */
export function EmployeeActions({ employee, onEdit, onRemove, onResendInvitation }: EmployeeActionsProps) {
  return (
    <MenuTrigger>
      <Button variant="ghost" size="sm" aria-label={`Acciones para ${fullName(employee)}`} padding="px-2">
        <MoreIcon className="size-5" />
      </Button>
      <Menu
        onAction={(key) => {
          if (key === 'edit') onEdit(employee);
          if (key === 'remove') onRemove(employee);
          if (key === 'resend') onResendInvitation(employee);
        }}
      >
        <MenuItem id="edit" icon={<UserIcon className="size-4 text-slate-500" />}>
          Editar
        </MenuItem>
        {employee.status === 'invited' && (
          <MenuItem id="resend" icon={<MailIcon className="size-4 text-slate-500" />}>
            Reenviar invitación
          </MenuItem>
        )}
        <MenuItem id="remove" tone="danger" icon={<TrashIcon className="size-4" />}>
          Eliminar
        </MenuItem>
      </Menu>
    </MenuTrigger>
  );
}
