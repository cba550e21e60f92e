import { useEffect, useRef } from 'react';
import { Modal as RACModal, ModalOverlay } from 'react-aria-components';
import { SpinnerGraphic } from './Spinner';

// Its own module: react-aria's Modal must not ride along with every Button that imports SpinnerGraphic.
export interface FullScreenSpinnerProps {
  /** @default "Cargando" */
  label?: string;
}

/**
 * Blocking overlay for work the user must wait for (e.g. a payment). Built on a
 * non-dismissable ModalOverlay so the page behind is inert to pointer, keyboard and
 * screen readers, and focus returns to where it was when it unmounts.
 */
export function FullScreenSpinner({ label = 'Cargando' }: FullScreenSpinnerProps) {
  const ref = useRef<HTMLDivElement>(null);

  // Pull focus off the control that started the work so Enter can't trigger it again.
  useEffect(() => {
    ref.current?.focus({ preventScroll: true });
  }, []);

  return (
    <ModalOverlay
      isOpen
      isDismissable={false}
      isKeyboardDismissDisabled
      className="fixed inset-0 z-[100] flex items-center justify-center bg-white/70 backdrop-blur-sm motion-safe:entering:animate-fade-in"
    >
      {/* RAC Modal drops role/aria-live/tabIndex, so the status lives on an inner div. */}
      <RACModal className="outline-none">
        <div
          ref={ref}
          tabIndex={-1}
          role="status"
          aria-live="polite"
          aria-busy="true"
          aria-label={label}
          className="flex flex-col items-center gap-3 outline-none"
        >
          <SpinnerGraphic size="lg" className="text-brand-700" />
          <span className="text-sm font-medium text-slate-700">{label}</span>
        </div>
      </RACModal>
    </ModalOverlay>
  );
}
