// A history row's way to its receipt (a payment that took money) or to the instructions of a
// reference still waiting for it; nothing for the rest.
import { APP_LINK } from '@/lib/app-links';
import { appPaths } from '@/config/app-paths';
import { formatDateTime } from '@/lib/format';
import type { Payment } from '@/features/billing/payments/types';
import { hasReceipt, isPendingReference } from '../payment-method';

export function PaymentDocumentLink({ payment }: { payment: Payment }) {
  const receipt = hasReceipt(payment);
  if (!receipt && !isPendingReference(payment)) return null;
  const when = formatDateTime(payment.creation_date);
  return (
    // A plain <a> followed in the app, like the concept's link (lib/app-links).
    <a
      href={receipt ? appPaths.paymentReceipt(payment.id) : appPaths.paymentInstructions(payment.id)}
      {...APP_LINK}
      aria-label={receipt ? `Recibo del pago del ${when}` : `Instrucciones para pagar la referencia del ${when}`}
      className="relative z-10 inline-flex min-h-11 sm:min-h-8 items-center rounded-md text-xs font-medium text-brand-700 underline decoration-brand-700/30 underline-offset-2 hover:text-brand-800 hover:decoration-current focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
    >
      {receipt ? 'Recibo' : 'Instrucciones'}
    </a>
  );
}
