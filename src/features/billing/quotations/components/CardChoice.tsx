// The saved cards as a radio group: the customer picks the one to charge.
import { Badge } from '@/components/ui/Badge';
import { RadioCard, RadioCardPlaceholder, RadioGroup, RadioGroupPlaceholder } from '@/components/ui/RadioGroup';
import { CardBrandMark, cardTypeLabel, describeCard, expiryLabel, type Card } from '@/features/payment-methods';
import { unusableReason } from '../usable-cards';

export interface CardChoiceProps {
  cards: readonly Card[];
  defaultCardId: string | null | undefined;
  value: string | null;
  onChange: (cardId: string) => void;
  isDisabled?: boolean;
}

export function CardChoice({ cards, defaultCardId, value, onChange, isDisabled }: CardChoiceProps) {
  return (
    <RadioGroup label="Tarjeta" value={value} onChange={onChange} isDisabled={isDisabled}>
      {cards.map((card) => {
        const reason = unusableReason(card);
        return (
          <RadioCard key={card.id} value={card.id} isDisabled={reason !== null}>
            {({ isDisabled: disabled }) => (
              <CardOption card={card} reason={reason} isDefault={card.id === defaultCardId} disabled={disabled} />
            )}
          </RadioCard>
        );
      })}
    </RadioGroup>
  );
}

/** The cards' place while the pay form mounts: the same rows, same heights (see useAfterFirstPaint). */
export function CardChoicePlaceholder({ cards, defaultCardId }: Pick<CardChoiceProps, 'cards' | 'defaultCardId'>) {
  return (
    <RadioGroupPlaceholder label="Tarjeta">
      {cards.map((card) => {
        const reason = unusableReason(card);
        return (
          <RadioCardPlaceholder key={card.id}>
            <CardOption card={card} reason={reason} isDefault={card.id === defaultCardId} disabled={reason !== null} />
          </RadioCardPlaceholder>
        );
      })}
    </RadioGroupPlaceholder>
  );
}

/** What a card's option says: its mark, name, badge and details. */
function CardOption({ card, reason, isDefault, disabled }: { card: Card; reason: string | null; isDefault: boolean; disabled: boolean }) {
  return (
    <>
      <CardBrandMark brand={card.brand} decorative />
      <span className="flex min-w-0 flex-1 flex-col">
        <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
          <span className={`text-sm font-medium ${disabled ? 'text-slate-600' : 'text-slate-900'}`}>{describeCard(card)}</span>
          {reason ? <Badge tone="neutral">{reason}</Badge> : isDefault && <Badge tone="brand">Predeterminada</Badge>}
        </span>
        {/* The type as the card's data has it, in Métodos de pago's words; each part wraps whole. */}
        <span className="text-xs text-slate-600" data-testid="card-choice-details">
          {[cardTypeLabel(card.type), `Vence ${expiryLabel(card)}`, card.bank_name].filter(Boolean).map((part, index) => (
            <span key={index} className="inline-block">
              {index > 0 && <>&nbsp;·&nbsp;</>}
              <bdi>{part}</bdi>
            </span>
          ))}
        </span>
      </span>
    </>
  );
}
