import type { ReactNode } from 'react';
import {
  Button as RACButton,
  ListBox,
  ListBoxItem,
  Select as RACSelect,
  SelectValue,
  composeRenderProps,
  type ButtonProps,
  type Key,
  type ListBoxItemProps,
  type SelectProps as RACSelectProps,
  type ValidationResult,
} from 'react-aria-components';
import { tv } from '@/lib/tailwind-variants';
import { composeStyles, composeTailwindRenderProps, focusRing } from './focus-ring';
import { Description, FieldError, Label } from './Field';
import { CheckIcon, ChevronDownIcon } from './Icons';
import { Popover } from './Menu';
import { disabledElseFlag } from './state-variants';

export type { Key };

const trigger = tv({
  extend: focusRing,
  base: 'flex min-h-11 w-full items-center gap-2 rounded-lg border px-3 py-2 text-start text-base shadow-xs transition-colors sm:text-sm forced-colors:bg-[Field]',
  ...disabledElseFlag('isInvalid', {
    enabled: 'cursor-pointer bg-white text-slate-900',
    disabled: 'cursor-not-allowed border-slate-200 bg-slate-100 text-slate-500 hover:border-slate-200',
    on: 'border-danger-600 hover:border-danger-600',
    off: 'border-slate-300 hover:border-slate-400',
  }),
});

/**
 * A button drawn as a field (Select's trigger), for a field-like control that opens something
 * else, such as a popover with a form. `isInvalid` comes from the field around it.
 */
export function FieldButton({ isInvalid, ...props }: ButtonProps & { isInvalid?: boolean }) {
  return <RACButton {...props} className={composeStyles(props.className, (renderProps) => trigger({ ...renderProps, isInvalid }))} />;
}

export interface SelectProps<T extends object> extends Omit<RACSelectProps<T>, 'children' | 'placeholder'> {
  label: string;
  items?: Iterable<T>;
  children: ReactNode | ((item: T) => ReactNode);
  description?: string;
  errorMessage?: string | ((validation: ValidationResult) => string);
  /** @default "Selecciona una opción" */
  placeholder?: string;
}

export function Select<T extends object>({
  label,
  items,
  children,
  description,
  errorMessage,
  placeholder = 'Selecciona una opción',
  ...props
}: SelectProps<T>) {
  return (
    <RACSelect {...props} placeholder={placeholder} className={composeTailwindRenderProps(props.className, 'group flex flex-col gap-1.5')}>
      {({ isInvalid }) => (
        <>
          <Label>{label}</Label>
          <FieldButton isInvalid={isInvalid}>
            {/* The item's text only: its check mark belongs in the list, not in the trigger. */}
            <SelectValue className="flex-1 truncate placeholder-shown:text-slate-500">
              {({ isPlaceholder, selectedText, defaultChildren }) => (isPlaceholder ? defaultChildren : selectedText || defaultChildren)}
            </SelectValue>
            <ChevronDownIcon className="size-4 text-slate-600" />
          </FieldButton>
          {description && <Description>{description}</Description>}
          <FieldError>{errorMessage}</FieldError>
          {/* Modal, react-aria's default: a non-modal popover closes when anything around its trigger scrolls,
              and opening the list scrolls the selected option into view — in a dialog that scroll closed the
              list as it opened (docs/ui.md). */}
          <Popover className="min-w-(--trigger-width)">
            <ListBox items={items} className="max-h-[inherit] overflow-auto p-1 outline-none">
              {children}
            </ListBox>
          </Popover>
        </>
      )}
    </RACSelect>
  );
}

// Joined, not merged. Text: disabled, else selected, else focused, else plain.
const item = tv({
  base: 'flex min-h-11 items-center gap-2 rounded-md px-3 text-sm select-none sm:min-h-9',
  variants: {
    isFocused: {
      true: 'bg-slate-100 forced-colors:bg-[Highlight]',
    },
    // The grey background alone is under 3:1 against white: keyboard focus also gets the ring (inset,
    // the popover clips anything outside the item).
    isFocusVisible: {
      false: 'outline-none',
      true: 'outline-solid outline-2 -outline-offset-2 outline-brand-600 forced-colors:outline-[Highlight]',
    },
    isSelected: {
      true: 'font-medium',
    },
    isDisabled: {
      false: 'cursor-pointer',
      true: 'cursor-not-allowed text-slate-400 forced-colors:text-[GrayText]',
    },
  },
  compoundVariants: [
    { isDisabled: false, isSelected: true, class: 'text-brand-800' },
    { isDisabled: false, isSelected: false, isFocused: true, class: 'text-slate-900' },
    { isDisabled: false, isSelected: false, isFocused: false, class: 'text-slate-800' },
    { isDisabled: false, isFocused: true, class: 'forced-colors:text-[HighlightText]' },
    { isDisabled: false, isFocused: false, class: 'forced-colors:text-[ButtonText]' },
  ],
});

export function SelectItem<T extends object>(props: ListBoxItemProps<T>) {
  const textValue = props.textValue ?? (typeof props.children === 'string' ? props.children : undefined);
  return (
    <ListBoxItem {...props} textValue={textValue} className={composeStyles(props.className, item)}>
      {composeRenderProps(props.children, (children, { isSelected }) => (
        <>
          <span className="flex-1 truncate">{children}</span>
          <CheckIcon className={isSelected ? 'size-4 text-brand-700' : 'invisible size-4'} />
        </>
      ))}
    </ListBoxItem>
  );
}
