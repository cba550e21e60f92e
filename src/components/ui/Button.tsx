import {
  Button as RACButton,
  Link as RACLink,
  ProgressBar,
  composeRenderProps,
  type ButtonProps as RACButtonProps,
  type LinkProps as RACLinkProps,
} from 'react-aria-components';
import { joinClasses } from '@/lib/class-names';
import { tv } from '@/lib/tailwind-variants';
import { composeStyles, focusRing } from './focus-ring';
import { SpinnerGraphic } from './Spinner';

type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'ghostDanger' | 'danger' | 'quiet';
type ButtonSize = 'sm' | 'md' | 'lg';

export const buttonStyles = tv({
  extend: focusRing,
  base: 'relative inline-flex items-center justify-center gap-2 rounded-lg border text-center font-medium whitespace-nowrap no-underline transition-colors select-none [-webkit-tap-highlight-color:transparent]',
  // Classes are joined, not merged: the variant's colours apply only while enabled, the disabled look
  // replaces them (compoundVariants), and the cursor is one of three.
  variants: {
    variant: {
      primary: 'hover:bg-brand-800 pressed:bg-brand-900',
      secondary: 'hover:bg-slate-50 pressed:bg-slate-100',
      ghost: 'hover:bg-slate-100 hover:text-slate-900 pressed:bg-slate-200',
      // A destructive action among quiet ones (a card's "Eliminar"): red text even when disabled.
      ghostDanger: 'border-transparent bg-transparent text-danger-700 hover:bg-danger-50 hover:text-danger-800 pressed:bg-slate-200',
      danger: 'hover:bg-danger-800 pressed:bg-danger-900',
      quiet: 'hover:bg-brand-50 hover:text-brand-800 pressed:bg-brand-100',
    },
    // 44px targets on phones; "sm" only shrinks from the sm breakpoint up.
    size: {
      sm: 'min-h-11 text-sm sm:min-h-9',
      md: 'min-h-11 text-sm',
      lg: 'min-h-12 text-base',
    },
    // Narrower sides than the size's, for an icon or a short label in a tight row.
    padding: {
      default: '',
      'px-2': 'px-2',
      'px-2.5': 'px-2.5',
    },
    isDisabled: {
      true: 'shadow-none forced-colors:text-[GrayText]',
    },
    isPending: {
      true: 'cursor-wait',
    },
  },
  compoundVariants: [
    { variant: 'primary', isDisabled: false, class: 'border-transparent bg-brand-700 text-white shadow-sm' },
    { variant: 'secondary', isDisabled: false, class: 'border-slate-300 bg-white text-slate-900 shadow-sm' },
    { variant: 'ghost', isDisabled: false, class: 'border-transparent bg-transparent text-slate-700' },
    { variant: 'danger', isDisabled: false, class: 'border-transparent bg-danger-700 text-white shadow-sm' },
    { variant: 'quiet', isDisabled: false, class: 'border-transparent bg-transparent text-brand-700' },
    { variant: ['primary', 'secondary', 'danger'], isDisabled: true, class: 'border-slate-200 bg-slate-100 text-slate-500' },
    { variant: ['ghost', 'quiet'], isDisabled: true, class: 'border-transparent bg-transparent text-slate-500' },
    { padding: 'default', size: 'sm', class: 'px-3' },
    { padding: 'default', size: 'md', class: 'px-4' },
    { padding: 'default', size: 'lg', class: 'px-6' },
    { isDisabled: false, isPending: false, class: 'cursor-pointer' },
    { isDisabled: true, isPending: false, class: 'cursor-not-allowed' },
  ],
  defaultVariants: {
    variant: 'primary',
    size: 'md',
    padding: 'default',
  },
});

interface ButtonStyleProps {
  /** @default 'primary' */
  variant?: ButtonVariant;
  /** @default 'md' */
  size?: ButtonSize;
  /** Sides narrower than the size's (classes are joined, so not through className). */
  padding?: 'px-2' | 'px-2.5';
}

/** The button look for a Button or a LinkButton: the caller's className, then the state's classes. */
function buttonClassName<T>(className: string | ((v: T) => string) | undefined, style: ButtonStyleProps) {
  return composeStyles(className, (renderProps: T & { className?: string }) => buttonStyles({ ...renderProps, ...style }));
}

export interface ButtonProps extends RACButtonProps, ButtonStyleProps {}

export function Button({ variant, size, padding, ...props }: ButtonProps) {
  return (
    <RACButton {...props} className={buttonClassName(props.className, { variant, size, padding })}>
      {composeRenderProps(props.children, (children, { isPending }) => (
        <>
          {/* Hidden with opacity (not visibility) so the label keeps the width and the accessible name. */}
          <span className={joinClasses('inline-flex items-center justify-center gap-2', isPending && 'opacity-0')}>{children}</span>
          {isPending && (
            // RAC wires this progress bar into the button's name and announces it.
            <ProgressBar isIndeterminate aria-label="Procesando" className="absolute inset-0 flex items-center justify-center">
              <SpinnerGraphic size="sm" />
            </ProgressBar>
          )}
        </>
      ))}
    </RACButton>
  );
}

export interface LinkButtonProps extends RACLinkProps, ButtonStyleProps {}

/** A navigation link (`href`) that looks like a button. */
export function LinkButton({ variant, size, padding, ...props }: LinkButtonProps) {
  return <RACLink {...props} className={buttonClassName(props.className, { variant, size, padding })} />;
}
