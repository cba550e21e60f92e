// The saved cards as a radio group: the customer picks the one to charge.
import { Label, Radio, RadioGroup } from 'react-aria-components';
import { tv } from '@/lib/tailwind-variants';
import { Badge } from '@/components/ui/Badge';
import { focusRing } from '@/components/ui/focus-ring';
import { CardBrandMark } from '@/components/cards/CardBrandMark';
import { describeCard, isExpired, type Card } from '@/lib/cards/card-display';

/** Why a card cannot be charged, or null when it can. */
function unusableReason(card: Card, now = new Date()): string | null {
  if (isExpired(card, now)) return 'Vencida';
  if (!card.allows_charges) return 'No acepta cargos';
  return null;
}

/** The card to preselect: the default card when it can be charged, else the first one that can. */
export function preselectedCardId(cards: readonly Card[], defaultCardId: string | null | undefined): string | null {
  const usable = cards.filter((card) => unusableReason(card) === null);
  return usable.find((card) => card.id === defaultCardId)?.id ?? usable[0]?.id ?? null;
}

const option = tv({
  extend: focusRing,
  base: 'flex min-h-14 cursor-pointer items-center gap-3 rounded-lg border bg-white px-3 py-2.5 transition-colors',
  variants: {
    isSelected: {
      false: 'border-slate-300 hover:border-slate-400',
      true: 'border-brand-700 bg-brand-50 ring-1 ring-brand-700',
    },
    isDisabled: {
      true: 'cursor-not-allowed border-slate-200 bg-slate-50 hover:border-slate-200',
    },
  },
});

const dot = tv({
  base: 'flex size-5 shrink-0 items-center justify-center rounded-full border-2',
  variants: {
    isSelected: { false: 'border-slate-500 bg-white', true: 'border-brand-700 bg-white' },
    isDisabled: { true: 'border-slate-300' },
  },
});

export interface CardChoiceProps {
  cards: readonly Card[];
  defaultCardId: string | null | undefined;
  value: string | null;
  onChange: (cardId: string) => void;
  isDisabled?: boolean;
}

export function CardChoice({ cards, defaultCardId, value, onChange, isDisabled }: CardChoiceProps) {
  return (
    <RadioGroup value={value} onChange={onChange} isDisabled={isDisabled} className="flex flex-col gap-2">
      <Label className="text-sm font-medium text-slate-800">Tarjeta</Label>
      {cards.map((card) => {
        const reason = unusableReason(card);
        return (
          <Radio key={card.id} value={card.id} isDisabled={reason !== null} className={(renderProps) => option(renderProps)}>
            {({ isSelected, isDisabled: disabled }) => (
              <>
                <span className={dot({ isSelected, isDisabled: disabled })} aria-hidden="true">
                  {isSelected && <span className="size-2.5 rounded-full bg-brand-700" />}
                </span>
                <CardBrandMark brand={card.brand} decorative />
                <span className="flex min-w-0 flex-1 flex-col">
                  <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                    <span className={`text-sm font-medium ${disabled ? 'text-slate-600' : 'text-slate-900'}`}>{describeCard(card)}</span>
                    {reason ? (
                      <Badge tone="neutral">{reason}</Badge>
                    ) : (
                      card.id === defaultCardId && <Badge tone="brand">Predeterminada</Badge>
                    )}
                  </span>
                  <span className="text-xs text-slate-600">
                    Vence {card.expiration_month}/{card.expiration_year}
                    {card.bank_name ? ` · ${card.bank_name}` : ''}
                  </span>
                </span>
              </>
            )}
          </Radio>
        );
      })}
    </RadioGroup>
  );
}
