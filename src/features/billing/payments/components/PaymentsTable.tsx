// The history on a desktop: a native table, each row opening its payment. Not react-aria's Table:
// its 20 rows of cells re-rendered on every popover and focus-mode change of the page (about
// 140 ms of a 232 ms tap at 4× CPU, see scripts/bench-inp.mjs); a <table> costs nothing then.
import { memo, type ReactNode } from 'react';
import { ChevronDownIcon } from '@/components/ui/Icons';
import { NativeHeader, NativeTable, nativeHeaderCell } from '@/components/ui/NativeTable';
import { formatDateTime } from '@/lib/format';
import type { PaymentSort } from '../payment-list-state';
import type { Payment } from '@/features/billing/payments/types';
import { PaymentAmount } from './PaymentAmount';
import { PaymentConceptLink } from './PaymentConceptLink';
import { PaymentCardLabel } from './PaymentCardLabel';
import { PaymentDocumentLink } from './PaymentDocumentLink';
import { PaymentInvoiceLinks } from './PaymentInvoiceLinks';
import { PaymentStatusBadge } from './PaymentStatusBadge';

type SortColumn = 'fecha' | 'monto';

/** Date over time: "5 nov 2026" / "10:42", so the column stays narrow. */
function DateTime({ iso }: { iso: string }) {
  const text = formatDateTime(iso);
  const cut = text.lastIndexOf(', ');
  if (cut === -1) return <span className="text-slate-700">{text}</span>;
  return (
    <>
      <span className="block text-slate-900">{text.slice(0, cut)}</span>
      <span className="block text-xs text-slate-600">{text.slice(cut + 2)}</span>
    </>
  );
}

const bodyCell = 'border-b border-slate-100 px-3 py-3 align-middle group-last/row:border-b-0';

/** A column the customer can sort by: a button in its header, announced through aria-sort. */
function SortableHeader({
  column,
  sort,
  onSortChange,
  className = '',
  alignEnd = false,
  children,
}: {
  column: SortColumn;
  /** For a column of amounts: the label and arrow sit at its right edge, over the figures. */
  alignEnd?: boolean;
  sort: PaymentSort;
  onSortChange: (sort: PaymentSort) => void;
  className?: string;
  children: ReactNode;
}) {
  const [sortedColumn, direction] = sort.split('-') as [SortColumn, 'asc' | 'desc'];
  const isSorted = sortedColumn === column;
  return (
    <th
      scope="col"
      aria-sort={isSorted ? (direction === 'asc' ? 'ascending' : 'descending') : undefined}
      className={`${nativeHeaderCell} p-0 ${className}`}
    >
      <button
        type="button"
        // A column chosen for the first time sorts descending (newest, largest first); again, it flips.
        onClick={() => onSortChange(`${column}-${isSorted && direction === 'desc' ? 'asc' : 'desc'}`)}
        className={`inline-flex w-full cursor-pointer items-center gap-1 px-3 py-3 text-xs font-semibold tracking-wide uppercase outline-none ${alignEnd ? 'justify-end' : ''} focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-brand-600`}
      >
        {children}
        <ChevronDownIcon
          aria-hidden="true"
          className={`size-4 transition-transform ${isSorted ? '' : 'invisible'} ${isSorted && direction === 'asc' ? 'rotate-180' : ''}`}
        />
      </button>
    </th>
  );
}

export interface PaymentsTableProps {
  payments: Payment[];
  sort: PaymentSort;
  onSortChange: (sort: PaymentSort) => void;
}

/** Memoised: the page re-renders on every URL change, the rows only when they change. */
export const PaymentsTable = memo(function PaymentsTable({ payments, sort, onSortChange }: PaymentsTableProps) {
  return (
    <NativeTable
      label="Pagos"
      columns={
        <>
          <SortableHeader column="fecha" sort={sort} onSortChange={onSortChange}>
            Fecha
          </SortableHeader>
          <NativeHeader>Concepto</NativeHeader>
          <NativeHeader>Método de pago</NativeHeader>
          <SortableHeader column="monto" sort={sort} onSortChange={onSortChange} className="text-right" alignEnd>
            Monto
          </SortableHeader>
          <NativeHeader>Estado</NativeHeader>
          <NativeHeader className="w-32">Factura</NativeHeader>
        </>
      }
    >
      {payments.map((payment, index) => (
        // Keyed by place, not by payment: a page change updates 20 rows in place instead of
        // unmounting 20 and mounting 20. The concept's link covers the row (its ::after, the
        // row being its containing block), so the whole row opens the payment while the
        // receipt and invoice links above it stay links of their own.
        <tr
          key={index}
          className="group/row relative outline-offset-[-2px] outline-brand-600 hover:bg-slate-50 has-[a[data-row-link]:focus-visible]:outline-2"
        >
          <td className={`${bodyCell} whitespace-nowrap tabular-nums`}>
            {/* The benchmarks read the payment of a row here. */}
            <span data-payment-id={payment.id}>
              <DateTime iso={payment.creation_date} />
            </span>
          </td>
          <th scope="row" className={`${bodyCell} font-normal`}>
            <PaymentConceptLink payment={payment} covers="row" />
          </th>
          <td className={bodyCell}>
            <PaymentCardLabel payment={payment} />
          </td>
          <td className={`${bodyCell} text-right font-medium`}>
            <PaymentAmount payment={payment} />
          </td>
          <td className={bodyCell}>
            <span className="flex flex-col items-start gap-0.5">
              <PaymentStatusBadge payment={payment} />
              <PaymentDocumentLink payment={payment} />
            </span>
          </td>
          <td className={bodyCell}>
            <PaymentInvoiceLinks payment={payment} />
          </td>
        </tr>
      ))}
    </NativeTable>
  );
});
