import { brandLabel, lastFour, CardBrandMark } from '@/features/payment-methods';
import { PAYMENT_METHODS } from '@/features/billing/payments/methods';
import type { Payment } from '@/features/billing/payments/types';

/**
 * How a payment was paid, in a list: a card as its brand mark and "•••• 1111" (read "Visa
 * terminación 1111"); the other methods, which have no card, by their name ("Transferencia SPEI").
 */
export function PaymentCardLabel({ payment }: { payment: Pick<Payment, 'method' | 'card'> }) {
  if (payment.method !== 'card') return <span className="whitespace-nowrap">{PAYMENT_METHODS[payment.method].label}</span>;
  const { card } = payment;
  const digits = lastFour(card?.card_number);
  return (
    <span className="inline-flex items-center gap-2 whitespace-nowrap">
      <CardBrandMark brand={card?.brand} decorative size="sm" />
      <span className="sr-only">
        {brandLabel(card?.brand)}
        {digits ? ` terminación ${digits}` : ''}
      </span>
      <span aria-hidden="true" className="tabular-nums">
        {digits ? `•••• ${digits}` : brandLabel(card?.brand)}
      </span>
    </span>
  );
}
