import type { ReactNode } from 'react';
import { Checkbox as RACCheckbox, type CheckboxProps as RACCheckboxProps } from 'react-aria-components';
import { tv } from '@/lib/tailwind-variants';
import { composeTailwindRenderProps, focusRing } from './focus-ring';
import { CheckIcon, MinusIcon } from './Icons';

const box = tv({
  extend: focusRing,
  base: 'flex size-5 shrink-0 items-center justify-center rounded-md border-2 transition-colors',
  variants: {
    isSelected: {
      false: 'border-slate-500 bg-white',
      true: 'border-brand-700 bg-brand-700 text-white forced-colors:border-[Highlight] forced-colors:bg-[Highlight]',
    },
    isInvalid: {
      true: 'border-danger-600',
    },
    isDisabled: {
      true: 'border-slate-300 bg-slate-100 text-slate-400',
    },
  },
  compoundVariants: [{ isSelected: true, isInvalid: true, class: 'bg-danger-700' }],
});

export interface CheckboxProps extends Omit<RACCheckboxProps, 'children'> {
  children?: ReactNode;
}

export function Checkbox({ children, ...props }: CheckboxProps) {
  return (
    <RACCheckbox
      {...props}
      className={composeTailwindRenderProps(
        props.className,
        'group flex min-h-11 cursor-pointer items-center gap-3 text-sm text-slate-800 disabled:cursor-not-allowed disabled:text-slate-500 sm:min-h-9',
      )}
    >
      {({ isSelected, isIndeterminate, ...renderProps }) => (
        <>
          <span className={box({ isSelected: isSelected || isIndeterminate, ...renderProps })}>
            {isIndeterminate ? (
              <MinusIcon className="size-3.5" strokeWidth={3} />
            ) : isSelected ? (
              <CheckIcon className="size-3.5" strokeWidth={3} />
            ) : null}
          </span>
          {children}
        </>
      )}
    </RACCheckbox>
  );
}
