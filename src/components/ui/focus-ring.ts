import { composeRenderProps } from 'react-aria-components';
import { joinClasses } from '@/lib/class-names';
import { tv } from '@/lib/tailwind-variants';

// One focus ring for every control: 2px brand outline with offset, only for keyboard focus.
// `inset` draws it inside the box (tabs, buttons inside a field), where outside it would be clipped.
export const focusRing = tv({
  base: 'outline-brand-600 forced-colors:outline-[Highlight]',
  variants: {
    isFocusVisible: {
      false: 'outline-0',
      true: 'outline-2',
    },
    inset: {
      false: 'outline-offset-2',
      true: '-outline-offset-2',
    },
  },
});

/**
 * A react-aria className (a string or a render function) through a tv() style that reads the render
 * props (isHovered, isFocusVisible…); the caller's classes are added (never overriding the style's:
 * checked in development). Fixed variants go in a closure.
 */
export function composeStyles<T>(
  className: string | ((v: T) => string) | undefined,
  style: (props: T & { className?: string }) => string,
): string | ((v: T) => string) {
  return composeRenderProps(className, (className, renderProps) => style({ ...renderProps, className }));
}

/**
 * Fixed Tailwind classes plus a react-aria className that may be a render function: joined, so the
 * caller's classes must add to the fixed ones, never override them (checked in development).
 */
export function composeTailwindRenderProps<T>(className: string | ((v: T) => string) | undefined, tw: string): string | ((v: T) => string) {
  return composeRenderProps(className, (className) => joinClasses(tw, className));
}
