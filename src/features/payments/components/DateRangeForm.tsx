// The custom period inside the date filter (loaded on demand: the date
// picker is most of this page's code and most visits never open it).
import { parseDate, today, type CalendarDate } from '@internationalized/date';
import { useState } from 'react';
import type { RangeValue } from 'react-aria-components';
import { Button } from '@/components/ui/Button';
import { DateRangePicker } from '@/components/ui/DatePicker';
import { TIME_ZONE } from '@/config/time-zone';

type Range = RangeValue<CalendarDate> | null;

/** Years before this are half-typed (2, 20, 202), not real payments. */
const FIRST_YEAR = 2000;

export function isUsableRange(range: Range, max: CalendarDate = today(TIME_ZONE)): boolean {
  if (range === null) return true;
  return (
    range.start.year >= FIRST_YEAR && range.end.year >= FIRST_YEAR && range.start.compare(range.end) <= 0 && range.end.compare(max) <= 0
  );
}

export interface DateRangeFormProps {
  from: string | null;
  to: string | null;
  onApply: (from: string | null, to: string | null) => void;
}

export default function DateRangeForm({ from, to, onApply }: DateRangeFormProps) {
  const [draft, setDraft] = useState<Range>(() => (from && to ? { start: parseDate(from), end: parseDate(to) } : null));
  const usable = draft !== null && isUsableRange(draft);

  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        if (usable) onApply(draft.start.toString(), draft.end.toString());
      }}
    >
      <DateRangePicker
        label="Periodo personalizado"
        value={draft}
        onChange={setDraft}
        maxValue={today(TIME_ZONE)}
        validationBehavior="aria"
        isInvalid={draft !== null && !usable}
        errorMessage="Elige un periodo hasta hoy, con la fecha inicial antes de la final."
      />
      <Button type="submit" size="sm" isDisabled={!usable}>
        Aplicar
      </Button>
    </form>
  );
}
