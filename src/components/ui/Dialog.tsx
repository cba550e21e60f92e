import { useId, useMemo, useRef, type ContextType, type ReactNode } from 'react';
import { Overlay, useModalOverlay } from 'react-aria';
import {
  Dialog as RACDialog,
  DialogTrigger,
  Heading,
  OverlayTriggerStateContext,
  type DialogProps,
  type HeadingProps,
} from 'react-aria-components';
import { joinClasses } from '@/lib/class-names';
import { Button } from './Button';
import { Callout } from './Callout';
import { WithServerText } from './ServerText';

// Opens a Dialog in a kit Popover from the button it wraps; it draws nothing itself.
export { DialogTrigger };

type OverlayTriggerState = NonNullable<ContextType<typeof OverlayTriggerStateContext>>;

export interface ModalFrameProps {
  isOpen: boolean;
  onOpenChange: (open: boolean) => void;
  /** A press outside the panel closes it. */
  isDismissable?: boolean;
  /** Escape does not close it (while its action runs). */
  isKeyboardDismissDisabled?: boolean;
  /** The backdrop, which lays out the panel. */
  overlayClassName: string;
  /** The panel. */
  className: string;
  children: ReactNode;
  'data-testid'?: string;
}

/**
 * A modal overlay from react-aria's hooks: the page behind is inert and does not scroll, focus
 * stays inside and goes back to where it was, Escape and a press outside close it.
 * react-aria-components' ModalOverlay did the same plus work that grew with the page behind, in
 * the very frame of the tap: it measured the page (scroll size, bounding box) on every render,
 * the visual viewport once more, and asked each panel for its running animations, each a forced
 * style and layout of the whole document (20–50 ms at 4× CPU on Inicio). Here nothing reads
 * layout but react-aria's scroll lock; the entry animation is CSS alone, and closing is
 * immediate (no exit animation to wait for).
 */
export function ModalFrame({ isOpen, onOpenChange, ...props }: ModalFrameProps) {
  const state = useMemo<OverlayTriggerState>(
    () => ({
      isOpen,
      setOpen: onOpenChange,
      open: () => onOpenChange(true),
      close: () => onOpenChange(false),
      toggle: () => onOpenChange(!isOpen),
      // Where a sheet opened from; a centred modal has none.
      point: null,
      setPoint: () => {},
    }),
    [isOpen, onOpenChange],
  );
  return isOpen ? <OpenModal state={state} {...props} /> : null;
}

function OpenModal({
  state,
  isDismissable = false,
  isKeyboardDismissDisabled = false,
  overlayClassName,
  className,
  children,
  'data-testid': testId,
}: Omit<ModalFrameProps, 'isOpen' | 'onOpenChange'> & { state: OverlayTriggerState }) {
  const panel = useRef<HTMLDivElement>(null);
  const { modalProps, underlayProps } = useModalOverlay({ isDismissable, isKeyboardDismissDisabled }, state, panel);
  return (
    <Overlay>
      <div {...underlayProps} className={overlayClassName}>
        <div {...modalProps} ref={panel} className={className} data-testid={testId}>
          <OverlayTriggerStateContext.Provider value={state}>{children}</OverlayTriggerStateContext.Provider>
        </div>
      </div>
    </Overlay>
  );
}

export interface ModalProps extends Omit<ModalFrameProps, 'overlayClassName' | 'className'> {
  /** Classes for the white panel, its width included: they replace the default max-w-lg (joined, not merged). */
  className?: string;
}

const overlayClass = 'fixed inset-0 z-50 isolate flex items-center justify-center bg-slate-900/50 p-4 motion-safe:animate-fade-in';

export function Modal({ className, ...props }: ModalProps) {
  return (
    <ModalFrame
      {...props}
      overlayClassName={overlayClass}
      className={joinClasses(
        'max-h-full w-full overflow-y-auto rounded-xl bg-white text-left shadow-xl ring-1 ring-slate-900/5 outline-none motion-safe:animate-pop-in',
        className ?? 'max-w-lg',
      )}
    />
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
