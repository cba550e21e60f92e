import type { ReactNode } from 'react';
import { Checkbox as RACCheckbox, type CheckboxProps as RACCheckboxProps } from 'react-aria-components';
import { tv } from '@/lib/tailwind-variants';
import { composeTailwindRenderProps, focusRing } from './focus-ring';
import { CheckIcon, MinusIcon } from './Icons';

const box = tv({
  extend: focusRing,
  base: 'flex size-5 shrink-0 items-center justify-center rounded-md border-2 transition-colors',
  // Joined, not merged: each colour comes from one branch. Border: disabled, else invalid, else the
  // selection's. Fill: red when selected and invalid (even disabled), else disabled grey, else the selection's.
  variants: {
    isSelected: {
      false: '',
      true: 'forced-colors:border-[Highlight] forced-colors:bg-[Highlight]',
    },
    isInvalid: {
      true: '',
    },
    isDisabled: {
      false: '',
      true: 'border-slate-300 text-slate-400',
    },
  },
  compoundVariants: [
    { isDisabled: false, isInvalid: true, class: 'border-danger-600' },
    { isDisabled: false, isInvalid: false, isSelected: false, class: 'border-slate-500' },
    { isDisabled: false, isInvalid: false, isSelected: true, class: 'border-brand-700' },
    { isSelected: true, isInvalid: true, class: 'bg-danger-700' },
    { isSelected: false, isDisabled: true, class: 'bg-slate-100' },
    { isSelected: true, isInvalid: false, isDisabled: true, class: 'bg-slate-100' },
    { isSelected: false, isDisabled: false, class: 'bg-white' },
    { isSelected: true, isInvalid: false, isDisabled: false, class: 'bg-brand-700' },
    { isSelected: true, isDisabled: false, class: 'text-white' },
  ],
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
