// Status, date range and (on phones, where there are no column headers) sort.
import { memo } from 'react';
import { Button } from '@/components/ui/Button';
import { XIcon } from '@/components/ui/Icons';
import { NativeSelect } from '@/components/ui/NativeSelect';
import { Select, SelectItem, type Key } from '@/components/ui/Select';
import { PAYMENT_STATUSES, SORT_LABELS, hasFilters, type PaymentSort, type PaymentListState } from '../payment-list-state';
import { paymentStatusDisplay } from '../payment-status';
import type { PaymentStatus } from '@/features/billing/payments/types';
import { DateFilter } from './DateFilter';

const ALL = 'todos';

const statusOptions = [
  { id: ALL, label: 'Todos' },
  ...PAYMENT_STATUSES.map((status) => ({ id: status, label: paymentStatusDisplay(status).label })),
];
const statusChange = (key: string): Partial<PaymentListState> => ({ status: key !== ALL ? (key as PaymentStatus) : null });
const sortOptions = (Object.keys(SORT_LABELS) as PaymentSort[]).map((id) => ({ id, label: SORT_LABELS[id] }));

export interface PaymentFiltersProps extends Pick<PaymentListState, 'status' | 'from' | 'to' | 'sort'> {
  onChange: (changes: Partial<PaymentListState>) => void;
  /** The pointer is on a choice that would make these changes: e.g. fetch its rows now. */
  onIntent?: (changes: Partial<PaymentListState>) => void;
  showSort: boolean;
}

/** Memoised: paging does not touch the filters, so they need not re-render. */
export const PaymentFilters = memo(function PaymentFilters({ status, from, to, sort, onChange, onIntent, showSort }: PaymentFiltersProps) {
  return (
    <div className="grid grid-cols-2 items-start gap-3 sm:flex sm:flex-wrap sm:gap-4" role="group" aria-label="Filtros">
      {/* Native: opening react-aria's Select cost the tap 130–180 ms at 4× CPU (docs/performance.md). */}
      <NativeSelect
        label="Estado"
        options={statusOptions}
        value={status ?? ALL}
        onChange={(key) => onChange(statusChange(key))}
        onOptionHover={onIntent && ((key) => onIntent(statusChange(key)))}
        className="min-w-0 sm:w-60"
      />

      <DateFilter
        from={from}
        to={to}
        onChange={(nextFrom, nextTo) => onChange({ from: nextFrom, to: nextTo })}
        className="col-span-2 sm:col-span-1"
      />

      {showSort && (
        <Select
          label="Ordenar por"
          items={sortOptions}
          value={sort}
          onChange={(key: Key | null) => key && onChange({ sort: key as PaymentSort })}
          className="order-first col-start-2 row-start-1 min-w-0 sm:order-none"
        >
          {(item) => <SelectItem id={item.id}>{item.label}</SelectItem>}
        </Select>
      )}

      {hasFilters({ status, from, to }) && (
        <Button
          variant="ghost"
          onPress={() => onChange({ status: null, from: null, to: null })}
          className="col-span-2 justify-self-start sm:mt-6.5"
        >
          <XIcon className="size-4" />
          Limpiar filtros
        </Button>
      )}
    </div>
  );
});
