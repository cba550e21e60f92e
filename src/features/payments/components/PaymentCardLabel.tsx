import { brandLabel, lastFour } from '@/lib/cards/card-display';
import { CardBrandMark } from '@/components/cards/CardBrandMark';
import type { Payment } from '@/lib/payments/types';

/**
 * How a payment was paid, in a list: a card as its brand mark and "•••• 1111" (read "Visa
 * terminación 1111"); SPEI and store payments, which have no card, as "Transferencia SPEI" and
 * "Efectivo en tienda".
 */
export function PaymentCardLabel({ payment }: { payment: Pick<Payment, 'method' | 'card'> }) {
  if (payment.method === 'bank_account') return <span className="whitespace-nowrap">Transferencia SPEI</span>;
  if (payment.method === 'store') return <span className="whitespace-nowrap">Efectivo en tienda</span>;
  const { card } = payment;
  const digits = lastFour(card?.card_number);
  return (
    <span className="inline-flex items-center gap-2 whitespace-nowrap">
      <CardBrandMark brand={card?.brand} decorative className="h-6 w-9" />
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
