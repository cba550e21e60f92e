import { toast } from '@/lib/toast';
import { ConfirmDialog } from '@/components/ui/Dialog';
import { errorMessage } from '@/lib/api';
import { sentences } from '@/lib/sentence';
import { isolate } from '@/lib/server-text';
import { useDeleteEmployee } from '../api/delete-employee';
import { isolatedName, type Employee } from '../employee-form';
import { EmployeeWriteError } from '../employee-write-error';

/** What the dialog says about a removal that failed, next to its button. */
function removalProblem(error: Error | null, name: string): string | null {
  if (!error) return null;
  if (!(error instanceof EmployeeWriteError)) return sentences('No pudimos eliminarlo.', errorMessage(error));
  const reason = isolate(errorMessage(error.reason));
  return error.outcome === 'not-made'
    ? sentences(`No pudimos eliminarlo: comprobamos que ${name} sigue en tu lista.`, reason)
    : sentences('No pudimos confirmar si se eliminó.', reason, 'Puedes intentarlo de nuevo: si ya se eliminó, te lo diremos.');
}

/** Confirms and removes an employee. */
export function RemoveEmployeeDialog({ employee, onClose }: { employee: Employee; onClose: () => void }) {
  const remove = useDeleteEmployee();
  // Server text inside our sentences: isolated (the title, the problem and the toasts show it in a <bdi>).
  const name = isolatedName(employee);

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
      problem={remove.isPending ? null : removalProblem(remove.error, name)}
      onConfirm={() => {
        remove.mutate(employee, {
          onSuccess: (removal) => {
            // Already gone (a 404 the server really gave): the list refreshes and the goal is met.
            if (removal === 'already-gone') toast.info(`${name} ya no estaba en tu lista.`);
            else toast.success(`Eliminamos a ${name} de tus empleados.`);
            onClose();
          },
        });
      }}
    >
      <p>Dejará de aparecer en tu lista y ya no podrá usar Cotiza como empleado de tu empresa. Esta acción no se puede deshacer.</p>
    </ConfirmDialog>
  );
}
