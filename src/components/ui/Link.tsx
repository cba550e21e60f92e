import { Link as RACLink, type LinkProps as RACLinkProps } from 'react-aria-components';
import { tv } from '@/lib/tailwind-variants';
import { composeStyles, focusRing } from './focus-ring';

// A faint underline is always present: brand text alone is under 3:1 against body
// text, so colour alone wouldn't distinguish a link inside a sentence (WCAG 1.4.1).
const linkStyles = tv({
  extend: focusRing,
  base: 'cursor-pointer rounded-sm font-medium text-brand-700 underline decoration-brand-700/30 underline-offset-2 transition-colors hover:text-brand-800 hover:decoration-current',
  variants: {
    isDisabled: {
      true: 'cursor-not-allowed text-slate-500 no-underline hover:text-slate-500',
    },
  },
});

export type LinkProps = RACLinkProps;

export function Link(props: LinkProps) {
  return <RACLink {...props} className={composeStyles(props.className, linkStyles)} />;
}
