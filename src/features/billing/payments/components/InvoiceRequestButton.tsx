// The button that opens the invoice dialog (mounted by src/app around Historial's screens) for
// one payment, to request its invoice or to correct it.
import { buttonStyles } from '@/components/ui/Button';
import {
  INVOICE_REQUEST_TITLES,
  openInvoiceRequest,
  preloadInvoiceRequest,
  type InvoiceRequestMode,
} from '@/features/billing/invoices/invoice-request-store';
import type { Payment } from '@/features/billing/payments/types';

export interface InvoiceRequestButtonProps {
  payment: Payment;
  mode: InvoiceRequestMode;
  /** What the button reads, when not the mode's own words ("Corregir y volver a solicitar"). */
  label?: string;
  /** A list row's small button, or the detail's full one. */
  size?: 'row' | 'card';
  /** Names the payment for a screen reader in a list of them. */
  accessibleLabel?: string;
}

/** A plain <button>: twenty react-aria buttons cost more to render on each page of the history. */
export function InvoiceRequestButton({ payment, mode, label, size = 'card', accessibleLabel }: InvoiceRequestButtonProps) {
  return (
    <button
      type="button"
      onPointerEnter={preloadInvoiceRequest}
      onFocus={preloadInvoiceRequest}
      onClick={() => openInvoiceRequest({ payment, mode })}
      aria-label={accessibleLabel}
      data-invoice-action={mode}
      className={
        size === 'row'
          ? // Above the card's covering link (see PaymentCards), like the downloads; 44 px tall on phones, as the kit's buttons.
            'relative z-10 inline-flex min-h-11 sm:min-h-8 cursor-pointer items-center rounded-md border border-brand-600 bg-white px-2 text-xs font-medium text-brand-700 hover:bg-brand-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600'
          : buttonStyles({ variant: mode === 'request' ? 'primary' : 'secondary', className: 'w-full focus-visible:outline-2' })
      }
    >
      {label ?? INVOICE_REQUEST_TITLES[mode]}
    </button>
  );
}
