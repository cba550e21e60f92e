// The history on phones: one card per payment, each opening its detail, with its receipt or
// instructions link and its invoice downloads.
import { memo } from 'react';
import { formatDateTime } from '@/lib/format';
import type { Payment } from '@/features/billing/payments/types';
import { PaymentAmount } from './PaymentAmount';
import { PaymentConceptLink } from './PaymentConceptLink';
import { PaymentCardLabel } from './PaymentCardLabel';
import { PaymentDocumentLink } from './PaymentDocumentLink';
import { paymentInvoiceState, showsInvoiceInRow } from '@/features/billing/invoices/invoice-status';
import { PaymentInvoiceLinks } from './PaymentInvoiceLinks';
import { PaymentStatusBadge } from './PaymentStatusBadge';

/** Memoised like the table: only new rows re-render the list. */
export const PaymentCards = memo(function PaymentCards({ payments }: { payments: Payment[] }) {
  return (
    <ul aria-label="Pagos" className="flex flex-col gap-3">
      {payments.map((payment) => (
        // The description's link covers the whole card (its ::after), so the card opens the payment
        // while the invoice downloads above it stay links of their own (no link inside a link).
        <li
          key={payment.id}
          data-testid="payment-card"
          className="relative rounded-xl border border-slate-200 bg-white p-4 text-slate-700 shadow-sm outline-offset-2 outline-brand-600 hover:bg-slate-50 has-[a[data-card-link]:focus-visible]:outline-2"
        >
          <div className="flex items-start justify-between gap-3">
            <PaymentConceptLink payment={payment} covers="card" />
            <PaymentAmount payment={payment} className="font-semibold" />
          </div>
          <div className="mt-2 flex flex-wrap items-center justify-between gap-2 text-sm">
            <span className="tabular-nums text-slate-600">{formatDateTime(payment.creation_date)}</span>
            <span className="inline-flex items-center gap-3">
              <PaymentDocumentLink payment={payment} />
              <PaymentStatusBadge payment={payment} />
            </span>
          </div>
          <div className="mt-2 flex flex-wrap items-center justify-between gap-2 text-sm">
            <PaymentCardLabel payment={payment} />
            {/* No «Factura» line on a charge that took no money: there is no invoice to speak of. */}
            {showsInvoiceInRow(paymentInvoiceState(payment)) && (
              <span className="inline-flex items-center gap-2">
                <span className="text-xs text-slate-600">Factura</span>
                <PaymentInvoiceLinks payment={payment} />
              </span>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
});
