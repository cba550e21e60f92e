import { useEffect, useRef } from 'react';
import { Modal as RACModal, ModalOverlay } from 'react-aria-components';
import { twMerge } from 'tailwind-merge';
import { tv } from 'tailwind-variants';

const spinnerSize = tv({
  base: 'shrink-0 animate-spin',
  variants: {
    size: { sm: 'size-4', md: 'size-6', lg: 'size-10' },
  },
  defaultVariants: { size: 'md' },
});

/** The bare animated ring, always decorative; callers provide the status text. */
export function SpinnerGraphic({ size, className }: { size?: 'sm' | 'md' | 'lg'; className?: string }) {
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      aria-hidden="true"
      focusable="false"
      className={spinnerSize({ size, className })}
    >
      <circle cx="12" cy="12" r="9" stroke="currentColor" strokeOpacity="0.25" strokeWidth="3" />
      <path d="M21 12a9 9 0 0 0-9-9" stroke="currentColor" strokeWidth="3" strokeLinecap="round" />
    </svg>
  );
}

export interface SpinnerProps {
  size?: 'sm' | 'md' | 'lg';
  /** @default "Cargando" */
  label?: string;
  className?: string;
}

export function Spinner({ size = 'md', label = 'Cargando', className }: SpinnerProps) {
  return (
    <span
      role="status"
      aria-label={label}
      className={twMerge('inline-flex items-center justify-center text-brand-700', className)}
    >
      <SpinnerGraphic size={size} />
      {/* Live regions announce text content, not aria-label. */}
      <span className="sr-only">{label}</span>
    </span>
  );
}

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
