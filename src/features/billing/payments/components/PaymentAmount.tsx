import { joinClasses } from '@/lib/class-names';
import { formatMoney } from '@/lib/format';
import { isUnsettled, signedAmount } from '../payment-status';
import type { Payment } from '@/features/billing/payments/types';

/** The amount as it affects the customer: negative for refunds, muted when no money moved. */
export function PaymentAmount({ payment, className }: { payment: Payment; className?: string }) {
  const amount = signedAmount(payment);
  return (
    <span
      className={joinClasses(
        'tabular-nums whitespace-nowrap',
        amount < 0 ? 'text-brand-800' : isUnsettled(payment.status) ? 'text-slate-600' : 'text-slate-900',
        className,
      )}
    >
      {formatMoney(amount, { forceDecimals: true })}
    </span>
  );
}
