import { useId, type ReactNode } from 'react';
import {
  Dialog as RACDialog,
  DialogTrigger,
  Heading,
  Modal as RACModal,
  ModalOverlay,
  type DialogProps,
  type HeadingProps,
  type ModalOverlayProps,
} from 'react-aria-components';
import { joinClasses } from '@/lib/class-names';
import { Button } from './Button';
import { Callout } from './Callout';
import { WithServerText } from './ServerText';

// Opens a Dialog in a kit Popover or Modal from the button it wraps; it draws nothing itself.
export { DialogTrigger };

export interface ModalProps extends Omit<ModalOverlayProps, 'className'> {
  /** Classes for the white panel, its width included: they replace the default max-w-lg (joined, not merged). */
  className?: string;
}

// Height follows the visual viewport so the on-screen keyboard never hides the dialog.
const overlayClass =
  'fixed top-0 left-0 z-50 isolate flex h-(--visual-viewport-height) w-full items-center justify-center bg-slate-900/50 p-4 motion-safe:entering:animate-fade-in motion-safe:exiting:animate-fade-out';

export function Modal({ className, children, ...props }: ModalProps) {
  // Open/dismiss props belong on the overlay only; RAC warns if the Modal gets them too.
  return (
    <ModalOverlay {...props} className={overlayClass}>
      <RACModal
        className={joinClasses(
          'max-h-full w-full overflow-y-auto rounded-xl bg-white text-left shadow-xl ring-1 ring-slate-900/5 motion-safe:entering:animate-pop-in motion-safe:exiting:animate-pop-out',
          className ?? 'max-w-lg',
        )}
      >
        {children}
      </RACModal>
    </ModalOverlay>
  );
}

/** `className` replaces the default padding (p-6): classes are joined, not merged. */
export function Dialog(props: DialogProps) {
  return <RACDialog {...props} className={joinClasses('relative max-h-[inherit] outline-none', props.className ?? 'p-6')} />;
}

export function DialogTitle(props: HeadingProps) {
  return <Heading slot="title" {...props} className={joinClasses('text-lg leading-7 font-semibold text-slate-900', props.className)} />;
}

/** `className` replaces the default top margin (mt-6): classes are joined, not merged. */
export function DialogActions({ children, className = 'mt-6' }: { children: ReactNode; className?: string }) {
  return <div className={joinClasses('flex flex-wrap justify-end gap-3', className)}>{children}</div>;
}

export interface ConfirmDialogProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  /** @default "Cancelar" */
  cancelLabel?: string;
  /** @default 'primary' */
  tone?: 'danger' | 'primary';
  isPending?: boolean;
  /** Why the action failed, shown inside the dialog next to its buttons; the dialog stays usable. */
  problem?: string | null;
  onConfirm: () => void;
}

export function ConfirmDialog({
  isOpen,
  onOpenChange,
  title,
  children,
  confirmLabel,
  cancelLabel = 'Cancelar',
  tone = 'primary',
  isPending = false,
  problem = null,
  onConfirm,
}: ConfirmDialogProps) {
  const descriptionId = useId();

  // While the action runs, nothing may close the dialog (outside click, Escape, Cancelar).
  const handleOpenChange = (open: boolean) => {
    if (!isPending) onOpenChange(open);
  };

  return (
    <Modal isOpen={isOpen} onOpenChange={handleOpenChange} isDismissable={!isPending} isKeyboardDismissDisabled={isPending}>
      <Dialog role="alertdialog" aria-describedby={descriptionId}>
        <DialogTitle>
          <WithServerText text={title} />
        </DialogTitle>
        <div id={descriptionId} className="mt-2 text-sm leading-6 text-slate-600">
          {children}
        </div>
        {problem && (
          <Callout role="alert" tone="danger" className="mt-4">
            <p>
              <bdi>
                <WithServerText text={problem} />
              </bdi>
            </p>
          </Callout>
        )}
        <DialogActions>
          <Button variant="secondary" isDisabled={isPending} onPress={() => handleOpenChange(false)}>
            {cancelLabel}
          </Button>
          <Button variant={tone === 'danger' ? 'danger' : 'primary'} isPending={isPending} onPress={onConfirm}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </Dialog>
    </Modal>
  );
}
