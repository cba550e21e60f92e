// The date filter: a button that reads the current period and opens quick
// periods plus a custom range (the react-aria date picker, loaded on demand).
import { today } from '@internationalized/date';
import { Suspense, useId } from 'react';
import { joinClasses } from '@/lib/class-names';
import { Button } from '@/components/ui/Button';
import { Dialog, DialogTrigger } from '@/components/ui/Dialog';
import { CalendarIcon, ChevronDownIcon } from '@/components/ui/Icons';
import { Label } from '@/components/ui/Field';
import { Popover } from '@/components/ui/Menu';
import { FieldButton } from '@/components/ui/Select';
import { Skeleton } from '@/components/ui/Skeleton';
import { formatDate } from '@/lib/format';
import { PERIOD_PRESETS, formatPeriod, periodRange, type PeriodPresetId } from '@/features/billing/periods';
import { TIME_ZONE } from '@/config/time-zone';
import { lazyComponent } from '@/lib/lazy';

const DateRangeForm = lazyComponent(() => import('./DateRangeForm').then((m) => m.default));

function periodLabel(from: string | null, to: string | null): string {
  if (from && to) return formatPeriod(from, to);
  if (from) return `Desde el ${formatDate(from)}`;
  if (to) return `Hasta el ${formatDate(to)}`;
  return 'Cualquier fecha';
}

/** Historial's quick periods, in the order offered. */
const QUICK_PERIODS: readonly PeriodPresetId[] = ['este-mes', 'mes-anterior', '90-dias', 'este-anio'];

export interface DateFilterProps {
  from: string | null;
  to: string | null;
  onChange: (from: string | null, to: string | null) => void;
  className?: string;
}

export function DateFilter({ from, to, onChange, className }: DateFilterProps) {
  const labelId = useId();
  const valueId = useId();
  const day = today(TIME_ZONE);
  const presets = QUICK_PERIODS.map((id) => ({ id, label: PERIOD_PRESETS[id].label, ...periodRange(id, day) }));
  const hasRange = from !== null || to !== null;

  return (
    <div className={joinClasses('flex min-w-0 flex-col gap-1.5', className)}>
      <Label id={labelId} elementType="span">
        Fechas
      </Label>
      <DialogTrigger>
        <FieldButton
          aria-labelledby={`${labelId} ${valueId}`}
          // Fetch the picker's code as soon as the customer shows interest.
          onHoverStart={() => void DateRangeForm.preload()}
          onFocus={() => void DateRangeForm.preload()}
          onPressStart={() => void DateRangeForm.preload()}
          className="sm:w-72"
        >
          <CalendarIcon className="size-4 text-slate-600" />
          <span id={valueId} className="flex-1 truncate">
            {periodLabel(from, to)}
          </span>
          <ChevronDownIcon className="size-4 text-slate-600" />
        </FieldButton>
        <Popover placement="bottom start">
          <Dialog aria-label="Filtrar por fechas" className="w-[min(22rem,calc(100vw-1.5rem))] p-4">
            {({ close }) => (
              <div className="flex flex-col gap-4">
                <div role="group" aria-label="Periodos rápidos" className="grid grid-cols-2 gap-2">
                  {presets.map((preset) => {
                    const isCurrent = preset.from === from && preset.to === to;
                    return (
                      <Button
                        key={preset.id}
                        size="sm"
                        variant={isCurrent ? 'primary' : 'secondary'}
                        aria-pressed={isCurrent}
                        onPress={() => {
                          onChange(preset.from, preset.to);
                          close();
                        }}
                      >
                        {preset.label}
                      </Button>
                    );
                  })}
                </div>
                <Suspense
                  fallback={
                    <div role="status" aria-label="Cargando calendario" className="flex flex-col gap-2">
                      <Skeleton className="block rounded-md h-4 w-40" />
                      <Skeleton className="block rounded-md h-11 w-full" />
                    </div>
                  }
                >
                  <DateRangeForm
                    from={from}
                    to={to}
                    onApply={(nextFrom, nextTo) => {
                      onChange(nextFrom, nextTo);
                      close();
                    }}
                  />
                </Suspense>
                {hasRange && (
                  <Button
                    variant="ghost"
                    size="sm"
                    onPress={() => {
                      onChange(null, null);
                      close();
                    }}
                  >
                    Cualquier fecha
                  </Button>
                )}
              </div>
            )}
          </Dialog>
        </Popover>
      </DialogTrigger>
    </div>
  );
}
