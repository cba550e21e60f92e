import type { ReactNode } from 'react';
import { Modal } from '@/components/ui/Dialog';

/** The add, edit and import dialogs' modal: while their request runs nothing closes it (outside click, Escape). */
export function EmployeeDialogFrame({ isPending, onClose, children }: { isPending: boolean; onClose: () => void; children: ReactNode }) {
  return (
    <Modal
      isOpen
      onOpenChange={(open) => {
        if (!open && !isPending) onClose();
      }}
      isDismissable={!isPending}
      isKeyboardDismissDisabled={isPending}
      className="max-w-2xl"
    >
      {children}
    </Modal>
  );
}
