import { brandLabel, lastFour } from '@/lib/cards/card-display';
import { CardBrandMark } from '@/components/cards/CardBrandMark';
import type { Payment } from '@/lib/payments/types';

/** Brand mark and "•••• 1111"; reads "Visa terminación 1111". */
export function PaymentCardLabel({ card }: { card: Payment['card'] }) {
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
