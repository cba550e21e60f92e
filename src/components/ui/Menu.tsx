import type { ReactNode } from 'react';
import {
  Menu as RACMenu,
  MenuItem as RACMenuItem,
  MenuTrigger as RACMenuTrigger,
  Popover as RACPopover,
  composeRenderProps,
  type MenuItemProps as RACMenuItemProps,
  type MenuProps as RACMenuProps,
  type MenuTriggerProps,
  type PopoverProps as RACPopoverProps,
} from 'react-aria-components';
import { tv } from '@/lib/tailwind-variants';
import { composeStyles, composeTailwindRenderProps } from './focus-ring';

export type PopoverProps = RACPopoverProps;

export function Popover({ offset = 6, ...props }: PopoverProps) {
  return (
    <RACPopover
      offset={offset}
      {...props}
      className={composeTailwindRenderProps(
        props.className,
        'max-w-[calc(100vw-1.5rem)] overflow-auto rounded-lg border border-slate-200 bg-white bg-clip-padding text-slate-900 shadow-lg outline-none motion-safe:entering:animate-fade-in motion-safe:exiting:animate-fade-out',
      )}
    />
  );
}

export function MenuTrigger(props: MenuTriggerProps) {
  return <RACMenuTrigger {...props} />;
}

export interface MenuProps<T> extends RACMenuProps<T> {
  placement?: PopoverProps['placement'];
}

/** Menu already inside its Popover; use as the second child of MenuTrigger. */
export function Menu<T extends object>({ placement = 'bottom end', ...props }: MenuProps<T>) {
  return (
    <Popover placement={placement} className="min-w-48">
      <RACMenu {...props} className={composeTailwindRenderProps(props.className, 'max-h-[inherit] overflow-auto p-1 outline-none')} />
    </Popover>
  );
}

// Joined, not merged: each colour from one branch. Text: a focused danger item's, else disabled,
// else focused, else the tone's.
const menuItemStyles = tv({
  base: 'flex min-h-11 items-center gap-3 rounded-md px-3 text-sm no-underline select-none sm:min-h-9',
  variants: {
    tone: {
      default: '',
      danger: '',
    },
    isFocused: {
      true: 'forced-colors:bg-[Highlight]',
    },
    // The grey background alone is under 3:1 against white: keyboard focus also gets the ring (inset,
    // the popover clips anything outside the item).
    isFocusVisible: {
      false: 'outline-none',
      true: 'outline-solid outline-2 -outline-offset-2 outline-brand-600 forced-colors:outline-[Highlight]',
    },
    isDisabled: {
      false: 'cursor-pointer',
      true: 'cursor-not-allowed forced-colors:text-[GrayText]',
    },
  },
  compoundVariants: [
    { tone: 'danger', isFocused: true, class: 'bg-danger-50 text-danger-800' },
    { tone: 'default', isFocused: true, class: 'bg-slate-100' },
    { tone: 'default', isFocused: true, isDisabled: true, class: 'text-slate-400' },
    { tone: 'default', isFocused: true, isDisabled: false, class: 'text-slate-900' },
    { isFocused: false, isDisabled: true, class: 'text-slate-400' },
    { tone: 'danger', isFocused: false, isDisabled: false, class: 'text-danger-700' },
    { tone: 'default', isFocused: false, isDisabled: false, class: 'text-slate-800' },
    { isDisabled: false, isFocused: true, class: 'forced-colors:text-[HighlightText]' },
    { isDisabled: false, isFocused: false, class: 'forced-colors:text-[ButtonText]' },
  ],
  defaultVariants: { tone: 'default' },
});

export interface MenuItemProps<T> extends RACMenuItemProps<T> {
  icon?: ReactNode;
  /** @default 'default' */
  tone?: 'default' | 'danger';
}

export function MenuItem<T extends object>({ icon, tone = 'default', ...props }: MenuItemProps<T>) {
  // Typeahead needs plain text when children is JSX.
  const textValue = props.textValue ?? (typeof props.children === 'string' ? props.children : undefined);
  return (
    <RACMenuItem
      {...props}
      textValue={textValue}
      className={composeStyles(props.className, (renderProps) => menuItemStyles({ ...renderProps, tone }))}
    >
      {composeRenderProps(props.children, (children) => (
        <>
          {icon}
          <span className="flex-1 truncate">{children}</span>
        </>
      ))}
    </RACMenuItem>
  );
}
