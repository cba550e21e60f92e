import { Label, ProgressBar as RACProgressBar, type ProgressBarProps as RACProgressBarProps } from 'react-aria-components';
import { joinClasses } from '@/lib/class-names';

export interface ProgressBarProps extends Omit<RACProgressBarProps, 'children' | 'className'> {
  /** Visible label, also the bar's accessible name. */
  label: string;
  /** Shows the value text ("40 %", or `valueLabel`) at the end of the label's line while determinate. */
  showValue?: boolean;
  /** Space between the label and the bar (classes are joined, so not through className). @default 'gap-1.5' */
  gap?: 'gap-1.5' | 'gap-2';
  className?: string;
}

/**
 * A labelled bar for work with a known or unknown end (an upload, an export). Indeterminate, it
 * pulses at the width of `value` when one is given (an upload sent whole, now being saved), or over
 * a third of the track without one, so the bar never jumps back when the work changes phase.
 */
export function ProgressBar({ label, showValue = false, gap = 'gap-1.5', className, ...props }: ProgressBarProps) {
  const { value, minValue = 0, maxValue = 100, isIndeterminate } = props;
  const indeterminateWidth = value === undefined ? 100 / 3 : ((value - minValue) / (maxValue - minValue || 1)) * 100;
  return (
    <RACProgressBar {...props} className={joinClasses('flex flex-col', gap, className)}>
      {({ percentage, valueText }) => (
        <>
          <div className="flex justify-between gap-2 text-sm">
            <Label className="text-slate-700 tabular-nums">{label}</Label>
            {showValue && !isIndeterminate && <span className="text-slate-700 tabular-nums">{valueText}</span>}
          </div>
          <div className="h-2 overflow-hidden rounded-full bg-slate-200">
            <div
              className={joinClasses('h-full rounded-full bg-brand-700 transition-[width]', isIndeterminate && 'animate-pulse')}
              style={{ width: `${isIndeterminate ? indeterminateWidth : (percentage ?? 0)}%` }}
            />
          </div>
        </>
      )}
    </RACProgressBar>
  );
}
