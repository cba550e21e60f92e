import type { ReactNode } from 'react';
import { Badge } from '@/components/ui/Badge';
import { Button } from '@/components/ui/Button';
import { StarIcon, TrashIcon } from '@/components/ui/Icons';
import { Skeleton } from '@/components/ui/Skeleton';
import { SkeletonRows } from '@/components/ui/SkeletonLines';
import { formatCardNumber } from '@/lib/format';
import {
  cannotBeDefaultReason,
  cardTypeLabel,
  describeCard,
  expiresSoon,
  expiryLabel,
  isExpired,
  type Card,
} from '@/features/payment-methods/cards/card-display';
import { CardBrandMark } from '@/features/payment-methods/cards/CardBrandMark';

export interface SavedCardItemProps {
  card: Card;
  isDefault: boolean;
  now: Date;
  isMakingDefault: boolean;
  /** Another change is running: the buttons wait. */
  isBusy: boolean;
  onMakeDefault: (card: Card) => void;
  onRemove: (card: Card) => void;
}

export function SavedCardItem({ card, isDefault, now, isMakingDefault, isBusy, onMakeDefault, onRemove }: SavedCardItemProps) {
  const name = describeCard(card);
  const expired = isExpired(card, now);
  const soon = !expired && expiresSoon(card, now);
  const defaultBlocked = cannotBeDefaultReason(card, now);
  // Type and bank each stay whole and wrap as units on a phone ("Crédito ·" / "BBVA México"), rather
  // than one cut short ("BBVA Méxi…") in a column that has room for both on two lines.
  const typeAndBank = [cardTypeLabel(card.type), card.bank_name].filter(Boolean);
  const details: [string, ReactNode, string][] = [
    ['Titular', <bdi key="holder">{card.holder_name}</bdi>, card.holder_name],
    ['Vence', expiryLabel(card), expiryLabel(card)],
    [
      'Tipo y banco',
      typeAndBank.length
        ? typeAndBank.map((part, index) => (
            <span key={part} className="inline-block">
              <bdi>{part}</bdi>
              {index < typeAndBank.length - 1 && <>&nbsp;·&nbsp;</>}
            </span>
          ))
        : '—',
      typeAndBank.join(' · '),
    ],
  ];

  return (
    <li
      data-testid="saved-card"
      data-card-id={card.id}
      className={`grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-4 rounded-xl border bg-white p-4 shadow-sm @xl/main:grid-cols-[auto_minmax(0,1fr)_auto] @xl/main:p-5 ${isDefault ? 'border-brand-600 ring-1 ring-brand-600' : 'border-slate-200'}`}
    >
      <CardBrandMark brand={card.brand} decorative className="col-start-1 row-start-1 mt-0.5" />
      <div className="col-start-2 row-start-1 min-w-0">
        <h3 className="text-base font-semibold text-slate-900">
          <span className="sr-only">{name}</span>
          <span aria-hidden="true" className="font-mono tracking-wide whitespace-nowrap tabular-nums">
            {formatCardNumber(card.card_number)}
          </span>
        </h3>
        {(isDefault || expired || soon || !card.allows_charges) && (
          <div className="mt-1.5 flex flex-wrap gap-1.5">
            {isDefault && (
              <Badge tone="brand">
                <StarIcon className="size-3.5" />
                Predeterminada
              </Badge>
            )}
            {expired && <Badge tone="danger">Vencida</Badge>}
            {soon && <Badge tone="warning">Vence pronto</Badge>}
            {!card.allows_charges && <Badge tone="neutral">No acepta cargos</Badge>}
          </div>
        )}
        {!isDefault && defaultBlocked && <p className="mt-1.5 text-sm text-slate-600">{defaultBlocked}</p>}
      </div>

      <dl className="col-span-2 grid grid-cols-2 gap-x-4 gap-y-3 text-sm @xl/main:col-span-2 @xl/main:col-start-2 @xl/main:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,2fr)]">
        {details.map(([label, value, text], index) => (
          <div key={label} className={`min-w-0 ${index === 0 ? 'col-span-2 @xl/main:col-span-1' : ''}`}>
            <dt className="text-slate-600">{label}</dt>
            <dd className="font-medium text-slate-900" title={text}>
              {value}
            </dd>
          </div>
        ))}
      </dl>

      {/* After the details in reading order; beside the number on wider screens. */}
      <div className="col-span-2 flex flex-wrap items-center justify-end gap-2 border-t border-slate-100 pt-3 @xl/main:col-span-1 @xl/main:col-start-3 @xl/main:row-start-1 @xl/main:border-0 @xl/main:pt-0">
        {!isDefault && !defaultBlocked && (
          <Button
            variant="secondary"
            size="sm"
            aria-label={`Hacer predeterminada la ${name}`}
            isPending={isMakingDefault}
            isDisabled={isBusy && !isMakingDefault}
            onPress={() => onMakeDefault(card)}
          >
            <StarIcon className="size-4" />
            Hacer predeterminada
          </Button>
        )}
        <Button variant="ghostDanger" size="sm" aria-label={`Eliminar la ${name}`} isDisabled={isBusy} onPress={() => onRemove(card)}>
          <TrashIcon className="size-4" />
          Eliminar
        </Button>
      </div>
    </li>
  );
}

export function SavedCardSkeleton() {
  return (
    <li className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm @xl/main:p-5">
      <div className="flex items-start gap-4">
        <Skeleton className="block rounded-md h-8 w-12" />
        <div className="flex-1 space-y-2">
          <Skeleton className="block rounded-md h-5 w-52 max-w-full" />
          <Skeleton className="block h-5 w-24 rounded-full" />
        </div>
      </div>
      <div className="mt-4 grid grid-cols-2 gap-4 @xl/main:grid-cols-3">
        <SkeletonRows count={3} className="space-y-1.5" cells={['block rounded-md h-3.5 w-14', 'block h-4 rounded-md w-24 max-w-full']} />
      </div>
    </li>
  );
}
