import type { ReactNode } from 'react';
import { Button } from '@/components/ui/Button';
import { FormError } from '@/components/ui/Form';

export interface FormActionsProps {
  isDirty: boolean;
  isPending: boolean;
  error: string | null;
  onDiscard: () => void;
  /** Something the customer must decide before saving again, shown beside the button they pressed. */
  notice?: ReactNode;
}

/** The save bar at the end of a profile form; it sticks to the bottom while there are changes. */
export function FormActions({ isDirty, isPending, error, onDiscard, notice }: FormActionsProps) {
  return (
    <div
      className={`z-10 -mx-4 flex flex-col gap-3 border-t border-slate-200 bg-white/95 px-4 py-4 backdrop-blur sm:mx-0 sm:rounded-xl sm:border sm:px-6 ${
        isDirty ? 'sticky bottom-0 shadow-[0_-4px_12px_-6px_rgb(15_23_42/0.15)]' : ''
      }`}
    >
      {notice}
      <FormError message={error} />
      <div className="flex flex-col gap-3 sm:flex-row sm:items-center">
        <p className="text-sm text-slate-600 sm:mr-auto" aria-live="polite">
          {isDirty ? 'Tienes cambios sin guardar.' : 'Sin cambios por guardar.'}
        </p>
        <div className="grid grid-cols-2 gap-3 sm:flex">
          <Button variant="secondary" isDisabled={!isDirty || isPending} onPress={onDiscard}>
            Descartar
          </Button>
          <Button type="submit" isDisabled={!isDirty} isPending={isPending}>
            Guardar cambios
          </Button>
        </div>
      </div>
    </div>
  );
}
