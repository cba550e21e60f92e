// A labelled group of choices drawn as bordered rows (react-aria's RadioGroup and Radio): arrow
// keys move between the options, Tab leaves the group, the focused row shows the focus ring.
import type { ReactNode } from 'react';
import {
  Label,
  Radio as RACRadio,
  RadioGroup as RACRadioGroup,
  type RadioGroupProps as RACRadioGroupProps,
  type RadioProps as RACRadioProps,
} from 'react-aria-components';
import { tv } from '@/lib/tailwind-variants';
import { composeTailwindRenderProps, focusRing } from './focus-ring';
import { disabledElseFlag } from './state-variants';

// The option's box, shared with its placeholder so a form that arrives in place of one does not move.
const OPTION_BOX = 'flex min-h-12 items-center gap-3 rounded-lg border px-3 py-2.5';

const option = tv({
  extend: focusRing,
  base: `${OPTION_BOX} transition-colors`,
  ...disabledElseFlag('isSelected', {
    flag: { false: '', true: 'ring-1 ring-brand-700' },
    enabled: 'cursor-pointer',
    disabled: 'cursor-not-allowed border-slate-200 bg-slate-50 hover:border-slate-200',
    on: 'border-brand-700 bg-brand-50',
    off: 'border-slate-300 bg-white hover:border-slate-400',
  }),
});

const dot = tv({
  base: 'flex size-5 shrink-0 items-center justify-center rounded-full border-2 bg-white',
  ...disabledElseFlag('isSelected', { disabled: 'border-slate-300', on: 'border-brand-700', off: 'border-slate-500' }),
});

export interface RadioGroupProps extends Omit<RACRadioGroupProps, 'children'> {
  label: ReactNode;
  children: ReactNode;
}

const GROUP = 'flex flex-col gap-2';
const LABEL = 'text-sm font-medium text-slate-800';

export function RadioGroup({ label, children, ...props }: RadioGroupProps) {
  return (
    <RACRadioGroup {...props} className={composeTailwindRenderProps(props.className, GROUP)}>
      <Label className={LABEL}>{label}</Label>
      {children}
    </RACRadioGroup>
  );
}

export interface RadioCardProps extends Omit<RACRadioProps, 'children' | 'className'> {
  children: ReactNode | ((state: { isSelected: boolean; isDisabled: boolean }) => ReactNode);
}

/** One option: the radio dot, then whatever it says. */
export function RadioCard({ children, ...props }: RadioCardProps) {
  return (
    <RACRadio {...props} className={(renderProps) => option(renderProps)}>
      {({ isSelected, isDisabled }) => (
        <>
          <span className={dot({ isSelected, isDisabled })} aria-hidden="true">
            {isSelected && <span className="size-2.5 rounded-full bg-brand-700" />}
          </span>
          {typeof children === 'function' ? children({ isSelected, isDisabled }) : children}
        </>
      )}
    </RACRadio>
  );
}

/**
 * A RadioGroup's place while its options are on their way (a dialog's form mounted after its
 * frame): the same label and box sizes, hidden from assistive tech, no controls.
 */
export function RadioGroupPlaceholder({ label, className = '', children }: { label: ReactNode; className?: string; children: ReactNode }) {
  return (
    <div aria-hidden="true" className={`${GROUP} ${className}`}>
      <span className={LABEL}>{label}</span>
      {children}
    </div>
  );
}

/** One option's box in a placeholder: what it will say takes its room, unseen. */
export function RadioCardPlaceholder({ children }: { children: ReactNode }) {
  return (
    <div className={`${OPTION_BOX} border-slate-200 bg-slate-50`}>
      <span className={dot({ isSelected: false, isDisabled: true })} />
      <span className="invisible contents">{children}</span>
    </div>
  );
}
