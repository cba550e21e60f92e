// How a quotation reads on screen: one badge for its stage (the contract's lifecycle names it; the
// tone is ours), the line about its dates, and the plurals of the status filters (the server filters
// by status). Small: Inicio's first load needs it.
import type { BadgeTone } from '@/components/ui/Badge';
import { formatDate } from '@/lib/format';
import { quotationStage, stageLabel, type LifecycleFacts, type QuotationStage } from './quotation-lifecycle';
import type { Quotation, QuotationStatus } from './types';

const STAGE_TONES: Record<QuotationStage, BadgeTone> = {
  pendiente: 'warning',
  aceptada: 'brand',
  cambios_solicitados: 'brand',
  pago_en_proceso: 'info',
  pagada: 'success',
  vencida: 'danger',
  cancelada: 'neutral',
  rechazada: 'neutral',
};

/**
 * The stage's badge. Statuses outside the contract are refused by the client (lib/api/response-shape),
 * so the neutral badge showing an unknown status as itself is a last guard, not a path.
 */
export function stageBadge(quotation: LifecycleFacts): { label: string; tone: BadgeTone } {
  const stage = quotationStage(quotation);
  return stage ? { label: stageLabel(stage), tone: STAGE_TONES[stage] } : { label: quotation.status || 'Desconocido', tone: 'neutral' };
}

/**
 * The dates' line after "Emitida el …": when it can still be paid, or when it lapsed. Nothing for a
 * paid, cancelled or declined one (its last day no longer matters; the badge says what happened).
 */
export function validityText(quotation: Pick<Quotation, 'status' | 'validUntil'>): string | null {
  switch (quotation.status) {
    case 'pendiente':
      return `Vence el ${formatDate(quotation.validUntil)}`;
    case 'vencida':
      return `Venció el ${formatDate(quotation.validUntil)}`;
    case 'pagada':
    case 'cancelada':
    case 'rechazada':
    default:
      return null;
  }
}

const STATUS_PLURALS: Record<QuotationStatus, string> = {
  pendiente: 'Pendientes',
  pagada: 'Pagadas',
  vencida: 'Vencidas',
  cancelada: 'Canceladas',
  rechazada: 'Rechazadas',
};

/** The statuses, in the filters' order. */
export const QUOTATION_STATUSES = Object.keys(STATUS_PLURALS) as QuotationStatus[];

/** "Pendientes": the status filter's chip and the word in its URL. */
export const statusPlural = (status: QuotationStatus): string => STATUS_PLURALS[status];
