// The history as a react-aria Table (desktop); each row opens the payment.
import { FolioText } from '@/components/ui/Folio';
import { memo, useMemo } from 'react';
import type { SortDescriptor } from 'react-aria-components';
import { Cell, Column, Row, Table, TableBody, TableContainer, TableHeader } from '@/components/ui/Table';
import { paths } from '@/config/paths';
import { formatDateTime } from '@/lib/format';
import type { PaymentSort } from '../payment-list-state';
import type { Payment } from '@/lib/payments/types';
import { PaymentAmount } from './PaymentAmount';
import { PaymentCardLabel } from './PaymentCardLabel';
import { PaymentDocumentLink } from './PaymentDocumentLink';
import { PaymentInvoiceLinks } from './PaymentInvoiceLinks';
import { PaymentStatusBadge } from './PaymentStatusBadge';

function sortDescriptorOf(sort: PaymentSort): SortDescriptor {
  const [column, direction] = sort.split('-');
  return { column: column === 'monto' ? 'amount' : 'creation_date', direction: direction === 'asc' ? 'ascending' : 'descending' };
}

function sortOf(descriptor: SortDescriptor): PaymentSort {
  const column = descriptor.column === 'amount' ? 'monto' : 'fecha';
  return `${column}-${descriptor.direction === 'ascending' ? 'asc' : 'desc'}`;
}

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

export interface PaymentsTableProps {
  payments: Payment[];
  sort: PaymentSort;
  onSortChange: (sort: PaymentSort) => void;
}

/** Memoised: the page re-renders on every URL change, the rows only when they change. */
export const PaymentsTable = memo(function PaymentsTable({ payments, sort, onSortChange }: PaymentsTableProps) {
  // Rows are keyed by their place on the page, not by payment: a page change then updates 20 rows
  // in place instead of unmounting 20 and mounting 20 (react-aria's table commits them in one
  // task; this keeps that task under 50 ms, see scripts/bench-payments.mjs). Each row's href and
  // content still come from its payment, and nothing here is selectable.
  const slots = useMemo(() => payments.map((payment, index) => ({ id: `fila-${index + 1}`, payment })), [payments]);
  return (
    <TableContainer>
      <Table
        aria-label="Pagos"
        sortDescriptor={sortDescriptorOf(sort)}
        // A column clicked for the first time sorts descending (newest, largest first).
        onSortChange={(next) =>
          onSortChange(sortOf(next.column === sortDescriptorOf(sort).column ? next : { ...next, direction: 'descending' }))
        }
      >
        <TableHeader>
          <Column id="creation_date" allowsSorting className="w-32">
            Fecha
          </Column>
          <Column id="description" isRowHeader>
            Concepto
          </Column>
          <Column id="card" className="w-36">
            Método de pago
          </Column>
          <Column id="amount" allowsSorting className="w-32 text-right [&>span]:justify-end">
            Monto
          </Column>
          <Column id="status" className="w-44">
            Estado
          </Column>
          <Column id="invoice" className="w-36">
            Factura
          </Column>
        </TableHeader>
        <TableBody items={slots}>
          {({ id, payment }) => (
            <Row id={id} href={paths.app.payment(payment.id)} textValue={payment.description} className="cursor-pointer">
              <Cell className="whitespace-nowrap tabular-nums">
                {/* react-aria keeps data-* off the row; the benchmark reads the payment here. */}
                <span data-payment-id={payment.id}>
                  <DateTime iso={payment.creation_date} />
                </span>
              </Cell>
              <Cell>
                <span className="line-clamp-2 font-medium text-slate-900">
                  <FolioText text={payment.description} />
                </span>
              </Cell>
              <Cell>
                <PaymentCardLabel payment={payment} />
              </Cell>
              <Cell className="text-right font-medium">
                <PaymentAmount payment={payment} />
              </Cell>
              <Cell>
                <span className="flex flex-col items-start gap-0.5">
                  <PaymentStatusBadge payment={payment} />
                  <PaymentDocumentLink payment={payment} />
                </span>
              </Cell>
              <Cell>
                <PaymentInvoiceLinks payment={payment} />
              </Cell>
            </Row>
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
});
