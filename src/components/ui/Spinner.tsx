import { joinClasses } from '@/lib/class-names';
import { tv } from '@/lib/tailwind-variants';

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
    <svg viewBox="0 0 24 24" fill="none" aria-hidden="true" focusable="false" className={spinnerSize({ size, className })}>
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
    <span role="status" aria-label={label} className={joinClasses('inline-flex items-center justify-center text-brand-700', className)}>
      <SpinnerGraphic size={size} />
      {/* Live regions announce text content, not aria-label. */}
      <span className="sr-only">{label}</span>
    </span>
  );
}
