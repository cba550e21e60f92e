import type { ReactNode } from 'react';
import { Folio } from '@/components/ui/Folio';
import { Link } from '@/components/ui/Link';
import { appPaths } from '@/config/app-paths';
import type { Payment } from '../types';

// How each screen lays out a fact of a payment (a row of its <dl>): the detail's grid, the
// receipt's ruled rows, the instructions' ruled rows in bold, the invoice card's "label: value".
const LOOKS = {
  detail: { row: 'min-w-0', label: 'text-slate-600', value: 'mt-1 text-slate-900' },
  receipt: {
    row: 'grid gap-1 border-t border-slate-200 py-3 @xl/main:grid-cols-[12rem_minmax(0,1fr)] @xl/main:gap-4',
    label: 'text-sm text-slate-600',
    value: 'min-w-0 text-sm text-slate-900',
  },
  instructions: { row: 'border-t border-slate-200 py-3', label: 'text-sm text-slate-600', value: 'mt-0.5 font-medium text-slate-900' },
  invoice: { row: 'flex flex-wrap gap-x-2', label: 'text-slate-600', value: 'min-w-0 text-slate-900' },
} as const;

/** One fact of a payment: its label and value, laid out as `look`'s screen does. */
export function PaymentFact({ look, label, children }: { look: Look; label: string; children: ReactNode }) {
  const classes = LOOKS[look];
  return (
    <div className={classes.row}>
      <dt className={classes.label}>
        {label}
        {look === 'invoice' && ':'}
      </dt>
      <dd className={classes.value}>{children}</dd>
    </div>
  );
}

type Look = keyof typeof LOOKS;

/** The quotation the payment is for, as a link to it; a dash when it is for none. */
export function QuotationFact({ look, payment }: { look: Look; payment: Payment }) {
  return (
    <PaymentFact look={look} label="Cotización">
      {payment.quotation ? (
        <Link href={appPaths.quotation(payment.quotation.id)}>
          <Folio>{payment.quotation.folio}</Folio>
        </Link>
      ) : (
        '—'
      )}
    </PaymentFact>
  );
}

/** The payment's id, whole (it may break anywhere). */
export function PaymentIdFact({ look, payment }: { look: Look; payment: Payment }) {
  return (
    <PaymentFact look={look} label="ID del pago">
      <span className="font-mono break-all">{payment.id}</span>
    </PaymentFact>
  );
}
