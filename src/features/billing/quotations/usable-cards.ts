// Which saved cards can be charged, and which one the pay dialog preselects.
import { isExpired, type Card } from '@/features/payment-methods';

/** Why a card cannot be charged, or null when it can. */
export function unusableReason(card: Card, now = new Date()): string | null {
  if (isExpired(card, now)) return 'Vencida';
  if (!card.allows_charges) return 'No acepta cargos';
  return null;
}

/** The card to preselect: the default card when it can be charged, else the first one that can. */
export function preselectedCardId(cards: readonly Card[], defaultCardId: string | null | undefined): string | null {
  const usable = cards.filter((card) => unusableReason(card) === null);
  return usable.find((card) => card.id === defaultCardId)?.id ?? usable[0]?.id ?? null;
}
