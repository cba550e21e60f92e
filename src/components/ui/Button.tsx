import {
  Button as RACButton,
  Link as RACLink,
  ProgressBar,
  composeRenderProps,
  type ButtonProps as RACButtonProps,
  type LinkProps as RACLinkProps,
} from 'react-aria-components';
import { twJoin } from 'tailwind-merge';
import { tv } from '@/lib/tailwind-variants';
import { composeStyles, focusRing } from './focus-ring';
import { SpinnerGraphic } from './Spinner';

type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger' | 'quiet';
type ButtonSize = 'sm' | 'md' | 'lg';

export const buttonStyles = tv({
  extend: focusRing,
  base: 'relative inline-flex cursor-pointer items-center justify-center gap-2 rounded-lg border text-center font-medium whitespace-nowrap no-underline transition-colors select-none [-webkit-tap-highlight-color:transparent]',
  variants: {
    variant: {
      primary: 'border-transparent bg-brand-700 text-white shadow-sm hover:bg-brand-800 pressed:bg-brand-900',
      secondary: 'border-slate-300 bg-white text-slate-900 shadow-sm hover:bg-slate-50 pressed:bg-slate-100',
      ghost: 'border-transparent bg-transparent text-slate-700 hover:bg-slate-100 hover:text-slate-900 pressed:bg-slate-200',
      danger: 'border-transparent bg-danger-700 text-white shadow-sm hover:bg-danger-800 pressed:bg-danger-900',
      quiet: 'border-transparent bg-transparent text-brand-700 hover:bg-brand-50 hover:text-brand-800 pressed:bg-brand-100',
    },
    // 44px targets on phones; "sm" only shrinks from the sm breakpoint up.
    size: {
      sm: 'min-h-11 px-3 text-sm sm:min-h-9',
      md: 'min-h-11 px-4 text-sm',
      lg: 'min-h-12 px-6 text-base',
    },
    isDisabled: {
      true: 'cursor-not-allowed border-slate-200 bg-slate-100 text-slate-500 shadow-none forced-colors:text-[GrayText]',
    },
    isPending: {
      true: 'cursor-wait',
    },
  },
  compoundVariants: [
    {
      variant: ['ghost', 'quiet'],
      isDisabled: true,
      class: 'border-transparent bg-transparent',
    },
  ],
  defaultVariants: {
    variant: 'primary',
    size: 'md',
  },
});

interface ButtonStyleProps {
  /** @default 'primary' */
  variant?: ButtonVariant;
  /** @default 'md' */
  size?: ButtonSize;
}

export interface ButtonProps extends RACButtonProps, ButtonStyleProps {}

export function Button({ variant, size, ...props }: ButtonProps) {
  return (
    <RACButton {...props} className={composeStyles(props.className, (renderProps) => buttonStyles({ ...renderProps, variant, size }))}>
      {composeRenderProps(props.children, (children, { isPending }) => (
        <>
          {/* Hidden with opacity (not visibility) so the label keeps the width and the accessible name. */}
          <span className={twJoin('inline-flex items-center justify-center gap-2', isPending && 'opacity-0')}>{children}</span>
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
export function LinkButton({ variant, size, ...props }: LinkButtonProps) {
  return (
    <RACLink {...props} className={composeStyles(props.className, (renderProps) => buttonStyles({ ...renderProps, variant, size }))} />
  );
}
