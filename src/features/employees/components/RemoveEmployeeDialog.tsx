import { useState } from 'react';
import { toast } from '@/lib/toast';
import { ConfirmDialog } from '@/components/ui/Dialog';
import { errorMessage, isNotFound } from '@/lib/api';
import { useDeleteEmployee } from '../api/delete-employee';
import { fullName, type Employee } from '../employee-form';

/** Confirms and removes an employee. */
export function RemoveEmployeeDialog({ employee, onClose }: { employee: Employee; onClose: () => void }) {
  const remove = useDeleteEmployee();
  const [problem, setProblem] = useState<string | null>(null);
  const name = fullName(employee);

  return (
    <ConfirmDialog
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={`¿Eliminar a ${name}?`}
      confirmLabel="Eliminar"
      tone="danger"
      isPending={remove.isPending}
      problem={problem && `No pudimos eliminarlo. ${problem}`}
      onConfirm={() => {
        setProblem(null);
        remove.mutate(
          { params: { path: { employeeId: employee.id } } },
          {
            onSuccess: () => {
              toast.success(`Eliminamos a ${name} de tus empleados.`);
              onClose();
            },
            onError: (error) => {
              // Already gone (a 404 the server really gave): the list refreshes and the goal is met.
              if (isNotFound(error)) {
                toast.info(`${name} ya no estaba en tu lista.`);
                onClose();
                return;
              }
              setProblem(errorMessage(error));
            },
          },
        );
      }}
    >
      <p>Dejará de aparecer en tu lista y ya no podrá usar Cotiza como empleado de tu empresa. Esta acción no se puede deshacer.</p>
    </ConfirmDialog>
  );
}
