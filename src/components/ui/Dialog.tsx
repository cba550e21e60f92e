import { useContext, useEffect, useId, useLayoutEffect, useMemo, useRef, type ContextType, type ReactNode } from 'react';
import { Overlay, useOverlay, usePreventScroll } from 'react-aria';
import {
  Dialog as RACDialog,
  DialogContext,
  DialogTrigger,
  Heading,
  OverlayTriggerStateContext,
  type DialogProps,
  type HeadingProps,
} from 'react-aria-components';
import { useAfterFirstPaint } from '@/lib/after-paint';
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
 * A modal overlay from react-aria's hooks: the page behind is hidden from assistive technology
 * and does not scroll, focus stays inside and goes back to where it was, Escape and a press
 * outside close it. Nothing here makes the tap's frame grow with the page behind:
 * - react-aria-components' ModalOverlay measured the page (scroll size, bounding box, visual
 *   viewport) on every render and asked each panel for its running animations;
 * - react-aria's useModalOverlay made the page `inert`, which restyles every element of the page
 *   on opening and again on closing (10–28 ms each at 4× CPU on Inicio), and its scroll lock
 *   measured the scrollbar, a forced layout. Here the page gets `aria-hidden` (no restyle: the
 *   backdrop already takes every press and FocusScope keeps focus in), and the lock sets
 *   `overflow: hidden` (through an attribute) without measuring (the page always keeps the scrollbar's room, styles.css).
 * The entry animation is CSS alone, and closing is immediate (no exit animation to wait for).
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
  const { overlayProps, underlayProps } = useOverlay(
    { isOpen: true, onClose: () => state.close(), isDismissable, isKeyboardDismissDisabled },
    panel,
  );
  // Safari on iPhone and iPad scrolls the page under `overflow: hidden`: react-aria's touch handling
  // is needed there. Everywhere else its lock would measure the scrollbar first.
  usePreventScroll({ isDisabled: !isTouchWebKit });
  usePageScrollLock(!isTouchWebKit);
  useEffect(() => (panel.current ? hideOutside(panel.current) : undefined), []);
  // The dialog takes the focus in the task after its first paint (react-aria's Dialog waits while
  // `isEntering`): focusing it in the tap's frame forced a style and layout of the page with the new
  // dialog there, 20–26 ms of a phone's «Pagar» at 4× CPU (docs/performance.md).
  const painted = useAfterFirstPaint();
  const dialogContext = useContext(DialogContext);
  const entering = useMemo(() => ({ ...dialogContext, isEntering: !painted }), [dialogContext, painted]);
  return (
    <Overlay shouldContainFocus>
      <div {...underlayProps} className={overlayClassName}>
        <div {...overlayProps} ref={panel} className={className} data-testid={testId}>
          <OverlayTriggerStateContext.Provider value={state}>
            <DialogContext.Provider value={entering}>{children}</DialogContext.Provider>
          </OverlayTriggerStateContext.Provider>
        </div>
      </div>
    </Overlay>
  );
}

const isTouchWebKit =
  typeof navigator !== 'undefined' &&
  (/^iP(hone|ad|od)/.test(navigator.platform) || (navigator.platform === 'MacIntel' && navigator.maxTouchPoints > 1));

let pageScrollLocks = 0;
/** On <html> while a modal is open; styles.css gives it `overflow: hidden`. */
export const PAGE_SCROLL_LOCK_ATTRIBUTE = 'data-modal-open';

/**
 * The page does not scroll while at least one modal is open; nothing is measured. An attribute, not
 * the inline `overflow` that react-aria's own lock (a Select's list in a dialog) saves and restores:
 * closing in either order, each gives back only its own (the inline style once stayed `hidden`).
 */
function usePageScrollLock(isEnabled: boolean) {
  useLayoutEffect(() => {
    if (!isEnabled) return;
    const root = document.documentElement;
    if (pageScrollLocks++ === 0) root.setAttribute(PAGE_SCROLL_LOCK_ATTRIBUTE, '');
    return () => {
      if (--pageScrollLocks === 0) root.removeAttribute(PAGE_SCROLL_LOCK_ATTRIBUTE);
    };
  }, [isEnabled]);
}

/**
 * Hides from assistive technology everything in <body> but the modal's own branch and what must
 * stay heard over it (the live announcer, the toasts: react-aria's markers), and returns what shows
 * it again. What is hidden already (by a modal under this one) is left as it is.
 */
function hideOutside(panel: Element): () => void {
  const kept = new Set<Element>([panel, ...document.querySelectorAll('[data-live-announcer], [data-react-aria-top-layer]')]);
  // Every ancestor of a kept element stays; its other children are hidden.
  const ancestors = new Set<Element>();
  for (const element of kept) {
    for (let node = element.parentElement; node && !ancestors.has(node); node = node.parentElement) {
      ancestors.add(node);
      if (node === document.body) break;
    }
  }
  const hidden: Element[] = [];
  for (const ancestor of ancestors) {
    for (const child of ancestor.children) {
      if (kept.has(child) || ancestors.has(child) || child.getAttribute('aria-hidden') === 'true') continue;
      child.setAttribute('aria-hidden', 'true');
      hidden.push(child);
    }
  }
  return () => {
    for (const element of hidden) element.removeAttribute('aria-hidden');
  };
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
