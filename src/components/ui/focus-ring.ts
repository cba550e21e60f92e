import { composeRenderProps } from 'react-aria-components';
import { twMerge } from 'tailwind-merge';
import { tv } from '@/lib/tailwind-variants';

// One focus ring for every control: 2px brand outline with offset, only for keyboard focus.
export const focusRing = tv({
  base: 'outline outline-offset-2 outline-brand-600 forced-colors:outline-[Highlight]',
  variants: {
    isFocusVisible: {
      false: 'outline-0',
      true: 'outline-2',
    },
  },
});

/**
 * A react-aria className (a string or a render function) through a tv() style that reads the render
 * props (isHovered, isFocusVisible…); the caller's classes win. Fixed variants go in a closure.
 */
export function composeStyles<T>(
  className: string | ((v: T) => string) | undefined,
  style: (props: T & { className?: string }) => string,
): string | ((v: T) => string) {
  return composeRenderProps(className, (className, renderProps) => style({ ...renderProps, className }));
}

/** Merges fixed Tailwind classes with a react-aria className that may be a render function. */
export function composeTailwindRenderProps<T>(className: string | ((v: T) => string) | undefined, tw: string): string | ((v: T) => string) {
  return composeRenderProps(className, (className) => twMerge(tw, className));
}
