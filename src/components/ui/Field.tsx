import {
  FieldError as RACFieldError,
  Group,
  Input as RACInput,
  Label as RACLabel,
  Text,
  type FieldErrorProps,
  type GroupProps,
  type InputProps,
  type LabelProps,
  type TextProps,
} from 'react-aria-components';
import { joinClasses } from '@/lib/class-names';
import { tv } from '@/lib/tailwind-variants';
import { composeStyles, composeTailwindRenderProps } from './focus-ring';
import { disabledElseFlag } from './state-variants';

export function Label(props: LabelProps) {
  return <RACLabel {...props} className={joinClasses('w-fit text-sm font-medium text-slate-800', props.className)} />;
}

export function Description(props: TextProps) {
  return <Text {...props} slot="description" className={joinClasses('text-sm text-slate-600', props.className)} />;
}

export function FieldError(props: FieldErrorProps) {
  return <RACFieldError {...props} className={composeTailwindRenderProps(props.className, 'text-sm text-danger-700')} />;
}

// Text inputs show the ring on any focus (mouse included): the caret alone is easy to miss.
const fieldFocusRing = 'outline-offset-2 outline-brand-600 forced-colors:outline-[Highlight]';

// Joined, not merged: the border colour is the disabled one, else the invalid one, else the focused one.
export const inputStyles = tv({
  base: `block min-h-11 w-full min-w-0 rounded-lg border px-3 py-2 text-base shadow-xs placeholder:text-slate-500 sm:text-sm ${fieldFocusRing}`,
  variants: {
    isFocused: {
      false: 'outline-0',
      true: 'outline-2',
    },
    isInvalid: {
      true: '',
    },
    isDisabled: {
      false: 'bg-white text-slate-900',
      true: 'cursor-not-allowed border-slate-200 bg-slate-100 text-slate-500',
    },
  },
  compoundVariants: [
    { isDisabled: false, isInvalid: true, class: 'border-danger-600' },
    { isDisabled: false, isInvalid: false, isFocused: true, class: 'border-brand-600' },
    { isDisabled: false, isInvalid: false, isFocused: false, class: 'border-slate-300' },
  ],
});

/**
 * Bordered box holding an input plus adornments (buttons, icons). It rings while the
 * text part has focus; buttons inside draw their own ring, so rings never double up.
 * The has-[] selectors pick up invalid/disabled from the input when no Group context sets them.
 */
const fieldGroup = tv({
  base: `group/field flex min-h-11 w-full items-center rounded-lg border shadow-xs outline-0 ${fieldFocusRing} has-[:focus:not(button)]:border-brand-600 has-[:focus:not(button)]:outline-2 has-[input[data-invalid]]:border-danger-600 has-[input:disabled]:border-slate-200 has-[input:disabled]:bg-slate-100`,
  ...disabledElseFlag('isInvalid', {
    enabled: 'bg-white',
    disabled: 'border-slate-200 bg-slate-100',
    on: 'border-danger-600',
    off: 'border-slate-300',
  }),
});

export function FieldGroup(props: GroupProps) {
  return <Group {...props} className={composeStyles(props.className, fieldGroup)} />;
}

export function Input(props: InputProps) {
  return <RACInput {...props} className={composeStyles(props.className, inputStyles)} />;
}

/** Borderless input for use inside a FieldGroup (the group draws border and ring). */
export function GroupInput(props: InputProps) {
  return (
    <RACInput
      {...props}
      className={composeTailwindRenderProps(
        props.className,
        'min-h-10 w-full min-w-0 flex-1 bg-transparent px-3 py-2 text-base text-slate-900 outline-0 placeholder:text-slate-500 disabled:cursor-not-allowed disabled:text-slate-500 sm:text-sm',
      )}
    />
  );
}
