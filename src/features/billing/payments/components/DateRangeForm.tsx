// The custom period inside the date filter (loaded on demand: the date
// picker is most of this page's code and most visits never open it).
import { parseDate, today, type CalendarDate } from '@internationalized/date';
import { Button } from '@/components/ui/Button';
import { DateRangePicker, type RangeValue } from '@/components/ui/DatePicker';
import { TIME_ZONE } from '@/config/time-zone';
import { useForm } from '@/lib/form/use-form';
import type { FieldErrors } from '@/lib/validation/field-errors';

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

/** The period as typed: ISO days, '' until both ends are chosen. */
interface PeriodValues {
  from: string;
  to: string;
}

const toRange = ({ from, to }: PeriodValues): Range => (from && to ? { start: parseDate(from), end: parseDate(to) } : null);

const validatePeriod = (values: PeriodValues): FieldErrors<'from'> =>
  isUsableRange(toRange(values)) ? {} : { from: 'Elige un periodo hasta hoy, con la fecha inicial antes de la final.' };

export default function DateRangeForm({ from, to, onApply }: DateRangeFormProps) {
  const form = useForm<PeriodValues>({ initial: { from: from ?? '', to: to ?? '' }, validate: validatePeriod, showErrors: 'change' });
  const range = toRange(form.values);
  const usable = range !== null && form.isValid;
  const error = form.errorFor('from');

  return (
    <form className="flex flex-col gap-3" onSubmit={form.handleSubmit((values) => onApply(values.from, values.to), { isBlocked: !usable })}>
      <DateRangePicker
        label="Periodo personalizado"
        value={range}
        onChange={(next) => {
          form.setField('from', next?.start.toString() ?? '');
          form.setField('to', next?.end.toString() ?? '');
        }}
        maxValue={today(TIME_ZONE)}
        validationBehavior="aria"
        isInvalid={Boolean(error)}
        errorMessage={error}
      />
      <Button type="submit" size="sm" isDisabled={!usable}>
        Aplicar
      </Button>
    </form>
  );
}
