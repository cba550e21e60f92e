// A native <select> drawn like the kit's Select. Opening it runs no script: the browser draws the
// list, where react-aria's Select spent 130–180 ms of a 4× CPU tap on Historial's «Estado»
// (docs/performance.md). Where selects are customizable (Chromium's `appearance: base-select`,
// styles.css) the list looks like the kit's popover and its options take the pointer, so a screen
// can prefetch what is about to be chosen; elsewhere the system's list (a phone's picker).
import { useId, useState } from 'react';
import { joinClasses } from '@/lib/class-names';
import { ChevronDownIcon } from './Icons';

interface NativeSelectOption {
  id: string;
  label: string;
}

export interface NativeSelectProps {
  label: string;
  options: readonly NativeSelectOption[];
  value: string;
  onChange: (value: string) => void;
  /** The pointer reached an option (customizable selects only): e.g. fetch what it would show. */
  onOptionHover?: (value: string) => void;
  className?: string;
}

export function NativeSelect({ label, options, value, onChange, onOptionHover, className }: NativeSelectProps) {
  const id = useId();
  // The choice shows at once, though the screen may apply it some frames later (a navigation
  // rendered as a transition): a controlled select would snap back to the old value meanwhile.
  // Held until `value` changes.
  const [chosen, setChosen] = useState<string | null>(null);
  const [applied, setApplied] = useState(value);
  if (applied !== value) {
    setApplied(value);
    setChosen(null);
  }
  return (
    <div className={joinClasses('flex flex-col gap-1.5', className)}>
      <label htmlFor={id} className="w-fit text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative">
        <select
          id={id}
          value={chosen ?? value}
          onChange={(event) => {
            setChosen(event.target.value);
            onChange(event.target.value);
          }}
          // Select's trigger, with the kit's keyboard-only focus ring.
          className="native-select flex min-h-11 w-full min-w-0 cursor-pointer appearance-none items-center truncate rounded-lg border border-slate-300 bg-white py-2 ps-3 pe-9 text-start text-base text-slate-900 shadow-xs outline-0 outline-offset-2 outline-brand-600 hover:border-slate-400 focus-visible:outline-2 sm:text-sm forced-colors:bg-[Field] forced-colors:outline-[Highlight]"
        >
          {options.map((option) => (
            <option key={option.id} value={option.id} onPointerEnter={onOptionHover && (() => onOptionHover(option.id))}>
              {option.label}
            </option>
          ))}
        </select>
        <ChevronDownIcon className="pointer-events-none absolute end-3 top-1/2 size-4 -translate-y-1/2 text-slate-600" />
      </div>
    </div>
  );
}
