import { Link as RACLink, type LinkProps as RACLinkProps } from 'react-aria-components';
import { tv } from '@/lib/tailwind-variants';
import { composeStyles, focusRing } from './focus-ring';

// A faint underline is always present: brand text alone is under 3:1 against body
// text, so colour alone wouldn't distinguish a link inside a sentence (WCAG 1.4.1).
// Joined, not merged: `variant` and `tone` replace the look instead of a className overriding it.
const linkStyles = tv({
  extend: focusRing,
  base: 'rounded-sm underline-offset-2 transition-colors hover:decoration-current',
  variants: {
    /** `title`: a list row's name (dark, underlined on hover only). */
    variant: { inline: 'font-medium', title: 'font-semibold hover:underline' },
    /** `danger`: inside a danger notice, in its text colour. */
    tone: { brand: 'decoration-brand-700/30', danger: 'decoration-danger-900/40' },
    isDisabled: {
      false: 'cursor-pointer hover:text-brand-800',
      true: 'cursor-not-allowed text-slate-500 no-underline hover:text-slate-500',
    },
  },
  compoundVariants: [
    { isDisabled: false, variant: 'inline', class: 'underline' },
    { isDisabled: false, variant: 'inline', tone: 'brand', class: 'text-brand-700' },
    { isDisabled: false, variant: 'inline', tone: 'danger', class: 'text-danger-900' },
    { isDisabled: false, variant: 'title', class: 'text-slate-900 no-underline' },
  ],
  defaultVariants: { variant: 'inline', tone: 'brand' },
});

export interface LinkProps extends RACLinkProps {
  /** @default 'inline' */
  variant?: 'inline' | 'title';
  /** @default 'brand' */
  tone?: 'brand' | 'danger';
}

export function Link({ variant, tone, ...props }: LinkProps) {
  return <RACLink {...props} className={composeStyles(props.className, (renderProps) => linkStyles({ ...renderProps, variant, tone }))} />;
}
