import { useId, type ReactNode } from 'react';
import { Switch as RACSwitch, type SwitchProps as RACSwitchProps } from 'react-aria-components';
import { tv } from '@/lib/tailwind-variants';
import { composeTailwindRenderProps, focusRing } from './focus-ring';
import { disabledElseFlag } from './state-variants';

const track = tv({
  extend: focusRing,
  base: 'flex h-6 w-10 shrink-0 items-center rounded-full border-2 border-transparent px-px transition-colors duration-200',
  ...disabledElseFlag('isSelected', {
    flag: { false: 'group-pressed:bg-slate-600', true: 'group-pressed:bg-brand-800' },
    disabled: 'bg-slate-300',
    on: 'bg-brand-700',
    // slate-500 keeps the off track at ≥3:1 against white (non-text contrast).
    off: 'bg-slate-500',
  }),
});

const handle = tv({
  base: 'size-4 rounded-full bg-white shadow-sm transition-transform duration-200 forced-colors:bg-[ButtonText]',
  variants: {
    isSelected: {
      false: 'translate-x-0',
      true: 'translate-x-4 rtl:-translate-x-4',
    },
  },
});

export interface SwitchProps extends Omit<RACSwitchProps, 'children'> {
  /** The visible label. */
  children: ReactNode;
  description?: string;
}

export function Switch({ children, description, ...props }: SwitchProps) {
  const descriptionId = useId();
  return (
    <div className="flex flex-col gap-0.5">
      <RACSwitch
        {...props}
        aria-describedby={description ? descriptionId : props['aria-describedby']}
        className={composeTailwindRenderProps(
          props.className,
          'group flex min-h-11 cursor-pointer items-center gap-3 text-sm font-medium text-slate-800 disabled:cursor-not-allowed disabled:text-slate-500 sm:min-h-9',
        )}
      >
        {(renderProps) => (
          <>
            <span className={track(renderProps)}>
              <span className={handle(renderProps)} />
            </span>
            {children}
          </>
        )}
      </RACSwitch>
      {/* Outside the <label> so the switch name stays short; linked by aria-describedby. */}
      {description && (
        <p id={descriptionId} className="ps-[3.25rem] text-sm text-slate-600">
          {description}
        </p>
      )}
    </div>
  );
}
